// Warsow 2.x (qfusion skm.cpp, glimp.h, cg_pmodels.cpp): IQM v2 only; fewer
// than 65,535 vertices in all; num_joints == num_poses (a rigged IQM with no
// poses is refused); at most MAX_GLSL_UNIFORM_BONES = 48 joints; scale
// channels unused; players are models/players/NAME/tris.iqm with an
// animation.cfg of `first last loopingframes fps` lines, at least one per
// animation of the game's list (ANIM_NONE excluded).
#include "io/targets/EngineTarget.h"

namespace quarry {

namespace {

QList<AnimationSlot> warsowSlots()
{
    // Slot indexes below are positions in this list.
    auto s = [](const char *name, QStringList proposals, int fallback = -1) {
        return AnimationSlot{QLatin1String(name), proposals, fallback};
    };
    using L = QStringList;
    return {s("BOTH_DEATH1", L{"death1", "death", "die"}),
            s("BOTH_DEAD1", L{"dead1", "dead"}, 0),
            s("BOTH_DEATH2", L{"death2"}, 0),
            s("BOTH_DEAD2", L{"dead2"}, 1),
            s("BOTH_DEATH3", L{"death3"}, 0),
            s("BOTH_DEAD3", L{"dead3"}, 1),
            s("LEGS_STAND_IDLE", L{"idle", "stand"}),
            s("LEGS_WALK_FORWARD", L{"walk", "walk_forward"}, 11),
            s("LEGS_WALK_BACK", L{"walkback", "walk_back"}, 12),
            s("LEGS_WALK_LEFT", L{"walkleft", "walk_left"}, 13),
            s("LEGS_WALK_RIGHT", L{"walkright", "walk_right"}, 14),
            s("LEGS_RUN_FORWARD", L{"run", "run_forward"}),
            s("LEGS_RUN_BACK", L{"runback", "run_back", "runbackwards"}, 11),
            s("LEGS_RUN_LEFT", L{"runleft", "run_left", "strafeleft"}, 11),
            s("LEGS_RUN_RIGHT", L{"runright", "run_right", "straferight"}, 11),
            s("LEGS_JUMP_LEG1", L{"jump", "jump1"}),
            s("LEGS_JUMP_LEG2", L{"jump2"}, 15),
            s("LEGS_JUMP_NEUTRAL", L{"jump_neutral"}, 15),
            s("LEGS_LAND", L{"land"}, 6),
            s("LEGS_CROUCH_IDLE", L{"crouch", "duck", "crouch_idle"}),
            s("LEGS_CROUCH_WALK", L{"crouchwalk", "duckwalk"}, 19),
            s("LEGS_SWIM_FORWARD", L{"swim"}),
            s("LEGS_SWIM_NEUTRAL", L{"swim_neutral"}, 21),
            s("LEGS_WALLJUMP", L{"walljump"}, 15),
            s("LEGS_WALLJUMP_LEFT", L{"walljump_left"}, 23),
            s("LEGS_WALLJUMP_RIGHT", L{"walljump_right"}, 23),
            s("LEGS_WALLJUMP_BACK", L{"walljump_back"}, 23),
            s("LEGS_DASH", L{"dash"}, 11),
            s("LEGS_DASH_LEFT", L{"dash_left"}, 27),
            s("LEGS_DASH_RIGHT", L{"dash_right"}, 27),
            s("LEGS_DASH_BACK", L{"dash_back"}, 27),
            s("TORSO_HOLD_BLADE", L{"hold_blade"}, 33),
            s("TORSO_HOLD_PISTOL", L{"hold_pistol"}, 33),
            s("TORSO_HOLD_LIGHTWEAPON", L{"hold", "hold_lightweapon"}),
            s("TORSO_HOLD_HEAVYWEAPON", L{"hold_heavyweapon"}, 33),
            s("TORSO_HOLD_AIMWEAPON", L{"hold_aimweapon"}, 33),
            s("TORSO_SHOOT_BLADE", L{"shoot_blade", "melee"}, 38),
            s("TORSO_SHOOT_PISTOL", L{"shoot_pistol"}, 38),
            s("TORSO_SHOOT_LIGHTWEAPON", L{"shoot", "attack", "fire"}),
            s("TORSO_SHOOT_HEAVYWEAPON", L{"shoot_heavyweapon"}, 38),
            s("TORSO_SHOOT_AIMWEAPON", L{"shoot_aimweapon"}, 38),
            s("TORSO_WEAPON_SWITCHOUT", L{"switchout", "drop"}),
            s("TORSO_WEAPON_SWITCHIN", L{"switchin", "raise", "draw"}),
            s("TORSO_DROPHOLD", L{"drophold"}, 33),
            s("TORSO_DROP", L{"drop"}, 41),
            s("TORSO_SWIM", L{"torso_swim"}, 33),
            s("TORSO_PAIN1", L{"pain1", "pain"}),
            s("TORSO_PAIN2", L{"pain2"}, 46),
            s("TORSO_PAIN3", L{"pain3"}, 46)};
}

} // namespace

EngineTarget warsowTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("warsow");
    t.title = QStringLiteral("Warsow");
    t.loads = QStringLiteral("IQM v2 (skeletal, at most 48 joints), MD3; players as tris.iqm with animation.cfg");
    t.limits.maxJoints = 48;
    t.limits.maxTotalVertices = 65534;
    t.limits.needsPoses = true;
    t.limits.jointScale = JointScaleRule::Ignored;
    t.modelPath = QStringLiteral("models/players/NAME/tris.iqm");
    t.skinPath = QStringLiteral("models/players/NAME/default.skin");
    t.animationConfig = EngineTarget::AnimationConfig::Warsow;
    t.animationOrder = warsowSlots();
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("jpg"), QStringLiteral("png")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("pk3");
    return t;
}

// Warfork (warfork-qfusion r_skm.c): as Warsow's loader, and it also refuses
// a file with no animation or no frame, or with no frame bounds; GPU
// skinning up to MAX_GLSL_UNIFORM_BONES 100 (a CPU path beyond, to 256).
EngineTarget warforkTarget()
{
    EngineTarget t = warsowTarget();
    t.id = QStringLiteral("warfork");
    t.title = QStringLiteral("Warfork");
    t.loads = QStringLiteral("IQM v2 (skeletal, animated, with bounds), MD3; players as tris.iqm with animation.cfg");
    t.limits.maxJoints = 100;
    t.limits.needsBounds = true;
    t.limits.needsAnimation = true;
    return t;
}

} // namespace quarry
