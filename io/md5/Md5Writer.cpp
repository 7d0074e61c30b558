#include "io/md5/Md5Writer.h"

#include "io/Progress.h"
#include "io/kept/KeptSource.h"
#include "io/md3/Md3Reader.h"
#include "io/md5/Md5AnimSplice.h"
#include "io/md5/Md5Character.h"
#include "io/md5/Md5Kept.h"
#include "io/md5/Md5LineSplice.h"
#include "io/md5/Md5MeshBlocks.h"
#include "io/md5/Md5Orientation.h"
#include "io/md5/Md5Out.h"
#include "io/md5/Md5Reader.h"
#include "io/md5/Md5Rig.h"
#include "model/MaterialNames.h"
#include "model/ops/Normals.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace quarry {

namespace md5 {

bool hasWeight(const Mesh &mesh, qsizetype v, qsizetype jointCount)
{
    const int k = mesh.influencesPerVertex;
    if (!mesh.isSkinned() || mesh.blendWeights.size() < (v + 1) * k || mesh.blendIndexes.size() < (v + 1) * k)
        return false;
    for (int i = 0; i < k; ++i)
        if (mesh.blendWeights[v * k + i] > 0 && mesh.blendIndexes[v * k + i] < quint32(jointCount))
            return true;
    return false;
}

Rig makeRig(const Model &model)
{
    Rig rig;
    const QList<Joint> &joints = model.skeleton.joints;
    const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
    for (qsizetype j = 0; j < joints.size(); ++j) {
        rig.names << joints[j].name;
        rig.parents << joints[j].parent;
        rig.bind << joints[j].bind;
        const Transform t = Transform::fromMatrix(world[j]);
        rig.worldPosition << t.translation;
        rig.worldRotation << t.rotation.normalized();
        rig.storedRotation << storedFromRotation(rig.worldRotation.last());
        rig.moved << false;
        rig.readPosition << t.translation;
        rig.readRotation << rig.worldRotation.last();
        // The file's own numbers while they still say where the joint is.
        const QList<double> kept = joints[j].extras.value(QStringLiteral("md5.modelSpace")).value<QList<double>>();
        if (kept.size() == 6) {
            const QVector3D p{float(kept[0]), float(kept[1]), float(kept[2])};
            const QQuaternion r = rotationFromStored(kept[3], kept[4], kept[5]);
            rig.readPosition.last() = p;
            rig.readRotation.last() = r;
            if ((p - t.translation).length() <= 1e-4f * std::max(1.0f, p.length())
                && std::abs(QQuaternion::dotProduct(r, rig.worldRotation.last())) >= 1.0f - 1e-6f) {
                rig.worldPosition.last() = p;
                rig.worldRotation.last() = r;
                rig.storedRotation.last() = {kept[3], kept[4], kept[5]};
            } else {
                rig.moved.last() = true;
            }
        }
        rig.scaled = rig.scaled || (joints[j].bind.scale - QVector3D(1, 1, 1)).length() > 1e-5f;
    }
    bool unweighted = joints.isEmpty();
    for (const Mesh &m : model.meshes)
        for (qsizetype v = 0; v < m.vertexCount() && !unweighted; ++v)
            unweighted = !hasWeight(m, v, joints.size());
    if (unweighted) {
        QString name = QStringLiteral("origin");
        for (int n = 2; rig.names.contains(name); ++n)
            name = QStringLiteral("origin%1").arg(n);
        rig.origin = int(rig.names.size());
        rig.names << name;
        rig.parents << -1;
        rig.bind << Transform{};
        rig.worldPosition << QVector3D();
        rig.worldRotation << QQuaternion();
        rig.storedRotation << std::array<double, 3>{0, 0, 0};
        rig.moved << false;
        rig.readPosition << QVector3D();
        rig.readRotation << QQuaternion();
    }
    return rig;
}

} // namespace md5

