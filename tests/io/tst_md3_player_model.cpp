// A Quake III player opened as one model (io/md3/Md3PlayerModel), on the
// shipped players of ../shared/corpus/real and OpenArena's sarge where
// Debian's data is installed: the parts are placed where the game places
// them (each part's vertices through the tags, computed here from the
// files' bytes as cgame's CG_PositionRotatedEntityOnTag does, not by
// Quarry), every slot of the animation.cfg is a clip, a plain save writes
// nothing, and a BOTH_ clip retimed through the operation registry changes
// lower.md3 and upper.md3 together with the one animation.cfg, which read
// as CG_ParseAnimationFile reads it plays every other slot's stored frames.
// A hand-made player with scaled tags: the parts hang on the tags' axes
// normalised, as R_LerpTag leaves them.
#include "io/Formats.h"
#include "io/md3/Md3PlayerModel.h"
#include "model/Document.h"
#include "model/MorphPlayback.h"
#include "model/operations/Operation.h"

#include "Md3Fixture.h"
#include "Md3PlayerCheck.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <bit>

using namespace quarry;
using namespace quarry::test;

namespace {

void addPlayers()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("archive");
    const QString real = QStringLiteral(QUARRY_CORPUS_DIR) + QStringLiteral("/real/md3/");
    bool any = false;
    for (const char *folder :
         {"tremulous/models/tremulous/players/human_base", "turtle-arena-archive-0.2/base/models/players/raph_v9"})
        if (QFileInfo::exists(real + QLatin1String(folder))) {
            QTest::newRow(folder) << real + QLatin1String(folder) << QString();
            any = true;
        }
    const QString pak0 = QStringLiteral("/usr/share/games/openarena/baseoa/pak0.pk3");
    if (QFileInfo::exists(pak0)) {
        QTest::newRow("openarena sarge") << QStringLiteral("models/players/sarge") << pak0;
        any = true;
    }
    if (!any)
        QSKIP("no Quake III player here (../shared/corpus/real or Debian's openarena)");
}

ReadResult openPlayer(const QString &part)
{
    ReadOptions options;
    options.options.insert(QLatin1String(kMd3PlayerOption), true);
    return readModelFile(part, options);
}

int meshNamed(const Model &model, const QString &prefix)
{
    for (int m = 0; m < model.meshes.size(); ++m)
        if (model.meshes[m].name.startsWith(prefix))
            return m;
    return -1;
}

int animationNamed(const Model &model, const QString &name)
{
    for (int a = 0; a < model.animations.size(); ++a)
        if (model.animations[a].name == name)
            return a;
    return -1;
}

// Renames tag `tag` of an MD3 (all frames) and sets its axes in frame
// `frame` to `axes` (x, y, z, three numbers each).
void setTag(QByteArray &d, int tag, const char *name, int frame, const std::array<float, 9> &axes)
{
    const qint32 tags = i32(d, 80);
    for (qint32 f = 0; f < i32(d, 76); ++f) {
        QByteArray n(name);
        n.resize(64, '\0');
        d.replace(i32(d, 96) + (f * tags + tag) * 112, 64, n);
    }
    const qint64 at = i32(d, 96) + (qint64(frame) * tags + tag) * 112 + 76;
    for (int k = 0; k < 9; ++k) {
        const quint32 le = qToLittleEndian(std::bit_cast<quint32>(axes[k]));
        std::memcpy(d.data() + at + 4 * k, &le, 4);
    }
}

bool writeBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// A player of three fixtures in `dir`: lower.md3's tag_torso with axes
// 1.5 long, 1.2/0.8/1.0 turned and 1.5 turned in frames 0 to 2,
// upper.md3's tag_head 2 long in frame 1, every slot frames 0 to 2.
bool writeScaledPlayer(const QDir &p, QByteArray &lower, QByteArray &upper, QByteArray &head)
{
    lower = md3Fixture(3);
    upper = md3Fixture(3);
    head = md3Fixture(1);
    setTag(lower, 0, "tag_torso", 0, {1.5f, 0, 0, 0, 1.5f, 0, 0, 0, 1.5f});
    setTag(lower, 0, "tag_torso", 1, {0, 1.2f, 0, -0.8f, 0, 0, 0, 0, 1.0f});
    setTag(lower, 0, "tag_torso", 2, {1.5f, 0, 0, 0, 0.9f, 1.2f, 0, -1.2f, 0.9f});
    setTag(upper, 0, "tag_head", 1, {2.0f, 0, 0, 0, 2.0f, 0, 0, 0, 2.0f});
    QByteArray config;
    for (int s = 0; s < 25; ++s)
        config += "0 3 0 15\n";
    return writeBytes(p.filePath("lower.md3"), lower) && writeBytes(p.filePath("upper.md3"), upper)
           && writeBytes(p.filePath("head.md3"), head) && writeBytes(p.filePath("animation.cfg"), config);
}

} // namespace

