#include "views/viewport/DepthBuffer.h"

#include <QThread>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>
#include <vector>

namespace quarry {

namespace {

constexpr float kFar = std::numeric_limits<float>::infinity();

// Signed distance of a clip-space vertex inside the near (z >= -w) or far
// (z <= w) plane; >= 0 is inside.
template<typename V>
float nearDistance(const V &v)
{
    return v.z + v.w;
}
template<typename V>
float farDistance(const V &v)
{
    return v.w - v.z;
}

// Floor of a value already clamped to int's range (std::floor is a call
// on the baseline instruction set).
inline int floorToInt(double v)
{
    const int i = int(v);
    return i - (double(i) > v ? 1 : 0);
}

} // namespace

DepthBuffer::DepthBuffer(const Camera &camera, const QSize &viewport, const QRectF &region)
    : m_viewport(viewport)
    , m_orthographic(camera.isOrthographic())
{
    if (viewport.width() <= 0 || viewport.height() <= 0)
        return;
    const double cells = double(viewport.width()) * double(viewport.height());
    m_cellSize = cells > double(kMaxCells) ? float(std::sqrt(cells / double(kMaxCells))) : 1.0f;
    m_size = QSize(std::max(1, int(std::ceil(float(viewport.width()) / m_cellSize))),
                   std::max(1, int(std::ceil(float(viewport.height()) / m_cellSize))));
    // Rounding can leave a cell or two over the bound; shrink until it holds.
    while (qsizetype(m_size.width()) * m_size.height() > kMaxCells) {
        m_cellSize *= 1.01f;
        m_size = QSize(std::max(1, int(std::ceil(float(viewport.width()) / m_cellSize))),
                       std::max(1, int(std::ceil(float(viewport.height()) / m_cellSize))));
    }
    m_depth.fill(kFar, qsizetype(m_size.width()) * m_size.height());
    m_drawn = QRect(QPoint(0, 0), m_size);
    if (!region.isNull()) {
        const QRectF r = region.normalized();
        const double w = viewport.width() + 1.0;
        const double h = viewport.height() + 1.0;
        const QPoint from(int(std::floor(std::clamp(r.left(), -1.0, w) / m_cellSize)),
                          int(std::floor(std::clamp(r.top(), -1.0, h) / m_cellSize)));
        const QPoint to(int(std::floor(std::clamp(r.right(), -1.0, w) / m_cellSize)),
                        int(std::floor(std::clamp(r.bottom(), -1.0, h) / m_cellSize)));
        // One more cell around it for the neighbourhood isVisible() reads.
        m_drawn &= QRect(from - QPoint(1, 1), to + QPoint(1, 1));
    }
    const float aspect = float(viewport.width()) / float(viewport.height());
    m_view = camera.viewMatrix();
    m_viewProjection = camera.projectionMatrix(aspect) * m_view;
    m_worldPerPixel = m_orthographic
                          ? camera.pixelSize(viewport.height())
                          : 2.0f * std::tan(qDegreesToRadians(Camera::kFieldOfView * 0.5f)) / float(viewport.height());
}

float DepthBuffer::eyeDepth(const QVector3D &world) const
{
    return -m_view.map(world).z();
}

void DepthBuffer::addTriangles(const QList<QVector3D> &positions, const QList<Triangle> &triangles)
{
    if (m_depth.isEmpty() || m_drawn.isEmpty() || triangles.isEmpty())
        return;
    // Clip-space corners, once per vertex; w is NaN for unusable ones.
    QList<ClipVertex> clip(positions.size());
    const float *m = m_viewProjection.constData(); // column major
    const float *v = m_view.constData();
    for (qsizetype i = 0; i < positions.size(); ++i) {
        const QVector3D &p = positions[i];
        ClipVertex &c = clip[i];
        if (!std::isfinite(p.x()) || !std::isfinite(p.y()) || !std::isfinite(p.z())) {
            c = {0, 0, 0, std::numeric_limits<float>::quiet_NaN(), 0};
            continue;
        }
        c.x = m[0] * p.x() + m[4] * p.y() + m[8] * p.z() + m[12];
        c.y = m[1] * p.x() + m[5] * p.y() + m[9] * p.z() + m[13];
        c.z = m[2] * p.x() + m[6] * p.y() + m[10] * p.z() + m[14];
        c.w = m[3] * p.x() + m[7] * p.y() + m[11] * p.z() + m[15];
        c.depth = -(v[2] * p.x() + v[6] * p.y() + v[10] * p.z() + v[14]);
    }
    // Corners inside the near and far planes are projected once.
    QList<ScreenVertex> screen(positions.size());
    QList<bool> inDepthRange(positions.size());
    for (qsizetype i = 0; i < positions.size(); ++i) {
        const ClipVertex &c = clip[i];
        inDepthRange[i] = nearDistance(c) >= 0 && farDistance(c) >= 0 && c.w > 1e-12f;
        if (inDepthRange[i])
            screen[i] = toScreen(c);
    }
    const quint32 n = quint32(positions.size());
    float *cells = m_depth.data(); // detached here, once, not in the threads
    // Draws every triangle into the rows of `area`.
    auto drawBand = [&](const QRect &area) {
        for (const Triangle &t : triangles) {
            if (t[0] >= n || t[1] >= n || t[2] >= n)
                continue;
            if (inDepthRange[t[0]] && inDepthRange[t[1]] && inDepthRange[t[2]]) {
                rasterize(screen[t[0]], screen[t[1]], screen[t[2]], area, cells);
                continue;
            }
            const ClipVertex corners[3] = {clip[t[0]], clip[t[1]], clip[t[2]]};
            if (std::isnan(corners[0].w) || std::isnan(corners[1].w) || std::isnan(corners[2].w))
                continue;
            // Entirely outside one side of the view volume: nothing to draw.
            auto allOutside = [&](auto distance) {
                return distance(corners[0]) < 0 && distance(corners[1]) < 0 && distance(corners[2]) < 0;
            };
            if (allOutside([](const ClipVertex &c) { return c.w - c.x; })
                || allOutside([](const ClipVertex &c) { return c.w + c.x; })
                || allOutside([](const ClipVertex &c) { return c.w - c.y; })
                || allOutside([](const ClipVertex &c) { return c.w + c.y; }) || allOutside(nearDistance<ClipVertex>)
                || allOutside(farDistance<ClipVertex>))
                continue;
            drawClipped(corners, area, cells);
        }
    };
    // Large meshes: one band of rows per thread (each writes only its rows).
    const int threads = triangles.size() < kTrianglesPerThread
                            ? 1
                            : std::clamp(int(std::min<qsizetype>(triangles.size() / kTrianglesPerThread,
                                                                 QThread::idealThreadCount())),
                                         1, std::min(8, m_drawn.height()));
    if (threads == 1) {
        drawBand(m_drawn);
        return;
    }
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i) {
        const int top = m_drawn.top() + m_drawn.height() * i / threads;
        const int bottom = m_drawn.top() + m_drawn.height() * (i + 1) / threads; // exclusive
        const QRect band(m_drawn.left(), top, m_drawn.width(), bottom - top);
        if (i + 1 < threads)
            workers.emplace_back(drawBand, band);
        else
            drawBand(band);
    }
    for (std::thread &worker : workers)
        worker.join();
}

