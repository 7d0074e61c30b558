#pragma once

// Progress of a long read or write as a fraction, checked for cancelling
// often enough that Cancel takes effect at once.

#include "io/IoResult.h"

namespace quarry {

// Reports `fn` for a piece of work within [from, to] of the whole: `fn`
// sees from + fraction * (to - from). An empty `fn` gives an empty one.
ProgressFn progressRange(const ProgressFn &fn, double from, double to);

// Work counted in units (vertices, lines, bytes: whatever the loop has),
// reported as a fraction of `total` each time it has grown by 1/200 since
// the last report. Loops call advance() every few thousand units, so the
// report (and with it the user's Cancel) is never far away.
class ProgressMeter
{
public:
    ProgressMeter(const ProgressFn &fn, double total);

    // Adds `units` done; false once the user has cancelled.
    bool advance(double units);
    // Reports the fraction reached now, whatever the step; false once
    // cancelled.
    bool report();
    bool cancelled() const { return m_cancelled; }

private:
    ProgressFn m_fn;
    double m_total;
    double m_done = 0;
    double m_nextReport = 0;
    bool m_cancelled = false;
};

} // namespace quarry
