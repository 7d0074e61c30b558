#include "io/gltf/GltfMeshes.h"

#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace quarry::gltf {

namespace {

QUARRY_NAMESPACE_TR("quarry::gltf")

struct Placement
{
    QMatrix4x4 matrix; // mesh space to model space
    int rigidJoint = -1; // unskinned mesh below a joint: follows it with weight 1
};

int attribute(const tinygltf::Primitive &p, const std::string &name)
{
    const auto it = p.attributes.find(name);
    return it == p.attributes.end() ? -1 : it->second;
}

template<typename V, int N>
QList<V> vectors(const std::vector<float> &values, size_t count)
{
    static_assert(sizeof(V) == N * sizeof(float));
    QList<V> list;
    list.resize(qsizetype(count));
    if (count > 0)
        std::memcpy(static_cast<void *>(list.data()), values.data(), count * N * sizeof(float));
    return list;
}

// Accessor `index` read straight into a list of vectors.
template<typename V, int N>
bool readVectors(const Accessors &data, int index, QList<V> &out, DataError *error)
{
    static_assert(sizeof(V) == N * sizeof(float));
    if (!data.valid(index, error))
        return false;
    out.resize(qsizetype(std::max<qint64>(data.count(index), 0)));
    return data.floatsInto(index, N, reinterpret_cast<float *>(out.data()), error);
}

class Converter
{
public:
    Converter(const tinygltf::Model &model, const SkeletonBuild &skeleton, const Accessors &data, const QString &path,
              QList<Diagnostic> &warnings)
        : m_model(model)
        , m_skeleton(skeleton)
        , m_data(data)
        , m_path(path)
        , m_warnings(warnings)
    { }

    // False only on an error (in *error); a mesh left out gives no mesh.
    bool convert(int meshIndex, int primitive, int skin, const Placement &place, std::optional<Mesh> &out,
                 DataError *error) const;

private:
    void warn(const QString &message) const { m_warnings.append({m_path, -1, -1, message}); }
    bool triangles(const tinygltf::Primitive &p, quint32 n, Mesh &mesh, DataError *error) const;
    bool skin(const tinygltf::Primitive &p, int skinIndex, Mesh &mesh, DataError *error) const;
    bool morphs(const tinygltf::Mesh &source, const tinygltf::Primitive &p, const Placement &place,
                const QList<QVector3D> &basePositions, const QList<QVector3D> &baseNormals, Mesh &mesh,
                DataError *error) const;

