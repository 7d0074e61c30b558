#include "editor/SingleModelChoice.h"

#include "editor/ExportDialog.h"
#include "io/targets/EngineTarget.h"

#include <QCheckBox>

namespace quarry {

QCheckBox *createSingleModelCheck(QWidget *parent)
{
    // The Export dialog's words, translated under its name.
    auto *box = new QCheckBox(ExportDialog::tr("One model, not a Quake III player's lower, upper and head (ioquake3)"),
                              parent);
    box->setObjectName(QStringLiteral("singleModelCheck"));
    box->setToolTip(ExportDialog::tr("For a mod that loads one skeletal model, or a model that is not a player: one "
                                     "IQM with animation.cfg"));
    return box;
}

bool targetHasPlayerLayout(const QString &targetId)
{
    const EngineTarget *t = targetId.isEmpty() ? nullptr : findEngineTarget(targetId);
    return t && t->quake3Player;
}

void syncSingleModelCheck(QCheckBox *box, const QString &targetId)
{
    box->setEnabled(targetHasPlayerLayout(targetId));
}

bool singleModelChosen(const QCheckBox *box)
{
    return box->isEnabled() && box->isChecked();
}

} // namespace quarry