DepthBuffer::ScreenVertex DepthBuffer::toScreen(const ClipVertex &v) const
{
    const double sx = double(m_viewport.width()) / double(m_cellSize) * 0.5;
    const double sy = double(m_viewport.height()) / double(m_cellSize) * 0.5;
    const double invW = 1.0 / double(v.w);
    // The stored key is linear across the screen: -1/w in perspective
    // (nearer is smaller), the eye depth itself in orthographic views.
    return {(double(v.x) * invW + 1.0) * sx, (1.0 - double(v.y) * invW) * sy, m_orthographic ? double(v.depth) : -invW};
}

// Sutherland–Hodgman against the near and far planes in clip space (a
// triangle becomes a polygon of at most five corners), then a fan.
void DepthBuffer::drawClipped(const ClipVertex *corners, const QRect &area, float *cells) const
{
    ClipVertex a[8];
    ClipVertex b[8];
    int count = 3;
    std::copy(corners, corners + 3, a);
    auto clipAgainst = [&](float (*distance)(const ClipVertex &)) {
        int out = 0;
        for (int i = 0; i < count; ++i) {
            const ClipVertex &p = a[i];
            const ClipVertex &q = a[(i + 1) % count];
            const float dp = distance(p);
            const float dq = distance(q);
            if (dp >= 0)
                b[out++] = p;
            if ((dp >= 0) != (dq >= 0)) {
                const float s = dp / (dp - dq);
                b[out++] = {p.x + (q.x - p.x) * s, p.y + (q.y - p.y) * s, p.z + (q.z - p.z) * s, p.w + (q.w - p.w) * s,
                            p.depth + (q.depth - p.depth) * s};
            }
        }
        count = out;
        std::copy(b, b + out, a);
    };
    clipAgainst(nearDistance<ClipVertex>);
    if (count < 3)
        return;
    clipAgainst(farDistance<ClipVertex>);
    for (int i = 0; i < count; ++i)
        if (!(a[i].w > 1e-12f)) // rounding at the plane
            return;
    const ScreenVertex first = toScreen(a[0]);
    for (int i = 1; i + 1 < count; ++i)
        rasterize(first, toScreen(a[i]), toScreen(a[i + 1]), area, cells);
}

