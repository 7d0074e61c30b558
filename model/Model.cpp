#include "model/Model.h"

#include <QCoreApplication>
#include <QVector4D>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace quarry {

bool Model::isEmpty() const
{
    return meshes.isEmpty() && skeleton.isEmpty() && animations.isEmpty() && shapes.isEmpty() && materials.isEmpty();
}

bool Model::writesAnimationOnly(bool parentsKept) const
{
    if (!extras.value(QLatin1String(kAnimationOnly)).toBool() || !meshes.isEmpty())
        return false;
    return std::all_of(skeleton.joints.cbegin(), skeleton.joints.cend(),
                       [parentsKept](const Joint &j) { return j.name.isEmpty() && (parentsKept || j.parent < 0); });
}

qsizetype Model::vertexCount() const
{
    qsizetype n = 0;
    for (const Mesh &m : meshes)
        n += m.vertexCount();
    return n;
}

qsizetype Model::triangleCount() const
{
    qsizetype n = 0;
    for (const Mesh &m : meshes)
        n += m.triangles.size();
    return n;
}

namespace {

// The bytes held in a value of extras: byte arrays, also inside lists and
// maps. Readers keep whole files there ("iqm.source", "cal3d.keptFiles")
// for their writers to give back unchanged; they count in memorySize().
qsizetype keptBytes(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::QByteArray: return v.toByteArray().size();
    case QMetaType::QVariantList: {
        qsizetype n = 0;
        for (const QVariant &x : v.toList())
            n += keptBytes(x);
        return n;
    }
    case QMetaType::QVariantMap: {
        qsizetype n = 0;
        for (const QVariant &x : v.toMap())
            n += keptBytes(x);
        return n;
    }
    default: return 0;
    }
}

} // namespace

qsizetype Model::memorySize() const
{
    qsizetype bytes = 0;
    for (const Mesh &m : meshes) {
        bytes += m.positions.size() * sizeof(QVector3D) + m.normals.size() * sizeof(QVector3D)
                 + m.tangents.size() * sizeof(QVector4D) + m.bitangents.size() * sizeof(QVector3D)
                 + m.colors.size() * sizeof(QVector4D) + m.blendIndexes.size() * sizeof(quint32)
                 + m.blendWeights.size() * sizeof(float) + m.triangles.size() * sizeof(Triangle);
        for (const auto &set : m.texcoords)
            bytes += set.size() * sizeof(QVector2D);
        for (const auto &c : m.customs)
            bytes += c.values.size() * sizeof(double);
    }
    for (const Animation &a : animations)
        for (const JointTrack &t : a.tracks)
            bytes += (t.translations.size() + t.scales.size()) * sizeof(Vec3Key) + t.rotations.size() * sizeof(QuatKey);
    bytes += skeleton.joints.size() * sizeof(Joint);
    // Bytes a reader kept to write its file back (a whole IQM file, stored
    // bounds): held as long as the model.
    for (const QVariant &v : extras)
        bytes += keptBytes(v);
    return bytes;
}

int Skeleton::indexOf(const QString &name) const
{
    for (qsizetype i = 0; i < joints.size(); ++i)
        if (joints[i].name == name)
            return int(i);
    return -1;
}

QList<int> Skeleton::children(int joint) const
{
    QList<int> result;
    for (qsizetype i = 0; i < joints.size(); ++i)
        if (joints[i].parent == joint)
            result.append(int(i));
    return result;
}

QList<QMatrix4x4> Skeleton::bindWorldMatrices() const
{
    QList<QMatrix4x4> world(joints.size());
    for (qsizetype i = 0; i < joints.size(); ++i) {
        const int parent = joints[i].parent;
        const QMatrix4x4 local = joints[i].bind.toMatrix();
        world[i] = (parent >= 0 && parent < i) ? world[parent] * local : local;
    }
    return world;
}

bool Skeleton::isTopologicallyOrdered() const
{
    for (qsizetype i = 0; i < joints.size(); ++i)
        if (joints[i].parent >= i || joints[i].parent < -1)
            return false;
    return true;
}

