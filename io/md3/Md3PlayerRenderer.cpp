#include "io/md3/Md3PlayerRenderer.h"

#include "model/Translate.h"
#include "model/ops/Tangents.h"

#include <QSet>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

QString shortenQuake3SurfaceNames(Model &model)
{
    QSet<QString> taken;
    for (const Mesh &mesh : std::as_const(model.meshes))
        if (mesh.name.size() <= kQuake3SurfaceNameLength)
            taken.insert(mesh.name.toLower());
    int shortened = 0;
    for (Mesh &mesh : model.meshes) {
        if (mesh.name.size() <= kQuake3SurfaceNameLength)
            continue;
        // The end of the name tells meshes apart more often than its start
        // (an exporter's prefix, then "_mesh.020_submesh2").
        QString name = mesh.name.right(kQuake3SurfaceNameLength);
        for (int n = 1; taken.contains(name.toLower()); ++n) {
            const QString suffix = QStringLiteral("~%1").arg(n);
            name = mesh.name.right(kQuake3SurfaceNameLength - int(suffix.size())) + suffix;
        }
        taken.insert(name.toLower());
        mesh.name = name;
        ++shortened;
    }
    if (shortened == 0)
        return {};
    return tr("%n surface name(s) cut to their last %1 characters: ioquake3's OpenGL 2 renderer, its default, ends "
              "the map on a longer one (R_CreateVao)",
              nullptr, shortened)
        .arg(kQuake3SurfaceNameLength);
}

QString addQuake3IqmTangents(Model &model, const QString &file)
{
    int added = 0;
    for (Mesh &mesh : model.meshes)
        added += computeTangents(mesh) ? 1 : 0;
    if (added == 0)
        return {};
    return tr("%1: tangents made for %n mesh(es): ioquake3's OpenGL 2 renderer, its default, refuses an IQM without "
              "them",
              nullptr, added)
        .arg(file);
}

} // namespace quarry
