// Linked into a program (as an object of its own, never dropped from an
// archive), gives it the interchange formats before main() runs.
#include "io/assimp/AssimpFormats.h"

namespace {

[[maybe_unused]] const bool g_enabled = (quarry::enableAssimpFormats(), true);

} // namespace
