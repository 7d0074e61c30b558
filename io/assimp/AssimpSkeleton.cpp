#include "io/assimp/AssimpSkeleton.h"
#include "io/SceneImport.h"
#include "io/assimp/GltfNodes.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace quarry::assimp {

namespace {

// lupdate files tr() calls made in this namespace's free functions under
// the context "quarry::assimp"; the lookup must use the same one.
QUARRY_NAMESPACE_TR("quarry::assimp")
using sceneimport::nearlyEqual;
using sceneimport::uniform;

// Per glTF node, its scene node (-1 where the trees part); empty when the
// scene is not the glTF file's tree as Assimp builds it (one root: that
// node; several: a root above them).
QList<int> matchGltfNodes(const aiScene &scene, const SceneNodes &nodes, const GltfNodes &gltf)
{
    QHash<const aiNode *, int> index;
    for (qsizetype i = 0; i < nodes.nodes.size(); ++i)
        index.insert(nodes.nodes[i].node, int(i));
    QList<int> result(gltf.names.size(), -1);
    QList<std::pair<int, const aiNode *>> stack;
    const aiNode *root = scene.mRootNode;
    if (gltf.roots.size() == 1) {
        stack.append({gltf.roots[0], root});
    } else {
        if (root->mNumChildren != unsigned(gltf.roots.size()))
            return {};
        for (qsizetype i = 0; i < gltf.roots.size(); ++i)
            stack.append({gltf.roots[i], root->mChildren[i]});
    }
    qsizetype visited = 0;
    while (!stack.isEmpty()) {
        const auto [g, node] = stack.takeLast();
        // A node listed twice (not a tree) or a name that differs: the
        // scene is not this file's tree.
        if (!node || result[g] >= 0 || ++visited > nodes.nodes.size())
            return {};
        const QString &name = gltf.names[g];
        if (!name.isEmpty() && name != toString(node->mName))
            return {};
        const QList<int> &children = gltf.children[g];
        if (node->mNumChildren != unsigned(children.size()))
            return {};
        result[g] = index.value(node, -1);
        for (qsizetype i = 0; i < children.size(); ++i)
            stack.append({children[i], node->mChildren[i]});
    }
    return result;
}

} // namespace

