#include "GltfCompare.h"

#include <QVariant>

#include <algorithm>
#include <cmath>

namespace quarry::test {

namespace {

template<typename V>
float distance(const V &a, const V &b)
{
    return (a - b).length();
}

float distance(float a, float b)
{
    return std::abs(a - b);
}

float distance(const QQuaternion &a, const QQuaternion &b)
{
    // q and -q are one rotation.
    return 1.0f - std::abs(QQuaternion::dotProduct(a.normalized(), b.normalized()));
}

template<typename V>
QString listDifference(const QString &what, const QList<V> &a, const QList<V> &b, float tolerance)
{
    if (a.size() != b.size())
        return QStringLiteral("%1: %2 values against %3").arg(what).arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!(distance(a[i], b[i]) <= tolerance))
            return QStringLiteral("%1: value %2 differs by %3").arg(what).arg(i).arg(distance(a[i], b[i]));
    return {};
}

template<typename K>
QString keyDifference(const QString &what, const QList<K> &a, const QList<K> &b, float tolerance)
{
    if (a.size() != b.size())
        return QStringLiteral("%1: %2 keys against %3").arg(what).arg(a.size()).arg(b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (std::abs(a[i].time - b[i].time) > 1e-5f)
            return QStringLiteral("%1: key %2 at %3 s against %4 s").arg(what).arg(i).arg(a[i].time).arg(b[i].time);
        if (!(distance(a[i].value, b[i].value) <= tolerance))
            return QStringLiteral("%1: key %2's value differs").arg(what).arg(i);
    }
    return {};
}

QString meshDifference(const Mesh &a, const Mesh &b, float tolerance)
{
    const QString m = QStringLiteral("mesh \"%1\"").arg(a.name);
    if (a.name != b.name)
        return QStringLiteral("mesh named \"%1\" against \"%2\"").arg(a.name, b.name);
    if (a.material != b.material)
        return QStringLiteral("%1: material %2 against %3").arg(m).arg(a.material).arg(b.material);
    if (a.triangles != b.triangles)
        return QStringLiteral("%1: triangles differ (%2 against %3)")
            .arg(m)
            .arg(a.triangles.size())
            .arg(b.triangles.size());
    float scale = 1;
    for (const QVector3D &p : a.positions)
        scale = std::max(scale, p.length());
    QString d = listDifference(m + QStringLiteral(" positions"), a.positions, b.positions, tolerance * scale);
    if (d.isEmpty())
        d = listDifference(m + QStringLiteral(" normals"), a.normals, b.normals, tolerance);
    if (d.isEmpty())
        d = listDifference(m + QStringLiteral(" tangents"), a.tangents, b.tangents, tolerance);
    if (d.isEmpty())
        d = listDifference(m + QStringLiteral(" colours"), a.colors, b.colors, tolerance);
    if (d.isEmpty() && a.texcoords.size() != b.texcoords.size())
        d = QStringLiteral("%1: %2 texture coordinate sets against %3")
                .arg(m)
                .arg(a.texcoords.size())
                .arg(b.texcoords.size());
    for (qsizetype s = 0; d.isEmpty() && s < a.texcoords.size(); ++s)
        d = listDifference(m + QStringLiteral(" texture coordinates"), a.texcoords[s], b.texcoords[s], tolerance);
    if (d.isEmpty() && (a.influencesPerVertex != b.influencesPerVertex || a.blendIndexes != b.blendIndexes))
        d = QStringLiteral("%1: influences differ (%2 a vertex against %3)")
                .arg(m)
                .arg(a.influencesPerVertex)
                .arg(b.influencesPerVertex);
    if (d.isEmpty())
        d = listDifference(m + QStringLiteral(" weights"), a.blendWeights, b.blendWeights, tolerance);
    if (d.isEmpty() && a.morphs.size() != b.morphs.size())
        d = QStringLiteral("%1: %2 morph targets against %3").arg(m).arg(a.morphs.size()).arg(b.morphs.size());
    for (qsizetype t = 0; d.isEmpty() && t < a.morphs.size(); ++t) {
        const MorphTarget &x = a.morphs[t], &y = b.morphs[t];
        if (x.name != y.name || x.vertices != y.vertices)
            d = QStringLiteral("%1: morph target %2 (%3) differs").arg(m).arg(t).arg(x.name);
        else
            d = listDifference(m + QStringLiteral(" morph ") + x.name, x.positions, y.positions, tolerance * scale);
    }
    return d;
}

QString materialDifference(const Material &a, const Material &b)
{
    if (a.name != b.name || a.maps != b.maps || a.diffuse.has_value() != b.diffuse.has_value()
        || a.shininess.has_value() != b.shininess.has_value() || a.extras.keys() != b.extras.keys())
        return QStringLiteral("material \"%1\" against \"%2\": name, maps or kinds of colour differ")
            .arg(a.name, b.name);
    if (a.diffuse && distance(*a.diffuse, *b.diffuse) > 1e-5f)
        return QStringLiteral("material \"%1\": diffuse colour differs").arg(a.name);
    if (a.shininess && std::abs(*a.shininess - *b.shininess) > 1e-3f)
        return QStringLiteral("material \"%1\": shininess differs").arg(a.name);
    return {};
}

QString animationDifference(const Animation &a, const Animation &b, float tolerance)
{
    const QString n = QStringLiteral("animation \"%1\"").arg(a.name);
    if (a.name != b.name || a.fps != b.fps || std::abs(a.duration - b.duration) > 1e-5)
        return QStringLiteral("%1: name, frame rate (%2, %3) or duration (%4, %5) differ")
            .arg(n)
            .arg(a.fps)
            .arg(b.fps)
            .arg(a.duration)
            .arg(b.duration);
    if (a.tracks.size() != b.tracks.size() || a.morphTracks.size() != b.morphTracks.size())
        return QStringLiteral("%1: %2 tracks and %3 morph tracks against %4 and %5")
            .arg(n)
            .arg(a.tracks.size())
            .arg(a.morphTracks.size())
            .arg(b.tracks.size())
            .arg(b.morphTracks.size());
    for (qsizetype t = 0; t < a.tracks.size(); ++t) {
        const JointTrack &x = a.tracks[t], &y = b.tracks[t];
        if (x.joint != y.joint)
            return QStringLiteral("%1: track %2 moves joint %3 against %4").arg(n).arg(t).arg(x.joint).arg(y.joint);
        const QString j = QStringLiteral("%1 joint %2").arg(n).arg(x.joint);
        QString d = keyDifference(j + QStringLiteral(" translations"), x.translations, y.translations, tolerance);
        if (d.isEmpty())
            d = keyDifference(j + QStringLiteral(" rotations"), x.rotations, y.rotations, tolerance);
        if (d.isEmpty())
            d = keyDifference(j + QStringLiteral(" scales"), x.scales, y.scales, tolerance);
        if (!d.isEmpty())
            return d;
    }
    for (qsizetype t = 0; t < a.morphTracks.size(); ++t) {
        const MorphTrack &x = a.morphTracks[t], &y = b.morphTracks[t];
        if (x.mesh != y.mesh || x.target != y.target)
            return QStringLiteral("%1: morph track %2 differs in its target").arg(n).arg(t);
        if (const QString d = keyDifference(n + QStringLiteral(" morph weights"), x.weights, y.weights, tolerance);
            !d.isEmpty())
            return d;
    }
    return {};
}

} // namespace

