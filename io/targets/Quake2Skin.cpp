#include "io/targets/Quake2Skin.h"

#include "io/quake/PaletteDither.h"
#include "io/quake/Quake2Palette.h"
#include "model/Translate.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

constexpr int kMaxWidth = 512;
constexpr int kMaxHeight = 480; // Quake II's and Yamagi's skin limit
constexpr int kGutter = 2; // texels of each tile's edge repeated around it
constexpr int kColourTile = 8; // a material without a texture

constexpr int kMaxRepeats = 4; // a repeating texture is laid out at most this many times along an axis

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
    if (t.repeatU > kMaxRepeats) {
        t.repeatU = 1;
        t.firstU = 0;
    }
    if (t.repeatV > kMaxRepeats) {
        t.repeatV = 1;
        t.firstV = 0;
    }
}

// Shelf packing at `scale`: false when the tiles do not fit.
bool packTiles(QList<Tile> &tiles, double scale, int &usedWidth, int &usedHeight)
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
        if (w > kMaxWidth)
            return false;
        if (x + w > kMaxWidth) {
            y += shelf;
            x = shelf = 0;
        }
        t.x = x + kGutter;
        t.y = y + kGutter;
        x += w;
        shelf = std::max(shelf, h);
        usedWidth = std::max(usedWidth, x);
        usedHeight = std::max(usedHeight, y + shelf);
        if (usedHeight > kMaxHeight)
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

// The mesh with only the vertices its triangles use (positions, normals,
// texture coordinates, colours and influences kept; the rest dropped).
Mesh compacted(const Mesh &mesh)
{
    QList<qint64> newIndex(mesh.vertexCount(), -1);
    QList<qsizetype> kept;
    for (const Triangle &t : mesh.triangles)
        for (quint32 v : t)
            if (v < quint32(mesh.vertexCount()) && newIndex[v] < 0) {
                newIndex[v] = kept.size();
                kept.append(v);
            }
    Mesh out;
    out.name = mesh.name;
    out.material = mesh.material;
    out.influencesPerVertex = mesh.influencesPerVertex;
    out.texcoords.resize(mesh.texcoords.size());
    const int n = mesh.influencesPerVertex;
    for (qsizetype v : std::as_const(kept)) {
        out.positions.append(mesh.positions[v]);
        if (mesh.normals.size() == mesh.vertexCount())
            out.normals.append(mesh.normals[v]);
        if (mesh.colors.size() == mesh.vertexCount())
            out.colors.append(mesh.colors[v]);
        for (qsizetype set = 0; set < mesh.texcoords.size(); ++set)
            out.texcoords[set].append(mesh.texcoords[set].value(v));
        for (int k = 0; k < n; ++k) {
            out.blendIndexes.append(mesh.blendIndexes.value(v * n + k));
            out.blendWeights.append(mesh.blendWeights.value(v * n + k));
        }
    }
    for (const Triangle &t : mesh.triangles)
        if (t[0] < quint32(mesh.vertexCount()) && t[1] < quint32(mesh.vertexCount())
            && t[2] < quint32(mesh.vertexCount()))
            out.triangles.append({quint32(newIndex[t[0]]), quint32(newIndex[t[1]]), quint32(newIndex[t[2]])});
    return out;
}

} // namespace

Quake2Skin packQuake2Skin(Model &model, const QList<QImage> &textures, const QString &skinPath)
{
    Quake2Skin skin;
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
    double scale = std::min(1.0, std::sqrt(double(kMaxWidth) * kMaxHeight * 0.8 / area));
    int usedWidth = 0, usedHeight = 0;
    while (!packTiles(tiles, scale, usedWidth, usedHeight))
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
    Material material;
    material.name = QStringLiteral("skin");
    material.maps.append({QStringLiteral("diffuse"), skinPath});
    model.materials = {material};
    model.extras.insert(QStringLiteral("md2.skinWidth"), width);
    model.extras.insert(QStringLiteral("md2.skinHeight"), usedHeight);
    if (clamped > 0)
        skin.warnings << tr("%1 texture coordinates spread over more than %2 repeats of their texture were clamped "
                            "into one: the packed skin holds a texture at most %2 times along each axis")
                             .arg(clamped)
                             .arg(kMaxRepeats);
    if (tiles.size() > 1 || scale < 1.0)
        skin.fixes << tr("%1 textures packed into one %2 × %3 skin (scaled to %4%)")
                          .arg(tiles.size())
                          .arg(width)
                          .arg(usedHeight)
                          .arg(std::lround(scale * 100));
    QList<int> allowed;
    for (int i = 0; i < 256; ++i)
        if (i != quake::kQuake2Transparent)
            allowed.append(i);
    skin.indices = quake::ditherToPalette(atlas, quake::quake2ColorTable(), allowed);
    // Cut-outs (hair, lashes, cloth edges with alpha): index 255, which the
    // renderers draw transparent.
    qsizetype cut = 0;
    for (int y = 0; y < atlas.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(atlas.constScanLine(y));
        for (int x = 0; x < atlas.width(); ++x)
            if (qAlpha(line[x]) < 128) {
                skin.indices[qsizetype(y) * atlas.width() + x] = char(quake::kQuake2Transparent);
                ++cut;
            }
    }
    if (cut > 0)
        skin.fixes << tr("%1 texels with alpha under one half are index 255 of the palette, which Quake II's "
                         "renderers draw transparent")
                          .arg(cut);
    skin.image = atlas;
    return skin;
}

QByteArray quake2IconIndices(const QImage &image)
{
    QList<int> allowed;
    for (int i = 0; i < 256; ++i)
        if (i != quake::kQuake2Transparent)
            allowed.append(i);
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QByteArray indices = quake::ditherToPalette(argb, quake::quake2ColorTable(), allowed);
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            if (qAlpha(argb.pixel(x, y)) < 128)
                indices[qsizetype(y) * argb.width() + x] = char(quake::kQuake2Transparent);
    return indices;
}

Model jointPart(const Model &model, int joint)
{
    Model part = model;
    part.meshes.clear();
    if (joint < 0 || joint >= model.skeleton.size())
        return part;
    QList<bool> below(model.skeleton.size(), false);
    for (int j = 0; j < model.skeleton.size(); ++j) {
        const int parent = model.skeleton.joints[j].parent;
        below[j] = j == joint || (parent >= 0 && parent < j && below[parent]);
    }
    for (const Mesh &mesh : model.meshes) {
        if (!mesh.isSkinned())
            continue;
        const int n = mesh.influencesPerVertex;
        QList<bool> onPart(mesh.vertexCount(), false);
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            int best = -1;
            float weight = 0;
            for (int k = 0; k < n; ++k) {
                const qsizetype at = v * n + k;
                if (at < mesh.blendWeights.size() && mesh.blendWeights[at] > weight) {
                    weight = mesh.blendWeights[at];
                    best = int(mesh.blendIndexes.value(at));
                }
            }
            onPart[v] = best >= 0 && best < below.size() && below[best];
        }
        Mesh kept = mesh;
        kept.triangles.clear();
        for (const Triangle &t : mesh.triangles)
            if (int(onPart.value(t[0])) + int(onPart.value(t[1])) + int(onPart.value(t[2])) >= 2)
                kept.triangles.append(t);
        if (!kept.triangles.isEmpty())
            part.meshes.append(compacted(kept));
    }
    return part;
}

} // namespace quarry
