#include "io/md3/Md3Patch.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3Reader.h"
#include "model/MaterialNames.h"
#include "model/MorphWeights.h"
#include "model/Pose.h"

#include <QHash>

#include <cmath>
#include <cstring>

namespace quarry {

using namespace md3;

namespace {

// Writes `text` over a fixed-size name field when it differs from the
// stored one: the name and its terminating NUL; the bytes after it stay.
bool patchName(char *field, int size, const QString &text)
{
    if (fixedName(field, size) == text)
        return true;
    const QByteArray bytes = text.toLatin1();
    if (bytes.size() >= size || QString::fromLatin1(bytes) != text)
        return false; // the full writer says what it cuts
    std::memcpy(field, bytes.constData(), size_t(bytes.size()));
    field[bytes.size()] = 0;
    return true;
}

void patchI32(char *p, qint32 v)
{
    if (readI32(p) == v)
        return;
    const quint32 le = qToLittleEndian(quint32(v));
    std::memcpy(p, &le, 4);
}

void patchF32(char *p, float v)
{
    quint32 bits;
    std::memcpy(&bits, &v, 4);
    patchI32(p, qint32(bits));
}

struct SurfaceAt
{
    qint64 start = 0;
    qint32 numVerts = 0;
    qint32 numTriangles = 0;
    qint32 numShaders = 0;
    qint64 xyz = 0; // the vertex records, from the file's start
};

// The stored file's layout, walked as the reader walks it, every table
// checked against its size (the bytes are the reader's, which checked
// them: a model whose kept bytes do not hold is written anew).
struct StoredMd3
{
    const char *data = nullptr;
    qint32 numFrames = 0;
    qint32 numTags = 0;
    qint64 ofsFrames = 0;
    qint64 ofsTags = 0;
    QList<SurfaceAt> surfaces;
};

std::optional<StoredMd3> storedMd3(const QByteArray &source)
{
    const qint64 size = source.size();
    if (size < kHeaderSize || !probeMd3(source))
        return std::nullopt;
    StoredMd3 f;
    const char *d = f.data = source.constData();
    f.numFrames = readI32(d + HeaderNumFrames);
    f.numTags = readI32(d + HeaderNumTags);
    const qint32 numSurfaces = readI32(d + HeaderNumSurfaces);
    f.ofsFrames = readI32(d + HeaderOfsFrames);
    f.ofsTags = readI32(d + HeaderOfsTags);
    if (f.numFrames < 1 || f.numTags < 0 || numSurfaces < 0 || f.ofsFrames < 0 || f.ofsFrames > size
        || qint64(f.numFrames) > (size - f.ofsFrames) / kFrameSize || f.ofsTags < 0 || f.ofsTags > size
        || (f.numTags > 0 && qint64(f.numFrames) * f.numTags > (size - f.ofsTags) / kTagSize))
        return std::nullopt;
    qint64 at = readI32(d + HeaderOfsSurfaces);
    for (qint32 s = 0; s < numSurfaces; ++s) {
        if (at < kHeaderSize || at > size || size - at < kSurfaceHeaderSize)
            return std::nullopt;
        const SurfaceAt surface{at, readI32(d + at + SurfaceNumVerts), readI32(d + at + SurfaceNumTriangles),
                                readI32(d + at + SurfaceNumShaders), at + readI32(d + at + SurfaceOfsXyzNormals)};
        if (surface.numVerts < 0 || surface.xyz < 0 || surface.xyz > size
            || qint64(surface.numVerts) * f.numFrames > (size - surface.xyz) / kVertexSize)
            return std::nullopt;
        f.surfaces.append(surface);
        at += readI32(d + at + SurfaceOfsEnd);
    }
    return f;
}

// The joints read from the file's tags, in the stored order.
QList<int> jointsReadFromTags(const Model &model)
{
    QList<int> joints;
    for (int j = 0; j < model.skeleton.size(); ++j)
        if (model.skeleton.joints[j].extras.contains(QStringLiteral("md3.tag")))
            joints.append(j);
    return joints;
}

} // namespace

QVariantList md3SurfaceShaders(const Model &model, const Mesh &mesh)
{
    const QVariantList shaders = mesh.extras.value(QStringLiteral("md3.shaders")).toList();
    QString shader;
    if (mesh.material >= 0 && mesh.material < model.materials.size()) {
        const Material &material = model.materials[mesh.material];
        shader = materialReference(material);
        // A material read from an MD3 surface: its shader is its texture
        // path (the engines look the image up by it) once the path is
        // edited, its name once that is.
        if (const QVariant stored = material.extras.value(QStringLiteral("md3.shader")); stored.isValid()) {
            const QString texture = material.texturePath();
            shader = material.name != stored.toString()                   ? material.name
                     : !texture.isEmpty() && texture != stored.toString() ? texture
                                                                          : stored.toString();
        }
    }
    if (!shaders.isEmpty() && shaders[0].toMap().value(QStringLiteral("name")).toString() == shader)
        return shaders;
    return mesh.material >= 0
               ? QVariantList{QVariantMap{{QStringLiteral("name"), shader}, {QStringLiteral("index"), 0}}}
               : QVariantList();
}

std::optional<QByteArray> patchMd3(const Model &model)
{
    const QByteArray source = model.extras.value(QStringLiteral("md3.source")).toByteArray();
    if (!model.extras.contains(QStringLiteral("md3.readKey"))
        || model.extras.value(QStringLiteral("md3.readKey")).toULongLong() != md3ModelKey(model))
        return std::nullopt;
    const std::optional<StoredMd3> stored = storedMd3(source);
    if (!stored || model.meshes.size() != stored->surfaces.size())
        return std::nullopt;
    const qint32 numFrames = stored->numFrames;
    const qint32 numTags = stored->numTags;
    const qsizetype numSurfaces = stored->surfaces.size();
    const qint64 ofsFrames = stored->ofsFrames;
    const qint64 ofsTags = stored->ofsTags;

    // The tags, in the stored order: the joints read from them.
    const QList<int> tagJoints = jointsReadFromTags(model);
    if (tagJoints.size() != numTags)
        return std::nullopt;

    // Every surface keeps its counts.
    const QList<SurfaceAt> &surfaces = stored->surfaces;
    for (qsizetype s = 0; s < numSurfaces; ++s) {
        const SurfaceAt &surface = surfaces[s];
        const Mesh &mesh = model.meshes[s];
        if (mesh.vertexCount() != surface.numVerts || mesh.triangles.size() != surface.numTriangles
            || mesh.morphs.size() != numFrames - 1 || mesh.normals.size() != mesh.vertexCount()
            || mesh.texcoords.isEmpty() || mesh.texcoords[0].size() != mesh.vertexCount()
            || md3SurfaceShaders(model, mesh).size() != surface.numShaders || !mesh.validate().isEmpty())
            return std::nullopt;
    }

    QByteArray out = source;
    char *o = out.data(); // detaches: the model's source stays as read
    if (!patchName(o + HeaderName, kNameSize, model.extras.value(QStringLiteral("md3.name")).toString()))
        return std::nullopt;
    patchI32(o + HeaderFlags, model.extras.value(QStringLiteral("md3.flags")).toInt());
    patchI32(o + HeaderNumSkins, model.extras.value(QStringLiteral("md3.skins")).toInt());
    for (qint32 t = 0; t < numTags; ++t) {
        const QString &name = model.skeleton.joints[tagJoints[t]].name;
        for (qint32 f = 0; f < numFrames; ++f)
            if (!patchName(o + ofsTags + (qint64(f) * numTags + t) * kTagSize, kNameSize, name))
                return std::nullopt;
    }

    QList<bool> frameChanged(numFrames, false);
    for (qsizetype s = 0; s < numSurfaces; ++s) {
        const Mesh &mesh = model.meshes[s];
        const SurfaceAt &surface = surfaces[s];
        char *base = o + surface.start;
        if (!patchName(base + SurfaceName, kNameSize, mesh.name))
            return std::nullopt;
        patchI32(base + SurfaceFlags, mesh.extras.value(QStringLiteral("md3.flags")).toInt());
        const QVariantList shaders = md3SurfaceShaders(model, mesh);
        char *shaderTable = base + readI32(base + SurfaceOfsShaders);
        for (qint32 k = 0; k < surface.numShaders; ++k) {
            const QVariantMap shader = shaders[k].toMap();
            if (!patchName(shaderTable + qint64(k) * kShaderSize, kNameSize,
                           shader.value(QStringLiteral("name")).toString()))
                return std::nullopt;
            patchI32(shaderTable + qint64(k) * kShaderSize + kNameSize, shader.value(QStringLiteral("index")).toInt());
        }
        char *triangles = base + readI32(base + SurfaceOfsTriangles);
        for (qint32 t = 0; t < surface.numTriangles; ++t)
            for (int k = 0; k < 3; ++k)
                patchI32(triangles + qint64(t) * kTriangleSize + 4 * k, qint32(mesh.triangles[t][size_t(k)]));
        char *st = base + readI32(base + SurfaceOfsSt);
        const QList<QVector2D> &uv = mesh.texcoords[0];
        for (qint32 v = 0; v < surface.numVerts; ++v) {
            patchF32(st + qint64(v) * kTexCoordSize, uv[v].x());
            patchF32(st + qint64(v) * kTexCoordSize + 4, uv[v].y());
        }
        // Each frame's records: frame 0 the mesh's streams, frame f its
        // morph target f - 1 where that lists the vertex.
        char *xyz = o + surface.xyz;
        for (qint32 f = 0; f < numFrames; ++f) {
            QHash<quint32, qsizetype> listed;
            const MorphTarget *target = f > 0 ? &mesh.morphs[f - 1] : nullptr;
            if (target) {
                if (target->positions.size() != target->vertices.size()
                    || (!target->normals.isEmpty() && target->normals.size() != target->vertices.size()))
                    return std::nullopt;
                listed.reserve(target->vertices.size());
                for (qsizetype i = 0; i < target->vertices.size(); ++i)
                    listed.insert(target->vertices[i], i);
            }
            for (qint32 v = 0; v < surface.numVerts; ++v) {
                QVector3D position = mesh.positions[v];
                QVector3D normal = mesh.normals[v];
                if (const auto it = listed.constFind(quint32(v)); it != listed.cend()) {
                    position = target->positions[it.value()];
                    if (!target->normals.isEmpty())
                        normal = target->normals[it.value()];
                }
                char *p = xyz + (qint64(f) * surface.numVerts + v) * kVertexSize;
                const QVector3D stored = QVector3D(readI16(p), readI16(p + 2), readI16(p + 4)) * kXyzScale;
                const quint16 code = quint16(readI16(p + 6));
                if (stored != position) {
                    for (int c = 0; c < 3; ++c) {
                        const float scaled = std::round(position[c] * 64.0f);
                        if (!(std::abs(scaled) <= 32767.0f))
                            return std::nullopt; // the full writer says what fits
                        const quint16 le = qToLittleEndian(quint16(qint16(scaled)));
                        std::memcpy(p + 2 * c, &le, 2);
                    }
                    frameChanged[f] = true;
                }
                if (decodeNormal(code) != normal) {
                    const quint16 le = qToLittleEndian(encodeNormal(normal));
                    std::memcpy(p + 6, &le, 2);
                }
            }
        }
    }

    // The bounds of the frames whose positions changed, as the writer
    // computes them; the others' as stored.
    for (qint32 f = 0; f < numFrames; ++f) {
        if (!frameChanged[f])
            continue;
        Bounds b;
        for (const SurfaceAt &surface : surfaces) {
            const char *xyz = o + surface.xyz;
            for (qint32 v = 0; v < surface.numVerts; ++v) {
                const char *p = xyz + (qint64(f) * surface.numVerts + v) * kVertexSize;
                b.add(QVector3D(readI16(p), readI16(p + 2), readI16(p + 4)) * kXyzScale);
            }
        }
        char *frame = o + ofsFrames + qint64(f) * kFrameSize;
        const QVector3D min = b.isValid() ? b.min : QVector3D();
        const QVector3D max = b.isValid() ? b.max : QVector3D();
        const QVector3D origin = b.isValid() ? b.center() : QVector3D();
        for (int c = 0; c < 3; ++c) {
            patchF32(frame + 4 * c, min[c]);
            patchF32(frame + 12 + 4 * c, max[c]);
            patchF32(frame + 24 + 4 * c, origin[c]);
        }
        patchF32(frame + 36, b.isValid() ? b.radius() : 0.0f);
    }
    return out;
}

int copyStoredMd3Frames(const Model &model, const QList<Md3FrameTime> &frames, const QList<int> &tags,
                        const QList<Md3WrittenSurface> &surfaces, QByteArray &data)
{
    const QVariantList storedAnimations = model.extras.value(QStringLiteral("md3.storedFrames")).toList();
    const std::optional<StoredMd3> stored = storedAnimations.isEmpty()
                                                ? std::nullopt
                                                : storedMd3(
                                                    model.extras.value(QStringLiteral("md3.source")).toByteArray());
    if (!stored)
        return 0;
    const char *d = stored->data;
    const qint32 numFrames = stored->numFrames;
    const qint32 numTags = stored->numTags;
    const qsizetype numSurfaces = stored->surfaces.size();
    const qint64 ofsFrames = stored->ofsFrames;
    const qint64 ofsTags = stored->ofsTags;
    // Each written surface's stored one, where its mesh is as read.
    QList<int> storedSurface(surfaces.size(), -1);
    QList<bool> covered(numSurfaces, false);
    for (qsizetype i = 0; i < surfaces.size(); ++i) {
        const Md3WrittenSurface &w = surfaces[i];
        if (w.mesh < 0 || w.mesh >= model.meshes.size() || !w.whole)
            continue;
        const Mesh &mesh = model.meshes[w.mesh];
        const QVariantMap read = mesh.extras.value(QStringLiteral("md3.stored")).toMap();
        const int s = read.value(QStringLiteral("surface"), -1).toInt();
        if (s < 0 || s >= numSurfaces || stored->surfaces[s].numVerts != w.count || covered[s]
            || read.value(QStringLiteral("key")).toULongLong() != md3MeshKey(mesh))
            continue;
        storedSurface[i] = s;
        covered[s] = true;
    }
    const bool everySurface = surfaces.size() == numSurfaces && !covered.contains(false);
    // The written tags' stored ones: the joints read from the tags, in order.
    const QList<int> tagOrder = jointsReadFromTags(model);
    QList<int> storedTag;
    for (int j : tags) {
        const int t = int(tagOrder.indexOf(j));
        storedTag.append(tagOrder.size() == numTags && model.skeleton.joints[j].parent < 0 ? t : -1);
    }
    // Each animation's stored frames, where it is as read.
    QList<qint64> firstStored(model.animations.size(), -1);
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        const quint64 key = md3AnimationKey(model.animations[a]);
        for (qsizetype i = 0; i < storedAnimations.size(); ++i) {
            const QVariantMap entry = storedAnimations[(a + i) % storedAnimations.size()].toMap();
            if (entry.value(QStringLiteral("key")).toULongLong() == key) {
                firstStored[a] = entry.value(QStringLiteral("first")).toLongLong();
                break;
            }
        }
    }
    const qint64 writtenTags = kHeaderSize + frames.size() * kFrameSize;
    char *o = data.data();
    int whole = 0;
    // The stored frame an edited animation shows at a time: where its
    // morph weights pick out one of the frames' targets whole (or none: the
    // first frame), as a retime or a change of speed leaves them.
    auto storedFrameAt = [&](const Animation &animation, double time) -> qint64 {
        const MorphWeights weights = animationMorphWeights(model, animation, float(time));
        qint64 frame = -1;
        for (qsizetype m = 0; m < model.meshes.size(); ++m) {
            if (model.meshes[m].morphs.size() != numFrames - 1)
                return -1;
            const QList<float> w = weights.value(int(m));
            qint64 picked = 0;
            // Within 1e-4 of whole: a key's time sampled through float
            // rounding (far below MD3's 1/64-unit steps).
            for (qsizetype i = 0; i < w.size(); ++i) {
                if (std::abs(w[i]) <= 1e-4f)
                    continue;
                if (std::abs(w[i] - 1.0f) > 1e-4f || picked != 0)
                    return -1;
                picked = i + 1;
            }
            if (frame >= 0 && picked != frame)
                return -1;
            frame = picked;
        }
        return frame;
    };
    // Tags keep their stored numbers where the frame's evaluated ones are
    // those (to float rounding): an edit to a tag's keys is written.
    auto sameTag = [&](const char *written, const char *stored) {
        for (int k = 0; k < 12; ++k) {
            const float a = readF32(written + 4 * k), b = readF32(stored + 4 * k);
            if (!(std::abs(a - b) <= 1e-4f * std::max(1.0f, std::abs(b))))
                return false;
        }
        return true;
    };
    for (qsizetype f = 0; f < frames.size(); ++f) {
        const Md3FrameTime &t = frames[f];
        if (t.animation < 0)
            continue;
        const Animation &animation = model.animations[t.animation];
        const double local = t.time * (animation.fps > 0 ? animation.fps : 30.0);
        const bool unedited = firstStored[t.animation] >= 0 && std::abs(local - std::round(local)) <= 1e-3;
        const qint64 k = unedited ? firstStored[t.animation] + std::llround(local) : storedFrameAt(animation, t.time);
        if (k < 0 || k >= numFrames)
            continue;
        for (qsizetype i = 0; i < surfaces.size(); ++i)
            if (const int s = storedSurface[i]; s >= 0)
                std::memcpy(o + surfaces[i].xyz + f * surfaces[i].count * kVertexSize,
                            d + stored->surfaces[s].xyz + k * stored->surfaces[s].numVerts * kVertexSize,
                            size_t(surfaces[i].count * kVertexSize));
        for (qsizetype i = 0; i < tags.size(); ++i)
            if (const int s = storedTag[i];
                s >= 0
                && (unedited
                    || sameTag(o + writtenTags + (f * tags.size() + i) * kTagSize + kNameSize,
                               d + ofsTags + (k * numTags + s) * kTagSize + kNameSize)))
                std::memcpy(o + writtenTags + (f * tags.size() + i) * kTagSize + kNameSize,
                            d + ofsTags + (k * numTags + s) * kTagSize + kNameSize, size_t(kTagSize - kNameSize));
        if (everySurface) {
            std::memcpy(o + kHeaderSize + f * kFrameSize, d + ofsFrames + k * kFrameSize, size_t(kFrameSize));
            ++whole;
        }
    }
    return whole;
}

} // namespace quarry
