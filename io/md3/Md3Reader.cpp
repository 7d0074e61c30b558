#include "io/md3/Md3Reader.h"

#include "io/ReadLimits.h"
#include "io/md3/Md3Clips.h"
#include "io/md3/Md3Format.h"
#include "io/md3/Md3Sidecar.h"
#include "io/quake/BinaryParser.h"
#include "model/Translate.h"

#include <QFile>
#include <QHash>

#include <cmath>
#include <cstring>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

using namespace md3;

namespace {

QVector3D readVector(const char *p)
{
    return {readF32(p), readF32(p + 4), readF32(p + 8)};
}

QVariantList vectorVariant(const QVector3D &v)
{
    return {v.x(), v.y(), v.z()};
}

struct Surface
{
    qint64 start = 0;
    QString name;
    qint32 flags = 0;
    QVariantList shaders; // {name, index}
    QString firstShader;
    qint32 numVerts = 0;
    qint32 numTriangles = 0;
    const char *triangles = nullptr;
    const char *st = nullptr;
    const char *xyz = nullptr;
};

class Md3Parser : public quake::BinaryParser
{
public:
    QUARRY_NAMESPACE_TR("quarry::Md3Parser") // the context lupdate files its members' messages under

    Md3Parser(const QString &path, QByteArrayView data, const ReadOptions &options)
        : BinaryParser(path, data)
        , m_options(options)
    { }

    ReadResult run() { return finish(parse()); }

private:
    // `count` records of `size` bytes at `offset` lie inside the file;
    // `reportAt` is the field that gave the offset.
    bool checkTable(qint64 count, qint64 size, qint64 offset, qint64 reportAt, const QString &what)
    {
        return BinaryParser::checkTable(count, size, offset, 0, reportAt, reportAt, what, tr("%1: negative count %2"),
                                        tr("%1 (%2 × %3 bytes at byte %4) run past the end of the file (%5 bytes)"));
    }

    bool parse();
    bool parseSurface(qint64 start, qint32 numFrames, Surface &surface);
    void buildMeshes(const QList<Surface> &surfaces, qint32 numFrames);
    void buildTags(qint64 ofsTags, qint32 numTags, qint32 numFrames);
    void buildAnimations(qint32 numFrames);
    void recordStoredFrames(Model &model);

