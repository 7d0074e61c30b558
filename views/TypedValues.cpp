#include "views/TypedValues.h"

#include <QAbstractSpinBox>

namespace quarry {

void commitTypedValues(QWidget *scope)
{
    if (!scope)
        return;
    QList<QAbstractSpinBox *> boxes = scope->findChildren<QAbstractSpinBox *>();
    if (auto *self = qobject_cast<QAbstractSpinBox *>(scope))
        boxes.prepend(self);
    for (QAbstractSpinBox *box : std::as_const(boxes))
        if (box->isEnabled() && !box->isReadOnly())
            box->interpretText();
}

} // namespace quarry
