#include "editor/SaveAsDialog.h"

#include "io/Formats.h"

#include <QFileInfo>

namespace quarry {

SaveAsDialog::SaveAsDialog(const QString &path, const QString &format, QWidget *parent)
    : QFileDialog(parent, tr("Save Model As"))
{
    setObjectName(QStringLiteral("saveAsDialog"));
    setAcceptMode(QFileDialog::AcceptSave);
    setFileMode(QFileDialog::AnyFile);
    for (const FormatHandler &h : formatHandlers())
        if (h.write)
            m_formats << h.id;
    const QStringList filters = writeFilters();
    setNameFilters(filters);
    const QFileInfo info(path);
    if (!path.isEmpty())
        setDirectory(info.absolutePath());
    const qsizetype current = std::max<qsizetype>(0, m_formats.indexOf(format));
    selectNameFilter(filters.value(current));
    const FormatHandler *h = formatHandler(m_formats.value(current));
    const QString base = path.isEmpty() ? tr("untitled") : info.completeBaseName();
    if (h && !h->extensions.isEmpty()) {
        setDefaultSuffix(h->extensions.first());
        selectFile(base + QLatin1Char('.') + h->extensions.first());
    }
    connect(this, &QFileDialog::filterSelected, this, &SaveAsDialog::useFilter);
}

void SaveAsDialog::useFilter(const QString &filter)
{
    const FormatHandler *h = formatHandler(m_formats.value(nameFilters().indexOf(filter)));
    if (!h || h->extensions.isEmpty())
        return;
    const QString extension = h->extensions.first();
    setDefaultSuffix(extension);
    // The name typed so far keeps its base; only the extension follows the format.
    const QString typed = selectedFiles().value(0);
    const QString base = QFileInfo(typed).completeBaseName();
    if (!base.isEmpty())
        selectFile(base + QLatin1Char('.') + extension);
}

QString SaveAsDialog::path() const
{
    return selectedFiles().value(0);
}

QString SaveAsDialog::format() const
{
    // The name's extension decides where it names a format Quarry writes;
    // else the chosen filter.
    const QString byName = formatForWriting(path());
    return byName.isEmpty() ? m_formats.value(nameFilters().indexOf(selectedNameFilter())) : byName;
}

} // namespace quarry
