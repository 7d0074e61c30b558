#include "editor/PlayerQuestion.h"

#include "editor/Preferences.h"
#include "io/md3/Md3PlayerModel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace quarry {

namespace {

// The context lupdate files the question's texts under.
struct PlayerQuestion
{
    Q_DECLARE_TR_FUNCTIONS(quarry::PlayerQuestion)
};

} // namespace

bool openAsPlayer(QWidget *parent, const QString &path)
{
    auto tr = [](const char *text) { return PlayerQuestion::tr(text); };
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
