// Models built in code that break one engine limit each, and a reader of
// an IQM file's raw header and records, to check written files against an
// engine's table field by field.
#pragma once

#include "TestMeshes.h"
#include "io/iqm/IqmFormat.h"
#include "model/Model.h"

#include <QByteArray>
#include <QFile>
#include <QImage>

namespace quarry::test {

// A sphere of rings x segments, with texture coordinates, weighted to a
// chain of `joints` joints along Z (each vertex to the joint nearest its
// height, and a little to its parent, so every joint is used).
inline Model riggedSphere(int rings, int segments, int joints)
{
    Model model = sphereModel(rings, segments);
    Mesh &mesh = model.meshes[0];
    mesh.texcoords = {QList<QVector2D>()};
    for (const QVector3D &p : std::as_const(mesh.positions))
        mesh.texcoords[0].append(QVector2D(p.x() * 0.5f + 0.5f, p.z() * 0.5f + 0.5f));
    Material material;
    material.name = QStringLiteral("skin");
    model.materials.append(material);
    mesh.material = 0;
    for (int j = 0; j < joints; ++j) {
        Joint joint;
        joint.name = QStringLiteral("joint%1").arg(j);
        joint.parent = j - 1;
        joint.bind.translation = QVector3D(0, 0, j == 0 ? -1.0f : 2.0f / float(std::max(1, joints - 1)));
        model.skeleton.joints.append(joint);
    }
    if (joints > 0) {
        mesh.influencesPerVertex = 2;
        // Vertices go to joints in turn, so every joint is used whatever the count.
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            const int j = int(v % joints);
            mesh.blendIndexes << quint32(j) << quint32(std::max(0, j - 1));
            mesh.blendWeights << (j > 0 ? 0.75f : 1.0f) << (j > 0 ? 0.25f : 0.0f);
        }
    }
    return model;
}

inline Animation swayAnimation(int joints, double seconds = 1.0)
{
    Animation a;
    a.name = QStringLiteral("run");
    a.fps = 10;
    a.loop = true;
    a.duration = seconds;
    for (int j = 0; j < joints; ++j) {
        JointTrack t;
        t.joint = j;
        t.rotations = {QuatKey{0.0f, QQuaternion()}, QuatKey{float(seconds), QQuaternion::fromEulerAngles(0, 0, 20)}};
        a.tracks.append(t);
    }
    return a;
}

// An IQM file's header fields and mesh records as stored.
struct IqmFile
{
    QByteArray bytes;

    bool load(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        bytes = f.readAll();
        return bytes.size() >= qsizetype(iqm::kHeaderSize);
    }
    quint32 field(int f) const { return iqm::u32(bytes.constData() + iqm::headerFieldOffset(f)); }
    quint32 at(quint32 offset) const { return iqm::u32(bytes.constData() + offset); }
    quint32 meshVertices(quint32 mesh) const { return at(field(iqm::OfsMeshes) + mesh * iqm::kMeshSize + 12); }
    quint32 meshTriangles(quint32 mesh) const { return at(field(iqm::OfsMeshes) + mesh * iqm::kMeshSize + 20); }
    // Vertex array records: type, flags, format, size, offset.
    quint32 arrayField(quint32 array, int word) const
    {
        return at(field(iqm::OfsVertexArrays) + array * iqm::kVertexArraySize + 4 * quint32(word));
    }
};

// A box of 12 corners' worth: 6 faces of 2 triangles, each face its own 4
// vertices, weighted to `joint`; the face toward -Y (the figure's front)
// takes the red part of the texture, the face toward +Y the blue, the
// others the green.
inline void addBox(Mesh &mesh, QVector3D lo, QVector3D hi, quint32 joint)
{
    struct Face
    {
        QVector3D normal;
        float u;
    };
    const float red = 0.125f, blue = 0.5f, green = 0.875f; // the middles of the texture's bands
    const Face faces[6] = {{{0, -1, 0}, red},   {{0, 1, 0}, blue},  {{1, 0, 0}, green},
                           {{-1, 0, 0}, green}, {{0, 0, 1}, green}, {{0, 0, -1}, green}};
    const QVector3D centre = (lo + hi) * 0.5f, half = (hi - lo) * 0.5f;
    for (const Face &f : faces) {
        // Two axes across the face, so that (a x b) points out of it.
        QVector3D a = std::abs(f.normal.z()) > 0.5f ? QVector3D(1, 0, 0) : QVector3D(0, 0, 1);
        QVector3D b = QVector3D::crossProduct(f.normal, a);
        const quint32 base = quint32(mesh.positions.size());
        const float signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        for (const auto &s : signs) {
            const QVector3D offset = f.normal + a * s[0] + b * s[1];
            mesh.positions << centre + offset * half;
            mesh.normals << f.normal;
            mesh.texcoords[0] << QVector2D(f.u, 0.5f);
            mesh.blendIndexes << joint;
            mesh.blendWeights << 1.0f;
        }
        // Clockwise seen from outside: Quarry's front faces, as IQM's and MD3's.
        mesh.triangles << Triangle{base, base + 2, base + 1} << Triangle{base, base + 3, base + 2};
    }
}