namespace {

class MeshWriter
{
    Q_DECLARE_TR_FUNCTIONS(Md5Writer)

public:
    MeshWriter(const Model &model, const QString &path, const ProgressFn &progress)
        : m_model(model)
        , m_path(path)
        , m_progress(progress)
        , m_rig(md5::makeRig(model))
    { }
    WriteResult run();

private:
    QByteArray quoted(const QString &name)
    {
        bool changed = false;
        QByteArray s = md5::quotable(name, &changed);
        if (changed)
            warn(tr("the name \"%1\" was written as \"%2\": MD5 names cannot hold quotes or line breaks")
                     .arg(name, QString::fromUtf8(s)));
        return s;
    }
    void warn(const QString &message) { m_result.warnings.append(Diagnostic{m_path, -1, -1, message}); }
    void warnNormals();
    // A vertex's weights, normalised, in the order the mesh holds them.
    struct Weight
    {
        int joint;
        float bias;
        QVector3D offset;
    };
    void writeJoints();
    void writeMesh(const Mesh &mesh);
    bool keptWeights(const Mesh &mesh, qsizetype v, const QList<float> &kept, QList<Weight> &weights) const;
    bool savedSinceRead(const QString &path) const;

    const Model &m_model;
    QString m_path;
    ProgressFn m_progress;
    md5::Rig m_rig;
    md5::Out m_out;
    WriteResult m_result;
};

void MeshWriter::writeJoints()
{
    m_out.raw("joints {").nl();
    for (qsizetype j = 0; j < m_rig.names.size(); ++j) {
        const QVector3D &p = m_rig.worldPosition[j];
        const std::array<double, 3> &q = m_rig.storedRotation[j];
        const float t[3] = {p.x(), p.y(), p.z()};
        m_out.raw("\t").name(quoted(m_rig.names[j])).integer(m_rig.parents[j]).vec(t, 3);
        m_out.orientation(q.data(), md5::needsDoubleDigits(q.data()));
        if (m_rig.parents[j] >= 0)
            m_out.raw("\t\t// ").raw(m_rig.names[m_rig.parents[j]].toUtf8().replace('\n', ' ').replace('\r', ' '));
        m_out.nl();
    }
    m_out.raw("}").nl().nl();
}

// The weights a reader kept (their biases as the file gave them, and each
// one's own position), where they still give the vertex's position. A
// weight on a joint the model moved in the bind pose is re-expressed: so
// that it puts its point where it did (the skin stayed: the joint was
// rebound), else as read (the vertex followed its joints), the moved
// weights carrying the rest of the way where the vertex hangs from joints
// that stayed too. The other weights stay as read.
bool MeshWriter::keptWeights(const Mesh &mesh, qsizetype v, const QList<float> &kept, QList<Weight> &weights) const
{
    const int k = mesh.influencesPerVertex;
    const qsizetype jointCount = m_model.skeleton.joints.size();
    const qsizetype first = weights.size();
    float movedBias = 0;
    for (int i = 0; i < k; ++i) {
        const float bias = mesh.blendWeights[v * k + i];
        const quint32 joint = mesh.blendIndexes[v * k + i];
        if (bias == 0)
            continue;
        if (joint >= quint32(jointCount))
            break;
        const float *o = kept.constData() + (v * k + i) * 3;
        weights.append(Weight{int(joint), bias, QVector3D(o[0], o[1], o[2])});
        if (m_rig.moved[joint])
            movedBias += bias;
    }
    const QVector3D &target = mesh.positions[v];
    const float tolerance = 1e-4f * std::max(1.0f, target.length());
    auto position = [&] {
        QVector3D p;
        for (qsizetype w = first; w < weights.size(); ++w) {
            const int j = weights[w].joint;
            p += weights[w].bias * (m_rig.worldRotation[j].rotatedVector(weights[w].offset) + m_rig.worldPosition[j]);
        }
        return p;
    };
    if (weights.size() > first && (position() - target).length() <= tolerance)
        return true;
    if (weights.size() > first && movedBias > 0) {
        const QList<Weight> asRead = weights.mid(first);
        for (qsizetype w = first; w < weights.size(); ++w) {
            const int j = weights[w].joint;
            if (m_rig.moved[j])
                weights[w].offset = m_rig.worldRotation[j].conjugated().rotatedVector(
                    m_rig.readRotation[j].rotatedVector(weights[w].offset) + m_rig.readPosition[j]
                    - m_rig.worldPosition[j]);
        }
        if ((position() - target).length() <= tolerance)
            return true;
        std::copy(asRead.cbegin(), asRead.cend(), weights.begin() + first);
        const QVector3D rest = (target - position()) / movedBias;
        for (qsizetype w = first; w < weights.size(); ++w) {
            const int j = weights[w].joint;
            if (m_rig.moved[j])
                weights[w].offset += m_rig.worldRotation[j].conjugated().rotatedVector(rest);
        }
        if ((position() - target).length() <= tolerance)
            return true;
    }
    weights.resize(first);
    return false;
}

void MeshWriter::writeMesh(const Mesh &mesh)
{
    m_out.raw("mesh {").nl();
    m_out.raw("\t// meshes: ").raw(quoted(mesh.name)).nl();
    const QString shader = mesh.material >= 0 && mesh.material < m_model.materials.size()
                               ? materialReference(m_model.materials[mesh.material])
                               : QString();
    m_out.raw("\tshader ").name(quoted(shader)).nl().nl();
    const qsizetype n = mesh.vertexCount();
    const qsizetype jointCount = m_model.skeleton.joints.size();
    const bool texcoords = !mesh.texcoords.isEmpty() && mesh.texcoords[0].size() == n;
    QList<Weight> weights;
    weights.reserve(n * std::max(1, mesh.influencesPerVertex));
    m_out.raw("\tnumverts").integer(n).nl();
    const int k = mesh.influencesPerVertex;
    const QList<float> kept = mesh.extras.value(QStringLiteral("md5.offsets")).value<QList<float>>();
    const bool keep = k > 0 && kept.size() == n * k * 3 && mesh.blendWeights.size() == n * k
                      && mesh.blendIndexes.size() == n * k;
    for (qsizetype v = 0; v < n; ++v) {
        const qsizetype first = weights.size();
        bool computed = true;
        if (keep && keptWeights(mesh, v, kept, weights)) {
            computed = false; // the file's own weights still put the vertex where it is
        } else if (md5::hasWeight(mesh, v, jointCount)) {
            float total = 0;
            for (int i = 0; i < k; ++i)
                if (mesh.blendWeights[v * k + i] > 0 && mesh.blendIndexes[v * k + i] < quint32(jointCount))
                    total += mesh.blendWeights[v * k + i];
            for (int i = 0; i < k; ++i)
                if (mesh.blendWeights[v * k + i] > 0 && mesh.blendIndexes[v * k + i] < quint32(jointCount))
                    weights.append(Weight{int(mesh.blendIndexes[v * k + i]), mesh.blendWeights[v * k + i] / total, {}});
        } else {
            weights.append(Weight{m_rig.origin, 1.0f, {}});
        }
        for (qsizetype w = first; w < weights.size() && computed; ++w) {
            const int j = weights[w].joint;
            weights[w].offset = m_rig.worldRotation[j].conjugated().rotatedVector(mesh.positions[v]
                                                                                  - m_rig.worldPosition[j]);
        }
        const QVector2D st = texcoords ? mesh.texcoords[0][v] : QVector2D();
        const float uv[2] = {st.x(), st.y()};
        m_out.raw("\tvert").integer(v).vec(uv, 2).integer(first).integer(weights.size() - first).nl();
    }
    m_out.nl().raw("\tnumtris").integer(mesh.triangles.size()).nl();
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
        const Triangle &tri = mesh.triangles[t];
        m_out.raw("\ttri").integer(t).integer(tri[0]).integer(tri[1]).integer(tri[2]).nl();
    }
    m_out.nl().raw("\tnumweights").integer(weights.size()).nl();
    for (qsizetype w = 0; w < weights.size(); ++w) {
        const float p[3] = {weights[w].offset.x(), weights[w].offset.y(), weights[w].offset.z()};
        m_out.raw("\tweight").integer(w).integer(weights[w].joint).num(weights[w].bias).vec(p, 3).nl();
    }
    m_out.raw("}").nl().nl();
}

