// vkQuake and Ironwail load no IQM (gl_model.c): a model is Quake's
// progs/NAME.mdl, and an "enhanced" model is an MD5 (or MD3) read in its
// place, beside it, never alone: progs/NAME.md5mesh with one
// progs/NAME.md5anim whose frames are the .mdl's frames one for one, its
// skins progs/SHADER_SS_FF (the re-release's convention). QuakeSpasm's
// 2,000 vertices and 4,096 triangles only warn there (Ironwail stops at
// 32,767 vertices and 1,024 poses; vkQuake at 32,767 vertices and 2,048
// poses); 32 skins. A model without a skeleton gets progs/NAME.md3 instead
// (the renderers' caps of 999 vertices and 1,999 triangles a surface).
#include "io/targets/EngineTarget.h"

#include "io/mdl/MdlFormat.h"

namespace quarry {

namespace {

EngineTarget quakeEnhancedTarget(const char *id, const char *title, const char *loads, int maxPoses)
{
    EngineTarget t = quakeMdlTarget(id, title, loads);
    t.quakeEnhanced = QStringLiteral("md5");
    t.quakeEnhancedSkins = QStringLiteral("tga");
    // QuakeSpasm's triangle cap only warns here (the check says so).
    t.limits.maxTotalTriangles = 0;
    t.limits.maxTotalVertices = 32767; // MAXALIASVERTS 0x7fff
    t.limits.maxFrames = maxPoses;
    return t;
}

} // namespace

EngineTarget vkquakeTarget()
{
    return quakeEnhancedTarget("vkquake", "vkQuake",
                               "MDL; MD3 (native and in place of a .mdl), MD5 in place of a .mdl; no IQM: Quarry "
                               "writes progs/NAME.mdl and the MD5 (or MD3) read in its place",
                               2048);
}

EngineTarget ironwailTarget()
{
    return quakeEnhancedTarget("ironwail", "Ironwail",
                               "MDL; MD3 or MD5 only in place of an existing .mdl; no IQM: Quarry writes "
                               "progs/NAME.mdl and the MD5 (or MD3) read in its place",
                               mdl::kMaxPoses);
}

} // namespace quarry
