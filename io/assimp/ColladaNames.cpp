#include "io/assimp/ColladaNames.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace quarry::assimp {

QHash<QString, QString> colladaNamesForIds(const QString &path)
{
    QHash<QString, QString> result;
    if (QFileInfo(path).suffix().compare(QLatin1String("dae"), Qt::CaseInsensitive) != 0)
        return result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return result;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("node"))
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        const QString id = attributes.value(QLatin1String("id")).toString();
        const QString name = attributes.value(QLatin1String("name")).toString();
        if (id.isEmpty() || name.isEmpty() || id == name || !name.contains(QLatin1Char('.')))
            continue;
        const QString base = QString(name).replace(QLatin1Char('.'), QLatin1Char('_'));
        if (id == base
            || (id.startsWith(base)
                && QRegularExpression(QStringLiteral("^_\\d+$")).match(id.mid(base.size())).hasMatch()))
            result.insert(id, name);
    }
    return result;
}

} // namespace quarry::assimp