void DepthBuffer::rasterize(const ScreenVertex &p0, const ScreenVertex &p1, const ScreenVertex &p2, const QRect &area,
                            float *cells) const
{
    const double twiceArea = (p1.x - p0.x) * (p2.y - p0.y) - (p1.y - p0.y) * (p2.x - p0.x);
    if (!(std::abs(twiceArea) > 1e-12))
        return;
    const int width = m_size.width();
    // Cells whose centers (i + 0.5) may be inside, within the drawn region.
    const double minX = std::min({p0.x, p1.x, p2.x});
    const double maxX = std::max({p0.x, p1.x, p2.x});
    const double minY = std::min({p0.y, p1.y, p2.y});
    const double maxY = std::max({p0.y, p1.y, p2.y});
    if (maxX < area.left() || maxY < area.top() || minX > area.right() + 1.0 || minY > area.bottom() + 1.0)
        return;
    // The bounds are inside the drawn region here, give or take a cell;
    // clamping first keeps huge coordinates (near the eye) out of int.
    auto clampX = [&](double v) { return std::clamp(v, double(area.left()) - 2.0, double(area.right()) + 2.0); };
    auto clampY = [&](double v) { return std::clamp(v, double(area.top()) - 2.0, double(area.bottom()) + 2.0); };
    // First and last cells whose centers (i + 0.5) are within the bounds.
    const int x0 = std::max(area.left(), -floorToInt(0.5 - clampX(minX)));
    const int x1 = std::min(area.right(), floorToInt(clampX(maxX) - 0.5));
    const int y0 = std::max(area.top(), -floorToInt(0.5 - clampY(minY)));
    const int y1 = std::min(area.bottom(), floorToInt(clampY(maxY) - 0.5));
    if (x0 > x1 || y0 > y1)
        return;
    // Edge functions, normalized so that they are the barycentric weights.
    const double inv = 1.0 / twiceArea;
    struct Edge
    {
        double dx, dy, start; // weight = start + dx * (x - x0) + dy * (y - y0)
        double invDx; // 1 / dx, 0 when dx is 0
    };
    auto edge = [&](const ScreenVertex &p, const ScreenVertex &q) {
        // Weight of the corner opposite the edge p->q.
        const double cx = double(x0) + 0.5;
        const double cy = double(y0) + 0.5;
        const double e = (q.x - p.x) * (cy - p.y) - (q.y - p.y) * (cx - p.x);
        const double dx = -(q.y - p.y) * inv;
        return Edge{dx, (q.x - p.x) * inv, e * inv, dx != 0 ? 1.0 / dx : 0.0};
    };
    const Edge w0 = edge(p1, p2);
    const Edge w1 = edge(p2, p0);
    const Edge w2 = edge(p0, p1);
    const double k0 = p0.key;
    const double k1 = p1.key;
    const double k2 = p2.key;
    const double keyDx = w0.dx * k0 + w1.dx * k1 + w2.dx * k2;
    const double keyDy = w0.dy * k0 + w1.dy * k1 + w2.dy * k2;
    const double keyStart = w0.start * k0 + w1.start * k1 + w2.start * k2;
    // A hair of slack so cells on a shared edge are covered by one side or both.
    constexpr double kSlack = -1e-9;
    const int last = x1 - x0;
    for (int y = y0; y <= y1; ++y) {
        const double dy = double(y - y0);
        // The row's span: each weight start + dx * j >= kSlack bounds j
        // from one side (or, with dx == 0, holds for the whole row or none).
        double from = 0.0;
        double to = double(last);
        bool empty = false;
        for (const Edge &e : {w0, w1, w2}) {
            const double start = e.start + e.dy * dy;
            if (e.dx > 0)
                from = std::max(from, (kSlack - start) * e.invDx);
            else if (e.dx < 0)
                to = std::min(to, (kSlack - start) * e.invDx);
            else if (start < kSlack)
                empty = true;
        }
        if (empty || from > to)
            continue;
        const int first = std::max(0, -floorToInt(-std::min(from, double(last) + 1.0)));
        const int end = std::min(last, floorToInt(std::max(to, -1.0)));
        float *row = cells + qsizetype(y) * width + x0;
        const double k = keyStart + keyDy * dy;
        for (int j = first; j <= end; ++j) {
            const float value = float(k + keyDx * double(j));
            row[j] = std::min(row[j], value);
        }
    }
}