// MD5 stores no normals: the engine smooths every corner at the same
// position, with the triangles' winding deciding which way they face (as
// the reader derives them). Normals that differ from those (flipped,
// recomputed, hard edges) are lost, and said to be.
void MeshWriter::warnNormals()
{
    qsizetype differ = 0;
    for (const Mesh &m : m_model.meshes) {
        if (m.normals.size() != m.positions.size())
            continue;
        Mesh derived;
        derived.positions = m.positions;
        derived.triangles = m.triangles;
        smoothNormalsByAngle(derived, 180.0f);
        if (derived.normals.size() != m.normals.size())
            continue;
        for (qsizetype v = 0; v < m.normals.size(); ++v)
            if ((m.normals[v].normalized() - derived.normals[v].normalized()).length() > 0.045f) // ~2.5 degrees
                ++differ;
    }
    if (differ > 0)
        warn(tr("normals left out: MD5 stores none, and the engine derives them from the triangles' winding; "
                "%n vertex normal(s) of the model differ from those and are lost",
                nullptr, int(differ)));
}

// Whether the file on disk is no longer the one kept as read (a save of an
// edit since, now undone): then the clip is written again.
bool MeshWriter::savedSinceRead(const QString &path) const
{
    const QVariantList kept =
        m_model.extras.value(QLatin1String(kMd5KeptFiles)).toMap().value(keptFileName(m_path, path)).toList();
    if (kept.size() != 2)
        return false;
    const QByteArray read = kept[0].toByteArray();
    QFile file(path);
    return file.size() != read.size() || !file.open(QIODevice::ReadOnly) || file.readAll() != read;
}

