#include "model/ops/ModelSelect.h"

#include "model/ops/SelectionOps.h"

#include <QSet>

#include <algorithm>
#include <functional>

namespace quarry {

QList<bool> hiddenFaceMask(const Mesh &mesh, const QList<quint32> &hidden)
{
    QList<bool> mask(mesh.triangles.size(), false);
    for (quint32 f : hidden)
        if (f < quint32(mask.size()))
            mask[f] = true;
    return mask;
}

QList<bool> hiddenVertexMask(const Mesh &mesh, const QList<quint32> &hidden)
{
    QList<bool> mask(mesh.vertexCount(), false);
    if (hidden.isEmpty())
        return mask;
    const QList<bool> faces = hiddenFaceMask(mesh, hidden);
    QList<bool> shown(mesh.vertexCount(), false);
    QList<bool> used(mesh.vertexCount(), false);
    for (qsizetype i = 0; i < mesh.triangles.size(); ++i)
        for (quint32 v : mesh.triangles[i])
            if (v < quint32(used.size())) {
                used[v] = true;
                shown[v] = shown[v] || !faces[i];
            }
    for (qsizetype v = 0; v < mask.size(); ++v)
        mask[v] = used[v] && !shown[v];
    return mask;
}

namespace {

// Sorts and drops repeats; lists that already are so (the usual case) cost one pass.
void sortUnique(QList<quint32> &list)
{
    if (std::adjacent_find(list.cbegin(), list.cend(), std::greater_equal<quint32>()) == list.cend())
        return;
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
}

bool meshUsable(const Model &model, int index)
{
    return index >= 0 && index < model.meshes.size() && model.meshes[index].validate().isEmpty();
}

MeshTopology topologyOf(const Model &model, int mesh, const HiddenFaces &hidden)
{
    const Mesh &m = model.meshes[mesh];
    return meshTopology(m, hidden.contains(mesh) ? hiddenFaceMask(m, hidden.value(mesh)) : QList<bool>());
}

QList<quint32> visibleOnly(const QList<quint32> &list, const QList<bool> &hiddenMask)
{
    QList<quint32> out;
    for (quint32 i : list)
        if (i >= quint32(hiddenMask.size()) || !hiddenMask[i])
            out.append(i);
    return out;
}

// Applies per-mesh functions to the vertex or face lists of the selection.
template<typename Faces, typename Vertices>
Selection perMesh(const Model &model, const Selection &selection, const HiddenFaces &hidden, Faces faces,
                  Vertices vertices)
{
    Selection out = selection;
    if (selection.mode == Selection::Mode::Faces) {
        out.faces.clear();
        for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it) {
            if (!meshUsable(model, it.key()))
                continue;
            const MeshTopology t = topologyOf(model, it.key(), hidden);
            const QList<quint32> list = faces(model.meshes[it.key()], t, it.value());
            if (!list.isEmpty())
                out.faces.insert(it.key(), list);
        }
    } else if (selection.mode == Selection::Mode::Vertices) {
        out.vertices.clear();
        for (auto it = selection.vertices.cbegin(); it != selection.vertices.cend(); ++it) {
            if (!meshUsable(model, it.key()))
                continue;
            const Mesh &mesh = model.meshes[it.key()];
            const MeshTopology t = topologyOf(model, it.key(), hidden);
            const QList<quint32> list = visibleOnly(vertices(mesh, t, it.value()),
                                                    hiddenVertexMask(mesh, hidden.value(it.key())));
            if (!list.isEmpty())
                out.vertices.insert(it.key(), list);
        }
    }
    return out;
}

QList<quint32> allBut(qsizetype count, const QList<quint32> &selected, const QList<bool> &hiddenMask)
{
    QList<bool> taken(count, false);
    for (quint32 i : selected)
        if (i < quint32(count))
            taken[i] = true;
    QList<quint32> out;
    for (qsizetype i = 0; i < count; ++i)
        if (!taken[i] && !(i < hiddenMask.size() && hiddenMask[i]))
            out.append(quint32(i));
    return out;
}

QList<int> meshesOrAll(const Model &model, const Selection &selection)
{
    QList<int> meshes = selectedMeshes(selection);
    if (meshes.isEmpty())
        for (int i = 0; i < model.meshes.size(); ++i)
            meshes.append(i);
    return meshes;
}

template<typename Find>
Selection verticesOf(const Model &model, const Selection &selection, const HiddenFaces &hidden, Find find)
{
    Selection out;
    out.mode = Selection::Mode::Vertices;
    for (int m : meshesOrAll(model, selection)) {
        if (!meshUsable(model, m))
            continue;
        const Mesh &mesh = model.meshes[m];
        const QList<bool> hiddenMask = hidden.contains(m) ? hiddenFaceMask(mesh, hidden.value(m)) : QList<bool>();
        const MeshTopology t = meshTopology(mesh, hiddenMask);
        const QList<quint32> list = find(mesh, t, hiddenMask);
        if (!list.isEmpty()) {
            out.vertices.insert(m, list);
            out.meshes.append(m);
        }
    }
    return out;
}

} // namespace

