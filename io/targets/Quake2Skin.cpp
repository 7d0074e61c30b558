#include "io/targets/Quake2Skin.h"

#include "io/quake/PaletteDither.h"
#include "io/quake/Quake2Palette.h"
#include "io/quake/QuakeTables.h"
#include "io/quake/SkinAtlas.h"
#include "model/Translate.h"

#include <algorithm>
#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

constexpr int kMaxWidth = 512;
constexpr int kMaxHeight = 480; // Quake II's and Yamagi's skin limit

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

std::array<quint8, 768> quake2SkinPalette(const QVariantMap &options)
{
    return quake::paletteFromBytes(options.value(QStringLiteral("md2.palette")).toByteArray())
        .value_or(quake::quake2Palette());
}

Quake2Skin packQuake2Skin(Model &model, const QList<QImage> &textures, const QString &skinPath,
                          const std::array<quint8, 768> &palette)
{
    Quake2Skin skin;
    const quake::SkinAtlas packed = quake::packSkinAtlas(model, textures, kMaxWidth, kMaxHeight);
    const QImage &atlas = packed.image;
    const int width = atlas.width(), usedHeight = atlas.height();
    const qsizetype clamped = packed.clamped;
    const double scale = packed.scale;
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
                             .arg(quake::kAtlasMaxRepeats);
    if (packed.tiles > 1 || scale < 1.0)
        skin.fixes << tr("%1 textures packed into one %2 × %3 skin (scaled to %4%)")
                          .arg(packed.tiles)
                          .arg(width)
                          .arg(usedHeight)
                          .arg(std::lround(scale * 100));
    QList<int> allowed;
    for (int i = 0; i < 256; ++i)
        if (i != quake::kQuake2Transparent)
            allowed.append(i);
    skin.indices = quake::ditherToPalette(atlas, quake::colorTable(palette), allowed);
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

QByteArray quake2IconIndices(const QImage &image, const std::array<quint8, 768> &palette)
{
    QList<int> allowed;
    for (int i = 0; i < 256; ++i)
        if (i != quake::kQuake2Transparent)
            allowed.append(i);
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QByteArray indices = quake::ditherToPalette(argb, quake::colorTable(palette), allowed);
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
