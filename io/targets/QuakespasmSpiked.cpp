// QuakeSpasm-Spiked (gl_mesh.c Mod_LoadIQMModel, qsrebase): IQM v2 only;
// at most 0xffff vertices in all; the animation is dropped when poses and
// joints differ in number; the bind pose is built in a 256-joint stack
// array; no .skin or .framegroups for IQM: the material names the texture,
// relative to the model's folder.
#include "io/targets/EngineTarget.h"

namespace quarry {

EngineTarget quakespasmSpikedTarget()
{
    EngineTarget t;
    t.id = QStringLiteral("quakespasm-spiked");
    t.title = QStringLiteral("QuakeSpasm-Spiked");
    t.loads = QStringLiteral("IQM v2 (skeletal), MD5 (re-release), MD3, MDL; textures from the mesh materials");
    t.limits.maxJoints = 256;
    t.limits.maxTotalVertices = 65535;
    t.limits.needsPoses = true;
    t.modelPath = QStringLiteral("progs/NAME.iqm");
    t.textureFormats = {QStringLiteral("tga"), QStringLiteral("png"), QStringLiteral("jpg")};
    t.packExtension = QStringLiteral("pk3");
    return t;
}

} // namespace quarry
