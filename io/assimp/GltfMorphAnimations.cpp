#include "io/assimp/GltfMorphAnimations.h"

#include "model/Translate.h"
#include "model/ops/BakeInterpolation.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>

namespace quarry::assimp {

namespace {

QUARRY_NAMESPACE_TR("quarry::assimp")

constexpr int kFloat = 5126; // glTF's componentType FLOAT
constexpr float kSameTime = 1e-5f;
// The largest deviation baking a curved span may leave, in weight.
constexpr float kBakeTolerance = 1e-4f;

bool hasMorphTracks(const Model &model)
{
    return std::any_of(model.animations.cbegin(), model.animations.cend(),
                       [](const Animation &a) { return !a.morphTracks.isEmpty(); });
}

// The glTF document and its binary buffer, appended to.
struct Gltf
{
    QJsonObject json;
    QByteArray bin;

    // Appends floats as a buffer view and a SCALAR accessor; its index.
    int addFloats(const QList<float> &values, bool withBounds)
    {
        while (bin.size() % 4)
            bin.append('\0');
        QJsonArray views = json.value(QStringLiteral("bufferViews")).toArray();
        QJsonObject view{{QStringLiteral("buffer"), 0},
                         {QStringLiteral("byteOffset"), double(bin.size())},
                         {QStringLiteral("byteLength"), double(values.size() * 4)}};
        for (float v : values) {
            char bytes[4];
            qToLittleEndian(v, bytes);
            bin.append(bytes, 4);
        }
        views.append(view);
        json.insert(QStringLiteral("bufferViews"), views);
        QJsonArray accessors = json.value(QStringLiteral("accessors")).toArray();
        QJsonObject accessor{{QStringLiteral("bufferView"), views.size() - 1},
                             {QStringLiteral("componentType"), kFloat},
                             {QStringLiteral("count"), double(values.size())},
                             {QStringLiteral("type"), QStringLiteral("SCALAR")}};
        if (withBounds && !values.isEmpty()) {
            const auto [lo, hi] = std::minmax_element(values.cbegin(), values.cend());
            accessor.insert(QStringLiteral("min"), QJsonArray{double(*lo)});
            accessor.insert(QStringLiteral("max"), QJsonArray{double(*hi)});
        }
        accessors.append(accessor);
        json.insert(QStringLiteral("accessors"), accessors);
        return int(accessors.size() - 1);
    }
};

// The node showing glTF mesh `mesh`, or -1.
int nodeOfMesh(const QJsonObject &json, int mesh)
{
    const QJsonArray nodes = json.value(QStringLiteral("nodes")).toArray();
    for (qsizetype n = 0; n < nodes.size(); ++n)
        if (nodes[n].toObject().value(QStringLiteral("mesh")).toInt(-1) == mesh)
            return int(n);
    return -1;
}

// Adds every clip's weights channels; false when a mesh has no node.
void addAnimations(Gltf &gltf, const Model &model, const GltfMorphExport &layout)
{
    QJsonArray animations = gltf.json.value(QStringLiteral("animations")).toArray();
    for (qsizetype a = 0; a < model.animations.size(); ++a) {
        const Animation &clip = model.animations[a];
        if (clip.morphTracks.isEmpty())
            continue;
        const Animation baked = clip.hasCurvedKeys() ? bakeInterpolation(clip, kBakeTolerance) : clip;
        const QString name = layout.clipNames.value(a).isEmpty() ? clip.name : layout.clipNames.value(a);
        qsizetype at = -1;
        for (qsizetype i = 0; i < animations.size() && !layout.clipNames.value(a).isEmpty(); ++i)
            if (animations[i].toObject().value(QStringLiteral("name")).toString() == name)
                at = i;
        QJsonObject animation = at >= 0 ? animations[at].toObject() : QJsonObject{{QStringLiteral("name"), name}};
        QJsonArray channels = animation.value(QStringLiteral("channels")).toArray();
        QJsonArray samplers = animation.value(QStringLiteral("samplers")).toArray();
        for (qsizetype i = 0; i < layout.meshes.size(); ++i) {
            const int mesh = layout.meshes[i];
            const qsizetype targets = model.meshes[mesh].morphs.size();
            QList<const MorphTrack *> tracks(targets, nullptr);
            QList<float> times;
            for (const MorphTrack &t : baked.morphTracks)
                if (t.mesh == mesh && t.target >= 0 && t.target < targets && !t.weights.isEmpty()) {
                    tracks[t.target] = &t;
                    for (const FloatKey &k : t.weights)
                        times.append(k.time);
                }
            const int node = nodeOfMesh(gltf.json, int(i));
            if (times.isEmpty() || node < 0)
                continue;
            std::sort(times.begin(), times.end());
            QList<float> unique;
            for (float t : std::as_const(times))
                if (unique.isEmpty() || t - unique.last() > kSameTime)
                    unique.append(std::max(t, 0.0f));
            QList<float> weights;
            weights.reserve(unique.size() * targets);
            for (float t : std::as_const(unique))
                for (qsizetype target = 0; target < targets; ++target)
                    weights.append(tracks[target] ? sampleChannel(tracks[target]->weights, t, 0.0f) : 0.0f);
            const int input = gltf.addFloats(unique, true);
            const int output = gltf.addFloats(weights, false);
            samplers.append(QJsonObject{{QStringLiteral("input"), input},
                                        {QStringLiteral("output"), output},
                                        {QStringLiteral("interpolation"), QStringLiteral("LINEAR")}});
            channels.append(QJsonObject{
                {QStringLiteral("sampler"), samplers.size() - 1},
                {QStringLiteral("target"),
                 QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("path"), QStringLiteral("weights")}}}});
        }
        if (channels.isEmpty())
            continue;
        animation.insert(QStringLiteral("channels"), channels);
        animation.insert(QStringLiteral("samplers"), samplers);
        if (at >= 0)
            animations[at] = animation;
        else
            animations.append(animation);
    }
    if (!animations.isEmpty())
        gltf.json.insert(QStringLiteral("animations"), animations);
}

