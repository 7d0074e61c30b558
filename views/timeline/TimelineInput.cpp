// Mouse interaction of TimelineView: a click selects keys (Shift adds,
// Ctrl toggles, a drag on empty space selects by box), a drag on selected
// keys moves them and one on the selection's edge handles scales them in
// time, one undo step per drag; the ruler scrubs, the wheel scrolls and
// Ctrl+wheel zooms. Painting is in TimelinePaint.cpp.
#include "views/timeline/FixedLengthQuestion.h"
#include "views/timeline/TimelineView.h"

#include "model/Document.h"
#include "model/UndoSteps.h"
#include "model/commands/RetimeKeysCommand.h"
#include "model/operations/FixedLengths.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {
constexpr int kKeyHitRadius = 5;
constexpr int kHandleWidth = 8;
} // namespace

QPoint TimelineView::scaleHandlePosition(bool right) const
{
    const double t = right ? m_selection.lastTime() : m_selection.firstTime();
    const int x = int(std::lround(timeToX(t)));
    return {right ? x + kHandleWidth / 2 : x - kHandleWidth / 2, kRulerHeight + kStripHeight / 2};
}

bool TimelineView::keyAt(const QPoint &pos, int &row, float &time) const
{
    if (pos.x() < m_nameWidth)
        return false;
    row = rowAt(pos.y());
    if (row < 0)
        return false;
    const QList<float> &keys = m_rows.at(row).keys;
    const float t = float(xToTime(pos.x()));
    const float radius = float(kKeyHitRadius / m_pixelsPerSecond);
    auto it = std::lower_bound(keys.cbegin(), keys.cend(), t - radius);
    float best = INFINITY;
    for (; it != keys.cend() && *it <= t + radius; ++it)
        if (std::abs(*it - t) < std::abs(best - t))
            best = *it;
    if (!std::isfinite(best))
        return false;
    time = best;
    return true;
}

KeySelection TimelineView::keysAtTime(int row, float time) const
{
    KeySelection s;
    if (row > 0) {
        s.insert(m_rows.at(row).joint, time);
        return s;
    }
    // The summary row stands for every shown row's key at that time.
    for (qsizetype r = 1; r < m_rows.size(); ++r) {
        const QList<float> &keys = m_rows.at(r).keys;
        const auto k = std::lower_bound(keys.cbegin(), keys.cend(), time - kKeyTimeTolerance);
        if (k != keys.cend() && std::abs(*k - time) <= kKeyTimeTolerance)
            s.insert(m_rows.at(r).joint, *k);
    }
    return s;
}

double TimelineView::pivotTime(bool rightHandle) const
{
    if (m_pivot == ScalePivot::Cursor)
        return m_document->currentTime();
    return rightHandle ? m_selection.firstTime() : m_selection.lastTime();
}

void TimelineView::scrubTo(double x)
{
    const Animation *a = animation();
    if (!a)
        return;
    double t = std::clamp(xToTime(x), 0.0, std::max(a->duration, 0.0));
    if (m_snap)
        t = std::round(t * fps()) / fps();
    m_document->setCurrentTime(t);
}

void TimelineView::pushRetime(const TimeMap &map, double snapFps)
{
    if (m_dragPushed && map.offset == m_lastMap.offset && map.scale == m_lastMap.scale && map.pivot == m_lastMap.pivot)
        return;
    if (!m_dragPushed && map.isIdentity())
        return;
    m_lastMap = map;
    m_lastSnapFps = snapFps;
    m_dragPushed = true;
    m_document->undoStack()->push(new RetimeKeysCommand(m_document, m_document->currentAnimation(), m_dragSelection,
                                                        map, snapFps, m_dragSerial, &m_dragSource));
    m_selection = retimedSelection(m_dragSelection, map, snapFps);
    Q_EMIT keySelectionChanged();
}

