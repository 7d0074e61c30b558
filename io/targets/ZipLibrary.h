// libzip, loaded the first time an archive is made or read (io/targets/Pack)
// rather than when the program starts: linked, it and what it links
// (libcrypto, bzip2) took about a seventh of the start of every command,
// which most never use.
#pragma once

#include <QString>

namespace quarry {

// Loads libzip once; false with *error set (naming the library) when it
// cannot be. Call before any zip_ function.
bool loadZipLibrary(QString *error);

} // namespace quarry
