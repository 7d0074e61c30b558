// Xonotic: the DarkPlaces loader, player models in models/player/ with a
// .framegroups file in the 31-group order of qcsrc/common/animdecide.qc
// (groups 19 on fall back to earlier ones when absent).
#include "io/targets/EngineTarget.h"

namespace quarry {

EngineTarget xonoticTarget()
{
    EngineTarget t = darkplacesTarget();
    t.id = QStringLiteral("xonotic");
    t.title = QStringLiteral("Xonotic");
    t.loads = QStringLiteral(
        "DarkPlaces: player IQM in models/player/ with 31 framegroups in the game's order and _0.skin");
    t.modelPath = QStringLiteral("models/player/NAME.iqm");
    // qcsrc/client/csqcmodel_hooks.qc: NAME_lod1 and NAME_lod2 beside it.
    t.lodPath = QStringLiteral("models/player/NAME_lodLEVEL.iqm");
    // qcsrc/common/util.qc get_model_parameters: the menu lists a player
    // by its NAME.iqm_0.txt.
    t.modelInfo = true;
    auto s = [](const char *name, QStringList proposals, int fallback = -1) {
        return AnimationSlot{QLatin1String(name), proposals, fallback};
    };
    using L = QStringList;
    t.animationOrder = {
        s("dieone", L{"dieone", "die", "death", "death1", "die1"}),
        s("dietwo", L{"dietwo", "death2", "die2"}, 0),
        s("draw", L{"draw", "raise", "switch"}),
        s("duck", L{"duck", "crouch"}),
        s("duckwalk", L{"duckwalk", "crouchwalk", "crouch_walk", "sneak"}, 3),
        s("duckjump", L{"duckjump", "crouchjump"}, 3),
        s("duckidle", L{"duckidle", "crouchidle", "crouch_idle"}, 3),
        s("idle", L{"idle", "stand", "default"}),
        s("jump", L{"jump"}),
        s("painone", L{"painone", "pain", "pain1", "hit"}),
        s("paintwo", L{"paintwo", "pain2"}, 9),
        s("shoot", L{"shoot", "attack", "fire"}),
        s("taunt", L{"taunt", "gesture", "wave"}),
        s("run", L{"run", "walk", "forward", "run forward", "walk forward"}),
        s("runbackwards", L{"runbackwards", "back", "backwards", "walkback", "walk back", "run back"}, 13),
        s("strafeleft", L{"strafeleft", "left", "strafe left"}, 13),
        s("straferight", L{"straferight", "right", "strafe right"}, 13),
        s("deadone", L{"deadone", "dead", "dead1"}, 0),
        s("deadtwo", L{"deadtwo", "dead2"}, 17),
        s("forwardright", L{"forwardright"}, 16),
        s("forwardleft", L{"forwardleft"}, 15),
        s("backright", L{"backright"}, 14),
        s("backleft", L{"backleft"}, 14),
        s("melee", L{"melee", "punch", "slash"}, 11),
        s("duckwalkbackwards", L{"duckwalkbackwards"}, 4),
        s("duckwalkstrafeleft", L{"duckwalkstrafeleft"}, 4),
        s("duckwalkstraferight", L{"duckwalkstraferight"}, 4),
        s("duckwalkforwardright", L{"duckwalkforwardright"}, 4),
        s("duckwalkforwardleft", L{"duckwalkforwardleft"}, 4),
        s("duckwalkbackright", L{"duckwalkbackright"}, 4),
        s("duckwalkbackleft", L{"duckwalkbackleft"}, 4)};
    return t;
}

} // namespace quarry
