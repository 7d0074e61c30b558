// A Cal3D avatar: an XMF mesh with its XSF skeleton, XAF animations and XRF
// materials, read into one Model and written back as files side by side.
// Also the format-table entries for the four file types.
#pragma once

#include "io/IoResult.h"

namespace quarry {

struct FileBytes; // io/Formats.h

// The files that belong with a mesh, as findAvatarCompanions finds them.
struct AvatarFiles
{
    QString skeleton; // <base>.xsf beside the mesh, or the .cfg's skeleton, or the folder's only .xsf; empty when none
    QStringList animations; // .xaf files whose name starts with <base>, sorted by name (or the .cfg's)
    QStringList materials; // the .cfg's materials in order, else <base>_N.xrf by N; index = submesh MATERIAL
    QString cfg; // the Cal3D .cfg list used, if any

    bool isEmpty() const { return skeleton.isEmpty() && animations.isEmpty() && materials.isEmpty(); }
    // Skeleton, animations, materials: what ReadOptions::companions takes.
    QStringList toCompanions() const;
};

// Looks beside an .xmf (or binary .cmf) file for its skeleton, animations
// and materials, each in either form (XML .xsf/.xaf/.xrf or binary
// .csf/.caf/.crf). Materials come from a .cfg list beside it (<base>.cfg,
// else a .cfg in the folder whose mesh= line names this file) when there is
// one, else from <base>_N.xrf (or .crf) in numeric order of N. The skeleton
// is <base>.xsf (or .csf), else the .cfg's, else the only skeleton in the
// folder whatever its name; animations and materials named after that
// skeleton are then taken where none are named after the mesh. Paths are
// absolute.
AvatarFiles findAvatarCompanions(const QString &xmfPath);
// Whether findAvatarCompanions looks for companions of this file: an .xmf
// or .cmf mesh, by its name.
bool hasAvatarCompanions(const QString &path);

// Reads an .xmf with the companions in options.companions (classified by
// extension, else by their detected format, io/xmf/CalParts.h): one .xsf,
// any number of .xaf (one animation each, named after the file), .xrf
// (material ids are the N of files all named <base>_N.xrf, else their
// order, see MaterialIds.h; a note says which) and further .xmf meshes,
// joined to this one on the skeleton (io/xmf/CalAvatar.h).
ReadResult readXmfAvatar(const QString &path, QByteArrayView data, const ReadOptions &options);

// The files writeAvatarCompanions writes beside <base>.xmf: <base>.xsf,
// one .xaf per animation (its name, prefixed with "<base>_" unless it
// already starts with <base>; an .xpf for a morph animation), <base>_N.xrf
// per material N.
AvatarFiles avatarCompanionPaths(const Model &model, const QString &xmfPath);
// The skeleton, animations and materials for next to xmfPath, encoded and
// appended to *files (nothing is written). Returns warnings; *error is set
// on the first failure.
QList<Diagnostic> encodeAvatarCompanions(const Model &model, const QString &xmfPath, QList<FileBytes> *files,
                                         QString *error);
// Writes the skeleton, animations and materials next to xmfPath (through
// saveAllBytes: all of them or none). Returns warnings; *error is set on
// failure.
QList<Diagnostic> writeAvatarCompanions(const Model &model, const QString &xmfPath, QString *error,
                                        QStringList *written = nullptr);

// Format-table entries ("xmf", "xsf", "xaf", "xrf").
bool probeXmf(QByteArrayView head);
bool probeXsf(QByteArrayView head);
bool probeXaf(QByteArrayView head);
bool probeXrf(QByteArrayView head);
WriteResult writeXmfFile(const Model &model, const QString &path, const WriteOptions &options);
// A skeleton alone opens as a model with joints and no meshes.
ReadResult readXsfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXsfFile(const Model &model, const QString &path, const WriteOptions &options);
// An animation needs its skeleton: an .xsf among options.companions, else
// the <prefix>.xsf beside it found by the longest matching base name.
ReadResult readXafFile(const QString &path, QByteArrayView data, const ReadOptions &options);
// Writes the first animation (a warning when the model has more).
WriteResult writeXafFile(const Model &model, const QString &path, const WriteOptions &options);
// A material alone: a model with one material.
ReadResult readXrfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXrfFile(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
