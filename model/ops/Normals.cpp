#include "model/ops/Normals.h"

#include "model/VertexStreams.h"
#include "model/ops/UnionFind.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace quarry {

namespace {

// Corners at one position beyond this many are smoothed by the key tests
// only (group, UV, vs), not pairwise by angle and edges: pairwise tests are
// quadratic, and a degenerate file with every vertex at one point must not
// stall the reader.
constexpr qsizetype kMaxPairwiseGroup = 256;

struct Corner
{
    int mesh;
    int triangle;
    int k; // 0..2
};

struct PositionKey
{
    quint32 x, y, z;
    bool operator==(const PositionKey &) const = default;
};

size_t qHash(const PositionKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.x, k.y, k.z);
}

PositionKey keyOf(const QVector3D &p)
{
    // +0 and -0 are the same position.
    auto bits = [](float f) {
        if (f == 0.0f)
            f = 0.0f;
        quint32 u;
        std::memcpy(&u, &f, sizeof u);
        return u;
    };
    return {bits(p.x()), bits(p.y()), bits(p.z())};
}

struct Rules
{
    bool useSmoothing = true; // the meshes' IQE data; else only the angle
    float angle = 180.0f; // when not using the meshes' data
};

void duplicateVertex(Mesh &m, qsizetype v)
{
    const qsizetype n = m.positions.size();
    forEachVertexStream(m, [v](auto &stream, qsizetype stride) {
        if (stream.isEmpty())
            return;
        for (qsizetype i = 0; i < stride; ++i) {
            const auto value = stream[v * stride + i]; // a copy: appending may move the list
            stream.append(value);
        }
    });
    for (MorphTarget &t : m.morphs) {
        const qsizetype at = t.vertices.indexOf(quint32(v));
        if (at < 0)
            continue;
        t.vertices.append(quint32(n));
        t.positions.append(t.positions[at]);
        if (!t.normals.isEmpty())
            t.normals.append(t.normals[at]);
        if (!t.texcoords.isEmpty())
            t.texcoords.append(t.texcoords[at]);
    }
}