void setBufferLength(Gltf &gltf)
{
    QJsonArray buffers = gltf.json.value(QStringLiteral("buffers")).toArray();
    QJsonObject buffer = buffers.isEmpty() ? QJsonObject() : buffers[0].toObject();
    buffer.insert(QStringLiteral("byteLength"), double(gltf.bin.size()));
    if (buffers.isEmpty())
        buffers.append(buffer);
    else
        buffers[0] = buffer;
    gltf.json.insert(QStringLiteral("buffers"), buffers);
}

QByteArray padded(QByteArray data, char with)
{
    while (data.size() % 4)
        data.append(with);
    return data;
}

void appendWord(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

using Edit = std::function<void(Gltf &)>;

QString rewriteGlb(const QString &file, const Edit &edit)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return in.errorString();
    const QByteArray data = in.readAll();
    in.close();
    // Header (magic, version, length), then chunks (length, type, data).
    if (data.size() < 20 || !data.startsWith("glTF"))
        return tr("the glTF binary file Assimp wrote has no glTF header");
    Gltf gltf;
    qsizetype at = 12;
    bool haveJson = false;
    while (at + 8 <= data.size()) {
        const quint32 length = qFromLittleEndian<quint32>(data.constData() + at);
        const QByteArray type = data.mid(at + 4, 4);
        if (length > quint32(data.size() - at - 8))
            return tr("a chunk of the glTF binary file Assimp wrote runs past its end (byte %1)").arg(at);
        const QByteArray body = data.mid(at + 8, length);
        if (type == "JSON") {
            gltf.json = QJsonDocument::fromJson(body).object();
            haveJson = true;
        } else if (type == QByteArray("BIN\0", 4)) {
            gltf.bin = body;
        }
        at += 8 + qsizetype(length);
    }
    if (!haveJson)
        return tr("the glTF binary file Assimp wrote has no JSON chunk");
    // The buffer's own length, without the chunk's padding.
    const QJsonArray buffers = gltf.json.value(QStringLiteral("buffers")).toArray();
    if (!buffers.isEmpty())
        gltf.bin.truncate(qsizetype(buffers[0].toObject().value(QStringLiteral("byteLength")).toDouble()));
    edit(gltf);
    setBufferLength(gltf);
    const QByteArray json = padded(QJsonDocument(gltf.json).toJson(QJsonDocument::Compact), ' ');
    const QByteArray bin = padded(gltf.bin, '\0');
    QByteArray out("glTF");
    appendWord(out, 2);
    appendWord(out, quint32(12 + 8 + json.size() + (bin.isEmpty() ? 0 : 8 + bin.size())));
    appendWord(out, quint32(json.size()));
    out.append("JSON");
    out.append(json);
    if (!bin.isEmpty()) {
        appendWord(out, quint32(bin.size()));
        out.append("BIN\0", 4);
        out.append(bin);
    }
    QFile result(file);
    if (!result.open(QIODevice::WriteOnly | QIODevice::Truncate) || result.write(out) != out.size())
        return result.errorString();
    return {};
}

