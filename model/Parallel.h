// Work shared among the cores: how many threads a piece of work is worth,
// and runs of items handed out one at a time, so that items of uneven cost
// balance themselves over the threads. The calling thread is one of them.
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace quarry {

namespace parallel {

// Set while a thread runs work that is itself one of several run side by
// side (a batch conversion's files): the work inside it takes one thread.
inline thread_local bool t_serial = false;

} // namespace parallel

// While alive, work started on this thread uses this thread alone.
class SerialScope
{
public:
    explicit SerialScope(bool serial = true) : m_was(parallel::t_serial) { parallel::t_serial = serial || m_was; }
    ~SerialScope() { parallel::t_serial = m_was; }
    SerialScope(const SerialScope &) = delete;
    SerialScope &operator=(const SerialScope &) = delete;

private:
    bool m_was;
};

// The threads worth using for `work` units: one below `threshold` (or in a
// SerialScope), else the cores, at most `most`.
inline int threadsFor(qint64 work, qint64 threshold, int most = 8)
{
    if (work < threshold || parallel::t_serial)
        return 1;
    return int(std::clamp<unsigned>(std::thread::hardware_concurrency(), 1u, unsigned(std::max(most, 1))));
}

// Calls body(first, last) for the runs [0, run), [run, 2 run), ... of
// [0, count) on `threads` threads, each taking the next run when done with
// its last. Which thread makes a run varies from one call to the next:
// what a run writes must depend on its items alone.
template<typename Body>
void shareRuns(qint64 count, qint64 run, int threads, Body body)
{
    if (count <= 0)
        return;
    run = std::max<qint64>(run, 1);
    const qint64 runs = (count + run - 1) / run;
    threads = int(std::clamp<qint64>(threads, 1, runs));
    if (threads == 1) {
        for (qint64 first = 0; first < count; first += run)
            body(first, std::min(first + run, count));
        return;
    }
    std::atomic<qint64> next{0};
    auto work = [&] {
        for (qint64 r = next.fetch_add(1, std::memory_order_relaxed); r < runs;
             r = next.fetch_add(1, std::memory_order_relaxed))
            body(r * run, std::min((r + 1) * run, count));
    };
    std::vector<std::thread> workers;
    workers.reserve(size_t(threads - 1));
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(work);
    work();
    for (std::thread &w : workers)
        w.join();
}

} // namespace quarry
