// A texture path fix (Model > Fix Texture Paths, the fixTexturePaths
// operation, `quarry convert --texture-ext/--strip-texture-dirs`) reaches
// the file every writer writes: IQM and IQE name a material by its
// texture, XRF and the Assimp formats keep maps; the old name is written
// nowhere.
#include "CliRunner.h"
#include "io/EmbeddedTextures.h"
#include "io/Export.h"
#include "io/Formats.h"
#include "model/Document.h"
#include "model/MaterialNames.h"
#include "model/operations/Operation.h"
#include "model/ops/SampleModel.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// Every byte of every file in the folder (a format may write companions).
QByteArray allBytes(const QString &dir)
{
    QByteArray bytes;
    QDirIterator it(dir, QDir::Files);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            bytes += f.readAll();
    }
    return bytes;
}

// The sample model with its materials as a reader of `origin` makes them:
// IQM names a material after its texture and keeps it as the map; IQE
// gives a name only.
Model sampleAs(const QString &origin)
{
    Model m = makeSampleModel();
    for (Material &material : m.materials) {
        const QString texture = QStringLiteral("art/skins/%1.tga").arg(material.name);
        material.name = texture;
        material.maps.clear();
        if (origin == QLatin1String("iqm"))
            material.maps.append(TextureMap{QStringLiteral("diffuse"), texture});
    }
    return m;
}

CliRun run(const QStringList &args)
{
    return runQuarry(args, CliOptions().withoutDisplay().withTimeout(180000));
}

QStringList materialStrings(const Model &m)
{
    QStringList names;
    for (const Material &material : m.materials)
        names << materialReference(material);
    return names;
}

} // namespace

