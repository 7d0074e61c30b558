#include "io/targets/PlayerConventions.h"

#include "io/md3/Md3Player.h"
#include "io/md3/Md3PlayerRig.h"
#include "model/Pose.h"
#include "model/Translate.h"
#include "model/ops/ModelTransform.h"

#include <QLocale>

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

// A size within this factor of the game's is left alone by the check.
constexpr float kSizeTolerance = 1.05f;
// Feet within this many units of the floor are on it.
constexpr float kFloorTolerance = 0.5f;

QString axisName(const QVector3D &d)
{
    return d.x() > 0.5f    ? QStringLiteral("+X")
           : d.x() < -0.5f ? QStringLiteral("-X")
           : d.y() > 0.5f  ? QStringLiteral("+Y")
                           : QStringLiteral("-Y");
}

QString number(double value)
{
    return std::abs(value) >= 100 ? QLocale().toString(value, 'f', 0) : QLocale().toString(value, 'g', 3);
}

} // namespace

const QList<PlayerConventions> &playerConventionsTable()
{
    // The height is the standing player's box, floor to top, which the
    // game's own player models fill.
    static const QList<PlayerConventions> table = [] {
        const QString quake = QStringLiteral("Quake's client.qc: setsize VEC_HULL_MIN '-16 -16 -24', VEC_HULL_MAX "
                                             "'16 16 32'");
        const QString quake2 = QStringLiteral("Quake II's p_client.c PutClientInServer: mins {-16, -16, -24}, "
                                              "maxs {16, 16, 32}");
        const QString qfusion = QStringLiteral("qfusion's gs_public.h: playerbox_stand_mins -24, maxs 40");
        return QList<PlayerConventions>{
            {QStringLiteral("darkplaces"), 56, -24, 32, 16, quake},
            {QStringLiteral("xonotic"), 69, -24, 45, 16,
             QStringLiteral("Xonotic's common/constants.qh PL_MIN_CONST '-16 -16 -24', PL_MAX_CONST '16 16 45', as "
                            "Nexuiz's PL_MIN, PL_MAX")},
            {QStringLiteral("fteqw"), 56, -24, 32, 16, quake},
            {QStringLiteral("ioquake3"), 56, -24, 32, 15,
             QStringLiteral("ioquake3's g_client.c playerMins {-15, -15, -24}, playerMaxs {15, 15, 32}; bg_pmove.c "
                            "MINS_Z")},
            {QStringLiteral("quakespasm-spiked"), 56, -24, 32, 16, quake},
            {QStringLiteral("warsow"), 64, -24, 40, 16, qfusion},
            {QStringLiteral("warfork"), 64, -24, 40, 16, qfusion},
            {QStringLiteral("unvanquished"), 56, -24, 32, 15,
             QStringLiteral("the human class's box as Tremulous's bg_misc.c gave it (PCL_HUMAN: -15 -15 -24 to 15 15 "
                            "32), which Unvanquished's humans keep")},
            {QStringLiteral("vkquake"), 56, -24, 32, 16, quake},
            {QStringLiteral("ironwail"), 56, -24, 32, 16, quake},
            {QStringLiteral("yquake2"), 56, -24, 32, 16, quake2},
            {QStringLiteral("q2pro"), 56, -24, 32, 16, quake2},
            {QStringLiteral("quakespasm"), 56, -24, 32, 16, quake},
            {QStringLiteral("quake-rerelease"), 56, -24, 32, 16, quake},
        };
    }();
    return table;
}

const PlayerConventions *playerConventions(const EngineTarget &target)
{
    for (const PlayerConventions &c : playerConventionsTable())
        if (c.engine == target.id)
            return &c;
    return nullptr;
}

PlayerKind playerKind(const Model &model, const EngineTarget &target, const PlayerOptions &options)
{
    PlayerKind kind;
    if (!playerConventions(target)) {
        kind.reason = tr("%1 keeps its models where they are (no player conventions)").arg(target.title);
        return kind;
    }
    if (options.singleModel) {
        kind.reason = tr("--single-model: a model that is not a player");
        return kind;
    }
    if (model.skeleton.isEmpty()) {
        kind.reason = tr("no skeleton: a weapon, an item or a map object");
        return kind;
    }
    Quake3PlayerOptions joints;
    joints.headJoint = options.headJoint;
    QString error;
    const int head = findQuake3PlayerJoints(model, joints, &error).head;
    if (head < 0) {
        kind.reason = tr("a skeleton without a head joint: a weapon, an item or a map object");
        return kind;
    }
    kind.player = true;
    kind.reason = tr("a skeleton with a head joint (%1)").arg(readableJointName(model.skeleton.joints[head].name));
    return kind;
}

