#include "io/cal3d/CrfMaterial.h"

#include "io/cal3d/BinaryStream.h"
#include "model/MaterialNames.h"
#include "model/Translate.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace quarry {

using namespace cal3d;

namespace {

const QString kTypedMaps = QStringLiteral("xrf.typedMaps");
const QString kMapBytes = QStringLiteral("crf.mapBytes");

void writeColor(QByteArray &out, const std::optional<QVector4D> &color, const QVector4D &fallback)
{
    const QVector4D c = color.value_or(fallback);
    for (int i = 0; i < 4; ++i)
        out.append(char(quint8(qBound(0, int(std::lround(c[i] * 255.0f)), 255))));
}

} // namespace

WriteResult writeCrfMaterial(const Model &model, int index, const QString &path)
{
    if (index < 0 || index >= model.materials.size())
        return WriteResult::failure(path, tr("the model has no material to write"));
    const Material &material = model.materials[index];
    WriteResult result;
    const bool typedMaps = material.extras.value(kTypedMaps).toBool();
    int version = material.extras.value(versionKey("crf"), typedMaps ? kVersion1300 : kDefaultVersion).toInt();
    // As the XRF writer: a material read from a Cal3D file keeps its maps as read.
    const QList<TextureMap> maps = material.extras.isEmpty() ? writtenTextureMaps(material) : material.maps;
    bool otherTypes = false;
    for (const TextureMap &map : std::as_const(maps))
        otherTypes = otherTypes || map.type != QLatin1String("diffuse");
    if (version < kVersion1300 && otherTypes)
        result.warnings.append(
            Diagnostic{path, -1, -1, tr("CRF version %1 has no map types: they were not written").arg(version)});
    const QVariantList mapBytes = material.extras.value(kMapBytes).toList();
    QByteArray &out = result.data;
    BinaryWriter w(out);
    w.writeHeader(kMaterialMagic, version);
    writeColor(out, material.ambient, QVector4D(0, 0, 0, 1));
    writeColor(out, material.diffuse, QVector4D(1, 1, 1, 1));
    writeColor(out, material.specular, QVector4D(0, 0, 0, 1));
    w.writeFloat(material.shininess.value_or(0.0f));
    w.writeInt(qint32(maps.size()));
    for (qsizetype i = 0; i < maps.size(); ++i) {
        const QVariantList raw = i < mapBytes.size() ? mapBytes[i].toList() : QVariantList();
        w.writeString(maps[i].path, raw.value(0).toByteArray());
        if (version >= kVersion1300)
            w.writeString(maps[i].type, raw.value(1).toByteArray());
    }
    return result;
}

} // namespace quarry
