// MDL skins in the user's game palette (write and read option
// "mdl.palette", `--palette`), the player colours (`--colormap`), and the
// fullbright colours a _glow or _luma texture (or an emissive map) asks for.
#include "io/Formats.h"
#include "io/IoResult.h"
#include "io/TgaImage.h"
#include "io/mdl/MdlReader.h"
#include "io/mdl/MdlWriter.h"
#include "io/quake/LittleEndian.h"
#include "io/quake/QuakeTables.h"
#include "model/ops/TextureLookup.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;

namespace {

// One quad over the whole texture, its material naming `texture` (a file
// name relative to the model).
Model quad(const QString &texture, int count = 1)
{
    Model m;
    for (int i = 0; i < count; ++i) {
        Mesh mesh;
        const float z = float(i);
        mesh.positions = {QVector3D(0, 0, z), QVector3D(1, 0, z), QVector3D(0, 1, z), QVector3D(1, 1, z)};
        mesh.texcoords = {{QVector2D(0, 0), QVector2D(1, 0), QVector2D(0, 1), QVector2D(1, 1)}};
        mesh.triangles = {Triangle{0, 1, 2}, Triangle{1, 3, 2}};
        mesh.material = i;
        m.meshes.append(mesh);
        Material material;
        material.name = QStringLiteral("m%1").arg(i);
        material.maps.append(TextureMap{QStringLiteral("diffuse"), count == 1 ? texture : texture.arg(i)});
        m.materials.append(material);
    }
    return m;
}

QImage solid(int size, QRgb colour)
{
    QImage image(size, size, QImage::Format_RGB32);
    image.fill(colour);
    return image;
}

struct Skin
{
    int width = 0, height = 0;
    QByteArray indices;
};

// The first skin of an MDL (a single skin).
Skin firstSkin(const QByteArray &file)
{
    Skin s;
    s.width = quake::readI32(file.constData() + 52);
    s.height = quake::readI32(file.constData() + 56);
    if (quake::readI32(file.constData() + 84) == 0)
        s.indices = file.mid(88, qsizetype(s.width) * s.height);
    return s;
}

QByteArray bytesOf(const std::array<quint8, 768> &palette)
{
    return QByteArray(reinterpret_cast<const char *>(palette.data()), 768);
}

int countIn(const QByteArray &indices, int first, int last)
{
    int n = 0;
    for (char c : indices)
        n += quint8(c) >= first && quint8(c) <= last ? 1 : 0;
    return n;
}

} // namespace

class TestMdlPalette : public QObject
{
    Q_OBJECT

private slots:
    void gamePaletteGivesTheIndices()
    {
        // A game palette with a colour Quake's lacks, at index 77 only.
        std::array<quint8, 768> game = quake::quakePalette();
        const QRgb green = qRgb(10, 200, 30);
        game[3 * 77] = 10, game[3 * 77 + 1] = 200, game[3 * 77 + 2] = 30;
        QTemporaryDir dir;
        QVERIFY(solid(8, green).save(dir.filePath(QStringLiteral("skin.png"))));
        const Model m = quad(QStringLiteral("skin.png"));
        const QString path = dir.filePath(QStringLiteral("m.mdl"));

        WriteOptions options;
        options.options.insert(QStringLiteral("mdl.palette"), bytesOf(game));
        options.options.insert(QStringLiteral("mdl.paletteSource"), QStringLiteral("id1/pak0.pak: gfx/palette.lmp"));
        const WriteResult w = writeMdl(m, path, options);
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const Skin skin = firstSkin(w.data);
        QCOMPARE(skin.width, 8);
        QCOMPARE(countIn(skin.indices, 77, 77), 63);
        QCOMPARE(int(skin.indices[0]), 0); // see topLeftTexelIsColourZero
        bool named = false;
        for (const Diagnostic &d : w.warnings)
            named = named || d.message.contains(QLatin1String("id1/pak0.pak: gfx/palette.lmp"));
        QVERIFY2(named, "the warning names the palette");

        // Quake's own palette has no such green: another index.
        const WriteResult quake = writeMdl(m, path);
        QVERIFY(quake.ok());
        QCOMPARE(countIn(firstSkin(quake.data).indices, 77, 77), 0);

        // Read with the game's palette, the skin is the colour again; with
        // Quake's, index 77 is Quake's colour.
        ReadOptions read;
        read.options.insert(QStringLiteral("mdl.palette"), bytesOf(game));
        for (bool withPalette : {true, false}) {
            const ReadResult r = readMdl(path, w.data, withPalette ? read : ReadOptions());
            QVERIFY(r.ok());
            const QVariantMap embedded = r.model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
            const QImage image = QImage::fromData(
                embedded.value(QStringLiteral("*0")).toMap().value("data").toByteArray());
            QCOMPARE(image.pixel(3, 3), withPalette ? green : quake::quakeColorTable()[77]);
            // Written back with the same palette, the indices stay.
            if (withPalette) {
                const WriteResult again = writeMdl(r.model, path, options);
                QVERIFY(again.ok());
                QCOMPARE(firstSkin(again.data).indices, skin.indices);
            }
        }
    }

