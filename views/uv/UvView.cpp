#include "views/uv/UvView.h"

#include "views/uv/LineRaster.h"

#include "model/Document.h"
#include "model/operations/Operation.h"
#include "model/ops/TextureLookup.h"
#include "model/ops/UvEdit.h"
#include "model/ops/UvLayoutImage.h"

#include <QDateTime>
#include <QFileInfo>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace quarry {

namespace {

QImage checker()
{
    QImage image(8, 8, QImage::Format_RGB32);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x)
            image.setPixel(x, y, ((x + y) % 2) ? qRgb(150, 150, 150) : qRgb(95, 95, 95));
    return image;
}

// Whether p lies in the triangle (a, b, c), either winding.
bool inTriangle(QPointF p, QPointF a, QPointF b, QPointF c)
{
    auto side = [](QPointF p, QPointF q, QPointF r) {
        return (q.x() - p.x()) * (r.y() - p.y()) - (q.y() - p.y()) * (r.x() - p.x());
    };
    const double d1 = side(a, b, p), d2 = side(b, c, p), d3 = side(c, a, p);
    const bool negative = d1 < 0 || d2 < 0 || d3 < 0;
    const bool positive = d1 > 0 || d2 > 0 || d3 > 0;
    return !(negative && positive);
}

const QColor kEdgeColor(235, 235, 235);
const QColor kSeamColor(255, 150, 30);
const QColor kSelectColor(255, 200, 40);

} // namespace

UvView::UvView(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setMinimumSize(160, 160);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    m_texture = checker();
    connect(document, &Document::meshChanged, this, [this](int mesh) { invalidate(mesh); });
    for (auto signal : {&Document::modelReset, &Document::meshesReset, &Document::materialsChanged})
        connect(document, signal, this, [this] { invalidate(); });
    connect(document, &Document::meshInserted, this, [this] { invalidate(); });
    connect(document, &Document::meshRemoved, this, [this] { invalidate(); });
    connect(document, &Document::materialChanged, this, [this] {
        updateTexture();
        update();
    });
    connect(document, &Document::selectionChanged, this, [this] {
        updateTexture();
        update();
    });
    updateTexture();
}

void UvView::setUvSet(int set)
{
    if (set == m_set)
        return;
    m_set = set;
    invalidate();
}

QPointF UvView::toWidget(QPointF uv) const
{
    return m_origin + uv * m_zoom;
}

QPointF UvView::toUv(QPointF widget) const
{
    return (widget - m_origin) / m_zoom;
}

void UvView::setView(double zoom, QPointF origin)
{
    m_zoom = zoom;
    m_origin = origin;
    m_framed = false;
    update();
}

void UvView::frameUnitSquare()
{
    const double side = std::max(40, std::min(width(), height()) - 24);
    m_zoom = side;
    m_origin = QPointF((width() - side) / 2.0, (height() - side) / 2.0);
    m_framed = true;
    update();
}

QList<int> UvView::shownMeshes() const
{
    const Selection &s = m_document->selection();
    QList<int> meshes = s.meshes;
    for (int m : s.vertices.keys() + s.faces.keys())
        if (!meshes.contains(m))
            meshes.append(m);
    QList<int> valid;
    for (int m : std::as_const(meshes))
        if (m >= 0 && m < m_document->model().meshes.size())
            valid.append(m);
    if (valid.isEmpty())
        for (int m = 0; m < m_document->model().meshes.size(); ++m)
            valid.append(m);
    return valid;
}

QSize UvView::snapSize() const
{
    return m_textureIsChecker ? QSize(64, 64) : m_texture.size();
}

void UvView::invalidate(int mesh)
{
    m_layerValid = false;
    if (mesh < 0)
        m_lines.clear();
    else
        m_lines.remove(mesh);
    updateTexture();
    update();
}

const UvView::MeshLines &UvView::linesOf(int mesh)
{
    MeshLines &lines = m_lines[mesh];
    if (!lines.valid) {
        const Mesh &m = m_document->model().meshes[mesh];
        lines.edges = uvEdgeLines(m, m_set);
        lines.seams.clear();
        if (hasUvSet(m, m_set)) {
            const QList<QVector2D> &uvs = m.texcoords[m_set];
            for (quint32 half : uvSeams(m, m_set)) {
                const Triangle &t = m.triangles[half / 3];
                lines.seams.append(QLineF(uvs[t[half % 3]].toPointF(), uvs[t[(half % 3 + 1) % 3]].toPointF()));
            }
        }
        lines.valid = true;
    }
    return lines;
}

