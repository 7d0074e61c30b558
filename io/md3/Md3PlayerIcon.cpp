#include "io/md3/Md3PlayerIcon.h"

#include <QQuaternion>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

struct Corner
{
    QVector3D screen; // x, y in pixels, z: nearer is larger
    QVector2D uv;
    QVector3D normal;
};

QRgb sample(const QImage &texture, QVector2D uv)
{
    const float u = uv.x() - std::floor(uv.x());
    const float v = uv.y() - std::floor(uv.y());
    // Texture coordinates start at the image's bottom row (as OpenGL).
    const int x = std::clamp(int(u * float(texture.width())), 0, texture.width() - 1);
    const int y = std::clamp(int((1.0f - v) * float(texture.height())), 0, texture.height() - 1);
    return texture.pixel(x, y);
}

} // namespace

QImage renderQuake3PlayerIcon(const Model &head, const QList<QImage> &textures, int size)
{
    const int scale = 3; // drawn larger, then scaled down smoothly
    const int side = size * scale;
    QImage image(side, side, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    // A view from the front (+X) turned 25 degrees to the head's left.
    const QQuaternion view = QQuaternion::fromAxisAndAngle(0, 0, 1, -25.0f);
    auto toView = [&](const QVector3D &p) {
        const QVector3D r = view.rotatedVector(p);
        return QVector3D(r.y(), -r.z(), r.x()); // right, down, toward the viewer
    };
    float minX = INFINITY, minY = INFINITY, maxX = -INFINITY, maxY = -INFINITY;
    for (const Mesh &mesh : head.meshes)
        for (const Triangle &t : mesh.triangles)
            for (quint32 v : t)
                if (v < quint32(mesh.positions.size())) {
                    const QVector3D p = toView(mesh.positions[v]);
                    minX = std::min(minX, p.x());
                    maxX = std::max(maxX, p.x());
                    minY = std::min(minY, p.y());
                    maxY = std::max(maxY, p.y());
                }
    if (!(maxX > minX) && !(maxY > minY))
        return image.scaled(size, size);
    const float extent = std::max(maxX - minX, maxY - minY);
    const float pixels = float(side) * 0.9f / extent;
    const QVector2D middle((minX + maxX) * 0.5f, (minY + maxY) * 0.5f);
    std::vector<float> depth(size_t(side) * size_t(side), -INFINITY);
    const QVector3D light = QVector3D(0.4f, -0.5f, 0.8f).normalized(); // in view space: right, down, toward the viewer

    for (const Mesh &mesh : head.meshes) {
        const QImage *texture = mesh.material >= 0 && mesh.material < textures.size()
                                        && !textures[mesh.material].isNull()
                                    ? &textures[mesh.material]
                                    : nullptr;
        QColor flat(170, 170, 170);
        if (mesh.material >= 0 && mesh.material < head.materials.size() && head.materials[mesh.material].diffuse)
            flat = QColor::fromRgbF(std::clamp(head.materials[mesh.material].diffuse->x(), 0.0f, 1.0f),
                                    std::clamp(head.materials[mesh.material].diffuse->y(), 0.0f, 1.0f),
                                    std::clamp(head.materials[mesh.material].diffuse->z(), 0.0f, 1.0f));
        const QList<QVector2D> *uvs = mesh.texcoords.isEmpty() ? nullptr : &mesh.texcoords[0];
        for (const Triangle &t : mesh.triangles) {
            Corner c[3];
            bool valid = true;
            for (int i = 0; i < 3; ++i) {
                const quint32 v = t[i];
                if (v >= quint32(mesh.positions.size())) {
                    valid = false;
                    break;
                }
                const QVector3D p = toView(mesh.positions[v]);
                c[i].screen = QVector3D((p.x() - middle.x()) * pixels + float(side) * 0.5f,
                                        (p.y() - middle.y()) * pixels + float(side) * 0.5f, p.z());
                c[i].uv = uvs && v < quint32(uvs->size()) ? (*uvs)[v] : QVector2D();
                c[i].normal = v < quint32(mesh.normals.size()) ? toView(mesh.normals[v]) : QVector3D();
            }
            if (!valid)
                continue;
            const QVector3D e1 = c[1].screen - c[0].screen, e2 = c[2].screen - c[0].screen;
            const float area = e1.x() * e2.y() - e1.y() * e2.x();
            if (std::abs(area) < 1e-6f)
                continue;
            // The face's normal in view space where the vertices have none.
            QVector3D faceNormal = QVector3D::crossProduct(toView(mesh.positions[t[1]]) - toView(mesh.positions[t[0]]),
                                                           toView(mesh.positions[t[2]]) - toView(mesh.positions[t[0]]))
                                       .normalized();
            const int x0 = std::max(0, int(std::floor(std::min({c[0].screen.x(), c[1].screen.x(), c[2].screen.x()}))));
            const int x1 = std::min(side - 1,
                                    int(std::ceil(std::max({c[0].screen.x(), c[1].screen.x(), c[2].screen.x()}))));
            const int y0 = std::max(0, int(std::floor(std::min({c[0].screen.y(), c[1].screen.y(), c[2].screen.y()}))));
            const int y1 = std::min(side - 1,
                                    int(std::ceil(std::max({c[0].screen.y(), c[1].screen.y(), c[2].screen.y()}))));
            for (int y = y0; y <= y1; ++y) {
                QRgb *row = reinterpret_cast<QRgb *>(image.scanLine(y));
                for (int x = x0; x <= x1; ++x) {
                    const float px = float(x) + 0.5f, py = float(y) + 0.5f;
                    const float w1 = ((px - c[0].screen.x()) * e2.y() - (py - c[0].screen.y()) * e2.x()) / area;
                    const float w2 = (e1.x() * (py - c[0].screen.y()) - e1.y() * (px - c[0].screen.x())) / area;
                    const float w0 = 1.0f - w1 - w2;
                    if (w0 < 0 || w1 < 0 || w2 < 0)
                        continue;
                    const float z = w0 * c[0].screen.z() + w1 * c[1].screen.z() + w2 * c[2].screen.z();
                    float &stored = depth[size_t(y) * size_t(side) + size_t(x)];
                    if (z <= stored)
                        continue;
                    QColor colour = flat;
                    if (texture) {
                        const QRgb texel = sample(*texture, c[0].uv * w0 + c[1].uv * w1 + c[2].uv * w2);
                        if (qAlpha(texel) < 128)
                            continue; // cut out, as the game's alpha test
                        colour = QColor(texel);
                    }
                    QVector3D n = c[0].normal * w0 + c[1].normal * w1 + c[2].normal * w2;
                    if (n.lengthSquared() < 1e-8f)
                        n = faceNormal;
                    n.normalize();
                    if (n.z() < 0) // seen from behind (drawn from both sides): its other face
                        n = -n;
                    const float shade = 0.45f + 0.75f * std::max(0.0f, QVector3D::dotProduct(n, light));
                    stored = z;
                    row[x] = qRgba(std::min(255, int(float(colour.red()) * shade)),
                                   std::min(255, int(float(colour.green()) * shade)),
                                   std::min(255, int(float(colour.blue()) * shade)), 255);
                }
            }
        }
    }
    return image.scaled(size, size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

} // namespace quarry
