#include "editor/PlayerBoxPreview.h"

#include <QPainter>
#include <QPainterPath>

namespace quarry {

namespace {

// Triangles drawn at most: a silhouette needs no more, and the picture is
// redrawn whenever an option changes.
constexpr qsizetype kMaxTriangles = 12000;

} // namespace

PlayerBoxPreview::PlayerBoxPreview(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("playerBoxPreview"));
    setToolTip(tr("The model's bind pose as exported, from the side (the game's forward, +X, to the right) and from "
                  "the front, against the game's player box and floor"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumHeight(170);
}

void PlayerBoxPreview::clear()
{
    m_corners.clear();
    m_bounds = Bounds();
    m_box.reset();
    update();
}

void PlayerBoxPreview::setModel(const Model &model, const std::optional<Box> &box)
{
    m_corners.clear();
    m_bounds = Bounds();
    m_box = box;
    qsizetype triangles = 0;
    for (const Mesh &mesh : model.meshes)
        triangles += mesh.triangles.size();
    const qsizetype step = std::max<qsizetype>(1, (triangles + kMaxTriangles - 1) / kMaxTriangles);
    for (const Mesh &mesh : model.meshes) {
        for (const QVector3D &p : mesh.positions)
            m_bounds.add(p);
        for (qsizetype t = 0; t < mesh.triangles.size(); t += step)
            for (quint32 v : mesh.triangles[t])
                m_corners.append(mesh.positions.value(v));
    }
    update();
}

void PlayerBoxPreview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), QColor(34, 36, 40));
    if (!m_bounds.isValid()) {
        painter.setPen(QColor(180, 180, 180));
        painter.drawText(rect(), Qt::AlignCenter, tr("No model to show"));
        return;
    }
    // What both views must hold: the model and the box.
    Bounds all = m_bounds;
    if (m_box) {
        all.add(QVector3D(-m_box->halfWidth, -m_box->halfWidth, m_box->floor));
        all.add(QVector3D(m_box->halfWidth, m_box->halfWidth, m_box->top));
    }
    const float across = std::max({all.size().x(), all.size().y(), 1e-6f});
    const float up = std::max(all.size().z(), 1e-6f);
    const int label = fontMetrics().height() + 4;
    const QRectF area = QRectF(rect()).adjusted(8, label + 4, -8, -label - 4);
    const qreal half = area.width() / 2 - 8;
    const qreal scale = std::min(half / (across * 1.15), area.height() / (up * 1.05));
    const QColor silhouette(200, 205, 215), boxColor(240, 200, 60), floorColor(110, 190, 120),
        arrowColor(120, 180, 255);
    // view 0: the side (X to the right), 1: the front (the player looks at
    // the viewer: its left, +Y, on the right).
    for (int view = 0; view < 2; ++view) {
        const qreal cx = area.left() + half * view + (view ? 16 : 0) + half / 2;
        const qreal mid = view == 0 ? (all.min.x() + all.max.x()) / 2 : (all.min.y() + all.max.y()) / 2;
        const qreal zMid = (all.min.z() + all.max.z()) / 2;
        auto map = [&](float h, float z) {
            return QPointF(cx + (h - mid) * scale, area.center().y() - (z - zMid) * scale);
        };
        auto horizontal = [view](const QVector3D &p) { return view == 0 ? p.x() : p.y(); };
        QPainterPath fill;
        fill.setFillRule(Qt::WindingFill);
        for (qsizetype i = 0; i + 2 < m_corners.size(); i += 3) {
            QPolygonF triangle;
            for (int k = 0; k < 3; ++k)
                triangle << map(horizontal(m_corners[i + k]), m_corners[i + k].z());
            // All wound one way: a triangle seen from behind would cancel
            // the one in front of it under the winding rule.
            const QPointF u = triangle[1] - triangle[0], v = triangle[2] - triangle[0];
            if (u.x() * v.y() - u.y() * v.x() < 0)
                std::swap(triangle[1], triangle[2]);
            fill.addPolygon(triangle);
            fill.closeSubpath();
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(silhouette);
        painter.drawPath(fill);
        if (m_box) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(boxColor, 1.5, Qt::DashLine));
            painter.drawRect(QRectF(map(-m_box->halfWidth, m_box->top), map(m_box->halfWidth, m_box->floor)));
            painter.setPen(QPen(floorColor, 2));
            const QPointF left = map(-m_box->halfWidth * 1.5f, m_box->floor);
            const QPointF right = map(m_box->halfWidth * 1.5f, m_box->floor);
            painter.drawLine(left, right);
        }
        // The way the game's players face.
        painter.setPen(QPen(arrowColor, 2));
        painter.setBrush(arrowColor);
        const float arrowZ = m_box ? m_box->floor : all.min.z();
        if (view == 0) {
            const QPointF from = map(0, arrowZ) + QPointF(0, 10),
                          to = map(m_box ? m_box->halfWidth * 1.4f : across / 2, arrowZ) + QPointF(0, 10);
            painter.drawLine(from, to);
            painter.drawPolygon(QPolygonF({to + QPointF(2, 0), to + QPointF(-7, -5), to + QPointF(-7, 5)}));
        } else {
            // +X comes out of the picture: a dot in a circle.
            const QPointF at = map(0, arrowZ) + QPointF(0, 12);
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(at, 5, 5);
            painter.setBrush(arrowColor);
            painter.drawEllipse(at, 1.5, 1.5);
        }
        painter.setPen(QColor(220, 220, 220));
        const QString title = view == 0 ? tr("Side (+X ahead)") : tr("Front");
        painter.drawText(QRectF(cx - half / 2, 2, half, label), Qt::AlignCenter, title);
    }
    painter.setPen(QColor(220, 220, 220));
    const QVector3D size = m_bounds.size();
    painter.drawText(QRectF(rect()).adjusted(6, 0, -6, -2), Qt::AlignBottom | Qt::AlignLeft,
                     tr("%1 tall, feet at Z = %2; %3 deep, %4 wide")
                         .arg(double(size.z()), 0, 'g', 4)
                         .arg(double(m_bounds.min.z()), 0, 'g', 4)
                         .arg(double(size.x()), 0, 'g', 4)
                         .arg(double(size.y()), 0, 'g', 4));
}

} // namespace quarry
