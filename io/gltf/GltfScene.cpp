#include "io/gltf/GltfScene.h"

#include "io/SceneImport.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace quarry::gltf {

namespace {

QUARRY_NAMESPACE_TR("quarry::gltf")
using sceneimport::nearlyEqual;

QMatrix4x4 columnMajor(const float *v)
{
    QMatrix4x4 m;
    for (int c = 0; c < 4; ++c)
        for (int r = 0; r < 4; ++r)
            m(r, c) = v[c * 4 + r];
    return m;
}

} // namespace

QString nodeName(const tinygltf::Model &model, int node)
{
    if (node < 0 || size_t(node) >= model.nodes.size())
        return {};
    const std::string &name = model.nodes[size_t(node)].name;
    return name.empty() ? QStringLiteral("nodes[%1]").arg(node) : QString::fromStdString(name);
}

QMatrix4x4 nodeMatrix(const tinygltf::Node &node)
{
    QMatrix4x4 m;
    if (node.matrix.size() == 16) {
        float v[16];
        for (int i = 0; i < 16; ++i)
            v[i] = float(node.matrix[size_t(i)]);
        return columnMajor(v);
    }
    if (node.translation.size() == 3)
        m.translate(float(node.translation[0]), float(node.translation[1]), float(node.translation[2]));
    if (node.rotation.size() == 4)
        m.rotate(QQuaternion(float(node.rotation[3]), float(node.rotation[0]), float(node.rotation[1]),
                             float(node.rotation[2])));
    if (node.scale.size() == 3)
        m.scale(float(node.scale[0]), float(node.scale[1]), float(node.scale[2]));
    return m;
}

bool buildTree(const tinygltf::Model &model, SceneTree &tree, QString *error)
{
    const qsizetype count = qsizetype(model.nodes.size());
    tree.firstOf.fill(-1, count);
    tree.meshNode.fill(-1, qsizetype(model.meshes.size()));
    tree.meshSkin.fill(-1, qsizetype(model.meshes.size()));
    QList<int> roots;
    const int scene = model.defaultScene >= 0 ? model.defaultScene : 0;
    if (size_t(scene) < model.scenes.size())
        for (int n : model.scenes[size_t(scene)].nodes)
            if (n >= 0 && n < count)
                roots.append(n);
    // Shared nodes appear once per parent; a bound keeps a file that shares
    // a subtree at every level from growing without end.
    const qsizetype limit = count * 16 + 4096;
    struct Item
    {
        int source;
        int parent;
        QList<int> path; // glTF nodes above, to find cycles
    };
    QList<Item> stack;
    if (roots.size() != 1) {
        TreeNode root;
        root.name = QStringLiteral("ROOT");
        tree.nodes.append(root);
        for (qsizetype i = roots.size(); i-- > 0;)
            stack.append({roots[i], 0, {}});
    } else {
        stack.append({roots[0], -1, {}});
    }
    while (!stack.isEmpty()) {
        Item item = stack.takeLast();
        if (item.path.contains(item.source)) {
            *error = tr("node %1 is its own ancestor").arg(item.source);
            return false;
        }
        if (tree.nodes.size() >= limit) {
            *error = tr("the node tree has more than %1 nodes (nodes shown by many parents)").arg(limit);
            return false;
        }
        const tinygltf::Node &source = model.nodes[size_t(item.source)];
        TreeNode node;
        node.source = item.source;
        node.parent = item.parent;
        node.name = nodeName(model, item.source);
        node.local = nodeMatrix(source);
        node.global = item.parent >= 0 ? tree.nodes[item.parent].global * node.local : node.local;
        const int index = int(tree.nodes.size());
        if (source.mesh >= 0 && size_t(source.mesh) < model.meshes.size()
            && !model.meshes[size_t(source.mesh)].primitives.empty()) {
            node.showsMesh = true;
            if (tree.meshNode[source.mesh] < 0)
                tree.meshNode[source.mesh] = index;
            if (tree.meshSkin[source.mesh] < 0 && source.skin >= 0 && size_t(source.skin) < model.skins.size())
                tree.meshSkin[source.mesh] = source.skin;
        }
        if (tree.firstOf[item.source] < 0)
            tree.firstOf[item.source] = index;
        tree.nodes.append(node);
        item.path.append(item.source);
        for (size_t i = source.children.size(); i-- > 0;) {
            const int child = source.children[i];
            if (child >= 0 && child < count)
                stack.append({child, index, item.path});
        }
    }
    return true;
}