class TestTextureFix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceFollowsTheTexture()
    {
        Material m;
        m.name = QStringLiteral("Body.tga");
        m.maps.append(TextureMap{QStringLiteral("diffuse"), QStringLiteral("Body.png")});
        QCOMPARE(materialReference(m), QStringLiteral("Body.png"));
        m.name = QStringLiteral("skin"); // a name of its own wins
        QCOMPARE(materialReference(m), QStringLiteral("skin"));
        m.name = QStringLiteral("Material.001");
        QCOMPARE(materialReference(m), QStringLiteral("Material.001"));
        m.name.clear();
        QCOMPARE(materialReference(m), QStringLiteral("Body.png"));
        m.maps.clear();
        m.name = QStringLiteral("Head.tga");
        QCOMPARE(materialReference(m), QStringLiteral("Head.tga"));
        QCOMPARE(writtenTextureMaps(m).size(), 1);
        QCOMPARE(writtenTextureMaps(m)[0].path, QStringLiteral("Head.tga"));
        QVERIFY(!looksLikeFileName(QStringLiteral("Material.001")));
        QVERIFY(!looksLikeFileName(QStringLiteral(".hidden")));
        QVERIFY(looksLikeFileName(QStringLiteral("dir.v2/L_body.bmp.tga")));
    }

    void fixReachesEveryWriter_data()
    {
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("extension");
        for (const char *origin : {"iqm", "iqe"})
            for (const char *ext : {"iqm", "iqe", "xmf", "glb", "gltf", "dae", "obj"})
                QTest::newRow(qPrintable(QStringLiteral("%1 to %2").arg(QLatin1String(origin), QLatin1String(ext))))
                    << QString::fromLatin1(origin) << QString::fromLatin1(ext);
    }

    void fixReachesEveryWriter()
    {
        QFETCH(QString, origin);
        QFETCH(QString, extension);
        const QString format = formatForWriting(QStringLiteral("x.") + extension);
        if (format.isEmpty())
            QSKIP("no writer for this extension in this build");
        Document doc;
        doc.resetModel(sampleAs(origin));
        const OperationResult r = runOperation(
            doc, QStringLiteral("fixTexturePaths"),
            {{QStringLiteral("strip_directories"), true}, {QStringLiteral("extension"), QStringLiteral("png")}});
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(materialStrings(doc.model()), QStringList({QStringLiteral("body.png"), QStringLiteral("head.png")}));

        // Through the pipeline of convert and File > Export (an .xmf gets
        // its materials written beside it as .xrf files).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.") + extension);
        ExportOptions options;
        options.format = format;
        const ExportResult written = exportModel(doc.model(), path, options);
        QVERIFY2(written.ok(), written.error ? qPrintable(written.error->toString()) : "conversion");
        const QByteArray bytes = allBytes(dir.path());
        QVERIFY2(bytes.contains("body.png") && bytes.contains("head.png"), "the fixed names are written");
        QVERIFY2(!bytes.contains(".tga"), "the old names are written nowhere");
        QVERIFY2(!bytes.contains("art/skins"), "the stripped folders are written nowhere");

        if (extension == QLatin1String("iqm") || extension == QLatin1String("iqe")) {
            const ReadResult back = readModelFile(path);
            QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
            QCOMPARE(materialStrings(back.model),
                     QStringList({QStringLiteral("body.png"), QStringLiteral("head.png")}));
        }
    }

    void convertFixesTheCorpusModel_data()
    {
        QTest::addColumn<QString>("extension");
        QTest::newRow("iqm") << QStringLiteral("iqm");
        QTest::newRow("iqe") << QStringLiteral("iqe");
    }

    void convertFixesTheCorpusModel()
    {
        QFETCH(QString, extension);
        const QString in = QStringLiteral(QUARRY_CORPUS_DIR "/iqm/mrfixit.iqm");
        if (!QFile::exists(in))
            QSKIP("corpus file iqm/mrfixit.iqm not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("mrfixit.") + extension);
        const CliRun r = run(
            {QStringLiteral("convert"), in, out, QStringLiteral("--texture-ext"), QStringLiteral("png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // "(s)" until the English plural forms are in quarry_en.ts.
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("changed 2 texture path(s|\\(s\\))"))),
                 qPrintable(r.err));
        const ReadResult back = readModelFile(out);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(materialStrings(back.model), QStringList({QStringLiteral("Body.png"), QStringLiteral("Head.png")}));
        QVERIFY(!allBytes(dir.path()).contains(".tga"));
    }

    void convertFixesAHandMadeModel()
    {
        // One material, as an IQM file names it: the message is singular.
        QTemporaryDir dir;
        Model m = sampleAs(QStringLiteral("iqm"));
        for (Mesh &mesh : m.meshes)
            mesh.material = 0;
        m.materials.removeLast();
        const QString in = dir.filePath(QStringLiteral("in.iqm"));
        QVERIFY(writeModelFile(m, in, QStringLiteral("iqm")).ok());
        const QString out = dir.filePath(QStringLiteral("out.iqm"));
        const CliRun r = run({QStringLiteral("convert"), in, out, QStringLiteral("--strip-texture-dirs")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Singular ("(s)" until the English plural forms are in quarry_en.ts).
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("changed 1 texture path(\\(s\\))?$"),
                                                   QRegularExpression::MultilineOption)),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("1 texture paths")), qPrintable(r.err));
        const ReadResult back = readModelFile(out);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        QCOMPARE(materialStrings(back.model), QStringList({QStringLiteral("body.tga")}));
    }

    void convertFixesTheXmfAvatar()
    {
        const QString in = QStringLiteral(QUARRY_CORPUS_DIR "/xmf/dokuro/DokuroChan.xmf");
        if (!QFile::exists(in))
            QSKIP("corpus file xmf/dokuro/DokuroChan.xmf not found (QUARRY_CORPUS_DIR)");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("dokuro.iqm"));
        const CliRun r = run(
            {QStringLiteral("convert"), in, out, QStringLiteral("--texture-ext"), QStringLiteral("png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral("changed \\d+ texture path"))), qPrintable(r.err));
        const ReadResult back = readModelFile(out);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error->toString()));
        const QStringList names = materialStrings(back.model);
        QVERIFY(!names.isEmpty());
        QVERIFY2(names.contains(QStringLiteral("L_body.bmp.png")), qPrintable(names.join(QLatin1Char(' '))));
        // Materials without maps keep their names; none names a .tga.
        for (const QString &name : names)
            QVERIFY2(!name.endsWith(QLatin1String(".tga")), qPrintable(name));
    }

    // An embedded texture whose image the model does not hold: said, and
    // the map left as it was; one it holds goes beside the output.
    void embeddedTexturesExtractedOrSaid()
    {
        Model m = makeSampleModel();
        m.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("*0")}};
        m.materials[1].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("*1")}};
        const QVariantMap image{{QStringLiteral("data"), QByteArray("\x89PNG fake")},
                                {QStringLiteral("format"), QStringLiteral("png")}};
        m.extras.insert(QLatin1String(kEmbeddedTextures), QVariantMap{{QStringLiteral("*0"), image}});
        QList<FileBytes> files;
        const QStringList messages = extractEmbeddedTextures(m, QStringLiteral("/out/hero.iqm"), &files);
        QCOMPARE(files.size(), 1);
        QCOMPARE(files[0].path, QStringLiteral("/out/hero_body.png"));
        QCOMPARE(materialReference(m.materials[0]), QStringLiteral("hero_body.png"));
        QCOMPARE(m.materials[1].maps[0].path, QStringLiteral("*1"));
        QCOMPARE(messages.size(), 2);
        QVERIFY2(messages[1].contains(QLatin1String("*1")) && messages[1].contains(QLatin1String("left out")),
                 qPrintable(messages[1]));
        QVERIFY(!m.extras.contains(QLatin1String(kEmbeddedTextures)));
    }
};

QTEST_GUILESS_MAIN(TestTextureFix)
#include "tst_texture_fix.moc"
