// Engines with no IQM loader: vkQuake and Ironwail read MD3 or MD5 only as a
// replacement beside an existing .mdl (gl_model.c), dhewm3 and RBDOOM-3-BFG
// read MD5 (ModelManager.cpp). Listed so that `quarry check` says so; Quarry
// writes MD3 for the first two (QuakeEnhanced.cpp), MD5 not yet.
#include "io/targets/EngineTarget.h"

namespace quarry {

QList<EngineTarget> md3Md5Targets()
{
    auto engine = [](const char *id, const char *title, const char *loads) {
        EngineTarget t;
        t.id = QLatin1String(id);
        t.title = QLatin1String(title);
        t.loads = QLatin1String(loads);
        t.limits.loadsIqm = false;
        return t;
    };
    return {vkquakeTarget(), ironwailTarget(), engine("dhewm3", "dhewm3", "MD5 (skeletal), MD3, LWO, ASE; no IQM"),
            engine("rbdoom3", "RBDOOM-3-BFG", "MD5 (skeletal, 4 weights), glTF, MD3, OBJ; no IQM")};
}

} // namespace quarry