QString modelDifference(const Model &native, const Model &assimp, float tolerance)
{
    if (native.meshes.size() != assimp.meshes.size())
        return QStringLiteral("%1 meshes against %2").arg(native.meshes.size()).arg(assimp.meshes.size());
    for (qsizetype m = 0; m < native.meshes.size(); ++m)
        if (const QString d = meshDifference(native.meshes[m], assimp.meshes[m], tolerance); !d.isEmpty())
            return d;
    if (native.materials.size() != assimp.materials.size())
        return QStringLiteral("%1 materials against %2").arg(native.materials.size()).arg(assimp.materials.size());
    for (qsizetype m = 0; m < native.materials.size(); ++m)
        if (const QString d = materialDifference(native.materials[m], assimp.materials[m]); !d.isEmpty())
            return d;
    const QList<Joint> &a = native.skeleton.joints, &b = assimp.skeleton.joints;
    if (a.size() != b.size())
        return QStringLiteral("%1 joints against %2").arg(a.size()).arg(b.size());
    for (qsizetype j = 0; j < a.size(); ++j) {
        if (a[j].name != b[j].name || a[j].parent != b[j].parent)
            return QStringLiteral("joint %1: \"%2\" (parent %3) against \"%4\" (parent %5)")
                .arg(j)
                .arg(a[j].name)
                .arg(a[j].parent)
                .arg(b[j].name)
                .arg(b[j].parent);
        const float scale = std::max(1.0f, b[j].bind.translation.length());
        if (distance(a[j].bind.translation, b[j].bind.translation) > tolerance * scale
            || distance(a[j].bind.rotation, b[j].bind.rotation) > tolerance
            || distance(a[j].bind.scale, b[j].bind.scale) > tolerance)
            return QStringLiteral("joint %1 (%2): bind pose differs").arg(j).arg(a[j].name);
    }
    if (native.animations.size() != assimp.animations.size())
        return QStringLiteral("%1 animations against %2").arg(native.animations.size()).arg(assimp.animations.size());
    for (qsizetype i = 0; i < native.animations.size(); ++i)
        if (const QString d = animationDifference(native.animations[i], assimp.animations[i], tolerance * 10);
            !d.isEmpty())
            return d;
    if (native.extras != assimp.extras)
        return QStringLiteral("model extras differ: %1 against %2")
            .arg(native.extras.keys().join(QLatin1Char(',')), assimp.extras.keys().join(QLatin1Char(',')));
    return {};
}

} // namespace quarry::test