QString Mesh::validate() const
{
    const qsizetype n = vertexCount();
    auto bad = [n](qsizetype size) { return size != 0 && size != n; };
    if (bad(normals.size()))
        return QCoreApplication::translate("Mesh", "%1 normals for %2 vertices").arg(normals.size()).arg(n);
    if (bad(tangents.size()))
        return QCoreApplication::translate("Mesh", "%1 tangents for %2 vertices").arg(tangents.size()).arg(n);
    if (bad(bitangents.size()))
        return QCoreApplication::translate("Mesh", "%1 bitangents for %2 vertices").arg(bitangents.size()).arg(n);
    if (bad(colors.size()))
        return QCoreApplication::translate("Mesh", "%1 colors for %2 vertices").arg(colors.size()).arg(n);
    for (const auto &set : texcoords)
        if (set.size() != n)
            return QCoreApplication::translate("Mesh", "%1 texture coordinates for %2 vertices").arg(set.size()).arg(n);
    if (influencesPerVertex < 0
        || (influencesPerVertex > 0
            && (blendIndexes.size() != n * influencesPerVertex || blendWeights.size() != n * influencesPerVertex)))
        return QCoreApplication::translate("Mesh", "blend data does not match %1 vertices").arg(n);
    for (const auto &c : customs)
        if (c.components < 1 || c.components > 4 || c.values.size() != n * c.components)
            return QCoreApplication::translate("Mesh", "custom attribute %1 does not match %2 vertices")
                .arg(c.name)
                .arg(n);
    for (qsizetype i = 0; i < triangles.size(); ++i)
        for (quint32 v : triangles[i])
            if (v >= quint32(n))
                return QCoreApplication::translate("Mesh", "triangle %1 uses vertex %2 of %3").arg(i).arg(v).arg(n);
    return {};
}

QString Material::texturePath() const
{
    for (const TextureMap &m : maps)
        if (m.type.isEmpty() || m.type == QLatin1String("diffuse"))
            return m.path;
    return maps.isEmpty() ? QString() : maps.first().path;
}

int Animation::frameCount() const
{
    if (tracks.isEmpty() && morphTracks.isEmpty() && duration <= 0)
        return 0;
    return int(std::lround(duration * fps)) + 1;
}

qsizetype Animation::keyCount() const
{
    qsizetype n = 0;
    for (const JointTrack &t : tracks)
        n += t.keyCount();
    for (const MorphTrack &t : morphTracks)
        n += t.weights.size();
    return n;
}

const JointTrack *Animation::track(int joint) const
{
    for (const JointTrack &t : tracks)
        if (t.joint == joint)
            return &t;
    return nullptr;
}

JointTrack *Animation::track(int joint)
{
    for (JointTrack &t : tracks)
        if (t.joint == joint)
            return &t;
    return nullptr;
}

const MorphTrack *Animation::morphTrack(int mesh, int target) const
{
    for (const MorphTrack &t : morphTracks)
        if (t.mesh == mesh && t.target == target)
            return &t;
    return nullptr;
}

MorphTrack *Animation::morphTrack(int mesh, int target)
{
    for (MorphTrack &t : morphTracks)
        if (t.mesh == mesh && t.target == target)
            return &t;
    return nullptr;
}

bool Animation::hasCurvedKeys() const
{
    const auto curved = [](const auto &keys) {
        for (const auto &k : keys)
            if (k.interpolation != Interpolation::Linear)
                return true;
        return false;
    };
    for (const JointTrack &t : tracks)
        if (curved(t.translations) || curved(t.rotations) || curved(t.scales))
            return true;
    for (const MorphTrack &t : morphTracks)
        if (curved(t.weights))
            return true;
    return false;
}