float DepthBuffer::depthOfKey(float key) const
{
    if (key == kFar)
        return kFar;
    return m_orthographic ? key : -1.0f / key;
}

float DepthBuffer::depthAt(const QPointF &pixel) const
{
    if (m_depth.isEmpty())
        return kFar;
    const double x = std::floor(pixel.x() / double(m_cellSize));
    const double y = std::floor(pixel.y() / double(m_cellSize));
    if (!(x >= 0 && y >= 0 && x < m_size.width() && y < m_size.height()))
        return kFar;
    return depthOfKey(m_depth[qsizetype(y) * m_size.width() + qsizetype(x)]);
}

bool DepthBuffer::isVisible(const QVector3D &world) const
{
    if (m_depth.isEmpty())
        return false;
    const QVector4D clip = m_viewProjection * QVector4D(world, 1.0f);
    if (!(clip.w() > 1e-12f) || clip.z() < -clip.w() || clip.z() > clip.w())
        return false;
    const double px = (double(clip.x()) / double(clip.w()) + 1.0) * 0.5 * double(m_viewport.width());
    const double py = (1.0 - double(clip.y()) / double(clip.w())) * 0.5 * double(m_viewport.height());
    if (!(px >= 0 && py >= 0 && px <= m_viewport.width() && py <= m_viewport.height()))
        return false;
    const int cx = std::min(m_size.width() - 1, int(px / double(m_cellSize)));
    const int cy = std::min(m_size.height() - 1, int(py / double(m_cellSize)));
    float farthest = -kFar;
    for (int y = std::max(0, cy - 1); y <= std::min(m_size.height() - 1, cy + 1); ++y)
        for (int x = std::max(0, cx - 1); x <= std::min(m_size.width() - 1, cx + 1); ++x)
            farthest = std::max(farthest, m_depth[qsizetype(y) * m_size.width() + x]);
    if (farthest == kFar)
        return true;
    farthest = depthOfKey(farthest); // keys grow with depth
    const float depth = eyeDepth(world);
    const float footprint = m_orthographic ? m_worldPerPixel : m_worldPerPixel * std::abs(depth);
    // Two cells' footprint: the cell centers near a vertex at the bottom of
    // a crease are nearer than the vertex by up to ~0.7 cell times the
    // slope, which this lets through for walls up to about 70 degrees.
    const float tolerance = 2.0f * footprint * m_cellSize + 1e-5f * std::abs(depth);
    return depth <= farthest + tolerance;
}

} // namespace quarry
