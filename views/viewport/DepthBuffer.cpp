#include "views/viewport/DepthBuffer.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace quarry {

namespace {

constexpr float kFar = std::numeric_limits<float>::infinity();

// Signed distance of a clip-space vertex inside the near (z >= -w) or far
// (z <= w) plane; >= 0 is inside.
template<typename V>
float nearDistance(const V &v) { return v.z + v.w; }
template<typename V>
float farDistance(const V &v) { return v.w - v.z; }

} // namespace

DepthBuffer::DepthBuffer(const Camera &camera, const QSize &viewport)
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
    if (m_depth.isEmpty() || triangles.isEmpty())
        return;
    // Clip-space corners, once per vertex; w is NaN for unusable ones.
    QList<ClipVertex> clip(positions.size());
    const float *m = m_viewProjection.constData();  // column major
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
    const quint32 n = quint32(positions.size());
    for (const Triangle &t : triangles) {
        if (t[0] >= n || t[1] >= n || t[2] >= n)
            continue;
        const ClipVertex corners[3] = {clip[t[0]], clip[t[1]], clip[t[2]]};
        if (std::isnan(corners[0].w) || std::isnan(corners[1].w) || std::isnan(corners[2].w))
            continue;
        // Entirely outside one side of the view volume: nothing to draw.
        auto allOutside = [&](auto distance) {
            return distance(corners[0]) < 0 && distance(corners[1]) < 0 && distance(corners[2]) < 0;
        };
        if (allOutside([](const ClipVertex &c) { return c.w - c.x; }) || allOutside([](const ClipVertex &c) { return c.w + c.x; })
            || allOutside([](const ClipVertex &c) { return c.w - c.y; }) || allOutside([](const ClipVertex &c) { return c.w + c.y; })
            || allOutside(nearDistance<ClipVertex>) || allOutside(farDistance<ClipVertex>))
            continue;
        bool inside = true;
        for (const ClipVertex &c : corners)
            inside = inside && nearDistance(c) >= 0 && farDistance(c) >= 0;
        if (inside)
            rasterize(corners[0], corners[1], corners[2]);
        else
            drawClipped(corners);
    }
}

// Sutherland–Hodgman against the near and far planes in clip space (a
// triangle becomes a polygon of at most five corners), then a fan.
void DepthBuffer::drawClipped(const ClipVertex *corners)
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
                b[out++] = {p.x + (q.x - p.x) * s, p.y + (q.y - p.y) * s, p.z + (q.z - p.z) * s,
                            p.w + (q.w - p.w) * s, p.depth + (q.depth - p.depth) * s};
            }
        }
        count = out;
        std::copy(b, b + out, a);
    };
    clipAgainst(nearDistance<ClipVertex>);
    if (count < 3)
        return;
    clipAgainst(farDistance<ClipVertex>);
    for (int i = 1; i + 1 < count; ++i)
        rasterize(a[0], a[i], a[i + 1]);
}

