#include "model/ops/SkeletonEdit.h"

#include <QSet>

#include <functional>
#include <queue>

namespace quarry {

QList<int> unusedJoints(const Model &model)
{
    const qsizetype n = model.skeleton.joints.size();
    QList<bool> used(n, false);
    for (const Mesh &mesh : model.meshes) {
        if (!mesh.isSkinned())
            continue;
        for (qsizetype i = 0; i < mesh.blendWeights.size() && i < mesh.blendIndexes.size(); ++i)
            if (mesh.blendWeights[i] > 0 && mesh.blendIndexes[i] < quint32(n))
                used[mesh.blendIndexes[i]] = true;
    }
    // Children come after parents: walk backwards to carry use up the tree.
    for (qsizetype j = n - 1; j >= 0; --j) {
        const int p = model.skeleton.joints[j].parent;
        if (used[j] && p >= 0 && p < j)
            used[p] = true;
    }
    QList<int> unused;
    for (qsizetype j = 0; j < n; ++j)
        if (!used[j])
            unused.append(int(j));
    return unused;
}

qsizetype removeJoints(Model &model, const QList<int> &joints)
{
    QList<Joint> &list = model.skeleton.joints;
    const qsizetype n = list.size();
    QList<bool> removed(n, false);
    qsizetype count = 0;
    for (int j : joints)
        if (j >= 0 && j < n && !removed[j]) {
            removed[j] = true;
            ++count;
        }
    if (count == 0)
        return 0;
    // Nearest kept ancestor of each joint (itself when kept) and the bind
    // transform from that ancestor's frame to each removed joint's frame.
    QList<int> keptAncestor(n, -1);
    QList<QMatrix4x4> fromKept(n); // removed joints only
    QList<int> newIndex(n, -1);
    int next = 0;
    for (qsizetype j = 0; j < n; ++j) {
        const int p = list[j].parent;
        if (!removed[j]) {
            keptAncestor[j] = int(j);
            newIndex[j] = next++;
            continue;
        }
        keptAncestor[j] = p >= 0 ? keptAncestor[p] : -1;
        fromKept[j] = (p >= 0 && removed[p] ? fromKept[p] : QMatrix4x4()) * list[j].bind.toMatrix();
    }
    QList<Joint> kept;
    for (qsizetype j = 0; j < n; ++j) {
        if (removed[j])
            continue;
        Joint joint = list[j];
        const int p = joint.parent;
        if (p >= 0 && removed[p]) {
            joint.bind = Transform::fromMatrix(fromKept[p] * joint.bind.toMatrix());
            joint.parent = keptAncestor[p] >= 0 ? newIndex[keptAncestor[p]] : -1;
        } else if (p >= 0) {
            joint.parent = newIndex[p];
        }
        kept.append(joint);
    }
    list = kept;
    for (Mesh &mesh : model.meshes) {
        if (mesh.influencesPerVertex <= 0)
            continue;
        for (qsizetype i = 0; i < mesh.blendIndexes.size(); ++i) {
            const quint32 old = mesh.blendIndexes[i];
            if (old >= quint32(n))
                continue;
            const int target = keptAncestor[old];
            if (target >= 0) {
                mesh.blendIndexes[i] = quint32(newIndex[target]);
            } else {
                mesh.blendIndexes[i] = 0;
                if (i < mesh.blendWeights.size())
                    mesh.blendWeights[i] = 0.0f;
            }
        }
    }
    for (Animation &a : model.animations) {
        QList<JointTrack> tracks;
        for (const JointTrack &t : std::as_const(a.tracks)) {
            if (t.joint >= 0 && t.joint < n && removed[t.joint])
                continue;
            JointTrack copy = t;
            if (t.joint >= 0 && t.joint < n)
                copy.joint = newIndex[t.joint];
            tracks.append(copy);
        }
        a.tracks = tracks;
    }
    return count;
}

void reorderJoints(Model &model, const QList<int> &order)
{
    QList<Joint> &list = model.skeleton.joints;
    const qsizetype n = list.size();
    QList<int> newIndex(n, -1);
    for (qsizetype i = 0; i < order.size(); ++i)
        newIndex[order[i]] = int(i);
    QList<Joint> reordered;
    for (int old : order) {
        Joint j = list[old];
        if (j.parent >= 0)
            j.parent = newIndex[j.parent];
        reordered.append(j);
    }
    list = reordered;
    for (Mesh &mesh : model.meshes)
        for (quint32 &i : mesh.blendIndexes)
            if (i < quint32(n))
                i = quint32(newIndex[i]);
    for (Animation &a : model.animations)
        for (JointTrack &t : a.tracks)
            if (t.joint >= 0 && t.joint < n)
                t.joint = newIndex[t.joint];
}

bool reparentJoint(Model &model, int joint, int newParent)
{
    QList<Joint> &list = model.skeleton.joints;
    const int n = int(list.size());
    if (joint < 0 || joint >= n || newParent < -1 || newParent >= n || newParent == joint)
        return false;
    for (int a = newParent; a >= 0; a = list[a].parent)
        if (a == joint)
            return false; // the new parent is in the joint's own subtree
    if (list[joint].parent == newParent)
        return false;
    const QList<QMatrix4x4> world = model.skeleton.bindWorldMatrices();
    const QMatrix4x4 parentWorld = newParent >= 0 ? world[newParent] : QMatrix4x4();
    list[joint].bind = Transform::fromMatrix(parentWorld.inverted() * world[joint]);
    list[joint].parent = newParent;
    if (newParent < joint)
        return true;
    // Parents must come first: place joints in index order as soon as their
    // parent is placed (keeps the order wherever it was already valid).
    QList<QList<int>> children(n);
    std::priority_queue<int, std::vector<int>, std::greater<int>> ready;
    for (int j = 0; j < n; ++j) {
        if (list[j].parent < 0)
            ready.push(j);
        else
            children[list[j].parent].append(j);
    }
    QList<int> order;
    while (!ready.empty()) {
        const int j = ready.top();
        ready.pop();
        order.append(j);
        for (int c : children[j])
            ready.push(c);
    }
    reorderJoints(model, order);
    return true;
}

qsizetype renameJoints(Model &model, const QRegularExpression &pattern, const QString &replacement)
{
    if (!pattern.isValid())
        return 0;
    qsizetype changed = 0;
    for (Joint &j : model.skeleton.joints) {
        QString name = j.name;
        name.replace(pattern, replacement);
        if (name != j.name) {
            j.name = name;
            ++changed;
        }
    }
    return changed;
}

} // namespace quarry
