// Engines with no IQM loader: vkQuake and Ironwail read MD3 or MD5 only as a
// replacement beside an existing .mdl (gl_model.c); Quarry writes the .mdl
// and the MD5 (or MD3) for them (QuakeEnhanced.cpp). dhewm3 and RBDOOM-3-BFG: Doom3Engines.cpp.
#include "io/targets/EngineTarget.h"

namespace quarry {

QList<EngineTarget> md3Md5Targets()
{
    return {vkquakeTarget(), ironwailTarget()};
}

} // namespace quarry
