// DarkPlaces (model_alias.c Mod_INTERQUAKEMODEL_Load): IQM v1 and v2; blend
// indexes and weights only as ubyte x4 (256 joints at most); custom arrays
// skipped; scale channels skipped ("skip scale data for now"); a
// MODEL.framegroups file replaces the IQM's animations; MODEL_0.skin names
// each mesh's shader and hides every mesh it leaves out.
#include "io/targets/EngineTarget.h"

namespace quarry {

EngineTarget darkplacesTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("darkplaces");
    t.title = QStringLiteral("DarkPlaces");
    t.loads = QStringLiteral(
        "IQM v1/v2 (skeletal), MD3, MD2, MDL, DPM, PSK, ZYM, OBJ; .framegroups and _N.skin beside the model");
    t.limits.maxJoints = 256;
    t.limits.jointScale = JointScaleRule::Ignored;
    t.modelPath = QStringLiteral("models/NAME.iqm");
    t.framegroups = true;
    t.skinFile = true;
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("png"), QStringLiteral("jpg")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("pk3");
    return t;
}

} // namespace quarry
