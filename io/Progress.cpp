#include "io/Progress.h"

#include <algorithm>

namespace quarry {

ProgressFn progressRange(const ProgressFn &fn, double from, double to)
{
    if (!fn)
        return {};
    return [fn, from, to](double fraction) { return fn(from + std::clamp(fraction, 0.0, 1.0) * (to - from)); };
}

ProgressMeter::ProgressMeter(const ProgressFn &fn, double total)
    : m_fn(fn)
    , m_total(std::max(total, 1.0))
{ }

bool ProgressMeter::advance(double units)
{
    m_done += units;
    if (m_done < m_nextReport || m_cancelled)
        return !m_cancelled;
    return report();
}

bool ProgressMeter::report()
{
    if (m_cancelled)
        return false;
    m_nextReport = m_done < m_total ? std::min(m_done + m_total / 200.0, m_total) : m_done + m_total / 200.0;
    if (m_fn && !m_fn(std::min(m_done / m_total, 1.0)))
        m_cancelled = true;
    return !m_cancelled;
}

} // namespace quarry
