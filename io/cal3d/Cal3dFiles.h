// The Cal3D files in either form, binary (CMF, CSF, CAF, CRF) or XML (XMF,
// XSF, XAF, XRF), told apart by their first bytes: readers that take either
// and answer as the XML readers do, and the format-table entries of the
// four binary formats.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// A skeleton, mesh, animation or material file of either form; the
// arguments are those of readXsfSkeleton, readXmfMesh, readXafAnimation and
// readXrfMaterial, which these call for XML files.
ReadResult readCal3dSkeleton(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint = nullptr);
ReadResult readCal3dMesh(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint = nullptr);
ReadResult readCal3dAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint);
ReadResult readCal3dMaterial(const QString &path, QByteArrayView data);

// An animation file of either form with its skeleton: the skeleton among
// options.companions, else the .csf or .xsf beside it whose base name is the
// longest prefix of this file's (of two as long, the one in the animation's
// own form). `missingSkeleton` is the error where there is none.
ReadResult readAnimationWithSkeleton(const QString &path, QByteArrayView data, const ReadOptions &options,
                                     const QString &missingSkeleton);

// What a Cal3D file is: "skeleton", "mesh", "animation", "material" (by
// content, else by extension), else empty.
QString cal3dFileKind(const QString &path);

struct FileBytes; // io/Formats.h

// The skeleton, animations and materials for beside cmfPath, as binary
// files (<base>.csf, <base>_<animation>.caf, <base>_N.crf: the names
// avatarCompanionPaths gives their XML twins), encoded and appended to
// *files. Returns warnings; *error is set on the first failure.
QList<Diagnostic> encodeBinaryCompanions(const Model &model, const QString &cmfPath, QList<FileBytes> *files,
                                         QString *error);

// Format-table entries ("cmf", "csf", "caf", "crf").
bool probeCmf(QByteArrayView head);
bool probeCsf(QByteArrayView head);
bool probeCaf(QByteArrayView head);
bool probeCrf(QByteArrayView head);
// A mesh with the companions in options.companions, each of either form:
// one skeleton, any number of animations (one each, named after the file)
// and materials (ids as for XMF: the N of <base>_N names, else the order).
ReadResult readCmfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeCmfFile(const Model &model, const QString &path, const WriteOptions &options);
// A skeleton alone: a model with joints and no meshes.
ReadResult readCsfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeCsfFile(const Model &model, const QString &path, const WriteOptions &options);
// An animation needs its skeleton: one among options.companions, else the
// <prefix>.csf (or .xsf) beside it with the longest matching base name.
ReadResult readCafFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeCafFile(const Model &model, const QString &path, const WriteOptions &options);
ReadResult readCrfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeCrfFile(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
