#include "model/ops/PoseKeys.h"

#include <array>
#include <cmath>

namespace quarry {

namespace {

template<typename T>
void setKey(QList<Key<T>> &keys, float time, const T &value)
{
    qsizetype at = 0;
    while (at < keys.size() && keys[at].time < time - kPoseKeyTolerance)
        ++at;
    if (at < keys.size() && std::abs(keys[at].time - time) <= kPoseKeyTolerance) {
        keys[at].value = value;
        return;
    }
    Key<T> key;
    key.time = time;
    key.value = value;
    keys.insert(at, key);
}

// Affine matrices in double precision: chains of joints multiply and
// invert without the error of floats adding up past what tests compare.
using Matrix = std::array<std::array<double, 4>, 4>;

Matrix identity()
{
    Matrix m{};
    for (int i = 0; i < 4; ++i)
        m[i][i] = 1;
    return m;
}

Matrix multiply(const Matrix &a, const Matrix &b)
{
    Matrix r{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            for (int k = 0; k < 4; ++k)
                r[i][j] += a[i][k] * b[k][j];
    return r;
}

Matrix toMatrix(const Transform &t)
{
    const double w = t.rotation.scalar(), x = t.rotation.x(), y = t.rotation.y(), z = t.rotation.z();
    const double n = w * w + x * x + y * y + z * z;
    const double s = n > 0 ? 2.0 / n : 0.0;
    const double rot[3][3] = {{1 - s * (y * y + z * z), s * (x * y - w * z), s * (x * z + w * y)},
                              {s * (x * y + w * z), 1 - s * (x * x + z * z), s * (y * z - w * x)},
                              {s * (x * z - w * y), s * (y * z + w * x), 1 - s * (x * x + y * y)}};
    const double scale[3] = {t.scale.x(), t.scale.y(), t.scale.z()};
    const double translation[3] = {t.translation.x(), t.translation.y(), t.translation.z()};
    Matrix m = identity();
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j)
            m[i][j] = rot[i][j] * scale[j];
        m[i][3] = translation[i];
    }
    return m;
}

// The inverse of an affine matrix (bottom row 0 0 0 1).
Matrix inverse(const Matrix &m)
{
    const double det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                       - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                       + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    if (det == 0 || !std::isfinite(det))
        return identity();
    Matrix r = identity();
    r[0][0] = (m[1][1] * m[2][2] - m[1][2] * m[2][1]) / det;
    r[0][1] = (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det;
    r[0][2] = (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det;
    r[1][0] = (m[1][2] * m[2][0] - m[1][0] * m[2][2]) / det;
    r[1][1] = (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det;
    r[1][2] = (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det;
    r[2][0] = (m[1][0] * m[2][1] - m[1][1] * m[2][0]) / det;
    r[2][1] = (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det;
    r[2][2] = (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det;
    for (int i = 0; i < 3; ++i)
        r[i][3] = -(r[i][0] * m[0][3] + r[i][1] * m[1][3] + r[i][2] * m[2][3]);
    return r;
}

// M * m * M for the reflection M across the plane normal to `axis`.
Matrix reflected(Matrix m, int axis)
{
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            if ((i == axis) != (j == axis))
                m[i][j] = -m[i][j];
    return m;
}

// Translation, rotation and scale of an affine matrix without shear (as
// Transform::fromMatrix, in double precision).
Transform toTransform(const Matrix &m)
{
    double c[3][3];
    double scale[3];
    for (int j = 0; j < 3; ++j) {
        scale[j] = std::sqrt(m[0][j] * m[0][j] + m[1][j] * m[1][j] + m[2][j] * m[2][j]);
        for (int i = 0; i < 3; ++i)
            c[i][j] = m[i][j];
    }
    const double det = c[0][0] * (c[1][1] * c[2][2] - c[1][2] * c[2][1])
                       - c[0][1] * (c[1][0] * c[2][2] - c[1][2] * c[2][0])
                       + c[0][2] * (c[1][0] * c[2][1] - c[1][1] * c[2][0]);
    if (det < 0)
        scale[0] = -scale[0];
    for (int j = 0; j < 3; ++j)
        if (scale[j] != 0)
            for (int i = 0; i < 3; ++i)
                c[i][j] /= scale[j];
    // Shepperd's method: the largest of the four candidates divides.
    double w, x, y, z;
    const double trace = c[0][0] + c[1][1] + c[2][2];
    if (trace > 0) {
        const double s = std::sqrt(trace + 1.0) * 2;
        w = 0.25 * s;
        x = (c[2][1] - c[1][2]) / s;
        y = (c[0][2] - c[2][0]) / s;
        z = (c[1][0] - c[0][1]) / s;
    } else if (c[0][0] > c[1][1] && c[0][0] > c[2][2]) {
        const double s = std::sqrt(1.0 + c[0][0] - c[1][1] - c[2][2]) * 2;
        w = (c[2][1] - c[1][2]) / s;
        x = 0.25 * s;
        y = (c[0][1] + c[1][0]) / s;
        z = (c[0][2] + c[2][0]) / s;
    } else if (c[1][1] > c[2][2]) {
        const double s = std::sqrt(1.0 + c[1][1] - c[0][0] - c[2][2]) * 2;
        w = (c[0][2] - c[2][0]) / s;
        x = (c[0][1] + c[1][0]) / s;
        y = 0.25 * s;
        z = (c[1][2] + c[2][1]) / s;
    } else {
        const double s = std::sqrt(1.0 + c[2][2] - c[0][0] - c[1][1]) * 2;
        w = (c[1][0] - c[0][1]) / s;
        x = (c[0][2] + c[2][0]) / s;
        y = (c[1][2] + c[2][1]) / s;
        z = 0.25 * s;
    }
    const double n = std::sqrt(w * w + x * x + y * y + z * z);
    Transform t;
    t.translation = QVector3D(float(m[0][3]), float(m[1][3]), float(m[2][3]));
    t.rotation = n > 0 ? QQuaternion(float(w / n), float(x / n), float(y / n), float(z / n)) : QQuaternion();
    t.scale = QVector3D(float(scale[0]), float(scale[1]), float(scale[2]));
    return t;
}

QList<Matrix> worldOf(const Skeleton &skeleton, const QList<Transform> &local)
{
    const qsizetype n = skeleton.joints.size();
    QList<Matrix> world(n);
    for (qsizetype i = 0; i < n; ++i) {
        const Matrix m = i < local.size() ? toMatrix(local[i]) : identity();
        const int parent = skeleton.joints[i].parent;
        world[i] = (parent >= 0 && parent < i) ? multiply(world[parent], m) : m;
    }
    return world;
}

} // namespace

void applyPoseKeys(Animation &animation, int jointCount, const QList<PoseKey> &keys)
{
    for (const PoseKey &key : keys) {
        if (key.joint < 0 || key.joint >= jointCount)
            continue;
        JointTrack *track = animation.track(key.joint);
        if (!track) {
            JointTrack fresh;
            fresh.joint = key.joint;
            animation.tracks.append(fresh);
            track = &animation.tracks.last();
        }
        if (key.translation)
            setKey(track->translations, key.time, *key.translation);
        if (key.rotation)
            setKey(track->rotations, key.time, key.rotation->normalized());
        if (key.scale)
            setKey(track->scales, key.time, *key.scale);
    }
}

QList<PoseKey> fullPoseKeys(const QList<Transform> &pose, const QList<int> &joints, float time)
{
    QList<PoseKey> keys;
    for (int j : joints) {
        if (j < 0 || j >= pose.size())
            continue;
        keys.append(PoseKey{time, j, pose[j].translation, pose[j].rotation, pose[j].scale});
    }
    return keys;
}

Transform mirroredTransform(const Transform &transform, int axis)
{
    return toTransform(reflected(toMatrix(transform), axis));
}

QList<Transform> mirroredPose(const Skeleton &skeleton, const QList<Transform> &source, const QList<Transform> &current,
                              const QList<int> &targets, const QList<int> &partners, int axis)
{
    const qsizetype n = skeleton.joints.size();
    QList<Transform> bindLocal(n);
    for (qsizetype i = 0; i < n; ++i)
        bindLocal[i] = skeleton.joints[i].bind;
    const QList<Matrix> bind = worldOf(skeleton, bindLocal);
    const QList<Matrix> sourceWorld = worldOf(skeleton, source);
    QList<bool> isTarget(n, false);
    for (int t : targets)
        if (t >= 0 && t < n)
            isTarget[t] = true;

    QList<Transform> result = current;
    result.resize(n);
    QList<Matrix> world(n);
    for (qsizetype i = 0; i < n; ++i) {
        const int parent = skeleton.joints[i].parent;
        const bool hasParent = parent >= 0 && parent < i;
        if (!isTarget[i]) {
            const Matrix local = toMatrix(result[i]);
            world[i] = hasParent ? multiply(world[parent], local) : local;
            continue;
        }
        const int from = i < partners.size() && partners[i] >= 0 && partners[i] < n ? partners[i] : int(i);
        // The partner's skinning transform, reflected, is this joint's.
        const Matrix skinning = multiply(sourceWorld[from], inverse(bind[from]));
        world[i] = multiply(reflected(skinning, axis), bind[i]);
        result[i] = toTransform(hasParent ? multiply(inverse(world[parent]), world[i]) : world[i]);
    }
    return result;
}

} // namespace quarry
