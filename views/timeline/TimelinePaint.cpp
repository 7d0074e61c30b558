// Painting of TimelineView. Kept apart from the interaction: it only reads.
// Keys are drawn as batches of rectangles, at most one mark per pixel
// column and row, so the cost follows the visible pixels, not the key count.
#include "views/timeline/TimelineView.h"

#include "model/Document.h"

#include <QLocale>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

struct Palette
{
    QColor base, alternate, header, text, dimText, grid, gridStrong, outside, key, keyEdge, selectedKey, summaryKey,
        cursor, rowHighlight, band, names;
};

Palette timelineColors(const QWidget *w)
{
    const QPalette &p = w->palette();
    const bool dark = p.color(QPalette::Window).lightness() < 128;
    Palette c;
    c.base = p.color(QPalette::Base);
    c.alternate = dark ? c.base.lighter(112) : c.base.darker(104);
    c.header = p.color(QPalette::Window);
    c.text = p.color(QPalette::WindowText);
    c.dimText = p.color(QPalette::PlaceholderText);
    c.grid = dark ? QColor(255, 255, 255, 22) : QColor(0, 0, 0, 20);
    c.gridStrong = dark ? QColor(255, 255, 255, 50) : QColor(0, 0, 0, 55);
    c.outside = dark ? QColor(0, 0, 0, 70) : QColor(0, 0, 0, 28);
    c.key = QColor(0x8c, 0x9d, 0xb5);
    c.keyEdge = QColor(0x2b, 0x36, 0x45);
    c.selectedKey = QColor(0xff, 0xa5, 0x1f);
    c.summaryKey = QColor(0xc8, 0xc8, 0xc8);
    c.cursor = QColor(0xe0, 0x3c, 0x31);
    c.rowHighlight = p.color(QPalette::Highlight);
    c.rowHighlight.setAlpha(45);
    c.band = p.color(QPalette::Highlight);
    c.names = p.color(QPalette::Window);
    return c;
}

// Adds a key mark; one that touches the previous mark of its row widens it
// instead (same pixels, far fewer rectangles in dense rows).
void addMark(QList<QRect> &marks, const QRect &mark)
{
    if (!marks.isEmpty()) {
        QRect &last = marks.last();
        if (last.top() == mark.top() && mark.left() <= last.right() + 1 && mark.right() >= last.left()) {
            last.setRight(std::max(last.right(), mark.right()));
            return;
        }
    }
    marks.append(mark);
}

} // namespace

QString TimelineView::placeholderText() const
{
    if (animation())
        return {};
    const QList<Animation> &clips = m_document->model().animations;
    if (clips.isEmpty())
        return tr("No animation: open a model with animations, or add a clip.");
    QStringList names;
    for (const Animation &clip : clips)
        names << (clip.name.isEmpty() ? tr("(unnamed)") : clip.name);
    const QString list = fontMetrics().elidedText(names.join(QLatin1String(", ")), Qt::ElideRight,
                                                  std::max(40, viewport()->width() - 60));
    return tr("Bind pose shown. The model has %n clip(s): %1.\nChoose one in the clip list above to play it and "
              "see its keys.",
              nullptr, int(clips.size()))
        .arg(list);
}

int TimelineView::frameLabelStep() const
{
    const double pixelsPerFrame = pixelsPerSecond() / fps();
    static const int steps[] = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000};
    for (int s : steps)
        if (s * pixelsPerFrame >= 44)
            return s;
    return 20000;
}

void TimelineView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const Palette c = timelineColors(this);
    const QRect all = viewport()->rect();
    const Animation *a = animation();
    if (!a) {
        p.fillRect(all, c.base);
        p.setPen(c.dimText);
        p.drawText(all.adjusted(20, 0, -20, 0), Qt::AlignCenter | Qt::TextWordWrap, placeholderText());
        return;
    }
    paintRows(p);
    paintKeys(p);

    const int cursorX = int(std::lround(timeToX(m_document->currentTime())));
    p.setClipRect(QRect(m_nameWidth, 0, all.width() - m_nameWidth, all.height()));
    if (m_drag == Drag::Box) {
        const QRect box = QRect(m_pressPos, m_dragPos).normalized();
        QColor fill = c.band;
        fill.setAlpha(40);
        p.fillRect(box, fill);
        p.setPen(c.band);
        p.drawRect(box.adjusted(0, 0, -1, -1));
    }
    p.fillRect(QRect(cursorX, kHeaderHeight, 1, all.height() - kHeaderHeight), c.cursor);
    p.setClipping(false);

    paintRuler(p, QRect(0, 0, all.width(), kRulerHeight));
    paintStrip(p);
    paintNames(p);
}

