// A Quake III player's skins as ioquake3 reads them (tr_image.c
// RE_RegisterSkin with its CommaParse, tr_model.c R_LoadMD3,
// tr_model_iqm.c R_LoadIQM, tr_shader.c R_FindShader): every surface of
// lower, upper and head is named by a skin line, and every skin line and
// surface shader names an image that is written, found the way the game
// finds it (its extension stripped, .tga, .jpg and .png tried). Surface
// names with spaces, commas, "tag_", a trailing "_x" or characters past
// ASCII, a texture named "figure.bmp.tga", one that is missing and a
// material without one, in both player formats.
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/TgaImage.h"
#include "io/md3/Md3SkinNames.h"
#include "io/targets/TargetExport.h"
#include "io/targets/TargetTextures.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

// The words of a skin line as CommaParse reads them: it skips bytes up to
// a space (a signed char past 127 among them), then takes bytes above a
// space up to a comma.
QList<QByteArray> commaParse(const QByteArray &line)
{
    QList<QByteArray> words;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && qint8(line[i]) <= ' ')
            ++i;
        QByteArray word;
        while (i < line.size() && qint8(line[i]) > ' ' && line[i] != ',')
            word += line[i++];
        if (i < line.size() && line[i] == ',')
            ++i;
        if (!word.isEmpty())
            words << word;
    }
    return words;
}

// The skin's surfaces (lower-cased) and their shaders, as RE_RegisterSkin keeps them.
QHash<QByteArray, QByteArray> readSkin(const QString &path)
{
    QFile file(path);
    QHash<QByteArray, QByteArray> skin;
    if (!file.open(QIODevice::ReadOnly))
        return skin;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QList<QByteArray> words = commaParse(line);
        if (words.isEmpty() || words[0].contains("tag_"))
            continue;
        if (!skin.contains(words[0].toLower()))
            skin.insert(words[0].toLower(), words.value(1));
    }
    return skin;
}

// Where R_FindShader finds `shader`'s image under `root`, or empty.
QString imageOf(const QString &root, const QByteArray &shader)
{
    QString name = QString::fromLatin1(shader);
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (dot > name.lastIndexOf(QLatin1Char('/')))
        name.truncate(dot);
    for (const char *extension : {".tga", ".jpg", ".png"})
        if (QFileInfo::exists(root + QLatin1Char('/') + name + QLatin1String(extension)))
            return name + QLatin1String(extension);
    return {};
}

// The biped's body six times over, each copy its own surface.
Model namedFigure()
{
    Model model = biped();
    const Mesh body = model.meshes[0];
    model.meshes.clear();
    const char *names[] = {
        "afe38195e38293 ver.1.1_mesh.020_submesh2", "coat,front", "leg_a", "tag_cloth", "\xe9\xa0\xad", "Leg-a"};
    for (int m = 0; m < 6; ++m) {
        Mesh mesh = body;
        mesh.name = QString::fromUtf8(names[m]);
        mesh.material = m % 3;
        model.meshes << mesh;
    }
    model.materials[0].maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("figure.bmp.tga")}};
    Material missing;
    missing.name = QStringLiteral("w.spa.tga");
    missing.maps = {TextureMap{QStringLiteral("diffuse"), QStringLiteral("w.spa.tga")}};
    missing.diffuse = QVector4D(0.4f, 0.2f, 0.1f, 1);
    Material plain;
    plain.name = QStringLiteral("DokuroChan_5");
    model.materials << missing << plain;
    return model;
}

} // namespace

