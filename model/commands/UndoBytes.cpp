#include "model/commands/UndoBytes.h"

#include "model/commands/Command.h"

#include <QUndoCommand>

namespace quarry {

namespace {

// Lists of a mesh's pair: nothing where before and after share one buffer
// (the model holds that buffer whichever side is applied).
template<typename T>
qint64 pairBytes(const QList<T> &before, const QList<T> &after)
{
    return before.isSharedWith(after) ? 0 : listBytes(before) + listBytes(after);
}

template<typename T>
void shareIfEqual(const QList<T> &before, QList<T> &after)
{
    if (!before.isSharedWith(after) && before == after)
        after = before;
}

qint64 customBytes(const CustomAttribute &c)
{
    return stringBytes(c.name) + listBytes(c.values);
}

qint64 morphBytes(const MorphTarget &m)
{
    return stringBytes(m.name) + listBytes(m.vertices) + listBytes(m.positions) + listBytes(m.normals)
           + listBytes(m.texcoords) + extrasBytes(m.extras);
}

qint64 smoothingBytes(const Smoothing &s)
{
    return listBytes(s.groups) + listBytes(s.angles) + listBytes(s.uvs) + listBytes(s.edges)
           + listBytes(s.vertexIndices);
}

qint64 variantBytes(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::QString: return stringBytes(v.toString());
    case QMetaType::QByteArray: return v.toByteArray().size();
    case QMetaType::QStringList: {
        qint64 n = 0;
        for (const QString &s : v.toStringList())
            n += stringBytes(s);
        return n;
    }
    case QMetaType::QVariantList: {
        qint64 n = 0;
        for (const QVariant &e : v.toList())
            n += variantBytes(e);
        return n;
    }
    case QMetaType::QVariantMap: return extrasBytes(v.toMap());
    default: return qint64(sizeof(QVariant));
    }
}

thread_local BufferCountOnce *t_counting = nullptr;

} // namespace

BufferCountOnce::BufferCountOnce()
    : m_outer(t_counting)
{
    t_counting = this;
}

BufferCountOnce::~BufferCountOnce()
{
    t_counting = m_outer;
}

bool BufferCountOnce::firstSight(const void *data)
{
    if (!t_counting)
        return true;
    const qsizetype before = t_counting->m_seen.size();
    t_counting->m_seen.insert(data);
    return t_counting->m_seen.size() != before;
}

qint64 stringBytes(const QString &s)
{
    return qint64(s.size()) * qint64(sizeof(QChar));
}

qint64 extrasBytes(const QVariantMap &extras)
{
    qint64 n = 0;
    for (auto it = extras.cbegin(); it != extras.cend(); ++it)
        n += stringBytes(it.key()) + variantBytes(it.value());
    return n;
}

qint64 meshBytes(const Mesh &mesh)
{
    qint64 n = stringBytes(mesh.name) + listBytes(mesh.positions) + listBytes(mesh.normals) + listBytes(mesh.tangents)
               + listBytes(mesh.bitangents) + listBytes(mesh.colors) + listBytes(mesh.blendIndexes)
               + listBytes(mesh.blendWeights) + listBytes(mesh.triangles) + smoothingBytes(mesh.smoothing)
               + extrasBytes(mesh.extras);
    for (const auto &set : mesh.texcoords)
        n += listBytes(set);
    for (const CustomAttribute &c : mesh.customs)
        n += customBytes(c);
    for (const MorphTarget &m : mesh.morphs)
        n += morphBytes(m);
    return n;
}

qint64 meshPairBytes(const Mesh &before, const Mesh &after)
{
    qint64 n = stringBytes(before.name) + stringBytes(after.name) + extrasBytes(before.extras)
               + extrasBytes(after.extras);
    n += pairBytes(before.positions, after.positions) + pairBytes(before.normals, after.normals)
         + pairBytes(before.tangents, after.tangents) + pairBytes(before.bitangents, after.bitangents)
         + pairBytes(before.colors, after.colors) + pairBytes(before.blendIndexes, after.blendIndexes)
         + pairBytes(before.blendWeights, after.blendWeights) + pairBytes(before.triangles, after.triangles);
    const Smoothing &sb = before.smoothing;
    const Smoothing &sa = after.smoothing;
    n += pairBytes(sb.groups, sa.groups) + pairBytes(sb.angles, sa.angles) + pairBytes(sb.uvs, sa.uvs)
         + pairBytes(sb.edges, sa.edges) + pairBytes(sb.vertexIndices, sa.vertexIndices);
    if (!before.texcoords.isSharedWith(after.texcoords)) {
        for (qsizetype i = 0; i < before.texcoords.size(); ++i)
            n += i < after.texcoords.size() ? pairBytes(before.texcoords[i], after.texcoords[i])
                                            : listBytes(before.texcoords[i]);
        for (qsizetype i = before.texcoords.size(); i < after.texcoords.size(); ++i)
            n += listBytes(after.texcoords[i]);
    }
    auto eachOnce = [&n](const auto &b, const auto &a, auto bytes) {
        if (b.isSharedWith(a))
            return;
        for (const auto &e : b)
            n += bytes(e);
        for (const auto &e : a)
            n += bytes(e);
    };
    eachOnce(before.customs, after.customs, customBytes);
    eachOnce(before.morphs, after.morphs, morphBytes);
    return n;
}