void TimelineView::paintRows(QPainter &p) const
{
    const Palette c = timelineColors(this);
    const QRect all = viewport()->rect();
    const QList<int> &selectedJoints = m_document->selection().joints;
    const int first = std::max(1, rowAt(kHeaderHeight + kRowHeight));
    // Each pixel filled once: the image is large and fills cost bandwidth.
    const int rowsTop = kHeaderHeight + kRowHeight;
    int bottom = rowsTop;
    p.save();
    p.setClipRect(QRect(m_nameWidth, rowsTop, all.width() - m_nameWidth, all.height() - rowsTop));
    for (qsizetype r = first; r < m_rows.size(); ++r) {
        const int top = rowTop(int(r));
        if (top >= all.height())
            break;
        const QRect rect(m_nameWidth, top, all.width() - m_nameWidth, kRowHeight);
        p.fillRect(rect, r % 2 ? c.base : c.alternate);
        if (selectedJoints.contains(m_rows.at(r).joint))
            p.fillRect(rect, c.rowHighlight);
        bottom = top + kRowHeight;
    }
    p.restore();
    p.fillRect(QRect(m_nameWidth, kHeaderHeight, all.width() - m_nameWidth, kRowHeight), c.header);
    if (bottom < all.height())
        p.fillRect(QRect(m_nameWidth, bottom, all.width() - m_nameWidth, all.height() - bottom), c.base);
    p.fillRect(QRect(m_nameWidth, kHeaderHeight + kRowHeight - 1, all.width() - m_nameWidth, 1), c.gridStrong);

    // Frame grid at the ruler's labels, and the time past the clip's end shaded.
    const Animation *a = animation();
    const double duration = std::max(a->duration, 0.0);
    const int step = frameLabelStep();
    const int lastFrame = int(std::floor(duration * fps() + 1e-6));
    const int firstVisible = std::max(0, int(std::floor(xToTime(m_nameWidth) * fps() / step)) * step);
    QVarLengthArray<QRect, 256> lines;
    for (int f = firstVisible; f <= lastFrame; f += step) {
        const int x = int(std::lround(timeToX(f / fps())));
        if (x >= all.width())
            break;
        if (x >= m_nameWidth)
            lines.append(QRect(x, kHeaderHeight, 1, all.height() - kHeaderHeight));
    }
    p.setPen(Qt::NoPen);
    p.setBrush(c.grid);
    p.drawRects(lines.data(), int(lines.size()));
    const int endX = std::max(m_nameWidth, int(std::lround(timeToX(duration))) + 1);
    if (endX < all.width())
        p.fillRect(QRect(endX, kHeaderHeight, all.width() - endX, all.height() - kHeaderHeight), c.outside);
    const int startX = int(std::lround(timeToX(0.0)));
    if (startX > m_nameWidth)
        p.fillRect(QRect(m_nameWidth, kHeaderHeight, startX - m_nameWidth, all.height() - kHeaderHeight), c.outside);
}

