#include "model/commands/ModelDiffCommand.h"

#include "model/commands/UndoBytes.h"

#include <algorithm>

namespace quarry {

namespace {

// Whether the indexes of a mesh's vertices and faces still name what they
// named: nothing renumbered, or only vertices and faces appended.
bool keepsIndexes(const Mesh &before, const Mesh &after)
{
    const qsizetype vertices = before.vertexCount();
    const qsizetype faces = before.triangles.size();
    if (after.vertexCount() == vertices && after.triangles == before.triangles)
        return true;
    if (after.vertexCount() < vertices || after.triangles.size() < faces || after.positions.size() < vertices)
        return false;
    return std::equal(before.triangles.cbegin(), before.triangles.cend(), after.triangles.cbegin())
           && std::equal(before.positions.cbegin(), before.positions.cend(), after.positions.cbegin());
}

// Of the faces, those still at their index with the same corners (an
// unweld or a seam split gives a face other vertices at the same places).
QList<quint32> facesInPlace(const Mesh &before, const Mesh &after, const QList<quint32> &faces)
{
    QList<quint32> kept;
    if (before.triangles.size() != after.triangles.size())
        return kept;
    auto corner = [](const Mesh &mesh, quint32 v) {
        return v < quint32(mesh.positions.size()) ? mesh.positions[v] : QVector3D();
    };
    for (quint32 f : faces) {
        if (f >= quint32(before.triangles.size()))
            continue;
        const Triangle &was = before.triangles[f];
        const Triangle &is = after.triangles[f];
        if (corner(before, was[0]) == corner(after, is[0]) && corner(before, was[1]) == corner(after, is[1])
            && corner(before, was[2]) == corner(after, is[2]))
            kept.append(f);
    }
    return kept;
}

// The selection after an edit from `before` to `after`, where the command
// says nothing of it: a mesh whose vertices or faces were renumbered loses
// its selected vertices and the faces that did not stay in place, and a
// list that lost or gained members (meshes, materials, joints, clips,
// shapes) its selected members, rather than keep indexes that now name
// something the user never picked.
Selection followingSelection(const Model &before, const Model &after, Selection s)
{
    if (before.meshes.size() != after.meshes.size()) {
        s.meshes.clear();
        s.vertices.clear();
        s.faces.clear();
    } else {
        auto follow = [&](QMap<int, QList<quint32>> &elements, bool faces) {
            for (auto it = elements.begin(); it != elements.end();) {
                const int m = it.key();
                if (m < 0 || m >= before.meshes.size()) {
                    it = elements.erase(it);
                    continue;
                }
                if (keepsIndexes(before.meshes[m], after.meshes[m])) {
                    ++it;
                    continue;
                }
                const QList<quint32> kept = faces ? facesInPlace(before.meshes[m], after.meshes[m], *it)
                                                  : QList<quint32>();
                if (kept.isEmpty()) {
                    it = elements.erase(it);
                } else {
                    *it = kept;
                    ++it;
                }
            }
        };
        follow(s.vertices, false);
        follow(s.faces, true);
    }
    if (before.materials.size() != after.materials.size())
        s.materials.clear();
    if (before.skeleton.joints.size() != after.skeleton.joints.size())
        s.joints.clear();
    if (before.animations.size() != after.animations.size())
        s.animations.clear();
    if (before.shapes.size() != after.shapes.size())
        s.shapes.clear();
    return s;
}

} // namespace

void ModelDiffCommand::capture(const Model &after)
{
    const Model &before = document()->model();
    m_before = {};
    m_after = {};
    bool changed = false;
    if (before.meshes.size() == after.meshes.size()) {
        for (int i = 0; i < before.meshes.size(); ++i)
            if (!(before.meshes[i] == after.meshes[i])) {
                Mesh changedMesh = after.meshes[i];
                shareUnchanged(before.meshes[i], changedMesh);
                m_before.meshes.insert(i, before.meshes[i]);
                m_after.meshes.insert(i, std::move(changedMesh));
                changed = true;
            }
    } else {
        m_before.meshList = before.meshes;
        m_after.meshList = after.meshes;
        // Meshes kept in place by an edit that added or removed others.
        for (qsizetype i = 0; i < qMin(before.meshes.size(), after.meshes.size()); ++i)
            if (before.meshes[i] == after.meshes[i])
                (*m_after.meshList)[i] = before.meshes[i];
        changed = true;
    }
    auto part = [&changed](const auto &b, const auto &a, auto &slotBefore, auto &slotAfter) {
        if (b == a)
            return;
        slotBefore = b;
        slotAfter = a;
        changed = true;
    };
    part(before.materials, after.materials, m_before.materials, m_after.materials);
    if (!(before.skeleton == after.skeleton)) {
        // Renamed joints are told one by one; any other change of the
        // skeleton (hierarchy, bind poses) as one.
        bool renamesOnly = before.skeleton.size() == after.skeleton.size();
        for (qsizetype j = 0; renamesOnly && j < before.skeleton.size(); ++j) {
            Joint renamed = before.skeleton.joints[j];
            renamed.name = after.skeleton.joints[j].name;
            renamesOnly = renamed == after.skeleton.joints[j];
        }
        if (renamesOnly) {
            for (int j = 0; j < before.skeleton.size(); ++j)
                if (!(before.skeleton.joints[j] == after.skeleton.joints[j])) {
                    m_before.joints.insert(j, before.skeleton.joints[j]);
                    m_after.joints.insert(j, after.skeleton.joints[j]);
                }
        } else {
            m_before.skeleton = before.skeleton;
            m_after.skeleton = after.skeleton;
        }
        changed = true;
    }
    part(before.animations, after.animations, m_before.animations, m_after.animations);
    part(before.shapes, after.shapes, m_before.shapes, m_after.shapes);
    part(before.extras, after.extras, m_before.extras, m_after.extras);
    m_before.hidden = document()->hiddenFaces();
    // A hidden face stays hidden where the same triangle is still at its
    // index; commands that renumber faces remap them (hiddenAfter()).
    m_after.hidden = {};
    for (auto it = m_before.hidden.cbegin(); it != m_before.hidden.cend(); ++it) {
        const int m = it.key();
        if (m < 0 || m >= before.meshes.size() || m >= after.meshes.size())
            continue;
        const QList<Triangle> &was = before.meshes[m].triangles;
        const QList<Triangle> &is = after.meshes[m].triangles;
        if (was == is) {
            m_after.hidden.insert(m, it.value());
            continue;
        }
        QList<quint32> kept;
        for (quint32 f : it.value())
            if (f < quint32(was.size()) && f < quint32(is.size()) && was[f] == is[f])
                kept.append(f);
        if (!kept.isEmpty())
            m_after.hidden.insert(m, kept);
    }
    // Undo gives back the selection such an edit dropped; a command that
    // knows where its selection goes says so with setSelectionAfter().
    const Selection selection = document()->selection();
    const Selection following = followingSelection(before, after, selection);
    m_selectionBefore.reset();
    m_selectionAfter.reset();
    if (changed && !(following == selection)) {
        m_selectionBefore = selection;
        m_selectionAfter = following;
    }
    setObsolete(!changed);
}

qint64 ModelDiffCommand::partsBytes(const Parts &parts)
{
    qint64 n = elementBytes(parts.hidden);
    for (const Joint &j : parts.joints)
        n += jointBytes(j);
    if (parts.materials)
        for (const Material &m : *parts.materials)
            n += materialBytes(m);
    if (parts.skeleton)
        n += skeletonBytes(*parts.skeleton);
    if (parts.animations)
        for (const Animation &a : *parts.animations)
            n += animationBytes(a);
    if (parts.shapes)
        for (const Shape &s : *parts.shapes)
            n += shapeBytes(s);
    if (parts.extras)
        n += extrasBytes(*parts.extras);
    return n;
}

qint64 ModelDiffCommand::undoBytes() const
{
    qint64 n = partsBytes(m_before) + partsBytes(m_after);
    for (auto it = m_before.meshes.cbegin(); it != m_before.meshes.cend(); ++it)
        n += meshPairBytes(it.value(), m_after.meshes.value(it.key()));
    if (m_before.meshList && m_after.meshList) {
        // A mesh kept in place by the edit is the same mesh on both sides.
        const QList<Mesh> &b = *m_before.meshList;
        const QList<Mesh> &a = *m_after.meshList;
        for (qsizetype i = 0; i < b.size(); ++i)
            n += i < a.size() && b[i].positions.isSharedWith(a[i].positions) ? meshPairBytes(b[i], a[i])
                                                                             : meshBytes(b[i]);
        for (qsizetype i = 0; i < a.size(); ++i)
            if (!(i < b.size() && b[i].positions.isSharedWith(a[i].positions)))
                n += meshBytes(a[i]);
    }
    if (m_selectionBefore)
        n += selectionBytes(*m_selectionBefore);
    if (m_selectionAfter)
        n += selectionBytes(*m_selectionAfter);
    return n;
}

void ModelDiffCommand::apply(const Parts &parts)
{
    Model &m = model();
    for (auto it = parts.meshes.cbegin(); it != parts.meshes.cend(); ++it) {
        m.meshes[it.key()] = it.value();
        notifyMeshChanged(it.key());
    }
    if (parts.meshList) {
        m.meshes = *parts.meshList;
        notifyMeshesReset();
    }
    if (parts.materials) {
        m.materials = *parts.materials;
        notifyMaterialsChanged();
    }
    for (auto it = parts.joints.cbegin(); it != parts.joints.cend(); ++it) {
        m.skeleton.joints[it.key()] = it.value();
        notifyJointChanged(it.key());
    }
    if (parts.skeleton) {
        m.skeleton = *parts.skeleton;
        notifySkeletonChanged();
    }
    if (parts.animations) {
        m.animations = *parts.animations;
        notifyAnimationsChanged();
    }
    if (parts.shapes) {
        m.shapes = *parts.shapes;
        notifyShapesChanged();
    }
    if (parts.extras)
        m.extras = *parts.extras;
    document()->setHiddenFaces(parts.hidden);
    pruneSelection();
}

void ModelDiffCommand::pruneSelection()
{
    const Model &m = model();
    Selection s = document()->selection();
    auto prune = [](QList<int> &list, qsizetype size) { list.removeIf([size](int i) { return i < 0 || i >= size; }); };
    prune(s.meshes, m.meshes.size());
    prune(s.materials, m.materials.size());
    prune(s.joints, m.skeleton.joints.size());
    prune(s.animations, m.animations.size());
    prune(s.shapes, m.shapes.size());
    auto pruneElements = [&m](QMap<int, QList<quint32>> &map, bool faces) {
        for (auto it = map.begin(); it != map.end();) {
            if (it.key() < 0 || it.key() >= m.meshes.size()) {
                it = map.erase(it);
                continue;
            }
            const qsizetype size = faces ? m.meshes[it.key()].triangles.size() : m.meshes[it.key()].vertexCount();
            it->removeIf([size](quint32 i) { return i >= quint32(size); });
            it = it->isEmpty() ? map.erase(it) : std::next(it);
        }
    };
    pruneElements(s.vertices, false);
    pruneElements(s.faces, true);
    document()->setSelection(s);
}

void ModelDiffCommand::remapHiddenFaces(const QMap<int, QList<qint64>> &maps)
{
    for (auto it = maps.cbegin(); it != maps.cend(); ++it) {
        const QList<quint32> hidden = remapFaces(m_before.hidden.value(it.key()), it.value());
        if (hidden.isEmpty())
            m_after.hidden.remove(it.key());
        else
            m_after.hidden[it.key()] = hidden;
    }
}

QList<quint32> ModelDiffCommand::remapFaces(const QList<quint32> &faces, const QList<qint64> &map)
{
    QList<quint32> result;
    for (quint32 f : faces)
        if (f < quint32(map.size()) && map[f] >= 0)
            result.append(quint32(map[f]));
    return result;
}

QList<int> ModelDiffCommand::meshesOrAll(const Model &model, const QList<int> &meshes)
{
    QList<int> result;
    if (meshes.isEmpty()) {
        for (int i = 0; i < model.meshes.size(); ++i)
            result.append(i);
        return result;
    }
    for (int i : meshes)
        if (i >= 0 && i < model.meshes.size() && !result.contains(i))
            result.append(i);
    return result;
}

void ModelDiffCommand::setSelectionAfter(const Selection &selection)
{
    m_selectionBefore = document()->selection();
    m_selectionAfter = selection;
}

void ModelDiffCommand::redo()
{
    if (isObsolete())
        return;
    apply(m_after);
    if (m_selectionAfter) {
        document()->setSelection(*m_selectionAfter);
        pruneSelection();
    }
}

void ModelDiffCommand::undo()
{
    if (isObsolete())
        return;
    apply(m_before);
    if (m_selectionBefore) {
        document()->setSelection(*m_selectionBefore);
        pruneSelection();
    }
}

} // namespace quarry