// A figure 56 units tall on a 3ds Max Biped's joints, standing on Z = 0
// and facing -Y, as Max models them: legs, pelvis, torso, arms and head of
// boxes, its front red, its back blue, its sides green. `scale` shrinks
// it; `weaponBelow` moves the right hand's joint (tag_weapon) far under the
// floor, where the game's weapon will not show.
inline Model biped(float scale = 1.0f, bool weaponBelow = false)
{
    Model model;
    auto joint = [&](const char *name, const char *parent, QVector3D at) {
        Joint j;
        j.name = QLatin1String(name);
        j.parent = parent ? model.skeleton.indexOf(QLatin1String(parent)) : -1;
        QVector3D parentAt;
        for (int p = j.parent; p >= 0; p = model.skeleton.joints[p].parent)
            parentAt += model.skeleton.joints[p].bind.translation;
        j.bind.translation = at * scale - parentAt;
        model.skeleton.joints << j;
        return quint32(model.skeleton.size() - 1);
    };
    joint("Bip01", nullptr, {0, 0, 28});
    const quint32 pelvis = joint("Bip01 Pelvis", "Bip01", {0, 0, 28});
    joint("Bip01 Spine", "Bip01 Pelvis", {0, 0, 30});
    quint32 legs[2][4];
    for (int side = 0; side < 2; ++side) {
        const float x = side == 0 ? 4.0f : -4.0f; // the left leg at +X: facing -Y, the figure's left is +X
        const char *l = side == 0 ? "L" : "R";
        const QByteArray thigh = QByteArray("Bip01 ") + l + " Thigh", calf = QByteArray("Bip01 ") + l + " Calf",
                         foot = QByteArray("Bip01 ") + l + " Foot", toe = QByteArray("Bip01 ") + l + " Toe0";
        legs[side][0] = joint(thigh.constData(), "Bip01 Spine", {x, 0, 26});
        legs[side][1] = joint(calf.constData(), thigh.constData(), {x, 0, 14});
        legs[side][2] = joint(foot.constData(), calf.constData(), {x, 0, 4});
        legs[side][3] = joint(toe.constData(), foot.constData(), {x, -5, 1});
    }
    const quint32 spine1 = joint("Bip01 Spine1", "Bip01 Spine", {0, 0, 32});
    joint("Bip01 Neck", "Bip01 Spine1", {0, 0, 46});
    const quint32 head = joint("Bip01 Head", "Bip01 Neck", {0, 0, 47});
    quint32 arms[2][2];
    for (int side = 0; side < 2; ++side) {
        const float x = side == 0 ? 9.0f : -9.0f;
        const char *l = side == 0 ? "L" : "R";
        const QByteArray upper = QByteArray("Bip01 ") + l + " UpperArm", hand = QByteArray("Bip01 ") + l + " Hand";
        arms[side][0] = joint(upper.constData(), "Bip01 Spine1", {x, 0, 44});
        arms[side][1] = joint(hand.constData(), upper.constData(), {x, 0, 28});
    }
    if (weaponBelow)
        model.skeleton.joints[int(arms[1][1])].bind.translation = QVector3D(0, 0, -600);

    Mesh mesh;
    mesh.name = QStringLiteral("body");
    mesh.material = 0;
    mesh.influencesPerVertex = 1;
    mesh.texcoords.resize(1);
    auto box = [&](QVector3D lo, QVector3D hi, quint32 j) { addBox(mesh, lo * scale, hi * scale, j); };
    for (int side = 0; side < 2; ++side) {
        const float x = side == 0 ? 4.0f : -4.0f;
        box({x - 2.5f, -2.5f, 14}, {x + 2.5f, 2.5f, 26}, legs[side][0]);
        box({x - 2.0f, -2.0f, 4}, {x + 2.0f, 2.0f, 14}, legs[side][1]);
        box({x - 2.5f, -7.0f, 0}, {x + 2.5f, 3.0f, 4}, legs[side][2]);
        const float ax = side == 0 ? 9.0f : -9.0f;
        box({ax - 2.0f, -2.0f, 30}, {ax + 2.0f, 2.0f, 45}, arms[side][0]);
        box({ax - 1.5f, -1.5f, 26}, {ax + 1.5f, 1.5f, 30}, arms[side][1]);
    }
    box({-7, -3.5f, 24}, {7, 3.5f, 32}, pelvis);
    box({-7, -4, 32}, {7, 4, 46}, spine1);
    box({-4, -4, 46}, {4, 4, 56}, head);
    model.meshes << mesh;
    Material material;
    material.name = QStringLiteral("figure");
    material.maps << TextureMap{QStringLiteral("diffuse"), QStringLiteral("figure.png")};
    model.materials << material;
    return model;
}

// The figure's texture: bands of red (the first quarter), blue (the middle
// half) and green (the last quarter), 64 pixels wide (a power of two: the
// game scales other sizes down, blending the bands).
inline bool writeFigureTexture(const QString &path)
{
    QImage image(64, 4, QImage::Format_RGB32);
    for (int x = 0; x < 64; ++x)
        for (int y = 0; y < 4; ++y)
            image.setPixel(x, y, x < 16 ? qRgb(220, 30, 30) : x < 48 ? qRgb(30, 30, 220) : qRgb(30, 170, 30));
    return image.save(path, "PNG");
}

} // namespace quarry::test
