#include "io/md5/Md5Character.h"
#include "io/md5/Md5Lexer.h"
#include "io/md5/Md5Orientation.h"
#include "io/md5/Md5Reader.h"

#include "io/Progress.h"
#include "io/ReadLimits.h"
#include "model/ops/Normals.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

namespace quarry {

namespace {

constexpr QByteArrayView kVersion = "MD5Version";

struct Md5Joint
{
    QString name;
    int parent = -1;
    QVector3D position; // model space
    QQuaternion rotation; // model space, Quarry's convention
    QList<double> stored; // the six numbers as the file gave them
};

struct Md5Weight
{
    int joint = 0;
    float bias = 0;
    QVector3D offset; // in the joint's space
};

struct Md5Vertex
{
    QVector2D st;
    qint64 first = 0;
    qint64 count = 0;
};

class MeshParser
{
    Q_DECLARE_TR_FUNCTIONS(Md5Reader)

public:
    MeshParser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : m_path(path)
        , m_data(data)
        , m_size(data.size())
        , m_lex(data)
        , m_options(options)
    { }
    ReadResult run();

private:
    bool fail(const QString &message)
    {
        m_result.error = Diagnostic{m_path, m_lex.line(), -1, message};
        return false;
    }
    bool expected() { return fail(tr("%1 expected").arg(m_lex.expected)); }
    bool count(const char *keyword, qint64 &value, qint64 perRecord)
    {
        qint64 n = 0;
        if (!m_lex.integer(n))
            return expected();
        if (n < 0 || n > m_lex.remaining() / perRecord)
            return fail(tr("%1 %2 is more than the file can hold").arg(QLatin1String(keyword)).arg(n));
        value = n;
        return true;
    }
    bool joints();
    bool mesh();
    int material(const QByteArray &shader);

