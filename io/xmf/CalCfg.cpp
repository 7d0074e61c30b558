#include "io/xmf/CalCfg.h"

#include "model/Translate.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <cmath>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

namespace {

const QStringList &fileKeys()
{
    static const QStringList keys = {QStringLiteral("skeleton"), QStringLiteral("mesh"), QStringLiteral("animation"),
                                     QStringLiteral("morphanim"), QStringLiteral("material")};
    return keys;
}

// Calls `line(number, text)` for every line, CR LF or LF ended.
template<typename F>
void forEachLine(QByteArrayView text, F line)
{
    qsizetype start = 0;
    int number = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        ++number;
        if (!line(number, text.sliced(start, end - start)))
            return;
        start = end + 1;
    }
}

// The entry of `dir` named `name`, letter case ignored (the exact name
// first); empty when there is none.
QString entryIgnoringCase(const QString &dir, const QString &name)
{
    if (QFileInfo::exists(dir + QLatin1Char('/') + name))
        return name;
    const QStringList entries = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                                    | QDir::NoDotAndDotDot);
    for (const QString &e : entries)
        if (e.compare(name, Qt::CaseInsensitive) == 0)
            return e;
    return {};
}

// `parts` followed from `dir`, letter case ignored; empty when a part is
// missing.
QString followIgnoringCase(QString dir, const QStringList &parts)
{
    for (const QString &part : parts) {
        if (part == QLatin1String(".."))
            dir = QFileInfo(dir).absolutePath();
        else if (const QString e = entryIgnoringCase(dir, part); !e.isEmpty())
            dir += QLatin1Char('/') + e;
        else
            return {};
    }
    return QDir::cleanPath(dir);
}

} // namespace

QString resolveCalCfgPath(const QDir &dir, const QString &name, QString *rule)
{
    rule->clear();
    QString written = name;
    written.replace(QLatin1Char('\\'), QLatin1Char('/'));
    const QString asWritten = QDir::cleanPath(dir.absoluteFilePath(written));
    // A binary name whose XML twin is there stands for it (calXmlTwin).
    if (QFileInfo::exists(asWritten) || !calXmlTwin(asWritten).isEmpty())
        return asWritten;
    // A Windows drive or a leading slash: an absolute path of another
    // machine, of which only the trailing names can be looked for here.
    QString relative = QDir::cleanPath(written);
    const bool drive = relative.size() >= 2 && relative[1] == QLatin1Char(':');
    const bool absolute = drive || relative.startsWith(QLatin1Char('/'));
    if (drive)
        relative = relative.mid(2);
    QStringList parts = relative.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    parts.removeAll(QStringLiteral("."));
    if (parts.isEmpty())
        return asWritten;
    const QString base = dir.absolutePath();
    if (!absolute) {
        if (const QString found = followIgnoringCase(base, parts); !found.isEmpty()) {
            *rule = tr("%1 found as %2, letter case ignored").arg(name, dir.relativeFilePath(found));
            return found;
        }
    }
    for (qsizetype drop = absolute ? 0 : 1; drop < parts.size(); ++drop) {
        const QStringList tail = parts.mid(drop);
        if (tail.contains(QStringLiteral("..")))
            continue;
        if (const QString found = followIgnoringCase(base, tail); !found.isEmpty()) {
            *rule = tail.size() == 1
                        ? tr("%1 found as %2, by its file name alone in the .cfg's folder")
                              .arg(name, dir.relativeFilePath(found))
                        : tr("%1 found as %2, relative to the .cfg's folder without its leading folders %3")
                              .arg(name, dir.relativeFilePath(found),
                                   QStringList(parts.mid(0, drop)).join(QLatin1Char('/')));
            return found;
        }
    }
    return asWritten;
}

QStringList CalCfgFile::paths(const QString &key) const
{
    QStringList list;
    for (const CalCfgEntry &e : entries)
        if (e.key == key)
            list << e.path;
    return list;
}

CalCfgFile parseCalCfgFile(QByteArrayView text, const QDir &dir)
{
    CalCfgFile cfg;
    QString prefix;
    bool seenKey = false;
    forEachLine(text, [&](int number, QByteArrayView bytes) {
        const QString raw = QString::fromUtf8(bytes);
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            if (!seenKey && line.startsWith(QLatin1Char('#')))
                cfg.header << line;
            return true;
        }
        seenKey = true;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq < 0) {
            cfg.problems.append({number, tr("not a key=value line")});
            return true;
        }
        const QString key = line.left(eq).trimmed().toLower();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("path")) {
            prefix = value;
        } else if (key == QLatin1String("scale")) {
            bool ok = false;
            const double s = value.toDouble(&ok);
            if (ok && s > 0 && std::isfinite(s)) {
                cfg.scale = s;
                cfg.scaleLine = number;
            } else {
                cfg.problems.append({number, tr("scale=%1 is not a positive number").arg(value)});
            }
        } else if (fileKeys().contains(key)) {
            if (value.isEmpty()) {
                cfg.problems.append({number, tr("%1= names no file").arg(key)});
                return true;
            }
            const QString name = prefix.isEmpty() ? value : QDir(prefix).filePath(value);
            QString rule;
            const QString path = resolveCalCfgPath(dir, name, &rule);
            cfg.entries.append({key, name, path, number, rule});
        } else {
            cfg.problems.append({number, tr("unknown key \"%1\" (ignored)").arg(key)});
        }
        return true;
    });
    return cfg;
}

QString calXmlTwin(const QString &path)
{
    static const QHash<QString, QString> xml = {{QStringLiteral("csf"), QStringLiteral("xsf")},
                                                {QStringLiteral("cmf"), QStringLiteral("xmf")},
                                                {QStringLiteral("caf"), QStringLiteral("xaf")},
                                                {QStringLiteral("crf"), QStringLiteral("xrf")},
                                                {QStringLiteral("cpf"), QStringLiteral("xpf")}};
    const QFileInfo info(path);
    const QString twin = xml.value(info.suffix().toLower());
    if (twin.isEmpty())
        return {};
    const QString alt = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + twin;
    return QFileInfo::exists(alt) ? alt : QString();
}

CalCfgList parseCalCfg(QByteArrayView text, const QDir &dir)
{
    CalCfgList cfg;
    for (const CalCfgEntry &e : parseCalCfgFile(text, dir).entries) {
        // A name in the binary form that is not there stands for its XML twin where that is.
        QString path = e.path;
        if (!QFileInfo::exists(path))
            if (const QString twin = calXmlTwin(path); !twin.isEmpty())
                path = twin;
        if (e.key == QLatin1String("skeleton"))
            cfg.skeleton = path;
        else if (e.key == QLatin1String("mesh"))
            cfg.meshes << path;
        else if (e.key == QLatin1String("animation"))
            cfg.animations << path;
        else if (e.key == QLatin1String("material"))
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

bool looksLikeCalCfg(QByteArrayView head)
{
    if (head.contains('\0'))
        return false;
    bool known = false;
    forEachLine(head, [&](int, QByteArrayView bytes) {
        const QByteArray line = bytes.toByteArray().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            return true;
        const qsizetype eq = line.indexOf('=');
        const QString key = QString::fromLatin1(line.left(eq < 0 ? 0 : eq).trimmed()).toLower();
        known = eq > 0 && (fileKeys().contains(key) || key == QLatin1String("scale") || key == QLatin1String("path"));
        return false; // the first key line decides
    });
    return known;
}

} // namespace quarry
