#include "model/ops/Welding.h"

#include "model/LocaleNumbers.h"
#include "model/Translate.h"
#include "model/ops/VertexRemap.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace quarry {

namespace {

constexpr float kAttributeTolerance = 1e-5f;

bool near(float a, float b, float tolerance)
{
    return std::abs(a - b) <= tolerance;
}

bool near3(const QVector3D &a, const QVector3D &b, float tolerance)
{
    return near(a.x(), b.x(), tolerance) && near(a.y(), b.y(), tolerance) && near(a.z(), b.z(), tolerance);
}

bool near4(const QVector4D &a, const QVector4D &b, float tolerance)
{
    return near3(a.toVector3D(), b.toVector3D(), tolerance) && near(a.w(), b.w(), tolerance);
}

using AttributeMask = quint32;

constexpr AttributeMask bit(WeldAttribute a)
{
    return AttributeMask(1) << int(a);
}

// Per morph target of a mesh, whether its vertex list is sorted (as every
// reader makes it): the lookups below search those by halves.
QList<bool> sortedTargets(const Mesh &m)
{
    QList<bool> sorted;
    sorted.reserve(m.morphs.size());
    for (const MorphTarget &t : m.morphs)
        sorted.append(std::is_sorted(t.vertices.cbegin(), t.vertices.cend()));
    return sorted;
}

// Where morph target t lists vertex v, or -1.
qsizetype listedAt(const MorphTarget &t, bool sorted, quint32 v)
{
    if (!sorted)
        return t.vertices.indexOf(v);
    const auto it = std::lower_bound(t.vertices.cbegin(), t.vertices.cend(), v);
    return it != t.vertices.cend() && *it == v ? it - t.vertices.cbegin() : -1;
}

// Whether vertices a and b lie apart (beyond the tolerance) in some frame
// of the mesh's morph targets (an MD3's frames): vertices that coincide in
// every frame may be one vertex; others keep their identity.
bool apartInSomeFrame(const Mesh &m, const QList<bool> &sorted, quint32 a, quint32 b, float tolerance)
{
    for (qsizetype i = 0; i < m.morphs.size(); ++i) {
        const MorphTarget &t = m.morphs[i];
        const qsizetype ia = listedAt(t, sorted.value(i), a), ib = listedAt(t, sorted.value(i), b);
        if (ia < 0 && ib < 0)
            continue;
        const QVector3D pa = ia >= 0 && ia < t.positions.size() ? t.positions[ia] : m.positions[a];
        const QVector3D pb = ib >= 0 && ib < t.positions.size() ? t.positions[ib] : m.positions[b];
        if (!near3(pa, pb, tolerance))
            return true;
    }
    return false;
}

// Which attributes keep vertices a and b (at one position) apart: none
// when they can be one vertex. With positionOnly only the frames count
// (the morph targets' positions).
AttributeMask differences(const Mesh &m, const QList<bool> &sorted, quint32 a, quint32 b, float tolerance,
                          bool positionOnly)
{
    AttributeMask mask = 0;
    if (apartInSomeFrame(m, sorted, a, b, tolerance))
        mask |= bit(WeldAttribute::Morph);
    if (positionOnly)
        return mask;
    if (!m.normals.isEmpty() && !near3(m.normals[a], m.normals[b], kAttributeTolerance))
        mask |= bit(WeldAttribute::Normal);
    if (!m.tangents.isEmpty() && !near4(m.tangents[a], m.tangents[b], kAttributeTolerance))
        mask |= bit(WeldAttribute::Tangent);
    if (!m.bitangents.isEmpty() && !near3(m.bitangents[a], m.bitangents[b], kAttributeTolerance))
        mask |= bit(WeldAttribute::Bitangent);
    for (const auto &set : m.texcoords)
        if (!set.isEmpty()
            && !(near(set[a].x(), set[b].x(), kAttributeTolerance)
                 && near(set[a].y(), set[b].y(), kAttributeTolerance)))
            mask |= bit(WeldAttribute::TextureCoordinates);
    if (!m.colors.isEmpty() && !near4(m.colors[a], m.colors[b], kAttributeTolerance))
        mask |= bit(WeldAttribute::Color);
    const int k = m.influencesPerVertex;
    if (k > 0 && !m.blendWeights.isEmpty())
        for (int j = 0; j < k; ++j)
            if (m.blendIndexes[a * k + j] != m.blendIndexes[b * k + j]
                || !near(m.blendWeights[a * k + j], m.blendWeights[b * k + j], kAttributeTolerance))
                mask |= bit(WeldAttribute::Weights);
    for (const CustomAttribute &c : m.customs)
        for (int j = 0; j < c.components; ++j)
            if (c.values[a * c.components + j] != c.values[b * c.components + j])
                mask |= bit(WeldAttribute::CustomAttribute);
    if (!m.smoothing.vertexIndices.isEmpty() && m.smoothing.vertexIndices[a] != m.smoothing.vertexIndices[b])
        mask |= bit(WeldAttribute::SmoothingVertex);
    return mask;
}

} // namespace

