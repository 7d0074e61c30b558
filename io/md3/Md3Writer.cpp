#include "io/md3/Md3Writer.h"

#include "io/HugePages.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3Frames.h"
#include "io/md3/Md3Layout.h"
#include "io/md3/Md3Lods.h"
#include "io/md3/Md3Patch.h"
#include "io/md3/Md3Reader.h"
#include "model/LocaleNumbers.h"
#include "model/MaterialNames.h"
#include "model/Translate.h"

#include <QHash>

#include <cmath>
#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace md3;

namespace {

// Whether the model's clips are what the MD3 alone reads back as: none, or
// one not looping clip "frames" at the rate an MD3 without clips plays.
bool clipsReadBackAsSaved(const Model &model)
{
    if (model.animations.isEmpty())
        return true;
    const Animation &a = model.animations.first();
    return model.animations.size() == 1 && a.name == QLatin1String("frames") && !a.loop
           && std::abs(a.fps - kMd3FramesPerSecond) < 1e-6;
}

// A surface: a mesh, or a part of one, by the mesh's vertices it holds.
struct SurfacePlan
{
    int mesh = -1;
    QString name;
    QList<quint32> vertices; // mesh vertex of each surface vertex; empty = all, in order
    QList<Triangle> triangles; // surface-local
};

// The suffix of a mesh's `n`th surface (from 2): one character, as the
// renderers' R_LoadMD3 cuts a trailing '_' and one character off a surface
// name, so that each piece is drawn with the skin line of the mesh: 2 to 9,
// then a to z, then 10, 11, ...
QString pieceSuffix(int n)
{
    if (n <= 9)
        return QString::number(n);
    if (n < 10 + 26)
        return QString(QChar(u'a' + (n - 10)));
    return QString::number(n - 26);
}

// Splits a mesh over the caps (where `split`) into parts under both, triangles in order,
// each part's vertices in the order its triangles first use them.
QList<SurfacePlan> planSurfaces(const Model &model, bool split)
{
    QList<SurfacePlan> plans;
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        if (!split || (mesh.vertexCount() <= kMaxSurfaceVertices && mesh.triangles.size() <= kMaxSurfaceTriangles)) {
            plans.append({m, mesh.name, {}, mesh.triangles});
            continue;
        }
        QHash<quint32, quint32> local;
        SurfacePlan part{m, mesh.name, {}, {}};
        int parts = 1;
        for (const Triangle &t : mesh.triangles) {
            int added = 0;
            for (quint32 v : t)
                added += local.contains(v) ? 0 : 1;
            if (part.vertices.size() + added > kMaxSurfaceVertices
                || part.triangles.size() + 1 > kMaxSurfaceTriangles) {
                plans.append(part);
                local.clear();
                part = SurfacePlan{m, QStringLiteral("%1_%2").arg(mesh.name, pieceSuffix(++parts)), {}, {}};
            }
            Triangle out;
            for (int k = 0; k < 3; ++k) {
                auto it = local.find(t[k]);
                if (it == local.end()) {
                    it = local.insert(t[k], quint32(part.vertices.size()));
                    part.vertices.append(t[k]);
                }
                out[k] = it.value();
            }
            part.triangles.append(out);
        }
        if (!part.triangles.isEmpty())
            plans.append(part);
    }
    return plans;
}

// Writes the file's fields at a cursor into a buffer sized beforehand
// (the vertex blocks, written by the frames' threads, are stepped over).
class ByteWriter
{
public:
    explicit ByteWriter(QByteArray &data)
        : m_data(data)
    { }
    void i32(qint32 v)
    {
        const quint32 le = qToLittleEndian(quint32(v));
        put(&le, 4);
    }
    void f32(float v)
    {
        quint32 bits;
        std::memcpy(&bits, &v, 4);
        i32(qint32(bits));
    }
    void name(const QString &text, int size)
    {
        const QByteArray bytes = text.toLatin1().left(size - 1);
        put(bytes.constData(), bytes.size());
        std::memset(m_data.data() + m_pos, 0, size_t(size - bytes.size()));
        m_pos += size - bytes.size();
    }
    void bytes(QByteArrayView b) { put(b.data(), b.size()); }
    void skip(qint64 bytes) { m_pos += bytes; }
    void patch(qint64 at, qint32 v)
    {
        const quint32 le = qToLittleEndian(quint32(v));
        std::memcpy(m_data.data() + at, &le, 4);
    }
    qint64 size() const { return m_pos; }

private:
    void put(const void *p, qint64 n)
    {
        Q_ASSERT(m_pos + n <= m_data.size());
        std::memcpy(m_data.data() + m_pos, p, size_t(n));
        m_pos += n;
    }
    QByteArray &m_data;
    qint64 m_pos = 0;
};

