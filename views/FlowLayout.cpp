#include "views/FlowLayout.h"

#include <QWidget>

#include <algorithm>

namespace quarry {

FlowLayout::FlowLayout(QWidget *parent, int spacing)
    : QLayout(parent)
{
    setSpacing(spacing);
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

QSize FlowLayout::minimumSize() const
{
    // The widest item: everything else can wrap.
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // All on one line.
    int width = 0, height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += (width > 0 ? spacing() : 0) + hint.width();
        height = std::max(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool place) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.marginsRemoved(m);
    int x = area.x(), y = area.y(), lineHeight = 0;
    // Items of one line share its height, centred in it.
    QList<QPair<QLayoutItem *, QPoint>> line;
    auto flush = [&line, &lineHeight, place] {
        if (place)
            for (const auto &[item, at] : std::as_const(line)) {
                const QSize size = item->sizeHint();
                item->setGeometry(QRect(QPoint(at.x(), at.y() + (lineHeight - size.height()) / 2), size));
            }
        line.clear();
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint();
        if (x > area.x() && x + size.width() > area.right() + 1) {
            flush();
            x = area.x();
            y += lineHeight + spacing();
            lineHeight = 0;
        }
        line.append({item, QPoint(x, y)});
        x += size.width() + spacing();
        lineHeight = std::max(lineHeight, size.height());
    }
    flush();
    return y + lineHeight - rect.y() + m.bottom();
}

} // namespace quarry
