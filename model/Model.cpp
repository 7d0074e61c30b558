#include "model/Model.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace quarry {

bool Model::isEmpty() const
{
    return meshes.isEmpty() && skeleton.isEmpty() && animations.isEmpty() && shapes.isEmpty()
           && materials.isEmpty();
}

bool Model::writesAnimationOnly(bool parentsKept) const
{
    if (!extras.value(QLatin1String(kAnimationOnly)).toBool() || !meshes.isEmpty())
        return false;
    return std::all_of(skeleton.joints.cbegin(), skeleton.joints.cend(), [parentsKept](const Joint &j) {
        return j.name.isEmpty() && (parentsKept || j.parent < 0);
    });
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
            bytes += (t.translations.size() + t.scales.size()) * sizeof(Vec3Key)
                     + t.rotations.size() * sizeof(QuatKey);
    bytes += skeleton.joints.size() * sizeof(Joint);
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
            return QCoreApplication::translate("Mesh", "custom attribute %1 does not match %2 vertices").arg(c.name).arg(n);
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
    if (tracks.isEmpty() && duration <= 0)
        return 0;
    return int(std::lround(duration * fps)) + 1;
}

qsizetype Animation::keyCount() const
{
    qsizetype n = 0;
    for (const JointTrack &t : tracks)
        n += t.keyCount();
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

namespace {

template<typename T, typename Lerp>
T sampleKeys(const QList<Key<T>> &keys, float t, const T &fallback, Lerp lerp)
{
    if (keys.isEmpty())
        return fallback;
    if (t <= keys.first().time)
        return keys.first().value;
    if (t >= keys.last().time)
        return keys.last().value;
    auto it = std::upper_bound(keys.cbegin(), keys.cend(), t,
                               [](float time, const Key<T> &k) { return time < k.time; });
    const Key<T> &b = *it;
    const Key<T> &a = *(it - 1);
    const float span = b.time - a.time;
    const float f = span > 0 ? (t - a.time) / span : 0.0f;
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