void UvView::updateTexture()
{
    const Model &model = m_document->model();
    const QVariantMap embedded = model.extras.value(QLatin1String(kEmbeddedTextures)).toMap();
    for (int m : shownMeshes()) {
        const int material = model.meshes[m].material;
        if (material < 0 || material >= model.materials.size())
            continue;
        const QString file = findTexture(model.materials[material], m_document->filePath());
        const qint64 stamp = file.isEmpty() ? 0 : QFileInfo(file).lastModified().toMSecsSinceEpoch();
        if (!file.isEmpty() && file == m_texturePath && stamp == m_textureStamp && !m_textureIsChecker)
            return; // decoded already
        const MaterialTexture texture = loadMaterialTexture(model.materials[material], m_document->filePath(),
                                                            embedded);
        if (texture.loaded()) {
            m_texture = texture.image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
            m_textureIsChecker = false;
            m_texturePath = texture.file;
            m_textureStamp = QFileInfo(texture.file).isFile()
                                 ? QFileInfo(texture.file).lastModified().toMSecsSinceEpoch()
                                 : 0;
            return;
        }
    }
    if (!m_textureIsChecker) {
        m_texture = checker();
        m_textureIsChecker = true;
        m_texturePath.clear();
    }
}

void UvView::paintLayout(QPainter &painter, const QRect &rect)
{
    painter.fillRect(rect, QColor(48, 48, 52));
    const QRectF square(toWidget({0, 0}), toWidget({1, 1}));
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.drawImage(square, m_texture);
    // The texture's pixels once each is 8 widget pixels wide or more.
    const QSize texels = snapSize();
    const double cell = m_zoom / texels.width();
    if (!m_textureIsChecker && cell >= 8.0) {
        painter.setPen(QPen(QColor(0, 0, 0, 70), 0));
        const QRectF visible = square.intersected(QRectF(rect));
        const int x0 = std::max(0, int((visible.left() - square.left()) / cell));
        const int x1 = std::min(texels.width(), int((visible.right() - square.left()) / cell) + 1);
        const double cellY = m_zoom / texels.height();
        const int y0 = std::max(0, int((visible.top() - square.top()) / cellY));
        const int y1 = std::min(texels.height(), int((visible.bottom() - square.top()) / cellY) + 1);
        for (int x = x0; x <= x1; ++x)
            painter.drawLine(QPointF(square.left() + x * cell, visible.top()),
                             QPointF(square.left() + x * cell, visible.bottom()));
        for (int y = y0; y <= y1; ++y)
            painter.drawLine(QPointF(visible.left(), square.top() + y * cellY),
                             QPointF(visible.right(), square.top() + y * cellY));
    }
    painter.setPen(QPen(QColor(20, 20, 20), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(square);

    // The edges and seams: a layer drawn by LineRaster when the view or the
    // coordinates change, else reused.
    const QList<int> meshes = shownMeshes();
    const QPointF layerOrigin = m_origin - QPointF(rect.topLeft());
    if (!m_layerValid || m_layer.size() != rect.size() || m_layerZoom != m_zoom || m_layerOrigin != layerOrigin
        || m_layerMeshes != meshes) {
        if (m_layer.size() != rect.size())
            m_layer = QImage(rect.size(), QImage::Format_ARGB32_Premultiplied);
        m_layer.fill(Qt::transparent);
        for (int m : meshes)
            rasterizeLines(m_layer, linesOf(m).edges, m_zoom, layerOrigin.x(), layerOrigin.y(), kEdgeColor.rgb());
        for (int m : meshes)
            rasterizeLines(m_layer, linesOf(m).seams, m_zoom, layerOrigin.x(), layerOrigin.y(), kSeamColor.rgb(), 2);
        m_layerValid = true;
        m_layerZoom = m_zoom;
        m_layerOrigin = layerOrigin;
        m_layerMeshes = meshes;
    }
    painter.drawImage(rect.topLeft(), m_layer);

    // The selection, moved by the drag under way.
    const QTransform preview = uvTransform(m_centre, m_moveUv, m_rotate, QPointF(m_scale, m_scale));
    const Selection &selection = m_document->selection();
    const Model &model = m_document->model();
    QColor fill = kSelectColor;
    fill.setAlpha(90);
    for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it) {
        if (!meshes.contains(it.key()) || !hasUvSet(model.meshes[it.key()], m_set))
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        const QList<QVector2D> &uvs = mesh.texcoords[m_set];
        QPainterPath path;
        for (quint32 f : it.value()) {
            if (f >= quint32(mesh.triangles.size()))
                continue;
            const Triangle &t = mesh.triangles[f];
            QPolygonF polygon;
            for (quint32 v : t)
                polygon << toWidget(preview.map(uvs[v].toPointF()));
            path.addPolygon(polygon);
            path.closeSubpath();
        }
        painter.setPen(QPen(kSelectColor, 0));
        painter.setBrush(fill);
        painter.drawPath(path);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(kSelectColor);
    for (auto it = selection.vertices.cbegin(); it != selection.vertices.cend(); ++it) {
        if (!meshes.contains(it.key()) || !hasUvSet(model.meshes[it.key()], m_set))
            continue;
        const QList<QVector2D> &uvs = model.meshes[it.key()].texcoords[m_set];
        for (quint32 v : it.value())
            if (v < quint32(uvs.size()))
                painter.drawRect(QRectF(toWidget(preview.map(uvs[v].toPointF())) - QPointF(2.5, 2.5), QSizeF(5, 5)));
    }
    painter.setBrush(Qt::NoBrush);
    if (m_drag == Drag::Box) {
        painter.setPen(QPen(kSelectColor, 0, Qt::DashLine));
        painter.drawRect(QRectF(m_pressAt, m_lastAt).normalized());
    }
}

void UvView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintLayout(painter, rect());
}

void UvView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_framed)
        frameUnitSquare();
}