    void gameFolderPaletteOnOpen()
    {
        // An MDL in a game's progs/ folder opens in that game's palette.
        std::array<quint8, 768> game = quake::quakePalette();
        game[3 * 77] = 10, game[3 * 77 + 1] = 200, game[3 * 77 + 2] = 30;
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("id1/progs")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("id1/gfx")));
        QVERIFY(solid(8, qRgb(10, 200, 30)).save(dir.filePath(QStringLiteral("skin.png"))));
        WriteOptions options;
        options.options.insert(QStringLiteral("mdl.palette"), bytesOf(game));
        const WriteResult w = writeMdl(quad(QStringLiteral("skin.png")), dir.filePath(QStringLiteral("m.mdl")),
                                       options);
        QVERIFY(w.ok());
        const QString path = dir.filePath(QStringLiteral("id1/progs/m.mdl"));
        const QString elsewhere = dir.filePath(QStringLiteral("m.mdl"));
        for (const QString &file : {path, elsewhere}) {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(w.data);
        }
        auto pixel = [](const ReadResult &r) {
            const QVariantMap embedded = r.model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
            return QImage::fromData(embedded.value(QStringLiteral("*0")).toMap().value("data").toByteArray())
                .pixel(1, 1);
        };
        {
            QFile lmp(dir.filePath(QStringLiteral("id1/gfx/palette.lmp")));
            QVERIFY(lmp.open(QIODevice::WriteOnly));
            lmp.write(bytesOf(game));
        }
        const ReadResult inGame = readModelFile(path);
        QVERIFY(inGame.ok());
        QCOMPARE(pixel(inGame), qRgb(10, 200, 30));
        QCOMPARE(inGame.notes.size(), 1);
        QVERIFY2(inGame.notes[0].message.contains(QLatin1String("palette.lmp")), qPrintable(inGame.notes[0].message));
        // Outside a game folder, or without the game's palette: Quake's.
        const ReadResult outside = readModelFile(elsewhere);
        QVERIFY(outside.ok());
        QCOMPARE(pixel(outside), quake::quakeColorTable()[77]);
        QVERIFY(outside.notes.isEmpty());
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("id1/gfx/palette.lmp"))));
        const ReadResult noPalette = readModelFile(path);
        QVERIFY(noPalette.ok());
        QCOMPARE(pixel(noPalette), quake::quakeColorTable()[77]);
    }

    void topLeftTexelIsColourZero()
    {
        // Quake's engines paint the area of the top left texel's colour
        // joined to it in colour 0 (Mod_FloodFillSkin): a uniform texture
        // would be drawn black. That texel is made colour 0, with a warning;
        // where it maps to colour 0 already, nothing is said.
        QTemporaryDir dir;
        const QRgb red = quake::quakeColorTable()[73];
        QVERIFY(solid(8, red).save(dir.filePath(QStringLiteral("red.png"))));
        const WriteResult uniform = writeMdl(quad(QStringLiteral("red.png")), dir.filePath(QStringLiteral("m.mdl")));
        QVERIFY(uniform.ok());
        const QByteArray indices = firstSkin(uniform.data).indices;
        QCOMPARE(int(indices[0]), 0);
        QCOMPARE(int(indices.mid(1).count(char(73))), 63);
        auto warned = [](const WriteResult &w) {
            for (const Diagnostic &d : w.warnings)
                if (d.message.contains(QLatin1String("top left texel")))
                    return true;
            return false;
        };
        QVERIFY(warned(uniform));
        QImage framed = solid(8, red);
        framed.setPixel(0, 0, qRgb(0, 0, 0));
        QVERIFY(framed.save(dir.filePath(QStringLiteral("framed.png"))));
        const WriteResult kept = writeMdl(quad(QStringLiteral("framed.png")), dir.filePath(QStringLiteral("m.mdl")));
        QVERIFY(kept.ok());
        QCOMPARE(firstSkin(kept.data).indices, indices);
        QVERIFY(!warned(kept));
    }

    void playerColoursOnlyWhenAsked()
    {
        QTemporaryDir dir;
        const QRgb shirt = quake::quakeColorTable()[20];
        QVERIFY(solid(8, shirt).save(dir.filePath(QStringLiteral("skin.png"))));
        const Model m = quad(QStringLiteral("skin.png"));
        const QString path = dir.filePath(QStringLiteral("m.mdl"));
        const WriteResult plain = writeMdl(m, path);
        QVERIFY(plain.ok());
        const QByteArray indices = firstSkin(plain.data).indices;
        QCOMPARE(countIn(indices, 16, 31) + countIn(indices, 96, 111), 0);
        WriteOptions options;
        options.options.insert(QStringLiteral("mdl.playerColours"), true);
        const WriteResult coloured = writeMdl(m, path, options);
        QVERIFY(coloured.ok());
        QCOMPARE(countIn(firstSkin(coloured.data).indices, 20, 20), 63);
    }

    void glowTextureLightsFullbrights_data()
    {
        QTest::addColumn<QString>("glowName");
        QTest::addColumn<bool>("emissiveMap");
        QTest::newRow("_glow") << QStringLiteral("skin_glow.png") << false;
        QTest::newRow("_luma") << QStringLiteral("skin_luma.tga") << false;
        QTest::newRow("emissive map") << QStringLiteral("lights.png") << true;
    }

    void glowTextureLightsFullbrights()
    {
        QFETCH(QString, glowName);
        QFETCH(bool, emissiveMap);
        QTemporaryDir dir;
        // A yellow close to Quake's fullbright yellows: without a glow
        // texture it must still take an ordinary colour.
        QVERIFY(solid(16, qRgb(255, 235, 60)).save(dir.filePath(QStringLiteral("skin.png"))));
        Model m = quad(QStringLiteral("skin.png"));
        const QString path = dir.filePath(QStringLiteral("m.mdl"));
        const WriteResult unlit = writeMdl(m, path);
        QVERIFY(unlit.ok());
        QCOMPARE(countIn(firstSkin(unlit.data).indices, quake::kFullbrightFirst, 255), 0);

        // The glow: its top left 4 × 4 texels lit.
        QImage glow = solid(16, qRgb(0, 0, 0));
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 4; ++x)
                glow.setPixel(x, y, qRgb(255, 200, 40));
        if (glowName.endsWith(QLatin1String(".tga"))) {
            QFile file(dir.filePath(glowName));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(encodeBottomUpTga(glow));
        } else {
            QVERIFY(glow.save(dir.filePath(glowName)));
        }
        if (emissiveMap)
            m.materials[0].maps.append(TextureMap{QStringLiteral("emissive"), glowName});
        const WriteResult lit = writeMdl(m, path);
        QVERIFY(lit.ok());
        const Skin skin = firstSkin(lit.data);
        for (int y = 0; y < skin.height; ++y)
            for (int x = 0; x < skin.width; ++x) {
                const int index = quint8(skin.indices[y * skin.width + x]);
                const bool glowing = x < 4 && y < 4 && (x > 0 || y > 0); // the top left texel is colour 0
                QVERIFY2(glowing == (index >= quake::kFullbrightFirst && index < 255),
                         qPrintable(QStringLiteral("texel %1, %2: index %3").arg(x).arg(y).arg(index)));
            }
        bool said = false;
        for (const Diagnostic &d : lit.warnings)
            said = said
                   || (d.message.startsWith(QLatin1String("16 texel"))
                       && d.message.contains(QLatin1String("lit by a glow texture")));
        QVERIFY2(said, "a warning counts the glowing texels");
        // Asked for, fullbrights are allowed everywhere but the glow still decides.
        WriteOptions everywhere;
        everywhere.options.insert(QStringLiteral("mdl.fullbrights"), true);
        const WriteResult both = writeMdl(m, path, everywhere);
        QVERIFY(both.ok());
        QCOMPARE(countIn(firstSkin(both.data).indices, quake::kFullbrightFirst, 255), 15);
    }

    void packedSkinsKeepEachGlow()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 2; ++i)
            QVERIFY(solid(16, qRgb(90, 60, 40)).save(dir.filePath(QStringLiteral("t%1.png").arg(i))));
        QVERIFY(solid(16, qRgb(255, 255, 100)).save(dir.filePath(QStringLiteral("t1_glow.png"))));
        const Model m = quad(QStringLiteral("t%1.png"), 2);
        const WriteResult w = writeMdl(m, dir.filePath(QStringLiteral("m.mdl")));
        QVERIFY2(w.ok(), qPrintable(w.error ? w.error->toString() : QString()));
        const Skin skin = firstSkin(w.data);
        // Every texel of the second tile glows, none of the first: about half
        // of the packed texels, never all.
        const int lit = countIn(skin.indices, quake::kFullbrightFirst, 254);
        QVERIFY2(lit >= 256 && lit < skin.width * skin.height,
                 qPrintable(QStringLiteral("%1 of %2").arg(lit).arg(skin.width * skin.height)));
        // The stverts of the first mesh point at unlit texels, the second's at lit ones.
        const char *stverts = w.data.constData() + 88 + qsizetype(skin.width) * skin.height;
        for (int v = 0; v < 8; ++v) {
            const int s = std::min(quake::readI32(stverts + 12 * v + 4), skin.width - 1);
            const int t = std::min(quake::readI32(stverts + 12 * v + 8), skin.height - 1);
            // Inside the tile, one texel in from its corner.
            const int x = std::clamp(s + (s > 0 ? -1 : 1), 0, skin.width - 1);
            const int y = std::clamp(t + (t > 0 ? -1 : 1), 0, skin.height - 1);
            const int index = quint8(skin.indices[y * skin.width + x]);
            QCOMPARE(index >= quake::kFullbrightFirst, v >= 4);
        }
    }
};

QTEST_GUILESS_MAIN(TestMdlPalette)
#include "tst_mdl_palette.moc"
