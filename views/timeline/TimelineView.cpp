#include "views/timeline/TimelineView.h"

#include "model/Document.h"
#include "model/commands/DeleteKeysCommand.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/commands/PasteKeysCommand.h"
#include "model/commands/RetimeKeysCommand.h"

#include <QKeyEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {
constexpr int kKeyHitRadius = 5;
constexpr int kHandleWidth = 8;
constexpr double kMinPixelsPerSecond = 2.0;
constexpr double kMaxPixelsPerSecond = 20000.0;
} // namespace

TimelineView::TimelineView(Document *document, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("TimelineView"));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    // Every pixel is painted by paintEvent.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_nameWidth = std::max(150, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 14);

    auto rebuild = [this] {
        rebuildRows();
        viewport()->update();
    };
    connect(document, &Document::modelReset, this, [this, rebuild] {
        m_selection = {};
        m_collapsed.clear();
        m_fitPending = true;
        rebuild();
        Q_EMIT keySelectionChanged();
    });
    connect(document, &Document::currentAnimationChanged, this, [this, rebuild] {
        m_selection = {};
        m_fitPending = true;
        rebuild();
        Q_EMIT keySelectionChanged();
    });
    connect(document, &Document::animationChanged, this, [this, rebuild](int index) {
        if (index == m_document->currentAnimation())
            rebuild();
    });
    connect(document, &Document::animationsChanged, this, rebuild);
    connect(document, &Document::skeletonChanged, this, rebuild);
    connect(document, &Document::jointChanged, this, rebuild);
    connect(document, &Document::selectionChanged, this, [this, rebuild] {
        if (m_onlySelected)
            rebuild();
        else
            viewport()->update();
    });
    connect(document, &Document::currentTimeChanged, viewport(), qOverload<>(&QWidget::update));
    rebuildRows();
}

const Animation *TimelineView::animation() const
{
    const int index = m_document->currentAnimation();
    const auto &list = m_document->model().animations;
    return index >= 0 && index < list.size() ? &list[index] : nullptr;
}

double TimelineView::fps() const
{
    const Animation *a = animation();
    return a && a->fps > 0 ? a->fps : 30.0;
}

void TimelineView::rebuildRows()
{
    const QList<int> only = m_onlySelected ? m_document->selection().joints : QList<int>();
    // Filtering to an empty selection shows nothing but the summary.
    m_rows.rebuild(m_document->model().skeleton, animation(), m_collapsed,
                   m_onlySelected && only.isEmpty() ? QList<int>{-2} : only);
    pruneSelection();
    updateNameTexts();
    if (m_fitPending && viewport()->width() > m_nameWidth + 2 * kMargin) {
        m_fitPending = false;
        zoomToFit();
    }
    updateScrollBars();
}

void TimelineView::updateNameTexts()
{
    m_nameTexts.clear();
    QFont bold = font();
    bold.setBold(true);
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        const TimelineRow &row = m_rows.at(r);
        const QFontMetrics fm(r == 0 ? bold : font());
        const int width = m_nameWidth - 1 - (4 + row.depth * 12 + 14) - 4;
        QStaticText text(fm.elidedText(row.name, Qt::ElideRight, std::max(0, width)));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), r == 0 ? bold : font());
        m_nameTexts.append(text);
    }
}

void TimelineView::pruneSelection()
{
    // Keys that no longer exist (after undo, or in hidden rows) drop out.
    KeySelection kept;
    for (auto it = m_selection.times.cbegin(); it != m_selection.times.cend(); ++it) {
        const int row = m_rows.rowOf(it.key());
        if (row < 0)
            continue;
        const QList<float> &keys = m_rows.at(row).keys;
        for (float t : *it) {
            const auto k = std::lower_bound(keys.cbegin(), keys.cend(), t - kKeyTimeTolerance);
            if (k != keys.cend() && std::abs(*k - t) <= kKeyTimeTolerance)
                kept.insert(it.key(), *k);
        }
    }
    if (!(kept == m_selection)) {
        m_selection = kept;
        Q_EMIT keySelectionChanged();
    }
}

void TimelineView::updateScrollBars()
{
    const Animation *a = animation();
    const double duration = a ? std::max(a->duration, 0.0) : 0.0;
    const int contentWidth = int(std::ceil(duration * m_pixelsPerSecond)) + 2 * kMargin;
    const int areaWidth = std::max(1, viewport()->width() - m_nameWidth);
    horizontalScrollBar()->setRange(0, std::max(0, contentWidth - areaWidth));
    horizontalScrollBar()->setPageStep(areaWidth);
    horizontalScrollBar()->setSingleStep(20);
    // The summary row stays put; joint rows scroll under it.
    const int rowsHeight = int(std::max<qsizetype>(0, m_rows.size() - 1)) * kRowHeight;
    const int areaHeight = std::max(1, viewport()->height() - kHeaderHeight - kRowHeight);
    verticalScrollBar()->setRange(0, std::max(0, rowsHeight - areaHeight));
    verticalScrollBar()->setPageStep(areaHeight);
    verticalScrollBar()->setSingleStep(kRowHeight);
}