void computeNormals(const QList<Mesh *> &meshes, const Rules &rules)
{
    // Face normals (area-weighted and unit) and corners, mesh by mesh.
    QList<qsizetype> triangleBase;
    qsizetype triangles = 0;
    for (Mesh *m : meshes) {
        triangleBase.append(triangles);
        triangles += m->triangles.size();
    }
    QList<QVector3D> area(triangles), unit(triangles);
    QList<float> cosLimit(triangles);
    for (qsizetype mi = 0; mi < meshes.size(); ++mi) {
        const Mesh &m = *meshes[mi];
        for (qsizetype t = 0; t < m.triangles.size(); ++t) {
            const Triangle &tri = m.triangles[t];
            const QVector3D a = m.positions[tri[0]], b = m.positions[tri[1]], c = m.positions[tri[2]];
            const QVector3D n = QVector3D::crossProduct(c - a, b - a);
            area[triangleBase[mi] + t] = n;
            unit[triangleBase[mi] + t] = n.normalized();
            float angle = rules.angle;
            if (rules.useSmoothing && t < m.smoothing.angles.size())
                angle = m.smoothing.angles[t];
            angle = std::clamp(angle, 0.0f, 180.0f);
            cosLimit[triangleBase[mi] + t] = angle >= 180.0f ? -2.0f : float(std::cos(double(angle) * M_PI / 180.0));
        }
    }

    auto group = [&](const Corner &c) -> qint32 {
        const Mesh &m = *meshes[c.mesh];
        return rules.useSmoothing && c.triangle < m.smoothing.groups.size() ? m.smoothing.groups[c.triangle] : -1;
    };
    auto uvTest = [&](const Corner &c) {
        const Mesh &m = *meshes[c.mesh];
        return rules.useSmoothing && c.triangle < m.smoothing.uvs.size() && m.smoothing.uvs[c.triangle]
               && !m.texcoords.isEmpty() && !m.texcoords[0].isEmpty();
    };
    auto vertexOf = [&](const Corner &c) { return meshes[c.mesh]->triangles[c.triangle][c.k]; };
    auto uvOf = [&](const Corner &c) {
        const Mesh &m = *meshes[c.mesh];
        return m.texcoords.isEmpty() || m.texcoords[0].isEmpty() ? QVector2D() : m.texcoords[0][vertexOf(c)];
    };
    auto smoothIndex = [&](const Corner &c, qint32 &out) {
        const Mesh &m = *meshes[c.mesh];
        if (!rules.useSmoothing || m.smoothing.vertexIndices.isEmpty())
            return false;
        out = m.smoothing.vertexIndices[vertexOf(c)];
        return true;
    };
    bool anyEdges = false;
    if (rules.useSmoothing)
        for (Mesh *m : meshes)
            anyEdges = anyEdges || !m->smoothing.edges.isEmpty();
    auto edgeFlag = [&](const Corner &c, int edge) {
        const Mesh &m = *meshes[c.mesh];
        if (c.triangle >= m.smoothing.edges.size())
            return true;
        return m.smoothing.edges[c.triangle][edge] != 0; // -1 (not given) smooths
    };
    auto posOf = [&](const Corner &c, int k) {
        return keyOf(meshes[c.mesh]->positions[meshes[c.mesh]->triangles[c.triangle][k]]);
    };

    auto keysMatch = [&](const Corner &a, const Corner &b) {
        if (group(a) != group(b))
            return false;
        if ((uvTest(a) || uvTest(b)) && uvOf(a) != uvOf(b))
            return false;
        qint32 sa, sb;
        if (smoothIndex(a, sa) && smoothIndex(b, sb) && sa != sb)
            return false;
        return true;
    };
    auto compatible = [&](const Corner &a, const Corner &b) {
        if (!keysMatch(a, b))
            return false;
        const qsizetype ta = triangleBase[a.mesh] + a.triangle, tb = triangleBase[b.mesh] + b.triangle;
        if (QVector3D::dotProduct(unit[ta], unit[tb]) < std::max(cosLimit[ta], cosLimit[tb]))
            return false;
        if (anyEdges) {
            // They must share an edge that either side marks as smooth.
            const int a1 = (a.k + 1) % 3, a2 = (a.k + 2) % 3, b1 = (b.k + 1) % 3, b2 = (b.k + 2) % 3;
            const PositionKey pa1 = posOf(a, a1), pa2 = posOf(a, a2), pb1 = posOf(b, b1), pb2 = posOf(b, b2);
            // Edge a.k runs to a1, edge a2 runs from a2 to a.k.
            const bool ok = (pa1 == pb1 && (edgeFlag(a, a.k) || edgeFlag(b, b.k)))
                            || (pa1 == pb2 && (edgeFlag(a, a.k) || edgeFlag(b, b2)))
                            || (pa2 == pb1 && (edgeFlag(a, a2) || edgeFlag(b, b.k)))
                            || (pa2 == pb2 && (edgeFlag(a, a2) || edgeFlag(b, b2)));
            if (!ok)
                return false;
        }
        return true;
    };

    // Corners grouped by position.
    QList<Corner> corners;
    corners.reserve(triangles * 3);
    for (qsizetype mi = 0; mi < meshes.size(); ++mi)
        for (qsizetype t = 0; t < meshes[mi]->triangles.size(); ++t)
            for (int k = 0; k < 3; ++k)
                corners.append({int(mi), int(t), k});
    QList<int> next(corners.size(), -1);
    QHash<PositionKey, int> heads;
    heads.reserve(corners.size() / 2);
    for (qsizetype i = corners.size() - 1; i >= 0; --i) {
        int &head = heads[posOf(corners[i], corners[i].k)];
        if (head == 0) {
            next[i] = -1;
        } else {
            next[i] = head - 1;
        }
        head = int(i) + 1;
    }
    UnionFind<int> classes(corners.size());
    QList<int> members;
    for (auto it = heads.cbegin(); it != heads.cend(); ++it) {
        members.clear();
        for (int c = it.value() - 1; c >= 0; c = next[c])
            members.append(c);
        if (members.size() <= kMaxPairwiseGroup) {
            for (qsizetype i = 0; i < members.size(); ++i)
                for (qsizetype j = i + 1; j < members.size(); ++j)
                    if (classes.find(members[i]) != classes.find(members[j])
                        && compatible(corners[members[i]], corners[members[j]]))
                        classes.unite(members[i], members[j]);
        } else {
            // Each corner joins the first earlier corner whose keys match.
            QList<int> leaders;
            for (int c : members) {
                for (int l : leaders)
                    if (keysMatch(corners[c], corners[l])) {
                        classes.unite(c, l);
                        break;
                    }
                if (classes.find(c) == c && leaders.size() < kMaxPairwiseGroup)
                    leaders.append(c);
            }
        }
    }

    // Sum of face areas per class.
    QHash<int, QVector3D> sums;
    for (qsizetype i = 0; i < corners.size(); ++i)
        sums[classes.find(int(i))] += area[triangleBase[corners[i].mesh] + corners[i].triangle];

    // One vertex per (vertex, class): the first class a vertex meets keeps it.
    qsizetype c = 0;
    for (qsizetype mi = 0; mi < meshes.size(); ++mi) {
        Mesh &m = *meshes[mi];
        m.normals = QList<QVector3D>(m.positions.size());
        QList<int> vertexClass(m.positions.size(), -1);
        QHash<quint64, quint32> split;
        for (Triangle &tri : m.triangles)
            for (int k = 0; k < 3; ++k, ++c) {
                const int cls = classes.find(int(c));
                quint32 v = tri[k];
                if (vertexClass[v] < 0) {
                    vertexClass[v] = cls;
                } else if (vertexClass[v] != cls) {
                    const quint64 key = (quint64(v) << 32) | quint32(cls);
                    auto found = split.constFind(key);
                    if (found == split.constEnd()) {
                        const quint32 copy = quint32(m.positions.size());
                        duplicateVertex(m, v);
                        vertexClass.append(cls);
                        found = split.insert(key, copy);
                    }
                    v = *found;
                    tri[k] = v;
                }
                m.normals[v] = sums.value(cls).normalized();
            }
    }
}

} // namespace

