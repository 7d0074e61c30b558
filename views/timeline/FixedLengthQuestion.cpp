#include "views/timeline/FixedLengthQuestion.h"

#include "model/Document.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace quarry {

namespace {

struct FixedLengthQuestion
{
    Q_DECLARE_TR_FUNCTIONS(quarry::FixedLengthQuestion)
};

} // namespace

bool keepFixedLengthChange(QWidget *parent, Document &document, const OperationResult &result)
{
    if (!result.ok || result.warnings.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, FixedLengthQuestion::tr("Clip of a Fixed Length"),
                    FixedLengthQuestion::tr("The game requires the length this clip had:") + QStringLiteral("\n\n")
                        + result.warnings.join(QLatin1Char('\n')),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("fixedLengthQuestion"));
    QPushButton *keep = box.addButton(FixedLengthQuestion::tr("Keep the New Length"), QMessageBox::AcceptRole);
    keep->setObjectName(QStringLiteral("keepNewLength"));
    QPushButton *undo = box.addButton(FixedLengthQuestion::tr("Undo"), QMessageBox::RejectRole);
    undo->setObjectName(QStringLiteral("undoNewLength"));
    box.setDefaultButton(undo);
    box.exec();
    if (box.clickedButton() == keep)
        return true;
    document.undoStack()->undo();
    // Nothing left to redo, as when an edit is declined before it is made:
    // an obsolete command pushed drops the undone one.
    auto *drop = new QUndoCommand;
    drop->setObsolete(true);
    document.undoStack()->push(drop);
    return false;
}

} // namespace quarry