void TimelineView::setKeySelection(const KeySelection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    viewport()->update();
    Q_EMIT keySelectionChanged();
}

void TimelineView::selectAll()
{
    const Animation *a = animation();
    setKeySelection(a ? allKeys(*a, m_rows.joints()) : KeySelection());
}

void TimelineView::setShowSelectedJointsOnly(bool only)
{
    if (only == m_onlySelected)
        return;
    m_onlySelected = only;
    rebuildRows();
    viewport()->update();
}

void TimelineView::setCollapsed(int joint, bool collapsed)
{
    if (collapsed == m_collapsed.contains(joint))
        return;
    if (collapsed)
        m_collapsed.insert(joint);
    else
        m_collapsed.remove(joint);
    rebuildRows();
    viewport()->update();
}

void TimelineView::setPixelsPerSecond(double pps, int anchorX)
{
    pps = std::clamp(pps, kMinPixelsPerSecond, kMaxPixelsPerSecond);
    if (anchorX < m_nameWidth)
        anchorX = m_nameWidth + kMargin;
    const double anchorTime = xToTime(anchorX);
    m_pixelsPerSecond = pps;
    updateScrollBars();
    // Keep the time under the anchor where it was.
    const double x = m_nameWidth + kMargin + anchorTime * pps;
    horizontalScrollBar()->setValue(int(std::lround(x - anchorX)));
    viewport()->update();
}

void TimelineView::zoomToFit()
{
    const Animation *a = animation();
    const double duration = a && a->duration > 0 ? a->duration : 1.0;
    // Room on the right for the last key's mark and frame label.
    const int width = viewport()->width() - m_nameWidth - 2 * kMargin - 12;
    if (width <= 0)
        return;
    m_pixelsPerSecond = std::clamp(double(width) / duration, kMinPixelsPerSecond, kMaxPixelsPerSecond);
    updateScrollBars();
    horizontalScrollBar()->setValue(0);
    viewport()->update();
}

double TimelineView::timeToX(double seconds) const
{
    return m_nameWidth + kMargin + seconds * m_pixelsPerSecond - horizontalScrollBar()->value();
}

double TimelineView::xToTime(double x) const
{
    return (x - m_nameWidth - kMargin + horizontalScrollBar()->value()) / m_pixelsPerSecond;
}

int TimelineView::rowTop(int row) const
{
    if (row <= 0)
        return kHeaderHeight;
    return kHeaderHeight + row * kRowHeight - verticalScrollBar()->value();
}

int TimelineView::rowAt(int y) const
{
    if (y < kHeaderHeight)
        return -1;
    if (y < kHeaderHeight + kRowHeight)
        return 0;
    const int row = (y - kHeaderHeight + verticalScrollBar()->value()) / kRowHeight;
    return row >= 1 && row < m_rows.size() ? row : -1;
}

QPoint TimelineView::keyPosition(int joint, float time) const
{
    const int row = joint < 0 ? 0 : m_rows.rowOf(joint);
    if (row < 0)
        return {-1, -1};
    return {int(std::lround(timeToX(time))), rowTop(row) + kRowHeight / 2};
}

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
    case Drag::None:
        return;
    case Drag::Scrub:
        scrubTo(pos.x());
        return;
    case Drag::Box:
        viewport()->update();
        return;
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
        else if (m_selection.lastTime() > m_selection.firstTime() && std::abs(pos.x() - left.x()) <= kHandleWidth / 2 + 2)
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
                continue;  // scrolled under the summary row
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
    m_drag = Drag::None;  // the question's event loop must not move the keys further
    if (confirmReplacing(replaced)) {
        reportRetime(m_dragSelection.size(), replaced);
        return;
    }
    // The drag is one command on top of the stack: take it back.
    m_document->undoStack()->undo();
    m_selection = m_dragSelection;
    Q_EMIT keySelectionChanged();
    Q_EMIT statusMessage(tr("Keys not moved: the move would have replaced %n key(s)", nullptr, int(replaced)));
}

bool TimelineView::confirmReplacing(qsizetype replaced)
{
    if (replaced <= 0)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Replace Keys"),
                    tr("%n key(s) already on the frames where the moved keys land, in the same channels, "
                       "would be replaced.", nullptr, int(replaced)),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("replaceKeysQuestion"));
    QPushButton *replace = box.addButton(tr("Replace %n Key(s)", nullptr, int(replaced)), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("replaceKeys"));
    box.addButton(QMessageBox::Cancel)->setObjectName(QStringLiteral("keepKeys"));
    box.setDefaultButton(replace);
    box.exec();
    return box.clickedButton() == replace;
}

