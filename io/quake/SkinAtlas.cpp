#include "io/quake/SkinAtlas.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace quarry::quake {

namespace {

constexpr int kGutter = 2; // texels of each tile's edge repeated around it
constexpr int kColourTile = 8; // a material without a texture

struct Tile
{
    int material = -1;
    QImage image;
    int x = 0, y = 0, width = 0, height = 0;
    // The texture coordinates' whole range: the texture repeated
    // repeatU × repeatV times from (firstU, firstV).
    int firstU = 0, firstV = 0, repeatU = 1, repeatV = 1;
};

// The range of whole texture repeats the material's coordinates span.
void coordinateRange(const Model &model, int material, Tile &t)
{
    float minU = 0, maxU = 1, minV = 0, maxV = 1;
    bool first = true;
    for (const Mesh &mesh : model.meshes) {
        const int m = mesh.material >= 0 && mesh.material < model.materials.size() ? mesh.material
                                                                                   : int(model.materials.size());
        if (m != material || mesh.texcoords.isEmpty())
            continue;
        for (const QVector2D &c : mesh.texcoords[0]) {
            minU = first ? c.x() : std::min(minU, c.x());
            maxU = first ? c.x() : std::max(maxU, c.x());
            minV = first ? c.y() : std::min(minV, c.y());
            maxV = first ? c.y() : std::max(maxV, c.y());
            first = false;
        }
    }
    constexpr float slack = 1e-3f; // coordinates a hair past a whole number
    t.firstU = int(std::floor(minU + slack));
    t.firstV = int(std::floor(minV + slack));
    t.repeatU = std::max(1, int(std::ceil(maxU - slack)) - t.firstU);
    t.repeatV = std::max(1, int(std::ceil(maxV - slack)) - t.firstV);
    // Coordinates spread wider than that are clamped into one copy.
    if (t.repeatU > kAtlasMaxRepeats) {
        t.repeatU = 1;
        t.firstU = 0;
    }
    if (t.repeatV > kAtlasMaxRepeats) {
        t.repeatV = 1;
        t.firstV = 0;
    }
}

// Shelf packing at `scale`: false when the tiles do not fit.
bool packTiles(QList<Tile> &tiles, double scale, int maxWidth, int maxHeight, int &usedWidth, int &usedHeight)
{
    for (Tile &t : tiles) {
        t.width = std::max(1, int(std::lround(t.image.width() * scale)));
        t.height = std::max(1, int(std::lround(t.image.height() * scale)));
    }
    QList<qsizetype> order(tiles.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype a, qsizetype b) { return tiles[a].height > tiles[b].height; });
    int x = 0, y = 0, shelf = 0;
    usedWidth = usedHeight = 0;
    for (qsizetype i : std::as_const(order)) {
        Tile &t = tiles[i];
        const int w = t.width + 2 * kGutter, h = t.height + 2 * kGutter;
        if (w > maxWidth)
            return false;
        if (x + w > maxWidth) {
            y += shelf;
            x = shelf = 0;
        }
        t.x = x + kGutter;
        t.y = y + kGutter;
        x += w;
        shelf = std::max(shelf, h);
        usedWidth = std::max(usedWidth, x);
        usedHeight = std::max(usedHeight, y + shelf);
        if (usedHeight > maxHeight)
            return false;
    }
    return true;
}

// Each tile's edge texels repeated into its gutter, so that filtering at
// the edge of a tile does not take its neighbour's colours.
void fillGutter(QImage &atlas, const Tile &t)
{
    for (int y = t.y - kGutter; y < t.y + t.height + kGutter; ++y)
        for (int x = t.x - kGutter; x < t.x + t.width + kGutter; ++x) {
            if (x < 0 || y < 0 || x >= atlas.width() || y >= atlas.height())
                continue;
            if (x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height)
                continue;
            const int sx = std::clamp(x, t.x, t.x + t.width - 1), sy = std::clamp(y, t.y, t.y + t.height - 1);
            atlas.setPixel(x, y, atlas.pixel(sx, sy));
        }
}

} // namespace

