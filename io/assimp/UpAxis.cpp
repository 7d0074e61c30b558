#include "io/assimp/UpAxis.h"

#include <QFile>
#include <QFileInfo>
#include <QXmlStreamReader>

#include <assimp/commonMetaData.h>
#include <assimp/scene.h>

namespace quarry::assimp {

namespace {

QString metadataString(const aiMetadata *meta, const char *key)
{
    aiString value;
    return meta && meta->Get(key, value) ? QString::fromUtf8(value.C_Str()) : QString();
}

// Collada's <asset><up_axis> (Y_UP when absent, by the specification).
QString colladaUpAxis(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        // The asset block comes first; past it there is no up axis to find.
        if (xml.name() == QLatin1String("library_geometries") || xml.name() == QLatin1String("library_visual_scenes"))
            break;
        if (xml.name() == QLatin1String("up_axis")) {
            const QString axis = xml.readElementText().trimmed().toUpper();
            if (axis == QLatin1String("X_UP"))
                return QStringLiteral("+x");
            if (axis == QLatin1String("Z_UP"))
                return QStringLiteral("+z");
            return QStringLiteral("+y");
        }
    }
    return QStringLiteral("+y");
}

} // namespace

QString declaredUpAxis(const aiScene &scene, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QString format = metadataString(scene.mMetaData, AI_METADATA_SOURCE_FORMAT);
    if (suffix == QLatin1String("gltf") || suffix == QLatin1String("glb") || format.startsWith(QLatin1String("glTF")))
        return QStringLiteral("+y");
    if (suffix == QLatin1String("dae") || format.startsWith(QLatin1String("Collada")))
        return colladaUpAxis(path);
    int32_t axis = -1, sign = 1;
    if (scene.mMetaData && scene.mMetaData->Get("UpAxis", axis) && axis >= 0 && axis <= 2) {
        if (!scene.mMetaData->Get("UpAxisSign", sign) || sign == 0)
            sign = 1;
        return QString(QLatin1Char(sign < 0 ? '-' : '+')) + QLatin1Char("xyz"[axis]);
    }
    return {};
}

QQuaternion turnToZUp(const QString &axis)
{
    if (axis == QLatin1String("+y"))
        return QQuaternion::fromAxisAndAngle(1, 0, 0, 90);
    if (axis == QLatin1String("-y"))
        return QQuaternion::fromAxisAndAngle(1, 0, 0, -90);
    if (axis == QLatin1String("+x"))
        return QQuaternion::fromAxisAndAngle(0, 1, 0, -90);
    if (axis == QLatin1String("-x"))
        return QQuaternion::fromAxisAndAngle(0, 1, 0, 90);
    if (axis == QLatin1String("-z"))
        return QQuaternion::fromAxisAndAngle(1, 0, 0, 180);
    return {};
}

} // namespace quarry::assimp
