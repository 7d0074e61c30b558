// What a reader may allocate for a file: the stated limit every reader
// keeps so that a small hostile file cannot ask for gigabytes.
//
// A reader checks a file's declared counts against its size before it
// allocates (a count of records needs at least that many bytes of the
// file), and the model it builds takes at most kMaxBytesPerFileByte times
// the file's size plus kReadAllowance. Real files stay far below: IQM
// frames of a joint that does not move take no bytes in the file but
// 52 in the model, and such joints are the reason for the factor.
#pragma once

#include <QtGlobal>

namespace quarry {

constexpr quint64 kMaxBytesPerFileByte = 256;
constexpr quint64 kReadAllowance = quint64(64) << 20;

// The bytes a file of `fileSize` bytes may become.
constexpr quint64 readBudget(quint64 fileSize)
{
    return fileSize * kMaxBytesPerFileByte + kReadAllowance;
}

} // namespace quarry
