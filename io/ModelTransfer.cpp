#include "io/ModelTransfer.h"

#include "io/recovery/RecoverySnapshot.h"

#include <QDataStream>
#include <QIODevice>

#include <cstring>
#include <type_traits>

namespace quarry {

namespace {

// Calls `each` with every raw stream of the model (vertex streams, indexes,
// animation keys) in a fixed order; the same walk packs and unpacks.
template<typename M, typename F>
void forEachStream(M &model, F &&each)
{
    for (auto &mesh : model.meshes) {
        each(mesh.positions);
        each(mesh.normals);
        each(mesh.tangents);
        each(mesh.bitangents);
        for (auto &set : mesh.texcoords)
            each(set);
        each(mesh.colors);
        each(mesh.blendIndexes);
        each(mesh.blendWeights);
        each(mesh.triangles);
        for (auto &custom : mesh.customs)
            each(custom.values);
    }
    for (auto &animation : model.animations)
        for (auto &track : animation.tracks) {
            each(track.translations);
            each(track.rotations);
            each(track.scales);
        }
}

void putDiagnostics(QDataStream &s, const QList<Diagnostic> &list)
{
    s << quint32(list.size());
    for (const Diagnostic &d : list)
        s << d.file << d.line << d.offset << d.message;
}

bool getDiagnostics(QDataStream &s, QList<Diagnostic> &list)
{
    quint32 n = 0;
    s >> n;
    if (s.status() != QDataStream::Ok || n > quint32(s.device()->bytesAvailable()))
        return false;
    list.resize(n);
    for (Diagnostic &d : list)
        s >> d.file >> d.line >> d.offset >> d.message;
    return s.status() == QDataStream::Ok;
}

} // namespace

qsizetype PackedReadResult::size() const
{
    qsizetype n = head.size();
    for (const QByteArrayView &s : streams)
        n += s.size();
    return n;
}

QByteArray PackedReadResult::joined() const
{
    QByteArray out;
    out.reserve(size());
    out.append(head);
    for (const QByteArrayView &s : streams)
        out.append(s);
    return out;
}

PackedReadResult packReadResult(const ReadResult &result)
{
    PackedReadResult packed;
    // The model without its streams (the copy shares the lists until they
    // are emptied) goes into a recovery snapshot; the streams' lengths
    // follow it.
    Model light = result.model;
    QList<quint64> sizes;
    forEachStream(light, [&](auto &list) {
        using T = typename std::decay_t<decltype(list)>::value_type;
        static_assert(std::is_trivially_copyable_v<T>);
        sizes.append(quint64(list.size()) * sizeof(T));
        list = {};
    });
    forEachStream(result.model, [&](const auto &list) {
        using T = typename std::decay_t<decltype(list)>::value_type;
        packed.streams.append(
            QByteArrayView(reinterpret_cast<const char *>(list.constData()), list.size() * qsizetype(sizeof(T))));
    });
    QByteArray body;
    {
        QDataStream s(&body, QIODevice::WriteOnly);
        s.setVersion(QDataStream::Qt_6_4);
        s << bool(result.error.has_value());
        if (result.error)
            s << result.error->file << result.error->line << result.error->offset << result.error->message;
        putDiagnostics(s, result.warnings);
        putDiagnostics(s, result.notes);
        s << encodeRecoverySnapshot(light) << sizes;
    }
    const quint64 bodySize = quint64(body.size());
    packed.head.reserve(8 + body.size());
    packed.head.append(reinterpret_cast<const char *>(&bodySize), 8).append(body);
    return packed;
}

bool unpackReadResult(const QByteArray &data, ReadResult &result)
{
    quint64 bodySize = 0;
    if (data.size() < 8)
        return false;
    std::memcpy(&bodySize, data.constData(), 8);
    if (bodySize > quint64(data.size() - 8))
        return false;
    result = ReadResult{};
    QByteArray snapshot;
    QList<quint64> sizes;
    {
        const QByteArray body = QByteArray::fromRawData(data.constData() + 8, qsizetype(bodySize));
        QDataStream s(body);
        s.setVersion(QDataStream::Qt_6_4);
        bool failed = false;
        s >> failed;
        if (failed) {
            Diagnostic d;
            s >> d.file >> d.line >> d.offset >> d.message;
            result.error = d;
        }
        if (!getDiagnostics(s, result.warnings) || !getDiagnostics(s, result.notes))
            return false;
        s >> snapshot >> sizes;
        if (s.status() != QDataStream::Ok || !s.atEnd())
            return false;
    }
    ReadResult decoded = decodeRecoverySnapshot(snapshot, QString());
    if (!decoded.ok())
        return false;
    result.model = std::move(decoded.model);
    qsizetype at = 8 + qsizetype(bodySize);
    qsizetype next = 0;
    bool ok = true;
    forEachStream(result.model, [&](auto &list) {
        using T = typename std::decay_t<decltype(list)>::value_type;
        if (!ok || next >= sizes.size()) {
            ok = false;
            return;
        }
        const quint64 size = sizes[next++];
        if (size > quint64(data.size() - at) || size % sizeof(T) != 0) {
            ok = false;
            return;
        }
        list.resize(qsizetype(size / sizeof(T)));
        if (size)
            std::memcpy(static_cast<void *>(list.data()), data.constData() + at, size_t(size));
        at += qsizetype(size);
    });
    return ok && next == sizes.size() && at == data.size();
}

} // namespace quarry