void generateIqeNormals(Model &model)
{
    QList<Mesh *> meshes;
    for (Mesh &m : model.meshes)
        meshes.append(&m);
    computeNormals(meshes, Rules{true, 180.0f});
}

void smoothNormalsByAngle(Mesh &mesh, float maxAngleDegrees)
{
    computeNormals({&mesh}, Rules{false, maxAngleDegrees});
}

int smoothMorphNormalsByAngle(Mesh &mesh, float maxAngleDegrees, int *skipped)
{
    int done = 0;
    if (skipped)
        *skipped = 0;
    if (mesh.normals.size() != mesh.vertexCount())
        return 0;
    // The frame's geometry alone: positions and triangles (normals are
    // smoothed by position, not by texture coordinates).
    Mesh frame;
    frame.triangles = mesh.triangles;
    for (MorphTarget &target : mesh.morphs) {
        if (target.positions.size() != target.vertices.size())
            continue;
        frame.positions = mesh.positions;
        frame.normals.clear();
        bool valid = true;
        for (qsizetype i = 0; i < target.vertices.size() && valid; ++i) {
            valid = target.vertices[i] < quint32(frame.positions.size());
            if (valid)
                frame.positions[target.vertices[i]] = target.positions[i];
        }
        if (!valid)
            continue;
        const QList<QVector3D> framePositions = frame.positions;
        const QList<Triangle> triangles = frame.triangles;
        smoothNormalsByAngle(frame, maxAngleDegrees);
        if (frame.vertexCount() != mesh.vertexCount() || frame.normals.size() != mesh.vertexCount()
            || frame.triangles != triangles) {
            if (skipped)
                ++*skipped;
            frame.triangles = mesh.triangles;
            continue;
        }
        MorphTarget rebuilt;
        rebuilt.name = target.name;
        rebuilt.extras = target.extras;
        const bool texcoords = !target.texcoords.isEmpty();
        QHash<quint32, QVector2D> uvs;
        if (texcoords)
            for (qsizetype i = 0; i < target.vertices.size() && i < target.texcoords.size(); ++i)
                uvs.insert(target.vertices[i], target.texcoords[i]);
        for (qsizetype v = 0; v < mesh.vertexCount(); ++v) {
            const bool moved = framePositions[v] != mesh.positions[v];
            const bool turned = frame.normals[v] != mesh.normals[v];
            if (!moved && !turned && !uvs.contains(quint32(v)))
                continue;
            rebuilt.vertices.append(quint32(v));
            rebuilt.positions.append(framePositions[v]);
            rebuilt.normals.append(frame.normals[v]);
            if (texcoords) {
                const QList<QVector2D> &base = mesh.texcoords.isEmpty() ? QList<QVector2D>() : mesh.texcoords[0];
                rebuilt.texcoords.append(uvs.value(quint32(v), v < base.size() ? base[v] : QVector2D()));
            }
        }
        target = std::move(rebuilt);
        ++done;
    }
    return done;
}

} // namespace quarry
