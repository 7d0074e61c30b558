#include "views/timeline/FixedLengthQuestion.h"

#include "model/operations/FixedLengths.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace quarry {

namespace {

struct FixedLengthQuestion
{
    Q_DECLARE_TR_FUNCTIONS(quarry::FixedLengthQuestion)
};

} // namespace

bool applyFixedLengthChange(QWidget *parent, const Document &document, const std::function<void(Document &)> &edit)
{
    return keepFixedLengthChange(parent, fixedLengthWarningsBefore(document, edit));
}

bool keepFixedLengthChange(QWidget *parent, const QStringList &warnings)
{
    if (warnings.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, FixedLengthQuestion::tr("Clip of a Fixed Length"),
                    FixedLengthQuestion::tr("This edit changes the length of a clip the game fixes:")
                        + QStringLiteral("\n\n") + warnings.join(QLatin1Char('\n')) + QStringLiteral("\n\n")
                        + FixedLengthQuestion::tr("Apply it anyway?"),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("fixedLengthQuestion"));
    QPushButton *apply = box.addButton(FixedLengthQuestion::tr("Apply Anyway"), QMessageBox::AcceptRole);
    apply->setObjectName(QStringLiteral("applyFixedLength"));
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelFixedLength"));
    box.setDefaultButton(cancel);
    box.exec();
    return box.clickedButton() == apply;
}

} // namespace quarry
