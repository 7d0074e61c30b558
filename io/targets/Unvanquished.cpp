// Daemon / Unvanquished (tr_model_iqm.cpp, cg_players.cpp): IQM v2 only;
// every vertex array 1..4 components of byte, ubyte, int, uint or float;
// blend indexes and weights ubyte x4 only; joint scale must be uniform and
// not negative; MAX_BONES 256; IQM animations registered by name
// (models/players/NAME/NAME.iqm:idle) and read by cgame through
// character.cfg's folder; .dpk archives.
#include "io/targets/EngineTarget.h"

namespace quarry {

namespace {

// The human player's animations by the names cg_players.cpp
// (CG_RegisterClientModelname) registers; a missing one plays idle there
// (death2 and death3: die), and a model without idle is refused.
QList<AnimationSlot> unvanquishedHumanAnimations()
{
    auto s = [](const char *name, QStringList proposals, int fallback = -1) {
        return AnimationSlot{QLatin1String(name), proposals, fallback};
    };
    using L = QStringList;
    return {s("idle", L{"idle", "stand", "default"}),
            s("die", L{"die", "death", "death1", "dieone"}),
            s("death2", L{"death2", "dietwo", "die2"}, 1),
            s("death3", L{"death3", "die3"}, 1),
            s("gesture", L{"gesture", "taunt", "wave"}),
            s("rally", L{"rally"}),
            s("attack", L{"attack", "shoot", "fire"}),
            s("blaster_attack", L{"blaster_attack"}),
            s("psaw_attack", L{"psaw_attack"}),
            s("stand", L{"stand"}),
            s("crouch", L{"crouch", "duck", "crouchidle", "duckidle"}),
            s("crouch_forward", L{"crouch_forward", "crouchwalk", "duckwalk"}),
            s("crouch_back", L{"crouch_back", "crouchback", "duckwalkbackwards"}),
            s("walk", L{"walk"}),
            s("walk_back", L{"walk_back", "walkback", "backwards"}),
            s("run", L{"run", "forward"}),
            s("run_back", L{"run_back", "runback", "runbackwards", "back"}),
            s("swim", L{"swim"}),
            s("jump", L{"jump"}),
            s("land", L{"land"}),
            s("jump_back", L{"jump_back", "jumpback"}),
            s("land_back", L{"land_back", "landback"}),
            s("step", L{"step", "turn"}),
            s("drop", L{"drop", "lower"}),
            s("raise", L{"raise", "draw"})};
}

} // namespace

EngineTarget unvanquishedTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("unvanquished");
    t.title = QStringLiteral("Unvanquished (Daemon)");
    t.loads = QStringLiteral("IQM v2 (skeletal, named animations), MD5, MD3; character.cfg and body_default.skin");
    t.limits.maxJoints = 256;
    t.limits.maxCustomComponents = 4;
    t.limits.refusesOddCustomTypes = true;
    t.limits.jointScale = JointScaleRule::UniformOnly;
    t.modelPath = QStringLiteral("models/players/NAME/NAME.iqm");
    t.skinPath = QStringLiteral("models/players/NAME/body_default.skin");
    t.animationConfig = EngineTarget::AnimationConfig::Unvanquished;
    t.animationNames = unvanquishedHumanAnimations();
    t.textureFormats = {QStringLiteral("png"), QStringLiteral("tga"), QStringLiteral("jpg")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("dpk");
    return t;
}

} // namespace quarry
