// ioquake3 (renderergl1/2 tr_model_iqm.c): IQM v2 only, at most 16 MiB;
// IQM_MAX_JOINTS 128; every vertex array (custom ones too) 1..4 components
// of byte, ubyte, int, uint or float, else the whole model is refused; under
// 1,000 vertices and 2,000 triangles a mesh (SHADER_MAX_VERTEXES,
// SHADER_MAX_INDEXES); IQM animations ignored: cgame's animation.cfg gives
// absolute frames in Quake III's 25-slot order.
//
// A player is what cgame's CG_RegisterClientModelname loads:
// models/players/NAME/lower.md3, upper.md3 and head.md3 hanging on each
// other's tags (tag_torso, tag_head; tag_weapon for the gun), their
// _default.skin files and animation.cfg, LODs lower_1.md3 and lower_2.md3
// (tr_model.c R_RegisterMD3); the renderer would also take lower.iqm for a
// missing lower.md3, but the parts hang on tags in their parent's space,
// which MD3 frames store as the game reads them. The one-model form
// (ioquake3ModelTarget) writes one IQM for a mod that loads one skeletal
// model, or a model that is not a player.
#include "io/targets/EngineTarget.h"

#include "io/md3/Md3Format.h"
#include "io/md3/Md3Player.h"

namespace quarry {

QList<AnimationSlot> quake3AnimationSlots()
{
    auto s = [](const char *name, QStringList proposals, int fallback = -1) {
        return AnimationSlot{QLatin1String(name), proposals, fallback};
    };
    using L = QStringList;
    return {s("BOTH_DEATH1", L{"death1", "death", "die", "dieone"}),
            s("BOTH_DEAD1", L{"dead1", "dead", "deadone"}, 0),
            s("BOTH_DEATH2", L{"death2", "dietwo"}, 0),
            s("BOTH_DEAD2", L{"dead2", "deadtwo"}, 1),
            s("BOTH_DEATH3", L{"death3"}, 0),
            s("BOTH_DEAD3", L{"dead3"}, 1),
            s("TORSO_GESTURE", L{"gesture", "taunt", "wave"}, 11),
            s("TORSO_ATTACK", L{"attack", "shoot", "fire"}, 11),
            s("TORSO_ATTACK2", L{"attack2", "melee", "punch", "slash"}, 7),
            s("TORSO_DROP", L{"drop"}, 11),
            s("TORSO_RAISE", L{"raise", "draw"}, 11),
            s("TORSO_STAND", L{"stand", "idle", "torso_stand"}),
            s("TORSO_STAND2", L{"stand2"}, 11),
            s("LEGS_WALKCR", L{"walkcr", "crouchwalk", "duckwalk", "crouch walk", "sneak"}, 23),
            s("LEGS_WALK", L{"walk"}, 15),
            s("LEGS_RUN", L{"run"}, 14),
            s("LEGS_BACK", L{"back", "runbackwards", "walkback", "walk back", "run back"}, 15),
            s("LEGS_SWIM", L{"swim"}, 22),
            s("LEGS_JUMP", L{"jump"}, 22),
            s("LEGS_LAND", L{"land"}, 22),
            s("LEGS_JUMPB", L{"jumpb", "jumpback", "jump back"}, 18),
            s("LEGS_LANDB", L{"landb", "landback", "land back"}, 19),
            s("LEGS_IDLE", L{"idle", "stand"}),
            s("LEGS_IDLECR", L{"idlecr", "crouch", "duck", "duckidle", "crouch idle"}, 22),
            s("LEGS_TURN", L{"turn"}, 22)};
}

EngineTarget ioquake3Target()
{
    EngineTarget t = ioquake3ModelTarget();
    t.loads = QStringLiteral(
        "IQM v2 (skeletal), MD3 (+LODs), MDR; Quarry writes the Quake III player: lower, upper and "
        "head MD3 with tags, skins and animation.cfg");
    t.format = QStringLiteral("md3");
    t.quake3Player = true;
    // MD3 surfaces: the same renderer caps; no joints, custom arrays or
    // file size cap (MD3's own limits are the writer's).
    t.limits = {};
    t.limits.maxMeshVertices = 999;
    t.limits.maxMeshTriangles = 1999;
    // MD3_MAX_FRAMES, a part: lower.md3 the BOTH_ and LEGS_ slots' animations, upper.md3 the BOTH_ and TORSO_ ones.
    t.limits.maxFrames = md3::kMaxFrames;
    t.limits.frameFiles = quake3PlayerFrameFiles;
    t.limits.framesFitOnExport = true;
    t.modelPath = QStringLiteral("models/players/NAME/lower.md3");
    t.lodPath = QStringLiteral("models/players/NAME/lower_LEVEL.md3");
    t.skinPath.clear(); // one per part
    return t;
}

EngineTarget ioquake3IqmPlayerTarget()
{
    EngineTarget t = ioquake3Target();
    const EngineTarget model = ioquake3ModelTarget();
    t.loads = QStringLiteral("IQM v2 (skeletal), MD3 (+LODs), MDR; Quarry writes the Quake III player as lower, "
                             "upper and head IQM (loaded where the .md3 is absent) with tag joints, skins and "
                             "animation.cfg");
    t.format = QStringLiteral("iqm");
    // The one-model IQM's limits, with room for the three tag joints; no
    // frame cap (the frames go at the animations' own rates).
    t.limits = model.limits;
    t.limits.maxJoints = model.limits.maxJoints - 3;
    // 16 MiB a file: each part's is checked as written (io/md3/Md3Player).
    t.limits.maxFileBytes = 0;
    t.modelPath = QStringLiteral("models/players/NAME/lower.iqm");
    t.lodPath = QStringLiteral("models/players/NAME/lower_LEVEL.iqm");
    return t;
}

EngineTarget ioquake3ModelTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("ioquake3");
    t.title = QStringLiteral("ioquake3");
    t.loads = QStringLiteral("IQM v2 (skeletal), MD3 (+LODs), MDR; player folders with animation.cfg and .skin files");
    t.limits.maxJoints = 128;
    t.limits.maxMeshVertices = 999;
    t.limits.maxMeshTriangles = 1999;
    t.limits.maxCustomComponents = 4;
    t.limits.refusesOddCustomTypes = true;
    t.limits.maxFileBytes = qint64(16) << 20;
    t.modelPath = QStringLiteral("models/players/NAME/NAME.iqm");
    t.skinPath = QStringLiteral("models/players/NAME/NAME_default.skin");
    t.animationConfig = EngineTarget::AnimationConfig::Quake3;
    t.animationOrder = quake3AnimationSlots();
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("jpg"), QStringLiteral("png")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("pk3");
    return t;
}

} // namespace quarry
