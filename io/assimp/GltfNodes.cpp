#include "io/assimp/GltfNodes.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

namespace quarry::assimp {

namespace {

QByteArray gltfJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray header = file.read(20);
    if (header.size() == 20 && header.startsWith("glTF")) {
        // Header (magic, version, length), then the JSON chunk (length, type).
        const quint32 length = qFromLittleEndian<quint32>(header.constData() + 12);
        if (header.mid(16, 4) != "JSON" || qint64(length) > file.size() - 20)
            return {};
        return file.read(length);
    }
    if (QFileInfo(path).suffix().compare(QLatin1String("gltf"), Qt::CaseInsensitive) != 0)
        return {};
    file.seek(0);
    return file.readAll();
}

QList<int> indexes(const QJsonValue &value, qsizetype count)
{
    QList<int> result;
    for (const QJsonValue &v : value.toArray()) {
        const int i = v.toInt(-1);
        if (i >= 0 && i < count)
            result.append(i);
    }
    return result;
}

} // namespace

GltfNodes readGltfNodes(const QString &path)
{
    GltfNodes result;
    const QByteArray json = gltfJson(path);
    if (json.isEmpty())
        return result;
    const QJsonObject doc = QJsonDocument::fromJson(json).object();
    const QJsonArray nodes = doc.value(QLatin1String("nodes")).toArray();
    const QJsonArray skins = doc.value(QLatin1String("skins")).toArray();
    const qsizetype count = nodes.size();
    if (count == 0)
        return result;
    for (const QJsonValue &value : nodes) {
        const QJsonObject node = value.toObject();
        result.names.append(node.value(QLatin1String("name")).toString());
        result.children.append(indexes(node.value(QLatin1String("children")), count));
        const int skin = node.value(QLatin1String("skin")).toInt(-1);
        result.skin.append(node.contains(QLatin1String("mesh")) && skin < skins.size() ? skin : -1);
    }
    for (const QJsonValue &skin : skins)
        result.skinJoints.append(indexes(skin.toObject().value(QLatin1String("joints")), count));
    const QJsonArray scenes = doc.value(QLatin1String("scenes")).toArray();
    const int scene = doc.value(QLatin1String("scene")).toInt(0);
    if (scene >= 0 && scene < scenes.size())
        result.roots = indexes(scenes[scene].toObject().value(QLatin1String("nodes")), count);
    for (const QJsonValue &value : doc.value(QLatin1String("animations")).toArray()) {
        QSet<int> targets;
        for (const QJsonValue &channel : value.toObject().value(QLatin1String("channels")).toArray()) {
            const QJsonObject target = channel.toObject().value(QLatin1String("target")).toObject();
            const int node = target.value(QLatin1String("node")).toInt(-1);
            if (node >= 0 && node < count && target.value(QLatin1String("path")).toString() != QLatin1String("weights"))
                targets.insert(node);
        }
        result.animationTargets.append(targets);
    }
    result.read = true;
    return result;
}

} // namespace quarry::assimp
