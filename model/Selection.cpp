#include "model/Selection.h"

namespace quarry {

QList<int> &Selection::objects(ObjectKind kind)
{
    switch (kind) {
    case ObjectKind::Mesh: return meshes;
    case ObjectKind::Material: return materials;
    case ObjectKind::Joint: return joints;
    case ObjectKind::Animation: return animations;
    case ObjectKind::Shape: return shapes;
    }
    return meshes;
}

const QList<int> &Selection::objects(ObjectKind kind) const
{
    return const_cast<Selection *>(this)->objects(kind);
}

qsizetype Selection::vertexCount() const
{
    qsizetype n = 0;
    for (const auto &list : vertices)
        n += list.size();
    return n;
}

qsizetype Selection::faceCount() const
{
    qsizetype n = 0;
    for (const auto &list : faces)
        n += list.size();
    return n;
}

namespace {

template<typename V>
QMap<int, V> shiftKeys(const QMap<int, V> &map, int index, int delta, bool dropIndex)
{
    QMap<int, V> result;
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (dropIndex && it.key() == index)
            continue;
        result.insert(it.key() >= index ? it.key() + delta : it.key(), it.value());
    }
    return result;
}

} // namespace

void Selection::adjustForRemoval(ObjectKind kind, int index)
{
    QList<int> &list = objects(kind);
    list.removeAll(index);
    for (int &i : list)
        if (i > index)
            --i;
    if (kind == ObjectKind::Mesh) {
        vertices = shiftKeys(vertices, index, -1, true);
        faces = shiftKeys(faces, index, -1, true);
    }
}

void Selection::adjustForInsertion(ObjectKind kind, int index)
{
    for (int &i : objects(kind))
        if (i >= index)
            ++i;
    if (kind == ObjectKind::Mesh) {
        vertices = shiftKeys(vertices, index, 1, false);
        faces = shiftKeys(faces, index, 1, false);
    }
}

} // namespace quarry
