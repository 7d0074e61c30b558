#include "model/ops/FlipNormals.h"

namespace quarry {

void flipNormals(Mesh &mesh)
{
    for (QVector3D &n : mesh.normals)
        n = -n;
    for (QVector4D &t : mesh.tangents)
        t.setW(-t.w());
    for (MorphTarget &m : mesh.morphs)
        for (QVector3D &n : m.normals)
            n = -n;
}

} // namespace quarry