QList<int> selectedMeshes(const Selection &selection)
{
    QList<int> meshes = selection.meshes;
    for (int m : selection.vertices.keys() + selection.faces.keys())
        meshes.append(m);
    std::sort(meshes.begin(), meshes.end());
    meshes.erase(std::unique(meshes.begin(), meshes.end()), meshes.end());
    return meshes;
}

Selection selectConnected(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    // Union-find rather than the topology the ring operations use: one
    // pass over the triangles, for million-triangle meshes.
    Selection out = selection;
    const bool faces = selection.mode == Selection::Mode::Faces;
    if (!faces && selection.mode != Selection::Mode::Vertices)
        return out;
    QMap<int, QList<quint32>> &lists = faces ? out.faces : out.vertices;
    lists.clear();
    const QMap<int, QList<quint32>> &seeds = faces ? selection.faces : selection.vertices;
    for (auto it = seeds.cbegin(); it != seeds.cend(); ++it) {
        if (!meshUsable(model, it.key()))
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        const QList<quint32> hiddenList = hidden.value(it.key());
        const QList<bool> excluded = hiddenList.isEmpty() ? QList<bool>() : hiddenFaceMask(mesh, hiddenList);
        ConnectedElements reached = faces ? connectedElements(mesh, it.value(), {}, excluded)
                                          : connectedElements(mesh, {}, it.value(), excluded);
        QList<quint32> list = faces ? reached.faces : reached.vertices;
        if (!faces && !hiddenList.isEmpty())
            list = visibleOnly(list, hiddenVertexMask(mesh, hiddenList));
        if (!list.isEmpty())
            lists.insert(it.key(), list);
    }
    return out;
}

Selection growSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    return perMesh(model, selection, hidden, growFaces, growVertices);
}

Selection shrinkSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    return perMesh(model, selection, hidden, shrinkFaces, shrinkVertices);
}

Selection invertSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    Selection out;
    out.mode = selection.mode;
    switch (selection.mode) {
    case Selection::Mode::Faces:
    case Selection::Mode::Vertices: {
        const bool faces = selection.mode == Selection::Mode::Faces;
        // Within the meshes the selection is in (all when none).
        for (int m : meshesOrAll(model, selection)) {
            if (m < 0 || m >= model.meshes.size())
                continue;
            const Mesh &mesh = model.meshes[m];
            const QList<quint32> list = faces ? allBut(mesh.triangles.size(), selection.faces.value(m),
                                                       hiddenFaceMask(mesh, hidden.value(m)))
                                              : allBut(mesh.vertexCount(), selection.vertices.value(m),
                                                       hiddenVertexMask(mesh, hidden.value(m)));
            if (!list.isEmpty())
                (faces ? out.faces : out.vertices).insert(m, list);
            out.meshes.append(m);
        }
        break;
    }
    case Selection::Mode::Objects:
        for (int m = 0; m < model.meshes.size(); ++m)
            if (!selection.meshes.contains(m))
                out.meshes.append(m);
        break;
    case Selection::Mode::Joints:
        for (int j = 0; j < model.skeleton.joints.size(); ++j)
            if (!selection.joints.contains(j))
                out.joints.append(j);
        break;
    }
    return out;
}

Selection selectByMaterial(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    QSet<int> materials(selection.materials.cbegin(), selection.materials.cend());
    for (int m : selectedMeshes(selection))
        if (m >= 0 && m < model.meshes.size())
            materials.insert(model.meshes[m].material);
    Selection out;
    out.mode = selection.mode == Selection::Mode::Faces || selection.mode == Selection::Mode::Vertices
                   ? selection.mode
                   : Selection::Mode::Objects;
    for (int m = 0; m < model.meshes.size(); ++m) {
        const Mesh &mesh = model.meshes[m];
        if (!materials.contains(mesh.material))
            continue;
        out.meshes.append(m);
        if (out.mode == Selection::Mode::Faces) {
            const QList<quint32> faces = allBut(mesh.triangles.size(), {}, hiddenFaceMask(mesh, hidden.value(m)));
            if (!faces.isEmpty())
                out.faces.insert(m, faces);
        } else if (out.mode == Selection::Mode::Vertices) {
            const QList<quint32> vertices = allBut(mesh.vertexCount(), {}, hiddenVertexMask(mesh, hidden.value(m)));
            if (!vertices.isEmpty())
                out.vertices.insert(m, vertices);
        }
    }
    return out;
}

Selection selectBoundary(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    return verticesOf(model, selection, hidden, [](const Mesh &mesh, const MeshTopology &t, const QList<bool> &h) {
        return boundaryVertices(mesh, t, h);
    });
}

Selection selectNonManifold(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    return verticesOf(model, selection, hidden, [](const Mesh &mesh, const MeshTopology &t, const QList<bool> &h) {
        return nonManifoldVertices(mesh, t, h);
    });
}