    const ReadOptions &m_options;
};

bool Md3Parser::parse()
{
    if (m_size < 4 || std::memcmp(m_data, kIdent, 4) != 0)
        return fail(0, tr("not an MD3 file (the ident \"IDP3\" is missing)"));
    if (m_size < kHeaderSize)
        return fail(m_size, tr("the file ends inside the header (%1 of %2 bytes)").arg(m_size).arg(kHeaderSize));
    if (i32(HeaderVersion) != kVersion)
        return fail(HeaderVersion, tr("MD3 version %1 is not supported (only version 15)").arg(i32(HeaderVersion)));
    const qint32 numFrames = i32(HeaderNumFrames);
    const qint32 numTags = i32(HeaderNumTags);
    const qint32 numSurfaces = i32(HeaderNumSurfaces);
    if (numFrames < 1)
        return fail(HeaderNumFrames, tr("the model has no frames (%1)").arg(numFrames));
    if (!checkTable(numFrames, kFrameSize, i32(HeaderOfsFrames), HeaderOfsFrames, tr("frames")))
        return false;
    if (numTags < 0)
        return fail(HeaderNumTags, tr("tags: negative count %1").arg(numTags));
    if (!checkTable(qint64(numTags) * numFrames, kTagSize, i32(HeaderOfsTags), HeaderOfsTags, tr("tags")))
        return false;
    if (numSurfaces < 0)
        return fail(HeaderNumSurfaces, tr("surfaces: negative count %1").arg(numSurfaces));
    // Every surface takes at least its header: the count is checked
    // against the file before anything is made for it.
    if (!checkTable(numSurfaces, kSurfaceHeaderSize, i32(HeaderOfsSurfaces), HeaderOfsSurfaces, tr("surfaces")))
        return false;
    // The model holds a morph target and a track a surface and frame; the
    // file holds at least a surface header a surface and 56 bytes a frame,
    // but not in proportion: the product is checked against the budget.
    constexpr qint64 kBytesPerSurfaceFrame = 512;
    if (quint64(numSurfaces) * quint64(numFrames) * kBytesPerSurfaceFrame > readBudget(quint64(m_size)))
        return fail(HeaderNumSurfaces, tr("%1 surfaces of %2 frames are more than a file of %3 bytes can hold")
                                           .arg(numSurfaces)
                                           .arg(numFrames)
                                           .arg(m_size));
    if (numFrames > kMaxFrames)
        warn(HeaderNumFrames, tr("%1 frames: the engines load at most %2").arg(numFrames).arg(kMaxFrames));
    if (numSurfaces > kMaxSurfaces)
        warn(HeaderNumSurfaces, tr("%1 surfaces: the engines load at most %2").arg(numSurfaces).arg(kMaxSurfaces));
    if (numTags > kMaxTags)
        warn(HeaderNumTags, tr("%1 tags: the engines load at most %2").arg(numTags).arg(kMaxTags));

    Model &model = m_result.model;
    if (const QString name = fixedName(m_data + HeaderName, kNameSize); !name.isEmpty())
        model.extras.insert(QStringLiteral("md3.name"), name);
    if (const qint32 flags = i32(HeaderFlags); flags != 0)
        model.extras.insert(QStringLiteral("md3.flags"), flags);
    if (const qint32 skins = i32(HeaderNumSkins); skins != 0)
        model.extras.insert(QStringLiteral("md3.skins"), skins);

    QList<Surface> surfaces;
    qint64 at = i32(HeaderOfsSurfaces);
    for (qint32 s = 0; s < numSurfaces; ++s) {
        Surface surface;
        if (!parseSurface(at, numFrames, surface))
            return false;
        at = surface.start + i32(surface.start + SurfaceOfsEnd);
        surfaces.append(surface);
        if (m_options.progress && !m_options.progress(0.5 * (s + 1) / numSurfaces))
            return fail(-1, cancelledMessage());
    }

    QVariantList frames;
    QList<QByteArrayView> blocks;
    for (const Surface &s : std::as_const(surfaces))
        blocks.append(QByteArrayView(s.xyz, qint64(s.numVerts) * numFrames * kVertexSize));
    for (qint32 f = 0; f < numFrames; ++f) {
        const char *p = m_data + i32(HeaderOfsFrames) + qint64(f) * kFrameSize;
        frames.append(QVariantMap{{QStringLiteral("min"), vectorVariant(readVector(p))},
                                  {QStringLiteral("max"), vectorVariant(readVector(p + 12))},
                                  {QStringLiteral("origin"), vectorVariant(readVector(p + 24))},
                                  {QStringLiteral("radius"), readF32(p + 36)},
                                  {QStringLiteral("name"), fixedName(p + 40, kFrameNameSize)}});
    }
    model.extras.insert(QStringLiteral("md3.frames"), frames);
    model.extras.insert(QStringLiteral("md3.vertexKey"), md3VertexKey(blocks));
    buildMeshes(surfaces, numFrames);
    buildTags(i32(HeaderOfsTags), numTags, numFrames);
    buildAnimations(numFrames);
    model.extras.insert(QStringLiteral("md3.source"), QByteArray(m_data, m_size));
    model.extras.insert(QStringLiteral("md3.readKey"), md3ModelKey(model));
    recordStoredFrames(model);
    if (m_options.progress && !m_options.progress(1.0))
        return fail(-1, cancelledMessage());
    return true;
}

// What lets the writer copy stored frames after an edit that changes the
// layout: per animation its fingerprint and first stored frame, per mesh
// the fingerprint of what its vertex records are made of.
void Md3Parser::recordStoredFrames(Model &model)
{
    QVariantList animations;
    const QVariantList clips = model.extras.value(QStringLiteral("md3.clips")).toList();
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        qint64 first = 0;
        if (clips.size() == model.animations.size())
            first = clips[a].toMap().value(QStringLiteral("first")).toLongLong();
        animations.append(QVariantMap{{QStringLiteral("key"), md3AnimationKey(model.animations[a])},
                                      {QStringLiteral("framesKey"), md3AnimationFramesKey(model.animations[a])},
                                      {QStringLiteral("first"), first}});
    }
    model.extras.insert(QStringLiteral("md3.storedFrames"), animations);
    for (qsizetype m = 0; m < model.meshes.size(); ++m)
        model.meshes[m].extras.insert(
            QStringLiteral("md3.stored"),
            QVariantMap{{QStringLiteral("surface"), m}, {QStringLiteral("key"), md3MeshKey(model.meshes[m])}});
}

