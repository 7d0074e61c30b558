// Quake II engines: MD2 only (Yamagi Quake II dispatches IDP2, IDS2 and
// IBSP in every renderer, files/models.c; Q2PRO reads the ident, IDP2 and
// IDP3, models.c 1600-1615). Limits from their loaders: Yamagi's
// Mod_LoadMD2 (files.h) 2,048 vertices, 512 frames, 32 skins, skins up to
// 480 texels high; no triangle limit of its own, but Quake II's
// MAX_TRIANGLES 4,096 (qfiles.h), which FTE's fixed arrays also hold, is
// the writer's. Q2PRO (md2.h): 2,048 vertices, 4,096 triangles, 1,024
// frames, 32 skins, every block 4-byte aligned inside the file. Yamagi's
// GL renderers draw only from the GL commands, which the writer always
// makes.
//
// A player is what the client's CL_LoadClientinfo loads (cl_parse.c
// 403-485): players/NAME/tris.md2, the skin players/NAME/SKIN.pcx, its
// icon players/NAME/SKIN_i.pcx and players/NAME/weapon.md2; the clientinfo
// is invalid unless all four load. A missing skin falls back to grunt.pcx
// in the model's folder, so the skin is written under that name.
#include "io/targets/EngineTarget.h"

#include "io/md2/Md2Format.h"

namespace quarry {

namespace {

EngineTarget quake2PlayerTarget(const QString &id, const QString &title, int maxFrames)
{
    EngineTarget t;
    t.id = id;
    t.title = title;
    t.format = QStringLiteral("md2");
    // MD2 stores every vertex of every frame: no joints, influences or
    // custom arrays to limit; the MD2 limits are checked by
    // checkQuake2Limits (io/targets/Quake2Check).
    t.limits.maxInfluences = 0;
    t.limits.maxFrames = 0;
    t.modelPath = QStringLiteral("players/NAME/tris.md2");
    t.animationOrder = quake2AnimationSlots();
    t.textureFormats = {QStringLiteral("png"), QStringLiteral("tga")};
    t.packExtension = QStringLiteral("pk3");
    t.md2Layout = EngineTarget::Md2Layout::Player;
    t.loads = QStringLiteral("MD2 (at most %1 frames); Quarry writes the Quake II player: players/NAME/tris.md2 "
                             "with the 198 player frames, weapon.md2, the PCX skin and its icon")
                  .arg(maxFrames);
    return t;
}

EngineTarget quake2ModelTarget(EngineTarget t)
{
    t.modelPath = QStringLiteral("models/NAME/tris.md2");
    t.animationOrder.clear();
    t.md2Layout = EngineTarget::Md2Layout::Model;
    return t;
}

} // namespace

QList<AnimationSlot> quake2AnimationSlots()
{
    // Slot order is m_player.h's frame order; fallbacks index this list.
    auto s = [](const char *name, QStringList proposals, int fallback = -1) {
        return AnimationSlot{QLatin1String(name), proposals, fallback};
    };
    using L = QStringList;
    return {s("stand", L{"idle", "stand1", "torso_stand"}),
            s("run", L{"jog", "walk", "legs_run"}),
            s("attack", L{"shoot", "fire", "attack1", "shoot_arrow", "torso_attack"}),
            s("pain1", L{"pain", "hit", "pain01"}),
            s("pain2", L{"hit2"}, 3),
            s("pain3", L{"hit3"}, 3),
            s("jump", L{"legs_jump"}),
            s("flip", L{"backflip"}, 6),
            s("salute", L{}, 10),
            s("taunt", L{"gesture", "torso_gesture"}, 10),
            s("wave", L{}),
            s("point", L{}, 10),
            s("crstnd", L{"crouch", "idlecr", "duck", "crouch_idle"}, 0),
            s("crwalk", L{"walkcr", "crouchwalk", "sneak", "duckwalk"}, 12),
            s("crattak", L{"crouchattack", "crouch_attack"}, 2),
            s("crpain", L{"crouchpain"}, 3),
            s("crdeath", L{"crouchdeath"}, 17),
            s("death1", L{"death", "die", "both_death1"}),
            s("death2", L{"die2", "both_death2"}, 17),
            s("death3", L{"die3", "both_death3"}, 17)};
}

EngineTarget yquake2Target()
{
    return quake2PlayerTarget(QStringLiteral("yquake2"), QStringLiteral("Yamagi Quake II"), md2::kMaxFrames);
}

EngineTarget q2proTarget()
{
    return quake2PlayerTarget(QStringLiteral("q2pro"), QStringLiteral("Q2PRO"), 1024);
}

const EngineTarget &quake2ModelForm(const EngineTarget &player)
{
    static const EngineTarget yquake2 = quake2ModelTarget(yquake2Target());
    static const EngineTarget q2pro = quake2ModelTarget(q2proTarget());
    return player.id == q2pro.id ? q2pro : yquake2;
}

} // namespace quarry