void TimelineView::paintKeys(QPainter &p) const
{
    const Palette c = timelineColors(this);
    const QRect all = viewport()->rect();
    const int left = m_nameWidth;
    const int right = all.width();
    const float fromTime = float(xToTime(left - 6));
    const float toTime = float(xToTime(right + 6));
    const int first = std::max(1, rowAt(kHeaderHeight + kRowHeight));
    // x = origin + t * scale, without calls per key.
    const double origin = timeToX(0.0);
    const double scale = m_pixelsPerSecond;

    m_plainMarks.clear();
    m_edgeMarks.clear();
    m_selectedMarks.clear();
    m_summaryMarks.clear();
    struct CurvedMark
    {
        QRect rect;
        Interpolation mode;
        bool selected;
    };
    QList<CurvedMark> curved;
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        if (r > 0 && r < first)
            continue;
        const int top = rowTop(int(r));
        if (top >= all.height())
            break;
        if (r > 0 && top < kHeaderHeight + kRowHeight - 4)
            continue; // mostly under the summary row
        const TimelineRow &row = m_rows.at(r);
        const int cy = top + kRowHeight / 2;
        const auto sel = r > 0 ? m_selection.times.constFind(row.joint) : m_selection.times.cend();
        const QList<float> *selTimes = sel != m_selection.times.cend() ? &*sel : nullptr;
        const auto begin = std::lower_bound(row.keys.cbegin(), row.keys.cend(), fromTime);
        const auto end = std::upper_bound(begin, row.keys.cend(), toTime);
        // Outlines only where marks stand apart; in a dense row they would
        // cover each other anyway.
        const qsizetype visible = end - begin;
        const bool outlined = visible < 2 || (timeToX(*(end - 1)) - timeToX(*begin)) / double(visible - 1) >= 9.0;
        qsizetype s = 0;
        if (selTimes)
            s = std::lower_bound(selTimes->cbegin(), selTimes->cend(), fromTime - kKeyTimeTolerance)
                - selTimes->cbegin();
        int lastX = -1000000; // far left of any mark (x - lastX must not overflow)
        bool lastSelected = false;
        for (auto it = begin; it != end; ++it) {
            const float t = *it;
            bool isSelected = false;
            if (selTimes) {
                while (s < selTimes->size() && (*selTimes)[s] < t - kKeyTimeTolerance)
                    ++s;
                isSelected = s < selTimes->size() && std::abs((*selTimes)[s] - t) <= kKeyTimeTolerance;
            }
            const int x = int(origin + double(t) * scale + 0.5);
            // At most one mark per pixel column; a selected key wins over a plain one.
            if (x - lastX < 2 && (lastSelected || !isSelected))
                continue;
            lastX = x;
            lastSelected = isSelected;
            if (r == 0) {
                if (outlined)
                    addMark(m_edgeMarks, QRect(x - 3, cy - 3, 7, 7));
                addMark(m_summaryMarks, QRect(x - 2, cy - 2, 5, 5));
            } else {
                const Interpolation mode = row.modes.isEmpty() ? Interpolation::Linear
                                                               : row.modes[it - row.keys.cbegin()];
                if (mode != Interpolation::Linear) {
                    // Steps are squares, smooth keys round: told apart
                    // from linear keys' upright bars at a glance.
                    curved.append(
                        {mode == Interpolation::Constant ? QRect(x - 4, cy - 4, 9, 9) : QRect(x - 4, cy - 5, 9, 11),
                         mode, isSelected});
                    continue;
                }
                if (outlined)
                    addMark(m_edgeMarks, QRect(x - 3, cy - 5, 7, 11));
                addMark(isSelected ? m_selectedMarks : m_plainMarks, QRect(x - 2, cy - 4, 5, 9));
            }
        }
    }
    p.save();
    p.setClipRect(QRect(left, kHeaderHeight, right - left, all.height() - kHeaderHeight));
    p.setPen(Qt::NoPen);
    p.setBrush(c.keyEdge);
    p.drawRects(m_edgeMarks.constData(), int(m_edgeMarks.size()));
    p.setBrush(c.key);
    p.drawRects(m_plainMarks.constData(), int(m_plainMarks.size()));
    p.setBrush(c.summaryKey);
    p.drawRects(m_summaryMarks.constData(), int(m_summaryMarks.size()));
    p.setBrush(c.selectedKey);
    p.drawRects(m_selectedMarks.constData(), int(m_selectedMarks.size()));
    p.setPen(QPen(c.keyEdge, 1));
    for (const CurvedMark &m : std::as_const(curved)) {
        p.setBrush(m.selected ? c.selectedKey : c.key);
        if (m.mode == Interpolation::Constant)
            p.drawRect(m.rect.adjusted(0, 0, -1, -1));
        else
            p.drawEllipse(m.rect.adjusted(0, 0, -1, -1));
    }
    p.restore();
}

