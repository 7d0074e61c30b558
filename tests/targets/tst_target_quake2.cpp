// The Quake II targets (yquake2, q2pro): the real Cal3D paladin exported as
// a Quake II player, read back by this file's own MD2 reader (Quake II's
// layout, qfiles.h), by ImageMagick (the PCX skins), by Assimp's MD2
// importer and by DarkPlaces' (darkplaces-server's modeldecompile); the
// 198 frames in m_player.h's ranges, filled from the clips the animation
// map gives them; the one-model form; the MD2 limits in `quarry check`.
#include "../io/DarkPlacesCheck.h"
#include "CliRunner.h"
#include "TestMeshes.h"

#include "io/Formats.h"
#include "io/quake/PcxImage.h"
#include "io/quake/Quake2Palette.h"
#include "io/quake/QuakeTables.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/Quake2Check.h"
#include "io/targets/Quake2Skin.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/scene.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

const QString kPaladin = QStringLiteral(QUARRY_CORPUS_DIR "/real/cal3d/paladin/paladin.cfg");

// An MD2 as Quake II's loader reads it (qfiles.h dmdl_t), on its own.
struct Md2File
{
    QByteArray bytes;
    qint32 header[17] = {};
    QStringList skins;
    QStringList frameNames;
    bool ok = false;

    qint32 field(int i) const { return header[i]; }
    int frames() const { return header[10]; }
    int vertices() const { return header[6]; }
    int triangles() const { return header[8]; }
    // Frame f's decoded vertex positions.
    QList<QVector3D> positions(int f) const
    {
        QList<QVector3D> out;
        const char *frame = bytes.constData() + header[14] + qsizetype(f) * header[4];
        float scale[3], translate[3];
        for (int k = 0; k < 3; ++k) {
            scale[k] = qFromLittleEndian<float>(frame + 4 * k);
            translate[k] = qFromLittleEndian<float>(frame + 12 + 4 * k);
        }
        for (int v = 0; v < vertices(); ++v) {
            const uchar *b = reinterpret_cast<const uchar *>(frame + 40 + 4 * v);
            out.append(QVector3D(b[0] * scale[0] + translate[0], b[1] * scale[1] + translate[1],
                                 b[2] * scale[2] + translate[2]));
        }
        return out;
    }
    QByteArray frameBytes(int f) const
    {
        return bytes.mid(header[14] + qsizetype(f) * header[4] + 40, qsizetype(header[4]) - 40);
    }
};

Md2File readMd2(const QString &path)
{
    Md2File m;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return m;
    m.bytes = file.readAll();
    if (m.bytes.size() < 68 || !m.bytes.startsWith("IDP2"))
        return m;
    for (int i = 0; i < 17; ++i)
        m.header[i] = qFromLittleEndian<qint32>(m.bytes.constData() + 4 * i);
    for (int s = 0; s < m.header[5]; ++s)
        m.skins << QString::fromLatin1(m.bytes.constData() + m.header[11] + 64 * s);
    for (int f = 0; f < m.header[10]; ++f)
        m.frameNames << QString::fromLatin1(
            m.bytes.mid(m.header[14] + qsizetype(f) * m.header[4] + 24, 16).constData());
    m.ok = true;
    return m;
}

QSize identify(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("identify"), {QStringLiteral("-format"), QStringLiteral("%w %h %m"), path});
    if (!p.waitForFinished(30000))
        return {};
    const QStringList parts = QString::fromLatin1(p.readAllStandardOutput()).split(QLatin1Char(' '));
    if (parts.size() != 3 || parts[2] != QLatin1String("PCX"))
        return {};
    return QSize(parts[0].toInt(), parts[1].toInt());
}

double largestDifference(const QList<QVector3D> &a, const QList<QVector3D> &b)
{
    double most = 0;
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
        most = std::max(most, double((a[i] - b[i]).length()));
    return most;
}

} // namespace