bool buildSkeleton(const tinygltf::Model &model, SceneTree &tree, const Accessors &data, SkeletonBuild &out,
                   const QString &path, QList<Diagnostic> &warnings, DataError *error)
{
    QList<TreeNode> &nodes = tree.nodes;
    const qsizetype count = nodes.size();
    const qsizetype skinCount = qsizetype(model.skins.size());

    // Each skin's inverse bind matrices (identity where the file has none).
    QList<QList<QMatrix4x4>> inverseBind(skinCount);
    for (qsizetype s = 0; s < skinCount; ++s) {
        const tinygltf::Skin &skin = model.skins[size_t(s)];
        QList<QMatrix4x4> &list = inverseBind[s];
        list.fill(QMatrix4x4(), qsizetype(skin.joints.size()));
        if (skin.inverseBindMatrices < 0)
            continue;
        std::vector<float> values;
        size_t n = 0;
        if (!data.floats(skin.inverseBindMatrices, 16, values, n, error))
            return false;
        for (size_t j = 0; j < n && j < skin.joints.size(); ++j)
            list[qsizetype(j)] = columnMajor(values.data() + j * 16);
    }

    // The skins that meshes use, the nodes their joints are, and joints
    // outside the scene's tree (orphans, by name).
    auto boneName = [&model](int skin, size_t b) {
        const int n = model.skins[size_t(skin)].joints[b];
        return n >= 0 && size_t(n) < model.nodes.size() && !model.nodes[size_t(n)].name.empty()
                   ? QString::fromStdString(model.nodes[size_t(n)].name)
                   : QStringLiteral("bone_%1").arg(b);
    };
    auto boneNode = [&model, &tree](int skin, size_t b) {
        const int n = model.skins[size_t(skin)].joints[b];
        return n >= 0 && n < tree.firstOf.size() ? tree.firstOf[n] : -1;
    };
    QSet<int> boneNodes;
    QList<QString> orphanBones;
    for (qsizetype m = 0; m < tree.meshSkin.size(); ++m) {
        const int skin = tree.meshSkin[m];
        if (skin < 0)
            continue;
        for (size_t b = 0; b < model.skins[size_t(skin)].joints.size(); ++b) {
            const int node = boneNode(skin, b);
            if (node >= 0)
                boneNodes.insert(node);
            else if (!orphanBones.contains(boneName(skin, b)))
                orphanBones.append(boneName(skin, b));
        }
    }
    QList<bool> carries(count, false);
    for (qsizetype i = count; i-- > 0;) {
        if (nodes[i].showsMesh || boneNodes.contains(int(i)))
            carries[i] = true;
        if (carries[i] && nodes[i].parent >= 0)
            carries[nodes[i].parent] = true;
    }
    QSet<int> required = boneNodes;
    for (const tinygltf::Animation &anim : model.animations)
        for (const tinygltf::AnimationChannel &channel : anim.channels) {
            if (channel.sampler < 0 || size_t(channel.sampler) >= anim.samplers.size()
                || channel.target_path == "weights" || channel.target_node < 0
                || channel.target_node >= tree.firstOf.size())
                continue;
            const int node = tree.firstOf[channel.target_node];
            if (node >= 0 && carries[node])
                required.insert(node);
        }

    // The common ancestor of everything required; the nodes strictly below
    // it on the way to a required node are kept.
    auto depth = [&nodes](int n) {
        int d = 0;
        for (; nodes[n].parent >= 0; n = nodes[n].parent)
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
            a = nodes[a].parent;
        for (; db > da; --db)
            b = nodes[b].parent;
        while (a != b) {
            a = nodes[a].parent;
            b = nodes[b].parent;
        }
        common = a;
    }
    QList<bool> keep(count, false);
    for (int r : std::as_const(required)) {
        keep[r] = true;
        for (int n = r; n >= 0 && n != common; n = nodes[n].parent)
            keep[n] = true;
    }

    // Bind world matrices from the inverse bind matrices, in the space of
    // the node that shows the mesh.
    QHash<int, QMatrix4x4> boneBind;
    QHash<QString, QMatrix4x4> orphanBind;
    QSet<QString> warnedBones;
    for (qsizetype m = 0; m < tree.meshSkin.size(); ++m) {
        const int skin = tree.meshSkin[m];
        if (skin < 0)
            continue;
        const int shownBy = tree.meshNode[m];
        const QMatrix4x4 meshSpace = shownBy >= 0 ? nodes[shownBy].global : QMatrix4x4();
        for (size_t b = 0; b < model.skins[size_t(skin)].joints.size(); ++b) {
            bool invertible = false;
            const QMatrix4x4 world = meshSpace * inverseBind[skin][qsizetype(b)].inverted(&invertible);
            const QString name = boneName(skin, b);
            if (!invertible) {
                if (!warnedBones.contains(name))
                    warnings.append(
                        {path, -1, -1,
                         tr("joint %1: its inverse bind matrix cannot be inverted; the node's rest pose is used")
                             .arg(name)});
                warnedBones.insert(name);
                continue;
            }
            const int node = boneNode(skin, b);
            QMatrix4x4 *known = node >= 0 ? (boneBind.contains(node) ? &boneBind[node] : nullptr)
                                          : (orphanBind.contains(name) ? &orphanBind[name] : nullptr);
            if (!known) {
                if (node >= 0)
                    boneBind.insert(node, world);
                else
                    orphanBind.insert(name, world);
            } else if (!nearlyEqual(*known, world) && !warnedBones.contains(name)) {
                warnings.append({path, -1, -1,
                                 tr("joint %1: meshes disagree on its bind pose; the first mesh's is used").arg(name)});
                warnedBones.insert(name);
            }
        }
    }

    QHash<QString, int> byName;
    for (qsizetype i = 0; i < count; ++i) {
        if (!keep[i])
            continue;
        TreeNode &n = nodes[i];
        int parentNode = n.parent;
        while (parentNode >= 0 && nodes[parentNode].joint < 0)
            parentNode = nodes[parentNode].parent;
        const int parentJoint = parentNode >= 0 ? nodes[parentNode].joint : -1;
        QMatrix4x4 world;
        if (boneBind.contains(int(i)))
            world = boneBind.value(int(i));
        else if (parentJoint >= 0)
            // Rigidly attached to its parent's bind pose, as in the rest pose.
            world = out.bindWorld[parentJoint] * nodes[out.jointNode[parentJoint]].global.inverted() * n.global;
        else
            world = n.global;
        Joint joint;
        joint.name = n.name;
        joint.parent = parentJoint;
        joint.bind = Transform::fromMatrix(parentJoint >= 0 ? out.bindWorld[parentJoint].inverted() * world : world);
        n.joint = int(out.skeleton.joints.size());
        out.skeleton.joints.append(joint);
        out.bindWorld.append(world);
        out.jointNode.append(int(i));
        out.prefix.append(parentJoint >= 0 || n.parent < 0 ? QMatrix4x4() : nodes[n.parent].global);
    }
    for (const QString &name : std::as_const(orphanBones)) {
        warnings.append(
            {path, -1, -1, tr("joint %1 is not in the scene; it becomes a root joint without animation").arg(name)});
        Joint joint;
        joint.name = name;
        const QMatrix4x4 world = orphanBind.value(name);
        joint.bind = Transform::fromMatrix(world);
        byName.insert(name, int(out.skeleton.joints.size()));
        out.skeleton.joints.append(joint);
        out.bindWorld.append(world);
        out.jointNode.append(-1);
        out.prefix.append(QMatrix4x4());
    }
    out.skinJoints = QList<QList<int>>(skinCount);
    for (qsizetype s = 0; s < skinCount; ++s)
        for (size_t b = 0; b < model.skins[size_t(s)].joints.size(); ++b) {
            const int node = boneNode(int(s), b);
            out.skinJoints[s].append(node >= 0 ? nodes[node].joint : byName.value(boneName(int(s), b), -1));
        }
    return true;
}

} // namespace quarry::gltf
