// A small hand-written Cal3D avatar as XML files: a three-bone skeleton,
// two meshes (one with two submeshes, its name with a space), a walk, two
// materials, a morph animation and the .cfg list naming them with a scale.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>

namespace quarry::test {

inline bool putFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

inline QByteArray calBone(int id, const char *name, int parent, const char *translation, const char *local,
                          const char *children)
{
    QByteArray b = "<BONE ID=\"" + QByteArray::number(id) + "\" NAME=\"" + name + "\" NUMCHILDS=\""
                   + QByteArray::number(QByteArray(children).isEmpty() ? 0 : 1) + "\"><TRANSLATION>" + translation
                   + "</TRANSLATION><ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>" + local
                   + "</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>" + QByteArray::number(parent)
                   + "</PARENTID>";
    if (!QByteArray(children).isEmpty())
        b += QByteArray("<CHILDID>") + children + "</CHILDID>";
    return b + "</BONE>\n";
}

// One submesh: a triangle at `z`, its vertices on `bone` (and `other` half).
inline QByteArray calSubmesh(int material, float z, int bone, int other)
{
    QByteArray s = "<SUBMESH NUMVERTICES=\"3\" NUMFACES=\"1\" MATERIAL=\"" + QByteArray::number(material)
                   + "\" NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\" NUMTEXCOORDS=\"1\">\n";
    const char *xy[] = {"0 0", "1 0", "0 1"};
    for (int v = 0; v < 3; ++v)
        s += "<VERTEX ID=\"" + QByteArray::number(v) + "\" NUMINFLUENCES=\"2\"><POS>" + xy[v] + ' '
             + QByteArray::number(z + 0.25f * float(v)) + "</POS><NORM>0 0 1</NORM><TEXCOORD>0.5 0.5</TEXCOORD>"
             + "<INFLUENCE ID=\"" + QByteArray::number(bone) + "\">0.5</INFLUENCE><INFLUENCE ID=\""
             + QByteArray::number(other) + "\">0.5</INFLUENCE></VERTEX>\n";
    return s + "<FACE VERTEXID=\"0 1 2\"/>\n</SUBMESH>\n";
}

inline QByteArray calMaterial(const char *map)
{
    return QByteArray("<?xml version=\"1.0\"?>\n<MATERIAL MAGIC=\"XRF\" VERSION=\"1100\" NUMMAPS=\"1\">\n"
                      "<AMBIENT>0 0 0 255</AMBIENT><DIFFUSE>200 200 200 255</DIFFUSE>"
                      "<SPECULAR>0 0 0 255</SPECULAR><SHININESS>0</SHININESS><MAP>")
           + map + "</MAP>\n</MATERIAL>\n";
}

// Writes the avatar's files into `dir`; `cfgExtra` goes at the end of the
// list. Returns the .cfg's path (hero.cfg), empty on failure.
inline QString writeCalAvatar(const QDir &dir, const QByteArray &scaleLine = "scale=2", const QByteArray &cfgExtra = {})
{
    const QByteArray skeleton = "<SKELETON VERSION=\"1100\" NUMBONES=\"3\">\n"
                                + calBone(0, "root", -1, "0 0 0", "0 0 0", "1")
                                + calBone(1, "spine", 0, "0 0 1", "0 0 -1", "2")
                                + calBone(2, "head", 1, "0 0 1", "0 0 -2", "") + "</SKELETON>\n";
    const QByteArray body = "<MESH VERSION=\"1100\" NUMSUBMESH=\"1\">\n" + calSubmesh(0, 0.5f, 0, 1) + "</MESH>\n";
    const QByteArray head = "<MESH VERSION=\"1100\" NUMSUBMESH=\"2\">\n" + calSubmesh(1, 2.0f, 2, 1)
                            + calSubmesh(0, 2.5f, 2, 2) + "</MESH>\n";
    const QByteArray walk =
        "<ANIMATION VERSION=\"1100\" DURATION=\"1\" NUMTRACKS=\"2\">\n"
        "<TRACK BONEID=\"1\" NUMKEYFRAMES=\"2\">\n"
        "<KEYFRAME TIME=\"0\"><TRANSLATION>0 0 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>\n"
        "<KEYFRAME TIME=\"1\"><TRANSLATION>0 0 1</TRANSLATION>"
        "<ROTATION>0.707107 0 0 0.707107</ROTATION></KEYFRAME>\n</TRACK>\n"
        "<TRACK BONEID=\"2\" NUMKEYFRAMES=\"2\">\n"
        "<KEYFRAME TIME=\"0\"><TRANSLATION>0 0 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>\n"
        "<KEYFRAME TIME=\"1\"><TRANSLATION>0 0.5 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION></KEYFRAME>\n"
        "</TRACK>\n</ANIMATION>\n";
    const QByteArray morph = "<?xml version=\"1.0\"?>\n<ANIMATION MAGIC=\"XPF\" VERSION=\"1300\" DURATION=\"1\" "
                             "NUMTRACKS=\"0\">\n</ANIMATION>\n";
    const QByteArray cfg = "# a test avatar\n#\n" + scaleLine
                           + "\n\nskeleton=skel.xsf\nanimation = walk.xaf\n"
                             "morphanim=face.xpf\nmesh=body.xmf\n# the head, with a space in its name\n"
                             "mesh=head part.xmf\nmaterial=skin.xrf\nmaterial=hair.xrf\n"
                           + cfgExtra;
    const bool ok = putFile(dir.filePath(QStringLiteral("skel.xsf")), skeleton)
                    && putFile(dir.filePath(QStringLiteral("body.xmf")), body)
                    && putFile(dir.filePath(QStringLiteral("head part.xmf")), head)
                    && putFile(dir.filePath(QStringLiteral("walk.xaf")), walk)
                    && putFile(dir.filePath(QStringLiteral("face.xpf")), morph)
                    && putFile(dir.filePath(QStringLiteral("skin.xrf")), calMaterial("skin.png"))
                    && putFile(dir.filePath(QStringLiteral("hair.xrf")), calMaterial("hair.png"))
                    && putFile(dir.filePath(QStringLiteral("hero.cfg")), cfg);
    return ok ? dir.filePath(QStringLiteral("hero.cfg")) : QString();
}

} // namespace quarry::test