    QString m_path;
    QByteArrayView m_data;
    qsizetype m_size;
    md5::Lexer m_lex;
    const ReadOptions &m_options;
    ReadResult m_result;
    qint64 m_jointCount = -1, m_meshCount = -1;
    qint64 m_meshCountLine = -1;
    QList<Md5Joint> m_joints;
    bool m_jointsRead = false;
    QHash<QByteArray, int> m_materials;
    quint64 m_bytes = 0; // what the model takes so far, against the read budget
};

bool MeshParser::joints()
{
    if (m_jointCount < 0)
        return fail(tr("joints before numJoints"));
    if (m_jointsRead)
        return fail(tr("a second joints block"));
    if (!m_lex.take('{'))
        return expected();
    m_joints.reserve(m_jointCount);
    for (qint64 i = 0; i < m_jointCount; ++i) {
        QByteArray name;
        qint64 parent = 0;
        double t[3], q[3];
        if (!m_lex.quoted(name) || !m_lex.integer(parent) || !m_lex.vector(t, 3) || !m_lex.vector(q, 3))
            return expected();
        if (parent < -1 || parent >= i)
            return fail(tr("joint \"%1\": parent %2 is not an earlier joint").arg(QString::fromUtf8(name)).arg(parent));
        m_joints.append(Md5Joint{QString::fromUtf8(name), int(parent), QVector3D(float(t[0]), float(t[1]), float(t[2])),
                                 md5::rotationFromStored(q[0], q[1], q[2]),
                                 QList<double>{t[0], t[1], t[2], q[0], q[1], q[2]}});
    }
    if (!m_lex.take('}'))
        return fail(tr("more joints than numJoints %1").arg(m_jointCount));
    m_jointsRead = true;
    return true;
}

int MeshParser::material(const QByteArray &shader)
{
    auto it = m_materials.constFind(shader);
    if (it != m_materials.constEnd())
        return *it;
    Material m;
    m.name = QString::fromUtf8(shader);
    m_result.model.materials.append(m);
    return *m_materials.insert(shader, int(m_result.model.materials.size() - 1));
}

bool MeshParser::mesh()
{
    if (!m_jointsRead)
        return fail(tr("a mesh before the joints"));
    if (!m_lex.take('{'))
        return expected();
    m_lex.meshComment.clear();
    QByteArray name, shader;
    bool hasShader = false;
    QList<Md5Vertex> vertices;
    QList<Triangle> triangles;
    QList<Md5Weight> weights;
    qint64 vertexCount = -1, triangleCount = -1, weightCount = -1;
    while (!m_lex.take('}')) {
        const QByteArrayView key = m_lex.word();
        if (key == "name") {
            if (!m_lex.quoted(name))
                return expected();
        } else if (key == "shader") {
            if (!m_lex.quoted(shader))
                return expected();
            hasShader = true;
        } else if (key == "numverts") {
            // "vert 0 ( 0 0 ) 0 1" at least.
            if (vertexCount >= 0 || !count("numverts", vertexCount, 16))
                return vertexCount >= 0 ? fail(tr("a second numverts")) : false;
            vertices.reserve(vertexCount);
            m_bytes += quint64(vertexCount) * 64;
        } else if (key == "vert") {
            qint64 index = 0;
            Md5Vertex v;
            float st[2];
            if (vertexCount < 0)
                return fail(tr("vert before numverts"));
            if (!m_lex.integer(index) || !m_lex.vector(st, 2) || !m_lex.integer(v.first) || !m_lex.integer(v.count))
                return expected();
            if (vertices.size() >= vertexCount)
                return fail(tr("more vertices than numverts %1").arg(vertexCount));
            if (v.first < 0 || v.count < 1)
                return fail(tr("vertex %1: weights %2 to %3 (a vertex needs at least one)")
                                .arg(index)
                                .arg(v.first)
                                .arg(v.first + v.count - 1));
            v.st = QVector2D(st[0], st[1]);
            vertices.append(v);
        } else if (key == "numtris") {
            // "tri 0 0 0 0" at least.
            if (triangleCount >= 0 || !count("numtris", triangleCount, 10))
                return triangleCount >= 0 ? fail(tr("a second numtris")) : false;
            triangles.reserve(triangleCount);
        } else if (key == "tri") {
            qint64 index = 0, a = 0, b = 0, c = 0;
            if (triangleCount < 0)
                return fail(tr("tri before numtris"));
            if (!m_lex.integer(index) || !m_lex.integer(a) || !m_lex.integer(b) || !m_lex.integer(c))
                return expected();
            if (triangles.size() >= triangleCount)
                return fail(tr("more triangles than numtris %1").arg(triangleCount));
            for (qint64 corner : {a, b, c})
                if (corner < 0 || corner >= vertexCount)
                    return fail(tr("triangle %1: vertex %2 of %3").arg(index).arg(corner).arg(vertexCount));
            triangles.append(Triangle{quint32(a), quint32(b), quint32(c)});
        } else if (key == "numweights") {
            // "weight 0 0 1 ( 0 0 0 )" at least.
            if (weightCount >= 0 || !count("numweights", weightCount, 20))
                return weightCount >= 0 ? fail(tr("a second numweights")) : false;
            weights.reserve(weightCount);
        } else if (key == "weight") {
            qint64 index = 0, joint = 0;
            Md5Weight w;
            float p[3];
            if (weightCount < 0)
                return fail(tr("weight before numweights"));
            if (!m_lex.integer(index) || !m_lex.integer(joint) || !m_lex.number(w.bias) || !m_lex.vector(p, 3))
                return expected();
            if (weights.size() >= weightCount)
                return fail(tr("more weights than numweights %1").arg(weightCount));
            if (joint < 0 || joint >= m_joints.size())
                return fail(tr("weight %1: joint %2 of %3").arg(index).arg(joint).arg(m_joints.size()));
            w.joint = int(joint);
            w.offset = QVector3D(p[0], p[1], p[2]);
            weights.append(w);
        } else if (key.isEmpty()) {
            return m_lex.atEnd() ? fail(tr("the mesh has no closing \"}\"")) : fail(tr("a mesh keyword expected"));
        } else {
            return fail(tr("unknown mesh keyword \"%1\"").arg(QString::fromUtf8(key)));
        }
    }
    const qint64 line = m_lex.line();
    auto failAt = [&](const QString &message) {
        m_result.error = Diagnostic{m_path, line, -1, message};
        return false;
    };
    if (vertices.size() != std::max<qint64>(vertexCount, 0) || triangles.size() != std::max<qint64>(triangleCount, 0)
        || weights.size() != std::max<qint64>(weightCount, 0))
        return failAt(tr("the mesh ends with %1 of %2 vertices, %3 of %4 triangles and %5 of %6 weights")
                          .arg(vertices.size())
                          .arg(vertexCount)
                          .arg(triangles.size())
                          .arg(triangleCount)
                          .arg(weights.size())
                          .arg(weightCount));
    int influences = 0;
    for (qsizetype i = 0; i < vertices.size(); ++i) {
        const Md5Vertex &v = vertices[i];
        if (v.first + v.count > weights.size())
            return failAt(tr("vertex %1: weights %2 to %3 of %4")
                              .arg(i)
                              .arg(v.first)
                              .arg(v.first + v.count - 1)
                              .arg(weights.size()));
        influences = std::max(influences, int(v.count));
    }
    m_bytes += quint64(vertices.size()) * quint64(influences) * 20 + quint64(triangles.size()) * 12;
    if (m_bytes > readBudget(quint64(m_size)))
        return failAt(tr("the meshes take more memory than a file of this size may"));

    Mesh mesh;
    mesh.name = QString::fromUtf8(name.isEmpty() ? m_lex.meshComment : name);
    if (mesh.name.isEmpty())
        mesh.name = QStringLiteral("mesh%1").arg(m_result.model.meshes.size());
    if (hasShader)
        mesh.material = material(shader);
    const qsizetype n = vertices.size();
    mesh.positions.resize(n);
    mesh.texcoords.append(QList<QVector2D>(n));
    mesh.influencesPerVertex = influences;
    mesh.blendIndexes.resize(n * influences);
    mesh.blendWeights.resize(n * influences);
    // Each weight's own position, for the writer: a vertex with several
    // weights is one position in Quarry, but many in the file.
    QList<float> offsets(n * influences * 3);
    for (qsizetype i = 0; i < n; ++i) {
        const Md5Vertex &v = vertices[i];
        QVector3D p;
        for (qint64 k = 0; k < v.count; ++k) {
            const Md5Weight &w = weights[v.first + k];
            const Md5Joint &j = m_joints[w.joint];
            p += w.bias * (j.rotation.rotatedVector(w.offset) + j.position);
            mesh.blendIndexes[i * influences + k] = quint32(w.joint);
            mesh.blendWeights[i * influences + k] = w.bias;
            float *o = offsets.data() + (i * influences + k) * 3;
            o[0] = w.offset.x(), o[1] = w.offset.y(), o[2] = w.offset.z();
        }
        mesh.positions[i] = p;
        mesh.texcoords[0][i] = v.st;
    }
    mesh.triangles = std::move(triangles);
    mesh.extras.insert(QStringLiteral("md5.offsets"), QVariant::fromValue(offsets));
    // Doom 3 derives normals, smoothing every corner at the same position.
    smoothNormalsByAngle(mesh, 180.0f);
    m_result.model.meshes.append(std::move(mesh));
    return true;
}

ReadResult MeshParser::run()
{
    bool version = false;
    QString commandline;
    while (!m_lex.atEnd()) {
        if (m_options.progress && !m_options.progress(m_lex.fraction() * 0.9))
            return ReadResult::failure(m_path, cancelledMessage());
        const QByteArrayView key = m_lex.word();
        bool ok = true;
        if (key == kVersion) {
            qint64 v = 0;
            if (!m_lex.integer(v))
                ok = expected();
            else if (v != 10)
                ok = fail(tr("MD5 version %1; Doom 3 reads version 10").arg(v));
            version = true;
        } else if (key == "commandline") {
            QByteArray text;
            ok = m_lex.quoted(text) || expected();
            commandline = QString::fromUtf8(text);
        } else if (key == "numJoints") {
            ok = count("numJoints", m_jointCount, 24);
        } else if (key == "numMeshes") {
            ok = count("numMeshes", m_meshCount, 16);
            m_meshCountLine = m_lex.line();
        } else if (key == "joints") {
            ok = joints();
        } else if (key == "mesh") {
            ok = mesh();
        } else if (key == "numFrames" || key == "hierarchy" || key == "baseframe") {
            // An animation that says so after a long commandline: the probe could not tell.
            return readMd5Anim(m_path, m_data, m_options);
        } else if (key.isEmpty()) {
            ok = fail(tr("a keyword expected"));
        } else if (key == "numbones" || key == "bone") {
            // Version 6 under a version line edited to 10: Doom 3 refuses it too.
            ok = fail(tr("\"%1\" is MD5 version 6 (Doom 3's alpha), which no released engine reads")
                          .arg(QString::fromUtf8(key)));
        } else {
            ok = fail(tr("unknown keyword \"%1\"").arg(QString::fromUtf8(key)));
        }
        if (!ok)
            return std::move(m_result);
    }
    if (!version)
        return ReadResult::failure(m_path, tr("no MD5Version line: not an MD5 file"), 1);
    if (!m_jointsRead)
        return ReadResult::failure(m_path, tr("no joints block"), m_lex.line());
    // Cube 2 engines (Sauerbraten, Tesseract, Red Eclipse) read every mesh
    // block whatever numMeshes says, and files made for them ship with a
    // count that is off: read what is there, say so, and keep the line.
    // Doom 3 reads the first numMeshes blocks, and stops on a file with
    // fewer.
    if (m_meshCount >= 0 && m_result.model.meshes.size() != m_meshCount) {
        const qsizetype found = m_result.model.meshes.size();
        m_result.warnings << Diagnostic{
            m_path, m_meshCountLine, -1,
            found > m_meshCount
                ? tr("numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 "
                     "reads the first %1)")
                      .arg(m_meshCount)
                      .arg(found)
                : tr("numMeshes says %1, mesh blocks found: %2 (all read, as the Cube 2 engines read them; Doom 3 "
                     "refuses the file)")
                      .arg(m_meshCount)
                      .arg(found)};
    }
    // Joints are in model space; Quarry's are relative to their parents.
    for (const Md5Joint &j : std::as_const(m_joints)) {
        Joint joint;
        joint.name = j.name;
        joint.parent = j.parent;
        joint.extras.insert(QStringLiteral("md5.modelSpace"), QVariant::fromValue(j.stored));
        if (j.parent < 0) {
            joint.bind.translation = j.position;
            joint.bind.rotation = j.rotation;
        } else {
            const Md5Joint &p = m_joints[j.parent];
            const QQuaternion inverse = p.rotation.conjugated();
            joint.bind.translation = inverse.rotatedVector(j.position - p.position);
            joint.bind.rotation = (inverse * j.rotation).normalized();
        }
        m_result.model.skeleton.joints.append(joint);
    }
    if (!commandline.isEmpty())
        m_result.model.extras.insert(QStringLiteral("md5.commandline"), commandline);
    return std::move(m_result);
}

} // namespace

// The text from its first token on: comments before MD5Version (a `/* */`
// licence or revision header, which Doom 3's lexer skips) are passed over.
QByteArrayView md5Start(QByteArrayView head)
{
    md5::Lexer lex(head);
    lex.atEnd();
    return QByteArrayView(lex.position(), lex.end());
}

bool probeMd5Mesh(QByteArrayView head)
{
    return md5Start(head).startsWith(kVersion) && !head.contains("numFrames");
}

bool probeMd5Anim(QByteArrayView head)
{
    return md5Start(head).startsWith(kVersion) && head.contains("numFrames");
}

ReadResult readMd5Mesh(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    QStringList animations;
    for (const QString &c : options.companions) {
        if (QFileInfo(c).suffix().compare(QLatin1String("md5anim"), Qt::CaseInsensitive) != 0) {
            ReadResult r;
            r.error = Diagnostic{c, -1, -1, MeshParser::tr("not an MD5 animation (.md5anim)")};
            return r;
        }
        animations << c;
    }
    ReadResult read = MeshParser(path, data, options).run();
    if (!read.ok() || read.model.extras.contains(QLatin1String(kAnimationOnly)))
        return read;
    // Where it was read: its clips' .md5anim files are saved back beside it.
    read.model.extras.insert(QStringLiteral("md5.meshPath"), QFileInfo(path).absoluteFilePath());
    read = addMd5Animations(std::move(read), animations, path);
    // An Unvanquished player: its clips loop as the game's slots do.
    if (read.ok())
        applyMd5Character(read, path);
    return read;
}

} // namespace quarry
