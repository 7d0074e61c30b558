// Cal3D morph animations: XPF (XML) and CPF (binary) files whose tracks key
// the weight of a mesh's morph target over time. Read into an Animation's
// morph tracks (model/Animation.h) on the meshes of the avatar they play on,
// and written back from them.
//
// Tracks name their target in one of two layouts, both read and written:
// - by name (Cal3D 0.12, IMVU): MORPHNAME="Blink.Clamped"; a track keys
//   every target of that name on any mesh. IMVU's suffixes (.Clamped,
//   .Average, .Exclusive, .Additive) are part of the name and kept as
//   written.
// - by index (the exporters of the later Cal3D library): MORPHID (the
//   target's index in its submesh), MESHID (the mesh, as the .cfg lists
//   them from 0) and the SUBMESH ids it applies to.
#pragma once

#include "io/IoResult.h"

namespace quarry {

// One track of a file, as written.
struct CalMorphFileTrack
{
    QString name; // by name: the target's name
    int morphId = -1; // by index: the target within each submesh
    int meshId = -1; // by index: the mesh
    QList<int> submeshes; // by index: the submeshes of that mesh
    QList<FloatKey> keys;

    bool operator==(const CalMorphFileTrack &) const = default;
};

struct CalMorphFile
{
    float duration = 0;
    bool indexed = false; // MORPHID/MESHID tracks, else MORPHNAME
    QList<CalMorphFileTrack> tracks;
};

// Animation extras of a morph animation.
inline constexpr char kCalMorphAnimation[] = "cal3d.morphAnimation"; // true: read from an XPF/CPF file
inline constexpr char kCalMorphIndexed[] = "cal3d.morphIndexed"; // true: tracks by MORPHID/MESHID

// Per model mesh: the Cal3D mesh it came from (the .cfg's mesh= line, from
// 0) and its submesh index within that mesh.
QList<QPair<int, int>> calMeshLayout(const Model &model);
// `model` as an avatar written into one mesh file (one .xmf or .cmf) holds
// it: every mesh a submesh of mesh 0, in order. By-index morph tracks
// written beside such a file must name that layout, not the one the meshes
// were read in (a .cfg's twenty files).
Model withOneMeshFile(const Model &model);

// The file's tracks as morph tracks on `model`'s meshes; tracks that key no
// target of the model are warned about and kept in the animation's extras
// to be written back. The animation is named after the file.
Animation morphAnimationFromFile(const CalMorphFile &file, const Model &model, const QString &path,
                                 QList<Diagnostic> *warnings);
// The file tracks of `animation` (its morph tracks and those kept from the
// file), in the layout it was read with (`indexed` for one made elsewhere).
CalMorphFile morphFileFromAnimation(const Animation &animation, const Model &model, bool indexed);
// Whether morph animation `index` of `model`, written by name (the only
// layout CPF holds), plays back as it is: false where a name also keys
// targets its tracks leave alone (two submeshes with a target of one name,
// the animation keying one of them), or keys two of one name differently.
bool morphAnimationSurvivesByName(const Model &model, int index);

// The parsers and encoders of the two forms (XpfMorphAnimation.cpp,
// io/cal3d/CpfMorphAnimation.cpp). *dialect receives what the writer needs
// to write the file back as it was (prolog, version).
ReadResult parseXpf(const QString &path, QByteArrayView data, CalMorphFile *file, QVariantMap *dialect);
QByteArray encodeXpf(const CalMorphFile &file, const QVariantMap &dialect);
ReadResult parseCpf(const QString &path, QByteArrayView data, CalMorphFile *file, QVariantMap *dialect);
// CPF holds tracks by name only (the layout the Cal3D library's loader and
// saver agree on); `file` must be by name.
QByteArray encodeCpf(const CalMorphFile &file, const QVariantMap &dialect);

// One morph animation read from either form onto `model`'s meshes: the
// animation is result.model.animations[0].
ReadResult readXpfMorphAnimation(const QString &path, QByteArrayView data, const Model &model);
ReadResult readCpfMorphAnimation(const QString &path, QByteArrayView data, const Model &model);
// Animation `index` of the model as an XPF or CPF file.
WriteResult writeXpfMorphAnimation(const Model &model, int index, const QString &path);
WriteResult writeCpfMorphAnimation(const Model &model, int index, const QString &path);

// Format-table entries ("xpf", "cpf"). Opening one needs its meshes among
// the companions (with their skeleton, or a .cfg); writing one writes the
// model's first morph animation.
bool probeXpf(QByteArrayView head);
bool probeCpf(QByteArrayView head);
ReadResult readXpfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
ReadResult readCpfFile(const QString &path, QByteArrayView data, const ReadOptions &options);
WriteResult writeXpfFile(const Model &model, const QString &path, const WriteOptions &options);
WriteResult writeCpfFile(const Model &model, const QString &path, const WriteOptions &options);

} // namespace quarry
