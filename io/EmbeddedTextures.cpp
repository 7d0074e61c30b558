#include "io/EmbeddedTextures.h"
#include "model/MaterialNames.h"

#include "model/Translate.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace quarry {

namespace {

bool namesEmbedded(const QString &path, const QVariantMap &embedded)
{
    static const QRegularExpression star(QStringLiteral("^\\*\\d+$"));
    return star.match(path).hasMatch() || embedded.contains(path);
}

QString safeName(const QString &name)
{
    QString s = name;
    static const QRegularExpression bad(QStringLiteral("[^A-Za-z0-9._-]+"));
    s.replace(bad, QStringLiteral("_"));
    return s;
}

} // namespace

QStringList extractEmbeddedTextures(Model &model, const QString &outputPath, QList<FileBytes> *files)
{
    QStringList messages;
    const QVariantMap embedded = model.extras.take(QLatin1String(kEmbeddedTextures)).toMap();
    const QFileInfo output(outputPath);
    const QDir dir = output.absoluteDir();
    QHash<QString, QString> written; // embedded path -> file name written for it
    QSet<QString> taken;
    for (qsizetype m = 0; m < model.materials.size(); ++m) {
        Material &material = model.materials[m];
        const QString oldTexture = material.texturePath();
        for (TextureMap &map : material.maps) {
            if (!namesEmbedded(map.path, embedded))
                continue;
            if (const auto it = written.constFind(map.path); it != written.constEnd()) {
                map.path = *it;
                continue;
            }
            const QVariantMap texture = embedded.value(map.path).toMap();
            const QByteArray data = texture.value(QStringLiteral("data")).toByteArray();
            if (data.isEmpty()) {
                messages << tr("material \"%1\": its texture %2 is embedded in the source file, "
                               "but the image could not be read: left out")
                                .arg(material.name, map.path);
                continue;
            }
            const QString stem = output.completeBaseName() + QLatin1Char('_')
                                 + safeName(material.name.isEmpty() ? QStringLiteral("material%1").arg(m)
                                                                    : material.name)
                                 + (map.type == QLatin1String("diffuse") || map.type == QLatin1String("baseColor")
                                        ? QString()
                                        : QLatin1Char('_') + safeName(map.type));
            const QString extension = texture.value(QStringLiteral("format")).toString();
            QString name = stem + QLatin1Char('.') + extension;
            for (int n = 2; taken.contains(name); ++n)
                name = QStringLiteral("%1_%2.%3").arg(stem).arg(n).arg(extension);
            taken.insert(name);
            files->append(FileBytes{dir.filePath(name), data});
            messages
                << tr("material \"%1\": the texture embedded as %2 written to %3").arg(material.name, map.path, name);
            written.insert(map.path, name);
            map.path = name;
        }
        if (material.texturePath() != oldTexture && !looksLikeFileName(material.name))
            material.name = material.texturePath();
    }
    return messages;
}

bool keepsEmbeddedTextures(const QString &format)
{
    return format == QLatin1String("mdl") || format == QLatin1String("md2");
}

} // namespace quarry
