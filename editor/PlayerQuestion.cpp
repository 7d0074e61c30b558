#include "editor/PlayerQuestion.h"

#include "editor/Preferences.h"
#include "io/md3/Md3PlayerModel.h"
#include "model/Translate.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace quarry {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup uses the same one.

bool openAsPlayer(QWidget *parent, const QString &path)
{
    if (!quake3PlayerPaths(path).complete())
        return false;
    Preferences prefs = Preferences::load();
    if (prefs.playerBeside != Preferences::PlayerBeside::Ask)
        return prefs.playerBeside == Preferences::PlayerBeside::Always;
    QMessageBox box(QMessageBox::Question, tr("Quake III player"),
                    tr("%1 is a part of a player: lower.md3, upper.md3, head.md3 and animation.cfg lie beside it. "
                       "Open the whole player, its parts on their tags and every slot of animation.cfg a clip?")
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("playerQuestion"));
    QPushButton *player = box.addButton(tr("Open the Player"), QMessageBox::AcceptRole);
    player->setObjectName(QStringLiteral("openPlayer"));
    QPushButton *part = box.addButton(tr("Open This Part"), QMessageBox::RejectRole);
    part->setObjectName(QStringLiteral("openPart"));
    box.setDefaultButton(player);
    auto *remember = new QCheckBox(tr("Remember my answer (Edit > Preferences changes it)"), &box);
    remember->setObjectName(QStringLiteral("rememberPlayerAnswer"));
    box.setCheckBox(remember);
    box.exec();
    const bool whole = box.clickedButton() == player;
    if (remember->isChecked()) {
        prefs.playerBeside = whole ? Preferences::PlayerBeside::Always : Preferences::PlayerBeside::Never;
        prefs.save();
    }
    return whole;
}

} // namespace quarry
