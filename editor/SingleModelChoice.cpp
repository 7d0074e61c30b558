#include "editor/SingleModelChoice.h"

#include "editor/ExportDialog.h"
#include "io/targets/EngineTarget.h"
#include "io/targets/PlayerConventions.h"

#include <QCheckBox>

namespace quarry {

QCheckBox *createSingleModelCheck(QWidget *parent)
{
    // The Export dialog's words, translated under its name.
    auto *box = new QCheckBox(
        ExportDialog::tr("Not a player: one model at its own size and place (ioquake3: not lower, upper and head)"),
        parent);
    box->setObjectName(QStringLiteral("singleModelCheck"));
    box->setToolTip(ExportDialog::tr("A weapon, an item, a map object, or a model for a mod that loads one skeletal "
                                     "model: not scaled to the game's player height, turned or placed on its floor; "
                                     "for ioquake3 one IQM with animation.cfg"));
    return box;
}

bool targetHasPlayerLayout(const QString &targetId)
{
    const EngineTarget *t = targetId.isEmpty() ? nullptr : findEngineTarget(targetId);
    return t && t->quake3Player;
}

void syncSingleModelCheck(QCheckBox *box, const QString &targetId)
{
    const EngineTarget *t = targetId.isEmpty() ? nullptr : findEngineTarget(targetId);
    box->setEnabled(t && (t->quake3Player || playerConventions(*t)));
}

bool singleModelChosen(const QCheckBox *box)
{
    return box->isEnabled() && box->isChecked();
}

} // namespace quarry
