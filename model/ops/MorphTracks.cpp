#include "model/ops/MorphTracks.h"

#include "model/ops/Retime.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace quarry {

void remapMorphTracks(QList<Animation> &animations, const MorphTrackMap &map)
{
    for (Animation &animation : animations) {
        if (animation.morphTracks.isEmpty())
            continue;
        QList<MorphTrack> out;
        for (const MorphTrack &track : std::as_const(animation.morphTracks))
            for (const auto &[mesh, target] : map(track.mesh, track.target)) {
                MorphTrack moved = track;
                moved.mesh = mesh;
                moved.target = target;
                out.append(moved);
            }
        std::stable_sort(out.begin(), out.end(), [](const MorphTrack &a, const MorphTrack &b) {
            return a.mesh != b.mesh ? a.mesh < b.mesh : a.target < b.target;
        });
        out.erase(std::unique(out.begin(), out.end(),
                              [](const MorphTrack &a, const MorphTrack &b) {
                                  return a.mesh == b.mesh && a.target == b.target;
                              }),
                  out.end());
        if (!(out == animation.morphTracks))
            animation.morphTracks = out;
    }
}

void remapMorphTrackMeshes(QList<Animation> &animations, const QList<int> &newIndex)
{
    remapMorphTracks(animations, [&newIndex](int mesh, int target) -> QList<std::pair<int, int>> {
        if (mesh < 0 || mesh >= newIndex.size() || newIndex[mesh] < 0)
            return {};
        return {{newIndex[mesh], target}};
    });
}

QList<int> meshIndexesAfterRemoval(qsizetype meshCount, const QList<int> &removed)
{
    QList<int> newIndex(meshCount);
    int next = 0;
    for (qsizetype i = 0; i < meshCount; ++i)
        newIndex[i] = removed.contains(int(i)) ? -1 : next++;
    return newIndex;
}

void mergeMorphTracks(const Model &before, Model &after, const QList<int> &merged)
{
    if (merged.isEmpty())
        return;
    QList<int> newIndex = meshIndexesAfterRemoval(before.meshes.size(), merged.mid(1));
    QMap<int, int> offset; // merged mesh -> its first target's index in the merged mesh
    int targets = 0;
    for (int m : merged) {
        offset.insert(m, targets);
        if (m >= 0 && m < before.meshes.size())
            targets += int(before.meshes[m].morphs.size());
    }
    const int into = merged.first();
    remapMorphTracks(after.animations, [&](int mesh, int target) -> QList<std::pair<int, int>> {
        if (offset.contains(mesh))
            return {{into, offset.value(mesh) + target}};
        if (mesh < 0 || mesh >= newIndex.size() || newIndex[mesh] < 0)
            return {};
        return {{newIndex[mesh], target}};
    });
}

void copyMorphTracksToInserted(QList<Animation> &animations, int source, int at, int count)
{
    if (count <= 0)
        return;
    remapMorphTracks(animations, [=](int mesh, int target) -> QList<std::pair<int, int>> {
        QList<std::pair<int, int>> to{{mesh >= at ? mesh + count : mesh, target}};
        if (mesh == source)
            for (int i = 0; i < count; ++i)
                to.append({at + i, target});
        return to;
    });
}

QList<float> keyTimes(const MorphTrack &track)
{
    QList<float> out;
    out.reserve(track.weights.size());
    for (const FloatKey &k : track.weights)
        if (out.isEmpty() || k.time - out.last() > kKeyTimeTolerance)
            out.append(k.time);
    return out;
}

QList<int> existingRows(const Model &model, const QList<int> &rows)
{
    QList<int> out;
    for (int row : rows) {
        const int mesh = morphRowMesh(row), target = morphRowTarget(row);
        if (isMorphRow(row) ? mesh < model.meshes.size() && target < model.meshes[mesh].morphs.size()
                            : row >= 0 && row < model.skeleton.joints.size())
            out.append(row);
    }
    return out;
}

void pruneMorphTracks(Model &model)
{
    const QList<Mesh> &meshes = model.meshes;
    for (Animation &animation : model.animations) {
        const auto stray = [&meshes](const MorphTrack &t) {
            return t.weights.isEmpty() || t.mesh < 0 || t.mesh >= meshes.size() || t.target < 0
                   || t.target >= meshes[t.mesh].morphs.size();
        };
        if (std::any_of(animation.morphTracks.cbegin(), animation.morphTracks.cend(), stray))
            animation.morphTracks.removeIf(stray);
    }
}

Animation setMorphKey(const Animation &animation, int mesh, int target, float time, float weight)
{
    Animation out = animation;
    time = std::max(time, 0.0f);
    MorphTrack *track = out.morphTrack(mesh, target);
    if (!track) {
        qsizetype at = 0;
        while (at < out.morphTracks.size()
               && std::pair(out.morphTracks[at].mesh, out.morphTracks[at].target) < std::pair(mesh, target))
            ++at;
        MorphTrack fresh;
        fresh.mesh = mesh;
        fresh.target = target;
        out.morphTracks.insert(at, fresh);
        track = &out.morphTracks[at];
    }
    QList<FloatKey> &keys = track->weights;
    const auto it = std::lower_bound(keys.begin(), keys.end(), time - kKeyTimeTolerance,
                                     [](const FloatKey &k, float t) { return k.time < t; });
    if (it != keys.end() && std::abs(it->time - time) <= kKeyTimeTolerance) {
        it->value = weight;
    } else {
        const qsizetype i = it - keys.begin();
        const Interpolation mode = i > 0 && i < keys.size() ? keys[i - 1].interpolation : Interpolation::Linear;
        keys.insert(i, {time, weight, mode});
    }
    out.duration = std::max(out.duration, double(time));
    return out;
}

QList<int> morphRowsNamed(const Model &model, const QString &names, int mesh, QStringList *unknown)
{
    // "mesh/target" as "mesh / target".
    const auto squeezed = [](QString label) {
        static const QRegularExpression slash(QStringLiteral("\\s*/\\s*"));
        return label.replace(slash, QStringLiteral("/"));
    };
    QList<int> rows;
    const auto add = [&rows](int m, int t) {
        if (!rows.contains(morphRow(m, t)))
            rows.append(morphRow(m, t));
    };
    for (const QString &given : names.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = given.trimmed();
        if (name.isEmpty())
            continue;
        bool found = false;
        for (int m = 0; m < model.meshes.size(); ++m) {
            if (mesh >= 0 && m != mesh)
                continue;
            const QList<MorphTarget> &targets = model.meshes[m].morphs;
            for (int t = 0; t < targets.size(); ++t)
                if (targets[t].name == name || squeezed(morphRowLabel(model, morphRow(m, t))) == squeezed(name)) {
                    add(m, t);
                    found = true;
                }
        }
        if (!found && unknown)
            unknown->append(name);
    }
    return rows;
}

QString morphRowLabel(const Model &model, int row)
{
    const int mesh = morphRowMesh(row);
    const int target = morphRowTarget(row);
    if (!isMorphRow(row) || mesh >= model.meshes.size() || target >= model.meshes[mesh].morphs.size())
        return {};
    return model.meshes[mesh].name + QStringLiteral(" / ") + model.meshes[mesh].morphs[target].name;
}

} // namespace quarry