bool Md3Parser::parseSurface(qint64 start, qint32 numFrames, Surface &surface)
{
    if (start < kHeaderSize || start > m_size || m_size - start < kSurfaceHeaderSize)
        return fail(start,
                    tr("a surface header at byte %1 runs past the end of the file (%2 bytes)").arg(start).arg(m_size));
    if (std::memcmp(m_data + start, kIdent, 4) != 0)
        return fail(start, tr("the surface at byte %1 does not start with \"IDP3\"").arg(start));
    surface.start = start;
    surface.name = fixedName(m_data + start + SurfaceName, kNameSize);
    surface.flags = i32(start + SurfaceFlags);
    if (i32(start + SurfaceNumFrames) != numFrames)
        return fail(start + SurfaceNumFrames, tr("surface \"%1\" has %2 frames, the model %3")
                                                  .arg(surface.name)
                                                  .arg(i32(start + SurfaceNumFrames))
                                                  .arg(numFrames));
    const qint32 numShaders = i32(start + SurfaceNumShaders);
    surface.numVerts = i32(start + SurfaceNumVerts);
    surface.numTriangles = i32(start + SurfaceNumTriangles);
    if (i32(start + SurfaceOfsEnd) < kSurfaceHeaderSize)
        return fail(
            start + SurfaceOfsEnd,
            tr("surface \"%1\" ends at %2 bytes, inside its header").arg(surface.name).arg(i32(start + SurfaceOfsEnd)));
    auto table = [&](qint64 count, qint64 size, int field, const QString &what) {
        return checkTable(count, size, start + qint64(i32(start + field)), start + field, what);
    };
    const QString what = tr("surface \"%1\": %2").arg(surface.name);
    if (!table(numShaders, kShaderSize, SurfaceOfsShaders, what.arg(tr("shaders")))
        || !table(surface.numTriangles, kTriangleSize, SurfaceOfsTriangles, what.arg(tr("triangles")))
        || !table(surface.numVerts, kTexCoordSize, SurfaceOfsSt, what.arg(tr("texture coordinates"))))
        return false;
    if (!table(qint64(surface.numVerts) * numFrames, kVertexSize, SurfaceOfsXyzNormals, what.arg(tr("vertices"))))
        return false;
    surface.triangles = m_data + start + i32(start + SurfaceOfsTriangles);
    surface.st = m_data + start + i32(start + SurfaceOfsSt);
    surface.xyz = m_data + start + i32(start + SurfaceOfsXyzNormals);
    for (qint32 t = 0; t < surface.numTriangles; ++t)
        for (int k = 0; k < 3; ++k) {
            const qint32 index = readI32(surface.triangles + qint64(t) * kTriangleSize + 4 * k);
            if (index < 0 || index >= surface.numVerts)
                return fail(surface.triangles - m_data + qint64(t) * kTriangleSize + 4 * k,
                            tr("surface \"%1\": triangle %2 names vertex %3 of %4")
                                .arg(surface.name)
                                .arg(t)
                                .arg(index)
                                .arg(surface.numVerts));
        }
    const char *shaders = m_data + start + i32(start + SurfaceOfsShaders);
    for (qint32 s = 0; s < numShaders; ++s) {
        const char *p = shaders + qint64(s) * kShaderSize;
        const QString name = fixedName(p, kNameSize);
        if (s == 0)
            surface.firstShader = name;
        surface.shaders.append(QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("index"), readI32(p + 64)}});
    }
    if (surface.numVerts > kMaxSurfaceVertices || surface.numTriangles > kMaxSurfaceTriangles)
        warn(start, tr("surface \"%1\" has %2 vertices and %3 triangles: the engines load at most %4 and %5")
                        .arg(surface.name)
                        .arg(surface.numVerts)
                        .arg(surface.numTriangles)
                        .arg(kMaxSurfaceVertices)
                        .arg(kMaxSurfaceTriangles));
    return true;
}