class TestMd3PlayerModel : public QObject
{
    Q_OBJECT

private slots:
    void partsSitOnTheirTags_data() { addPlayers(); }
    void partsSitOnTheirTags()
    {
        QFETCH(QString, folder);
        QFETCH(QString, archive);
        QTemporaryDir dir;
        const QString player = playerCopy(dir, folder, archive);
        QVERIFY(!player.isEmpty());
        const QDir p(player);
        const QByteArray lower = bytes(p.filePath("lower.md3")), upper = bytes(p.filePath("upper.md3")),
                         head = bytes(p.filePath("head.md3"));
        const QList<Slot> slotList = readAnimationConfig(bytes(p.filePath("animation.cfg")));
        QVERIFY(slotList.size() >= 25);

        const ReadResult read = openPlayer(p.filePath("upper.md3"));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        const Model &model = read.model;
        QVERIFY(isQuake3PlayerModel(model));
        // Every slot is a clip named after it.
        for (int s = 0; s < slotList.size(); ++s)
            QVERIFY2(animationNamed(model, QLatin1String(kSlots[s])) >= 0, kSlots[s]);

        const int upperMesh = meshNamed(model, QStringLiteral("upper/"));
        const int headMesh = meshNamed(model, QStringLiteral("head/"));
        QVERIFY(upperMesh >= 0 && headMesh >= 0);
        // BOTH_DEATH1 moves both parts; LEGS_RUN the legs, the torso left at
        // its first stored frame.
        struct Case
        {
            int slot;
            qint64 frame;
        };
        const QList<Case> cases{
            {0, 0}, {0, slotList[0].count / 2}, {0, slotList[0].count - 1}, {15, 0}, {15, slotList[15].count - 1}};
        for (const Case &c : cases) {
            const int a = animationNamed(model, QLatin1String(kSlots[c.slot]));
            const double time = double(c.frame) / model.animations[a].fps;
            const qint64 lowerFrame = slotList[c.slot].first + c.frame;
            const qint64 upperFrame = c.slot < 6 ? lowerFrame : 0;
            const TagFrame torso = storedTag(lower, "tag_torso", lowerFrame);
            const TagFrame neck = storedTag(upper, "tag_head", upperFrame);
            QVERIFY(torso.found && neck.found);
            const QList<QVector3D> upperPosed = posedPositions(model, upperMesh, a, time);
            const QList<QVector3D> headPosed = posedPositions(model, headMesh, a, time);
            const QList<QVector3D> upperStored = storedPositions(upper, 0, upperFrame);
            const QList<QVector3D> headStored = storedPositions(head, 0, 0);
            QCOMPARE(upperPosed.size(), upperStored.size());
            QCOMPARE(headPosed.size(), headStored.size());
            for (qsizetype v = 0; v < upperStored.size(); ++v) {
                const QVector3D expected = torso.place(upperStored[v]);
                QVERIFY2((upperPosed[v] - expected).length() < 2e-3f,
                         qPrintable(QStringLiteral("%1 frame %2: upper vertex %3 at (%4 %5 %6), the game's (%7 %8 %9)")
                                        .arg(QLatin1String(kSlots[c.slot]))
                                        .arg(c.frame)
                                        .arg(v)
                                        .arg(upperPosed[v].x())
                                        .arg(upperPosed[v].y())
                                        .arg(upperPosed[v].z())
                                        .arg(expected.x())
                                        .arg(expected.y())
                                        .arg(expected.z())));
            }
            for (qsizetype v = 0; v < headStored.size(); ++v) {
                const QVector3D expected = torso.place(neck.place(headStored[v]));
                QVERIFY2((headPosed[v] - expected).length() < 2e-3f,
                         qPrintable(QStringLiteral("%1 frame %2: head vertex %3 off by %4")
                                        .arg(QLatin1String(kSlots[c.slot]))
                                        .arg(c.frame)
                                        .arg(v)
                                        .arg((headPosed[v] - expected).length())));
            }
        }
    }

