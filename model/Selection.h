#pragma once

#include <QList>
#include <QMap>

namespace quarry {

enum class ObjectKind : quint8 { Mesh, Material, Joint, Animation, Shape };

// What the user has selected. Object lists hold indexes into the model's
// lists; vertices and faces are per mesh index.
struct Selection
{
    enum class Mode : quint8 { Objects, Vertices, Faces, Joints };

    Mode mode = Mode::Objects;
    QList<int> meshes;
    QList<int> materials;
    QList<int> joints;
    QList<int> animations;
    QList<int> shapes;
    QMap<int, QList<quint32>> vertices;
    QMap<int, QList<quint32>> faces;

    bool operator==(const Selection &) const = default;

    bool isEmpty() const
    {
        return meshes.isEmpty() && materials.isEmpty() && joints.isEmpty() && animations.isEmpty() && shapes.isEmpty()
               && vertices.isEmpty() && faces.isEmpty();
    }
    QList<int> &objects(ObjectKind kind);
    const QList<int> &objects(ObjectKind kind) const;
    qsizetype vertexCount() const;
    qsizetype faceCount() const;
    // Keeps indexes valid after the object at `index` of `kind` is removed
    // (removed = true) or inserted (removed = false).
    void adjustForRemoval(ObjectKind kind, int index);
    void adjustForInsertion(ObjectKind kind, int index);
};

// Triangles hidden from view, picking and box selection, per mesh index;
// each list sorted and unique. Kept by the Document beside the selection.
using HiddenFaces = QMap<int, QList<quint32>>;

} // namespace quarry