void TimelineView::paintRuler(QPainter &p, const QRect &rect) const
{
    const Palette c = timelineColors(this);
    p.fillRect(rect, c.header);
    p.fillRect(QRect(rect.left(), rect.bottom(), rect.width(), 1), c.gridStrong);
    const Animation *a = animation();
    const double duration = std::max(a->duration, 0.0);
    const double f = fps();
    const int step = frameLabelStep();
    const double pixelsPerFrame = pixelsPerSecond() / f;
    const int lastFrame = int(std::floor(duration * f + 1e-6));
    p.save();
    p.setClipRect(QRect(m_nameWidth, rect.top(), rect.width() - m_nameWidth, rect.height()));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
    p.setFont(small);
    const QFontMetrics fm(small);
    // Frames: ticks on every frame where they fit, labels every `step`.
    const int firstFrame = std::max(0, int(std::floor(xToTime(m_nameWidth) * f)));
    const int minorStep = pixelsPerFrame >= 4 ? 1 : std::max(1, step / 5);
    QVarLengthArray<QRect, 512> ticks;
    for (int fr = firstFrame - firstFrame % minorStep; fr <= lastFrame; fr += minorStep) {
        const int x = int(std::lround(timeToX(fr / f)));
        if (x > rect.right())
            break;
        const bool major = fr % step == 0;
        ticks.append(QRect(x, major ? 2 : 10, 1, major ? 12 : 4));
        if (major) {
            p.setPen(c.text);
            p.drawText(x + 3, 2 + fm.ascent(), QString::number(fr));
        }
    }
    p.setPen(Qt::NoPen);
    p.setBrush(c.dimText);
    p.drawRects(ticks.data(), int(ticks.size()));
    // Seconds: a second row of labels, at a readable step.
    static const double secondSteps[] = {0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600};
    double secStep = 600;
    for (double s : secondSteps)
        if (s * pixelsPerSecond() >= 60) {
            secStep = s;
            break;
        }
    p.setPen(c.dimText);
    const QLocale locale; // seconds as the user writes them (0,5s in German)
    const int firstSec = std::max(0, int(std::floor(xToTime(m_nameWidth) / secStep)));
    for (int i = firstSec;; ++i) {
        const double t = i * secStep;
        if (t > duration + 1e-9)
            break;
        const int x = int(std::lround(timeToX(t)));
        if (x > rect.right())
            break;
        p.drawLine(x, rect.bottom() - 5, x, rect.bottom());
        p.drawText(x + 3, rect.bottom() - 3, locale.toString(t, 'g', 4) + QLatin1Char('s'));
    }
    // The cursor's handle with its frame number.
    const double now = m_document->currentTime();
    const int cx = int(std::lround(timeToX(now)));
    const QString label = locale.toString(now * f, 'f', std::abs(now * f - std::round(now * f)) < 1e-3 ? 0 : 1);
    const int w = fm.horizontalAdvance(label) + 8;
    const QRect handle(cx - w / 2, rect.top() + 1, w, fm.height() + 2);
    p.setPen(Qt::NoPen);
    p.setBrush(c.cursor);
    p.drawRoundedRect(handle, 3, 3);
    p.fillRect(QRect(cx, handle.bottom(), 1, rect.bottom() - handle.bottom()), c.cursor);
    p.setPen(Qt::white);
    p.drawText(handle, Qt::AlignCenter, label);
    p.restore();
}

void TimelineView::paintStrip(QPainter &p) const
{
    const Palette c = timelineColors(this);
    const QRect strip(m_nameWidth, kRulerHeight, viewport()->width() - m_nameWidth, kStripHeight);
    p.fillRect(strip, c.header);
    p.fillRect(QRect(strip.left(), strip.bottom(), strip.width(), 1), c.gridStrong);
    if (m_selection.isEmpty())
        return;
    p.save();
    p.setClipRect(strip);
    const int x0 = int(std::lround(timeToX(m_selection.firstTime())));
    const int x1 = int(std::lround(timeToX(m_selection.lastTime())));
    QColor band = c.selectedKey;
    band.setAlpha(110);
    p.fillRect(QRect(x0, strip.top() + 3, std::max(1, x1 - x0), strip.height() - 6), band);
    if (x1 > x0) {
        p.setBrush(c.selectedKey);
        p.setPen(c.keyEdge);
        const QPoint l = scaleHandlePosition(false);
        const QPoint r = scaleHandlePosition(true);
        p.drawRect(QRect(l.x() - 4, strip.top() + 1, 8, strip.height() - 3));
        p.drawRect(QRect(r.x() - 4, strip.top() + 1, 8, strip.height() - 3));
    }
    p.restore();
}