void TimelineView::applyDrag(const QPoint &pos)
{
    m_dragPos = pos;
    switch (m_drag) {
    case Drag::None: return;
    case Drag::Scrub: scrubTo(pos.x()); return;
    case Drag::Box: viewport()->update(); return;
    case Drag::Move: {
        TimeMap map;
        map.offset = (pos.x() - m_pressPos.x()) / m_pixelsPerSecond;
        // Whole frames keep keys on frames (and irregular keys at their spacing).
        if (m_snap)
            map.offset = std::round(map.offset * fps()) / fps();
        // Not past time 0.
        map.offset = std::max(map.offset, -double(m_dragSelection.firstTime()));
        pushRetime(map, 0.0);
        return;
    }
    case Drag::ScaleLeft:
    case Drag::ScaleRight: {
        const bool right = m_drag == Drag::ScaleRight;
        const double pivot = m_pivot == ScalePivot::Cursor
                                 ? m_document->currentTime()
                                 : (right ? m_dragSelection.firstTime() : m_dragSelection.lastTime());
        const double edge = right ? m_dragSelection.lastTime() : m_dragSelection.firstTime();
        if (std::abs(edge - pivot) < 1e-6)
            return;
        const double target = edge + (pos.x() - m_pressPos.x()) / m_pixelsPerSecond;
        TimeMap map;
        map.pivot = pivot;
        map.scale = std::max(0.01, (target - pivot) / (edge - pivot));
        pushRetime(map, m_snap ? fps() : 0.0);
        return;
    }
    }
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() != Qt::LeftButton || !animation()) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    m_pressPos = pos;
    m_dragPos = pos;
    m_drag = Drag::None;
    m_dragPushed = false;
    m_lastMap = {};

    auto beginRetime = [this](Drag drag) {
        m_drag = drag;
        m_dragSource = *animation();
        m_dragSelection = m_selection;
        ++m_dragSerial;
    };

    if (pos.x() >= m_nameWidth && pos.y() < kRulerHeight) {
        m_drag = Drag::Scrub;
        scrubTo(pos.x());
        return;
    }
    if (pos.x() >= m_nameWidth && pos.y() < kHeaderHeight) {
        if (m_selection.isEmpty())
            return;
        const QPoint left = scaleHandlePosition(false);
        const QPoint right = scaleHandlePosition(true);
        if (m_selection.lastTime() > m_selection.firstTime() && std::abs(pos.x() - right.x()) <= kHandleWidth / 2 + 2)
            beginRetime(Drag::ScaleRight);
        else if (m_selection.lastTime() > m_selection.firstTime()
                 && std::abs(pos.x() - left.x()) <= kHandleWidth / 2 + 2)
            beginRetime(Drag::ScaleLeft);
        else if (pos.x() > left.x() && pos.x() < right.x())
            beginRetime(Drag::Move);
        return;
    }
    const int row = rowAt(pos.y());
    if (pos.x() < m_nameWidth) {
        if (row < 0)
            return;
        const TimelineRow &r = m_rows.at(row);
        const int arrowX = 4 + r.depth * 12;
        if (r.hasChildren && pos.x() >= arrowX && pos.x() < arrowX + 12) {
            setCollapsed(r.joint, !r.collapsed);
            return;
        }
        // A click on a name selects the row's keys.
        KeySelection s = shift || ctrl ? m_selection : KeySelection();
        const Animation *a = animation();
        const KeySelection rowKeys = row == 0 ? allKeys(*a, m_rows.joints()) : allKeys(*a, {r.joint});
        for (auto it = rowKeys.times.cbegin(); it != rowKeys.times.cend(); ++it)
            for (float t : *it)
                s.insert(it.key(), t);
        setKeySelection(s);
        return;
    }
    int keyRow = -1;
    float keyTime = 0;
    if (keyAt(pos, keyRow, keyTime)) {
        const KeySelection hit = keysAtTime(keyRow, keyTime);
        auto allSelected = [this, &hit] {
            for (auto it = hit.times.cbegin(); it != hit.times.cend(); ++it)
                for (float t : *it)
                    if (!m_selection.contains(it.key(), t))
                        return false;
            return true;
        };
        KeySelection s = m_selection;
        if (ctrl && allSelected()) {
            for (auto it = hit.times.cbegin(); it != hit.times.cend(); ++it)
                for (float t : *it)
                    s.remove(it.key(), t);
            setKeySelection(s);
            return;
        }
        if (!shift && !ctrl && !allSelected())
            s = {};
        for (auto it = hit.times.cbegin(); it != hit.times.cend(); ++it)
            for (float t : *it)
                s.insert(it.key(), t);
        setKeySelection(s);
        beginRetime(Drag::Move);
        return;
    }
    const double cursorX = timeToX(m_document->currentTime());
    if (std::abs(pos.x() - cursorX) <= 3) {
        m_drag = Drag::Scrub;
        return;
    }
    if (!shift && !ctrl)
        setKeySelection({});
    m_drag = Drag::Box;
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_drag == Drag::None) {
        // Show what a press would do.
        Qt::CursorShape shape = Qt::ArrowCursor;
        if (pos.x() >= m_nameWidth && pos.y() >= kRulerHeight && pos.y() < kHeaderHeight && !m_selection.isEmpty()
            && m_selection.lastTime() > m_selection.firstTime()
            && (std::abs(pos.x() - scaleHandlePosition(true).x()) <= kHandleWidth / 2 + 2
                || std::abs(pos.x() - scaleHandlePosition(false).x()) <= kHandleWidth / 2 + 2))
            shape = Qt::SizeHorCursor;
        else if (pos.x() >= m_nameWidth && std::abs(pos.x() - timeToX(m_document->currentTime())) <= 3)
            shape = Qt::SplitHCursor;
        viewport()->setCursor(shape);
        return;
    }
    applyDrag(pos);
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_drag == Drag::Box) {
        const QRect box = QRect(m_pressPos, pos).normalized();
        const float from = float(xToTime(box.left()));
        const float to = float(xToTime(box.right()));
        KeySelection s = m_selection;
        for (qsizetype r = 0; r < m_rows.size(); ++r) {
            const int top = rowTop(int(r));
            if (r > 0 && top < kHeaderHeight + kRowHeight)
                continue; // scrolled under the summary row
            if (top + kRowHeight <= box.top() || top >= box.bottom())
                continue;
            const QList<float> &keys = m_rows.at(r).keys;
            for (auto k = std::lower_bound(keys.cbegin(), keys.cend(), from); k != keys.cend() && *k <= to; ++k) {
                const KeySelection hit = keysAtTime(int(r), *k);
                for (auto it = hit.times.cbegin(); it != hit.times.cend(); ++it)
                    for (float t : *it)
                        s.insert(it.key(), t);
            }
        }
        setKeySelection(s);
    } else if (m_drag != Drag::None) {
        applyDrag(pos);
        if (m_drag != Drag::Scrub)
            finishRetimeDrag();
    }
    m_drag = Drag::None;
    m_dragSource = {};
    viewport()->update();
}