SkinAtlas packSkinAtlas(Model &model, const QList<QImage> &textures, int maxWidth, int maxHeight)
{
    QList<Tile> tiles;
    QList<int> tileOf(model.materials.size() + 1, -1); // the last: meshes without a material
    for (const Mesh &mesh : model.meshes) {
        const int m = mesh.material >= 0 && mesh.material < model.materials.size() ? mesh.material
                                                                                   : int(model.materials.size());
        if (tileOf[m] >= 0)
            continue;
        Tile t;
        t.material = m;
        t.image = textures.value(m).convertToFormat(QImage::Format_ARGB32);
        if (t.image.isNull()) {
            QColor colour(160, 160, 160);
            if (m < model.materials.size() && model.materials[m].diffuse) {
                const QVector4D d = *model.materials[m].diffuse;
                colour = QColor::fromRgbF(std::clamp(d.x(), 0.f, 1.f), std::clamp(d.y(), 0.f, 1.f),
                                          std::clamp(d.z(), 0.f, 1.f));
            }
            t.image = QImage(kColourTile, kColourTile, QImage::Format_ARGB32);
            t.image.fill(colour);
        }
        coordinateRange(model, m, t);
        if (t.repeatU > 1 || t.repeatV > 1) {
            const QImage once = t.image;
            t.image = QImage(once.width() * t.repeatU, once.height() * t.repeatV, QImage::Format_ARGB32);
            QPainter painter(&t.image);
            painter.setCompositionMode(QPainter::CompositionMode_Source);
            for (int i = 0; i < t.repeatU; ++i)
                for (int j = 0; j < t.repeatV; ++j)
                    painter.drawImage(i * once.width(), j * once.height(), once);
        }
        tileOf[m] = int(tiles.size());
        tiles.append(t);
    }
    if (tiles.isEmpty()) {
        Tile t;
        t.image = QImage(kColourTile, kColourTile, QImage::Format_ARGB32);
        t.image.fill(QColor(160, 160, 160));
        tiles.append(t);
    }
    double area = 0;
    for (const Tile &t : std::as_const(tiles))
        area += double(t.image.width()) * t.image.height();
    double scale = std::min(1.0, std::sqrt(double(maxWidth) * maxHeight * 0.8 / area));
    int usedWidth = 0, usedHeight = 0;
    while (!packTiles(tiles, scale, maxWidth, maxHeight, usedWidth, usedHeight))
        scale *= 0.9;
    const int width = (usedWidth + 3) / 4 * 4;
    QImage atlas(width, usedHeight, QImage::Format_ARGB32);
    atlas.fill(QColor(0, 0, 0));
    {
        QPainter painter(&atlas);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        for (const Tile &t : std::as_const(tiles))
            painter.drawImage(QRect(t.x, t.y, t.width, t.height), t.image);
    }
    for (const Tile &t : std::as_const(tiles))
        fillGutter(atlas, t);
    qsizetype clamped = 0;
    for (Mesh &mesh : model.meshes) {
        const int m = mesh.material >= 0 && mesh.material < model.materials.size() ? mesh.material
                                                                                   : int(model.materials.size());
        const Tile &t = tiles[std::max(0, tileOf[m])];
        if (mesh.texcoords.isEmpty())
            mesh.texcoords.append(QList<QVector2D>(mesh.vertexCount(), QVector2D(0.5f, 0.5f)));
        QList<QVector2D> &uv = mesh.texcoords[0];
        uv.resize(mesh.vertexCount());
        for (QVector2D &c : uv) {
            const float su = c.x() - float(t.firstU), sv = c.y() - float(t.firstV);
            const float u = std::clamp(su, 0.f, float(t.repeatU)) / float(t.repeatU);
            const float v = std::clamp(sv, 0.f, float(t.repeatV)) / float(t.repeatV);
            clamped += (su < -1e-3f || sv < -1e-3f || su > t.repeatU + 1e-3f || sv > t.repeatV + 1e-3f) ? 1 : 0;
            c = QVector2D((t.x + u * t.width) / float(width), (t.y + v * t.height) / float(usedHeight));
        }
        mesh.texcoords.resize(1);
        mesh.material = 0;
    }
    SkinAtlas atlasOut;
    atlasOut.image = atlas;
    atlasOut.tiles = int(tiles.size());
    atlasOut.scale = scale;
    atlasOut.clamped = clamped;
    return atlasOut;
}

} // namespace quarry::quake
