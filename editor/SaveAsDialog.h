// File > Save As: a file dialog over the formats Quarry writes whose name
// carries the extension of the chosen format, from the start and whenever
// another format is chosen.
#pragma once

#include <QFileDialog>

namespace quarry {

class SaveAsDialog : public QFileDialog
{
    Q_OBJECT

public:
    // `path`: the document's file (may be empty or of a format Quarry does
    // not write); `format`: its format id.
    SaveAsDialog(const QString &path, const QString &format, QWidget *parent = nullptr);

    // The chosen file and the format its name filter stands for.
    QString path() const;
    QString format() const;

private:
    void useFilter(const QString &filter);

    QStringList m_formats; // format id of each name filter
};

} // namespace quarry