class TestTargetQuake2 : public QObject
{
    Q_OBJECT

private slots:
    void targetsAreListed()
    {
        for (const char *id : {"yquake2", "q2pro"}) {
            const EngineTarget *t = findEngineTarget(QLatin1String(id));
            QVERIFY2(t, id);
            QCOMPARE(t->modelPath, QStringLiteral("players/NAME/tris.md2"));
            QCOMPARE(t->animationOrder.size(), 20);
            QCOMPARE(singleModelForm(*t).modelPath, QStringLiteral("models/NAME/tris.md2"));
            QCOMPARE(singleModelForm(*t).id, t->id);
            const PlayerConventions *c = playerConventions(*t);
            QVERIFY(c);
            QCOMPARE(c->height, 56.0f);
            QCOMPARE(c->floor, -24.0f);
            QCOMPARE(c->boxTop, 32.0f);
        }
        const CliRun run = runQuarry({QStringLiteral("targets")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("yquake2")));
        QVERIFY(run.out.contains(QLatin1String("q2pro")));
    }

    // Quake II's palette is not Quake's: entries both start with (black,
    // greys) and entries only Quake II has (colormap.pcx's last colour).
    void quake2PaletteIsItsOwn()
    {
        const auto &p = quake::quake2Palette();
        QCOMPARE(int(p[0]), 0);
        QCOMPARE(int(p[3 * 15]), 235);
        QCOMPARE(QList<int>({p[3 * 16], p[3 * 16 + 1], p[3 * 16 + 2]}), QList<int>({99, 75, 35}));
        QCOMPARE(QList<int>({p[765], p[766], p[767]}), QList<int>({159, 91, 83}));
        QVERIFY(p != quake::quakePalette());
        QCOMPARE(quake::quake2ColorTable().value(255), qRgb(159, 91, 83));
    }

