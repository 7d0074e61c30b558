#include "model/ops/SampleModel.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

// A closed cylinder around the Z axis from z0 to z1, skinned to the chain
// of joints by height: weight blends between the two nearest joints.
void addTube(Mesh &mesh, float radius, float z0, float z1, int sides, int rings, const QList<float> &jointHeights)
{
    const quint32 base = quint32(mesh.positions.size());
    const int k = mesh.influencesPerVertex;
    for (int r = 0; r <= rings; ++r) {
        const float z = z0 + (z1 - z0) * float(r) / float(rings);
        for (int s = 0; s <= sides; ++s) {
            const float a = 2.0f * float(M_PI) * float(s) / float(sides);
            const QVector3D n(std::cos(a), std::sin(a), 0.0f);
            mesh.positions.append(QVector3D(n.x() * radius, n.y() * radius, z));
            mesh.normals.append(n);
            mesh.texcoords[0].append(QVector2D(float(s) / float(sides), 1.0f - float(r) / float(rings)));
            // Find the segment of the joint chain this height is in.
            int j = 0;
            while (j + 1 < jointHeights.size() && z > jointHeights[j + 1])
                ++j;
            float t = 0.0f;
            if (j + 1 < jointHeights.size())
                t = qBound(0.0f, (z - jointHeights[j]) / (jointHeights[j + 1] - jointHeights[j]), 1.0f);
            const int next = j + 1 < jointHeights.size() ? j + 1 : j;
            QList<quint32> idx(k, 0);
            QList<float> w(k, 0.0f);
            idx[0] = quint32(j);
            w[0] = 1.0f - t;
            if (k > 1 && next != j) {
                idx[1] = quint32(next);
                w[1] = t;
            } else {
                w[0] = 1.0f;
            }
            mesh.blendIndexes.append(idx);
            mesh.blendWeights.append(w);
        }
    }
    const quint32 stride = quint32(sides + 1);
    for (int r = 0; r < rings; ++r)
        for (int s = 0; s < sides; ++s) {
            const quint32 a = base + quint32(r) * stride + quint32(s);
            const quint32 b = a + 1;
            const quint32 c = a + stride;
            const quint32 d = c + 1;
            // Quarry's winding rule (IQE/IQM): (c - a) x (b - a) faces out.
            mesh.triangles.append({a, d, b});
            mesh.triangles.append({a, c, d});
        }
}

Mesh makeMesh(const QString &name, int material)
{
    Mesh m;
    m.name = name;
    m.material = material;
    m.texcoords.append(QList<QVector2D>());
    m.influencesPerVertex = 2;
    return m;
}

} // namespace

Model makeSampleModel()
{
    Model model;
    Material body;
    body.name = QStringLiteral("body");
    body.maps.append({QStringLiteral("diffuse"), QStringLiteral("body.png")});
    body.diffuse = QVector4D(0.8f, 0.55f, 0.3f, 1.0f);
    Material head;
    head.name = QStringLiteral("head");
    head.maps.append({QStringLiteral("diffuse"), QStringLiteral("head.png")});
    head.diffuse = QVector4D(0.3f, 0.6f, 0.9f, 1.0f);
    model.materials = {body, head};

    // Joints along +Z: root at 0, spine at 1, neck at 2.
    const QList<float> heights = {0.0f, 1.0f, 2.0f};
    const QStringList names = {QStringLiteral("root"), QStringLiteral("spine"), QStringLiteral("neck")};
    for (int i = 0; i < 3; ++i) {
        Joint j;
        j.name = names[i];
        j.parent = i - 1;
        j.bind.translation = QVector3D(0, 0, i == 0 ? 0.0f : 1.0f);
        model.skeleton.joints.append(j);
    }

    Mesh column = makeMesh(QStringLiteral("column"), 0);
    addTube(column, 0.3f, 0.0f, 2.0f, 12, 8, heights);
    Mesh top = makeMesh(QStringLiteral("head"), 1);
    addTube(top, 0.45f, 2.0f, 2.6f, 12, 2, heights);
    model.meshes = {column, top};

    Animation sway;
    sway.name = QStringLiteral("sway");
    sway.fps = 24.0;
    sway.loop = true;
    const int frames = 25;
    sway.duration = double(frames - 1) / sway.fps;
    for (int j = 0; j < 3; ++j) {
        JointTrack track;
        track.joint = j;
        for (int f = 0; f < frames; ++f) {
            const float t = float(f) / float(sway.fps);
            const float phase = 2.0f * float(M_PI) * float(f) / float(frames - 1);
            const float angle = (j == 0 ? 0.0f : 20.0f) * std::sin(phase + float(j));
            track.translations.append({t, model.skeleton.joints[j].bind.translation});
            track.rotations.append(
                {t, QQuaternion::fromAxisAndAngle(j == 2 ? QVector3D(0, 1, 0) : QVector3D(1, 0, 0), angle)});
            track.scales.append({t, QVector3D(1, 1, 1)});
        }
        sway.tracks.append(track);
    }
    model.animations.append(sway);
    return model;
}

Model makeTiledSampleModel(qsizetype triangles)
{
    const Model sample = makeSampleModel();
    Model model = sample;
    model.meshes.clear();
    Mesh big = sample.meshes[0];
    big.positions.clear();
    big.normals.clear();
    big.texcoords = {QList<QVector2D>()};
    big.blendIndexes.clear();
    big.blendWeights.clear();
    big.triangles.clear();
    const qsizetype perCopy = sample.triangleCount();
    const int copies = int(std::max<qsizetype>((triangles + perCopy - 1) / perCopy, 1));
    const int side = int(std::ceil(std::sqrt(double(copies))));
    for (int c = 0; c < copies; ++c) {
        const QVector3D offset(float(c % side) * 1.2f, float(c / side) * 1.2f, 0.0f);
        for (const Mesh &m : sample.meshes) {
            const quint32 base = quint32(big.positions.size());
            for (const QVector3D &p : m.positions)
                big.positions.append(p + offset);
            big.normals.append(m.normals);
            big.texcoords[0].append(m.texcoords[0]);
            big.blendIndexes.append(m.blendIndexes);
            big.blendWeights.append(m.blendWeights);
            for (const Triangle &t : m.triangles)
                big.triangles.append({t[0] + base, t[1] + base, t[2] + base});
        }
    }
    model.meshes.append(big);
    return model;
}

} // namespace quarry
