// Engines with no IQM loader: vkQuake and Ironwail read MD3 or MD5 only as a
// replacement beside an existing .mdl (gl_model.c). Listed so that `quarry
// check` says so. (dhewm3 and RBDOOM-3-BFG: Doom3Engines.cpp.)
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
    return {engine("vkquake", "vkQuake", "MDL, MD3 (native and beside a .mdl), MD5 beside a .mdl; no IQM"),
            engine("ironwail", "Ironwail", "MDL; MD3 or MD5 only beside an existing .mdl; no IQM")};
}

} // namespace quarry