    // ImageMagick reads what the PCX writer writes, pixel for pixel: runs
    // longer than 63, bytes with the top two bits set, an odd width.
    void pcxReadByImageMagick()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("convert")).isEmpty())
            QSKIP("ImageMagick is not installed");
        const int width = 101, height = 7;
        QByteArray indices(width * height, '\0');
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                indices[y * width + x] = char(y == 0 ? 200 : y == 1 ? 0xC0 + (x % 64) : y == 2 ? x : (x * y) % 256);
        QTemporaryDir dir;
        const QString pcx = dir.filePath(QStringLiteral("t.pcx")), png = dir.filePath(QStringLiteral("t.png"));
        QFile file(pcx);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray bytes = quake::encodePcx(indices, width, height, quake::quake2Palette());
        file.write(bytes);
        file.close();
        QCOMPARE(bytes[1], char(5)); // version 5
        QCOMPARE(bytes[bytes.size() - 769], char(0x0C)); // the palette's marker
        QCOMPARE(identify(pcx), QSize(width, height));
        QCOMPARE(QProcess::execute(QStringLiteral("convert"), {pcx, png}), 0);
        const QImage back = QImage(png).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(back.size(), QSize(width, height));
        const QList<QRgb> palette = quake::quake2ColorTable();
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                QCOMPARE(back.pixel(x, y), palette[quint8(indices[y * width + x])]);
    }

    // Two materials packed into one skin: each vertex's texture
    // coordinate lands on its own texture's colour, a texture the
    // coordinates repeat twice is laid out twice, and texels with alpha
    // under one half are index 255 (transparent in Quake II).
    void skinPacksEveryTexture()
    {
        Model model;
        for (int m = 0; m < 2; ++m) {
            Material material;
            material.name = QStringLiteral("m%1").arg(m);
            model.materials.append(material);
            Mesh mesh;
            mesh.material = m;
            mesh.positions = {QVector3D(0, 0, 0), QVector3D(1, 0, 0), QVector3D(0, 1, 0), QVector3D(1, 1, 0)};
            // The second mesh's coordinates run to 2: its texture repeats.
            const float u = m == 0 ? 1.0f : 2.0f;
            mesh.texcoords = {
                {QVector2D(0.1f, 0.1f), QVector2D(0.9f * u, 0.1f), QVector2D(0.1f, 0.9f), QVector2D(0.9f * u, 0.9f)}};
            mesh.triangles = {{0, 1, 2}, {1, 3, 2}};
            model.meshes.append(mesh);
        }
        QImage red(32, 32, QImage::Format_ARGB32);
        red.fill(QColor(255, 0, 0));
        for (int y = 0; y < 32; ++y)
            for (int x = 16; x < 32; ++x)
                red.setPixel(x, y, qRgba(255, 0, 0, 0)); // its right half cut out
        QImage blue(16, 16, QImage::Format_ARGB32);
        blue.fill(QColor(0, 0, 255));
        const Quake2Skin skin = packQuake2Skin(model, {red, blue}, QStringLiteral("players/x/grunt.pcx"));
        QCOMPARE(skin.image.width() % 4, 0);
        QVERIFY(skin.image.height() <= 480);
        QCOMPARE(skin.indices.size(), qsizetype(skin.image.width()) * skin.image.height());
        QCOMPARE(model.materials.size(), 1);
        QCOMPARE(model.materials[0].texturePath(), QStringLiteral("players/x/grunt.pcx"));
        const QList<QRgb> palette = quake::quake2ColorTable();
        auto at = [&](int mesh, int vertex) {
            const QVector2D c = model.meshes[mesh].texcoords[0][vertex];
            const int x = std::clamp(int(c.x() * skin.image.width()), 0, skin.image.width() - 1);
            const int y = std::clamp(int(c.y() * skin.image.height()), 0, skin.image.height() - 1);
            return quint8(skin.indices[qsizetype(y) * skin.image.width() + x]);
        };
        for (int v = 0; v < 4; ++v) {
            QCOMPARE(model.meshes[v % 2].material, 0);
            const quint8 blueIndex = at(1, v);
            QVERIFY2(qBlue(palette[blueIndex]) > 2 * qRed(palette[blueIndex]), qPrintable(QString::number(v)));
        }
        // The red texture's left: red; its cut-out right: 255.
        QVERIFY(qRed(palette[at(0, 0)]) > 2 * qBlue(palette[at(0, 0)]));
        QCOMPARE(int(at(0, 1)), quake::kQuake2Transparent);
        // The blue texture laid out twice: its tile (u 0.1 to 1.8 is 0.85 of
        // it) is as wide as the red one's (u 0.1 to 0.9 is 0.8 of it), the
        // red texture being twice as wide; once, it would be half.
        const QList<QVector2D> &b = model.meshes[1].texcoords[0], &r = model.meshes[0].texcoords[0];
        const float blueTile = (b[1].x() - b[0].x()) / 0.85f, redTile = (r[1].x() - r[0].x()) / 0.8f;
        QVERIFY2(std::abs(blueTile / redTile - 1.0f) < 0.1f, qPrintable(QString::number(blueTile / redTile)));
        QVERIFY(!skin.fixes.isEmpty()); // the packing is reported
        QVERIFY(skin.warnings.isEmpty());
    }

    void paladinAsPlayer_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("yquake2") << QStringLiteral("yquake2");
        QTest::newRow("q2pro") << QStringLiteral("q2pro");
    }

    void paladinAsPlayer()
    {
        QFETCH(QString, target);
        if (!QFileInfo::exists(kPaladin))
            QSKIP("the corpus (../shared/corpus) is not there");
        QTemporaryDir dir;
        const CliRun run = runQuarry({QStringLiteral("convert"), kPaladin, QStringLiteral("--target"), target,
                                      QStringLiteral("--out-dir"), dir.path(), QStringLiteral("--name"),
                                      QStringLiteral("paladin")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString folder = dir.filePath(QStringLiteral("players/paladin/"));
        for (const char *f :
             {"tris.md2", "weapon.md2", "grunt.pcx", "grunt_i.pcx", "grunt.png", "weapon.pcx", "weapon.png"})
            QVERIFY2(QFileInfo::exists(folder + QLatin1String(f)), f);

        const Md2File md2 = readMd2(folder + QStringLiteral("tris.md2"));
        QVERIFY(md2.ok);
        QCOMPARE(md2.field(1), 8);
        QCOMPARE(md2.frames(), 198);
        QCOMPARE(md2.field(4), 40 + 4 * md2.vertices()); // framesize
        QVERIFY(md2.vertices() > 100 && md2.vertices() <= 2048);
        QVERIFY(md2.triangles() > 100 && md2.triangles() <= 4096);
        // Offsets: 4-byte aligned (Q2PRO), in the block order, inside the file.
        for (int i = 11; i <= 16; ++i)
            QVERIFY2(md2.field(i) % 4 == 0 && md2.field(i) > 0 && md2.field(i) <= md2.bytes.size(),
                     qPrintable(QString::number(i)));
        QCOMPARE(md2.field(16), qint32(md2.bytes.size()));
        QCOMPARE(md2.field(12), md2.field(11) + 64 * md2.field(5));
        QCOMPARE(md2.field(13), md2.field(12) + 4 * md2.field(7));
        QCOMPARE(md2.field(14), md2.field(13) + 12 * md2.triangles());
        QCOMPARE(md2.field(15), md2.field(14) + 198 * md2.field(4));
        // GL commands (all Yamagi's GL renderers draw): present, words to the end, ending with 0.
        QVERIFY(md2.field(9) > 1);
        QCOMPARE(md2.field(16) - md2.field(15), 4 * md2.field(9));
        QCOMPARE(qFromLittleEndian<qint32>(md2.bytes.constData() + md2.bytes.size() - 4), 0);
        // The skin named where it is written, at the size written.
        QCOMPARE(md2.skins, QStringList{QStringLiteral("players/paladin/grunt.pcx")});
        const QSize skin = identify(folder + QStringLiteral("grunt.pcx"));
        QCOMPARE(skin, QSize(md2.field(2), md2.field(3)));
        QCOMPARE(skin.width() % 4, 0);
        QVERIFY(skin.height() <= 480);
        QCOMPARE(QImage(folder + QStringLiteral("grunt.png")).size(), skin);
        QCOMPARE(identify(folder + QStringLiteral("grunt_i.pcx")), QSize(32, 32));
        QVERIFY(!identify(folder + QStringLiteral("weapon.pcx")).isEmpty());

        // m_player.h's ranges by name, each filled from its clip: the run
        // (the jog) moves and is not the stand (the idle); the attack is
        // the shooting clip.
        QCOMPARE(md2.frameNames.value(0), QStringLiteral("stand01"));
        QCOMPARE(md2.frameNames.value(39), QStringLiteral("stand40"));
        QCOMPARE(md2.frameNames.value(40), QStringLiteral("run1"));
        QCOMPARE(md2.frameNames.value(46), QStringLiteral("attack1"));
        QCOMPARE(md2.frameNames.value(54), QStringLiteral("pain101"));
        QCOMPARE(md2.frameNames.value(123), QStringLiteral("point01"));
        QCOMPARE(md2.frameNames.value(135), QStringLiteral("crstnd01"));
        QCOMPARE(md2.frameNames.value(154), QStringLiteral("crwalk1"));
        QCOMPARE(md2.frameNames.value(197), QStringLiteral("death308"));
        QVERIFY(largestDifference(md2.positions(0), md2.positions(40)) > 2.0);
        QVERIFY(largestDifference(md2.positions(40), md2.positions(43)) > 2.0);
        QVERIFY(largestDifference(md2.positions(0), md2.positions(49)) > 2.0);
        // The model stands 56 units from the floor at -24, as Quake II's
        // player box (p_client.c) does.
        float low = 1e9f, high = -1e9f;
        for (const QVector3D &p : md2.positions(0)) {
            low = std::min(low, p.z());
            high = std::max(high, p.z());
        }
        QVERIFY2(std::abs(low + 24) < 1.0f && std::abs(high - low - 56) < 2.0f,
                 qPrintable(QStringLiteral("%1..%2").arg(low).arg(high)));

        // The weapon at the same frames, with its own skin.
        const Md2File weapon = readMd2(folder + QStringLiteral("weapon.md2"));
        QVERIFY(weapon.ok);
        QCOMPARE(weapon.frames(), 198);
        QCOMPARE(weapon.skins, QStringList{QStringLiteral("players/paladin/weapon.pcx")});
        // In the hand: it moves with the run.
        QVERIFY(largestDifference(weapon.positions(40), weapon.positions(43)) > 1.0);

        // Assimp's MD2 importer: the triangles, and the last frame there is.
        Assimp::Importer importer;
        const aiScene *scene = importer.ReadFile(folder.toStdString() + "tris.md2", 0);
        QVERIFY2(scene && scene->mNumMeshes == 1, importer.GetErrorString());
        QCOMPARE(int(scene->mMeshes[0]->mNumFaces), md2.triangles());
        QCOMPARE(int(scene->mMeshes[0]->mNumVertices), 3 * md2.triangles());
        Assimp::Importer last;
        last.SetPropertyInteger(AI_CONFIG_IMPORT_MD2_KEYFRAME, 197);
        QVERIFY2(last.ReadFile(folder.toStdString() + "tris.md2", 0), last.GetErrorString());
        Assimp::Importer past;
        past.SetPropertyInteger(AI_CONFIG_IMPORT_MD2_KEYFRAME, 198);
        QVERIFY(!past.ReadFile(folder.toStdString() + "tris.md2", 0));

        // DarkPlaces loads it by its content.
        const QString server = darkPlacesServer();
        if (server.isEmpty())
            QSKIP("darkplaces-server is not installed (Debian package darkplaces-server)");
        const DarkPlacesLoad dp = loadInDarkPlaces(server, QStringLiteral("paladin.md2"), md2.bytes);
        QVERIFY2(dp.loaded, qPrintable(dp.output));
        QCOMPARE(dp.faces, md2.triangles());
    }

    // --animation-map chooses the clips: the run mapped to the idle clip
    // makes the run's first frame the stand's first, byte for byte.
    void animationMapChoosesTheClips()
    {
        if (!QFileInfo::exists(kPaladin))
            QSKIP("the corpus (../shared/corpus) is not there");
        QTemporaryDir dir;
        const QString mapPath = dir.filePath(QStringLiteral("map.txt"));
        QFile map(mapPath);
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write("# Quake II slots\nrun = paladin_idle\nstand = paladin_idle\nattack = paladin_shoot_arrow\n");
        map.close();
        const CliRun run = runQuarry({QStringLiteral("convert"), kPaladin, QStringLiteral("--target"),
                                      QStringLiteral("yquake2"), QStringLiteral("--out-dir"), dir.path(),
                                      QStringLiteral("--name"), QStringLiteral("p"), QStringLiteral("--animation-map"),
                                      mapPath});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const Md2File md2 = readMd2(dir.filePath(QStringLiteral("players/p/tris.md2")));
        QVERIFY(md2.ok);
        QCOMPARE(md2.frameBytes(40), md2.frameBytes(0));
        QVERIFY(md2.frameBytes(49) != md2.frameBytes(0)); // the attack shoots
        // Slots the file leaves out play their fallbacks: crattak the attack.
        QCOMPARE(md2.frameBytes(160), md2.frameBytes(46));

        // A slot Quake II does not have is an error naming the file and line.
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write("run = paladin_jog\nLEGS_RUN = paladin_jog\n");
        map.close();
        const CliRun bad = runQuarry({QStringLiteral("convert"), kPaladin, QStringLiteral("--target"),
                                      QStringLiteral("yquake2"), QStringLiteral("--out-dir"),
                                      dir.filePath(QStringLiteral("bad")), QStringLiteral("--animation-map"), mapPath});
        QVERIFY(bad.exitCode != 0);
        QVERIFY2(bad.err.contains(QLatin1String("map.txt:2")), qPrintable(bad.err));
    }

    // --single-model: models/NAME/tris.md2 with every animation at 10
    // frames a second, its skin beside it.
    void singleModelIsAPlainModel()
    {
        if (!QFileInfo::exists(kPaladin))
            QSKIP("the corpus (../shared/corpus) is not there");
        QTemporaryDir dir;
        const CliRun run = runQuarry({QStringLiteral("convert"), kPaladin, QStringLiteral("--target"),
                                      QStringLiteral("q2pro"), QStringLiteral("--out-dir"), dir.path(),
                                      QStringLiteral("--name"), QStringLiteral("paladin"),
                                      QStringLiteral("--single-model")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("players"))));
        const Md2File md2 = readMd2(dir.filePath(QStringLiteral("models/paladin/tris.md2")));
        QVERIFY(md2.ok);
        QCOMPARE(md2.skins, QStringList{QStringLiteral("models/paladin/skin.pcx")});
        const ReadResult source = readModelFile(kPaladin);
        QVERIFY(source.ok());
        QCOMPARE(qsizetype(md2.frames()), md2FrameCount(source.model, false));
        QVERIFY(md2.frames() != 198);
        QCOMPARE(identify(dir.filePath(QStringLiteral("models/paladin/skin.pcx"))), QSize(md2.field(2), md2.field(3)));
    }

    // A model without a skeleton is not a player: models/NAME/tris.md2,
    // with a warning saying why.
    void modelWithoutSkeletonIsNotAPlayer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ball.iqm"));
        QVERIFY(writeModelFile(sphereModel(8, 12), path, QStringLiteral("iqm")).ok());
        const CliRun run = runQuarry({QStringLiteral("convert"), path, QStringLiteral("--target"),
                                      QStringLiteral("yquake2"), QStringLiteral("--out-dir"),
                                      dir.filePath(QStringLiteral("out"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("not a player")), qPrintable(run.err));
        const Md2File md2 = readMd2(dir.filePath(QStringLiteral("out/models/ball/tris.md2")));
        QVERIFY(md2.ok);
        QCOMPARE(md2.frames(), 1);
        QCOMPARE(md2.skins, QStringList{QStringLiteral("models/ball/skin.pcx")});
        QVERIFY(!identify(dir.filePath(QStringLiteral("out/models/ball/skin.pcx"))).isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/players"))));
    }

    // `quarry check` gives the MD2 limits with their numbers: triangles
    // past 4,096; frames past Yamagi's 512 but within Q2PRO's 1,024.
    void checkGivesTheMd2Limits()
    {
        QTemporaryDir dir;
        const Model dense = sphereModel(70, 40); // 5,600 triangles
        QVERIFY(dense.triangleCount() > 4096);
        const QString path = dir.filePath(QStringLiteral("dense.iqm"));
        QVERIFY(writeModelFile(dense, path, QStringLiteral("iqm")).ok());
        const ReadResult denseBack = readModelFile(path);
        QVERIFY(denseBack.ok());
        // Too many triangles, and too many vertex positions (2,768).
        QCOMPARE(checkQuake2Limits(denseBack.model, *findEngineTarget(QStringLiteral("yquake2")), false).size(), 2);
        const CliRun run = runQuarry({QStringLiteral("check"), path, QStringLiteral("--target"),
                                      QStringLiteral("yquake2"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
        const QJsonArray findings =
            QJsonDocument::fromJson(run.out.toUtf8()).object()[QLatin1String("findings")].toArray();
        bool triangles = false;
        for (const QJsonValue &f : findings)
            if (f[QLatin1String("allowed")].toInteger() == 4096
                && f[QLatin1String("actual")].toInteger() == dense.triangleCount())
                triangles = true;
        QVERIFY2(triangles, qPrintable(run.out));
        // Export refuses it with the same numbers.
        const CliRun convert = runQuarry({QStringLiteral("convert"), path, QStringLiteral("--target"),
                                          QStringLiteral("yquake2"), QStringLiteral("--out-dir"),
                                          dir.filePath(QStringLiteral("out"))});
        QVERIFY(convert.exitCode != 0);
        QVERIFY2(convert.err.contains(QLatin1String("4096")), qPrintable(convert.err));

        Model longer = sphereModel(4, 6);
        Animation a;
        a.name = QStringLiteral("long");
        a.fps = 10;
        a.duration = 60.0; // 601 frames at 10 a second
        longer.animations.append(a);
        QCOMPARE(md2FrameCount(longer, false), 601);
        const auto frames = [&](const char *id) {
            for (const TargetFinding &f : checkQuake2Limits(longer, *findEngineTarget(QLatin1String(id)), false))
                if (f.kind == TargetFinding::Kind::Frames)
                    return f.allowed;
            return qint64(0);
        };
        QCOMPARE(frames("yquake2"), 512);
        QCOMPARE(frames("q2pro"), 0); // within Q2PRO's 1,024
        QCOMPARE(checkQuake2Limits(longer, *findEngineTarget(QStringLiteral("yquake2")), true).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTargetQuake2)
#include "tst_target_quake2.moc"