namespace {

// Vectors and quaternions as four numbers, for the smooth spans' cubic.
QVector4D asVector(float v)
{
    return QVector4D(v, 0, 0, 0);
}
QVector4D asVector(const QVector3D &v)
{
    return QVector4D(v, 0);
}
QVector4D asVector(const QQuaternion &q)
{
    return q.toVector4D();
}
void fromVector(const QVector4D &v, float &out)
{
    out = v.x();
}
void fromVector(const QVector4D &v, QVector3D &out)
{
    out = v.toVector3D();
}
void fromVector(const QVector4D &v, QQuaternion &out)
{
    out = QQuaternion(v).normalized();
}

// The neighbour's value on the same side of the sphere as `near` (for
// quaternions q and -q are one rotation; the cubic needs the close one).
QVector4D aligned(const QVector4D &v, const QVector4D &near, bool rotation)
{
    return rotation && QVector4D::dotProduct(v, near) < 0 ? -v : v;
}

// The slope at key i: the chord through its neighbours; zero at the
// channel's first and last keys (ease in and out).
template<typename T>
QVector4D slope(const QList<Key<T>> &keys, qsizetype i, const QVector4D &value, bool rotation)
{
    if (i <= 0 || i + 1 >= keys.size())
        return {};
    const float span = keys[i + 1].time - keys[i - 1].time;
    if (span <= 0)
        return {};
    const QVector4D before = aligned(asVector(keys[i - 1].value), value, rotation);
    const QVector4D after = aligned(asVector(keys[i + 1].value), value, rotation);
    return (after - before) / span;
}

template<typename T, typename Lerp>
T sampleKeys(const QList<Key<T>> &keys, float t, const T &fallback, Lerp lerp)
{
    if (keys.isEmpty())
        return fallback;
    if (!(t > keys.first().time)) // also a time that is not a number
        return keys.first().value;
    if (t >= keys.last().time)
        return keys.last().value;
    // Keys evenly spaced (as resampling leaves them) are found where their
    // spacing puts them; any others by a binary search. Either way `it` is
    // the first key after t.
    auto it = keys.cbegin();
    const float first = keys.first().time, last = keys.last().time;
    const qsizetype guess = std::clamp(qsizetype((t - first) / (last - first) * float(keys.size() - 1)), qsizetype(0),
                                       keys.size() - 2);
    if (keys[guess].time <= t && t < keys[guess + 1].time)
        it += guess + 1;
    else if (guess + 2 < keys.size() && keys[guess + 1].time <= t && t < keys[guess + 2].time)
        it += guess + 2; // t on a key, the spacing's rounding just short of it
    else
        it = std::upper_bound(keys.cbegin(), keys.cend(), t, [](float time, const Key<T> &k) { return time < k.time; });
    const Key<T> &b = *it;
    const Key<T> &a = *(it - 1);
    const float span = b.time - a.time;
    const float f = span > 0 ? (t - a.time) / span : 0.0f;
    switch (a.interpolation) {
    case Interpolation::Linear: break;
    case Interpolation::Constant: return a.value;
    case Interpolation::Smooth: {
        // Cubic Hermite with the neighbours' chords as slopes (Catmull-Rom
        // for uneven key times).
        constexpr bool rotation = std::is_same_v<T, QQuaternion>;
        const qsizetype ia = (it - 1) - keys.cbegin();
        const QVector4D p0 = asVector(a.value);
        const QVector4D p1 = aligned(asVector(b.value), p0, rotation);
        const QVector4D m0 = slope(keys, ia, p0, rotation);
        QVector4D m1 = slope(keys, ia + 1, asVector(b.value), rotation);
        if (rotation && QVector4D::dotProduct(asVector(b.value), p0) < 0)
            m1 = -m1;
        const float f2 = f * f;
        const float f3 = f2 * f;
        const QVector4D v = p0 * (2 * f3 - 3 * f2 + 1) + m0 * (span * (f3 - 2 * f2 + f)) + p1 * (-2 * f3 + 3 * f2)
                            + m1 * (span * (f3 - f2));
        T out{};
        fromVector(v, out);
        return out;
    }
    }
    return lerp(a.value, b.value, f);
}

} // namespace

QVector3D sampleChannel(const QList<Vec3Key> &keys, float t, const QVector3D &fallback)
{
    return sampleKeys(keys, t, fallback,
                      [](const QVector3D &a, const QVector3D &b, float f) { return a + (b - a) * f; });
}

QQuaternion sampleChannel(const QList<QuatKey> &keys, float t, const QQuaternion &fallback)
{
    return sampleKeys(keys, t, fallback, slerpShortest);
}

float sampleChannel(const QList<FloatKey> &keys, float t, float fallback)
{
    return sampleKeys(keys, t, fallback, [](float a, float b, float f) { return a + (b - a) * f; });
}

QMatrix4x4 Shape::matrix() const
{
    QMatrix4x4 m;
    if (tm)
        m = *tm;
    if (translate)
        m.translate(*translate);
    if (rotate) {
        m.rotate(rotate->x(), 1, 0, 0);
        m.rotate(rotate->y(), 0, 1, 0);
        m.rotate(rotate->z(), 0, 0, 1);
    }
    if (scale)
        m.scale(*scale);
    return m;
}

} // namespace quarry