class TestTargetPlayerSkins : public QObject
{
    Q_OBJECT

private slots:
    void namesTheSkinReaderReads_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("read");
        QTest::newRow("space") << QStringLiteral("mesh 1 body") << QStringLiteral("mesh_1_body");
        QTest::newRow("comma") << QStringLiteral("coat,front") << QStringLiteral("coat_front");
        QTest::newRow("tag") << QStringLiteral("Tag_cloth") << QStringLiteral("Tag-cloth");
        QTest::newRow("md3 suffix") << QStringLiteral("leg_a") << QStringLiteral("leg-a");
        QTest::newRow("space suffix") << QStringLiteral("mesh 2") << QStringLiteral("mesh-2");
        QTest::newRow("utf-8") << QString::fromUtf8("\xe9\xa0\xad") << QStringLiteral("_");
        QTest::newRow("empty") << QString() << QStringLiteral("surface");
        QTest::newRow("kept") << QStringLiteral("body.001") << QStringLiteral("body.001");
        QTest::newRow("long") << QStringLiteral("afe38195e38293 ver.1.1_mesh.020_submesh2_and_more")
                              << QStringLiteral("38293_ver.1.1_mesh.020_submesh2_and_more");
    }
    void namesTheSkinReaderReads()
    {
        QFETCH(QString, name);
        QFETCH(QString, read);
        QCOMPARE(quake3SkinSurfaceName(name), read);
        // What CommaParse reads of it is all of it.
        QCOMPARE(commaParse(quake3SkinSurfaceName(name).toUtf8() + ",x").value(0), read.toUtf8());
    }

    // Meshes whose names the game would take for one (lower-cased) are
    // told apart; a name that needs no change keeps it.
    void namesKeptApart()
    {
        Model model;
        for (const char *name : {"Leg-a", "leg_a", "LEG A", "body", "body"}) {
            Mesh mesh;
            mesh.name = QLatin1String(name);
            model.meshes << mesh;
        }
        const QStringList fixes = quake3SkinSurfaceNames(model);
        QCOMPARE(model.meshes[0].name, QStringLiteral("Leg-a"));
        QCOMPARE(model.meshes[3].name, QStringLiteral("body"));
        QStringList names;
        for (const Mesh &mesh : std::as_const(model.meshes))
            names << mesh.name.toLower();
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY2(fixes.join(QLatin1Char('\n')).contains(QLatin1String("as the game's .skin reader reads them")),
                 qPrintable(fixes.join(QLatin1Char('\n'))));
    }

    // A mesh split at the caps into more than 9 surfaces: each piece's name
    // ends in '_' and one character, which R_LoadMD3 cuts off, leaving the
    // mesh's name its skin line gives.
    void splitPiecesKeepTheSkinName()
    {
        Model model;
        Mesh mesh;
        mesh.name = QStringLiteral("cloth");
        mesh.texcoords.resize(1);
        for (quint32 t = 0; t < 3700; ++t) {
            for (int k = 0; k < 3; ++k) {
                mesh.positions << QVector3D(float(t % 60), float(t / 60), float(k));
                mesh.normals << QVector3D(0, 0, 1);
                mesh.texcoords[0] << QVector2D(0, 0);
            }
            mesh.triangles << Triangle{3 * t, 3 * t + 1, 3 * t + 2};
        }
        model.meshes << mesh;
        WriteOptions options;
        options.options.insert(QStringLiteral("md3.splitAtCaps"), true);
        const WriteResult written = encodeModelFile(model, QStringLiteral("cloth.md3"), QStringLiteral("md3"), options);
        QVERIFY2(written.ok(), qPrintable(written.error ? written.error->message : QString()));
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("cloth.md3")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(written.data);
        file.close();
        const ReadResult read = readModelFile(file.fileName());
        QVERIFY(read.ok());
        QVERIFY2(read.model.meshes.size() > 10, qPrintable(QString::number(read.model.meshes.size())));
        for (qsizetype m = 0; m < read.model.meshes.size(); ++m) {
            const QString name = read.model.meshes[m].name;
            QVERIFY2(m == 0 ? name == QLatin1String("cloth")
                            : name.size() == 7 && name.startsWith(QLatin1String("cloth_")),
                     qPrintable(name));
        }
    }

    // The game keeps 63 bytes of a shader's name: a longer one is warned about.
    void longShaderPathsWarned()
    {
        QTemporaryDir dir;
        TargetExportOptions options;
        options.outputDirectory = dir.path();
        options.name = QStringLiteral("a_player_name_long_enough_to_push_paths_past_it");
        options.sourcePath = dir.filePath(QStringLiteral("hero.iqe"));
        Model model = biped();
        model.materials[0].maps.clear();
        const TargetExportResult result = exportForTarget(model, *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QString warnings = result.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("ioquake3 reads 63")), qPrintable(warnings));
    }

    // A player's name the game's paths cannot take: written as it can,
    // the export saying so, and every skin's image found under it (with a
    // space, the skin reader would look for models/players/my); a name of
    // dots names no folder.
    void playerNamesTheGameTakes()
    {
        QCOMPARE(quake3PlayerName(QStringLiteral("hero-2.b")), QStringLiteral("hero-2.b"));
        QCOMPARE(quake3PlayerName(QStringLiteral("my hero")), QStringLiteral("my_hero"));
        QCOMPARE(quake3PlayerName(QStringLiteral("a,b;c\"d/e\\f")), QStringLiteral("a_b_c_d_e_f"));
        QCOMPARE(quake3PlayerName(QString::fromUtf8("h\xc3\xa9ros")), QStringLiteral("h_ros"));
        QCOMPARE(quake3PlayerName(QStringLiteral("..")), QString());
        QTemporaryDir dir;
        QImage texture(16, 16, QImage::Format_RGB32);
        texture.fill(Qt::red);
        QFile tga(dir.filePath(QStringLiteral("figure.bmp.tga")));
        QVERIFY(tga.open(QIODevice::WriteOnly));
        tga.write(encodeBottomUpTga(texture));
        tga.close();
        for (const QString &format : {QStringLiteral("md3"), QStringLiteral("iqm")}) {
            TargetExportOptions options;
            options.outputDirectory = dir.filePath(format);
            options.name = QStringLiteral("my hero");
            options.sourcePath = dir.filePath(QStringLiteral("hero.iqe"));
            options.playerFormat = format;
            const TargetExportResult result = exportForTarget(namedFigure(),
                                                              *findEngineTarget(QStringLiteral("ioquake3")), options);
            QVERIFY2(result.ok(), qPrintable(result.error));
            const QString fixes = result.fixes.join(QLatin1Char('\n'));
            QVERIFY2(fixes.contains(QLatin1String("the name \"my hero\" written as \"my_hero\"")), qPrintable(fixes));
            const QString folder = options.outputDirectory + QStringLiteral("/models/players/my_hero/");
            for (const char *part : {"lower", "upper", "head"}) {
                QVERIFY2(QFileInfo::exists(folder + QLatin1String(part) + QLatin1Char('.') + format), part);
                const QHash<QByteArray, QByteArray> skin = readSkin(folder + QLatin1String(part)
                                                                    + QStringLiteral("_default.skin"));
                QVERIFY(!skin.isEmpty());
                for (auto it = skin.cbegin(); it != skin.cend(); ++it)
                    QVERIFY2(!imageOf(options.outputDirectory, it.value()).isEmpty(), it.value().constData());
            }
        }
        TargetExportOptions dots;
        dots.outputDirectory = dir.filePath(QStringLiteral("dots"));
        dots.name = QStringLiteral("..");
        const TargetExportResult refused = exportForTarget(biped(), *findEngineTarget(QStringLiteral("ioquake3")),
                                                           dots);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QLatin1String("names no folder")), qPrintable(refused.error));
        QVERIFY(!QFileInfo::exists(dots.outputDirectory));
    }

    void textureStems()
    {
        QCOMPARE(gameTextureStem(QStringLiteral("/a/dokucoat.bmp.tga")), QStringLiteral("dokucoat"));
        QCOMPARE(gameTextureStem(QStringLiteral("L_body.bmp.tga")), QStringLiteral("L_body"));
        QCOMPARE(gameTextureStem(QStringLiteral("w.spa.tga")), QStringLiteral("w_spa"));
        QCOMPARE(gameTextureStem(QStringLiteral("my skin.png")), QStringLiteral("my_skin"));
    }

    // Every surface of every part has its skin line, and every shader its image.
    void everySurfaceHasItsShader_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("md3") << QStringLiteral("md3");
        QTest::newRow("iqm") << QStringLiteral("iqm");
        QTest::newRow("single model") << QStringLiteral("single");
    }
    void everySurfaceHasItsShader()
    {
        QFETCH(QString, format);
        QTemporaryDir dir;
        QImage texture(16, 16, QImage::Format_RGB32);
        texture.fill(Qt::red);
        QFile tga(dir.filePath(QStringLiteral("figure.bmp.tga")));
        QVERIFY(tga.open(QIODevice::WriteOnly));
        tga.write(encodeBottomUpTga(texture));
        tga.close();
        TargetExportOptions options;
        options.outputDirectory = dir.filePath(QStringLiteral("out"));
        options.name = QStringLiteral("hero");
        options.sourcePath = dir.filePath(QStringLiteral("hero.iqe"));
        const bool single = format == QLatin1String("single");
        options.playerFormat = single ? QString() : format;
        options.singleModel = single;
        const TargetExportResult result = exportForTarget(namedFigure(), *findEngineTarget(QStringLiteral("ioquake3")),
                                                          options);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(result.warnings.join(QLatin1Char('\n')).contains(QLatin1String("w.spa.tga")),
                 qPrintable(result.warnings.join(QLatin1Char('\n'))));
        const QString root = options.outputDirectory;
        const QString folder = root + QStringLiteral("/models/players/hero/");
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("figure.tga")));
        int surfaces = 0;
        const QStringList parts = single ? QStringList{QStringLiteral("hero")}
                                         : QStringList{QStringLiteral("lower"), QStringLiteral("upper"),
                                                       QStringLiteral("head")};
        for (const QString &part : parts) {
            const QHash<QByteArray, QByteArray> skin = readSkin(folder + part + QStringLiteral("_default.skin"));
            QVERIFY(!skin.isEmpty());
            for (auto it = skin.cbegin(); it != skin.cend(); ++it)
                QVERIFY2(!imageOf(root, it.value()).isEmpty(), it.value().constData());
            const ReadResult read = readModelFile(folder + part + QLatin1Char('.')
                                                  + (single ? QStringLiteral("iqm") : format));
            QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
            QCOMPARE(read.model.meshes.size(), 6);
            for (const Mesh &mesh : read.model.meshes) {
                QByteArray name = mesh.name.toLatin1().toLower();
                // R_LoadMD3 cuts a trailing "_x".
                if (format == QLatin1String("md3") && name.size() > 2 && name[name.size() - 2] == '_')
                    name.chop(2);
                QVERIFY2(skin.contains(name), name.constData());
                // The surface's own shader (R_LoadMD3, R_LoadIQM register it) is found too.
                if (mesh.material >= 0)
                    QVERIFY2(!imageOf(root, read.model.materials[mesh.material].name.toLatin1()).isEmpty(),
                             qPrintable(read.model.materials[mesh.material].name));
                ++surfaces;
            }
        }
        QCOMPARE(surfaces, int(parts.size()) * 6);
        const QString fixes = result.fixes.join(QLatin1Char('\n'));
        QVERIFY2(fixes.contains(QLatin1String("drawn in their diffuse colour")), qPrintable(fixes));
    }
};

QTEST_GUILESS_MAIN(TestTargetPlayerSkins)
#include "tst_target_player_skins.moc"
