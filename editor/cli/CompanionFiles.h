// Which of several files the user opened together is the model and which
// are its companions (XMF avatars: skeleton, animations, materials).
#pragma once

#include <QStringList>

namespace quarry {

struct FileGroup
{
    QString model;
    QStringList companions; // in the order the user gave them
};

// Cal3D companion files (.xsf, .xaf, .xrf and their binary forms) are
// companions; the first other file is the model. With no other file the
// first file is the model.
FileGroup groupFiles(const QStringList &paths);

// A skeleton with the model's base name beside it ("hero.xmf" ->
// "hero.xsf" or "hero.csf"), else for an .xmf the one findAvatarCompanions
// finds (the .cfg's, the folder's only .xsf); empty when there is none.
QString skeletonBeside(const QString &modelPath);

// Skeletons, animations and materials (XML and binary) and MD5
// animations. A .cfg list is a model of its own, not a companion.
bool isCompanionFile(const QString &path);
// A Cal3D mesh (.xmf, .cmf, or a file read as one): several of them given
// together join one avatar.
bool isCalMeshFile(const QString &path);

// Takes out of `positional`, from index `first` on, the arguments that are
// existing Cal3D companion files (what a shell glob such as
// "DokuroChan_*.xrf" expands to on a command line) and returns them.
QStringList takeCompanionArguments(QStringList &positional, qsizetype first);

} // namespace quarry
