#include "io/quake/ModelKey.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QIODevice>

namespace quarry::quake {

namespace {

class Hasher
{
public:
    template<typename T>
    void raw(const QList<T> &list)
    {
        number(list.size());
        m_hash.addData(
            QByteArrayView(reinterpret_cast<const char *>(list.constData()), list.size() * qsizetype(sizeof(T))));
    }
    void number(qint64 n) { m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(&n), sizeof n)); }
    void real(double d) { m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(&d), sizeof d)); }
    void text(const QString &s)
    {
        number(s.size());
        m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(s.constData()), s.size() * 2));
    }
    void variant(const QVariant &v)
    {
        QByteArray bytes;
        QDataStream stream(&bytes, QIODevice::WriteOnly);
        stream << v;
        number(bytes.size());
        m_hash.addData(bytes);
    }
    void keys(const QList<FloatKey> &keys)
    {
        number(keys.size());
        for (const FloatKey &k : keys) {
            real(k.time);
            real(k.value);
            number(int(k.interpolation));
        }
    }
    QByteArray result() const { return m_hash.result(); }

private:
    QCryptographicHash m_hash{QCryptographicHash::Sha1};
};

} // namespace

QByteArray modelKey(const Model &model, const QString &ownPrefix)
{
    Hasher h;
    h.number(model.meshes.size());
    for (const Mesh &mesh : model.meshes) {
        h.text(mesh.name);
        h.number(mesh.material);
        h.raw(mesh.positions);
        h.raw(mesh.normals);
        h.number(mesh.texcoords.size());
        for (const QList<QVector2D> &set : mesh.texcoords)
            h.raw(set);
        h.raw(mesh.triangles);
        h.number(mesh.influencesPerVertex);
        h.raw(mesh.blendIndexes);
        h.raw(mesh.blendWeights);
        h.number(mesh.morphs.size());
        for (const MorphTarget &t : mesh.morphs) {
            h.text(t.name);
            h.raw(t.vertices);
            h.raw(t.positions);
            h.raw(t.normals);
            h.raw(t.texcoords);
        }
    }
    h.number(model.materials.size());
    for (const Material &m : model.materials) {
        h.text(m.name);
        h.number(m.maps.size());
        for (const TextureMap &map : m.maps) {
            h.text(map.type);
            h.text(map.path);
        }
        h.variant(m.extras);
    }
    h.number(model.skeleton.joints.size());
    h.number(model.shapes.size());
    h.number(model.animations.size());
    for (const Animation &a : model.animations) {
        h.text(a.name);
        h.real(a.fps);
        h.real(a.duration);
        h.number(a.tracks.size());
        h.variant(a.extras);
        h.number(a.morphTracks.size());
        for (const MorphTrack &t : a.morphTracks) {
            h.number(t.mesh);
            h.number(t.target);
            h.keys(t.weights);
        }
    }
    for (auto it = model.extras.cbegin(); it != model.extras.cend(); ++it) {
        if (it.key().startsWith(ownPrefix))
            continue;
        h.text(it.key());
        h.variant(it.value());
    }
    return h.result();
}

} // namespace quarry::quake
