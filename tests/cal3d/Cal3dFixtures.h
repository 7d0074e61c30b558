// Small Cal3D binary files built byte by byte from the layout, for every
// file version whose fields differ: what the binary readers are tested on
// (independently of Quarry's writers) and what libcal3d reads too.
#pragma once

#include <QByteArray>
#include <QtEndian>

#include <cstring>

namespace cal3dfixtures {

struct Bytes
{
    QByteArray data;

    Bytes &i32(qint32 v)
    {
        char b[4];
        qToLittleEndian<qint32>(v, b);
        data.append(b, 4);
        return *this;
    }
    Bytes &f32(float v)
    {
        quint32 bits;
        std::memcpy(&bits, &v, 4);
        return i32(qint32(bits));
    }
    Bytes &str(const char *s)
    {
        i32(qint32(std::strlen(s) + 1));
        data.append(s, qsizetype(std::strlen(s) + 1));
        return *this;
    }
    Bytes &raw(const QByteArray &b)
    {
        data.append(b);
        return *this;
    }
    Bytes &header(const char *magic, int version)
    {
        data.append(magic, 4);
        return i32(version);
    }
};

// Three bones: "root" with children "arm" and "leg".
inline QByteArray skeleton(int version)
{
    Bytes b;
    b.header("CSF\0", version).i32(3);
    const char *names[3] = {"root", "arm", "leg"};
    for (int i = 0; i < 3; ++i) {
        b.str(names[i]);
        b.f32(float(i)).f32(1.5f).f32(-2.0f); // translation
        b.f32(0.0f).f32(0.0f).f32(i == 1 ? 0.6f : 0.0f).f32(i == 1 ? 0.8f : 1.0f); // rotation x y z w
        b.f32(-float(i)).f32(-1.5f).f32(2.0f); // bone-space translation
        b.f32(0.0f).f32(0.0f).f32(i == 1 ? -0.6f : 0.0f).f32(i == 1 ? 0.8f : 1.0f);
        b.i32(i == 0 ? -1 : 0);
        if (i == 0)
            b.i32(2).i32(1).i32(2);
        else
            b.i32(0);
    }
    return b.data;
}

// One submesh (material 3): 4 vertices with two texture coordinate sets,
// influences on bones 0..2, level-of-detail data, one spring (so spring
// weights per vertex), two faces; from version 1300 a morph target moving
// vertices 1 and 3.
inline QByteArray mesh(int version)
{
    Bytes b;
    b.header("CMF\0", version).i32(1);
    b.i32(3).i32(4).i32(2).i32(2).i32(1).i32(2); // material, vertices, faces, lod steps, springs, sets
    if (version >= 1300)
        b.i32(1);
    for (int v = 0; v < 4; ++v) {
        b.f32(float(v)).f32(float(v % 2)).f32(0.25f * float(v));
        b.f32(0.0f).f32(0.0f).f32(1.0f);
        b.i32(v == 3 ? 2 : -1).i32(v == 3 ? 1 : 0); // collapse id, face collapse count
        b.f32(0.1f * float(v)).f32(0.9f).f32(0.5f).f32(0.2f * float(v));
        if (v == 0) {
            b.i32(1).i32(0).f32(1.0f);
        } else {
            b.i32(2).i32(v % 3).f32(0.75f).i32((v + 1) % 3).f32(0.25f);
        }
        b.f32(v == 2 ? 0.5f : 0.0f); // spring weight
    }
    b.i32(0).i32(2).f32(0.3f).f32(1.25f); // spring
    if (version >= 1300) {
        b.str("smile");
        b.i32(2);
        for (int v : {1, 3}) {
            b.i32(v).f32(float(v)).f32(2.0f).f32(0.5f);
            b.f32(0.0f).f32(1.0f).f32(0.0f);
            b.f32(0.3f).f32(0.4f).f32(0.6f).f32(0.7f);
        }
    }
    b.i32(0).i32(1).i32(2).i32(2).i32(1).i32(3);
    return b.data;
}

// Two tracks of three keys (bones 1 and 2), uncompressed; bone 2's keys
// carry Cal3D's "keep the bone's translation" mark.
inline QByteArray animation(int version)
{
    Bytes b;
    b.header("CAF\0", version);
    if (version >= 1300)
        b.i32(0); // not compressed
    b.f32(2.0f).i32(2);
    if (version >= 1301)
        b.i32(0);
    for (int bone : {1, 2}) {
        b.i32(bone).i32(3);
        for (int k = 0; k < 3; ++k) {
            b.f32(float(k));
            if (bone == 1)
                b.f32(float(k)).f32(0.5f).f32(-1.0f);
            else
                b.f32(1e10f).f32(1e10f).f32(1e10f);
            b.f32(0.0f).f32(k == 1 ? 0.6f : 0.0f).f32(0.0f).f32(k == 1 ? 0.8f : 1.0f);
        }
    }
    return b.data;
}

// Version 1300 with compressed keys: bone 1 with a low-range translation
// at its first key only, bone 2 with no translation; two keys each.
inline QByteArray compressedAnimation()
{
    Bytes b;
    b.header("CAF\0", 1300).i32(1).f32(0.5f).i32(2);
    // Bone 1: translation required, not dynamic, low range; 2 keys.
    b.raw(QByteArray::fromHex("01800200"));
    b.raw(QByteArray::fromHex("04202880")); // (1, -2, 0.5) as 4/511, -8/511, 2/511 of 128
    b.raw(QByteArray::fromHex("632600000000")); // (0.6, 0, 0, 0.8) at step 0
    b.raw(QByteArray::fromHex("07801e05c003")); // (0, -0.28, 0, -0.96) at step 15
    // Bone 2: no translation; 1 key.
    b.raw(QByteArray::fromHex("02000100"));
    b.raw(QByteArray::fromHex("632600000000"));
    return b.data;
}

// Ambient, diffuse, specular, shininess and two maps (with types from 1300).
inline QByteArray material(int version)
{
    Bytes b;
    b.header("CRF\0", version);
    b.raw(QByteArray::fromHex("102030ff")).raw(QByteArray::fromHex("ffffff80")).raw(QByteArray::fromHex("000000ff"));
    b.f32(12.5f).i32(2);
    b.str("skin.png");
    if (version >= 1300)
        b.str("diffuse");
    b.str("skin_bump.png");
    if (version >= 1300)
        b.str("bump");
    return b.data;
}

} // namespace cal3dfixtures