void TimelineView::paintNames(QPainter &p) const
{
    const Palette c = timelineColors(this);
    const QRect all = viewport()->rect();
    p.fillRect(QRect(0, 0, m_nameWidth, all.height()), c.names);
    p.fillRect(QRect(m_nameWidth - 1, 0, 1, all.height()), c.gridStrong);
    // Corner: the clip and its rate.
    const Animation *a = animation();
    p.setPen(c.text);
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(font());
    const QRect corner(6, 0, m_nameWidth - 10, kHeaderHeight);
    p.setFont(bold);
    p.drawText(
        corner.adjusted(0, 3, 0, 0), Qt::AlignLeft | Qt::AlignTop,
        QFontMetrics(bold).elidedText(a->name.isEmpty() ? tr("(unnamed)") : a->name, Qt::ElideRight, corner.width()));
    p.setFont(font());
    p.setPen(c.dimText);
    QString rate = tr("%1 fps · %2 keys")
                       .arg(QLocale().toString(double(a->fps), 'g', QLocale::FloatingPointShortest),
                            QLocale().toString(qint64(m_rows.keyCount())));
    // A clip the game requires a length of says so (its tooltip says why).
    if (const int fixed = a->extras.value(QLatin1String(kAnimationFixedFrameCount)).toInt(); fixed > 0)
        rate += tr(" · %n frame(s) fixed", nullptr, fixed);
    p.drawText(corner.adjusted(0, 0, 0, -3), Qt::AlignLeft | Qt::AlignBottom,
               fm.elidedText(rate, Qt::ElideRight, corner.width()));
    p.fillRect(QRect(0, kHeaderHeight - 1, m_nameWidth, 1), c.gridStrong);

    const QList<int> &selectedJoints = m_document->selection().joints;
    const int first = std::max(1, rowAt(kHeaderHeight + kRowHeight));
    p.save();
    for (qsizetype r = 0; r < m_rows.size(); ++r) {
        if (r > 0 && r < first)
            continue;
        const int top = rowTop(int(r));
        if (top >= all.height())
            break;
        const TimelineRow &row = m_rows.at(r);
        const QRect rect(0, top, m_nameWidth - 1, kRowHeight);
        p.setClipRect(QRect(0, r == 0 ? kHeaderHeight : kHeaderHeight + kRowHeight, m_nameWidth - 1, all.height()));
        if (r > 0 && selectedJoints.contains(row.joint))
            p.fillRect(rect, c.rowHighlight);
        const int indent = 4 + row.depth * 12;
        if (row.hasChildren) {
            // A disclosure triangle: right when collapsed, down when open.
            const QPointF o(indent + 6, top + kRowHeight / 2.0);
            QPolygonF tri;
            if (row.collapsed)
                tri << o + QPointF(-2.5, -4) << o + QPointF(3, 0) << o + QPointF(-2.5, 4);
            else
                tri << o + QPointF(-4, -2.5) << o + QPointF(4, -2.5) << o + QPointF(0, 3);
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(Qt::NoPen);
            p.setBrush(c.dimText);
            p.drawPolygon(tri);
            p.setRenderHint(QPainter::Antialiasing, false);
        }
        p.setFont(r == 0 ? bold : font());
        p.setPen(c.text);
        if (r < m_nameTexts.size()) {
            const QStaticText &text = m_nameTexts[r];
            p.drawStaticText(indent + 14, top + (kRowHeight - int(text.size().height())) / 2, text);
        }
    }
    p.restore();
    p.fillRect(QRect(0, kHeaderHeight + kRowHeight - 1, m_nameWidth, 1), c.gridStrong);
}

} // namespace quarry