QPair<int, qint64> UvView::faceAt(QPointF widget) const
{
    const QPointF p = toUv(widget);
    const Model &model = m_document->model();
    for (int m : shownMeshes()) {
        const Mesh &mesh = model.meshes[m];
        if (!hasUvSet(mesh, m_set))
            continue;
        const QList<QVector2D> &uvs = mesh.texcoords[m_set];
        for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
            const Triangle &tri = mesh.triangles[t];
            if (tri[0] >= quint32(uvs.size()) || tri[1] >= quint32(uvs.size()) || tri[2] >= quint32(uvs.size()))
                continue;
            if (inTriangle(p, uvs[tri[0]].toPointF(), uvs[tri[1]].toPointF(), uvs[tri[2]].toPointF()))
                return {m, t};
        }
    }
    return {-1, -1};
}

QPair<int, qint64> UvView::vertexAt(QPointF widget) const
{
    const Model &model = m_document->model();
    QPair<int, qint64> best{-1, -1};
    double bestDistance = 7.0 * 7.0; // widget pixels, squared
    for (int m : shownMeshes()) {
        const Mesh &mesh = model.meshes[m];
        if (!hasUvSet(mesh, m_set))
            continue;
        const QList<QVector2D> &uvs = mesh.texcoords[m_set];
        for (qsizetype v = 0; v < uvs.size(); ++v) {
            const QPointF d = toWidget(uvs[v].toPointF()) - widget;
            const double d2 = QPointF::dotProduct(d, d);
            if (d2 < bestDistance) {
                bestDistance = d2;
                best = {m, v};
            }
        }
    }
    return best;
}

bool UvView::onSelection(QPointF widget) const
{
    const Selection &s = m_document->selection();
    if (s.mode == Selection::Mode::Vertices) {
        const auto [mesh, v] = vertexAt(widget);
        return mesh >= 0 && s.vertices.value(mesh).contains(quint32(v));
    }
    if (s.mode == Selection::Mode::Faces) {
        const auto [mesh, f] = faceAt(widget);
        return mesh >= 0 && s.faces.value(mesh).contains(quint32(f));
    }
    return false;
}

