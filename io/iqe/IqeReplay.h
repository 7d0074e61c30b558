// Writing an IQE file back as it was read (KeptSource.h): the reader keeps
// the file's text ("iqe.source"); a model still what it reads as is saved
// as that text, and one whose edit changed only names (of meshes, joints,
// animations, or a mesh's material: a texture path fixed) gets that text
// with only those names replaced on their lines. An edit of meshes,
// animations or joints' bind poses alone rewrites only the edited meshes'
// and animations' blocks and the edited joints' pose lines. Any other edit
// writes the model anew (IqeWriter.h).
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace quarry {

inline constexpr char kIqeSource[] = "iqe.source";
// ReadOptions::options: false reads without keeping the text.
inline constexpr char kIqeKeepSourceOption[] = "iqe.keepSource";

std::optional<QByteArray> replayIqe(const Model &model, const QString &path);

// After an edit of meshes, animations or bind poses alone: the kept text
// with the blocks of the meshes and animations and the pose lines of the
// joints the edit did not touch as stored and the others as `written` (the
// writer's text for the model) has them,
// checked by reading it again; nothing when more changed or the mix does
// not read as the model (a file whose faces index vertices of other meshes).
std::optional<QByteArray> keepUnchangedIqeBlocks(const Model &model, const QString &path, const QByteArray &written);

} // namespace quarry
