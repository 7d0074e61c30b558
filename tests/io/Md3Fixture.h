// A small MD3 file written byte by byte from the layout (ioquake3's
// qfiles.h), independently of Quarry's writer: two surfaces, three frames,
// two tags.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtEndian>

#include <array>
#include <cstring>

namespace quarry::test {

class Md3Bytes
{
public:
    void i32(qint32 v)
    {
        const quint32 le = qToLittleEndian(quint32(v));
        data.append(reinterpret_cast<const char *>(&le), 4);
    }
    void i16(qint16 v)
    {
        const quint16 le = qToLittleEndian(quint16(v));
        data.append(reinterpret_cast<const char *>(&le), 2);
    }
    void f32(float v)
    {
        quint32 bits;
        std::memcpy(&bits, &v, 4);
        i32(qint32(bits));
    }
    void name(const char *text, int size)
    {
        QByteArray b(text);
        b.resize(size, '\0');
        data.append(b);
    }
    void patch(qsizetype at, qint32 v)
    {
        const quint32 le = qToLittleEndian(quint32(v));
        std::memcpy(data.data() + at, &le, 4);
    }
    QByteArray data;
};

// The position of vertex v of surface s in frame f, in 1/64 units.
inline qint16 fixtureCoordinate(int s, int f, int v, int axis)
{
    return qint16(64 * (s + 1) * (axis + 1) + 16 * f * (v + 1) - 8 * axis);
}
// The packed normal of vertex v in frame f: latitude 8·v + f, longitude 20 + 10·f.
inline quint16 fixtureNormal(int f, int v)
{
    return quint16(((8 * v + f) << 8) | (20 + 10 * f));
}

// Surfaces "body" (4 vertices, 2 triangles, shader models/body.tga) and
// "head" (3 vertices, 1 triangle, two shaders), 3 frames (or `frames`, at
// most 20) named frame0..2 with their own bounds, tags tag_head and
// tag_weapon moving per frame.
inline QByteArray md3Fixture(int frames = 3)
{
    const int tags = 2;
    Md3Bytes b;
    b.data.append("IDP3", 4);
    b.i32(15);
    b.name("models/test/fixture.md3", 64);
    b.i32(0);
    b.i32(frames);
    b.i32(tags);
    b.i32(2);
    b.i32(0);
    const qsizetype offsets = b.data.size();
    for (int k = 0; k < 4; ++k)
        b.i32(0);
    b.patch(offsets, qint32(b.data.size()));
    for (int f = 0; f < frames; ++f) {
        for (float v : {-1.0f - f, -2.0f, -3.0f, 4.0f + f, 5.0f, 6.0f, 0.5f, 0.25f * f, 0.0f})
            b.f32(v);
        b.f32(7.5f + f);
        b.name(QByteArray("frame" + QByteArray::number(f)).constData(), 16);
    }
    b.patch(offsets + 4, qint32(b.data.size()));
    for (int f = 0; f < frames; ++f)
        for (int t = 0; t < tags; ++t) {
            b.name(t == 0 ? "tag_head" : "tag_weapon", 64);
            for (float v : {1.0f + f, 2.0f * t, 3.0f + 0.5f * f})
                b.f32(v);
            // Axes: a turn of 90° about Z in frame 1 for tag_weapon, else identity.
            const bool turned = t == 1 && f == 1;
            const std::array<float, 9> turn{0, 1, 0, -1, 0, 0, 0, 0, 1}, identity{1, 0, 0, 0, 1, 0, 0, 0, 1};
            for (float v : turned ? turn : identity)
                b.f32(v);
        }
    b.patch(offsets + 8, qint32(b.data.size()));
    struct Surface
    {
        const char *name;
        int verts;
        QList<int> triangles;
        QList<const char *> shaders;
    };
    const QList<Surface> surfaces = {{"body", 4, {0, 1, 2, 0, 2, 3}, {"models/body.tga"}},
                                     {"head", 3, {0, 2, 1}, {"models/head.tga", "models/head_red.tga"}}};
    for (int s = 0; s < surfaces.size(); ++s) {
        const Surface &surface = surfaces[s];
        const qsizetype start = b.data.size();
        b.data.append("IDP3", 4);
        b.name(surface.name, 64);
        b.i32(0);
        b.i32(frames);
        b.i32(int(surface.shaders.size()));
        b.i32(surface.verts);
        b.i32(int(surface.triangles.size() / 3));
        const qint32 ofsShaders = 108;
        const qint32 ofsTriangles = ofsShaders + 68 * int(surface.shaders.size());
        const qint32 ofsSt = ofsTriangles + 4 * int(surface.triangles.size());
        const qint32 ofsXyz = ofsSt + 8 * surface.verts;
        const qint32 ofsEnd = ofsXyz + 8 * surface.verts * frames;
        for (qint32 v : {ofsTriangles, ofsShaders, ofsSt, ofsXyz, ofsEnd})
            b.i32(v);
        for (qsizetype k = 0; k < surface.shaders.size(); ++k) {
            b.name(surface.shaders[k], 64);
            b.i32(0);
        }
        for (int i : surface.triangles)
            b.i32(i);
        for (int v = 0; v < surface.verts; ++v) {
            b.f32(0.25f * v);
            b.f32(1.0f - 0.125f * v);
        }
        for (int f = 0; f < frames; ++f)
            for (int v = 0; v < surface.verts; ++v) {
                for (int axis = 0; axis < 3; ++axis)
                    b.i16(fixtureCoordinate(s, f, v, axis));
                b.i16(qint16(fixtureNormal(f, v)));
            }
        Q_ASSERT(b.data.size() - start == ofsEnd);
    }
    b.patch(offsets + 12, qint32(b.data.size()));
    return b.data;
}

} // namespace quarry::test
