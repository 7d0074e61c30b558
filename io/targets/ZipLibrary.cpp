#include "io/targets/ZipLibrary.h"

#include "model/Translate.h"

#include <zip.h>

#include <cstdio>
#include <cstdlib>

#include <dlfcn.h>

namespace quarry {

namespace {

// libzip's run-time name: its soname has been libzip.so.4 since libzip 1.0;
// the development link is the fallback.
struct Library
{
    void *handle = nullptr;
    QString error;
    Library()
    {
        for (const char *name : {"libzip.so.4", "libzip.so"}) {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
            if (handle)
                return;
            error = QString::fromLocal8Bit(dlerror());
        }
    }
};

const Library &library()
{
    static const Library loaded; // thread-safe: archives are deflated on threads
    return loaded;
}

} // namespace

bool loadZipLibrary(QString *error)
{
    if (library().handle)
        return true;
    // dlerror()'s text names the library and why it cannot be loaded.
    *error = tr("cannot make the archive: %1").arg(library().error);
    return false;
}

} // namespace quarry

namespace {

// The function `name` of the loaded libzip (loadZipLibrary succeeded before
// any zip_ function is called; one that libzip lacks is a broken install).
template<typename Function>
Function resolve(const char *name)
{
    void *symbol = quarry::library().handle ? dlsym(quarry::library().handle, name) : nullptr;
    if (!symbol) {
        std::fprintf(stderr, "quarry: libzip has no %s\n", name);
        std::abort();
    }
    return reinterpret_cast<Function>(symbol);
}

} // namespace

// The functions Pack calls (to make archives and to read one entry), with libzip's own declarations (zip.h), each
// forwarding to the loaded library.
#define QUARRY_ZIP_FORWARD(result, name, parameters, arguments)                                                        \
    extern "C" result name parameters                                                                                  \
    {                                                                                                                  \
        static const auto function = resolve<decltype(&::name)>(#name);                                                \
        return function arguments;                                                                                     \
    }

QUARRY_ZIP_FORWARD(int, zip_close, (zip_t * a), (a))
QUARRY_ZIP_FORWARD(int, zip_fclose, (zip_file_t * a), (a))
QUARRY_ZIP_FORWARD(const char *, zip_file_strerror, (zip_file_t * a), (a))
QUARRY_ZIP_FORWARD(zip_file_t *, zip_fopen_index, (zip_t * a, zip_uint64_t b, zip_flags_t c), (a, b, c))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_fread, (zip_file_t * a, void *b, zip_uint64_t c), (a, b, c))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_name_locate, (zip_t * a, const char *b, zip_flags_t c), (a, b, c))
QUARRY_ZIP_FORWARD(zip_t *, zip_open, (const char *a, int b, int *c), (a, b, c))
QUARRY_ZIP_FORWARD(int, zip_stat_index, (zip_t * a, zip_uint64_t b, zip_flags_t c, zip_stat_t *d), (a, b, c, d))
QUARRY_ZIP_FORWARD(void, zip_stat_init, (zip_stat_t * a), (a))
QUARRY_ZIP_FORWARD(void, zip_error_init_with_code, (zip_error_t * a, int b), (a, b))
QUARRY_ZIP_FORWARD(void, zip_discard, (zip_t * a), (a))
QUARRY_ZIP_FORWARD(void, zip_error_fini, (zip_error_t * a), (a))
QUARRY_ZIP_FORWARD(void, zip_error_init, (zip_error_t * a), (a))
QUARRY_ZIP_FORWARD(const char *, zip_error_strerror, (zip_error_t * a), (a))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_file_add, (zip_t * a, const char *b, zip_source_t *c, zip_flags_t d), (a, b, c, d))
QUARRY_ZIP_FORWARD(const char *, zip_get_name, (zip_t * a, zip_uint64_t b, zip_flags_t c), (a, b, c))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_get_num_entries, (zip_t * a, zip_flags_t b), (a, b))
QUARRY_ZIP_FORWARD(zip_t *, zip_open_from_source, (zip_source_t * a, int b, zip_error_t *c), (a, b, c))
QUARRY_ZIP_FORWARD(int, zip_set_file_compression, (zip_t * a, zip_uint64_t b, zip_int32_t c, zip_uint32_t d),
                   (a, b, c, d))
QUARRY_ZIP_FORWARD(zip_source_t *, zip_source_buffer, (zip_t * a, const void *b, zip_uint64_t c, int d), (a, b, c, d))
QUARRY_ZIP_FORWARD(zip_source_t *, zip_source_buffer_create, (const void *a, zip_uint64_t b, int c, zip_error_t *d),
                   (a, b, c, d))
QUARRY_ZIP_FORWARD(int, zip_source_close, (zip_source_t * a), (a))
QUARRY_ZIP_FORWARD(void, zip_source_free, (zip_source_t * a), (a))
QUARRY_ZIP_FORWARD(void, zip_source_keep, (zip_source_t * a), (a))
QUARRY_ZIP_FORWARD(int, zip_source_open, (zip_source_t * a), (a))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_source_read, (zip_source_t * a, void *b, zip_uint64_t c), (a, b, c))
QUARRY_ZIP_FORWARD(int, zip_source_seek, (zip_source_t * a, zip_int64_t b, int c), (a, b, c))
QUARRY_ZIP_FORWARD(zip_int64_t, zip_source_tell, (zip_source_t * a), (a))
QUARRY_ZIP_FORWARD(const char *, zip_strerror, (zip_t * a), (a))
#if LIBZIP_VERSION_MAJOR > 1 || (LIBZIP_VERSION_MAJOR == 1 && LIBZIP_VERSION_MINOR >= 10)
QUARRY_ZIP_FORWARD(zip_source_t *, zip_source_zip_file,
                   (zip_t * a, zip_t *b, zip_uint64_t c, zip_flags_t d, zip_uint64_t e, zip_int64_t f, const char *g),
                   (a, b, c, d, e, f, g))
#else
QUARRY_ZIP_FORWARD(zip_source_t *, zip_source_zip,
                   (zip_t * a, zip_t *b, zip_uint64_t c, zip_flags_t d, zip_uint64_t e, zip_int64_t f),
                   (a, b, c, d, e, f))
#endif
