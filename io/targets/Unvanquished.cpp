// Daemon / Unvanquished (tr_model_iqm.cpp, cg_players.cpp): IQM v2 only;
// every vertex array 1..4 components of byte, ubyte, int, uint or float;
// blend indexes and weights ubyte x4 only; joint scale must be uniform and
// not negative; MAX_BONES 256; IQM animations registered by name
// (models/players/NAME/NAME.iqm:idle) and read by cgame through
// character.cfg's folder; .dpk archives.
#include "io/targets/EngineTarget.h"

namespace quarry {

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
    t.textureFormats = {QStringLiteral("png"), QStringLiteral("tga"), QStringLiteral("jpg")};
    t.shaderScripts = true;
    t.packExtension = QStringLiteral("dpk");
    return t;
}

} // namespace quarry
