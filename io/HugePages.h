#pragma once

// Large reads allocate the model's arrays by the million: with 4 KB pages
// the kernel takes one page fault per 4 KB, which costs more than parsing
// an IQM file. Where the kernel offers transparent huge pages on request
// (Linux, glibc), these helpers ask for 2 MB pages instead; elsewhere they
// do nothing.

#include <QtGlobal>

namespace quarry {

// While alive, the main thread's heap has room for about `bytes` of new
// allocations backed by huge pages: the heap is grown once by that much
// (nothing is touched, so no memory is used until it is), the grown range
// is marked for huge pages, and arrays of up to 32 MB come from it rather
// than from mappings of their own. Ends by giving the allocator back its
// usual thresholds, so the unused rest is returned to the system by the
// next free. Does nothing off the main thread, below 16 MB, or while
// another reservation is alive.
class HeapReservation
{
public:
    explicit HeapReservation(qint64 bytes);
    ~HeapReservation();
    HeapReservation(const HeapReservation &) = delete;
    HeapReservation &operator=(const HeapReservation &) = delete;

    // Bytes marked for huge pages (0 when nothing was done).
    qint64 reserved() const { return m_reserved; }

private:
    bool m_active = false;
    qint64 m_reserved = 0;
};

// For a process that reads, converts and writes once and ends (the command
// line): memory freed stays with the allocator for the next allocation
// instead of going back to the system, which would clear every page of it
// again when it is used next (a conversion frees and allocates its arrays
// by the megabyte), and arrays of up to 32 MB come from the heap rather
// than from mappings of their own, returned to the system on free. The
// memory is kept until the process ends; its peak can be a little higher
// (the avatar DokuroChan to IQM: 53 MB -> 59 MB), as freed blocks of the
// heap do not always fit what comes next.
// HeapReservation ends by going back to these thresholds.
void keepFreedMemory();

// Marks the whole 2 MB pages inside [data, data + bytes) for huge pages:
// for a large buffer that has been allocated but not yet written.
void adviseHugePages(void *data, qint64 bytes);

} // namespace quarry
