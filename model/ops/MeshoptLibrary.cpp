// meshoptimizer, loaded the first time a mesh is ordered or simplified
// (model/ops/VertexOrder, model/ops/Simplify) rather than when the program
// starts: the commands that do neither (info, check, compare, targets) do
// not load it. The functions those files call, with meshoptimizer's own
// declarations (meshoptimizer.h), each forward to the loaded library.
#include <meshoptimizer.h>

#include <cstdio>
#include <cstdlib>

#include <dlfcn.h>

namespace {

// The library's run-time name (CMake's imported target gives it), loaded
// once; like a library the executable links, one that cannot be loaded
// ends the program with the dynamic loader's reason.
void *library()
{
    static void *const handle = [] {
        void *loaded = dlopen(QUARRY_MESHOPTIMIZER_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (!loaded) {
            std::fprintf(stderr, "quarry: cannot load %s: %s\n", QUARRY_MESHOPTIMIZER_SONAME, dlerror());
            std::_Exit(127);
        }
        return loaded;
    }();
    return handle;
}

template<typename Function>
Function resolve(const char *name)
{
    void *symbol = dlsym(library(), name);
    if (!symbol) {
        std::fprintf(stderr, "quarry: %s has no %s\n", QUARRY_MESHOPTIMIZER_SONAME, name);
        std::_Exit(127);
    }
    return reinterpret_cast<Function>(symbol);
}

} // namespace

#define QUARRY_MESHOPT_FORWARD(result, name, parameters, arguments)                                                    \
    extern "C" result name parameters                                                                                  \
    {                                                                                                                  \
        static const auto function = resolve<result(*) parameters>(#name);                                             \
        return function arguments;                                                                                     \
    }

QUARRY_MESHOPT_FORWARD(meshopt_VertexCacheStatistics, meshopt_analyzeVertexCache,
                       (const unsigned int *a, size_t b, size_t c, unsigned int d, unsigned int e, unsigned int f),
                       (a, b, c, d, e, f))
QUARRY_MESHOPT_FORWARD(void, meshopt_optimizeVertexCache, (unsigned int *a, const unsigned int *b, size_t c, size_t d),
                       (a, b, c, d))
QUARRY_MESHOPT_FORWARD(size_t, meshopt_optimizeVertexFetchRemap,
                       (unsigned int *a, const unsigned int *b, size_t c, size_t d), (a, b, c, d))
QUARRY_MESHOPT_FORWARD(size_t, meshopt_simplify,
                       (unsigned int *a, const unsigned int *b, size_t c, const float *d, size_t e, size_t f, size_t g,
                        float h, unsigned int i, float *j),
                       (a, b, c, d, e, f, g, h, i, j))
QUARRY_MESHOPT_FORWARD(size_t, meshopt_simplifySloppy,
                       (unsigned int *a, const unsigned int *b, size_t c, const float *d, size_t e, size_t f, size_t g,
                        float h, float *i),
                       (a, b, c, d, e, f, g, h, i))
