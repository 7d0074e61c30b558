// `--palette` and `--colormap` as a modder uses them: a model with a
// texture of a colour only the game's palette holds, converted with
// `--palette` naming the game's folder (its pak0.pak holding
// gfx/palette.lmp and pics/colormap.pcx), for QuakeSpasm (the MDL's skin
// indices), Quake II (the PCX skin, decoded by ImageMagick) and a plain
// .mdl; `--colormap` letting the skin take the player colours; and the
// errors a missing or damaged palette gives.
#include "CliRunner.h"
#include "QuakeGame.h"

#include "io/quake/LittleEndian.h"
#include "io/quake/Quake2Palette.h"
#include "io/quake/QuakeTables.h"

#include <QDirIterator>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

constexpr int kIndex = 77; // where the game palettes hold their own colour
const QRgb kGreen = qRgb(10, 200, 30); // in neither standard palette

QByteArray withGreen(std::array<quint8, 768> palette)
{
    palette[3 * kIndex] = quint8(qRed(kGreen));
    palette[3 * kIndex + 1] = quint8(qGreen(kGreen));
    palette[3 * kIndex + 2] = quint8(qBlue(kGreen));
    return QByteArray(reinterpret_cast<const char *>(palette.data()), 768);
}

// An 8-bit PCX of one pixel whose file ends with `palette`, as
// pics/colormap.pcx does.
QByteArray colormapPcx(const QByteArray &palette)
{
    QByteArray header(128, '\0');
    header[0] = 0x0a, header[1] = 5, header[2] = 1, header[3] = 8;
    header[65] = 1, header[66] = 2; // one plane, 2 bytes a line
    return header + QByteArray("\x00\x00", 2) + '\x0c' + palette;
}