void Md3Parser::buildMeshes(const QList<Surface> &surfaces, qint32 numFrames)
{
    Model &model = m_result.model;
    QHash<QString, int> materials;
    for (const Surface &s : surfaces) {
        Mesh mesh;
        mesh.name = s.name;
        if (s.flags != 0)
            mesh.extras.insert(QStringLiteral("md3.flags"), s.flags);
        const bool plain = s.shaders.size() == 1 && s.shaders[0].toMap().value(QStringLiteral("index")).toInt() == 0;
        if (!plain && !s.shaders.isEmpty())
            mesh.extras.insert(QStringLiteral("md3.shaders"), s.shaders);
        if (!s.shaders.isEmpty()) {
            auto it = materials.find(s.firstShader);
            if (it == materials.end()) {
                Material m;
                m.name = s.firstShader;
                // The shader as stored: whichever of the name and the
                // texture path is edited later gives the new one.
                m.extras.insert(QStringLiteral("md3.shader"), s.firstShader);
                if (!s.firstShader.isEmpty())
                    m.maps.append(TextureMap{QStringLiteral("diffuse"), s.firstShader});
                it = materials.insert(s.firstShader, int(model.materials.size()));
                model.materials.append(m);
            }
            mesh.material = it.value();
        }
        const qsizetype n = s.numVerts;
        mesh.positions.resize(n);
        mesh.normals.resize(n);
        QList<QVector2D> st(n);
        for (qsizetype v = 0; v < n; ++v) {
            const char *p = s.xyz + v * kVertexSize;
            mesh.positions[v] = QVector3D(readI16(p), readI16(p + 2), readI16(p + 4)) * kXyzScale;
            mesh.normals[v] = decodeNormal(quint16(readI16(p + 6)));
            st[v] = QVector2D(readF32(s.st + v * kTexCoordSize), readF32(s.st + v * kTexCoordSize + 4));
        }
        mesh.texcoords.append(st);
        mesh.triangles.resize(s.numTriangles);
        for (qsizetype t = 0; t < s.numTriangles; ++t) {
            const char *p = s.triangles + t * kTriangleSize;
            mesh.triangles[t] = {quint32(readI32(p)), quint32(readI32(p + 4)), quint32(readI32(p + 8))};
        }
        for (qint32 f = 1; f < numFrames; ++f) {
            MorphTarget target;
            target.name = QStringLiteral("frame %1").arg(f);
            const char *frame = s.xyz + qint64(f) * n * kVertexSize;
            const char *first = s.xyz;
            for (qsizetype v = 0; v < n; ++v) {
                if (std::memcmp(frame + v * kVertexSize, first + v * kVertexSize, kVertexSize) == 0)
                    continue;
                const char *p = frame + v * kVertexSize;
                target.vertices.append(quint32(v));
                target.positions.append(QVector3D(readI16(p), readI16(p + 2), readI16(p + 4)) * kXyzScale);
                target.normals.append(decodeNormal(quint16(readI16(p + 6))));
            }
            mesh.morphs.append(target);
        }
        model.meshes.append(mesh);
    }
}