QMap<int, QList<quint32>> coveredFaces(const Model &model, const Selection &selection)
{
    QMap<int, QList<quint32>> covered;
    auto add = [&covered](int m, const QList<quint32> &faces) {
        QList<quint32> &list = covered[m];
        list += faces;
        sortUnique(list);
        if (list.isEmpty())
            covered.remove(m);
    };
    for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it)
        if (meshUsable(model, it.key()))
            add(it.key(), it.value());
    for (auto it = selection.vertices.cbegin(); it != selection.vertices.cend(); ++it)
        if (meshUsable(model, it.key()))
            add(it.key(), facesAtPositionsOf(model.meshes[it.key()], it.value()));
    if (selection.mode == Selection::Mode::Objects)
        for (int m : selection.meshes)
            if (m >= 0 && m < model.meshes.size())
                add(m, allBut(model.meshes[m].triangles.size(), {}, {}));
    for (auto it = covered.begin(); it != covered.end(); ++it) {
        const quint32 count = quint32(model.meshes[it.key()].triangles.size());
        it->removeIf([count](quint32 f) { return f >= count; });
    }
    return covered;
}

QMap<int, QList<quint32>> selectedFaces(const Model &model, const Selection &selection)
{
    QMap<int, QList<quint32>> result;
    for (auto it = selection.faces.cbegin(); it != selection.faces.cend(); ++it) {
        if (!meshUsable(model, it.key()))
            continue;
        const quint32 count = quint32(model.meshes[it.key()].triangles.size());
        QList<quint32> list = it.value();
        list.removeIf([count](quint32 f) { return f >= count; });
        if (!list.isEmpty())
            result[it.key()] += list;
    }
    for (auto it = selection.vertices.cbegin(); it != selection.vertices.cend(); ++it) {
        if (!meshUsable(model, it.key()))
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        qsizetype points = 0;
        const QList<quint32> pointOf = positionPoints(mesh.positions, &points);
        QList<bool> chosen(points, false);
        for (quint32 v : it.value())
            if (v < quint32(pointOf.size()))
                chosen[pointOf[v]] = true;
        QList<quint32> list;
        for (qsizetype f = 0; f < mesh.triangles.size(); ++f) {
            const Triangle &t = mesh.triangles[f];
            if (chosen[pointOf[t[0]]] && chosen[pointOf[t[1]]] && chosen[pointOf[t[2]]])
                list.append(quint32(f));
        }
        if (!list.isEmpty())
            result[it.key()] += list;
    }
    for (auto it = result.begin(); it != result.end(); ++it)
        sortUnique(*it);
    return result;
}

QMap<int, QList<quint32>> verticesAtSamePositions(const Model &model, const QMap<int, QList<quint32>> &vertices)
{
    QMap<int, QList<quint32>> result;
    for (auto it = vertices.cbegin(); it != vertices.cend(); ++it) {
        if (it.key() < 0 || it.key() >= model.meshes.size())
            continue;
        qsizetype points = 0;
        const QList<quint32> pointOf = positionPoints(model.meshes[it.key()].positions, &points);
        QList<bool> chosen(points, false);
        for (quint32 v : it.value())
            if (v < quint32(pointOf.size()))
                chosen[pointOf[v]] = true;
        QList<quint32> list;
        for (qsizetype v = 0; v < pointOf.size(); ++v)
            if (chosen[pointOf[v]])
                list.append(quint32(v));
        if (!list.isEmpty())
            result.insert(it.key(), list);
    }
    return result;
}

HiddenFaces hideSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    HiddenFaces out = hidden;
    const QMap<int, QList<quint32>> covered = coveredFaces(model, selection);
    for (auto it = covered.cbegin(); it != covered.cend(); ++it) {
        QList<quint32> &list = out[it.key()];
        list += it.value();
        sortUnique(list);
    }
    return out;
}

HiddenFaces isolateSelection(const Model &model, const Selection &selection)
{
    const QMap<int, QList<quint32>> covered = coveredFaces(model, selection);
    HiddenFaces out;
    for (int m = 0; m < model.meshes.size(); ++m) {
        const QList<quint32> rest = allBut(model.meshes[m].triangles.size(), covered.value(m), {});
        if (!rest.isEmpty())
            out.insert(m, rest);
    }
    return out;
}

Selection withoutHidden(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    Selection out = selection;
    // A mesh with every face hidden is not selected either.
    out.meshes.removeIf([&](int m) {
        return m >= 0 && m < model.meshes.size() && !model.meshes[m].triangles.isEmpty()
               && hidden.value(m).size() >= model.meshes[m].triangles.size();
    });
    for (auto it = out.faces.begin(); it != out.faces.end();) {
        if (it.key() >= 0 && it.key() < model.meshes.size() && hidden.contains(it.key()))
            *it = visibleOnly(*it, hiddenFaceMask(model.meshes[it.key()], hidden.value(it.key())));
        it = it->isEmpty() ? out.faces.erase(it) : std::next(it);
    }
    for (auto it = out.vertices.begin(); it != out.vertices.end();) {
        if (it.key() >= 0 && it.key() < model.meshes.size() && hidden.contains(it.key()))
            *it = visibleOnly(*it, hiddenVertexMask(model.meshes[it.key()], hidden.value(it.key())));
        it = it->isEmpty() ? out.vertices.erase(it) : std::next(it);
    }
    return out;
}

} // namespace quarry