    // A hand-made player whose lower.md3 tag_torso has axes longer than one
    // (1.5 on all three, 1.2/0.8/1.0 turned, 1.5 turned) and whose
    // upper.md3 tag_head has axes of length 2 in one frame: the game hangs
    // the parts on the axes normalised (R_LerpTag), so the tags' scale does
    // not scale the parts; a plain save leaves every file as it was.
    void scaledTagsDoNotScaleTheParts()
    {
        QTemporaryDir dir;
        const QDir p(dir.path());
        QByteArray lower, upper, head;
        QVERIFY(writeScaledPlayer(p, lower, upper, head));

        const ReadResult read = openPlayer(p.filePath("lower.md3"));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        const Model &model = read.model;
        const int a = animationNamed(model, QStringLiteral("BOTH_DEATH1"));
        QVERIFY(a >= 0);
        for (int part = 1; part < 3; ++part) {
            const QString prefix = QLatin1String(part == 1 ? "upper/" : "head/");
            const int mesh = meshNamed(model, prefix);
            QVERIFY(mesh >= 0);
            for (qint64 f = 0; f < 3; ++f) {
                const TagFrame torso = storedTag(lower, "tag_torso", f);
                const TagFrame neck = storedTag(upper, "tag_head", f);
                QVERIFY(torso.found && neck.found);
                QVERIFY(std::abs(torso.axis[0].length() - 1.0f) > 0.1f);
                const QList<QVector3D> posed = posedPositions(model, mesh, a, double(f) / model.animations[a].fps);
                const QList<QVector3D> stored = storedPositions(part == 1 ? upper : head, 0, part == 1 ? f : 0);
                QCOMPARE(posed.size(), stored.size());
                for (qsizetype v = 0; v < stored.size(); ++v) {
                    const QVector3D expected = part == 1 ? torso.place(stored[v]) : torso.place(neck.place(stored[v]));
                    QVERIFY2((posed[v] - expected).length() < 1e-3f,
                             qPrintable(QStringLiteral("%1 frame %2 vertex %3: (%4 %5 %6), the game's (%7 %8 %9)")
                                            .arg(prefix)
                                            .arg(f)
                                            .arg(v)
                                            .arg(posed[v].x())
                                            .arg(posed[v].y())
                                            .arg(posed[v].z())
                                            .arg(expected.x())
                                            .arg(expected.y())
                                            .arg(expected.z())));
                }
            }
        }

        const WriteResult saved = writeModelFile(model, p.filePath("lower.md3"), QStringLiteral("md3"));
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QVERIFY2(saved.written.isEmpty(), qPrintable(saved.written.join(QLatin1String(", "))));
        const QString other = dir.filePath(QStringLiteral("copy"));
        QVERIFY(QDir().mkpath(other));
        const WriteResult elsewhere = writeModelFile(model, QDir(other).filePath(QStringLiteral("upper.md3")),
                                                     QStringLiteral("md3"));
        QVERIFY2(elsewhere.ok(), elsewhere.ok() ? "" : qPrintable(elsewhere.error->toString()));
        QCOMPARE(bytes(QDir(other).filePath("lower.md3")), lower);
        QCOMPARE(bytes(QDir(other).filePath("upper.md3")), upper);
        QCOMPARE(bytes(QDir(other).filePath("head.md3")), head);
    }

    // A vertex of the torso moved on a scaled tag_torso goes back into
    // upper.md3 through the tag's normalised axes, not its scale.
    void meshEditOnAScaledTagGoesBackWithoutTheScale()
    {
        QTemporaryDir dir;
        const QDir p(dir.path());
        QByteArray lower, upper, head;
        QVERIFY(writeScaledPlayer(p, lower, upper, head));
        ReadResult read = openPlayer(p.filePath("lower.md3"));
        QVERIFY2(read.ok(), read.ok() ? "" : qPrintable(read.error->toString()));
        const int mesh = meshNamed(read.model, QStringLiteral("upper/"));
        QVERIFY(mesh >= 0);
        const QVector3D move(1.0f, 0.5f, -2.0f);
        read.model.meshes[mesh].positions[0] += move;
        const WriteResult saved = writeModelFile(read.model, p.filePath("lower.md3"), QStringLiteral("md3"));
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QCOMPARE(bytes(p.filePath("lower.md3")), lower);
        QCOMPARE(bytes(p.filePath("head.md3")), head);
        // tag_torso's axes at frame 0 are 1.5 times the model's: normalised,
        // the move is the same in the part's space.
        const QList<QVector3D> was = storedPositions(upper, 0, 0);
        const QList<QVector3D> now = storedPositions(bytes(p.filePath("upper.md3")), 0, 0);
        QCOMPARE(now.size(), was.size());
        QVERIFY2((now[0] - was[0] - move).length() < 2.0f / 64.0f, qPrintable(QStringLiteral("moved by (%1 %2 %3)")
                                                                                  .arg((now[0] - was[0]).x())
                                                                                  .arg((now[0] - was[0]).y())
                                                                                  .arg((now[0] - was[0]).z())));
    }