WriteResult MeshWriter::run()
{
    warnNormals();
    if (m_rig.scaled)
        warn(tr("joint scale left out: MD5 joints have none"));
    if (m_rig.origin >= 0 && !m_model.skeleton.joints.isEmpty())
        warn(tr("vertices without weights are bound to an added joint \"%1\"").arg(m_rig.names[m_rig.origin]));
    for (const Mesh &m : m_model.meshes)
        if (!m.morphs.isEmpty()) {
            warn(tr("morph targets left out: MD5 cannot hold them"));
            break;
        }
    const QString commandline = m_model.extras.value(QStringLiteral("md5.commandline")).toString();
    m_out.raw("MD5Version 10").nl();
    m_out.raw("commandline ").name(quoted(commandline)).nl().nl();
    m_out.raw("numJoints").integer(m_rig.names.size()).nl();
    m_out.raw("numMeshes").integer(m_model.meshes.size()).nl().nl();
    writeJoints();
    const double total = double(m_model.meshes.size() + m_model.animations.size()) + 1.0;
    double done = 0;
    for (const Mesh &m : m_model.meshes) {
        writeMesh(m);
        if (m_progress && !m_progress(++done / total))
            return WriteResult::failure(m_path, cancelledMessage());
    }
    const QStringList paths = md5AnimationPaths(m_model, m_path);
    for (const QString &w : md5CharacterSaveWarnings(m_model, m_path, paths))
        warn(w);
    for (int a = 0; a < m_model.animations.size(); ++a) {
        // A clip read from the file it goes back to, unchanged since: the
        // file stays as it is.
        const Animation &animation = m_model.animations[a];
        const QVariant framesKey = animation.extras.value(QStringLiteral("md5.framesKey"));
        const QVariant key = animation.extras.value(QStringLiteral("md5.key"));
        const bool same = framesKey.isValid() ? framesKey.toULongLong() == md3AnimationFramesKey(animation)
                                              : key.isValid() && key.toULongLong() == md3AnimationKey(animation);
        if (same
            && QFileInfo(paths[a]).absoluteFilePath() == animation.extras.value(QStringLiteral("md5.file")).toString()
            && QFileInfo::exists(paths[a]) && !savedSinceRead(paths[a])) {
            ++done;
            continue;
        }
        m_result.siblings.append(FileBytes{paths[a], md5::encodeAnim(m_model, m_rig, a, paths[a], m_result.warnings)});
        if (m_progress && !m_progress(++done / total))
            return WriteResult::failure(m_path, cancelledMessage());
    }
    m_result.data = std::move(m_out.bytes);
    return std::move(m_result);
}

