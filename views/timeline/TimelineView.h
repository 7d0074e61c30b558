// The timeline of the document's current animation, painted by hand so
// that tens of thousands of keys stay fast: a ruler in frames and seconds,
// a summary row, one row per joint with its keys as marks, the current-time
// cursor. Keys are selected by click (shift adds, ctrl toggles) or by box;
// dragging selected keys moves them, dragging the edges of the selection
// bar under the ruler scales them; dragging in the ruler or the cursor
// scrubs. Every edit is a command; a drag is one undo step.
#pragma once

#include "model/ops/Retime.h"
#include "views/timeline/TimelineRows.h"

#include <QAbstractScrollArea>
#include <QSet>
#include <QStaticText>

namespace quarry {

class Document;

class TimelineView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    enum class ScalePivot : quint8 { FirstKey, Cursor };

    static constexpr int kRulerHeight = 30;
    static constexpr int kStripHeight = 12;
    static constexpr int kHeaderHeight = kRulerHeight + kStripHeight;
    static constexpr int kRowHeight = 18;
    static constexpr int kMargin = 10;

    explicit TimelineView(Document *document, QWidget *parent = nullptr);

    const TimelineRows &rows() const { return m_rows; }
    // What the view says in place of keys when no clip is current (no
    // clips, or the bind pose shown); empty while a clip is.
    QString placeholderText() const;
    const KeySelection &keySelection() const { return m_selection; }
    void setKeySelection(const KeySelection &selection);
    void selectAll();
    void clearKeySelection() { setKeySelection({}); }

    bool snapsToFrames() const { return m_snap; }
    void setSnapToFrames(bool snap) { m_snap = snap; }
    bool showsSelectedJointsOnly() const { return m_onlySelected; }
    void setShowSelectedJointsOnly(bool only);
    ScalePivot scalePivot() const { return m_pivot; }
    void setScalePivot(ScalePivot pivot) { m_pivot = pivot; }
    void setCollapsed(int joint, bool collapsed);
    bool isCollapsed(int joint) const { return m_collapsed.contains(joint); }

    double pixelsPerSecond() const { return m_pixelsPerSecond; }
    void setPixelsPerSecond(double pps, int anchorX = -1);
    void zoomToFit();

    // Geometry, in viewport coordinates.
    int nameWidth() const { return m_nameWidth; }
    double timeToX(double seconds) const;
    double xToTime(double x) const;
    int rowTop(int row) const;
    int rowAt(int y) const;
    // Centre of a key's mark (its joint's row, or the summary row for -1).
    QPoint keyPosition(int joint, float time) const;
    // Centre of the selection bar's left or right handle.
    QPoint scaleHandlePosition(bool right) const;

    // Edits of the selected keys (each one undo step).
    void moveSelection(double seconds);
    void scaleSelection(double factor);
    void deleteSelection();
    void copySelection();
    void pasteAtCursor();
    void insertKeysAtCursor();
    // Whether copied keys wait to be pasted (the clipboard of key_edits).
    bool hasClipboard() const;

Q_SIGNALS:
    void keySelectionChanged();
    // What an edit did that the user should read (e.g. keys replaced).
    void statusMessage(const QString &message);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    enum class Drag : quint8 { None, Scrub, Move, ScaleLeft, ScaleRight, Box };

    const Animation *animation() const;
    double fps() const;
    void rebuildRows();
    void updateScrollBars();
    void pruneSelection();
    // The key under a point: row and time; false where there is none.
    bool keyAt(const QPoint &pos, int &row, float &time) const;
    KeySelection keysAtTime(int row, float time) const;
    void scrubTo(double x);
    void applyDrag(const QPoint &pos);
    void pushRetime(const TimeMap &map, double snapFps);
    // Keys landing on keys of the same channel replace them: asks first
    // (true to go ahead) when `replaced` > 0.
    bool confirmReplacing(qsizetype replaced);
    // Tells how many keys a move or scale moved and replaced.
    void reportRetime(qsizetype moved, qsizetype replaced);
    void finishRetimeDrag();
    double pivotTime(bool rightHandle) const;

    void paintRuler(QPainter &p, const QRect &rect) const;
    void paintStrip(QPainter &p) const;
    void paintRows(QPainter &p) const;
    void paintKeys(QPainter &p) const;
    void paintNames(QPainter &p) const;
    int frameLabelStep() const;
    void updateNameTexts();

    Document *m_document;
    TimelineRows m_rows;
    KeySelection m_selection;
    QSet<int> m_collapsed;
    bool m_snap = true;
    bool m_onlySelected = false;
    ScalePivot m_pivot = ScalePivot::FirstKey;
    double m_pixelsPerSecond = 200.0;
    int m_nameWidth = 170;
    bool m_fitPending = true;

    // Painting caches: row names laid out once, key marks reused per paint.
    QList<QStaticText> m_nameTexts;
    mutable QList<QRect> m_plainMarks, m_edgeMarks, m_selectedMarks, m_summaryMarks;

    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_dragPos;
    Animation m_dragSource;
    KeySelection m_dragSelection;
    TimeMap m_lastMap;
    double m_lastSnapFps = 0.0;
    int m_dragSerial = 0;
    bool m_dragPushed = false;
};

} // namespace quarry
