#include "io/cal3d/CrfMaterial.h"

#include "io/cal3d/BinaryStream.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace quarry {

using namespace cal3d;

namespace {

const QString kTypedMaps = QStringLiteral("xrf.typedMaps");
const QString kFile = QStringLiteral("crf.file");
// Per map: the file name's and the type's bytes where writing the text
// would not give them back.
const QString kMapBytes = QStringLiteral("crf.mapBytes");

QVector4D readColor(BinaryReader &in, const char *what)
{
    const char *p = in.take(4, what);
    return QVector4D(quint8(p[0]), quint8(p[1]), quint8(p[2]), quint8(p[3])) / 255.0f;
}

} // namespace

ReadResult readCrfMaterial(const QString &path, QByteArrayView data)
{
    ReadResult result;
    try {
        BinaryReader in(data);
        const int version = in.readHeader(kMaterialMagic);
        const bool typed = version >= kVersion1300;
        Material material;
        material.ambient = readColor(in, "the ambient color");
        material.diffuse = readColor(in, "the diffuse color");
        material.specular = readColor(in, "the specular color");
        material.shininess = in.readFloat("the shininess");
        const int mapCount = in.readCount("the map count", typed ? 8 : 4);
        QVariantList mapBytes;
        bool keepBytes = false;
        for (int i = 0; i < mapCount; ++i) {
            TextureMap map;
            QByteArray rawPath, rawType;
            map.path = in.readString("a map's file name", &rawPath);
            map.type = QStringLiteral("diffuse");
            if (typed)
                map.type = in.readString("a map's type", &rawType);
            const bool plainPath = rawPath == map.path.toUtf8() + '\0';
            const bool plainType = !typed || rawType == map.type.toUtf8() + '\0';
            keepBytes = keepBytes || !plainPath || !plainType;
            mapBytes.append(
                QVariant(QVariantList{plainPath ? QByteArray() : rawPath, plainType ? QByteArray() : rawType}));
            material.maps.append(map);
        }
        if (in.left() > 0)
            result.warnings.append(
                Diagnostic{path, -1, in.offset(), tr("%1 bytes after the last map were ignored").arg(in.left())});
        material.name = material.maps.isEmpty() ? QFileInfo(path).completeBaseName()
                                                : QFileInfo(material.maps[0].path).fileName();
        material.extras.insert(versionKey("crf"), version);
        material.extras.insert(kFile, QFileInfo(path).fileName());
        if (typed)
            material.extras.insert(kTypedMaps, true);
        if (keepBytes)
            material.extras.insert(kMapBytes, mapBytes);
        result.model.materials.append(material);
    } catch (const BinaryError &e) {
        return failure(path, e);
    }
    return result;
}

} // namespace quarry
