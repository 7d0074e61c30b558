// A small MDL written field by field: 4 vertices (vertex 1 on the seam), 2
// triangles (the second facing back), a single skin and a group of two
// skins of 8 × 4 texels, two single frames "stand1" and "stand2" and a
// group of three frames "run1" ... "run3" at intervals 0.1, 0.25, 0.4.
#pragma once

#include <QDir>

#include <QByteArray>
#include <QtEndian>

#include <cstring>

namespace quarry::test {

inline void mdlI32(QByteArray &out, qint32 v)
{
    const quint32 le = qToLittleEndian(quint32(v));
    out.append(reinterpret_cast<const char *>(&le), 4);
}
inline void mdlF32(QByteArray &out, float f)
{
    quint32 v;
    std::memcpy(&v, &f, 4);
    mdlI32(out, qint32(v));
}

inline QByteArray mdlFixture()
{
    QByteArray out("IDPO");
    mdlI32(out, 6);
    for (float f : {0.5f, 0.25f, 1.0f}) // scale
        mdlF32(out, f);
    for (float f : {-8.0f, 2.0f, 0.0f}) // scale_origin
        mdlF32(out, f);
    mdlF32(out, 12.5f); // boundingradius
    for (float f : {0.0f, 0.0f, 22.0f}) // eyeposition
        mdlF32(out, f);
    for (qint32 v : {2, 8, 4, 4, 2, 3, 1, 0x4108}) // skins, w, h, verts, tris, frames, synctype, flags
        mdlI32(out, v);
    mdlF32(out, 3.0f); // size
    // Skin 0: single; skin 1: a group of two.
    mdlI32(out, 0);
    for (int i = 0; i < 32; ++i)
        out.append(char(i));
    mdlI32(out, 1);
    mdlI32(out, 2);
    mdlF32(out, 0.1f);
    mdlF32(out, 0.2f);
    for (int i = 0; i < 64; ++i)
        out.append(char(200 - i));
    // stverts: vertex 1 on the seam.
    const qint32 st[4][3] = {{0, 0, 0}, {0x20, 3, 1}, {0, 1, 3}, {0, 2, 2}};
    for (const auto &s : st)
        for (qint32 v : s)
            mdlI32(out, v);
    // Triangles: front, back.
    for (qint32 v : {1, 0, 1, 2, 0, 1, 3, 2})
        mdlI32(out, v);
    auto pose = [&out](const char *name, int shift) {
        out.append(QByteArray("\x00\x00\x00\x00", 4));
        out.append(QByteArray("\xff\xff\xff\x00", 4));
        QByteArray n(name);
        n.resize(16, '\0');
        out.append(n);
        const quint8 verts[4][4] = {{0, 0, 0, 5}, {10, 0, 0, 5}, {10, 20, 0, 5}, {0, 20, 4, 6}};
        for (int v = 0; v < 4; ++v)
            for (int k = 0; k < 4; ++k)
                out.append(char(verts[v][k] + (k == 2 && v == 3 ? shift : 0)));
    };
    mdlI32(out, 0);
    pose("stand1", 0);
    mdlI32(out, 0);
    pose("stand2", 1);
    mdlI32(out, 1);
    mdlI32(out, 3);
    out.append(QByteArray("\x00\x00\x00\x00\xff\xff\xff\x00", 8));
    for (float f : {0.1f, 0.25f, 0.4f})
        mdlF32(out, f);
    pose("run1", 2);
    pose("run2", 3);
    pose("run3", 4);
    return out;
}

// Block Quake's twelve models in ../shared/corpus/real.
inline QString mdlCorpusDir()
{
    return QStringLiteral(QUARRY_CORPUS_DIR "/real/mdl/block-quake/progs");
}

inline QStringList mdlCorpusFiles()
{
    return QDir(mdlCorpusDir()).entryList({QStringLiteral("*.mdl")}, QDir::Files, QDir::Name);
}

} // namespace quarry::test
