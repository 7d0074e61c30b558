// The scene graph: plain data with value semantics. Every format reads into
// and writes from this; only the Document (through its commands) changes it
// once it is open in the editor.
#pragma once

#include "model/Animation.h"
#include "model/Material.h"
#include "model/Mesh.h"
#include "model/Shape.h"
#include "model/Skeleton.h"

#include <QList>
#include <QVariantMap>

namespace quarry {

// Model::extras key set by readers of animation-only files.
inline constexpr char kAnimationOnly[] = "animationOnly";

struct Model
{
    QList<Mesh> meshes;
    QList<Material> materials;
    Skeleton skeleton;
    QList<Animation> animations;
    QList<Shape> shapes;
    // Whatever a format carries that others do not (IQM comment and
    // extensions, XMF dialect, ...), kept so the same format writes it back.
    // Keys are prefixed with the format's id: "iqm.comment", "xmf.version".
    QVariantMap extras;

    bool operator==(const Model &) const = default;

    bool isEmpty() const;
    // An animation-only file read with no joint table (kAnimationOnly in
    // extras: the joints were made from its poses) and still written so: no
    // meshes, and no joint given a name since. Parents count only where
    // `parentsKept` (a format that stores them with the poses).
    bool writesAnimationOnly(bool parentsKept) const;
    qsizetype vertexCount() const;
    qsizetype triangleCount() const;
    // Size of the model's data in memory, in bytes (an estimate of the
    // payload: streams, indexes, keys), used to check loaders' peak memory.
    qsizetype memorySize() const;
};

} // namespace quarry