void UvView::selectAt(QPointF widget, bool add)
{
    Selection s = m_document->selection();
    const Selection::Mode mode = m_pickVertices ? Selection::Mode::Vertices : Selection::Mode::Faces;
    const auto [mesh, index] = m_pickVertices ? vertexAt(widget) : faceAt(widget);
    if (s.mode != mode || !add) {
        // A new pick keeps the meshes shown.
        const QList<int> shown = s.isEmpty() ? QList<int>() : shownMeshes();
        s = Selection();
        s.mode = mesh >= 0 ? mode : (shown.isEmpty() ? Selection::Mode::Objects : s.mode);
        if (mesh < 0)
            s.meshes = shown;
    }
    if (mesh >= 0) {
        s.mode = mode;
        QMap<int, QList<quint32>> &picked = m_pickVertices ? s.vertices : s.faces;
        QList<quint32> &list = picked[mesh];
        if (list.contains(quint32(index)))
            list.removeAll(quint32(index));
        else
            list.insert(std::lower_bound(list.begin(), list.end(), quint32(index)), quint32(index));
        if (list.isEmpty())
            picked.remove(mesh);
    }
    m_document->setSelection(s);
}

void UvView::selectInBox(const QRectF &box, bool add)
{
    const QRectF uvBox(toUv(box.topLeft()), toUv(box.bottomRight()));
    Selection s = m_document->selection();
    const Selection::Mode mode = m_pickVertices ? Selection::Mode::Vertices : Selection::Mode::Faces;
    if (s.mode != mode || !add) {
        s = Selection();
        s.mode = mode;
    }
    const Model &model = m_document->model();
    for (int m : shownMeshes()) {
        const Mesh &mesh = model.meshes[m];
        if (!hasUvSet(mesh, m_set))
            continue;
        const QList<QVector2D> &uvs = mesh.texcoords[m_set];
        QList<quint32> &picked = m_pickVertices ? s.vertices[m] : s.faces[m];
        if (m_pickVertices) {
            for (qsizetype v = 0; v < uvs.size(); ++v)
                if (uvBox.contains(uvs[v].toPointF()))
                    picked.append(quint32(v));
        } else {
            // Faces wholly inside the box.
            for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
                const Triangle &tri = mesh.triangles[t];
                if (tri[0] < quint32(uvs.size()) && tri[1] < quint32(uvs.size()) && tri[2] < quint32(uvs.size())
                    && uvBox.contains(uvs[tri[0]].toPointF()) && uvBox.contains(uvs[tri[1]].toPointF())
                    && uvBox.contains(uvs[tri[2]].toPointF()))
                    picked.append(quint32(t));
            }
        }
        std::sort(picked.begin(), picked.end());
        picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
        if (picked.isEmpty()) {
            s.vertices.remove(m);
            s.faces.remove(m);
        }
    }
    if (s.vertices.isEmpty() && s.faces.isEmpty() && !add) {
        s.mode = Selection::Mode::Objects;
        s.meshes = m_document->selection().isEmpty() ? QList<int>() : shownMeshes();
    }
    m_document->setSelection(s);
}

