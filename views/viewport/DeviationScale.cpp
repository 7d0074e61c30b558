#include "views/viewport/DeviationScale.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLinearGradient>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>

namespace quarry {

namespace {

constexpr std::array<QVector4D, 5> kStops = {
    QVector4D(0.10f, 0.25f, 0.95f, 1.0f), // 0: blue
    QVector4D(0.10f, 0.75f, 0.95f, 1.0f), // cyan
    QVector4D(0.20f, 0.85f, 0.20f, 1.0f), // green
    QVector4D(0.95f, 0.85f, 0.10f, 1.0f), // yellow
    QVector4D(0.95f, 0.12f, 0.08f, 1.0f), // top: red
};

QColor toColor(const QVector4D &c)
{
    return QColor::fromRgbF(c.x(), c.y(), c.z(), c.w());
}

QString percent(double fraction)
{
    return QCoreApplication::translate("DeviationScale", "%1 %").arg(QLocale().toString(fraction * 100.0, 'g', 3));
}

} // namespace

QVector4D deviationColor(float distance, float top)
{
    if (distance < 0)
        return kUnmatchedColor;
    const float t = top > 0 ? std::clamp(distance / top, 0.0f, 1.0f) : (distance > 0 ? 1.0f : 0.0f);
    const float at = t * float(kStops.size() - 1);
    const int i = std::min(int(at), int(kStops.size()) - 2);
    const float f = at - float(i);
    return kStops[size_t(i)] * (1 - f) + kStops[size_t(i) + 1] * f;
}

void paintDeviationScale(QPainter &painter, const QRect &view, double top, double largestNow)
{
    const QFontMetrics metrics(painter.font());
    const int barHeight = std::clamp(view.height() / 3, 60, 220);
    const int barWidth = 14;
    const QString title = QCoreApplication::translate("DeviationScale", "Distance to B");
    const QString labels[] = {percent(top) + QCoreApplication::translate("DeviationScale", " (tolerance)"),
                              percent(top / 2), percent(0)};
    int textWidth = metrics.horizontalAdvance(title);
    for (const QString &label : labels)
        textWidth = std::max(textWidth, barWidth + 6 + metrics.horizontalAdvance(label));
    const QString now = QCoreApplication::translate("DeviationScale", "largest now: %1").arg(percent(largestNow));
    textWidth = std::max(textWidth, metrics.horizontalAdvance(now));
    const int line = metrics.height();
    const QRect box(view.right() - textWidth - 20, view.bottom() - barHeight - 3 * line - 20, textWidth + 12,
                    barHeight + 3 * line + 12);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 150));
    painter.drawRect(box);
    painter.setPen(QColor(230, 230, 230));
    const int x = box.left() + 6;
    int y = box.top() + 4;
    painter.drawText(QPoint(x, y + metrics.ascent()), title);
    y += line + 4;
    const QRect bar(x, y + line / 2, barWidth, barHeight);
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (size_t i = 0; i < kStops.size(); ++i)
        gradient.setColorAt(double(i) / double(kStops.size() - 1), toColor(kStops[i]));
    painter.fillRect(bar, gradient);
    for (int i = 0; i < 3; ++i) {
        const int ly = bar.top() + bar.height() * i / 2;
        painter.drawText(QPoint(bar.right() + 6, ly + metrics.ascent() / 2), labels[i]);
    }
    painter.drawText(QPoint(x, bar.bottom() + line / 2 + 4 + metrics.ascent()), now);
    painter.restore();
}

} // namespace quarry
