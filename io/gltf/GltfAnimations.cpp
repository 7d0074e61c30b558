#include "io/gltf/GltfAnimations.h"

#include "io/SceneImport.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace quarry::gltf {

namespace {

QUARRY_NAMESPACE_TR("quarry::gltf")
using sceneimport::uniform;

double frameRate(const QList<double> &times)
{
    for (double fps : {30.0, 24.0, 25.0, 60.0, 50.0, 120.0}) {
        const bool fits = std::all_of(times.begin(), times.end(), [fps](double t) {
            const double frame = t * fps;
            return std::abs(frame - std::round(frame)) <= 1e-3;
        });
        if (fits)
            return fps;
    }
    return 30.0;
}

// Key times in seconds, as the Assimp import has them (milliseconds in
// single precision, then seconds).
double keyTime(float seconds)
{
    return double(seconds * 1000.0f) / 1000.0;
}

struct Samplers
{
    const tinygltf::AnimationSampler *translation = nullptr;
    const tinygltf::AnimationSampler *rotation = nullptr;
    const tinygltf::AnimationSampler *scale = nullptr;
    const tinygltf::AnimationSampler *weights = nullptr;
};

// A sampler's key times and its values, `components` per key (the middle
// of the three a cubic spline key holds).
bool samples(const tinygltf::AnimationSampler &s, const Accessors &data, int components, std::vector<float> &times,
             std::vector<float> &values, size_t &perKey, DataError *error)
{
    size_t keys = 0, outputs = 0;
    if (!data.floats(s.input, 1, times, keys, error) || !data.floats(s.output, components, values, outputs, error))
        return false;
    const bool cubic = s.interpolation == "CUBICSPLINE";
    perKey = keys == 0 ? 0 : outputs / keys; // weights: several per key
    if (keys > 0 && (perKey == 0 || (cubic && perKey % 3 != 0))) {
        *error = {tr("animation sampler output (accessor %1) holds %2 values for %3 key times")
                      .arg(s.output)
                      .arg(outputs)
                      .arg(keys)};
        return false;
    }
    if (cubic) {
        perKey /= 3;
        std::vector<float> middle(keys * perKey * size_t(components));
        for (size_t k = 0; k < keys; ++k)
            std::copy_n(values.begin() + std::ptrdiff_t((k * 3 + 1) * perKey * size_t(components)),
                        perKey * size_t(components), middle.begin() + std::ptrdiff_t(k * perKey * size_t(components)));
        values.swap(middle);
    }
    times.resize(keys);
    return true;
}

} // namespace