void resolveNodes(const aiScene &scene, SceneNodes &nodes, const QString &path)
{
    // The file's JSON is read only where names leave a choice (a large
    // .gltf holds its buffers in it).
    bool shared = false;
    auto isShared = [&nodes](const aiString &name) { return nodes.allByName.value(toString(name)).size() > 1; };
    for (unsigned m = 0; m < scene.mNumMeshes && !shared; ++m)
        for (unsigned b = 0; b < scene.mMeshes[m]->mNumBones && !shared; ++b)
            shared = isShared(scene.mMeshes[m]->mBones[b]->mName);
    for (unsigned a = 0; a < scene.mNumAnimations && !shared; ++a)
        for (unsigned c = 0; c < scene.mAnimations[a]->mNumChannels && !shared; ++c)
            shared = isShared(scene.mAnimations[a]->mChannels[c]->mNodeName);
    QList<int> sceneOf; // glTF node -> scene node
    QHash<int, int> gltfOf; // scene node -> glTF node
    GltfNodes gltf;
    if (scene.mRootNode && shared) {
        gltf = readGltfNodes(path);
        if (gltf.read)
            sceneOf = matchGltfNodes(scene, nodes, gltf);
        for (qsizetype g = 0; g < sceneOf.size(); ++g)
            if (sceneOf[g] >= 0)
                gltfOf.insert(sceneOf[g], int(g));
    }
    auto showsMesh = [&nodes](int n) { return nodes.nodes[n].node->mNumMeshes > 0; };

    QSet<int> bones;
    nodes.boneNode = QList<QList<int>>(scene.mNumMeshes);
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh *mesh = scene.mMeshes[m];
        QList<int> &out = nodes.boneNode[m];
        out.fill(-1, mesh->mNumBones);
        // glTF: bone i is joint i of the skin of the node showing the mesh.
        QList<int> joints;
        if (const int shownBy = nodes.meshNode.value(int(m), -1); shownBy >= 0 && gltfOf.contains(shownBy)) {
            const int skin = gltf.skin[gltfOf.value(shownBy)];
            if (skin >= 0 && gltf.skinJoints[skin].size() == qsizetype(mesh->mNumBones))
                joints = gltf.skinJoints[skin];
        }
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const QList<int> candidates = nodes.allByName.value(toString(mesh->mBones[b]->mName));
            int chosen = -1;
            if (!joints.isEmpty() && candidates.contains(sceneOf[joints[b]]))
                chosen = sceneOf[joints[b]];
            for (int c : candidates)
                if (chosen < 0 && !showsMesh(c))
                    chosen = c;
            if (chosen < 0 && !candidates.isEmpty())
                chosen = candidates.first();
            out[b] = chosen;
            if (chosen >= 0)
                bones.insert(chosen);
        }
    }

    nodes.channelNode = QList<QList<int>>(scene.mNumAnimations);
    for (unsigned a = 0; a < scene.mNumAnimations; ++a) {
        const aiAnimation *anim = scene.mAnimations[a];
        QList<int> &out = nodes.channelNode[a];
        out.fill(-1, anim->mNumChannels);
        QSet<int> targets;
        if (!sceneOf.isEmpty() && a < unsigned(gltf.animationTargets.size()))
            for (int g : gltf.animationTargets[a])
                if (sceneOf[g] >= 0)
                    targets.insert(sceneOf[g]);
        QSet<int> used;
        for (unsigned c = 0; c < anim->mNumChannels; ++c) {
            QList<int> candidates = nodes.allByName.value(toString(anim->mChannels[c]->mNodeName));
            if (candidates.size() > 1) {
                // Nodes the file's animation moves, those not taken by an
                // earlier channel of the same name, bones: each narrows
                // the choice where it leaves any.
                auto narrow = [&candidates](auto keep) {
                    QList<int> kept;
                    for (int n : std::as_const(candidates))
                        if (keep(n))
                            kept.append(n);
                    if (!kept.isEmpty())
                        candidates = kept;
                };
                if (!targets.isEmpty())
                    narrow([&targets](int n) { return targets.contains(n); });
                narrow([&used](int n) { return !used.contains(n); });
                narrow([&bones](int n) { return bones.contains(n); });
            }
            out[c] = candidates.value(0, -1);
            used.insert(out[c]);
        }
    }
}

QMatrix4x4 toMatrix(const aiMatrix4x4 &m)
{
    // Both are written row by row and act on column vectors.
    return QMatrix4x4(m.a1, m.a2, m.a3, m.a4, m.b1, m.b2, m.b3, m.b4, m.c1, m.c2, m.c3, m.c4, m.d1, m.d2, m.d3, m.d4);
}

QString toString(const aiString &s)
{
    return QString::fromUtf8(s.data, int(s.length));
}

SceneNodes flattenNodes(const aiScene &scene)
{
    SceneNodes result;
    result.meshNode.fill(-1, scene.mNumMeshes);
    if (!scene.mRootNode)
        return result;
    // Explicit stack: a hostile file can nest nodes deeply.
    QList<std::pair<const aiNode *, int>> stack{{scene.mRootNode, -1}};
    while (!stack.isEmpty()) {
        const auto [node, parent] = stack.takeLast();
        SceneNode n;
        n.node = node;
        n.parent = parent;
        n.local = toMatrix(node->mTransformation);
        n.global = parent >= 0 ? result.nodes[parent].global * n.local : n.local;
        const int index = int(result.nodes.size());
        result.nodes.append(n);
        const QString name = toString(node->mName);
        if (!result.byName.contains(name))
            result.byName.insert(name, index);
        result.allByName[name].append(index);
        for (unsigned i = 0; i < node->mNumMeshes; ++i) {
            const unsigned mesh = node->mMeshes[i];
            if (mesh < scene.mNumMeshes && result.meshNode[mesh] < 0)
                result.meshNode[mesh] = index;
        }
        for (unsigned i = node->mNumChildren; i-- > 0;)
            if (node->mChildren[i])
                stack.append({node->mChildren[i], index});
    }
    return result;
}