QString frameName(const Model &model, const QList<Md3FrameTime> &frames, qsizetype f)
{
    const QVariantList stored = model.extras.value(QStringLiteral("md3.frames")).toList();
    if (stored.size() == frames.size())
        return stored[f].toMap().value(QStringLiteral("name")).toString();
    const Md3FrameTime &t = frames[f];
    if (t.animation < 0)
        return QStringLiteral("base");
    int index = 0;
    for (qsizetype g = f - 1; g >= 0 && frames[g].animation == t.animation; --g)
        ++index;
    return QStringLiteral("%1 %2").arg(model.animations[t.animation].name.left(10)).arg(index);
}

QVector3D vectorOf(const QVariant &v)
{
    const QVariantList l = v.toList();
    return l.size() == 3 ? QVector3D(l[0].toFloat(), l[1].toFloat(), l[2].toFloat()) : QVector3D();
}

} // namespace

QList<int> md3TagJoints(const Model &model, const QStringList &names, bool named, QString *error)
{
    QList<int> tags;
    if (named) {
        for (const QString &name : names) {
            const int j = model.skeleton.indexOf(name);
            if (j < 0) {
                *error = tr("no joint \"%1\" to store as a tag").arg(name);
                return {};
            }
            tags.append(j);
        }
        return tags;
    }
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const Joint &joint = model.skeleton.joints[j];
        if (joint.name.startsWith(QLatin1String("tag_"), Qt::CaseInsensitive)
            || joint.extras.contains(QStringLiteral("md3.tag")))
            tags.append(j);
    }
    return tags;
}