bool importAnimations(const tinygltf::Model &model, const SceneTree &tree, const SkeletonBuild &skeleton,
                      const QList<MeshSource> &sources, const Accessors &data, const QString &path,
                      QList<Diagnostic> &warnings, Model &out, DataError *error)
{
    const qsizetype jointCount = skeleton.skeleton.joints.size();
    // What each joint's node holds at rest; a channel the file leaves out
    // keeps it, so a key is added where it differs from the bind pose.
    QList<Transform> rest(jointCount);
    QList<Transform> prefix(jointCount);
    bool warnedShear = false;
    for (qsizetype j = 0; j < jointCount; ++j) {
        const int node = skeleton.jointNode[j];
        prefix[j] = Transform::fromMatrix(skeleton.prefix[j]);
        rest[j] = node >= 0 ? Transform::fromMatrix(skeleton.prefix[j] * tree.nodes[node].local)
                            : skeleton.skeleton.joints[j].bind;
    }
    for (size_t a = 0; a < model.animations.size(); ++a) {
        const tinygltf::Animation &anim = model.animations[a];
        Animation result;
        result.name = QString::fromStdString(anim.name);
        if (result.name.isEmpty())
            result.name = tr("animation %1").arg(a + 1);
        std::map<int, Samplers> byNode;
        for (const tinygltf::AnimationChannel &c : anim.channels) {
            if (c.sampler < 0 || size_t(c.sampler) >= anim.samplers.size() || c.target_node < 0
                || size_t(c.target_node) >= model.nodes.size())
                continue;
            Samplers &s = byNode[c.target_node];
            const tinygltf::AnimationSampler *sampler = &anim.samplers[size_t(c.sampler)];
            if (c.target_path == "translation")
                s.translation = sampler;
            else if (c.target_path == "rotation")
                s.rotation = sampler;
            else if (c.target_path == "scale")
                s.scale = sampler;
            else if (c.target_path == "weights")
                s.weights = sampler;
        }
        QList<double> times;
        double last = 0;
        QList<bool> animated(jointCount, false);
        int skipped = 0, skippedMorphs = 0;
        std::vector<float> input, output;
        size_t perKey = 0;
        for (const auto &[gltfNode, s] : byNode) {
            const tinygltf::Node &node = model.nodes[size_t(gltfNode)];
            const int treeNode = tree.firstOf[gltfNode];
            if (s.weights) {
                if (!samples(*s.weights, data, 1, input, output, perKey, error))
                    return false;
                if (!input.empty())
                    last = std::max(last, keyTime(input.back()));
                bool used = false;
                for (qsizetype m = 0; m < sources.size() && m < out.meshes.size(); ++m) {
                    const MeshSource &src = sources[m];
                    const qsizetype targets = out.meshes[m].morphs.size();
                    // Targets stand by position for the file's targets.
                    if (treeNode < 0 || src.treeNode != treeNode || targets == 0
                        || model.meshes[size_t(src.mesh)].primitives[size_t(src.primitive)].targets.size()
                               != size_t(targets))
                        continue;
                    for (qsizetype t = 0; t < targets && size_t(t) < perKey; ++t) {
                        if (result.morphTrack(int(m), int(t)))
                            continue;
                        MorphTrack track;
                        track.mesh = int(m);
                        track.target = int(t);
                        for (size_t k = 0; k < input.size(); ++k) {
                            const double time = keyTime(input[k]);
                            const float w = output[k * perKey + size_t(t)];
                            if (std::isfinite(time) && std::isfinite(w))
                                track.weights.append({float(time), std::max(w, 0.0f)});
                        }
                        if (track.weights.isEmpty())
                            continue;
                        std::stable_sort(track.weights.begin(), track.weights.end(),
                                         [](const FloatKey &x, const FloatKey &y) { return x.time < y.time; });
                        result.morphTracks.append(track);
                        used = true;
                    }
                }
                if (!used)
                    ++skippedMorphs;
            }
            if (!s.translation && !s.rotation && !s.scale)
                continue;
            const int joint = treeNode >= 0 ? tree.nodes[treeNode].joint : -1;
            if (joint < 0 || animated[joint]) {
                ++skipped;
                continue;
            }
            animated[joint] = true;
            const Transform &p = prefix[joint];
            const QMatrix4x4 &pm = skeleton.prefix[joint];
            const bool isIdentity = pm.isIdentity();
            if (!isIdentity && !uniform(p.scale) && !warnedShear) {
                warnings.append({path, -1, -1,
                                 tr("joint %1: the nodes above the skeleton scale unevenly; its keys are approximated")
                                     .arg(skeleton.skeleton.joints[joint].name)});
                warnedShear = true;
            }
            JointTrack track;
            track.joint = joint;
            // What the node holds where its animation leaves a channel out:
            // its own value (of its matrix, where it gives one), else the
            // identity's.
            const Transform local = Transform::fromMatrix(tree.nodes[treeNode].local);
            const bool matrix = node.matrix.size() == 16;
            auto own = [](const std::vector<double> &stored, std::initializer_list<float> fallback) {
                std::vector<double> v(fallback.begin(), fallback.end());
                if (stored.size() == v.size())
                    v = stored;
                return v;
            };
            const QQuaternion r = local.rotation;
            const std::vector<double> ownT = matrix ? std::vector<double>{local.translation.x(), local.translation.y(),
                                                                          local.translation.z()}
                                                    : own(node.translation, {0, 0, 0});
            const std::vector<double> ownR = matrix ? std::vector<double>{r.x(), r.y(), r.z(), r.scalar()}
                                                    : own(node.rotation, {0, 0, 0, 1});
            const std::vector<double> ownS = matrix ? std::vector<double>{local.scale.x(), local.scale.y(),
                                                                          local.scale.z()}
                                                    : own(node.scale, {1, 1, 1});
            auto channel = [&](const tinygltf::AnimationSampler *sampler, const std::vector<double> &value, int n,
                               auto add) {
                if (!sampler) {
                    // The node's own value, as one key.
                    float v[4];
                    for (int i = 0; i < n; ++i)
                        v[i] = float(value[size_t(i)]);
                    add(0.0, v);
                    times.append(0.0);
                    return true;
                }
                if (!samples(*sampler, data, n, input, output, perKey, error))
                    return false;
                for (size_t k = 0; k < input.size(); ++k) {
                    const double t = keyTime(input[k]);
                    add(t, output.data() + k * perKey * size_t(n));
                    times.append(t);
                }
                if (!input.empty())
                    last = std::max(last, keyTime(input.back()));
                return true;
            };
            const bool ok = channel(s.translation, ownT, 3,
                                    [&](double t, const float *v) {
                                        const QVector3D value(v[0], v[1], v[2]);
                                        track.translations.append({float(t), isIdentity ? value : pm.map(value)});
                                    })
                            && channel(
                                s.rotation, ownR, 4,
                                [&](double t, const float *v) {
                                    const QQuaternion q = QQuaternion(v[3], v[0], v[1], v[2]).normalized();
                                    track.rotations.append({float(t), isIdentity ? q : (p.rotation * q).normalized()});
                                })
                            && channel(s.scale, ownS, 3, [&](double t, const float *v) {
                                   const QVector3D value(v[0], v[1], v[2]);
                                   track.scales.append({float(t), isIdentity ? value : p.scale * value});
                               });
            if (!ok)
                return false;
            auto byTime = [](const auto &x, const auto &y) { return x.time < y.time; };
            std::stable_sort(track.translations.begin(), track.translations.end(), byTime);
            std::stable_sort(track.rotations.begin(), track.rotations.end(), byTime);
            std::stable_sort(track.scales.begin(), track.scales.end(), byTime);
            result.tracks.append(track);
        }
        if (skipped > 0)
            warnings.append({path, -1, -1,
                             tr("animation %1: %2 channels move nodes without geometry or joints (cameras, lights, "
                                "empty nodes) and were skipped")
                                 .arg(result.name)
                                 .arg(skipped)});
        if (skippedMorphs > 0)
            warnings.append({path, -1, -1,
                             tr("animation %1: %2 morph channels name no mesh with those targets and were skipped")
                                 .arg(result.name)
                                 .arg(skippedMorphs)});
        // Channels the file leaves out hold the node's rest value.
        sceneimport::addRestKeys(result, skeleton.skeleton, skeleton.jointNode, rest);
        std::sort(result.tracks.begin(), result.tracks.end(),
                  [](const JointTrack &x, const JointTrack &y) { return x.joint < y.joint; });
        std::sort(result.morphTracks.begin(), result.morphTracks.end(), [](const MorphTrack &x, const MorphTrack &y) {
            return x.mesh != y.mesh ? x.mesh < y.mesh : x.target < y.target;
        });
        for (double t : std::as_const(times))
            last = std::max(last, t);
        result.duration = last;
        result.fps = frameRate(times);
        out.animations.append(result);
    }
    return true;
}

} // namespace quarry::gltf
