#include "io/assimp/AssimpMorphs.h"

#include "model/Translate.h"

#include <algorithm>
#include <cmath>

namespace quarry::assimp {

namespace {

// lupdate files this namespace's messages under its own name.
QUARRY_NAMESPACE_TR("quarry::assimp")

} // namespace

void importMorphAnimations(const aiScene &scene, const SceneNodes &nodes,
                           const QList<std::pair<int, unsigned>> &sources, Model &model, const QString &path,
                           QList<Diagnostic> &warnings)
{
    for (unsigned a = 0; a < scene.mNumAnimations && a < unsigned(model.animations.size()); ++a) {
        const aiAnimation *anim = scene.mAnimations[a];
        if (!anim || anim->mNumMorphMeshChannels == 0 || !anim->mMorphMeshChannels)
            continue;
        Animation &out = model.animations[a];
        const double tps = anim->mTicksPerSecond > 0 ? anim->mTicksPerSecond : 25.0;
        int skipped = 0;
        double last = 0;
        for (unsigned c = 0; c < anim->mNumMorphMeshChannels; ++c) {
            const aiMeshMorphAnim *channel = anim->mMorphMeshChannels[c];
            if (!channel || (channel->mNumKeys > 0 && !channel->mKeys))
                continue;
            const int node = nodes.find(channel->mName);
            bool used = false;
            for (qsizetype m = 0; m < sources.size() && m < model.meshes.size(); ++m) {
                if (node < 0 || sources[m].first != node || sources[m].second >= scene.mNumMeshes)
                    continue;
                const aiMesh *source = scene.mMeshes[sources[m].second];
                const qsizetype targets = model.meshes[m].morphs.size();
                // Targets stand by position for the anim meshes they came from.
                if (targets == 0 || !source || source->mNumAnimMeshes != unsigned(targets))
                    continue;
                QList<MorphTrack> tracks(targets);
                for (unsigned k = 0; k < channel->mNumKeys; ++k) {
                    const aiMeshMorphKey &key = channel->mKeys[k];
                    const double t = key.mTime / tps;
                    if (!std::isfinite(t) || !key.mValues || !key.mWeights)
                        continue;
                    last = std::max(last, t);
                    for (unsigned j = 0; j < key.mNumValuesAndWeights; ++j)
                        if (key.mValues[j] < unsigned(targets) && std::isfinite(key.mWeights[j]))
                            tracks[key.mValues[j]].weights.append({float(t), float(key.mWeights[j])});
                }
                for (int t = 0; t < targets; ++t) {
                    MorphTrack &track = tracks[t];
                    if (track.weights.isEmpty() || out.morphTrack(int(m), t))
                        continue;
                    std::stable_sort(track.weights.begin(), track.weights.end(),
                                     [](const FloatKey &x, const FloatKey &y) { return x.time < y.time; });
                    track.mesh = int(m);
                    track.target = t;
                    out.morphTracks.append(track);
                    used = true;
                }
            }
            if (!used)
                ++skipped;
        }
        std::sort(out.morphTracks.begin(), out.morphTracks.end(), [](const MorphTrack &x, const MorphTrack &y) {
            return x.mesh != y.mesh ? x.mesh < y.mesh : x.target < y.target;
        });
        out.duration = std::max(out.duration, last);
        if (skipped > 0)
            warnings.append({path, -1, -1,
                             tr("animation %1: %2 morph channels name no mesh with those targets and were skipped")
                                 .arg(out.name)
                                 .arg(skipped)});
    }
}

} // namespace quarry::assimp
