// What shipped MD5 files do beyond the format as Doom 3's exporter writes
// it, each in a small file written here in the style of the tool that does
// it: such a file opens (with a warning naming the line where it is odd),
// and a plain save gives it back byte for byte.
// - A Cube 2 engine model (Red Eclipse's props/ball) says numMeshes 2 and
//   holds one mesh block: Sauerbraten, Tesseract and Red Eclipse read the
//   mesh blocks there are, whatever the count says. Its shader is a
//   Windows path with backslashes.
// - A mod's files (The Dark Mod's player meshes) open with a `/* */`
//   revision-control header before MD5Version, which Doom 3's lexer skips.
#include "io/Formats.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;

namespace {

// Blender's Cube 2 MD5 exporter: six-decimal numbers, one bone, the count
// of meshes left at 2 after one of the two objects was removed.
const QByteArray kCubeMeshCountOver = "MD5Version 10\n"
                                      "commandline \"\"\n"
                                      "\n"
                                      "numJoints 1\n"
                                      "numMeshes 2\n"
                                      "\n"
                                      "joints {\n"
                                      "\t\"Bone\"\t-1 ( 0.000000 0.000000 0.000000 ) ( -0.707107 -0.000000 -0.000000 )"
                                      "\t\t// \n"
                                      "}\n"
                                      "\n"
                                      "mesh {\n"
                                      "\t// meshes: Cube.002\n"
                                      "\n"
                                      "\tshader \"D:\\Art\\crate\\crate_diffuse.png\"\n"
                                      "\n"
                                      "\tnumverts 3\n"
                                      "\tvert 0 ( 0.000000 1.000000 ) 0 1\n"
                                      "\tvert 1 ( 1.000000 1.000000 ) 1 1\n"
                                      "\tvert 2 ( 0.500000 0.000000 ) 2 1\n"
                                      "\n"
                                      "\tnumtris 1\n"
                                      "\ttri 0 0 1 2\n"
                                      "\n"
                                      "\tnumweights 3\n"
                                      "\tweight 0 0 1.000000 ( -1.000000 0.000000 0.000000 )\n"
                                      "\tweight 1 0 1.000000 ( 1.000000 0.000000 0.000000 )\n"
                                      "\tweight 2 0 1.000000 ( 0.000000 0.000000 2.000000 )\n"
                                      "}\n"
                                      "\n";

// Doom 3's Maya exporter under a revision-control header: ten-digit
// numbers, tab indents, the commandline naming the Maya scene.
const QByteArray kHeaderComment = "/*****************************************************\n"
                                  " *\n"
                                  " * PROJECT: a mod\n"
                                  " * $Revision: 12 $\n"
                                  " * $Author: someone $\n"
                                  " *\n"
                                  " *****************************************************/\n"
                                  "\n";

const QByteArray kDoomMesh = "MD5Version 10\n"
                             "commandline \"mesh models/props/lamp.mb -dest models/md5/props/lamp.md5mesh "
                             "-game Doom\"\n"
                             "\n"
                             "numJoints 2\n"
                             "numMeshes 1\n"
                             "\n"
                             "joints {\n"
                             "\t\"origin\"\t-1 ( 0 0 0 ) ( -0.7071067095 0 0 )\t\t// \n"
                             "\t\"Body\"\t0 ( 0 0.0000026805 44.9718170166 ) ( -0.7071067095 0 0 )\t\t// origin\n"
                             "}\n"
                             "\n"
                             "mesh {\n"
                             "\t// meshes: lampmesh\n"
                             "\tshader \"models/props/lamp\"\n"
                             "\n"
                             "\tnumverts 3\n"
                             "\tvert 0 ( 0.431652993 0.0235379934 ) 0 1\n"
                             "\tvert 1 ( 0.2767089903 0 ) 1 1\n"
                             "\tvert 2 ( 0.3910669982 0.0830360055 ) 2 2\n"
                             "\n"
                             "\tnumtris 1\n"
                             "\ttri 0 2 1 0\n"
                             "\n"
                             "\tnumweights 4\n"
                             "\tweight 0 1 1 ( -4.8517251015 -4.2843666077 -0.0018064925 )\n"
                             "\tweight 1 1 1 ( -2.5029315948 -6.5715589523 -0.0018064925 )\n"
                             "\tweight 2 0 0.5 ( -4.2453141212 -3.5569999218 2.4039134979 )\n"
                             "\tweight 3 1 0.5 ( -2.2776155472 -5.514734745 2.6082134247 )\n"
                             "}\n"
                             "\n";

const QByteArray kDoomAnim = "MD5Version 10\n"
                             "commandline \"anim models/props/lamp_swing.mb -dest models/md5/props/lamp_swing.md5anim "
                             "-game Doom\"\n"
                             "\n"
                             "numFrames 2\n"
                             "numJoints 2\n"
                             "frameRate 24\n"
                             "numAnimatedComponents 1\n"
                             "\n"
                             "hierarchy {\n"
                             "\t\"origin\"\t-1 0 0\t// \n"
                             "\t\"Body\"\t0 4 0\t// origin\n"
                             "}\n"
                             "\n"
                             "bounds {\n"
                             "\t( -5 -7 40 ) ( 5 7 50 )\n"
                             "\t( -5 -7 41 ) ( 5 7 51 )\n"
                             "}\n"
                             "\n"
                             "baseframe {\n"
                             "\t( 0 0 0 ) ( -0.7071067095 0 0 )\n"
                             "\t( 0 0.0000026805 44.9718170166 ) ( 0 0 0 )\n"
                             "}\n"
                             "\n"
                             "frame 0 {\n"
                             "\t 44.9718170166\n"
                             "}\n"
                             "\n"
                             "frame 1 {\n"
                             "\t 45.9718170166\n"
                             "}\n"
                             "\n";

} // namespace