void TimelineView::finishRetimeDrag()
{
    if (!m_dragPushed || !animation())
        return;
    const qsizetype replaced = replacedKeyCount(m_dragSource, m_dragSelection, m_lastMap, m_lastSnapFps);
    m_drag = Drag::None; // the question's event loop must not move the keys further
    // A clip whose length the game fixes: the drag is kept only when the
    // user says so.
    const QString fixed = fixedLengthWarning(m_dragSource, *animation());
    if (!keepFixedLengthChange(this, fixed.isEmpty() ? QStringList() : QStringList{fixed})) {
        discardLastStep(m_document->undoStack());
        m_selection = m_dragSelection;
        Q_EMIT keySelectionChanged();
        Q_EMIT statusMessage(tr("Keys not moved: the clip keeps the length the game requires"));
        return;
    }
    if (confirmReplacing(replaced)) {
        reportRetime(m_dragSelection.size(), replaced);
        return;
    }
    // The drag is one command on top of the stack: take it back, leaving
    // nothing to redo.
    discardLastStep(m_document->undoStack());
    m_selection = m_dragSelection;
    Q_EMIT keySelectionChanged();
    Q_EMIT statusMessage(tr("Keys not moved: the move would have replaced %n key(s)", nullptr, int(replaced)));
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A double click on the ruler fits the clip to the view.
    if (event->position().y() < kRulerHeight && event->position().x() < m_nameWidth)
        zoomToFit();
    else
        mousePressEvent(event);
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        const double factor = std::pow(1.0015, delta.y());
        setPixelsPerSecond(m_pixelsPerSecond * factor, int(event->position().x()));
        event->accept();
        return;
    }
    if ((event->modifiers() & Qt::ShiftModifier) || delta.x() != 0) {
        const int d = delta.x() != 0 ? delta.x() : delta.y();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d);
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

} // namespace quarry
