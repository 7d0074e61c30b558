// vkQuake and Ironwail load no IQM (gl_model.c): an "enhanced" model is an
// MD3 (or MD5) read in place of the Quake model of the same name, which
// must exist: progs/NAME.md3 beside progs/NAME.mdl (Ironwail refuses an
// MD3 loaded on its own, vkQuake also loads it natively). Skins are
// NAME.md3_N.skin naming the MD3's surfaces. Quarry writes the MD3; the
// renderers' caps of 999 vertices and 1,999 triangles a surface apply.
#include "io/targets/EngineTarget.h"

#include "io/md3/Md3Format.h"

namespace quarry {

namespace {

EngineTarget quakeEnhancedTarget(const char *id, const char *title, const char *loads)
{
    EngineTarget t;
    t.id = QLatin1String(id);
    t.title = QLatin1String(title);
    t.loads = QLatin1String(loads);
    t.format = QStringLiteral("md3");
    t.limits.maxMeshVertices = 999;
    t.limits.maxMeshTriangles = 1999;
    t.limits.maxFrames = md3::kMaxFrames; // every animation's frames in the one file
    t.modelPath = QStringLiteral("progs/NAME.md3");
    t.replaces = QStringLiteral("progs/NAME.mdl");
    t.skinFile = true;
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("png")};
    t.packExtension = QStringLiteral("pk3");
    return t;
}

} // namespace

EngineTarget vkquakeTarget()
{
    return quakeEnhancedTarget("vkquake", "vkQuake",
                               "MDL, MD3 (native and in place of a .mdl), MD5 in place of a .mdl; no IQM: Quarry "
                               "writes progs/NAME.md3");
}

EngineTarget ironwailTarget()
{
    return quakeEnhancedTarget("ironwail", "Ironwail",
                               "MDL; MD3 or MD5 only in place of an existing .mdl; no IQM: Quarry writes "
                               "progs/NAME.md3 for progs/NAME.mdl");
}

} // namespace quarry
