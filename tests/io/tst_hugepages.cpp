// Room for a large read in huge pages (io/HugePages.h): on Linux with
// glibc the main thread's heap grows once and the allocations that follow
// come from it; never off the main thread, never twice at once, and the
// memory allocated inside stays usable after the reservation ends.
#include "io/HugePages.h"

#include <QTest>

#include <cstdlib>
#include <cstring>
#include <thread>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#endif

using namespace quarry;

class TestHugePages : public QObject
{
    Q_OBJECT

private slots:
    void reservesOnTheMainThread()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's allocator stands in for glibc's heap, which this grows");
#endif
#if defined(__linux__) && defined(__GLIBC__)
        const qint64 want = qint64(64) << 20;
        char *const before = static_cast<char *>(sbrk(0));
        std::vector<void *> blocks;
        {
            const HeapReservation room(want);
            QVERIFY2(room.reserved() >= want, qPrintable(QString::number(room.reserved())));
            QCOMPARE(static_cast<char *>(sbrk(0)) - before, room.reserved());
            // Arrays up to 32 MB now come from the grown heap.
            void *block = std::malloc(size_t(8) << 20);
            QVERIFY(block);
            // (It may begin in the old top of the heap, just below.)
            char *const end = static_cast<char *>(block) + (size_t(8) << 20);
            QVERIFY(end > before && end <= static_cast<char *>(sbrk(0)));
            std::memset(block, 0x5A, size_t(8) << 20);
            blocks.push_back(block);
            // A second reservation while one is alive does nothing.
            const HeapReservation again(want);
            QCOMPARE(again.reserved(), qint64(0));
        }
        QCOMPARE(static_cast<unsigned char *>(blocks[0])[(size_t(8) << 20) - 1], 0x5A);
        std::free(blocks[0]);
#else
        QSKIP("huge pages are asked for on Linux with glibc only");
#endif
    }

    void nothingBelowTheMinimumOrOffTheMainThread()
    {
        QCOMPARE(HeapReservation(qint64(1) << 20).reserved(), qint64(0));
        qint64 onThread = -1;
        std::thread([&] { onThread = HeapReservation(qint64(64) << 20).reserved(); }).join();
        QCOMPARE(onThread, qint64(0));
    }

    void adviseIgnoresSmallAndUnalignedRanges()
    {
        // Less than one whole huge page inside: nothing to mark, no harm.
        char buffer[4096];
        adviseHugePages(buffer, sizeof buffer);
        buffer[0] = 1;
        QCOMPARE(buffer[0], char(1));
    }
};

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
