#include "model/ops/UvLayoutImage.h"

#include "model/ops/UvEdit.h"

#include <QPainter>

#include <algorithm>
#include <utility>
#include <vector>

namespace quarry {

QList<QLineF> uvEdgeLines(const Mesh &mesh, int set, const QList<bool> &skip)
{
    QList<QLineF> lines;
    if (!hasUvSet(mesh, set) || !mesh.validate().isEmpty())
        return lines;
    const QList<QVector2D> &uvs = mesh.texcoords[set];
    const bool skipping = skip.size() == mesh.triangles.size();
    // Each edge by its vertex pair, sorted, each drawn once.
    std::vector<quint64> edges;
    edges.reserve(size_t(mesh.triangles.size()) * 3);
    for (qsizetype t = 0; t < mesh.triangles.size(); ++t) {
        if (skipping && skip[t])
            continue;
        const Triangle &tri = mesh.triangles[t];
        for (int c = 0; c < 3; ++c) {
            const quint32 a = tri[c], b = tri[(c + 1) % 3];
            edges.push_back(a < b ? (quint64(a) << 32 | b) : (quint64(b) << 32 | a));
        }
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    lines.resize(qsizetype(edges.size()));
    for (size_t i = 0; i < edges.size(); ++i)
        lines[qsizetype(i)] = QLineF(uvs[quint32(edges[i] >> 32)].toPointF(), uvs[quint32(edges[i])].toPointF());
    return lines;
}

QImage paintUvLayout(const Model &model, const QList<int> &meshes, int set, int size, const QImage &background,
                     QColor color)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    if (!background.isNull())
        painter.drawImage(QRect(0, 0, size, size), background);
    painter.setTransform(QTransform::fromScale(size, size));
    QList<int> which = meshes;
    if (which.isEmpty())
        for (int m = 0; m < model.meshes.size(); ++m)
            which.append(m);
    QList<QLineF> lines;
    for (int m : std::as_const(which))
        if (m >= 0 && m < model.meshes.size())
            lines += uvEdgeLines(model.meshes[m], set);
    // The outline first, all of it, then the lines: a crossing line's
    // outline never covers another line.
    const QColor outline = color.lightness() < 128 ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 200);
    for (const auto &[c, width] : {std::pair{outline, 3.0}, std::pair{color, 0.0}}) {
        QPen pen(c, width);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        painter.drawLines(lines);
    }
    painter.end();
    return image;
}

} // namespace quarry