void Md3Parser::buildTags(qint64 ofsTags, qint32 numTags, qint32 numFrames)
{
    Model &model = m_result.model;
    for (qint32 t = 0; t < numTags; ++t) {
        Joint joint;
        const char *first = m_data + ofsTags + qint64(t) * kTagSize;
        joint.name = fixedName(first, kNameSize);
        QVariantList stored;
        stored.reserve(qsizetype(numFrames) * 12);
        for (qint32 f = 0; f < numFrames; ++f) {
            const char *p = m_data + ofsTags + (qint64(f) * numTags + t) * kTagSize + kNameSize;
            for (int k = 0; k < 12; ++k)
                stored.append(readF32(p + 4 * k));
        }
        joint.extras.insert(QStringLiteral("md3.tag"), stored);
        float values[12];
        for (int k = 0; k < 12; ++k)
            values[k] = readF32(first + kNameSize + 4 * k);
        joint.bind = md3TagTransform(values);
        model.skeleton.joints.append(joint);
    }
}

void Md3Parser::buildAnimations(qint32 numFrames)
{
    if (numFrames < 2)
        return;
    Md3Sidecar sidecar;
    if (!m_path.isEmpty() && m_options.options.value(QStringLiteral("md3.sidecar"), true).toBool())
        sidecar = readMd3Sidecar(m_path, numFrames);
    m_result.warnings.append(sidecar.warnings);
    m_result.notes.append(sidecar.notes);
    addMd3Animations(m_result.model, numFrames, sidecar.clips, sidecar.path, m_result.warnings);
    // The sidecar as read, so that a save after an edit to the clips
    // rewrites the numbers of their lines and keeps every other byte.
    if (!sidecar.path.isEmpty() && !sidecar.clips.isEmpty()) {
        QFile file(sidecar.path);
        if (file.size() <= (qint64(1) << 20) && file.open(QIODevice::ReadOnly)) {
            const Quake3PlayerPart part = quake3PlayerPart(m_path);
            const char *parts[] = {"", "lower", "upper", "head", "nonseg"};
            m_result.model.extras.insert(
                QStringLiteral("md3.sidecar"),
                QVariantMap{{QStringLiteral("path"), sidecar.path},
                            {QStringLiteral("text"), file.readAll()},
                            {QStringLiteral("kind"), sidecar.path.endsWith(QLatin1String(".framegroups"))
                                                         ? QStringLiteral("framegroups")
                                                         : QStringLiteral("animation.cfg")},
                            {QStringLiteral("part"), QString::fromLatin1(parts[int(part)])}});
        }
    }
}

} // namespace

bool probeMd3(QByteArrayView head)
{
    return head.size() >= 8 && std::memcmp(head.data(), kIdent, 4) == 0 && readI32(head.data() + 4) == kVersion;
}

ReadResult readMd3(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    return Md3Parser(path, data, options).run();
}

namespace {

class KeyHash
{
public:
    void word(quint64 w)
    {
        m_h = (m_h ^ w) * 1099511628211ull;
        m_h ^= m_h >> 29;
    }
    void f(float v)
    {
        quint32 bits;
        std::memcpy(&bits, &v, 4);
        word(bits);
    }
    void d(double v)
    {
        quint64 bits;
        std::memcpy(&bits, &v, 8);
        word(bits);
    }
    void v3(const QVector3D &v)
    {
        f(v.x());
        f(v.y());
        f(v.z());
    }
    void q(const QQuaternion &v)
    {
        f(v.scalar());
        v3(v.vector());
    }
    void s(const QString &text) { word(qHash(text) ^ (quint64(text.size()) << 32)); }
    quint64 value() const { return m_h; }

private:
    quint64 m_h = 14695981039346656037ull;
};

} // namespace

namespace {

void hashAnimation(KeyHash &h, const Animation &a);

} // namespace

quint64 md3AnimationKey(const Animation &animation)
{
    KeyHash h;
    hashAnimation(h, animation);
    return h.value();
}

quint64 md3AnimationFramesKey(const Animation &animation)
{
    Animation frames = animation;
    frames.name.clear();
    frames.loop = false;
    KeyHash h;
    hashAnimation(h, frames);
    return h.value();
}