    void plainSaveWritesNothing_data() { addPlayers(); }
    void plainSaveWritesNothing()
    {
        QFETCH(QString, folder);
        QFETCH(QString, archive);
        QTemporaryDir dir;
        const QString player = playerCopy(dir, folder, archive);
        QVERIFY(!player.isEmpty());
        const QString lower = QDir(player).filePath(QStringLiteral("lower.md3"));
        const ReadResult read = openPlayer(lower);
        QVERIFY(read.ok());
        const WriteResult saved = writeModelFile(read.model, lower, QStringLiteral("md3"));
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QVERIFY2(saved.written.isEmpty(), qPrintable(saved.written.join(QLatin1String(", "))));
        // Saved into another folder: the three parts and the animation.cfg
        // as they were.
        const QString other = dir.filePath(QStringLiteral("copy"));
        QVERIFY(QDir().mkpath(other));
        const QString copy = QDir(other).filePath(QStringLiteral("upper.md3"));
        const WriteResult elsewhere = writeModelFile(read.model, copy, QStringLiteral("md3"));
        QVERIFY2(elsewhere.ok(), elsewhere.ok() ? "" : qPrintable(elsewhere.error->toString()));
        for (const char *name : {"lower.md3", "upper.md3", "head.md3", "animation.cfg"})
            QVERIFY2(bytes(QDir(other).filePath(QLatin1String(name)))
                         == bytes(QDir(player).filePath(QLatin1String(name))),
                     name);
    }

    // A vertex of the torso moved in the player model is saved in
    // upper.md3's own space (taken back off the tag), the other parts
    // untouched.
    void meshEditGoesBackToItsPart()
    {
        const QString folder = QStringLiteral(QUARRY_CORPUS_DIR)
                               + QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base");
        if (!QFileInfo::exists(folder))
            QSKIP("../shared/corpus/real is absent");
        QTemporaryDir dir;
        const QString player = playerCopy(dir, folder, QString());
        QVERIFY(!player.isEmpty());
        const QDir p(player);
        const QByteArray lower = bytes(p.filePath("lower.md3")), upper = bytes(p.filePath("upper.md3")),
                         head = bytes(p.filePath("head.md3"));
        ReadResult read = openPlayer(p.filePath("lower.md3"));
        QVERIFY(read.ok());
        const int mesh = meshNamed(read.model, QStringLiteral("upper/"));
        QVERIFY(mesh >= 0);
        const QVector3D move(1.0f, 0.5f, -2.0f);
        read.model.meshes[mesh].positions[0] += move;
        const WriteResult saved = writeModelFile(read.model, p.filePath("lower.md3"), QStringLiteral("md3"));
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        QCOMPARE(bytes(p.filePath("lower.md3")), lower);
        QCOMPARE(bytes(p.filePath("head.md3")), head);
        const QByteArray after = bytes(p.filePath("upper.md3"));
        QVERIFY(after != upper);
        // In the part's space: the move through the inverse of lower.md3's
        // tag_torso at frame 0, where the player model placed the part.
        const TagFrame torso = storedTag(lower, "tag_torso", 0);
        const QVector3D local(QVector3D::dotProduct(move, torso.axis[0].normalized()),
                              QVector3D::dotProduct(move, torso.axis[1].normalized()),
                              QVector3D::dotProduct(move, torso.axis[2].normalized()));
        const QList<QVector3D> was = storedPositions(upper, 0, 0), now = storedPositions(after, 0, 0);
        QCOMPARE(now.size(), was.size());
        QVERIFY2((now[0] - was[0] - local).length() < 2.0f / 64.0f,
                 qPrintable(QStringLiteral("moved by (%1 %2 %3), expected (%4 %5 %6)")
                                .arg((now[0] - was[0]).x())
                                .arg((now[0] - was[0]).y())
                                .arg((now[0] - was[0]).z())
                                .arg(local.x())
                                .arg(local.y())
                                .arg(local.z())));
        for (qsizetype v = 1; v < was.size(); ++v)
            QVERIFY2(now[v] == was[v], qPrintable(QStringLiteral("vertex %1 moved").arg(v)));
        // The surfaces not edited keep every frame's positions.
        for (int surface = 1; surface < i32(upper, 84); ++surface)
            for (qint64 f = 0; f < i32(upper, 76); ++f)
                QVERIFY2(storedPositions(after, surface, f) == storedPositions(upper, surface, f),
                         qPrintable(QStringLiteral("surface %1 frame %2").arg(surface).arg(f)));
    }