// The .md5anim files an edit rewrote (`data` for `base` itself, or
// siblings) whose lines still match up with the files read: only the lines
// that differ are the writer's (Md5AnimSplice.h), and Save says how many.
// A clip's file is the one kept with the model or, for a clip read beside
// a mesh (kept only once an edit changes it), the file it was read from.
void spliceAnimationFiles(const Model &model, const QString &base, WriteResult &r, bool siblings)
{
    const QVariantMap kept = model.extras.value(QLatin1String(kMd5KeptFiles)).toMap();
    QStringList readFrom;
    for (const Animation &a : model.animations)
        readFrom << a.extras.value(QStringLiteral("md5.file")).toString();
    auto splice = [&](const QString &path, QByteArray &data) {
        const QVariantList entry = kept.value(keptFileName(base, path)).toList();
        QByteArray stored = entry.size() == 2 ? entry[0].toByteArray() : QByteArray();
        if (entry.size() != 2 && readFrom.contains(QFileInfo(path).absoluteFilePath())) {
            QFile file(path);
            // The reader took it whole when the model was read; 512 MiB bounds it.
            if (file.open(QIODevice::ReadOnly) && file.size() <= (qint64(512) << 20))
                stored = file.readAll();
        }
        if (stored.isEmpty() || data == stored)
            return;
        qsizetype lines = 0;
        std::optional<QByteArray> spliced = spliceMd5AnimLines(path, stored, data, &lines);
        if (!spliced)
            return;
        data = std::move(*spliced);
        r.notes.removeIf([&path](const Diagnostic &d) { return d.file == path; });
        if (lines > 0)
            r.notes.append(Diagnostic{path, -1, -1,
                                      MeshWriter::tr("%1: %n line(s) written anew from the edited clip; every other "
                                                     "line as stored",
                                                     nullptr, int(lines))
                                          .arg(QFileInfo(path).fileName())});
    };
    if (siblings)
        for (FileBytes &f : r.siblings)
            splice(f.path, f.data);
    else
        splice(base, r.data);
}

} // namespace

WriteResult writeMd5Mesh(const Model &model, const QString &path, const WriteOptions &options)
{
    WriteResult r = MeshWriter(model, path, options.progress).run();
    // The files the writer still makes as it did for the model as read: as read.
    replayWrittenFiles(model, kMd5KeptFiles, path, r);
    if (r.ok())
        spliceAnimationFiles(model, path, r, true);
    const auto isMesh = [&path](const Diagnostic &d) { return d.file == path; };
    if (r.ok() && std::any_of(r.notes.cbegin(), r.notes.cend(), isMesh)) {
        if (std::optional<QByteArray> patched = patchMd5MeshNames(model, path)) {
            r.data = std::move(*patched);
            r.notes.removeIf(isMesh);
        } else if (std::optional<Md5MeshSplice> splice = spliceMd5MeshBlocks(model, path, r.data)) {
            // Only the edited meshes' blocks are the writer's.
            struct Text
            {
                Q_DECLARE_TR_FUNCTIONS(Md5Writer)
            };
            r.data = std::move(splice->bytes);
            r.notes.removeIf(isMesh);
            for (qsizetype i = 0; i < splice->rewritten.size(); ++i)
                r.notes.append(Diagnostic{path, splice->lines[i], -1,
                                          Text::tr("the block of mesh %1 written anew from the edited mesh (its own "
                                                   "spacing and number formatting are not kept); the rest of %2 "
                                                   "as stored")
                                              .arg(splice->rewritten[i])
                                              .arg(QFileInfo(path).fileName())});
        } else if (std::optional<Md5LineSplice> lines = spliceMd5Lines(model, path, r.data)) {
            // A joint moved: its line, its children's where they moved
            // along, and the weights on them are the writer's.
            struct Text
            {
                Q_DECLARE_TR_FUNCTIONS(Md5Writer)
            };
            r.data = std::move(lines->bytes);
            r.notes.removeIf(isMesh);
            r.notes.append(Diagnostic{path, lines->firstLine, -1,
                                      Text::tr("%1: %n line(s) written anew from the edited model (%2 joints, %3 "
                                               "weights, %4 other lines); every other line as stored",
                                               nullptr, int(lines->joints + lines->weights + lines->others))
                                          .arg(QFileInfo(path).fileName())
                                          .arg(lines->joints)
                                          .arg(lines->weights)
                                          .arg(lines->others)});
        }
    }
    // MD5 keeps a material's name alone (a mesh's shader).
    if (r.ok())
        if (std::optional<Diagnostic> note = materialColoursNotWritten(model, path, QStringLiteral("MD5")))
            r.notes.append(*note);
    return r;
}

