// The actions of the timeline: playback, key edits and clip edits. The
// Timeline dock shows them in its tool bar; the main window puts them in
// its Animation menu. Each edit is one command on the document's stack; the
// methods taking values do the edit without asking (the actions ask first).
#pragma once

#include "model/commands/ChangeFrameRateCommand.h"

#include <QObject>
#include <QVariantMap>

class QAction;
class QMenu;
class QWidget;

namespace quarry {

class Document;
class Playback;
class TimelineView;

class TimelineActions : public QObject
{
    Q_OBJECT

public:
    TimelineActions(Document *document, TimelineView *view, Playback *playback, QWidget *dialogParent);

    // Playback.
    QAction *playAction;
    QAction *loopAction;
    QAction *stepBackAction;
    QAction *stepForwardAction;
    QAction *startAction;
    QAction *endAction;
    // Keys.
    QAction *insertKeysAction;
    QAction *deleteKeysAction;
    QAction *copyKeysAction;
    QAction *pasteKeysAction;
    QAction *selectAllKeysAction;
    QAction *scaleKeysAction;
    QAction *snapAction;
    QAction *onlySelectedJointsAction;
    QAction *pivotAtCursorAction;
    // Clips.
    QAction *addClipAction;
    QAction *renameClipAction;
    QAction *duplicateClipAction;
    QAction *deleteClipAction;
    QAction *clipLoopsAction;
    QAction *resampleAction;
    QAction *changeSpeedAction;
    QAction *splitAction;
    QAction *trimAction;
    QAction *extractAction;
    QAction *joinAction;
    QAction *reverseAction;
    QAction *seamlessAction;

    // Adds the actions to the Animation menu (after what it holds).
    void populate(QMenu *menu);

    // The edits behind the actions, with their values given.
    void addClip();
    void renameClip(const QString &name);
    void duplicateClip();
    void deleteClip();
    void setClipLoops(bool loop);
    void setFrameRate(double fps, ChangeFrameRateCommand::Mode mode);
    void splitAtCursor();
    void trimTo(double from, double to);
    void extractRange(double from, double to);
    void joinWith(int other);
    void reverseRange(double from, double to);
    void makeSeamless();

private:
    int current() const;
    // Runs the operation of that id on the current clip.
    void run(const QString &id, QVariantMap options = {});
    void updateEnabled();
    // The range to work on: the selected keys' span, or asked for in frames.
    bool askRange(const QString &title, double &from, double &to);
    void askFrameRate(ChangeFrameRateCommand::Mode mode);

    Document *m_document;
    TimelineView *m_view;
    Playback *m_playback;
    QWidget *m_dialogParent;
};

} // namespace quarry