    void bothRetimeMovesBothParts_data() { addPlayers(); }
    void bothRetimeMovesBothParts()
    {
        QFETCH(QString, folder);
        QFETCH(QString, archive);
        QTemporaryDir dir;
        const QString player = playerCopy(dir, folder, archive);
        QVERIFY(!player.isEmpty());
        const QDir p(player);
        const QString files[3] = {p.filePath("lower.md3"), p.filePath("upper.md3"), p.filePath("head.md3")};
        const QByteArray before[3] = {bytes(files[0]), bytes(files[1]), bytes(files[2])};
        const QByteArray cfgBefore = bytes(p.filePath("animation.cfg"));
        const QList<Slot> old = readAnimationConfig(cfgBefore);
        QVERIFY(old.size() >= 25);

        const ReadResult read = openPlayer(files[1]);
        QVERIFY(read.ok());
        Document document;
        document.resetModel(read.model, files[1], QStringLiteral("md3"));
        const QString edited = QStringLiteral("BOTH_DEATH2");
        const OperationResult scaled = runOperation(
            document, QStringLiteral("scaleKeys"),
            {{QStringLiteral("animation"), edited}, {QStringLiteral("factor"), 2.0}});
        QVERIFY2(scaled.ok, qPrintable(scaled.message));
        const int a = animationNamed(document.model(), edited);
        const qint64 count = document.model().animations[a].frameCount();
        QCOMPARE(count, 2 * old[2].count - 1);

        const WriteResult saved = writeModelFile(document.model(), files[1], QStringLiteral("md3"));
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(saved.error->toString()));
        const QByteArray after[3] = {bytes(files[0]), bytes(files[1]), bytes(files[2])};
        QVERIFY(after[0] != before[0]);
        QVERIFY(after[1] != before[1]);
        QCOMPARE(after[2], before[2]);
        QVERIFY(!saved.written.contains(files[2]));