void DepthBuffer::rasterize(const ClipVertex &a, const ClipVertex &b, const ClipVertex &c)
{
    // After near clipping w is at least the near distance (perspective) or
    // 1 (orthographic); anything else is rounding at the plane.
    if (a.w <= 1e-12f || b.w <= 1e-12f || c.w <= 1e-12f)
        return;
    const double sx = double(m_viewport.width()) / double(m_cellSize) * 0.5;
    const double sy = double(m_viewport.height()) / double(m_cellSize) * 0.5;
    struct Screen
    {
        double x, y, invW, depthOverW;
    };
    auto toScreen = [&](const ClipVertex &v) {
        const double invW = 1.0 / double(v.w);
        return Screen{(double(v.x) * invW + 1.0) * sx, (1.0 - double(v.y) * invW) * sy, invW, double(v.depth) * invW};
    };
    const Screen p0 = toScreen(a);
    const Screen p1 = toScreen(b);
    const Screen p2 = toScreen(c);
    const double area = (p1.x - p0.x) * (p2.y - p0.y) - (p1.y - p0.y) * (p2.x - p0.x);
    if (!(std::abs(area) > 1e-12))
        return;
    const int width = m_size.width();
    const int height = m_size.height();
    // Cells whose centers (i + 0.5) may be inside.
    const double minX = std::min({p0.x, p1.x, p2.x});
    const double maxX = std::max({p0.x, p1.x, p2.x});
    const double minY = std::min({p0.y, p1.y, p2.y});
    const double maxY = std::max({p0.y, p1.y, p2.y});
    if (maxX < 0.5 - 1e-9 || maxY < 0.5 - 1e-9 || minX > width - 0.5 || minY > height - 0.5)
        return;
    const int x0 = std::max(0, int(std::ceil(minX - 0.5)));
    const int x1 = std::min(width - 1, int(std::floor(maxX - 0.5)));
    const int y0 = std::max(0, int(std::ceil(minY - 0.5)));
    const int y1 = std::min(height - 1, int(std::floor(maxY - 0.5)));
    if (x0 > x1 || y0 > y1)
        return;
    // Edge functions, normalized so that they are the barycentric weights.
    const double inv = 1.0 / area;
    struct Edge
    {
        double dx, dy, start;  // weight = start + dx * (x - x0) + dy * (y - y0)
    };
    auto edge = [&](const Screen &p, const Screen &q) {
        // Weight of the corner opposite the edge p->q.
        const double cx = double(x0) + 0.5;
        const double cy = double(y0) + 0.5;
        const double e = (q.x - p.x) * (cy - p.y) - (q.y - p.y) * (cx - p.x);
        return Edge{-(q.y - p.y) * inv, (q.x - p.x) * inv, e * inv};
    };
    const Edge w0 = edge(p1, p2);
    const Edge w1 = edge(p2, p0);
    const Edge w2 = edge(p0, p1);
    // A hair of slack so cells on a shared edge are covered by one side or both.
    constexpr double kSlack = -1e-9;
    for (int y = y0; y <= y1; ++y) {
        const double dy = double(y - y0);
        double l0 = w0.start + w0.dy * dy;
        double l1 = w1.start + w1.dy * dy;
        double l2 = w2.start + w2.dy * dy;
        float *row = m_depth.data() + qsizetype(y) * width;
        for (int x = x0; x <= x1; ++x, l0 += w0.dx, l1 += w1.dx, l2 += w2.dx) {
            if (l0 < kSlack || l1 < kSlack || l2 < kSlack)
                continue;
            const double invW = l0 * p0.invW + l1 * p1.invW + l2 * p2.invW;
            const double dOverW = l0 * p0.depthOverW + l1 * p1.depthOverW + l2 * p2.depthOverW;
            const float depth = float(dOverW / invW);
            if (depth < row[x])
                row[x] = depth;
        }
    }
}

float DepthBuffer::depthAt(const QPointF &pixel) const
{
    if (m_depth.isEmpty())
        return kFar;
    const double x = std::floor(pixel.x() / double(m_cellSize));
    const double y = std::floor(pixel.y() / double(m_cellSize));
    if (!(x >= 0 && y >= 0 && x < m_size.width() && y < m_size.height()))
        return kFar;
    return m_depth[qsizetype(y) * m_size.width() + qsizetype(x)];
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
    const float depth = eyeDepth(world);
    const float footprint = m_orthographic ? m_worldPerPixel : m_worldPerPixel * std::abs(depth);
    // Two cells' footprint: the cell centers near a vertex at the bottom of
    // a crease are nearer than the vertex by up to ~0.7 cell times the
    // slope, which this lets through for walls up to about 70 degrees.
    const float tolerance = 2.0f * footprint * m_cellSize + 1e-5f * std::abs(depth);
    return depth <= farthest + tolerance;
}

} // namespace quarry
