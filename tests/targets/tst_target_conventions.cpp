// Every player target applies its game's conventions (one table,
// io/targets/PlayerConventions): the 3ds Max Biped figure, modelled facing
// -Y with its feet on Z = 0 and shrunk a hundredfold as Cal3D's scale=0.01
// would leave it, comes out at the game's player height, facing +X (its
// toes tell), its lowest point on the game's floor and its middle on the Z
// axis; --height and --scale choose the size; a model that is not a player
// (--single-model, no skeleton) keeps its size and place; the check says
// what the game would show and which kind it took the model to be.
#include "CliRunner.h"
#include "TargetModels.h"

#include "io/Formats.h"
#include "io/md3/Md3Player.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/PlayerConventions.h"
#include "io/targets/TargetExport.h"
#include "model/Pose.h"
#include "model/ops/ModelTransform.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace quarry;
using namespace quarry::test;

namespace {

Model fixed(const Model &source, const EngineTarget &target, const TargetExportOptions &options,
            TargetExportResult &result)
{
    Model model = source;
    const EngineTarget &form = options.singleModel ? singleModelForm(target) : target;
    fixForTarget(model, form, options, result);
    return model;
}

Bounds bindBounds(const Model &model)
{
    return poseBounds(model, -1, 0.0);
}

QList<TargetFinding::Kind> kinds(const QList<TargetFinding> &findings)
{
    QList<TargetFinding::Kind> list;
    for (const TargetFinding &f : findings)
        if (f.kind == TargetFinding::Kind::PlayerSize || f.kind == TargetFinding::Kind::PlayerFacing
            || f.kind == TargetFinding::Kind::PlayerFloor)
            list << f.kind;
    return list;
}

} // namespace

class TestTargetConventions : public QObject
{
    Q_OBJECT

private slots:
    // The table holds every player target the issue names, with the
    // floor at -24 and a height that fits under the box's top.
    void tableCoversThePlayerTargets()
    {
        for (const char *id : {"darkplaces", "xonotic", "fteqw", "ioquake3", "quakespasm-spiked", "warsow", "warfork",
                               "unvanquished", "vkquake", "ironwail"}) {
            const EngineTarget *target = findEngineTarget(QLatin1String(id));
            QVERIFY2(target, id);
            const PlayerConventions *game = playerConventions(*target);
            QVERIFY2(game, id);
            QCOMPARE(game->floor, -24.0f);
            QVERIFY2(game->height > 40 && game->floor + game->height <= game->boxTop + 0.01f, id);
            QVERIFY(!game->source.isEmpty());
        }
        QCOMPARE(playerConventions(*findEngineTarget(QStringLiteral("xonotic")))->boxTop, 45.0f);
        // Doom 3's models/md5 folder holds any model: no player conventions.
        QVERIFY(!playerConventions(*findEngineTarget(QStringLiteral("dhewm3"))));
    }

    // The figure a hundred times too small, sideways and on Z = 0: every
    // player target brings it to the table's height, facing +X, on the floor.
    void everyPlayerTargetPlacesThePlayer()
    {
        const Model tiny = biped(0.01f);
        for (const PlayerConventions &game : playerConventionsTable()) {
            const EngineTarget *target = findEngineTarget(game.engine);
            QVERIFY(target);
            TargetExportOptions options;
            TargetExportResult result;
            const Model model = fixed(tiny, *target, options, result);
            QVERIFY2(result.ok(), qPrintable(game.engine + QStringLiteral(": ") + result.error));
            const Bounds b = bindBounds(model);
            QVERIFY2(std::abs(b.max.z() - b.min.z() - game.height) < 0.01f,
                     qPrintable(QStringLiteral("%1: %2 tall").arg(game.engine).arg(b.max.z() - b.min.z())));
            QVERIFY2(std::abs(b.min.z() - game.floor) < 0.01f,
                     qPrintable(QStringLiteral("%1: lowest at %2").arg(game.engine).arg(b.min.z())));
            QVERIFY(std::abs(b.center().x()) < 0.01f && std::abs(b.center().y()) < 0.01f);
            QCOMPARE(findQuake3PlayerFacing(model).direction, QVector3D(1, 0, 0));
            // The T-pose's arms run across the way it faces, along Y.
            QVERIFY2(b.max.y() - b.min.y() > b.max.x() - b.min.x(), qPrintable(game.engine));
            const QString fixes = result.fixes.join(QLatin1Char('\n'));
            QVERIFY2(fixes.contains(QLatin1String("player height")) && fixes.contains(QLatin1String("it faced -Y"))
                         && fixes.contains(QLatin1String("lowest point at Z = -24")),
                     qPrintable(fixes));
            // The check before the fixes said so.
            QCOMPARE(kinds(result.findings),
                     (QList<TargetFinding::Kind>{TargetFinding::Kind::PlayerSize, TargetFinding::Kind::PlayerFacing,
                                                 TargetFinding::Kind::PlayerFloor}));
        }
    }