        // The levels of detail, where the player has them, follow their part.
        for (int k = 0; k < 2; ++k)
            for (const char *lod : {"_1.md3", "_2.md3"}) {
                const QString path = p.filePath((k == 0 ? QLatin1String("lower") : QLatin1String("upper"))
                                                + QLatin1String(lod));
                if (QFileInfo::exists(path)) {
                    QCOMPARE(i32(bytes(path), 76), i32(after[k], 76));
                    QVERIFY(saved.written.contains(path));
                }
            }
        const QList<Slot> now = readAnimationConfig(bytes(p.filePath("animation.cfg")));
        QCOMPARE(now.size(), old.size());
        QCOMPARE(now[2].count, count);
        for (int s = 0; s < now.size(); ++s) {
            const bool legs = s >= 13 && s < 25, torso = s >= 6 && !legs;
            for (int k = 0; k < 2; ++k) {
                if ((k == 0 && torso) || (k == 1 && legs))
                    continue;
                if (s == 2) {
                    // As edited: twice as long, every stored frame at every
                    // second frame.
                    for (qint64 f = 0; f < old[s].count; ++f)
                        QVERIFY2(frameBytes(after[k], now[s].first + 2 * f) == frameBytes(before[k], old[s].first + f),
                                 qPrintable(QStringLiteral("part %1: frame %2 of %3").arg(k).arg(f).arg(edited)));
                    continue;
                }
                QCOMPARE(now[s].count, old[s].count);
                QCOMPARE(now[s].fps, old[s].fps);
                for (qint64 f = 0; f < old[s].count; ++f)
                    QVERIFY2(frameBytes(after[k], now[s].first + f) == frameBytes(before[k], old[s].first + f),
                             qPrintable(QStringLiteral("part %1: frame %2 of %3").arg(k).arg(f).arg(kSlots[s])));
            }
        }
    }

    // The same through a script: quarry.open(..., player=True), the
    // operation by id, save.
    void scriptOpensThePlayer()
    {
        const QString folder = QStringLiteral(QUARRY_CORPUS_DIR)
                               + QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base");
        if (!QFileInfo::exists(folder))
            QSKIP("../shared/corpus/real is absent");
        QTemporaryDir dir;
        const QString player = playerCopy(dir, folder, QString());
        QVERIFY(!player.isEmpty());
        const QDir p(player);
        const QByteArray lower = bytes(p.filePath("lower.md3")), upper = bytes(p.filePath("upper.md3")),
                         head = bytes(p.filePath("head.md3"));
        const QList<Slot> old = readAnimationConfig(bytes(p.filePath("animation.cfg")));
        const QString script = dir.filePath(QStringLiteral("edit.py"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("import quarry, sys\n"
                   "doc = quarry.open(sys.argv[1], player=True)\n"
                   "doc.run('scaleKeys', animation='BOTH_DEATH3', factor=2)\n"
                   "doc.save(sys.argv[1])\n"
                   "try:\n"
                   "    quarry.open(sys.argv[2], player=True)\n"
                   "except quarry.Error as e:\n"
                   "    print('refused:', e)\n");
        file.close();
        QProcess quarry;
        quarry.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("script"), script, p.filePath("head.md3"),
                                                     dir.filePath(QStringLiteral("edit.py"))});
        QVERIFY(quarry.waitForFinished(120000));
        const QByteArray output = quarry.readAllStandardOutput();
        QVERIFY2(quarry.exitCode() == 0, quarry.readAllStandardError().constData());
        QVERIFY2(output.contains("refused:"), output.constData());
        QVERIFY(bytes(p.filePath("lower.md3")) != lower);
        QVERIFY(bytes(p.filePath("upper.md3")) != upper);
        QCOMPARE(bytes(p.filePath("head.md3")), head);
        const QList<Slot> now = readAnimationConfig(bytes(p.filePath("animation.cfg")));
        QCOMPARE(now.size(), old.size());
        QCOMPARE(now[4].count, 2 * old[4].count - 1);
        for (int s = 0; s < now.size(); ++s)
            if (s != 4)
                QCOMPARE(now[s].count, old[s].count);
    }

    // `quarry info --player`: the clips are the slots, the meshes the
    // parts'; a file that is no player part is refused.
    void infoReadsThePlayer()
    {
        const QString folder = QStringLiteral(QUARRY_CORPUS_DIR)
                               + QStringLiteral("/real/md3/tremulous/models/tremulous/players/human_base");
        if (!QFileInfo::exists(folder))
            QSKIP("../shared/corpus/real is absent");
        QProcess quarry;
        quarry.start(QStringLiteral(QUARRY_BINARY), {QStringLiteral("info"), QDir(folder).filePath("head.md3"),
                                                     QStringLiteral("--player"), QStringLiteral("--json")});
        QVERIFY(quarry.waitForFinished(60000));
        QCOMPARE(quarry.exitCode(), 0);
        const QJsonObject info = QJsonDocument::fromJson(quarry.readAllStandardOutput()).object();
        QStringList clips, meshes;
        for (const QJsonValue &a : info.value(QLatin1String("animations")).toArray())
            clips << a.toObject().value(QLatin1String("name")).toString();
        for (const QJsonValue &m : info.value(QLatin1String("meshes")).toArray())
            meshes << m.toObject().value(QLatin1String("name")).toString().section(QLatin1Char('/'), 0, 0);
        QCOMPARE(clips.size(), qsizetype(25));
        for (int s = 0; s < 25; ++s)
            QCOMPARE(clips[s], QLatin1String(kSlots[s]));
        QVERIFY(meshes.contains(QLatin1String("lower")) && meshes.contains(QLatin1String("upper"))
                && meshes.contains(QLatin1String("head")));
        quarry.start(QStringLiteral(QUARRY_BINARY),
                     {QStringLiteral("info"), QDir(folder).filePath("jetpack.md3"), QStringLiteral("--player")});
        QVERIFY(quarry.waitForFinished(60000));
        QCOMPARE(quarry.exitCode(), 1);
        QVERIFY(quarry.readAllStandardError().contains("jetpack.md3"));
    }
};

QTEST_GUILESS_MAIN(TestMd3PlayerModel)
#include "tst_md3_player_model.moc"