SkeletonImport importSkeleton(const aiScene &scene, SceneNodes &nodes, const QString &path, QList<Diagnostic> &warnings)
{
    SkeletonImport result;
    const qsizetype count = nodes.nodes.size();

    // Nodes whose subtree shows geometry or holds a bone: animating any
    // other node (cameras, lights, empty nodes) moves nothing Quarry keeps.
    QSet<int> boneNodes;
    QList<QString> orphanBones;
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh *mesh = scene.mMeshes[m];
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const int node = nodes.boneNode.value(m).value(b, -1);
            if (node >= 0)
                boneNodes.insert(node);
            else if (!orphanBones.contains(toString(mesh->mBones[b]->mName)))
                orphanBones.append(toString(mesh->mBones[b]->mName));
        }
    }
    QList<bool> carries(count, false);
    for (qsizetype i = count; i-- > 0;) {
        const SceneNode &n = nodes.nodes[i];
        if (n.node->mNumMeshes > 0 || boneNodes.contains(int(i)))
            carries[i] = true;
        if (carries[i] && n.parent >= 0)
            carries[n.parent] = true;
    }
    QSet<int> required = boneNodes;
    for (unsigned a = 0; a < scene.mNumAnimations; ++a) {
        const aiAnimation *anim = scene.mAnimations[a];
        for (unsigned c = 0; c < anim->mNumChannels; ++c) {
            const int node = nodes.channelNode.value(a).value(c, -1);
            if (node >= 0 && carries[node])
                required.insert(node);
        }
    }

    // The common ancestor of everything required; the nodes strictly below
    // it on the way to a required node are kept so that world transforms
    // come out as Assimp computes them.
    auto depth = [&nodes](int n) {
        int d = 0;
        for (; nodes.nodes[n].parent >= 0; n = nodes.nodes[n].parent)
            ++d;
        return d;
    };
    int common = -1;
    for (int r : std::as_const(required)) {
        if (common < 0) {
            common = r;
            continue;
        }
        int a = common, b = r;
        int da = depth(a), db = depth(b);
        for (; da > db; --da)
            a = nodes.nodes[a].parent;
        for (; db > da; --db)
            b = nodes.nodes[b].parent;
        while (a != b) {
            a = nodes.nodes[a].parent;
            b = nodes.nodes[b].parent;
        }
        common = a;
    }
    QList<bool> keep(count, false);
    for (int r : std::as_const(required)) {
        keep[r] = true;
        for (int n = r; n >= 0 && n != common; n = nodes.nodes[n].parent)
            keep[n] = true;
    }

    // Bind world matrices from the bones' offset matrices, in the space of
    // the node that shows the mesh (identity for most exporters).
    QHash<int, QMatrix4x4> boneBind;
    QHash<QString, QMatrix4x4> orphanBind;
    QSet<QString> warnedBones;
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh *mesh = scene.mMeshes[m];
        const int shownBy = nodes.meshNode[int(m)];
        const QMatrix4x4 meshSpace = shownBy >= 0 ? nodes.nodes[shownBy].global : QMatrix4x4();
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const aiBone *bone = mesh->mBones[b];
            bool invertible = false;
            const QMatrix4x4 world = meshSpace * toMatrix(bone->mOffsetMatrix).inverted(&invertible);
            const QString name = toString(bone->mName);
            if (!invertible) {
                if (!warnedBones.contains(name))
                    warnings.append(
                        {path, -1, -1,
                         tr("bone %1: its offset matrix cannot be inverted; the node's rest pose is used").arg(name)});
                warnedBones.insert(name);
                continue;
            }
            const int node = nodes.boneNode.value(m).value(b, -1);
            QMatrix4x4 *known = node >= 0 ? (boneBind.contains(node) ? &boneBind[node] : nullptr)
                                          : (orphanBind.contains(name) ? &orphanBind[name] : nullptr);
            if (!known) {
                if (node >= 0)
                    boneBind.insert(node, world);
                else
                    orphanBind.insert(name, world);
            } else if (!nearlyEqual(*known, world) && !warnedBones.contains(name)) {
                warnings.append({path, -1, -1,
                                 tr("bone %1: meshes disagree on its bind pose; the first mesh's is used").arg(name)});
                warnedBones.insert(name);
            }
        }
    }

    for (qsizetype i = 0; i < count; ++i) {
        if (!keep[i])
            continue;
        SceneNode &n = nodes.nodes[i];
        int parentNode = n.parent;
        while (parentNode >= 0 && nodes.nodes[parentNode].joint < 0)
            parentNode = nodes.nodes[parentNode].parent;
        const int parentJoint = parentNode >= 0 ? nodes.nodes[parentNode].joint : -1;
        QMatrix4x4 world;
        if (boneBind.contains(int(i)))
            world = boneBind.value(int(i));
        else if (parentJoint >= 0)
            // Rigidly attached to its parent's bind pose, as in the rest pose.
            world = result.bindWorld[parentJoint] * nodes.nodes[result.jointNode[parentJoint]].global.inverted()
                    * n.global;
        else
            world = n.global;
        Joint joint;
        joint.name = toString(n.node->mName);
        joint.parent = parentJoint;
        joint.bind = Transform::fromMatrix(parentJoint >= 0 ? result.bindWorld[parentJoint].inverted() * world : world);
        n.joint = int(result.skeleton.joints.size());
        result.skeleton.joints.append(joint);
        result.bindWorld.append(world);
        result.jointNode.append(int(i));
        result.prefix.append(parentJoint >= 0 || n.parent < 0 ? QMatrix4x4() : nodes.nodes[n.parent].global);
        if (boneNodes.contains(int(i)) || !result.boneJoint.contains(joint.name))
            result.boneJoint.insert(joint.name, n.joint);
    }
    for (const QString &name : std::as_const(orphanBones)) {
        warnings.append({path, -1, -1,
                         tr("bone %1 has no node in the scene; it becomes a root joint without animation").arg(name)});
        Joint joint;
        joint.name = name;
        const QMatrix4x4 world = orphanBind.value(name);
        joint.bind = Transform::fromMatrix(world);
        result.boneJoint.insert(name, int(result.skeleton.joints.size()));
        result.skeleton.joints.append(joint);
        result.bindWorld.append(world);
        result.jointNode.append(-1);
        result.prefix.append(QMatrix4x4());
    }
    for (unsigned m = 0; m < scene.mNumMeshes; ++m) {
        const aiMesh *mesh = scene.mMeshes[m];
        for (unsigned b = 0; b < mesh->mNumBones; ++b) {
            const int node = nodes.boneNode.value(m).value(b, -1);
            const int joint = node >= 0 ? nodes.nodes[node].joint
                                        : result.boneJoint.value(toString(mesh->mBones[b]->mName), -1);
            result.boneJointOf.insert(mesh->mBones[b], joint);
        }
    }
    return result;
}