bool put(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A quad with a green texture, as an IQE beside its texture.
QString greenQuad(const QString &folder, QRgb colour = kGreen)
{
    QImage texture(8, 8, QImage::Format_RGB32);
    texture.fill(colour);
    texture.save(QDir(folder).filePath(QStringLiteral("green.png")));
    const QString path = QDir(folder).filePath(QStringLiteral("quad.iqe"));
    put(path, "# Inter-Quake Export\nmesh quad\nmaterial green.png\n"
              "vp 0 0 0\nvt 0 0\nvp 16 0 0\nvt 1 0\nvp 0 16 0\nvt 0 1\nvp 16 16 0\nvt 1 1\n"
              "fm 0 2 1\nfm 1 2 3\n");
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The indices of an MDL's first skin (a single skin).
QByteArray mdlSkin(const QByteArray &mdl)
{
    if (mdl.size() < 88 || quake::readI32(mdl.constData() + 84) != 0)
        return {};
    return mdl.mid(88, qsizetype(quake::readI32(mdl.constData() + 52)) * quake::readI32(mdl.constData() + 56));
}

int count(const QByteArray &indices, int index)
{
    return int(std::count(indices.begin(), indices.end(), char(index)));
}

} // namespace

class TestTargetPalette : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A game folder: id1/pak0.pak with both games' palettes and another
        // file; the loose gfx/palette.lmp beside it is not the one the
        // engines read (the pak comes first).
        const QByteArray quake = withGreen(quake::quakePalette());
        const QByteArray quake2 = withGreen(quake::quake2Palette());
        QVERIFY(put(m_dir.filePath(QStringLiteral("game/id1/pak0.pak")),
                    quakegame::pak({{"progs/player.mdl", QByteArray(100, 'x')},
                                    {"gfx/palette.lmp", quake},
                                    {"pics/colormap.pcx", colormapPcx(quake2)}})));
        QVERIFY(put(m_dir.filePath(QStringLiteral("game/id1/gfx/palette.lmp")),
                    QByteArray(reinterpret_cast<const char *>(quake::quakePalette().data()), 768)));
        m_model = greenQuad(m_dir.path());
    }

    void quakespasmSkinInTheGamePalette()
    {
        const QString out = m_dir.filePath(QStringLiteral("qs"));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_model, QStringLiteral("--target"),
                                      QStringLiteral("quakespasm"), QStringLiteral("--out-dir"), out,
                                      QStringLiteral("--palette"), m_dir.filePath(QStringLiteral("game"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QByteArray skin = mdlSkin(readAll(QDir(out).filePath(QStringLiteral("progs/quad.mdl"))));
        QVERIFY(!skin.isEmpty());
        // Every texel but the top left one, colour 0 against the engines' background fill.
        QCOMPARE(count(skin, kIndex), skin.size() - 1);
        QCOMPARE(int(skin[0]), 0);
        QVERIFY2(run.err.contains(QLatin1String("pak0.pak")), qPrintable(run.err));

        // Without it, Quake's palette: another colour.
        const CliRun plain = runQuarry({QStringLiteral("convert"), m_model, QStringLiteral("--target"),
                                        QStringLiteral("quakespasm"), QStringLiteral("--out-dir"), out});
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
        QCOMPARE(count(mdlSkin(readAll(QDir(out).filePath(QStringLiteral("progs/quad.mdl")))), kIndex), 0);
    }

    // A _glow texture beside the texture gives the target's skin fullbright
    // texels (the target hands the writer the texture it found embedded;
    // the glow is still looked for beside its file).
    void quakespasmSkinGlows()
    {
        QTemporaryDir dir;
        const QString model = greenQuad(dir.path());
        QImage glow(8, 8, QImage::Format_RGB32);
        glow.fill(qRgb(255, 200, 40));
        QVERIFY(glow.save(QDir(dir.path()).filePath(QStringLiteral("green_glow.png"))));
        const QString out = dir.filePath(QStringLiteral("qs"));
        const CliRun run = runQuarry({QStringLiteral("convert"), model, QStringLiteral("--target"),
                                      QStringLiteral("quakespasm"), QStringLiteral("--out-dir"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QByteArray skin = mdlSkin(readAll(QDir(out).filePath(QStringLiteral("progs/quad.mdl"))));
        QVERIFY(!skin.isEmpty());
        const auto fullbright = std::count_if(
            skin.begin(), skin.end(), [](char c) { return quint8(c) >= quake::kFullbrightFirst && quint8(c) < 255; });
        QCOMPARE(qsizetype(fullbright), skin.size() - 1); // the top left texel colour 0
        QVERIFY2(run.err.contains(QLatin1String("lit by a glow texture")), qPrintable(run.err));
    }

    void quake2SkinInTheGamePalette()
    {
        const QString out = m_dir.filePath(QStringLiteral("q2"));
        const CliRun run = runQuarry({QStringLiteral("convert"), m_model, QStringLiteral("--target"),
                                      QStringLiteral("yquake2"), QStringLiteral("--out-dir"), out,
                                      QStringLiteral("--palette"),
                                      m_dir.filePath(QStringLiteral("game/id1/pak0.pak"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QString pcx = QDir(out).filePath(QStringLiteral("models/quad/skin.pcx"));
        const QByteArray bytes = readAll(pcx);
        QVERIFY(bytes.size() > 769);
        QCOMPARE(bytes.right(768), withGreen(quake::quake2Palette()));
        // ImageMagick reads the PCX's pixels through its palette: green.
        const QString png = m_dir.filePath(QStringLiteral("q2skin.png"));
        QCOMPARE(QProcess::execute(QStringLiteral("convert"), {pcx, png}), 0);
        const QImage decoded(png);
        QVERIFY(!decoded.isNull());
        QCOMPARE(decoded.pixel(2, 2) & 0xffffff, kGreen & 0xffffff);
    }

    // Batch conversion (`--out-dir`, as File > Batch Convert runs it) takes
    // the palette too: to a format, and for an engine with several inputs.
    void batchConversionsUseThePalette()
    {
        QTemporaryDir second;
        const QString other = second.filePath(QStringLiteral("other.iqe"));
        QVERIFY(QFile::rename(greenQuad(second.path()), other));
        const QString lmp = m_dir.filePath(QStringLiteral("batch.lmp"));
        QVERIFY(put(lmp, withGreen(quake::quakePalette())));
        const QString out = m_dir.filePath(QStringLiteral("batch"));
        CliRun run = runQuarry({QStringLiteral("convert"), m_model, QStringLiteral("--out-dir"), out,
                                QStringLiteral("--to"), QStringLiteral("mdl"), QStringLiteral("--palette"), lmp});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QCOMPARE(count(mdlSkin(readAll(QDir(out).filePath(QStringLiteral("quad.mdl")))), kIndex), 63);
        const QString engines = m_dir.filePath(QStringLiteral("batch-qs"));
        run = runQuarry({QStringLiteral("convert"), m_model, other, QStringLiteral("--target"),
                         QStringLiteral("quakespasm"), QStringLiteral("--out-dir"), engines,
                         QStringLiteral("--palette"), lmp});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QDirIterator it(engines, {QStringLiteral("*.mdl")}, QDir::Files, QDirIterator::Subdirectories);
        int models = 0;
        while (it.hasNext()) {
            QCOMPARE(count(mdlSkin(readAll(it.next())), kIndex), 63);
            ++models;
        }
        QCOMPARE(models, 2);
    }

    void plainMdlWithPaletteFileAndColormap()
    {
        // A .lmp named directly.
        const QString lmp = m_dir.filePath(QStringLiteral("mine.lmp"));
        QVERIFY(put(lmp, withGreen(quake::quakePalette())));
        const QString mdl = m_dir.filePath(QStringLiteral("plain.mdl"));
        CliRun run = runQuarry({QStringLiteral("convert"), m_model, mdl, QStringLiteral("--palette"), lmp});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(count(mdlSkin(readAll(mdl)), kIndex), 63); // and the top left texel colour 0

        // A texture in a shirt colour: left out, unless --colormap (or its
        // older name) lets the skin use it.
        QTemporaryDir shirtDir;
        const QString shirt = greenQuad(shirtDir.path(), quake::quakeColorTable()[20]);
        for (const QString &option :
             {QString(), QStringLiteral("--colormap"), QStringLiteral("--mdl-player-colours")}) {
            QStringList arguments{QStringLiteral("convert"), shirt, mdl};
            if (!option.isEmpty())
                arguments << option;
            run = runQuarry(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QCOMPARE(count(mdlSkin(readAll(mdl)), 20), option.isEmpty() ? 0 : 63);
        }
    }

    void badPalettesAreNamed()
    {
        const QString damaged = m_dir.filePath(QStringLiteral("damaged.pak"));
        QByteArray bytes = quakegame::pak({{"gfx/palette.lmp", QByteArray(768, '\0')}});
        quake::writeI32(bytes.data() + 8, 6400); // a directory past the end
        QVERIFY(put(damaged, bytes));
        const QString empty = m_dir.filePath(QStringLiteral("empty"));
        QDir().mkpath(empty);
        for (const QString &palette : {m_dir.filePath(QStringLiteral("missing.lmp")), damaged, empty}) {
            const CliRun run = runQuarry({QStringLiteral("convert"), m_model, m_dir.filePath(QStringLiteral("x.mdl")),
                                          QStringLiteral("--palette"), palette});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QLatin1String("--palette")) && run.err.contains(QFileInfo(palette).fileName()),
                     qPrintable(run.err));
            QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.mdl"))));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_model;
};

QTEST_GUILESS_MAIN(TestTargetPalette)
#include "tst_target_palette.moc"
