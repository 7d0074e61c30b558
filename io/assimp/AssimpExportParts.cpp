#include "io/assimp/AssimpExportParts.h"

#include "model/MaterialNames.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace quarry::assimp {

namespace {

// One key per time any of the track's channels has a key, every channel
// sampled there: the same curve (linear and spherical interpolation
// between the same keys), and writers such as Collada's that need the
// three channels keyed together get them so.
aiNodeAnim *exportTrack(const JointTrack &track, const Joint &joint, const QString &nodeName)
{
    std::set<float> timeSet;
    for (const Vec3Key &k : track.translations)
        timeSet.insert(k.time);
    for (const QuatKey &k : track.rotations)
        timeSet.insert(k.time);
    for (const Vec3Key &k : track.scales)
        timeSet.insert(k.time);
    const std::vector<float> times(timeSet.begin(), timeSet.end());
    auto *out = new aiNodeAnim;
    out->mNodeName = toAiString(nodeName);
    const unsigned n = unsigned(times.size());
    out->mNumPositionKeys = out->mNumRotationKeys = out->mNumScalingKeys = n;
    out->mPositionKeys = new aiVectorKey[n];
    out->mRotationKeys = new aiQuatKey[n];
    out->mScalingKeys = new aiVectorKey[n];
    for (unsigned i = 0; i < n; ++i) {
        const float t = times[i];
        // Seconds, with one tick per second (see exportAnimation).
        out->mPositionKeys[i] = aiVectorKey(t, toAi(sampleChannel(track.translations, t, joint.bind.translation)));
        out->mRotationKeys[i] = aiQuatKey(t, toAi(sampleChannel(track.rotations, t, joint.bind.rotation).normalized()));
        out->mScalingKeys[i] = aiVectorKey(t, toAi(sampleChannel(track.scales, t, joint.bind.scale)));
    }
    return out;
}

} // namespace

aiMaterial *exportMaterial(const Material &material)
{
    auto *out = new aiMaterial;
    // Named as IQE and IQM name it: a material named after its texture
    // takes the texture's (fixed) path.
    const aiString name = toAiString(materialReference(material));
    out->AddProperty(&name, AI_MATKEY_NAME);
    auto color = [&](const std::optional<QVector4D> &c, const char *key, unsigned type, unsigned index) {
        if (!c)
            return;
        const aiColor4D value(c->x(), c->y(), c->z(), c->w());
        out->AddProperty(&value, 1, key, type, index);
    };
    color(material.diffuse, AI_MATKEY_COLOR_DIFFUSE);
    color(material.ambient, AI_MATKEY_COLOR_AMBIENT);
    color(material.specular, AI_MATKEY_COLOR_SPECULAR);
    if (material.shininess) {
        const float shininess = *material.shininess;
        out->AddProperty(&shininess, 1, AI_MATKEY_SHININESS);
    }
    static const std::pair<const char *, aiTextureType> kTypes[] = {
        {"diffuse", aiTextureType_DIFFUSE}, {"specular", aiTextureType_SPECULAR},
        {"ambient", aiTextureType_AMBIENT}, {"emissive", aiTextureType_EMISSIVE},
        {"height", aiTextureType_HEIGHT},   {"normal", aiTextureType_NORMALS},
        {"opacity", aiTextureType_OPACITY}, {"baseColor", aiTextureType_BASE_COLOR},
    };
    std::map<aiTextureType, unsigned> counts;
    for (const TextureMap &map : writtenTextureMaps(material)) {
        aiTextureType type = aiTextureType_DIFFUSE;
        for (const auto &[name, t] : kTypes)
            if (map.type == QLatin1String(name))
                type = t;
        const aiString path = toAiString(map.path);
        out->AddProperty(&path, AI_MATKEY_TEXTURE(type, counts[type]++));
    }
    return out;
}

// `channelNames`: per joint, the node name its channel targets.
aiAnimation *exportAnimation(const Animation &animation, const Skeleton &skeleton, const QStringList &channelNames)
{
    QList<const JointTrack *> tracks;
    for (const JointTrack &track : animation.tracks)
        if (track.joint >= 0 && track.joint < skeleton.size() && !track.isEmpty())
            tracks.append(&track);
    if (tracks.isEmpty())
        return nullptr;
    auto *out = new aiAnimation;
    out->mName = toAiString(animation.name);
    // Key times in seconds: the Collada writer takes them as they are, the
    // glTF writer divides by the tick rate.
    out->mTicksPerSecond = 1.0;
    float last = float(animation.duration);
    out->mNumChannels = unsigned(tracks.size());
    out->mChannels = newArray<aiNodeAnim>(out->mNumChannels);
    for (qsizetype i = 0; i < tracks.size(); ++i) {
        const JointTrack &track = *tracks[i];
        out->mChannels[i] = exportTrack(track, skeleton.joints[track.joint], channelNames[track.joint]);
        const aiNodeAnim *channel = out->mChannels[i];
        last = std::max(last, float(channel->mPositionKeys[channel->mNumPositionKeys - 1].mTime));
    }
    out->mDuration = last;
    return out;
}

} // namespace quarry::assimp