    const tinygltf::Model &m_model;
    const SkeletonBuild &m_skeleton;
    const Accessors &m_data;
    QString m_path;
    QList<Diagnostic> &m_warnings;
};

bool Converter::triangles(const tinygltf::Primitive &p, quint32 n, Mesh &mesh, DataError *error) const
{
    std::vector<quint32> index;
    size_t count = n;
    if (p.indices >= 0) {
        int components = 0;
        if (!m_data.integers(p.indices, index, count, components, error))
            return false;
    }
    auto at = [&index](size_t i) { return index.empty() ? quint32(i) : index[i]; };
    qsizetype dropped = 0;
    // Quarry's front faces wind clockwise: b and c change places.
    auto add = [&](quint32 a, quint32 b, quint32 c) {
        if (a >= n || b >= n || c >= n)
            ++dropped;
        else
            mesh.triangles.append({a, c, b});
    };
    const int mode = p.mode < 0 ? TINYGLTF_MODE_TRIANGLES : p.mode;
    if (mode == TINYGLTF_MODE_TRIANGLES) {
        mesh.triangles.resize(qsizetype(count / 3));
        Triangle *out = mesh.triangles.data();
        qsizetype kept = 0;
        for (size_t i = 0; i + 2 < count; i += 3) {
            const quint32 a = at(i), b = at(i + 1), c = at(i + 2);
            if (a >= n || b >= n || c >= n)
                ++dropped;
            else
                out[kept++] = {a, c, b};
        }
        mesh.triangles.resize(kept);
    } else if (mode == TINYGLTF_MODE_TRIANGLE_STRIP) {
        for (size_t i = 0; i + 2 < count; ++i) {
            if ((i + 1) % 2 == 0)
                add(at(i + 1), at(i), at(i + 2));
            else
                add(at(i), at(i + 1), at(i + 2));
        }
    } else if (mode == TINYGLTF_MODE_TRIANGLE_FAN) {
        for (size_t i = 1; i + 1 < count; ++i)
            add(at(0), at(i), at(i + 1));
    }
    if (dropped > 0)
        warn(tr("mesh \"%1\": %2 triangles with vertex indexes out of range were skipped").arg(mesh.name).arg(dropped));
    return true;
}

bool Converter::skin(const tinygltf::Primitive &p, int skinIndex, Mesh &mesh, DataError *error) const
{
    const quint32 n = quint32(mesh.positions.size());
    const QList<int> &joints = m_skeleton.skinJoints[skinIndex];
    // Every set of four influences the file gives (JOINTS_n with WEIGHTS_n).
    std::vector<std::vector<quint32>> indexSets;
    std::vector<std::vector<float>> weightSets;
    // At most 16 sets (64 influences a vertex): sets may share their data,
    // so their number is not bounded by the file's size.
    constexpr int kMaxSets = 16;
    for (int set = 0;; ++set) {
        const int j = attribute(p, "JOINTS_" + std::to_string(set));
        const int w = attribute(p, "WEIGHTS_" + std::to_string(set));
        if (j < 0 || w < 0)
            break;
        if (set == kMaxSets) {
            warn(tr("mesh \"%1\": only the first %2 joint sets are read").arg(mesh.name).arg(kMaxSets));
            break;
        }
        std::vector<quint32> indexes;
        std::vector<float> weights;
        size_t jc = 0, wc = 0;
        int components = 0;
        if (!m_data.integers(j, indexes, jc, components, error) || !m_data.floats(w, 4, weights, wc, error))
            return false;
        if (jc != n || wc != n || components != 4) {
            warn(tr("mesh \"%1\": joint set %2 does not match the vertex count; left out").arg(mesh.name).arg(set));
            continue;
        }
        indexSets.push_back(std::move(indexes));
        weightSets.push_back(std::move(weights));
    }
    if (indexSets.empty())
        return true;
    struct Influence
    {
        int bone;
        float weight;
    };
    const size_t perVertex = indexSets.size() * 4;
    // Each vertex's influences: the joints it names with a weight above 0,
    // the heaviest first, equal weights in joint order (then as stored).
    std::vector<Influence> all(size_t(n) * perVertex);
    std::vector<quint8> counts(n); // at most 64
    size_t most = 0;
    for (quint32 v = 0; v < n; ++v) {
        Influence *list = all.data() + size_t(v) * perVertex;
        size_t used = 0;
        for (size_t s = 0; s < indexSets.size(); ++s)
            for (size_t k = 0; k < 4; ++k) {
                const quint32 bone = indexSets[s][size_t(v) * 4 + k];
                const float weight = weightSets[s][size_t(v) * 4 + k];
                if (!(weight > 0) || bone >= quint32(joints.size()) || joints[int(bone)] < 0)
                    continue;
                // Insertion, stable: after every influence that goes first.
                size_t at = used++;
                for (; at > 0; --at) {
                    const Influence &before = list[at - 1];
                    if (before.weight > weight || (before.weight == weight && before.bone <= int(bone)))
                        break;
                    list[at] = before;
                }
                list[at] = {int(bone), weight};
            }
        counts[v] = quint8(used);
        most = std::max(most, used);
    }
    if (most == 0)
        return true;
    const int k = int(most);
    mesh.influencesPerVertex = k;
    mesh.blendIndexes.fill(0, qsizetype(n) * k);
    mesh.blendWeights.fill(0.0f, qsizetype(n) * k);
    quint32 *indexes = mesh.blendIndexes.data();
    float *weights = mesh.blendWeights.data();
    for (quint32 v = 0; v < n; ++v) {
        const Influence *list = all.data() + size_t(v) * perVertex;
        for (size_t i = 0; i < counts[v]; ++i) {
            indexes[size_t(v) * size_t(k) + i] = quint32(joints[list[i].bone]);
            weights[size_t(v) * size_t(k) + i] = list[i].weight;
        }
    }
    return true;
}

bool Converter::morphs(const tinygltf::Mesh &source, const tinygltf::Primitive &p, const Placement &place,
                       const QList<QVector3D> &basePositions, const QList<QVector3D> &baseNormals, Mesh &mesh,
                       DataError *error) const
{
    const bool identity = place.matrix.isIdentity();
    const QMatrix4x4 normalMatrix = place.matrix.inverted().transposed();
    const qsizetype n = mesh.positions.size();
    QStringList names;
    if (source.extras.Has("targetNames") && source.extras.Get("targetNames").IsArray()) {
        const tinygltf::Value &list = source.extras.Get("targetNames");
        for (size_t i = 0; i < list.ArrayLen(); ++i)
            names.append(list.Get(int(i)).IsString() ? QString::fromStdString(list.Get(int(i)).Get<std::string>())
                                                     : QString());
    }
    for (size_t t = 0; t < p.targets.size(); ++t) {
        const auto &attrs = p.targets[t];
        const auto pos = attrs.find("POSITION");
        if (pos == attrs.end())
            continue;
        std::vector<float> dp, dn;
        size_t pc = 0, nc = 0;
        if (!m_data.floats(pos->second, 3, dp, pc, error))
            return false;
        const auto nrm = attrs.find("NORMAL");
        bool normals = nrm != attrs.end() && !mesh.normals.isEmpty();
        if (normals && !m_data.floats(nrm->second, 3, dn, nc, error))
            return false;
        normals = normals && nc == size_t(n);
        MorphTarget target;
        target.name = names.value(qsizetype(t));
        if (target.name.isEmpty())
            target.name = tr("morph %1").arg(t + 1);
        for (qsizetype v = 0; v < n; ++v) {
            QVector3D p3 = basePositions[v];
            if (pc == size_t(n))
                p3 += QVector3D(dp[size_t(v) * 3], dp[size_t(v) * 3 + 1], dp[size_t(v) * 3 + 2]);
            if (!identity)
                p3 = place.matrix.map(p3);
            QVector3D nv;
            if (normals) {
                nv = baseNormals[v] + QVector3D(dn[size_t(v) * 3], dn[size_t(v) * 3 + 1], dn[size_t(v) * 3 + 2]);
                if (!identity)
                    nv = normalMatrix.mapVector(nv).normalized();
            }
            if (p3 == mesh.positions[v] && (!normals || nv == mesh.normals[v]))
                continue;
            target.vertices.append(quint32(v));
            target.positions.append(p3);
            if (normals)
                target.normals.append(nv);
        }
        if (t < source.weights.size() && source.weights[t] != 0)
            target.extras.insert(QStringLiteral("assimp.weight"), float(source.weights[t]));
        mesh.morphs.append(target);
    }
    return true;
}

bool Converter::convert(int meshIndex, int primitive, int skinIndex, const Placement &place, std::optional<Mesh> &out,
                        DataError *error) const
{
    const tinygltf::Mesh &source = m_model.meshes[size_t(meshIndex)];
    const tinygltf::Primitive &p = source.primitives[size_t(primitive)];
    Mesh mesh;
    mesh.name = source.name.empty() ? QStringLiteral("meshes[%1]").arg(meshIndex) : QString::fromStdString(source.name);
    if (source.primitives.size() > 1)
        mesh.name += QStringLiteral("-%1").arg(primitive);
    std::vector<float> values;
    const int position = attribute(p, "POSITION");
    if (position >= 0 && !m_data.valid(position, error))
        return false;
    const size_t n = size_t(std::max<qint64>(m_data.count(position), 0));
    if (n > size_t(std::numeric_limits<qint32>::max())) {
        *error = {tr("mesh \"%1\" has %2 vertices").arg(mesh.name).arg(quint64(n))};
        return false;
    }
    if (position >= 0 && !readVectors<QVector3D, 3>(m_data, position, mesh.positions, error))
        return false;
    if (!triangles(p, quint32(n), mesh, error))
        return false;
    if (mesh.triangles.isEmpty()) {
        warn(tr("mesh \"%1\" holds no triangles and was skipped").arg(mesh.name));
        return true;
    }
    mesh.material = p.material >= 0 && size_t(p.material) < m_model.materials.size() ? p.material
                                                                                     : int(m_model.materials.size());
    const bool identity = place.matrix.isIdentity();
    const QMatrix4x4 normalMatrix = place.matrix.inverted().transposed();
    size_t c = 0;
    if (const int normal = attribute(p, "NORMAL"); normal >= 0 && m_data.count(normal) == qint64(n)) {
        if (!readVectors<QVector3D, 3>(m_data, normal, mesh.normals, error))
            return false;
        // Tangents only with normals: their handedness is read against them.
        if (const int tangent = attribute(p, "TANGENT"); tangent >= 0 && m_data.count(tangent) == qint64(n)) {
            if (!m_data.floats(tangent, 4, values, c, error))
                return false;
            mesh.tangents.resize(qsizetype(n));
            for (size_t v = 0; v < n; ++v) {
                const QVector3D normal = mesh.normals[qsizetype(v)];
                QVector3D t(values[v * 4], values[v * 4 + 1], values[v * 4 + 2]);
                QVector3D b = QVector3D::crossProduct(normal, t) * values[v * 4 + 3];
                QVector3D nrm = normal;
                if (!identity) {
                    t = place.matrix.mapVector(t).normalized();
                    b = place.matrix.mapVector(b);
                    nrm = normalMatrix.mapVector(normal).normalized();
                }
                const float side = QVector3D::dotProduct(QVector3D::crossProduct(nrm, t), b);
                mesh.tangents[qsizetype(v)] = QVector4D(t, side < 0 ? -1.0f : 1.0f);
            }
        }
    }
    // The stored base, which morph targets add to (shared, not copied, where
    // the placement is the identity).
    const QList<QVector3D> basePositions = mesh.positions;
    const QList<QVector3D> baseNormals = mesh.normals;
    if (!identity) {
        for (QVector3D &v : mesh.positions)
            v = place.matrix.map(v);
        for (QVector3D &v : mesh.normals)
            v = normalMatrix.mapVector(v).normalized();
    }
    for (int set = 0; set < 8; ++set) {
        const int uv = attribute(p, "TEXCOORD_" + std::to_string(set));
        if (uv < 0 || m_data.count(uv) != qint64(n))
            continue;
        QList<QVector2D> coordinates;
        if (!readVectors<QVector2D, 2>(m_data, uv, coordinates, error))
            return false;
        mesh.texcoords.append(coordinates);
    }
    for (int set = 0; set < 8; ++set) {
        const int color = attribute(p, "COLOR_" + std::to_string(set));
        if (color < 0 || m_data.count(color) != qint64(n))
            continue;
        if (!m_data.floats(color, 4, values, c, error))
            return false;
        // RGB colours are opaque.
        if (m_model.accessors[size_t(color)].type == TINYGLTF_TYPE_VEC3)
            for (size_t v = 0; v < c; ++v)
                values[v * 4 + 3] = 1.0f;
        if (mesh.colors.isEmpty()) {
            mesh.colors = vectors<QVector4D, 4>(values, c);
            continue;
        }
        // Further colour sets have no stream of their own in Quarry.
        CustomAttribute extra;
        extra.name = QStringLiteral("color%1").arg(set);
        extra.components = 4;
        extra.values.reserve(qsizetype(c) * 4);
        for (float f : values)
            extra.values.append(f);
        mesh.customs.append(extra);
    }
    if (skinIndex >= 0) {
        if (!skin(p, skinIndex, mesh, error))
            return false;
    } else if (place.rigidJoint >= 0) {
        mesh.influencesPerVertex = 1;
        mesh.blendIndexes.fill(quint32(place.rigidJoint), qsizetype(n));
        mesh.blendWeights.fill(1.0f, qsizetype(n));
    }
    if (!morphs(source, p, place, basePositions, baseNormals, mesh, error))
        return false;
    out = std::move(mesh);
    return true;
}

} // namespace