    // The files written: the IQM (Xonotic) and the MD3 (vkQuake) read back
    // at the game's height on its floor.
    void writtenFilesHoldThePlacedPlayer()
    {
        for (const char *id : {"xonotic", "darkplaces", "vkquake"}) {
            QTemporaryDir dir;
            const EngineTarget *target = findEngineTarget(QLatin1String(id));
            TargetExportOptions options;
            options.outputDirectory = dir.path();
            options.name = QStringLiteral("figure");
            options.sourcePath = dir.filePath(QStringLiteral("figure.iqe"));
            const TargetExportResult result = exportForTarget(biped(0.01f), *target, options);
            QVERIFY2(result.ok(), qPrintable(result.error));
            const ReadResult read = readModelFile(dir.filePath(targetModelPath(*target, QStringLiteral("figure"))));
            QVERIFY2(read.ok(), qPrintable(read.error ? read.error->toString() : QString()));
            Bounds b;
            for (const Mesh &m : read.model.meshes)
                for (const QVector3D &p : m.positions)
                    b.add(p);
            const PlayerConventions *game = playerConventions(*target);
            QVERIFY2(std::abs(b.min.z() - game->floor) < 0.05f, qPrintable(QString::number(b.min.z())));
            QVERIFY2(std::abs(b.max.z() - b.min.z() - game->height) < 0.05f,
                     qPrintable(QString::number(b.max.z() - b.min.z())));
            QVERIFY(b.max.y() - b.min.y() > b.max.x() - b.min.x());
        }
    }

    // --height and --scale choose the size; facing and floor still apply.
    void givenSizeIsKept()
    {
        const EngineTarget *xonotic = findEngineTarget(QStringLiteral("xonotic"));
        TargetExportOptions options;
        options.conversion.height = 64;
        TargetExportResult result;
        Bounds b = bindBounds(fixed(biped(0.01f), *xonotic, options, result));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(std::abs(b.max.z() - b.min.z() - 64) < 0.01f);
        QVERIFY(std::abs(b.min.z() + 24) < 0.01f);
        QVERIFY(!kinds(result.findings).contains(TargetFinding::Kind::PlayerSize));
        options.conversion.height = 0;
        options.conversion.scale = 2;
        TargetExportResult scaled;
        b = bindBounds(fixed(biped(0.5f), *xonotic, options, scaled));
        QVERIFY(std::abs(b.max.z() - b.min.z() - 56) < 0.01f);
        QVERIFY(std::abs(b.min.z() + 24) < 0.01f);
    }

    // Not a player: --single-model, a model without a skeleton (a weapon,
    // an item) or a skeleton without a head keeps its size and place.
    void notAPlayerKeepsItsSize()
    {
        const EngineTarget *xonotic = findEngineTarget(QStringLiteral("xonotic"));
        TargetExportOptions single;
        single.singleModel = true;
        TargetExportResult result;
        Bounds b = bindBounds(fixed(biped(0.01f), *xonotic, single, result));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(std::abs(b.max.z() - b.min.z() - 0.56f) < 1e-4f);
        QVERIFY(std::abs(b.min.z()) < 1e-4f);
        QVERIFY(kinds(result.findings).isEmpty());
        PlayerOptions singleKind;
        singleKind.singleModel = true;
        QVERIFY(!playerKind(biped(), *xonotic, singleKind).player);
        QVERIFY(playerKind(biped(), *xonotic, {}).reason.contains(QLatin1String("Bip01 Head")));

        Model weapon = sphereModel(8, 8);
        TargetExportResult weaponResult;
        const Bounds before = bindBounds(weapon);
        b = bindBounds(fixed(weapon, *xonotic, {}, weaponResult));
        QVERIFY2(weaponResult.ok(), qPrintable(weaponResult.error));
        QCOMPARE(b.min, before.min);
        QCOMPARE(b.max, before.max);
        const PlayerKind kind = playerKind(weapon, *xonotic, {});
        QVERIFY(!kind.player);
        QVERIFY(kind.reason.contains(QLatin1String("no skeleton")));

        Model headless = riggedSphere(8, 8, 3);
        QVERIFY(!playerKind(headless, *xonotic, {}).player);
        // Doom 3: no conventions, the model as it is.
        TargetExportResult doom;
        b = bindBounds(fixed(biped(0.01f), *findEngineTarget(QStringLiteral("dhewm3")), {}, doom));
        QVERIFY(std::abs(b.max.z() - b.min.z() - 0.56f) < 1e-4f);
    }