void UvView::mousePressEvent(QMouseEvent *event)
{
    m_pressAt = m_lastAt = event->position();
    if (event->button() == Qt::MiddleButton) {
        m_drag = Drag::Pan;
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const Qt::KeyboardModifiers mods = event->modifiers();
    if ((!(mods & Qt::ShiftModifier) || (mods & Qt::ControlModifier)) && onSelection(event->position())) {
        // Ctrl rotates and Ctrl+Shift scales about the selection's centre (the
        // centre transformUVs uses); a plain drag moves.
        m_drag = (mods & Qt::ControlModifier) ? ((mods & Qt::ShiftModifier) ? Drag::Scale : Drag::Rotate) : Drag::Move;
        m_moveUv = {};
        m_rotate = 0;
        m_scale = 1;
        QRectF bounds;
        bool any = false;
        const QMap<int, UvPart> parts = uvParts(m_document->model(), m_document->selection());
        for (auto it = parts.cbegin(); it != parts.cend(); ++it) {
            const Mesh &mesh = m_document->model().meshes[it.key()];
            if (!hasUvSet(mesh, m_set) || uvPartVertices(mesh, it.value()).isEmpty())
                continue;
            const QRectF b = uvBounds(mesh, m_set, it.value());
            bounds = any ? QRectF(QPointF(std::min(bounds.left(), b.left()), std::min(bounds.top(), b.top())),
                                  QPointF(std::max(bounds.right(), b.right()), std::max(bounds.bottom(), b.bottom())))
                         : b;
            any = true;
        }
        m_centre = bounds.center();
        return;
    }
    // A click picks on release; a drag from here draws a box.
    m_drag = Drag::Box;
}

void UvView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    if (m_drag == Drag::Pan) {
        m_origin += at - m_lastAt;
        m_framed = false;
        update();
    } else if (m_drag == Drag::Move) {
        QPointF d = (at - m_pressAt) / m_zoom;
        if (m_snap) {
            const QSize size = snapSize();
            d = QPointF(std::round(d.x() * size.width()) / size.width(),
                        std::round(d.y() * size.height()) / size.height());
        }
        m_moveUv = d;
        update();
    } else if (m_drag == Drag::Box) {
        update();
    } else if (m_drag == Drag::Rotate || m_drag == Drag::Scale) {
        const QPointF c = toWidget(m_centre);
        const QPointF from = m_pressAt - c, to = at - c;
        if (m_drag == Drag::Rotate) {
            // Degrees clockwise on the screen, as transformUVs turns (v runs down).
            double degrees = (std::atan2(to.y(), to.x()) - std::atan2(from.y(), from.x())) * 180.0 / std::numbers::pi;
            degrees = std::remainder(degrees, 360.0);
            m_rotate = m_snap ? std::round(degrees / 15.0) * 15.0 : degrees;
        } else {
            const double d0 = std::hypot(from.x(), from.y());
            m_scale = d0 > 2 ? std::hypot(to.x(), to.y()) / d0 : 1.0;
        }
        update();
    }
    m_lastAt = at;
}

void UvView::mouseReleaseEvent(QMouseEvent *event)
{
    if ((m_drag == Drag::Move || m_drag == Drag::Rotate || m_drag == Drag::Scale) && event->button() == Qt::LeftButton)
        finishMove();
    if (m_drag == Drag::Box && event->button() == Qt::LeftButton) {
        const bool add = event->modifiers() & Qt::ShiftModifier;
        if ((event->position() - m_pressAt).manhattanLength() < 4)
            selectAt(m_pressAt, add);
        else
            selectInBox(QRectF(m_pressAt, event->position()).normalized(), add);
        update();
    }
    if ((m_drag == Drag::Pan && event->button() == Qt::MiddleButton) || event->button() == Qt::LeftButton)
        m_drag = Drag::None;
}

void UvView::finishMove()
{
    const QPointF d = m_moveUv;
    const double degrees = m_rotate, scale = m_scale;
    m_moveUv = {};
    m_rotate = 0;
    m_scale = 1;
    m_drag = Drag::None;
    if (d.isNull() && degrees == 0 && scale == 1) {
        update();
        return;
    }
    const OperationResult r = runOperation(*m_document, QStringLiteral("transformUVs"),
                                           {{QStringLiteral("translate_u"), d.x()},
                                            {QStringLiteral("translate_v"), d.y()},
                                            {QStringLiteral("rotate"), degrees},
                                            {QStringLiteral("scale_u"), scale},
                                            {QStringLiteral("scale_v"), scale},
                                            {QStringLiteral("set"), m_set}});
    Q_EMIT message(r.message);
    update();
}

void UvView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const OperationResult r = runOperation(*m_document, QStringLiteral("selectUVIsland"),
                                           {{QStringLiteral("set"), m_set}});
    Q_EMIT message(r.message);
}

void UvView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0)
        return;
    const QPointF at = event->position();
    const QPointF uv = toUv(at);
    m_zoom = std::clamp(m_zoom * std::pow(1.25, steps), 8.0, 1.0e6);
    m_origin = at - uv * m_zoom; // the point under the cursor stays
    m_framed = false;
    update();
}

} // namespace quarry
