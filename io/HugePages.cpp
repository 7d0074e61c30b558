#include "io/HugePages.h"

#include <algorithm>
#include <atomic>
#include <climits>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define QUARRY_HUGE_PAGES 1
#endif

namespace quarry {

namespace {

constexpr qint64 kMinimum = qint64(16) << 20;
constexpr qint64 kLargestHeapArray = qint64(32) << 20; // glibc's upper limit for M_MMAP_THRESHOLD
constexpr qint64 kHugePage = qint64(2) << 20;
constexpr int kDefaultThreshold = 128 * 1024; // glibc's M_MMAP_THRESHOLD and M_TRIM_THRESHOLD
std::atomic_bool g_active{false};
// The thresholds a reservation goes back to: glibc's, or keepFreedMemory's.
std::atomic_int g_mmapThreshold{kDefaultThreshold};
std::atomic_int g_trimThreshold{kDefaultThreshold};

} // namespace

void adviseHugePages(void *data, qint64 bytes)
{
#ifdef QUARRY_HUGE_PAGES
    const quintptr begin = (quintptr(data) + quintptr(kHugePage) - 1) & ~quintptr(kHugePage - 1);
    const quintptr end = (quintptr(data) + quintptr(bytes)) & ~quintptr(kHugePage - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

void keepFreedMemory()
{
#ifdef QUARRY_HUGE_PAGES
    g_mmapThreshold = int(kLargestHeapArray);
    g_trimThreshold = INT_MAX;
    mallopt(M_MMAP_THRESHOLD, g_mmapThreshold);
    mallopt(M_TRIM_THRESHOLD, g_trimThreshold);
#endif
}

HeapReservation::HeapReservation(qint64 bytes)
{
#ifdef QUARRY_HUGE_PAGES
    if (bytes < kMinimum || gettid() != getpid() || g_active.exchange(true))
        return;
    m_active = true;
    bytes = std::min<qint64>(bytes, qint64(1) << 40);
    mallopt(M_MMAP_THRESHOLD, int(kLargestHeapArray));
    mallopt(M_TRIM_THRESHOLD,
            int(std::max<qint64>(g_trimThreshold, std::min<qint64>(bytes + kLargestHeapArray + kHugePage, INT_MAX))));
    mallopt(M_TOP_PAD, int(std::min<qint64>(bytes, INT_MAX)));
    // An allocation larger than any free block and than the top of the
    // heap makes the heap grow by it and the padding; freed at once, it
    // leaves that room on top.
    const struct mallinfo2 info = mallinfo2();
    const qint64 request = kLargestHeapArray - 4096;
    char *const before = static_cast<char *>(sbrk(0));
    if (qint64(info.keepcost) < request && before != reinterpret_cast<char *>(-1)) {
        void *grow = malloc(size_t(request));
        asm volatile("" : : "r"(grow) : "memory"); // kept: it is made for its side effect
        free(grow);
        char *const after = static_cast<char *>(sbrk(0));
        if (after > before) {
            adviseHugePages(before, after - before);
            m_reserved = after - before;
        }
    }
    mallopt(M_TOP_PAD, kDefaultThreshold);
#else
    Q_UNUSED(bytes);
#endif
}

HeapReservation::~HeapReservation()
{
#ifdef QUARRY_HUGE_PAGES
    if (!m_active)
        return;
    mallopt(M_MMAP_THRESHOLD, g_mmapThreshold);
    mallopt(M_TRIM_THRESHOLD, g_trimThreshold);
    g_active = false;
#endif
}

} // namespace quarry