quint64 md3MeshKey(const Mesh &mesh)
{
    KeyHash h;
    h.word(quint64(mesh.positions.size()));
    for (const QVector3D &p : mesh.positions)
        h.v3(p);
    h.word(quint64(mesh.normals.size()));
    for (const QVector3D &n : mesh.normals)
        h.v3(n);
    h.word(quint64(mesh.morphs.size()));
    for (const MorphTarget &t : mesh.morphs) {
        h.word(quint64(t.vertices.size()));
        for (quint32 v : t.vertices)
            h.word(v);
        for (const QVector3D &p : t.positions)
            h.v3(p);
        h.word(quint64(t.normals.size()));
        for (const QVector3D &n : t.normals)
            h.v3(n);
    }
    return h.value();
}

quint64 md3ModelKey(const Model &model)
{
    KeyHash h;
    h.word(quint64(model.skeleton.size()));
    for (const Joint &j : model.skeleton.joints) {
        h.s(j.name);
        h.word(quint64(qint64(j.parent)));
        h.v3(j.bind.translation);
        h.q(j.bind.rotation);
        h.v3(j.bind.scale);
    }
    h.word(quint64(model.animations.size()));
    for (const Animation &a : model.animations)
        hashAnimation(h, a);
    return h.value();
}

namespace {

void hashAnimation(KeyHash &h, const Animation &a)
{
    {
        h.s(a.name);
        h.d(a.fps);
        h.word(a.loop ? 1 : 0);
        h.d(a.duration);
        h.word(quint64(a.tracks.size()));
        for (const JointTrack &t : a.tracks) {
            h.word(quint64(qint64(t.joint)));
            for (const auto *keys : {&t.translations, &t.scales}) {
                h.word(quint64(keys->size()));
                for (const Vec3Key &k : *keys) {
                    h.f(k.time);
                    h.v3(k.value);
                    h.word(quint64(k.interpolation));
                }
            }
            h.word(quint64(t.rotations.size()));
            for (const QuatKey &k : t.rotations) {
                h.f(k.time);
                h.q(k.value);
                h.word(quint64(k.interpolation));
            }
        }
        h.word(quint64(a.morphTracks.size()));
        for (const MorphTrack &t : a.morphTracks) {
            h.word(quint64(qint64(t.mesh)) << 32 ^ quint64(quint32(t.target)));
            h.word(quint64(t.weights.size()));
            for (const FloatKey &k : t.weights) {
                h.f(k.time);
                h.f(k.value);
                h.word(quint64(k.interpolation));
            }
        }
    }
}

} // namespace

Transform md3TagTransform(const float *v)
{
    Transform t;
    t.translation = QVector3D(v[0], v[1], v[2]);
    const QVector3D axes[3] = {QVector3D(v[3], v[4], v[5]), QVector3D(v[6], v[7], v[8]), QVector3D(v[9], v[10], v[11])};
    t.rotation = QQuaternion::fromAxes(axes[0].normalized(), axes[1].normalized(), axes[2].normalized()).normalized();
    // The axes' lengths, where they are not one: a scaled tag scales what
    // the game attaches to it.
    for (int k = 0; k < 3; ++k) {
        const float length = axes[k].length();
        if (std::isfinite(length) && length > 0 && std::abs(length - 1.0f) > 1e-4f)
            t.scale[k] = length;
    }
    return t;
}

quint64 md3VertexKey(const QList<QByteArrayView> &vertexBlocks)
{
    // A multiply-and-shift mix of 8 bytes at a time, over the blocks and
    // their lengths: not cryptographic, only to tell edited vertices.
    quint64 h = 14695981039346656037ull;
    auto word = [&h](quint64 w) {
        h = (h ^ w) * 1099511628211ull;
        h ^= h >> 29;
    };
    auto mix = [&](const char *p, qint64 n) {
        qint64 i = 0;
        for (; i + 8 <= n; i += 8) {
            quint64 w;
            std::memcpy(&w, p + i, 8);
            word(w);
        }
        quint64 tail = 0;
        std::memcpy(&tail, p + i, size_t(n - i));
        word(tail);
    };
    for (const QByteArrayView &b : vertexBlocks) {
        const qint64 n = b.size();
        mix(reinterpret_cast<const char *>(&n), sizeof n);
        mix(b.data(), b.size());
    }
    return h;
}

} // namespace quarry
