#include "io/md3/Md3PlayerRenderer.h"

#include "model/Translate.h"
#include "model/ops/Tangents.h"

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

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
