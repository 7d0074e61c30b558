// An edited .md5mesh written back line by line: when the writer's file for
// the edited model has the same records as the kept file (the same joints,
// and per mesh the same vertices, triangles and weights, by index), the
// kept file is written with only the records whose numbers or names the
// writer now gives differently replaced by the writer's. A joint moved in
// the bind pose so changes its line (and its children's where they moved
// with it) and the weights bound to the moved joints; the other joints,
// weights, vertices and triangles, the comments and spacing stay as
// stored. A replaced record keeps the line's indent, its comment and its
// line break.
#pragma once

#include "model/Model.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace quarry {

struct Md5LineSplice
{
    QByteArray bytes;
    qint64 firstLine = 0; // 1-based: the first line replaced
    qsizetype joints = 0, weights = 0, others = 0; // the lines replaced, by kind
};

// `fresh`: the writer's .md5mesh for `model`. Nothing when the model has
// no kept mesh file, the records differ in number or order, nothing
// differs, or the result does not read as `fresh` reads.
std::optional<Md5LineSplice> spliceMd5Lines(const Model &model, const QString &path, const QByteArray &fresh);

} // namespace quarry