bool importMeshes(const tinygltf::Model &model, const SceneTree &tree, const SkeletonBuild &skeleton,
                  const Accessors &data, const QString &path, QList<Diagnostic> &warnings, QList<Mesh> &out,
                  QList<MeshSource> &sources, DataError *error)
{
    const Converter converter(model, skeleton, data, path, warnings);
    const qsizetype meshCount = qsizetype(model.meshes.size());
    QList<bool> shown(meshCount, false);
    bool warnedInstances = false;
    auto add = [&](int node, int m, const Placement &place, int skin) {
        const size_t primitives = model.meshes[size_t(m)].primitives.size();
        for (size_t p = 0; p < primitives; ++p) {
            std::optional<Mesh> mesh;
            if (!converter.convert(m, int(p), skin, place, mesh, error))
                return false;
            if (mesh) {
                out.append(std::move(*mesh));
                sources.append({node, m, int(p)});
            }
        }
        return true;
    };
    for (qsizetype i = 0; i < tree.nodes.size(); ++i) {
        const TreeNode &node = tree.nodes[i];
        if (!node.showsMesh)
            continue;
        const int m = model.nodes[size_t(node.source)].mesh;
        const int skin = tree.meshSkin[m];
        Placement place;
        if (skin >= 0) {
            // A skinned mesh is posed by its joints: one copy, in the space
            // its bind pose was computed in.
            if (shown[m]) {
                if (!warnedInstances)
                    warnings.append({path, -1, -1,
                                     tr("skinned mesh \"%1\" is shown by several nodes; it is imported once")
                                         .arg(QString::fromStdString(model.meshes[size_t(m)].name))});
                warnedInstances = true;
                continue;
            }
            place.matrix = node.global;
        } else {
            const TreeNode *above = &node;
            while (above->joint < 0 && above->parent >= 0)
                above = &tree.nodes[above->parent];
            if (above->joint >= 0) {
                place.rigidJoint = above->joint;
                place.matrix = skeleton.bindWorld[above->joint] * above->global.inverted() * node.global;
            } else {
                place.matrix = node.global;
            }
        }
        shown[m] = true;
        if (!add(int(i), m, place, skin))
            return false;
    }
    for (qsizetype m = 0; m < meshCount; ++m)
        if (!shown[m] && !add(-1, int(m), {}, -1))
            return false;
    return true;
}

} // namespace quarry::gltf