double chooseFrameRate(const QList<double> &keyTimes, double ticksPerSecond)
{
    const bool tickRateIsFrameRate = ticksPerSecond >= 1 && ticksPerSecond <= 240;
    QList<double> candidates;
    if (tickRateIsFrameRate)
        candidates << ticksPerSecond;
    candidates << 30 << 24 << 25 << 60 << 50 << 120;
    for (double fps : std::as_const(candidates)) {
        const bool fits = std::all_of(keyTimes.begin(), keyTimes.end(), [fps](double t) {
            const double frame = t * fps;
            return std::abs(frame - std::round(frame)) <= 1e-3;
        });
        if (fits)
            return fps;
    }
    return tickRateIsFrameRate ? ticksPerSecond : 30.0;
}

QList<Animation> importAnimations(const aiScene &scene, const SceneNodes &nodes, const SkeletonImport &skeleton,
                                  const QString &path, QList<Diagnostic> &warnings)
{
    QList<Animation> result;
    const qsizetype jointCount = skeleton.skeleton.joints.size();
    // What each joint's own node holds at rest, in Quarry's terms; a channel
    // the file leaves out holds this value in Assimp, the bind value in
    // Quarry, so a key is added where the two differ.
    QList<Transform> rest(jointCount);
    QList<Transform> prefix(jointCount);
    bool warnedShear = false;
    for (qsizetype j = 0; j < jointCount; ++j) {
        const int node = skeleton.jointNode[j];
        prefix[j] = Transform::fromMatrix(skeleton.prefix[j]);
        rest[j] = node >= 0 ? Transform::fromMatrix(skeleton.prefix[j] * nodes.nodes[node].local)
                            : skeleton.skeleton.joints[j].bind;
    }

    for (unsigned a = 0; a < scene.mNumAnimations; ++a) {
        const aiAnimation *anim = scene.mAnimations[a];
        const double tps = anim->mTicksPerSecond > 0 ? anim->mTicksPerSecond : 25.0;
        Animation out;
        out.name = toString(anim->mName);
        if (out.name.isEmpty())
            out.name = tr("animation %1").arg(a + 1);
        QList<double> times;
        double last = anim->mDuration > 0 ? anim->mDuration / tps : 0.0;
        QList<bool> animated(jointCount, false);
        int skipped = 0;
        for (unsigned c = 0; c < anim->mNumChannels; ++c) {
            const aiNodeAnim *channel = anim->mChannels[c];
            const int node = nodes.channelNode.value(a).value(c, -1);
            const int joint = node >= 0 ? nodes.nodes[node].joint : -1;
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
            for (unsigned k = 0; k < channel->mNumPositionKeys; ++k) {
                const aiVectorKey &key = channel->mPositionKeys[k];
                const QVector3D v(key.mValue.x, key.mValue.y, key.mValue.z);
                const double t = key.mTime / tps;
                track.translations.append({float(t), isIdentity ? v : pm.map(v)});
                times.append(t);
            }
            for (unsigned k = 0; k < channel->mNumRotationKeys; ++k) {
                const aiQuatKey &key = channel->mRotationKeys[k];
                const QQuaternion q = QQuaternion(key.mValue.w, key.mValue.x, key.mValue.y, key.mValue.z).normalized();
                const double t = key.mTime / tps;
                track.rotations.append({float(t), isIdentity ? q : (p.rotation * q).normalized()});
                times.append(t);
            }
            for (unsigned k = 0; k < channel->mNumScalingKeys; ++k) {
                const aiVectorKey &key = channel->mScalingKeys[k];
                const QVector3D s(key.mValue.x, key.mValue.y, key.mValue.z);
                const double t = key.mTime / tps;
                track.scales.append({float(t), isIdentity ? s : p.scale * s});
                times.append(t);
            }
            auto byTime = [](const auto &x, const auto &y) { return x.time < y.time; };
            std::stable_sort(track.translations.begin(), track.translations.end(), byTime);
            std::stable_sort(track.rotations.begin(), track.rotations.end(), byTime);
            std::stable_sort(track.scales.begin(), track.scales.end(), byTime);
            out.tracks.append(track);
        }
        if (skipped > 0)
            warnings.append({path, -1, -1,
                             tr("animation %1: %2 channels move nodes without geometry or bones (cameras, lights, "
                                "empty nodes) and were skipped")
                                 .arg(out.name)
                                 .arg(skipped)});
        // Morph channels are read by importMorphAnimations (AssimpMorphs.h).
        if (anim->mNumMeshChannels > 0)
            warnings.append({path, -1, -1, tr("animation %1: mesh channels are not imported").arg(out.name)});

        // Channels the file leaves out hold the node's rest value.
        sceneimport::addRestKeys(out, skeleton.skeleton, skeleton.jointNode, rest);
        std::sort(out.tracks.begin(), out.tracks.end(),
                  [](const JointTrack &x, const JointTrack &y) { return x.joint < y.joint; });

        for (double t : std::as_const(times))
            last = std::max(last, t);
        out.duration = last;
        out.fps = chooseFrameRate(times, anim->mTicksPerSecond);
        result.append(out);
    }
    return result;
}

} // namespace quarry::assimp
