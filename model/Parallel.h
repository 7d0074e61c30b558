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

// The cores a batch conversion may use, shared by the files it converts
// side by side: each file's work takes its share of them (cores over the
// files converting at the time), so N files on N cores take one each, and
// the last file left takes them all. A budget of one core makes work run
// in order on its own thread.
struct CoreBudget
{
    int cores = 1;
    std::atomic<int> running{0};
};
inline thread_local CoreBudget *t_budget = nullptr;

} // namespace parallel

// While alive, this thread's work (a batch's file) is counted among those
// running on `budget` and takes its share of the budget's cores.
class BudgetScope
{
public:
    explicit BudgetScope(parallel::CoreBudget &budget)
        : m_was(parallel::t_budget)
    {
        parallel::t_budget = &budget;
        budget.running.fetch_add(1, std::memory_order_relaxed);
    }
    ~BudgetScope()
    {
        parallel::t_budget->running.fetch_sub(1, std::memory_order_relaxed);
        parallel::t_budget = m_was;
    }
    BudgetScope(const BudgetScope &) = delete;
    BudgetScope &operator=(const BudgetScope &) = delete;

private:
    parallel::CoreBudget *m_was;
};

// The threads worth using for `work` units: one below `threshold`, else
// the cores (in a BudgetScope, this thread's share of its cores), at most
// `most`.
inline int threadsFor(qint64 work, qint64 threshold, int most = 8)
{
    if (work < threshold)
        return 1;
    int cores = int(std::clamp<unsigned>(std::thread::hardware_concurrency(), 1u, unsigned(std::max(most, 1))));
    if (const parallel::CoreBudget *budget = parallel::t_budget)
        cores = std::min(cores,
                         std::max(1, budget->cores / std::max(1, budget->running.load(std::memory_order_relaxed))));
    return cores;
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

// shareRuns, telling `report` on the calling thread, after each of its
// runs, how many items the threads have done so far; once report returns
// false, the runs not begun are left out. False when report said so.
template<typename Body, typename Report>
bool shareRunsReporting(qint64 count, qint64 run, int threads, Body body, Report report)
{
    std::atomic<qint64> done{0};
    std::atomic_bool stop{false};
    const std::thread::id caller = std::this_thread::get_id();
    shareRuns(count, run, threads, [&](qint64 first, qint64 last) {
        if (stop.load(std::memory_order_relaxed))
            return;
        body(first, last);
        const qint64 made = done.fetch_add(last - first, std::memory_order_relaxed) + (last - first);
        if (std::this_thread::get_id() == caller && !report(made))
            stop = true;
    });
    return !stop;
}

} // namespace quarry
