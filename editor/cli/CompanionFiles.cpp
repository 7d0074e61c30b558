#include "editor/cli/CompanionFiles.h"

#include "io/xmf/CalParts.h"
#include "io/xmf/XmfAvatar.h"

#include <QDir>
#include <QFileInfo>

namespace quarry {

bool isCompanionFile(const QString &path)
{
    static const QStringList kSuffixes = {QStringLiteral("xsf"),    QStringLiteral("xaf"), QStringLiteral("xrf"),
                                          QStringLiteral("csf"),    QStringLiteral("caf"), QStringLiteral("crf"),
                                          QStringLiteral("md5anim")};
    return kSuffixes.contains(QFileInfo(path).suffix().toLower());
}

bool isCalMeshFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("xmf") || suffix == QLatin1String("cmf"))
        return true;
    const CalPartFormat *f = QFileInfo(path).isFile() ? calPartReader(path) : nullptr;
    return f && f->part == CalPart::Mesh;
}

QStringList takeCompanionArguments(QStringList &positional, qsizetype first)
{
    QStringList companions;
    for (qsizetype i = first; i < positional.size();) {
        if (isCompanionFile(positional[i]) && QFileInfo(positional[i]).isFile())
            companions << positional.takeAt(i);
        else
            ++i;
    }
    return companions;
}

FileGroup groupFiles(const QStringList &paths)
{
    FileGroup group;
    for (const QString &p : paths) {
        if (group.model.isEmpty() && !isCompanionFile(p))
            group.model = p;
        else
            group.companions.append(p);
    }
    if (group.model.isEmpty() && !group.companions.isEmpty())
        group.model = group.companions.takeFirst();
    return group;
}

QString skeletonBeside(const QString &modelPath)
{
    const QFileInfo info(modelPath);
    const QString suffix = info.suffix().toLower();
    if (suffix != QLatin1String("xmf") && suffix != QLatin1String("cmf"))
        return {};
    const QDir dir = info.dir();
    for (const char *ext : {"xsf", "XSF", "csf", "CSF"}) {
        const QString candidate = dir.filePath(info.completeBaseName() + QLatin1Char('.') + QLatin1String(ext));
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    // Else as batch conversion and `quarry render` find it: the .cfg's, or
    // the only skeleton in the folder under another name.
    return findAvatarCompanions(modelPath).skeleton;
}

} // namespace quarry
