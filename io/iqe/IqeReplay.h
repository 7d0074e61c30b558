// Writing an IQE file back as it was read (KeptSource.h): the reader keeps
// the file's text ("iqe.source"); a model still what it reads as is saved
// as that text, and one whose edit changed only names (of meshes, joints,
// animations, or a mesh's material: a texture path fixed) gets that text
// with only those names replaced on their lines. Any other edit writes the
// model anew (IqeWriter.h).
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

} // namespace quarry
