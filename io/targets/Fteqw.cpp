// FTEQW (com_mesh.c Mod_ParseIQMMeshModel): IQM v1 and v2; the first 4
// influences read; MAX_BONES 256; num_joints == num_poses when both are
// present; triangles past the 16-bit index range of one mesh are dropped
// (MAX_INDICIES 0xffff); full joint scale; DarkPlaces-style .framegroups
// and _N.skin files.
#include "io/targets/EngineTarget.h"

namespace quarry {

EngineTarget fteqwTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("fteqw");
    t.title = QStringLiteral("FTEQW");
    t.loads = QStringLiteral(
        "IQM v1/v2, MD5, MD3, MD2, MDL, HL1 MDL, DPM, PSK, ZYM, glTF (plugin); .framegroups and _N.skin");
    t.limits.maxJoints = 256;
    t.limits.maxMeshVertices = 65535;
    t.modelPath = QStringLiteral("models/NAME.iqm");
    t.framegroups = true;
    t.skinFile = true;
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("png"), QStringLiteral("jpg")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("pk3");
    return t;
}

} // namespace quarry
