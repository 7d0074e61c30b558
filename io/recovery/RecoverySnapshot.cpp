#include "io/recovery/RecoverySnapshot.h"

#include "model/Translate.h"

#include <QDataStream>
#include <QIODevice>
#include <QMatrix4x4>
#include <QQuaternion>
#include <QVector2D>
#include <QVector3D>
#include <QVector4D>

#include <cstring>
#include <optional>
#include <type_traits>

namespace quarry {

namespace {

constexpr char kMagic[] = "QUARRY-RECOVERY";
constexpr quint32 kVersion = 3; // 2: keys carry their interpolation; 3: morph tracks

// put/get pairs, one per type, so writing and reading cannot drift apart.
// Every floating-point number is written as a double (QDataStream's default
// precision), which holds floats and doubles exactly.

template<typename T>
void put(QDataStream &s, const T &v)
{
    s << v;
}
template<typename T>
void get(QDataStream &s, T &v)
{
    s >> v;
}

template<typename T>
void put(QDataStream &s, const std::optional<T> &v)
{
    s << bool(v.has_value());
    if (v)
        put(s, *v);
}
template<typename T>
void get(QDataStream &s, std::optional<T> &v)
{
    bool has = false;
    s >> has;
    v.reset();
    if (has) {
        T value{};
        get(s, value);
        v = value;
    }
}

template<typename T, size_t N>
void put(QDataStream &s, const std::array<T, N> &v)
{
    for (const T &x : v)
        s << x;
}
template<typename T, size_t N>
void get(QDataStream &s, std::array<T, N> &v)
{
    for (T &x : v)
        s >> x;
}

template<typename E>
requires std::is_enum_v<E>
void putEnum(QDataStream &s, E v)
{
    s << quint8(v);
}
template<typename E>
requires std::is_enum_v<E>
void getEnum(QDataStream &s, E &v)
{
    quint8 raw = 0;
    s >> raw;
    v = E(raw);
}

// Lists of the structs below; lists of plain values go through put/get.
template<typename T, typename Put>
void putList(QDataStream &s, const QList<T> &list, Put each)
{
    s << quint64(list.size());
    for (const T &x : list)
        each(s, x);
}
template<typename T, typename Get>
void getList(QDataStream &s, QList<T> &list, Get each)
{
    quint64 n = 0;
    s >> n;
    list.clear();
    // Each entry takes at least a byte: a count beyond what is left is damage.
    if (s.status() != QDataStream::Ok || n > quint64(s.device()->bytesAvailable())) {
        s.setStatus(QDataStream::ReadCorruptData);
        return;
    }
    list.reserve(qsizetype(n));
    for (quint64 i = 0; i < n && s.status() == QDataStream::Ok; ++i) {
        T x{};
        each(s, x);
        list.append(std::move(x));
    }
}

template<typename T>
void putValues(QDataStream &s, const QList<T> &list)
{
    putList(s, list, [](QDataStream &d, const T &x) { put(d, x); });
}
template<typename T>
void getValues(QDataStream &s, QList<T> &list)
{
    getList(s, list, [](QDataStream &d, T &x) { get(d, x); });
}

// The writing and reading of every struct, written once as a visit over
// its fields with an `io` that either puts or gets.
struct Writer
{
    QDataStream &s;
    template<typename T>
    void value(const T &v)
    {
        put(s, v);
    }
    template<typename E>
    void enumeration(const E &v)
    {
        putEnum(s, v);
    }
    template<typename T>
    void values(const QList<T> &v)
    {
        putValues(s, v);
    }
    template<typename T, typename F>
    void list(const QList<T> &v, F each)
    {
        putList(s, v, [&each](QDataStream &d, const T &x) {
            Writer w{d};
            each(w, const_cast<T &>(x));
        });
    }
};

struct Reader
{
    QDataStream &s;
    template<typename T>
    void value(T &v)
    {
        get(s, v);
    }
    template<typename E>
    void enumeration(E &v)
    {
        getEnum(s, v);
    }
    template<typename T>
    void values(QList<T> &v)
    {
        getValues(s, v);
    }
    template<typename T, typename F>
    void list(QList<T> &v, F each)
    {
        getList(s, v, [&each](QDataStream &d, T &x) {
            Reader r{d};
            each(r, x);
        });
    }
};

template<typename Io>
void visit(Io &io, Transform &t)
{
    io.value(t.translation);
    io.value(t.rotation);
    io.value(t.scale);
}

template<typename Io>
void visit(Io &io, Mesh &m)
{
    io.value(m.name);
    io.value(m.material);
    io.values(m.positions);
    io.values(m.normals);
    io.values(m.tangents);
    io.values(m.bitangents);
    io.list(m.texcoords, [](auto &i, QList<QVector2D> &set) { i.values(set); });
    io.values(m.colors);
    io.value(m.influencesPerVertex);
    io.values(m.blendIndexes);
    io.values(m.blendWeights);
    io.list(m.customs, [](auto &i, CustomAttribute &c) {
        i.value(c.name);
        i.value(c.slot);
        i.enumeration(c.type);
        i.value(c.components);
        i.values(c.values);
    });
    io.values(m.triangles);
    io.list(m.morphs, [](auto &i, MorphTarget &t) {
        i.value(t.name);
        i.values(t.vertices);
        i.values(t.positions);
        i.values(t.normals);
        i.values(t.texcoords);
        i.value(t.extras);
    });
    io.values(m.smoothing.groups);
    io.values(m.smoothing.angles);
    io.values(m.smoothing.uvs);
    io.values(m.smoothing.edges);
    io.values(m.smoothing.vertexIndices);
    io.value(m.extras);
}

template<typename Io>
void visit(Io &io, Model &model)
{
    io.list(model.meshes, [](auto &i, Mesh &m) { visit(i, m); });
    io.list(model.materials, [](auto &i, Material &m) {
        i.value(m.name);
        i.list(m.maps, [](auto &j, TextureMap &t) {
            j.value(t.type);
            j.value(t.path);
        });
        i.value(m.ambient);
        i.value(m.diffuse);
        i.value(m.specular);
        i.value(m.shininess);
        i.value(m.diffusion);
        i.value(m.specularity);
        i.value(m.extras);
    });
    io.list(model.skeleton.joints, [](auto &i, Joint &j) {
        i.value(j.name);
        i.value(j.parent);
        visit(i, j.bind);
        i.value(j.extras);
    });
    io.list(model.animations, [](auto &i, Animation &a) {
        i.value(a.name);
        i.value(a.fps);
        i.value(a.loop);
        i.value(a.duration);
        i.list(a.tracks, [](auto &j, JointTrack &t) {
            j.value(t.joint);
            j.list(t.translations, [](auto &k, Vec3Key &key) {
                k.value(key.time);
                k.value(key.value);
                k.enumeration(key.interpolation);
            });
            j.list(t.rotations, [](auto &k, QuatKey &key) {
                k.value(key.time);
                k.value(key.value);
                k.enumeration(key.interpolation);
            });
            j.list(t.scales, [](auto &k, Vec3Key &key) {
                k.value(key.time);
                k.value(key.value);
                k.enumeration(key.interpolation);
            });
        });
        i.value(a.extras);
        i.list(a.morphTracks, [](auto &j, MorphTrack &t) {
            j.value(t.mesh);
            j.value(t.target);
            j.list(t.weights, [](auto &k, FloatKey &key) {
                k.value(key.time);
                k.value(key.value);
                k.enumeration(key.interpolation);
            });
        });
    });
    io.list(model.shapes, [](auto &i, Shape &sh) {
        i.enumeration(sh.kind);
        i.value(sh.name);
        i.value(sh.nu);
        i.value(sh.nv);
        i.list(sh.cvs, [](auto &j, ControlVertex &c) {
            j.value(c.position);
            j.value(c.multiplicityU);
            j.value(c.multiplicityV);
        });
        i.value(sh.rotate);
        i.value(sh.scale);
        i.value(sh.translate);
        i.value(sh.tm);
        i.value(sh.color);
        i.value(sh.diffusion);
        i.value(sh.specularity);
        i.value(sh.extras);
        i.list(sh.statementOrder, [](auto &j, Shape::Statement &st) { j.enumeration(st); });
    });
    io.value(model.extras);
}

} // namespace

QByteArray encodeRecoverySnapshot(const Model &model)
{
    QByteArray body;
    {
        QDataStream s(&body, QIODevice::WriteOnly);
        s.setVersion(QDataStream::Qt_6_4);
        Writer w{s};
        // visit() takes the model by a mutable reference for the Reader's
        // sake; the Writer only reads it.
        visit(w, const_cast<Model &>(model));
    }
    QByteArray data;
    QDataStream s(&data, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s.writeRawData(kMagic, int(sizeof kMagic));
    s << kVersion << quint64(body.size()) << qChecksum(body);
    s.writeRawData(body.constData(), int(body.size()));
    return data;
}

ReadResult decodeRecoverySnapshot(const QByteArray &data, const QString &file)
{
    QDataStream s(data);
    s.setVersion(QDataStream::Qt_6_4);
    char magic[sizeof kMagic] = {};
    quint32 version = 0;
    quint64 size = 0;
    quint16 checksum = 0;
    if (s.readRawData(magic, int(sizeof magic)) != int(sizeof magic) || memcmp(magic, kMagic, sizeof magic) != 0)
        return ReadResult::failure(file, tr("not a Quarry recovery file"), -1, 0);
    s >> version >> size >> checksum;
    const qint64 header = qint64(sizeof kMagic) + 4 + 8 + 2;
    if (version != kVersion)
        return ReadResult::failure(file, tr("recovery file of another version (%1)").arg(version), -1,
                                   qint64(sizeof kMagic));
    if (s.status() != QDataStream::Ok || size != quint64(data.size() - header))
        return ReadResult::failure(file, tr("recovery file cut short"), -1, header);
    const QByteArray body = QByteArray::fromRawData(data.constData() + header, qsizetype(size));
    if (qChecksum(body) != checksum)
        return ReadResult::failure(file, tr("recovery file damaged (checksum)"), -1, header);
    QDataStream b(body);
    b.setVersion(QDataStream::Qt_6_4);
    ReadResult result;
    Reader r{b};
    visit(r, result.model);
    if (b.status() != QDataStream::Ok || !b.atEnd())
        return ReadResult::failure(file, tr("recovery file damaged"), -1,
                                   header + (b.device() ? b.device()->pos() : 0));
    return result;
}

} // namespace quarry
