#include "views/FormDialog.h"

#include "views/TypedValues.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>

namespace quarry {

bool execWithOkCancel(QDialog &dialog, QFormLayout *form)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&dialog] {
        commitTypedValues(&dialog);
        dialog.accept();
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace quarry
