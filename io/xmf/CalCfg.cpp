#include "io/xmf/CalCfg.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

namespace quarry {

CalCfgList parseCalCfg(QByteArrayView text, const QDir &dir)
{
    CalCfgList cfg;
    QString prefix;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        const QString line = QString::fromUtf8(text.sliced(start, end - start)).trimmed();
        start = end + 1;
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq < 0)
            continue;
        const QString key = line.left(eq).trimmed().toLower();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("path")) {
            prefix = value;
            continue;
        }
        if (key != QLatin1String("skeleton") && key != QLatin1String("mesh") && key != QLatin1String("animation")
            && key != QLatin1String("material"))
            continue;
        QString path = dir.absoluteFilePath(prefix.isEmpty() ? value : QDir(prefix).filePath(value));
        // Binary names (.csf, .cmf, .caf, .crf) stand for their XML twins where those exist.
        const QFileInfo info(path);
        static const QHash<QString, QString> xml = {{QStringLiteral("csf"), QStringLiteral("xsf")},
                                                    {QStringLiteral("cmf"), QStringLiteral("xmf")},
                                                    {QStringLiteral("caf"), QStringLiteral("xaf")},
                                                    {QStringLiteral("crf"), QStringLiteral("xrf")}};
        const QString twin = xml.value(info.suffix().toLower());
        if (!twin.isEmpty()) {
            const QString alt = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + twin;
            if (QFileInfo::exists(alt))
                path = alt;
        }
        if (key == QLatin1String("skeleton"))
            cfg.skeleton = path;
        else if (key == QLatin1String("mesh"))
            cfg.meshes << path;
        else if (key == QLatin1String("animation"))
            cfg.animations << path;
        else
            cfg.materials << path;
    }
    return cfg;
}

CalCfgList readCalCfg(const QString &cfgPath)
{
    QFile file(cfgPath);
    // A list of file names is small: anything past 1 MiB is not one.
    if (!file.open(QIODevice::ReadOnly) || file.size() > (1 << 20))
        return {};
    return parseCalCfg(file.readAll(), QFileInfo(cfgPath).absoluteDir());
}

} // namespace quarry