WriteResult writeMd3(const Model &model, const QString &path, const WriteOptions &options)
{
    WriteResult result;
    auto fail = [&](const QString &message) { return WriteResult::failure(path, message); };
    const QVariantMap &o = options.options;
    // A model read from an MD3 is saved as that file with its changes
    // while it fits the file's layout; an export (tags or an origin named,
    // surfaces split at the caps) is written from the model.
    const bool exporting = o.contains(QStringLiteral("md3.tags")) || o.contains(QStringLiteral("md3.origin"))
                           || o.value(QStringLiteral("md3.splitAtCaps")).toBool();
    if (!exporting)
        if (std::optional<QByteArray> patched = patchMd3(model)) {
            result.data = std::move(*patched);
            return result;
        }
    // Meshes over the renderers' caps are split for an export and for a
    // model that did not come from an MD3; a file read with a surface over
    // them is saved as it was.
    const bool split =
        o.value(QStringLiteral("md3.splitAtCaps"), !model.extras.contains(QStringLiteral("md3.source"))).toBool();
    QString tagError;
    const QList<int> tags = md3TagJoints(model, options.options.value(QStringLiteral("md3.tags")).toStringList(),
                                         options.options.contains(QStringLiteral("md3.tags")), &tagError);
    if (!tagError.isEmpty())
        return fail(tagError);
    int originJoint = -1;
    if (const QString origin = options.options.value(QStringLiteral("md3.origin")).toString(); !origin.isEmpty()) {
        originJoint = model.skeleton.indexOf(origin);
        if (originJoint < 0)
            return fail(tr("no joint \"%1\" to store the model in").arg(origin));
    }
    if (tags.size() > kMaxTags)
        return fail(tr("%1 tags: MD3 holds at most %2").arg(tags.size()).arg(kMaxTags));
    const QList<Md3FrameTime> frames = md3FrameTimes(model);
    if (frames.size() > kMaxFrames)
        return fail(tr("%1 frames: MD3 holds at most %2 (a lower --fps or fewer animations would fit)")
                        .arg(frames.size())
                        .arg(kMaxFrames));
    const QList<SurfacePlan> surfaces = planSurfaces(model, split);
    if (!split)
        for (const Mesh &mesh : model.meshes)
            if (mesh.vertexCount() > kMaxSurfaceVertices || mesh.triangles.size() > kMaxSurfaceTriangles)
                result.warnings.append(
                    Diagnostic{path, -1, -1,
                               tr("surface \"%1\" has %2 vertices and %3 triangles: the engines load at most %4 and %5 "
                                  "(--split-at-caps splits it)")
                                   .arg(mesh.name)
                                   .arg(mesh.vertexCount())
                                   .arg(mesh.triangles.size())
                                   .arg(kMaxSurfaceVertices)
                                   .arg(kMaxSurfaceTriangles)});
    if (surfaces.size() > kMaxSurfaces)
        return fail(tr("%1 surfaces (meshes split at %2 vertices and %3 triangles): MD3 holds at most %4")
                        .arg(surfaces.size())
                        .arg(kMaxSurfaceVertices)
                        .arg(kMaxSurfaceTriangles)
                        .arg(kMaxSurfaces));
    for (const Mesh &mesh : model.meshes)
        if (const QString problem = mesh.validate(); !problem.isEmpty())
            return fail(tr("mesh \"%1\": %2").arg(mesh.name, problem));

    // The file laid out first, so that the frames' threads write each
    // surface's vertex records where the file holds them.
    const qsizetype frameCount = frames.size();
    QList<QVariantList> shaders;
    QList<qint64> surfaceStart;
    qint64 size = kHeaderSize + frameCount * (kFrameSize + tags.size() * kTagSize);
    for (const SurfacePlan &s : surfaces) {
        const Mesh &mesh = model.meshes[s.mesh];
        shaders.append(md3SurfaceShaders(model, mesh));
        surfaceStart.append(size);
        const qsizetype vertices = s.vertices.isEmpty() ? mesh.vertexCount() : s.vertices.size();
        size += kSurfaceHeaderSize + shaders.last().size() * kShaderSize + s.triangles.size() * kTriangleSize
                + vertices * (kTexCoordSize + frameCount * kVertexSize);
    }
    QByteArray data(size, Qt::Uninitialized);
    // The threads fault the vertex blocks in 2 MiB at a time where the
    // kernel allows: a large file's page faults cost more than its encoding.
    adviseHugePages(data.data(), size);
    QList<Md3VertexBlock> blocks;
    for (qsizetype i = 0; i < surfaces.size(); ++i) {
        const SurfacePlan &s = surfaces[i];
        const Mesh &mesh = model.meshes[s.mesh];
        const qsizetype vertices = s.vertices.isEmpty() ? mesh.vertexCount() : s.vertices.size();
        const qint64 xyz = surfaceStart[i] + kSurfaceHeaderSize + shaders[i].size() * kShaderSize
                           + s.triangles.size() * kTriangleSize + vertices * kTexCoordSize;
        blocks.append({s.mesh, s.vertices.isEmpty() ? nullptr : s.vertices.constData(), vertices, data.data() + xyz});
    }
    const Md3Frames evaluated = evaluateMd3Frames(model, frames, tags, originJoint, blocks, options.progress);
    if (evaluated.cancelled)
        return fail(cancelledMessage());
    if (evaluated.farthest > kMaxCoordinate) {
        const double scale = std::floor(kMaxCoordinate / evaluated.farthest * 1000.0) / 1000.0;
        return fail(tr("a position lies %1 units from the origin; MD3 holds ±512 units (in 1/64-unit steps): "
                       "--scale %2 would fit")
                        .arg(localNumber(evaluated.farthest), localNumber(scale, 3)));
    }
    QList<QByteArrayView> views;
    for (const Md3VertexBlock &b : std::as_const(blocks))
        views.append(QByteArrayView(b.base, b.count * frameCount * kVertexSize));
    const QVariantList storedFrames = model.extras.value(QStringLiteral("md3.frames")).toList();
    const bool keepFrames = storedFrames.size() == frameCount
                            && model.extras.value(QStringLiteral("md3.vertexKey")).toULongLong() == md3VertexKey(views);

    ByteWriter w(data);
    w.bytes(QByteArrayView(kIdent, 4));
    w.i32(kVersion);
    w.name(model.extras.value(QStringLiteral("md3.name")).toString(), kNameSize);
    w.i32(model.extras.value(QStringLiteral("md3.flags")).toInt());
    w.i32(qint32(frameCount));
    w.i32(qint32(tags.size()));
    w.i32(qint32(surfaces.size()));
    w.i32(model.extras.value(QStringLiteral("md3.skins")).toInt());
    const qint64 offsets = w.size();
    for (int k = 0; k < 4; ++k)
        w.i32(0);
    w.patch(offsets, qint32(w.size()));
    for (qsizetype f = 0; f < frameCount; ++f) {
        QVector3D min, max, origin;
        float radius = 0;
        if (keepFrames) {
            const QVariantMap stored = storedFrames[f].toMap();
            min = vectorOf(stored.value(QStringLiteral("min")));
            max = vectorOf(stored.value(QStringLiteral("max")));
            origin = vectorOf(stored.value(QStringLiteral("origin")));
            radius = stored.value(QStringLiteral("radius")).toFloat();
        } else if (const Bounds &b = evaluated.bounds[f]; b.isValid()) {
            min = b.min;
            max = b.max;
            origin = b.center();
            radius = b.radius();
        }
        for (const QVector3D &v : {min, max, origin})
            for (int c = 0; c < 3; ++c)
                w.f32(v[c]);
        w.f32(radius);
        w.name(frameName(model, frames, f), kFrameNameSize);
    }
    w.patch(offsets + 4, qint32(w.size()));
    // The tags as stored where the joint's pose still gives them.
    QList<bool> keepTag;
    for (int j : tags) {
        const QVariantList stored = model.skeleton.joints[j].extras.value(QStringLiteral("md3.tag")).toList();
        bool keep = stored.size() == frameCount * 12;
        for (qsizetype f = 0; keep && f < frameCount; ++f)
            for (int k = 0; keep && k < 12; ++k)
                keep = std::abs(stored[f * 12 + k].toFloat() - evaluated.tags[f * tags.size() + keepTag.size()][k])
                       <= 1e-4f * std::max(1.0f, std::abs(stored[f * 12 + k].toFloat()));
        keepTag.append(keep);
    }
    for (qsizetype f = 0; f < frameCount; ++f)
        for (qsizetype t = 0; t < tags.size(); ++t) {
            const Joint &joint = model.skeleton.joints[tags[t]];
            w.name(joint.name, kNameSize);
            const QVariantList stored = keepTag[t] ? joint.extras.value(QStringLiteral("md3.tag")).toList()
                                                   : QVariantList();
            for (int k = 0; k < 12; ++k)
                w.f32(keepTag[t] ? stored[f * 12 + k].toFloat() : evaluated.tags[f * tags.size() + t][size_t(k)]);
        }
    w.patch(offsets + 8, qint32(w.size()));

    for (qsizetype s = 0; s < surfaces.size(); ++s) {
        const SurfacePlan &plan = surfaces[s];
        const Mesh &mesh = model.meshes[plan.mesh];
        const qint64 start = w.size();
        const qsizetype vertices = plan.vertices.isEmpty() ? mesh.vertexCount() : plan.vertices.size();
        const QVariantList &surfaceShaderList = shaders[s];
        w.bytes(QByteArrayView(kIdent, 4));
        w.name(plan.name, kNameSize);
        w.i32(mesh.extras.value(QStringLiteral("md3.flags")).toInt());
        w.i32(qint32(frameCount));
        w.i32(qint32(surfaceShaderList.size()));
        w.i32(qint32(vertices));
        w.i32(qint32(plan.triangles.size()));
        const qint64 ofsShaders = kSurfaceHeaderSize;
        const qint64 ofsTriangles = ofsShaders + surfaceShaderList.size() * kShaderSize;
        const qint64 ofsSt = ofsTriangles + plan.triangles.size() * kTriangleSize;
        const qint64 ofsXyz = ofsSt + vertices * kTexCoordSize;
        const qint64 ofsEnd = ofsXyz + vertices * frameCount * kVertexSize;
        for (qint64 v : {ofsTriangles, ofsShaders, ofsSt, ofsXyz, ofsEnd})
            w.i32(qint32(v));
        for (const QVariant &shader : surfaceShaderList) {
            const QVariantMap m = shader.toMap();
            w.name(m.value(QStringLiteral("name")).toString(), kNameSize);
            w.i32(m.value(QStringLiteral("index")).toInt());
        }
        for (const Triangle &t : plan.triangles)
            for (quint32 i : t)
                w.i32(qint32(i));
        const QList<QVector2D> st = mesh.texcoords.isEmpty() ? QList<QVector2D>() : mesh.texcoords[0];
        for (qsizetype v = 0; v < vertices; ++v) {
            const qsizetype source = plan.vertices.isEmpty() ? v : qsizetype(plan.vertices[v]);
            const QVector2D uv = source < st.size() ? st[source] : QVector2D();
            w.f32(uv.x());
            w.f32(uv.y());
        }
        w.skip(vertices * frameCount * kVertexSize); // written by the frames
        Q_ASSERT(w.size() - start == ofsEnd);
    }
    w.patch(offsets + 12, qint32(w.size()));
    // A model read from an MD3 and edited so that the layout changed: the
    // frames of the clips and meshes the edit did not touch keep their
    // stored records, wherever they now lie.
    if (!exporting) {
        QList<Md3WrittenSurface> written;
        for (qsizetype i = 0; i < surfaces.size(); ++i)
            written.append(
                {surfaces[i].mesh, surfaces[i].vertices.isEmpty(), blocks[i].base - data.data(), blocks[i].count});
        copyStoredMd3Frames(model, frames, tags, written, data);
        // The sidecar the clips came from follows the new layout, rates
        // and loop flags, saved with the model as one.
        QString sidecarError;
        QStringList sidecarWarnings;
        if (std::optional<Md3SidecarFile> sidecar = rewriteMd3Sidecar(model, path, md3FrameGroups(model), &sidecarError,
                                                                      &sidecarWarnings))
            result.siblings.append(FileBytes{sidecar->path, sidecar->text});
        else if (!sidecarError.isEmpty())
            return fail(sidecarError);
        for (const QString &w : std::as_const(sidecarWarnings))
            result.warnings.append(Diagnostic{path, -1, -1, w});
        // Without a sidecar the file keeps no clip names, rates or loop
        // flags: read again, it is one clip of every frame.
        if (model.extras.value(QStringLiteral("md3.sidecar")).toMap().isEmpty() && !clipsReadBackAsSaved(model))
            result.warnings.append(Diagnostic{
                path, -1, -1,
                tr("MD3 keeps no clip names, frame rates or loop flags: read again without an animation.cfg or "
                   ".framegroups beside it, the file is one clip \"frames\" of every frame at %1 frames a second "
                   "(a .framegroups file keeps them: `quarry convert --framegroups`, or a script's export with "
                   "framegroups=True)")
                    .arg(kMd3FramesPerSecond)});
        // A player part's levels of detail follow its new frame layout.
        result.siblings << retimedMd3Lods(model, path, frames, result.warnings);
    }
    for (const SurfacePlan &s : surfaces)
        if (s.name.toLatin1().size() >= kNameSize)
            result.warnings.append(Diagnostic{
                path, -1, -1, tr("surface name \"%1\" cut to %2 characters").arg(s.name).arg(kNameSize - 1)});
    Q_ASSERT(w.size() == data.size());
    result.data = std::move(data);
    return result;
}

qsizetype md3SurfaceCount(const Model &model)
{
    return planSurfaces(model, true).size();
}

} // namespace quarry