QString rewriteGltf(const QString &file, const Edit &edit)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return in.errorString();
    Gltf gltf;
    gltf.json = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    if (gltf.json.isEmpty())
        return tr("the glTF file Assimp wrote holds no JSON object");
    QJsonArray buffers = gltf.json.value(QStringLiteral("buffers")).toArray();
    QString binName = buffers.isEmpty() ? QString() : buffers[0].toObject().value(QStringLiteral("uri")).toString();
    if (binName.startsWith(QLatin1String("data:")))
        return tr("the glTF file Assimp wrote keeps its buffer inside it");
    if (binName.isEmpty()) {
        binName = QFileInfo(file).completeBaseName() + QStringLiteral(".bin");
        QJsonObject buffer{{QStringLiteral("uri"), binName}};
        if (buffers.isEmpty())
            buffers.append(buffer);
        gltf.json.insert(QStringLiteral("buffers"), buffers);
    }
    const QString binPath = QFileInfo(file).dir().filePath(binName);
    QFile bin(binPath);
    if (bin.exists()) {
        if (!bin.open(QIODevice::ReadOnly))
            return bin.errorString();
        gltf.bin = bin.readAll();
        bin.close();
    }
    edit(gltf);
    setBufferLength(gltf);
    if (!bin.open(QIODevice::WriteOnly | QIODevice::Truncate) || bin.write(gltf.bin) != gltf.bin.size())
        return bin.errorString();
    bin.close();
    const QByteArray json = QJsonDocument(gltf.json).toJson(QJsonDocument::Indented);
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(json) != json.size())
        return out.errorString();
    return {};
}

QString rewrite(const QString &file, const Edit &edit)
{
    return QFileInfo(file).suffix().toLower() == QLatin1String("glb") ? rewriteGlb(file, edit)
                                                                      : rewriteGltf(file, edit);
}

QJsonArray numbers(std::initializer_list<float> values)
{
    QJsonArray array;
    for (float v : values)
        array.append(double(v));
    return array;
}

} // namespace

QString addGltfMorphAnimations(const QString &file, const Model &model, const GltfMorphExport &layout)
{
    if (!hasMorphTracks(model))
        return {};
    return rewrite(file, [&](Gltf &gltf) { addAnimations(gltf, model, layout); });
}

QString setGltfJointTransforms(const QString &file, const Skeleton &skeleton, const QStringList &jointNodes)
{
    if (skeleton.joints.isEmpty())
        return {};
    return rewrite(file, [&](Gltf &gltf) {
        QJsonArray nodes = gltf.json.value(QStringLiteral("nodes")).toArray();
        QHash<QString, qsizetype> byName;
        for (qsizetype n = 0; n < nodes.size(); ++n)
            byName.insert(nodes[n].toObject().value(QStringLiteral("name")).toString(), n);
        for (qsizetype j = 0; j < skeleton.size() && j < jointNodes.size(); ++j) {
            const qsizetype n = byName.value(jointNodes[j], -1);
            if (n < 0)
                continue;
            QJsonObject node = nodes[n].toObject();
            const Transform &bind = skeleton.joints[j].bind;
            const QQuaternion q = bind.rotation.normalized();
            node.remove(QStringLiteral("matrix"));
            auto set = [&](const char *key, bool kept, const QJsonArray &value) {
                if (kept)
                    node.insert(QLatin1String(key), value);
                else
                    node.remove(QLatin1String(key));
            };
            const QVector3D &t = bind.translation;
            const QVector3D &s = bind.scale;
            set("translation", !t.isNull(), numbers({t.x(), t.y(), t.z()}));
            set("rotation", !q.isIdentity(), numbers({q.x(), q.y(), q.z(), q.scalar()}));
            set("scale", s != QVector3D(1, 1, 1), numbers({s.x(), s.y(), s.z()}));
            nodes[n] = node;
        }
        gltf.json.insert(QStringLiteral("nodes"), nodes);
    });
}

} // namespace quarry::assimp
