// A text block written back line by line: where the writer's text for an
// edited part of a file (a mesh's block) has the same lines as the stored
// text, command by command (the Nth line of a command matched with the
// Nth line of that command, in whatever order the commands come: a
// writer's `vp vt vn` per vertex with a file's `vp vn vt`), every line
// whose words and numbers are the same (numbers compared as the floats
// they read as: "0.000000" is "0"; names quoted or bare) stays as stored,
// and only the lines that differ are the writer's, put in with the stored
// line's indent, trailing comment and line break. For line-oriented text
// formats whose comment lines start with `#` (IQE) or whose comments
// start with `//` (an MD5 animation; a line of numbers matches another
// line of numbers).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QQuaternion>
#include <QVector3D>

namespace quarry {

// The stored text with the lines that say something else replaced by
// `written`'s, in the stored order; when the two do not have the same
// lines, command by command, `written` as it is.
// *changed (when given) counts the lines taken from `written`.
QByteArray keepEqualLines(const QByteArray &stored, const QByteArray &written, qsizetype *changed = nullptr);

// Two words that are both whole numbers reading as the same float
// ("0.000000" and "0", "-0" and "0").
bool sameNumberText(QByteArrayView a, QByteArrayView b);

// What a kept line's digits, more or fewer than the writer's, allow when a
// spliced file is read back against the writer's: positions within a
// float's rounding of each other, turns within 1e-6 of their dot product.
bool withinRounding(const QVector3D &a, const QVector3D &b);
bool withinRounding(const QQuaternion &a, const QQuaternion &b);

} // namespace quarry
