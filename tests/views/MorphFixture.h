// An XMF mesh with two morph targets, written out here so that tests read
// it through the XMF reader: a square grid of 9 x 9 vertices in the XZ
// plane (x, z in -1..1, facing -Y, the side view's camera), and
//   "pull": the vertices with x > 0.4 and z > 0.4 moved outward by 0.5 in x
//           and z (the top-right corner grows; nothing else moves),
//   "lift": the middle vertex moved 0.3 towards -Y (with a tilted normal).
#pragma once

#include <QByteArray>
#include <QString>

namespace morphfixture {

inline constexpr int kSide = 9;

inline float coord(int i)
{
    return -1.0f + 2.0f * float(i) / float(kSide - 1);
}

inline QByteArray xmf()
{
    QString s = QStringLiteral("<HEADER MAGIC=\"XMF\" VERSION=\"1100\" />\n<MESH NUMSUBMESH=\"1\">\n");
    s += QStringLiteral("<SUBMESH NUMVERTICES=\"%1\" NUMFACES=\"%2\" MATERIAL=\"0\" NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" "
                        "NUMMORPHS=\"2\" NUMTEXCOORDS=\"0\">\n")
             .arg(kSide * kSide)
             .arg((kSide - 1) * (kSide - 1) * 2);
    for (int j = 0; j < kSide; ++j)
        for (int i = 0; i < kSide; ++i)
            s += QStringLiteral(
                     "<VERTEX ID=\"%1\" NUMINFLUENCES=\"0\"><POS>%2 0 %3</POS><NORM>0 -1 0</NORM></VERTEX>\n")
                     .arg(j * kSide + i)
                     .arg(coord(i))
                     .arg(coord(j));
    QString pull;
    int pulled = 0;
    for (int j = 0; j < kSide; ++j)
        for (int i = 0; i < kSide; ++i)
            if (coord(i) > 0.4f && coord(j) > 0.4f) {
                pull += QStringLiteral("<BLENDVERTEX VERTEXID=\"%1\" POSDIFF=\"0.5\"><POSITION>%2 0 %3</POSITION>"
                                       "<NORMAL>0 -1 0</NORMAL></BLENDVERTEX>\n")
                            .arg(j * kSide + i)
                            .arg(coord(i) + 0.5f)
                            .arg(coord(j) + 0.5f);
                ++pulled;
            }
    s += QStringLiteral("<MORPH NAME=\"pull\" NUMBLENDVERTS=\"%1\" MORPHID=\"0\">\n%2</MORPH>\n").arg(pulled).arg(pull);
    const int middle = (kSide / 2) * kSide + kSide / 2;
    s += QStringLiteral("<MORPH NAME=\"lift\" NUMBLENDVERTS=\"1\" MORPHID=\"1\">\n<BLENDVERTEX VERTEXID=\"%1\" "
                        "POSDIFF=\"0.3\"><POSITION>0 -0.3 0</POSITION><NORMAL>0 -0.8 0.6</NORMAL></BLENDVERTEX>\n"
                        "</MORPH>\n")
             .arg(middle);
    for (int j = 0; j + 1 < kSide; ++j)
        for (int i = 0; i + 1 < kSide; ++i) {
            const int a = j * kSide + i, b = a + 1, c = a + kSide + 1, d = a + kSide;
            s += QStringLiteral("<FACE VERTEXID=\"%1 %2 %3\"/>\n<FACE VERTEXID=\"%1 %3 %4\"/>\n")
                     .arg(a)
                     .arg(b)
                     .arg(c)
                     .arg(d);
        }
    s += QStringLiteral("</SUBMESH>\n</MESH>\n");
    return s.toUtf8();
}

} // namespace morphfixture