WeldStats &WeldStats::operator+=(const WeldStats &other)
{
    removed += other.removed;
    keptApart += other.keptApart;
    for (size_t i = 0; i < apartBy.size(); ++i)
        apartBy[i] += other.apartBy[i];
    return *this;
}

WeldStats weldVertices(Mesh &mesh, const WeldOptions &options)
{
    WeldStats stats;
    const qsizetype n = mesh.vertexCount();
    if (n == 0 || !mesh.validate().isEmpty())
        return stats;
    const float tolerance = options.tolerance;
    // Grid cells of the tolerance's size; a vertex looks in its cell and the
    // neighbours so that near pairs across a cell border are found.
    const float cell = std::max(tolerance * 2.0f, 1e-6f);
    auto key = [cell](const QVector3D &p, int dx, int dy, int dz) {
        const qint64 x = qint64(std::floor(p.x() / cell)) + dx;
        const qint64 y = qint64(std::floor(p.y() / cell)) + dy;
        const qint64 z = qint64(std::floor(p.z() / cell)) + dz;
        return quint64(x * 73856093) ^ quint64(y * 19349663) ^ quint64(z * 83492791);
    };
    const QList<bool> sorted = sortedTargets(mesh);
    QMultiHash<quint64, quint32> grid;
    QList<quint32> newIndex(n);
    QList<quint32> sourceOf;
    QList<bool> mayMerge(options.only.isEmpty() ? 0 : n, false);
    for (quint32 v : options.only)
        if (v < quint32(n))
            mayMerge[v] = true;
    for (qsizetype v = 0; v < n; ++v) {
        if (!mayMerge.isEmpty() && !mayMerge[v]) {
            // Kept, and out of the grid: no selected vertex merges into it.
            newIndex[v] = quint32(sourceOf.size());
            sourceOf.append(quint32(v));
            continue;
        }
        const QVector3D &p = mesh.positions[v];
        qint64 found = -1;
        AttributeMask apart = 0;
        for (int dx = -1; dx <= 1 && found < 0; ++dx)
            for (int dy = -1; dy <= 1 && found < 0; ++dy)
                for (int dz = -1; dz <= 1 && found < 0; ++dz) {
                    const quint64 k = key(p, dx, dy, dz);
                    for (auto it = grid.constFind(k); it != grid.cend() && it.key() == k; ++it) {
                        const quint32 other = sourceOf[*it];
                        if (!near3(mesh.positions[other], p, tolerance))
                            continue;
                        const AttributeMask d = differences(mesh, sorted, other, quint32(v), tolerance,
                                                            options.positionOnly);
                        if (d == 0) {
                            found = *it;
                            break;
                        }
                        apart |= d;
                    }
                }
        if (found >= 0) {
            newIndex[v] = quint32(found);
            continue;
        }
        if (apart != 0) {
            ++stats.keptApart;
            for (int a = 0; a < int(WeldAttribute::Count); ++a)
                if (apart & bit(WeldAttribute(a)))
                    ++stats.apartBy[size_t(a)];
        }
        newIndex[v] = quint32(sourceOf.size());
        grid.insert(key(p, 0, 0, 0), quint32(sourceOf.size()));
        sourceOf.append(quint32(v));
    }
    stats.removed = n - sourceOf.size();
    if (stats.removed == 0)
        return stats;
    Mesh welded = remapVertices(mesh, sourceOf);
    welded.triangles = mesh.triangles;
    for (Triangle &t : welded.triangles)
        for (quint32 &i : t)
            i = newIndex[i];
    welded.smoothing.groups = mesh.smoothing.groups;
    welded.smoothing.angles = mesh.smoothing.angles;
    welded.smoothing.uvs = mesh.smoothing.uvs;
    welded.smoothing.edges = mesh.smoothing.edges;
    mesh = std::move(welded);
    return stats;
}

