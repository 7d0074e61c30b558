#include "io/iqe/IqeWriter.h"
#include "io/iqe/IqeReplay.h"
#include "io/kept/KeptSource.h"
#include "model/MaterialNames.h"
#include "model/Translate.h"

#include "io/MorphTracksLeftOut.h"
#include "io/Progress.h"

#include "model/ops/Resample.h"

#include <QCoreApplication>

#include <QSet>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace quarry {

namespace {

const char *componentName(ComponentType t)
{
    switch (t) {
    case ComponentType::Byte: return "byte";
    case ComponentType::UByte: return "ubyte";
    case ComponentType::Short: return "short";
    case ComponentType::UShort: return "ushort";
    case ComponentType::Int: return "int";
    case ComponentType::UInt: return "uint";
    case ComponentType::Half: return "half";
    case ComponentType::Float: return "float";
    case ComponentType::Double: return "double";
    }
    return "float";
}

class Out
{
public:
    QByteArray bytes;

    Out &raw(const char *s)
    {
        bytes.append(s);
        return *this;
    }
    Out &raw(const QByteArray &s)
    {
        bytes.append(s);
        return *this;
    }
    Out &raw(QByteArrayView s)
    {
        bytes.append(s);
        return *this;
    }
    Out &num(float v)
    {
        char buf[32];
        buf[0] = ' ';
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    Out &num(double v)
    {
        char buf[40];
        buf[0] = ' ';
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    Out &integer(qint64 v)
    {
        char buf[24];
        buf[0] = ' ';
        const auto r = std::to_chars(buf + 1, buf + sizeof buf, v);
        bytes.append(buf, r.ptr - buf);
        return *this;
    }
    Out &name(const QByteArray &quoted)
    {
        bytes.append(" \"").append(quoted).append('"');
        return *this;
    }
    Out &nl()
    {
        bytes.append('\n');
        return *this;
    }
};

class Writer
{
    Q_DECLARE_TR_FUNCTIONS(IqeWriter)

public:
    Writer(const Model &model, const QString &path, const ProgressFn &progress)
        : m_model(model)
        , m_path(path)
        , m_meter(progress, workUnits(model))
    { }
    WriteResult run();

private:
    // IQE names cannot hold a double quote or a line break.
    QByteArray quoted(const QString &name)
    {
        QByteArray s = name.toUtf8();
        if (s.contains('"') || s.contains('\n') || s.contains('\r')) {
            s.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
            m_result.warnings.append(
                Diagnostic{m_path, -1, -1,
                           tr("the name \"%1\" was written as \"%2\": IQE names cannot hold quotes or line breaks")
                               .arg(name, QString::fromUtf8(s))});
        }
        return s;
    }
    void pose(const Transform &t)
    {
        m_out.raw("pq").num(t.translation.x()).num(t.translation.y()).num(t.translation.z());
        m_out.num(t.rotation.x()).num(t.rotation.y()).num(t.rotation.z()).num(t.rotation.scalar());
        if (t.scale != QVector3D(1, 1, 1))
            m_out.num(t.scale.x()).num(t.scale.y()).num(t.scale.z());
        m_out.nl();
    }
    void writeSkeleton();
    void writeVertexArrays();
    // What a mesh's vertex lines hold.
    struct VertexLayout
    {
        bool texcoords = false, normals = false, tangents = false, bitangents = false, colors = false, blend = false,
             smoothIndexes = false;
        QList<std::pair<int, const CustomAttribute *>> customs; // by slot
    };
    VertexLayout layout(const Mesh &mesh) const;
    static void writeVertex(Out &out, const Mesh &mesh, const VertexLayout &layout, qsizetype v);
    void planSharedVertices();
    void writeMesh(qsizetype index);
    void writeAnimation(const Animation &animation);

    // Vertices, triangles and frame poses: the lines that take the time.
    static double workUnits(const Model &model)
    {
        double units = 0;
        for (const Mesh &m : model.meshes)
            units += double(m.positions.size() + m.triangles.size());
        for (const Animation &a : model.animations)
            units += double(a.frameCount()) * double(model.skeleton.joints.size());
        return units;
    }
    // Every 4096 units of a loop at `i`: false once cancelled.
    bool tick(qsizetype i) { return (i & 4095) != 4095 || m_meter.advance(4096); }

    const Model &m_model;
    QString m_path;
    ProgressMeter m_meter;
    Out m_out;
    WriteResult m_result;
    // Custom attribute slots by name, for attributes from formats without slots.
    QList<QString> m_slotNames = QList<QString>(10);
    // Smoothing state so far (the file's defaults at the start).
    qint32 m_group = -1;
    float m_angle = 180.0f;
    bool m_uv = false;
    // Vertices written as references to another mesh's (empty: none).
    struct MeshPlan
    {
        QList<std::pair<qint32, quint32>> sources; // per vertex: {mesh, vertex} it is, or {-1, 0}
        QList<quint32> number; // per vertex: its number among the written ones
        qint64 first = 0; // the mesh's first written vertex in the file
    };
    QList<MeshPlan> m_shared;
};

void Writer::writeSkeleton()
{
    const QList<Joint> &joints = m_model.skeleton.joints;
    // An animation-only model goes back to `pq` frames with no joint lines.
    if (joints.isEmpty() || m_model.writesAnimationOnly(false))
        return;
    m_out.nl();
    for (const Joint &j : joints)
        m_out.raw("joint").name(quoted(j.name)).integer(j.parent).nl();
    m_out.nl();
    for (const Joint &j : joints)
        pose(j.bind);
}

void Writer::writeVertexArrays()
{
    // Slots: IQE customs keep theirs; others take free ones by name.
    for (const Mesh &m : m_model.meshes)
        for (const CustomAttribute &a : m.customs)
            if (a.slot >= 0 && a.slot < 10 && m_slotNames[a.slot].isNull())
                m_slotNames[a.slot] = a.name;
    for (const Mesh &m : m_model.meshes)
        for (const CustomAttribute &a : m.customs) {
            if ((a.slot >= 0 && a.slot < 10) || m_slotNames.contains(a.name))
                continue;
            const qsizetype free = m_slotNames.indexOf(QString());
            if (free < 0) {
                m_result.warnings.append(Diagnostic{
                    m_path, -1, -1, tr("custom attribute \"%1\" left out: IQE has 10 custom slots").arg(a.name)});
                continue;
            }
            m_slotNames[free] = a.name;
        }
    const QVariant declared = m_model.extras.value(QStringLiteral("iqe.vertexarrays"));
    if (declared.isValid()) {
        m_out.nl();
        for (const QString &line : declared.toStringList())
            m_out.raw(line.toUtf8()).nl();
        return;
    }
    bool any = false;
    for (int slot = 0; slot < 10; ++slot) {
        if (m_slotNames[slot].isNull())
            continue;
        const CustomAttribute *first = nullptr;
        for (const Mesh &m : m_model.meshes)
            for (const CustomAttribute &a : m.customs)
                if (!first && (a.slot == slot || (a.slot < 0 && a.name == m_slotNames[slot])))
                    first = &a;
        if (!any)
            m_out.nl();
        any = true;
        const char type[] = {'c', 'u', 's', 't', 'o', 'm', char('0' + slot), ' ', 0};
        m_out.raw("vertexarray ").raw(type).raw(componentName(first->type));
        m_out.integer(first->components).name(quoted(first->name)).nl();
    }
}

Writer::VertexLayout Writer::layout(const Mesh &m) const
{
    VertexLayout l;
    const qsizetype n = m.positions.size();
    l.texcoords = !m.texcoords.isEmpty() && m.texcoords[0].size() == n;
    l.normals = m.normals.size() == n;
    l.tangents = m.tangents.size() == n;
    l.bitangents = l.tangents && m.bitangents.size() == n;
    l.colors = m.colors.size() == n;
    const int k = m.influencesPerVertex;
    l.blend = k > 0 && m.blendWeights.size() == n * k && m.blendIndexes.size() == n * k;
    l.smoothIndexes = m.smoothing.vertexIndices.size() == n;
    for (const CustomAttribute &a : m.customs) {
        const int slot = a.slot >= 0 && a.slot < 10 ? a.slot : int(m_slotNames.indexOf(a.name));
        if (slot >= 0 && a.components >= 1 && a.values.size() == n * a.components)
            l.customs.append({slot, &a});
    }
    std::sort(l.customs.begin(), l.customs.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return l;
}

void Writer::writeVertex(Out &out, const Mesh &m, const VertexLayout &l, qsizetype v)
{
    const QVector3D &p = m.positions[v];
    out.raw("vp").num(p.x()).num(p.y()).num(p.z()).nl();
    if (l.texcoords) {
        const QVector2D &t = m.texcoords[0][v];
        out.raw("vt").num(t.x()).num(t.y()).nl();
    }
    if (l.normals) {
        const QVector3D &nn = m.normals[v];
        out.raw("vn").num(nn.x()).num(nn.y()).num(nn.z()).nl();
    }
    if (l.tangents) {
        const QVector4D &t = m.tangents[v];
        out.raw("vx").num(t.x()).num(t.y()).num(t.z());
        if (l.bitangents)
            out.num(m.bitangents[v].x()).num(m.bitangents[v].y()).num(m.bitangents[v].z());
        else
            out.num(t.w());
        out.nl();
    }
    if (l.blend) {
        const int k = m.influencesPerVertex;
        out.raw("vb");
        for (int i = 0; i < k; ++i)
            if (m.blendWeights[v * k + i] != 0.0f)
                out.integer(m.blendIndexes[v * k + i]).num(m.blendWeights[v * k + i]);
        out.nl();
    }
    if (l.colors) {
        const QVector4D &c = m.colors[v];
        out.raw("vc").num(c.x()).num(c.y()).num(c.z()).num(c.w()).nl();
    }
    for (const auto &[slot, a] : l.customs) {
        const char cmd[3] = {'v', char('0' + slot), 0};
        out.raw(cmd);
        for (int i = 0; i < a->components; ++i)
            out.num(float(a->values[v * a->components + i]));
        out.nl();
    }
    if (l.smoothIndexes)
        out.raw("vs").integer(m.smoothing.vertexIndices[v]).nl();
}

// A face of an IQE file may use another mesh's vertex; the reader gives the
// mesh a copy and notes where it came from. Where the copy would still be
// written exactly as its source, the face refers to the source again
// (absolute `fa` indexes) and the copy is left out.
void Writer::planSharedVertices()
{
    const QString key = QStringLiteral("iqe.sharedVertices");
    const qsizetype meshes = m_model.meshes.size();
    bool any = false;
    for (const Mesh &m : m_model.meshes)
        any = any || m.extras.contains(key);
    if (!any)
        return;
    struct Note
    {
        quint32 vertex;
        qint32 mesh;
        quint32 source;
    };
    QList<QList<Note>> notes(meshes);
    QList<QSet<quint32>> noted(meshes);
    for (qsizetype i = 0; i < meshes; ++i) {
        const QByteArray raw = m_model.meshes[i].extras.value(key).toByteArray();
        const qsizetype count = raw.size() / qsizetype(sizeof(Note));
        notes[i].resize(count);
        if (count > 0)
            std::memcpy(notes[i].data(), raw.constData(), size_t(count) * sizeof(Note));
        for (const Note &n : std::as_const(notes[i]))
            noted[i].insert(n.vertex);
    }
    m_shared.resize(meshes);
    QList<VertexLayout> layouts;
    for (const Mesh &m : m_model.meshes)
        layouts.append(layout(m));
    bool used = false;
    for (qsizetype i = 0; i < meshes; ++i) {
        const Mesh &m = m_model.meshes[i];
        for (const Note &n : std::as_const(notes[i])) {
            if (n.mesh < 0 || n.mesh >= meshes || n.mesh == i || n.vertex >= quint32(m.positions.size()))
                continue;
            const Mesh &src = m_model.meshes[n.mesh];
            if (n.source >= quint32(src.positions.size()) || noted[n.mesh].contains(n.source))
                continue;
            Out a, b;
            writeVertex(a, m, layouts[i], n.vertex);
            writeVertex(b, src, layouts[n.mesh], n.source);
            if (a.bytes != b.bytes)
                continue;
            MeshPlan &plan = m_shared[i];
            if (plan.sources.isEmpty())
                plan.sources = QList<std::pair<qint32, quint32>>(m.positions.size(), {-1, 0});
            plan.sources[n.vertex] = {n.mesh, n.source};
            used = true;
        }
    }
    if (!used) {
        m_shared.clear();
        return;
    }
    qint64 first = 0;
    for (qsizetype i = 0; i < meshes; ++i) {
        MeshPlan &plan = m_shared[i];
        const qsizetype n = m_model.meshes[i].positions.size();
        plan.first = first;
        plan.number.resize(n);
        quint32 next = 0;
        for (qsizetype v = 0; v < n; ++v)
            plan.number[v] = plan.sources.isEmpty() || plan.sources[v].first < 0 ? next++ : 0;
        first += next;
    }
}

void Writer::writeMesh(qsizetype index)
{
    const Mesh &m = m_model.meshes[index];
    m_out.nl();
    m_out.raw("mesh").name(quoted(m.name)).nl();
    if (m.material >= 0 && m.material < m_model.materials.size()) {
        const Material &mat = m_model.materials[m.material];
        m_out.raw("material").name(quoted(materialReference(mat))).nl();
    }
    const qsizetype n = m.positions.size();
    const VertexLayout l = layout(m);
    const MeshPlan *plan = index < m_shared.size() && !m_shared[index].sources.isEmpty() ? &m_shared[index] : nullptr;
    for (qsizetype v = 0; v < n; ++v) {
        if (!tick(v))
            return;
        if (!plan || plan->sources[v].first < 0)
            writeVertex(m_out, m, l, v);
    }
    // Where a vertex is another mesh's, its index in the whole file.
    auto absolute = [this, plan](quint32 v) -> qint64 {
        const auto [mesh, source] = plan->sources[v];
        if (mesh < 0)
            return plan->first + plan->number[v];
        const MeshPlan &other = m_shared[mesh];
        return other.first + other.number[source];
    };
    const Smoothing &s = m.smoothing;
    const qsizetype triangles = m.triangles.size();
    const bool edges = s.edges.size() == triangles;
    m_meter.advance(double(n % 4096));
    for (qsizetype t = 0; t < triangles; ++t) {
        if (!tick(t))
            return;
        if (t < s.groups.size() && s.groups[t] != m_group) {
            m_group = s.groups[t];
            m_out.raw("smoothgroup").integer(m_group).nl();
        }
        if (t < s.angles.size() && s.angles[t] != m_angle) {
            m_angle = s.angles[t];
            m_out.raw("smoothangle").num(m_angle).nl();
        }
        if (t < s.uvs.size() && s.uvs[t] != m_uv) {
            m_uv = s.uvs[t];
            m_out.raw("smoothuv").integer(m_uv ? 1 : 0).nl();
        }
        const Triangle &tri = m.triangles[t];
        if (!plan) {
            m_out.raw("fm").integer(tri[0]).integer(tri[1]).integer(tri[2]).nl();
        } else if (plan->sources[tri[0]].first < 0 && plan->sources[tri[1]].first < 0
                   && plan->sources[tri[2]].first < 0) {
            m_out.raw("fm")
                .integer(plan->number[tri[0]])
                .integer(plan->number[tri[1]])
                .integer(plan->number[tri[2]])
                .nl();
        } else {
            m_out.raw("fa").integer(absolute(tri[0])).integer(absolute(tri[1])).integer(absolute(tri[2])).nl();
        }
        if (edges) {
            m_out.raw("fs");
            for (int e = 0; e < 3; ++e)
                m_out.integer(s.edges[t][e] == 0 ? 0 : 1);
            m_out.nl();
        }
    }
}

void Writer::writeAnimation(const Animation &source)
{
    const bool fixedRate = isFixedRate(source);
    const Animation animation = fixedRate ? source : resampleAnimation(source, source.fps);
    if (!fixedRate)
        m_result.warnings.append(Diagnostic{
            m_path, -1, -1, tr("animation \"%1\" resampled at %2 frames per second").arg(source.name).arg(source.fps)});
    const QList<Joint> &joints = m_model.skeleton.joints;
    m_out.nl();
    m_out.raw("animation").name(quoted(animation.name)).nl();
    m_out.raw("framerate").num(float(animation.fps)).nl();
    if (animation.loop)
        m_out.raw("loop").nl();
    if (joints.isEmpty())
        return;
    QList<const JointTrack *> tracks(joints.size(), nullptr);
    for (const JointTrack &t : animation.tracks)
        if (t.joint >= 0 && t.joint < joints.size())
            tracks[t.joint] = &t;
    const int frames = animation.frameCount();
    for (int f = 0; f < frames; ++f) {
        if (!m_meter.advance(double(joints.size())))
            return;
        m_out.nl().raw("frame").nl();
        for (qsizetype j = 0; j < joints.size(); ++j) {
            Transform t = joints[j].bind;
            if (const JointTrack *track = tracks[j]) {
                if (f < track->translations.size())
                    t.translation = track->translations[f].value;
                if (f < track->rotations.size())
                    t.rotation = track->rotations[f].value;
                if (f < track->scales.size())
                    t.scale = track->scales[f].value;
            }
            pose(t);
        }
    }
}

WriteResult Writer::run()
{
    qsizetype estimate = 64;
    for (const Mesh &m : m_model.meshes)
        estimate += m.positions.size() * 160 + m.triangles.size() * 24;
    for (const Animation &a : m_model.animations)
        estimate += qsizetype(a.frameCount()) * m_model.skeleton.joints.size() * 80;
    m_out.bytes.reserve(estimate);
    m_out.raw("# Inter-Quake Export").nl();
    warnMorphTracksLeftOut(m_model, QStringLiteral("IQE"), m_path, m_result.warnings);
    writeSkeleton();
    writeVertexArrays();
    planSharedVertices();
    for (qsizetype i = 0; i < m_model.meshes.size(); ++i) {
        if (m_meter.cancelled())
            break;
        writeMesh(i);
        m_meter.advance(double(m_model.meshes[i].triangles.size() % 4096));
    }
    for (const Animation &a : m_model.animations)
        writeAnimation(a);
    if (m_meter.cancelled())
        return WriteResult::failure(m_path, cancelledMessage());
    QVariant comment = m_model.extras.value(QStringLiteral("iqe.comment"));
    if (!comment.isValid())
        comment = m_model.extras.value(QStringLiteral("iqm.comment"));
    if (comment.isValid()) {
        m_out.nl().raw("comment").nl();
        m_out.raw(comment.typeId() == QMetaType::QByteArray ? comment.toByteArray() : comment.toString().toUtf8());
    }
    m_result.data = std::move(m_out.bytes);
    return std::move(m_result);
}

WriteResult writeIqeFile(const Model &model, const QString &path, const WriteOptions &options)
{
    // The file it was read from, as it was or with new names, when that is
    // what the model holds (IqeReplay.h).
    if (std::optional<QByteArray> kept = replayIqe(model, path)) {
        WriteResult result;
        result.data = std::move(*kept);
        if (options.progress && !options.progress(1.0))
            return WriteResult::failure(path, cancelledMessage());
        return result;
    }
    Writer writer(model, path, options.progress);
    WriteResult r = writer.run();
    if (!r.ok() || !model.extras.contains(QLatin1String(kIqeSource)))
        return r;
    if (std::optional<QByteArray> mixed = keepUnchangedIqeBlocks(model, path, r.data))
        r.data = std::move(*mixed);
    else
        r.notes.append(
            writtenAnewNote(path, tr("the edit changed more than names, meshes, animations and bind poses")));
    return r;
}

} // namespace

WriteResult writeIqe(const Model &model, const QString &path, const WriteOptions &options)
{
    WriteResult r = writeIqeFile(model, path, options);
    // IQE keeps a material's name alone (its `material` line).
    if (r.ok())
        if (std::optional<Diagnostic> note = materialColoursNotWritten(model, path, QStringLiteral("IQE")))
            r.notes.append(*note);
    return r;
}

} // namespace quarry
