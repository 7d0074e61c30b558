// The files a Cal3D avatar is made of, each read and written by the
// reader or writer of its own format: a table from format id (as
// detectFormat names it: "xsf", "xmf", ...) to the functions that read one
// skeleton, mesh, animation or material into a model part and write one
// back. The XML forms are here; another encoding of the same parts (the
// binary .csf, .cmf, .caf, .crf) joins the avatar by adding its entries to
// calPartFormats(), and then a .cfg, a multi-mesh avatar and companion
// lists take it with no other change.
#pragma once

#include "io/IoResult.h"

namespace quarry {

enum class CalPart { Skeleton, Mesh, Animation, Material, MorphAnimation };

struct CalPartFormat
{
    QString format; // format id, as detectFormat returns it
    CalPart part = CalPart::Mesh;
    // Readers, one of them set (the one of `part`). Bone ids map to joint
    // indexes through the map the skeleton reader fills (readXsfSkeleton).
    ReadResult (*readSkeleton)(const QString &path, QByteArrayView data, QList<int> *fileIdToJoint) = nullptr;
    ReadResult (*readMesh)(const QString &path, QByteArrayView data, const QList<int> *fileIdToJoint) = nullptr;
    ReadResult (*readAnimation)(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint) = nullptr;
    ReadResult (*readMaterial)(const QString &path, QByteArrayView data) = nullptr;
    // A morph animation plays on meshes already read: `model` holds them.
    ReadResult (*readMorphAnimation)(const QString &path, QByteArrayView data, const Model &model) = nullptr;
    // Writers (may be null): the skeleton, all meshes of the model,
    // animation `index`, material `index`.
    WriteResult (*writeSkeleton)(const Model &model, const QString &path) = nullptr;
    WriteResult (*writeMesh)(const Model &model, const QString &path, const ProgressFn &progress) = nullptr;
    WriteResult (*writeAnimation)(const Model &model, int index, const QString &path) = nullptr;
    WriteResult (*writeMaterial)(const Model &model, int index, const QString &path) = nullptr;
    WriteResult (*writeMorphAnimation)(const Model &model, int index, const QString &path) = nullptr;
    // The file extensions this entry writes (lower case, no dot).
    QStringList extensions;
};

const QList<CalPartFormat> &calPartFormats();

// The entry that reads the file (by its detected format); null when no
// entry reads it, *why then says so.
const CalPartFormat *calPartReader(const QString &path, QString *why = nullptr);
// The entry that writes `part` to a file with this path's extension; null
// when there is none.
const CalPartFormat *calPartWriter(CalPart part, const QString &path);
// The XML extension of a part ("xsf", "xmf", "xaf", "xrf", "xpf").
QString calXmlExtension(CalPart part);

// What the part readers return for the file at `path` (mapped, read
// through the entry of its detected format). `part` is what the caller
// expects: another part is an error naming the file.
ReadResult readCalSkeletonFile(const QString &path, QList<int> *fileIdToJoint);
ReadResult readCalMeshFile(const QString &path, const QList<int> *fileIdToJoint);
ReadResult readCalAnimationFile(const QString &path, const QList<int> &fileIdToJoint);
ReadResult readCalMaterialFile(const QString &path);
// A morph animation (XPF or CPF) on the meshes of `model`.
ReadResult readCalMorphAnimationFile(const QString &path, const Model &model);

} // namespace quarry