WriteResult writeMd5AnimFile(const Model &model, const QString &path, const WriteOptions &options)
{
    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(Md5Writer)
    };
    if (model.animations.isEmpty())
        return WriteResult::failure(path, Text::tr("the model has no animation to write"));
    WriteResult r;
    if (model.animations.size() > 1)
        r.warnings.append(Diagnostic{
            path, -1, -1,
            Text::tr("only the first of %1 animations written: a .md5anim holds one").arg(model.animations.size())});
    r.data = md5::encodeAnim(model, md5::makeRig(model), 0, path, r.warnings,
                             options.options.value(QStringLiteral("md5.everyChannel")).toBool());
    replayWrittenFiles(model, kMd5KeptFiles, path, r);
    spliceAnimationFiles(model, path, r, false);
    return r;
}

QStringList md5AnimationPaths(const Model &model, const QString &meshPath)
{
    const QFileInfo info(meshPath);
    const QString base = info.completeBaseName();
    static const QRegularExpression bad(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    QStringList paths, used;
    // Saved to the .md5mesh it was read from: a clip read from a .md5anim
    // beside it goes back to that file.
    const bool same = !meshPath.isEmpty()
                      && info.absoluteFilePath() == model.extras.value(QStringLiteral("md5.meshPath")).toString();
    QStringList stored;
    for (const Animation &a : model.animations) {
        if (!same) {
            stored << QString();
            continue;
        }
        const QFileInfo file(a.extras.value(QStringLiteral("md5.file")).toString());
        stored << (file.fileName().isEmpty() || file.absolutePath() != info.absolutePath() ? QString()
                                                                                           : file.fileName());
    }
    // Clips stored under their own names (Unvanquished's run.md5anim beside
    // body.md5mesh): a new clip's file is named so too.
    bool bare = false;
    for (const QString &name : std::as_const(stored))
        if (!name.isEmpty()) {
            used << QFileInfo(name).completeBaseName();
            bare = !name.startsWith(base + QLatin1Char('_'), Qt::CaseInsensitive);
            if (!bare)
                break;
        }
    for (const QString &name : std::as_const(stored))
        if (!name.isEmpty() && !used.contains(QFileInfo(name).completeBaseName()))
            used << QFileInfo(name).completeBaseName();
    for (const Animation &a : model.animations) {
        if (const QString &file = stored[paths.size()]; !file.isEmpty()) {
            paths << (info.path() == QLatin1String(".") && !meshPath.contains(QLatin1Char('/'))
                          ? file
                          : info.dir().filePath(file));
            continue;
        }
        QString name = a.name;
        name.replace(bad, QStringLiteral("_"));
        if (name.isEmpty())
            name = QStringLiteral("animation");
        if (!bare && !name.startsWith(base))
            name = base + QLatin1Char('_') + name;
        const QString stem = name;
        for (int n = 2; used.contains(name, Qt::CaseInsensitive); ++n)
            name = QStringLiteral("%1_%2").arg(stem).arg(n);
        used << name;
        const QString file = name + QStringLiteral(".md5anim");
        paths << (info.path() == QLatin1String(".") && !meshPath.contains(QLatin1Char('/'))
                      ? file
                      : info.dir().filePath(file));
    }
    return paths;
}

} // namespace quarry