void shareUnchanged(const Mesh &before, Mesh &after)
{
    shareIfEqual(before.positions, after.positions);
    shareIfEqual(before.normals, after.normals);
    shareIfEqual(before.tangents, after.tangents);
    shareIfEqual(before.bitangents, after.bitangents);
    shareIfEqual(before.colors, after.colors);
    shareIfEqual(before.blendIndexes, after.blendIndexes);
    shareIfEqual(before.blendWeights, after.blendWeights);
    shareIfEqual(before.triangles, after.triangles);
    shareIfEqual(before.smoothing.groups, after.smoothing.groups);
    shareIfEqual(before.smoothing.angles, after.smoothing.angles);
    shareIfEqual(before.smoothing.uvs, after.smoothing.uvs);
    shareIfEqual(before.smoothing.edges, after.smoothing.edges);
    shareIfEqual(before.smoothing.vertexIndices, after.smoothing.vertexIndices);
    if (before.texcoords.size() == after.texcoords.size())
        for (qsizetype i = 0; i < before.texcoords.size(); ++i)
            if (!before.texcoords[i].isSharedWith(after.texcoords[i]) && before.texcoords[i] == after.texcoords[i])
                after.texcoords[i] = before.texcoords[i];
    shareIfEqual(before.texcoords, after.texcoords);
    shareIfEqual(before.customs, after.customs);
    shareIfEqual(before.morphs, after.morphs);
}

qint64 materialBytes(const Material &material)
{
    qint64 n = stringBytes(material.name) + qint64(sizeof(Material)) + extrasBytes(material.extras);
    for (const TextureMap &map : material.maps)
        n += stringBytes(map.type) + stringBytes(map.path) + qint64(sizeof(TextureMap));
    return n;
}

qint64 jointBytes(const Joint &joint)
{
    return qint64(sizeof(Joint)) + stringBytes(joint.name) + extrasBytes(joint.extras);
}

qint64 skeletonBytes(const Skeleton &skeleton)
{
    qint64 n = 0;
    for (const Joint &j : skeleton.joints)
        n += jointBytes(j);
    return n;
}

qint64 trackBytes(const JointTrack &track)
{
    return qint64(sizeof(JointTrack)) + listBytes(track.translations) + listBytes(track.rotations)
           + listBytes(track.scales);
}

qint64 animationBytes(const Animation &animation)
{
    qint64 n = qint64(sizeof(Animation)) + stringBytes(animation.name) + extrasBytes(animation.extras);
    for (const JointTrack &t : animation.tracks)
        n += trackBytes(t);
    for (const MorphTrack &t : animation.morphTracks)
        n += qint64(sizeof(MorphTrack)) + listBytes(t.weights);
    return n;
}

qint64 shapeBytes(const Shape &shape)
{
    return qint64(sizeof(Shape)) + stringBytes(shape.name) + listBytes(shape.cvs) + listBytes(shape.statementOrder)
           + extrasBytes(shape.extras);
}

qint64 elementBytes(const QMap<int, QList<quint32>> &elements)
{
    qint64 n = 0;
    for (const QList<quint32> &list : elements)
        n += qint64(sizeof(int)) + listBytes(list);
    return n;
}

qint64 selectionBytes(const Selection &s)
{
    return listBytes(s.meshes) + listBytes(s.materials) + listBytes(s.joints) + listBytes(s.animations)
           + listBytes(s.shapes) + elementBytes(s.vertices) + elementBytes(s.faces);
}

qint64 commandBytes(const QUndoCommand *command)
{
    if (!command)
        return 0;
    qint64 n = 0;
    if (const auto *c = dynamic_cast<const Command *>(command))
        n += c->undoBytes();
    for (int i = 0; i < command->childCount(); ++i)
        n += commandBytes(command->child(i));
    return n;
}

} // namespace quarry