QList<TargetFinding> checkPlayerConventions(const Model &model, const EngineTarget &target,
                                            const PlayerOptions &options)
{
    QList<TargetFinding> findings;
    const PlayerConventions *game = playerConventions(target);
    if (!game || !playerKind(model, target, options).player)
        return findings;
    const Bounds bounds = poseBounds(model, -1, 0.0);
    if (!bounds.isValid())
        return findings;
    const float height = bounds.max.z() - bounds.min.z();
    if (height <= 0)
        return findings;
    auto add = [&](TargetFinding::Kind kind, const QString &limit, double allowed, double actual, const QString &remedy,
                   const QString &message) {
        TargetFinding f;
        f.kind = kind;
        f.limit = limit;
        f.allowed = qRound64(allowed);
        f.actual = qRound64(actual);
        f.fixable = true;
        f.remedy = remedy;
        f.message = message + QStringLiteral(": ") + remedy;
        findings << f;
    };
    float scale = 1.0f;
    if (!options.sizeGiven) {
        scale = game->height / height;
        if (scale > kSizeTolerance || scale < 1.0f / kSizeTolerance) {
            const QString factor = scale > 1 ? tr("%1 times too small").arg(number(scale))
                                             : tr("%1 times too large").arg(number(1.0 / scale));
            add(TargetFinding::Kind::PlayerSize, tr("players %1 units tall").arg(number(game->height)), game->height,
                height,
                tr("scaled to %1 units on export (--height or --scale to choose another size)")
                    .arg(number(game->height)),
                tr("the player is %1 units tall, %2 for players in %3 (%4 units)")
                    .arg(number(height), factor, target.title, number(game->height)));
        }
    }
    QVector3D direction;
    QString evidence;
    if (options.facing.isEmpty() || options.facing.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
        const Quake3PlayerFacing found = findQuake3PlayerFacing(model);
        direction = found.direction;
        evidence = found.evidence;
    } else {
        direction = parseQuake3Facing(options.facing);
        evidence = tr("as given");
    }
    if (!direction.isNull() && direction.x() < 0.5f)
        add(TargetFinding::Kind::PlayerFacing, tr("players facing +X"), 0, 0, tr("turned to face +X on export"),
            tr("the player faces %1 (%2); %3 draws players facing +X, so it would be seen from the side or back")
                .arg(axisName(direction), evidence, target.title));
    const float lowest = bounds.min.z() * scale;
    const float off = lowest - game->floor;
    if (std::abs(off) > kFloorTolerance)
        add(TargetFinding::Kind::PlayerFloor, tr("feet at Z = %1").arg(number(game->floor)), game->floor, lowest,
            tr("its lowest point placed at Z = %1 on export").arg(number(game->floor)),
            off > 0
                ? tr("the player floats %1 units above the floor in %2 (its lowest point at Z = %3, the floor at %4)")
                      .arg(number(off), target.title, number(lowest), number(game->floor))
                : tr("the player is sunk %1 units into the floor in %2 (its lowest point at Z = %3, the floor at %4)")
                      .arg(number(-off), target.title, number(lowest), number(game->floor)));
    return findings;
}

QStringList applyPlayerConventions(Model &model, const EngineTarget &target, const PlayerOptions &options,
                                   QString *warning, QString *error)
{
    QStringList fixes;
    const PlayerConventions *game = playerConventions(target);
    if (!game || !playerKind(model, target, options).player)
        return fixes;
    if (!options.sizeGiven) {
        const Bounds bounds = poseBounds(model, -1, 0.0);
        const float height = bounds.isValid() ? bounds.max.z() - bounds.min.z() : 0.0f;
        if (height <= 0) {
            *error = tr("the player has no height to scale to the %2 units of players in %1")
                         .arg(target.title, number(game->height));
            return fixes;
        }
        const float scale = game->height / height;
        if (std::abs(scale - 1.0f) > 1e-4f) {
            Similarity s;
            s.scale = scale;
            transformModel(model, s);
            fixes << tr("scaled by %1 to %2's player height of %3 units (--height or --scale to choose another)")
                         .arg(number(scale), target.title, number(game->height));
        }
    }
    fixes << placePlayer(model, options.facing, game->floor, warning, error);
    return fixes;
}

} // namespace quarry
