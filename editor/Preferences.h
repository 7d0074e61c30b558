// The editor's preferences, kept in QSettings under "preferences/".
#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace quarry {

struct Preferences
{
    enum class SkeletonBeside : quint8 { Ask, Always, Never };
    enum class PlayerBeside : quint8 { Ask, Always, Never };

    int maxRecentFiles = 10;
    // Opening an .xmf with a skeleton of the same name beside it.
    SkeletonBeside skeletonBeside = SkeletonBeside::Ask;
    // Opening a Quake III player's lower.md3, upper.md3 or head.md3 with the
    // other two and animation.cfg beside it: the whole player, or the part.
    PlayerBeside playerBeside = PlayerBeside::Ask;
    // The undo budget: how many steps the history keeps, and how much
    // memory they may hold (the oldest steps go first when either is passed).
    int undoLimit = 500; // 0 = unlimited
    int undoMemoryMiB = 1024; // 0 = unlimited
    qint64 undoMemoryBytes() const { return qint64(undoMemoryMiB) * 1024 * 1024; }
    // Seconds between autosaves of a document with unsaved changes.
    int autosaveSeconds = 60; // 0 = off
    // The interface language ("de", "fr", ...); empty for the system's.
    // Read at startup (editor/main.cpp).
    QString language;
    // How left and right joints are named, for pasting and mirroring poses
    // (a rule of jointSideRules(): "auto", ".L/.R", "_l/_r", ..., or
    // "custom:A/B", the texts A and B swapped).
    QString jointSideRule = QStringLiteral("auto");

    static Preferences load();
    void save() const;
};

class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);
    Preferences preferences() const;

private:
    QSpinBox *m_recent;
    QComboBox *m_skeleton;
    QComboBox *m_player;
    QSpinBox *m_undoLimit;
    QSpinBox *m_undoMemory;
    QSpinBox *m_autosave;
    QComboBox *m_language;
    QComboBox *m_sideRule;
    QLineEdit *m_leftText;
    QLineEdit *m_rightText;
};

} // namespace quarry