    // The check's words: how many times too small, the way it faces, how
    // far it floats; nothing for a player already at the game's size and place.
    void checkSaysWhatTheGameWouldShow()
    {
        const EngineTarget *xonotic = findEngineTarget(QStringLiteral("xonotic"));
        const QList<TargetFinding> findings = checkPlayerConventions(biped(0.01f), *xonotic, {});
        QCOMPARE(findings.size(), 3);
        QVERIFY2(findings[0].message.contains(QLatin1String("0.56 units tall, 123 times too small")),
                 qPrintable(findings[0].message));
        QVERIFY(findings[0].message.contains(QLatin1String("scaled to 69 units on export")));
        QVERIFY2(findings[1].message.contains(QLatin1String("faces -Y (toes ahead of the ankles)")),
                 qPrintable(findings[1].message));
        QVERIFY2(findings[2].message.contains(QLatin1String("floats 24 units above the floor")),
                 qPrintable(findings[2].message));
        for (const TargetFinding &f : findings)
            QVERIFY(f.fixable);
        // Too large and sunk.
        Model large = biped(100.0f);
        Similarity down;
        down.translation = QVector3D(0, 0, -5000);
        transformModel(large, down);
        const QList<TargetFinding> big = checkPlayerConventions(large, *xonotic, {});
        QCOMPARE(big.size(), 3);
        QVERIFY2(big[0].message.contains(QLatin1String("times too large")), qPrintable(big[0].message));
        QVERIFY2(big[2].message.contains(QLatin1String("sunk")), qPrintable(big[2].message));
        // Placed by the export: nothing left to say.
        TargetExportResult result;
        const Model placed = fixed(biped(0.01f), *xonotic, {}, result);
        QVERIFY(checkPlayerConventions(placed, *xonotic, {}).isEmpty());
    }

    // `quarry check --target` on the figure a hundred times too small, as
    // the Cal3D avatar: the kind, then what the game would show
    // and what the export does; --single-model and --height change that.
    void checkCommandLine()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("tiny.iqm"));
        QVERIFY(writeModelFile(biped(0.01f), source, QStringLiteral("iqm")).ok());
        const CliRun text = runQuarry(
            {QStringLiteral("check"), source, QStringLiteral("--target"), QStringLiteral("xonotic")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QLatin1String("taken as a player: a skeleton with a head joint (Bip01 Head)")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(QLatin1String("fixed on export: the player is 0.56 units tall, 123 times too "
                                                 "small for players in Xonotic (69 units)")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(QLatin1String("turned to face +X on export")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QLatin1String("floats 24 units above the floor in Xonotic")), qPrintable(text.out));
        QVERIFY2(!text.out.contains(QLatin1String("nothing to fix")), qPrintable(text.out));

        const CliRun json = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                       QStringLiteral("darkplaces"), QStringLiteral("--height"), QStringLiteral("56"),
                                       QStringLiteral("--json")});
        const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("kind")).toString(), QStringLiteral("player"));
        QStringList kinds;
        for (const QJsonValue &f : report.value(QStringLiteral("findings")).toArray())
            kinds << f.toObject().value(QStringLiteral("kind")).toString();
        // The size is given: facing and floor only.
        QCOMPARE(kinds, (QStringList{QStringLiteral("playerFacing"), QStringLiteral("playerFloor")}));

        const CliRun single = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                         QStringLiteral("xonotic"), QStringLiteral("--single-model")});
        QVERIFY2(single.out.contains(QLatin1String("taken as a model that is not a player, kept at its size")),
                 qPrintable(single.out));
        QVERIFY2(single.out.contains(QLatin1String("nothing to fix for Xonotic")), qPrintable(single.out));
        const CliRun bad = runQuarry({QStringLiteral("check"), source, QStringLiteral("--target"),
                                      QStringLiteral("xonotic"), QStringLiteral("--facing"), QStringLiteral("up")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("--facing takes +x, -x, +y, -y or auto")), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestTargetConventions)
#include "tst_target_conventions.moc"
