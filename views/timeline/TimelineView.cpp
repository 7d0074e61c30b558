#include "views/timeline/TimelineView.h"

#include "model/Document.h"
#include "model/commands/InsertKeysCommand.h"
#include "model/operations/KeyEdits.h"
#include "views/timeline/FixedLengthQuestion.h"

#include <QKeyEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {
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
    // Morph rows are labelled by their meshes and targets.
    connect(document, &Document::meshesReset, this, rebuild);
    connect(document, &Document::meshRemoved, this, rebuild);
    connect(document, &Document::jointChanged, this, rebuild);
    connect(document, &Document::selectionChanged, this, [this, rebuild] {
        if (m_onlySelected)
            rebuild();
        else
            viewport()->update();
    });
    connect(document, &Document::currentTimeChanged, viewport(), qOverload<>(&QWidget::update));
    // The document holds the key selection for operations (selectKeys,
    // moveKeys selected=True); the view shows and edits it.
    connect(this, &TimelineView::keySelectionChanged, document, [this] { m_document->setKeySelection(m_selection); });
    connect(document, &Document::keySelectionChanged, this, [this] { setKeySelection(m_document->keySelection()); });
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
                   m_onlySelected && only.isEmpty() ? QList<int>{-2} : only, m_document->model().meshes);
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
    // Every key of the clip (those under collapsed rows too), as the
    // header counts them; with Show Selected Joints Only, those shown.
    const Animation *a = animation();
    const QList<int> shown = m_rows.joints();
    if (!a || (m_onlySelected && shown.isEmpty()))
        setKeySelection(KeySelection());
    else
        setKeySelection(allKeys(*a, m_onlySelected ? shown : QList<int>()));
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
    const int row = joint == -1 ? 0 : m_rows.rowOf(joint);
    if (row < 0)
        return {-1, -1};
    return {int(std::lround(timeToX(time))), rowTop(row) + kRowHeight / 2};
}

bool TimelineView::confirmReplacing(qsizetype replaced)
{
    if (replaced <= 0)
        return true;
    QMessageBox box(QMessageBox::Question, tr("Replace Keys"),
                    tr("%n key(s) already on the frames where the moved keys land, in the same channels, "
                       "would be replaced.",
                       nullptr, int(replaced)),
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
    Q_EMIT statusMessage(
        replaced > 0 ? tr("%1; %n key(s) on the same frames and channels replaced", nullptr, int(replaced)).arg(keys)
                     : tr("%1; no keys replaced").arg(keys));
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
    if (!confirmReplacing(replacedKeyCount(*animation(), m_selection, map)))
        return;
    const KeySelection moved = m_selection;
    const int clip = m_document->currentAnimation();
    if (!applyFixedLengthChange(this, *m_document, [&](Document &d) { key_edits::retimeKeys(d, clip, moved, map); }))
        return;
    const OperationResult result = key_edits::retimeKeys(*m_document, clip, moved, map);
    Q_EMIT statusMessage(result.message);
    setKeySelection(retimedSelection(moved, map));
}

void TimelineView::scaleSelection(double factor)
{
    if (m_selection.isEmpty() || !animation() || !(factor > 0))
        return;
    TimeMap map;
    map.scale = factor;
    map.pivot = pivotTime(true);
    const double snap = m_snap ? fps() : 0.0;
    if (!confirmReplacing(replacedKeyCount(*animation(), m_selection, map, snap)))
        return;
    const KeySelection moved = m_selection;
    const int clip = m_document->currentAnimation();
    if (!applyFixedLengthChange(this, *m_document,
                                [&](Document &d) { key_edits::retimeKeys(d, clip, moved, map, snap); }))
        return;
    const OperationResult result = key_edits::retimeKeys(*m_document, clip, moved, map, snap);
    Q_EMIT statusMessage(result.message);
    setKeySelection(retimedSelection(moved, map, snap));
}

void TimelineView::deleteSelection()
{
    if (m_selection.isEmpty() || !animation())
        return;
    Q_EMIT statusMessage(key_edits::deleteKeys(*m_document, m_document->currentAnimation(), m_selection).message);
    setKeySelection({});
}

void TimelineView::copySelection()
{
    if (animation() && !m_selection.isEmpty())
        Q_EMIT statusMessage(key_edits::copyKeys(*m_document, m_document->currentAnimation(), m_selection).message);
}

bool TimelineView::hasClipboard() const
{
    return !key_edits::clipboard().isEmpty();
}

void TimelineView::pasteAtCursor()
{
    if (!hasClipboard() || !animation())
        return;
    const float time = float(m_document->currentTime());
    const KeySelection pasted = pastedSelection(key_edits::clipboard(), time);
    const int clip = m_document->currentAnimation();
    // Keys pasted past the end make the clip longer.
    if (!applyFixedLengthChange(this, *m_document, [&](Document &d) { key_edits::pasteKeys(d, clip, time); }))
        return;
    Q_EMIT statusMessage(key_edits::pasteKeys(*m_document, clip, time).message);
    setKeySelection(pasted);
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