class TestMd5ShippedQuirks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString place(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

    // Opened as the editor opens it and saved with no edit.
    static void checkPlainSave(const QString &path, const QByteArray &bytes, const QString &format)
    {
        QCOMPARE(detectFormat(path), format);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        const WriteResult w = encodeModelFile(r.model, path, format);
        QVERIFY(w.ok());
        QCOMPARE(w.data, bytes);
    }

private slots:
    void meshCountOverTheBlocks()
    {
        const QString path = place(QStringLiteral("ball.md5mesh"), kCubeMeshCountOver);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.model.meshes[0].positions.size(), 3);
        // The shader path as written, backslashes and all.
        QCOMPARE(r.model.materials.value(0).name, QStringLiteral("D:\\Art\\crate\\crate_diffuse.png"));
        bool said = false;
        for (const Diagnostic &w : r.warnings)
            said = said
                   || (w.line == 5 && w.message.contains(QLatin1String("numMeshes says 2"))
                       && w.message.contains(QLatin1String("Doom 3 refuses")));
        QVERIFY2(said, "a warning naming line 5, where numMeshes is");
        checkPlainSave(path, kCubeMeshCountOver, QStringLiteral("md5"));
    }

    void meshCountUnderTheBlocks()
    {
        QByteArray text = kCubeMeshCountOver;
        text.replace("numMeshes 2", "numMeshes 0");
        const QString path = place(QStringLiteral("under.md5mesh"), text);
        const ReadResult r = readModelFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.meshes.size(), 1);
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].line, 5);
        QVERIFY2(r.warnings[0].message.contains(QLatin1String("Doom 3 reads the first 0")),
                 qPrintable(r.warnings[0].message));
        checkPlainSave(path, text, QStringLiteral("md5"));
    }

    void commentBeforeTheVersion()
    {
        const QByteArray mesh = kHeaderComment + kDoomMesh;
        const QByteArray anim = kHeaderComment + kDoomAnim;
        const QString meshPath = place(QStringLiteral("lamp.md5mesh"), mesh);
        const QString animPath = place(QStringLiteral("lamp_swing.md5anim"), anim);
        const ReadResult r = readModelFile(meshPath);
        QVERIFY2(r.ok(), qPrintable(r.error ? r.error->toString() : QString()));
        QCOMPARE(r.model.skeleton.joints.size(), 2);
        QVERIFY(r.warnings.isEmpty());
        checkPlainSave(meshPath, mesh, QStringLiteral("md5"));
        checkPlainSave(animPath, anim, QStringLiteral("md5anim"));
        // A `//` line before the version is the same to the engine.
        const QByteArray slashes = "// lamp, exported 2005\n" + kDoomMesh;
        checkPlainSave(place(QStringLiteral("slashes.md5mesh"), slashes), slashes, QStringLiteral("md5"));
    }

    void version6UnderAVersion10Line()
    {
        // Doom 3's alpha format with its version line edited to 10 (as in
        // a tutorial's sample lamp): no released engine reads it.
        const QByteArray text = "MD5Version 10\n"
                                "commandline \"\"\n"
                                "\n"
                                "numbones 1\n"
                                "\n"
                                "bone 0 {\n"
                                "\tname \"origin\"\n"
                                "\tbindpos 0.000000 0.000000 0.000000\n"
                                "}\n";
        const ReadResult r = readModelFile(place(QStringLiteral("lamp.md5mesh"), text));
        QVERIFY(!r.ok());
        QCOMPARE(r.error->line, 4);
        QVERIFY2(r.error->message.contains(QLatin1String("version 6")), qPrintable(r.error->message));
    }

    void commentWithoutTheVersionIsNotMd5()
    {
        // Only comments and then something else: still not an MD5 file.
        const QString path = place(QStringLiteral("other.md5mesh"), kHeaderComment + "numJoints 1\n");
        QString why;
        QVERIFY(detectFormat(path, &why).isEmpty());
        QVERIFY(!why.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMd5ShippedQuirks)
#include "tst_md5_shipped_quirks.moc"
