// A small MD2 written field by field: a skin path, 4 vertices, 5 texture
// coordinates, 2 triangles, two frames "run1" and "run2" (the second moves
// vertex 3) and one strip of GL commands. Other frame names give a frame
// each, every odd one moving vertex 3.
#pragma once

#include "MdlFixture.h"

namespace quarry::test {

inline void md2I16(QByteArray &out, qint16 v)
{
    const quint16 le = qToLittleEndian(quint16(v));
    out.append(reinterpret_cast<const char *>(&le), 2);
}

inline QByteArray md2Fixture(const QList<QByteArray> &frameNames = {"run1", "run2"})
{
    const qint32 numSkins = 1, numXyz = 4, numSt = 5, numTris = 2, numFrames = qint32(frameNames.size());
    const qint32 frameSize = 40 + 4 * numXyz;
    const qint32 ofsSkins = 68, ofsSt = ofsSkins + 64 * numSkins, ofsTris = ofsSt + 4 * numSt,
                 ofsFrames = ofsTris + 12 * numTris, ofsGlCmds = ofsFrames + frameSize * numFrames;
    const qint32 numGlCmds = 1 + 4 * 3 + 1;
    QByteArray out("IDP2");
    for (qint32 v : {8, 16, 8, frameSize, numSkins, numXyz, numSt, numTris, numGlCmds, numFrames, ofsSkins, ofsSt,
                     ofsTris, ofsFrames, ofsGlCmds, ofsGlCmds + 4 * numGlCmds})
        mdlI32(out, v);
    QByteArray skin("models/test/skin.pcx");
    skin.resize(64, '\0');
    out.append(skin);
    const qint16 st[5][2] = {{0, 0}, {15, 0}, {15, 7}, {0, 7}, {8, 4}};
    for (const auto &s : st) {
        md2I16(out, s[0]);
        md2I16(out, s[1]);
    }
    // Triangles (xyz, st): 0 1 2 / 0 1 2 and 0 2 3 / 0 2 3.
    for (qint16 v : {0, 1, 2, 0, 1, 2, 0, 2, 3, 0, 2, 3})
        md2I16(out, v);
    for (int f = 0; f < numFrames; ++f) {
        for (float v : {0.5f, 0.5f, 1.0f, -4.0f, 0.0f, 1.0f})
            mdlF32(out, v);
        QByteArray name = frameNames[f];
        name.resize(16, '\0');
        out.append(name);
        const quint8 verts[4][4] = {{0, 0, 0, 5}, {16, 0, 0, 5}, {16, 16, 0, 5}, {0, 16, 0, 5}};
        for (int v = 0; v < 4; ++v)
            for (int k = 0; k < 4; ++k)
                out.append(char(verts[v][k] + (f % 2 == 1 && v == 3 && k == 2 ? 8 : 0)));
    }
    // One strip: 1 2 0 3 -> triangles (1 2 0) and (0 2 3) (odd: first two swapped).
    mdlI32(out, 4);
    for (int v : {1, 2, 0, 3}) {
        mdlF32(out, (st[v][0] + 0.5f) / 16);
        mdlF32(out, (st[v][1] + 0.5f) / 8);
        mdlI32(out, v);
    }
    mdlI32(out, 0);
    return out;
}

} // namespace quarry::test