qsizetype weldVertices(Mesh &mesh, float tolerance)
{
    WeldOptions options;
    options.tolerance = tolerance;
    return weldVertices(mesh, options).removed;
}

QString describeKeptApart(const WeldStats &stats)
{
    if (stats.keptApart == 0)
        return {};
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("quarry", "normals"),           QT_TRANSLATE_NOOP("quarry", "tangents"),
        QT_TRANSLATE_NOOP("quarry", "bitangents"),        QT_TRANSLATE_NOOP("quarry", "texture coordinates"),
        QT_TRANSLATE_NOOP("quarry", "colours"),           QT_TRANSLATE_NOOP("quarry", "blend weights"),
        QT_TRANSLATE_NOOP("quarry", "custom attributes"), QT_TRANSLATE_NOOP("quarry", "IQE smoothing"),
        QT_TRANSLATE_NOOP("quarry", "morph targets"),
    };
    static_assert(std::size(names) == size_t(WeldAttribute::Count));
    QStringList parts;
    for (size_t a = 0; a < stats.apartBy.size(); ++a)
        if (stats.apartBy[a] > 0)
            parts << QStringLiteral("%1 (%2)").arg(tr(names[a]), localCount(stats.apartBy[a]));
    return tr("%n vertices lie within the tolerance of another but differ in %1", nullptr, int(stats.keptApart))
        .arg(parts.join(QLatin1String(", ")));
}

qsizetype unweldVertices(Mesh &mesh)
{
    if (!mesh.validate().isEmpty())
        return 0;
    QList<quint32> sourceOf;
    sourceOf.reserve(mesh.triangles.size() * 3);
    for (const Triangle &t : std::as_const(mesh.triangles))
        for (quint32 i : t)
            sourceOf.append(i);
    const qsizetype added = sourceOf.size() - mesh.vertexCount();
    if (sourceOf.size() == mesh.vertexCount()) {
        // Already one vertex per corner when the corners are 0, 1, 2, ...
        bool identity = true;
        for (qsizetype i = 0; i < sourceOf.size() && identity; ++i)
            identity = sourceOf[i] == quint32(i);
        if (identity)
            return 0;
    }
    Mesh split = remapVertices(mesh, sourceOf);
    split.triangles.reserve(mesh.triangles.size());
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
        split.triangles.append({quint32(3 * i), quint32(3 * i + 1), quint32(3 * i + 2)});
    split.smoothing.groups = mesh.smoothing.groups;
    split.smoothing.angles = mesh.smoothing.angles;
    split.smoothing.uvs = mesh.smoothing.uvs;
    split.smoothing.edges = mesh.smoothing.edges;
    mesh = std::move(split);
    return std::max<qsizetype>(added, 0);
}

bool verticesAgree(const Mesh &mesh, quint32 a, quint32 b, float tolerance)
{
    return near3(mesh.positions[a], mesh.positions[b], tolerance)
           && differences(mesh, sortedTargets(mesh), a, b, tolerance, false) == 0;
}

} // namespace quarry
