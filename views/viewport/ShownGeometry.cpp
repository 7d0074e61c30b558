#include "views/viewport/ShownGeometry.h"

#include "model/ops/ModelSelect.h"

namespace quarry {

Model shownModel(const Model &model, const HiddenFaces &hidden)
{
    Model shown = model;
    for (auto it = hidden.cbegin(); it != hidden.cend(); ++it) {
        if (it.key() < 0 || it.key() >= shown.meshes.size() || it.value().isEmpty())
            continue;
        const Mesh &mesh = model.meshes[it.key()];
        const QList<bool> mask = hiddenFaceMask(mesh, it.value());
        QList<Triangle> triangles;
        triangles.reserve(mesh.triangles.size());
        for (qsizetype f = 0; f < mesh.triangles.size(); ++f)
            if (!mask[f])
                triangles.append(mesh.triangles[f]);
        shown.meshes[it.key()].triangles = triangles;
    }
    return shown;
}

Selection shownSelection(const Model &model, const Selection &selection, const HiddenFaces &hidden)
{
    Selection shown = selection;
    for (auto it = shown.faces.begin(); it != shown.faces.end();) {
        if (!hidden.contains(it.key()) || it.key() < 0 || it.key() >= model.meshes.size()) {
            ++it;
            continue;
        }
        const QList<bool> mask = hiddenFaceMask(model.meshes[it.key()], hidden.value(it.key()));
        // Shown index of each face: faces before it that are shown.
        QList<quint32> shownIndex(mask.size());
        quint32 next = 0;
        for (qsizetype f = 0; f < mask.size(); ++f) {
            shownIndex[f] = next;
            next += mask[f] ? 0 : 1;
        }
        QList<quint32> list;
        for (quint32 f : std::as_const(*it))
            if (f < quint32(mask.size()) && !mask[f])
                list.append(shownIndex[f]);
        *it = list;
        it = list.isEmpty() ? shown.faces.erase(it) : std::next(it);
    }
    return shown;
}

} // namespace quarry