void TimelineView::reportRetime(qsizetype moved, qsizetype replaced)
{
    const QString keys = tr("Moved %n key(s)", nullptr, int(moved));
    Q_EMIT statusMessage(replaced > 0 ? tr("%1; %n key(s) on the same frames and channels replaced", nullptr, int(replaced)).arg(keys)
                                      : tr("%1; no keys replaced").arg(keys));
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

namespace {

// Keys the view handles itself when it has focus, before the window's
// shortcuts of the same keys (delete objects, select all meshes) see them.
enum class KeyEdit { None, Delete, SelectAll, Copy, Paste, Clear };

KeyEdit keyEdit(const QKeyEvent *event)
{
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace)
        return KeyEdit::Delete;
    if (event->matches(QKeySequence::SelectAll))
        return KeyEdit::SelectAll;
    if (event->matches(QKeySequence::Copy))
        return KeyEdit::Copy;
    if (event->matches(QKeySequence::Paste))
        return KeyEdit::Paste;
    if (event->key() == Qt::Key_Escape)
        return KeyEdit::Clear;
    return KeyEdit::None;
}

} // namespace

bool TimelineView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && keyEdit(static_cast<QKeyEvent *>(event)) != KeyEdit::None) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    switch (keyEdit(event)) {
    case KeyEdit::Delete: deleteSelection(); return;
    case KeyEdit::SelectAll: selectAll(); return;
    case KeyEdit::Copy: copySelection(); return;
    case KeyEdit::Paste: pasteAtCursor(); return;
    case KeyEdit::Clear: clearKeySelection(); return;
    case KeyEdit::None: break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (m_fitPending && viewport()->width() > m_nameWidth + 2 * kMargin) {
        m_fitPending = false;
        zoomToFit();
    }
    updateScrollBars();
}

void TimelineView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void TimelineView::moveSelection(double seconds)
{
    if (m_selection.isEmpty() || !animation())
        return;
    TimeMap map;
    map.offset = std::max(seconds, -double(m_selection.firstTime()));
    const qsizetype replaced = replacedKeyCount(*animation(), m_selection, map);
    if (!confirmReplacing(replaced))
        return;
    const qsizetype moved = m_selection.size();
    m_document->undoStack()->push(
        new RetimeKeysCommand(m_document, m_document->currentAnimation(), m_selection, map));
    setKeySelection(retimedSelection(m_selection, map));
    reportRetime(moved, replaced);
}

void TimelineView::scaleSelection(double factor)
{
    if (m_selection.isEmpty() || !animation() || !(factor > 0))
        return;
    TimeMap map;
    map.scale = factor;
    map.pivot = pivotTime(true);
    const double snap = m_snap ? fps() : 0.0;
    const qsizetype replaced = replacedKeyCount(*animation(), m_selection, map, snap);
    if (!confirmReplacing(replaced))
        return;
    const qsizetype moved = m_selection.size();
    m_document->undoStack()->push(
        new RetimeKeysCommand(m_document, m_document->currentAnimation(), m_selection, map, snap));
    setKeySelection(retimedSelection(m_selection, map, snap));
    reportRetime(moved, replaced);
}

void TimelineView::deleteSelection()
{
    if (m_selection.isEmpty() || !animation())
        return;
    m_document->undoStack()->push(new DeleteKeysCommand(m_document, m_document->currentAnimation(), m_selection));
    setKeySelection({});
}

void TimelineView::copySelection()
{
    if (const Animation *a = animation(); a && !m_selection.isEmpty())
        m_clipboard = copyKeys(*a, m_selection);
}

void TimelineView::pasteAtCursor()
{
    if (m_clipboard.isEmpty() || !animation())
        return;
    const float time = float(m_document->currentTime());
    m_document->undoStack()->push(new PasteKeysCommand(m_document, m_document->currentAnimation(), m_clipboard, time));
    setKeySelection(pastedSelection(m_clipboard, time));
}

void TimelineView::insertKeysAtCursor()
{
    if (!animation())
        return;
    // Selected joints, or every shown joint that has keys.
    QList<int> joints = m_document->selection().joints;
    if (joints.isEmpty())
        for (qsizetype r = 1; r < m_rows.size(); ++r)
            if (!m_rows.at(r).keys.isEmpty())
                joints.append(m_rows.at(r).joint);
    m_document->undoStack()->push(
        new InsertKeysCommand(m_document, m_document->currentAnimation(), joints, float(m_document->currentTime())));
}

} // namespace quarry
