// A Cal3D .cfg list: key=value lines naming an avatar's skeleton, meshes,
// animations, morph animations and materials, with its scale (and an
// optional path= prefix for the lines after it). Quarry opens it as one
// model (io/xmf/CalCfgFormat.h) and reads it to find an .xmf file's
// companions.
#pragma once

#include <QByteArrayView>
#include <QDir>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace quarry {

// One key=value line as written: `value` is the name as the file gives it
// (with the path= prefix in front), `path` the file it names, found as
// resolveCalCfgPath finds it.
struct CalCfgEntry
{
    QString key; // lower case: skeleton, mesh, animation, morphanim, material
    QString value;
    QString path;
    int line = 0; // 1-based
    QString rule; // how `path` was found when not as written (a note); empty otherwise
};

// The file a .cfg line names, found as Cal3D's loader and Windows users
// expect: the name relative to the .cfg's folder (either slash); else the
// same with letter case ignored; else the name with its leading folders
// dropped one at a time (a path written relative to the program, not the
// .cfg), down to the file name alone in the .cfg's folder, each with
// letter case ignored too. `*rule` says which rule found it (empty when
// the name was right as written); when none does, the name as written
// relative to the folder, with `*rule` empty.
QString resolveCalCfgPath(const QDir &dir, const QString &name, QString *rule);

// A line the parse did not take, for a warning: Cal3D's own parser refuses
// a line with no '=' and ignores keys it does not know.
struct CalCfgProblem
{
    int line = 0;
    QString message;
};

struct CalCfgFile
{
    QList<CalCfgEntry> entries; // the file lines in order (no scale=, path= or comments)
    std::optional<double> scale;
    int scaleLine = 0;
    // The comment lines before the first key, kept to be written back.
    QStringList header;
    QList<CalCfgProblem> problems;

    // The entries' paths of one key, in order.
    QStringList paths(const QString &key) const;
};

// The whole list, names as written; nothing fails (problems are listed).
CalCfgFile parseCalCfgFile(QByteArrayView text, const QDir &dir);

struct CalCfgList
{
    QString skeleton;
    QStringList meshes, animations, materials;
};

// The lists of the .cfg text, paths made absolute against `dir`, binary
// and XML names as written; a binary name (.csf, .cmf, .caf, .crf) whose
// file is missing stands for its XML twin where that exists. Lines it does
// not know are skipped; nothing fails.
CalCfgList parseCalCfg(QByteArrayView text, const QDir &dir);
// The file's lists; empty when it cannot be read.
CalCfgList readCalCfg(const QString &cfgPath);

// The XML twin of a binary Cal3D name (hero.cmf -> hero.xmf, same folder)
// when that file exists; empty otherwise.
QString calXmlTwin(const QString &path);

// True when the start of a file reads as a Cal3D .cfg list: text whose
// first key line is one of the list's keys.
bool looksLikeCalCfg(QByteArrayView head);

} // namespace quarry
