// QuakeSpasm (gl_model.c Mod_LoadAliasModel): Quake's .mdl only, no MD3,
// MD5 or IQM; more than 2,000 vertices, 4,096 triangles, 1,024 poses or 32
// skins is a fatal error. The 2021 re-release: its engine's source is not
// public, so Quarry holds its models to the same numbers; its own enhanced
// models are progs/NAME.md5mesh and progs/NAME.md5anim beside the .mdl with
// 8-bit skins progs/SHADER_00_00.lmp (the convention Ironwail, vkQuake and
// FTE read).
#include "io/targets/EngineTarget.h"

#include "io/mdl/MdlFormat.h"

namespace quarry {

EngineTarget quakeMdlTarget(const char *id, const char *title, const char *loads)
{
    EngineTarget t;
    t.id = QLatin1String(id);
    t.title = QLatin1String(title);
    t.loads = QLatin1String(loads);
    t.format = QStringLiteral("mdl");
    t.quakeModel = true;
    t.limits.maxTotalVertices = mdl::kMaxVertices;
    t.limits.maxTotalTriangles = mdl::kMaxTriangles;
    t.limits.maxFrames = mdl::kMaxPoses;
    t.limits.framesFormat = QStringLiteral("MDL");
    t.limits.frameRate = mdl::kFramesPerSecond;
    t.modelPath = QStringLiteral("progs/NAME.mdl");
    t.textureFormats = {QStringLiteral("tga")};
    t.packExtension = QStringLiteral("pk3");
    return t;
}

QList<EngineTarget> quakeTargets()
{
    EngineTarget quakespasm = quakeMdlTarget("quakespasm", "QuakeSpasm",
                                             "MDL only (no MD3, MD5 or IQM): Quarry writes progs/NAME.mdl");
    EngineTarget rerelease = quakeMdlTarget("quake-rerelease", "Quake (2021 re-release)",
                                            "MDL, and MD5 in place of a .mdl: Quarry writes progs/NAME.mdl with "
                                            "progs/NAME.md5mesh, progs/NAME.md5anim and .lmp skins");
    rerelease.quakeEnhanced = QStringLiteral("md5");
    rerelease.quakeEnhancedSkins = QStringLiteral("lmp");
    return {quakespasm, rerelease};
}

} // namespace quarry
