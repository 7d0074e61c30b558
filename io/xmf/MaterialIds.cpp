#include "io/xmf/MaterialIds.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace quarry {

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.
QString tr(const char *text)
{
    return QCoreApplication::translate("quarry", text);
}

} // namespace

MaterialIds materialIds(const QStringList &files)
{
    MaterialIds ids;
    if (files.isEmpty())
        return ids;
    ids.rule = MaterialIds::Rule::GivenOrder;
    ids.files = files;
    static const QRegularExpression numbered(QStringLiteral("^(.*)_(\\d+)$"));
    QString base;
    QStringList byNumber(files.size());
    int numberedCount = 0;
    for (const QString &file : files) {
        const QRegularExpressionMatch m = numbered.match(QFileInfo(file).completeBaseName());
        if (!m.hasMatch())
            continue;
        ++numberedCount;
        if (base.isNull())
            base = m.captured(1);
        else if (m.captured(1) != base) {
            ids.reason = tr("the numbered names have different bases (%1, %2)").arg(base, m.captured(1));
            return ids;
        }
        bool ok = false;
        const qsizetype n = m.captured(2).toLongLong(&ok);
        if (!ok || n >= files.size()) {
            ids.reason =
                tr("%1 is numbered past the %2 material files given").arg(QFileInfo(file).fileName()).arg(files.size());
            return ids;
        }
        if (!byNumber[n].isNull()) {
            ids.reason =
                tr("%1 and %2 have the same number").arg(QFileInfo(byNumber[n]).fileName(), QFileInfo(file).fileName());
            return ids;
        }
        byNumber[n] = file;
    }
    if (numberedCount == 0)
        return ids;
    if (numberedCount < files.size()) {
        ids.reason = tr("only %1 of the %2 material files are named <base>_N").arg(numberedCount).arg(files.size());
        return ids;
    }
    ids.rule = MaterialIds::Rule::FileNumbers;
    ids.files = byNumber;
    return ids;
}

} // namespace quarry
