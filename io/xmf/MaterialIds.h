// Which material file is which submesh MATERIAL id. Cal3D numbers materials
// by their place in a .cfg list; exporters name the files <base>_N.xrf after
// that number, so a name like that is the id even when the files arrive
// in another order (a multi-selection in a file dialog, a shell glob).
#pragma once

#include <QString>
#include <QStringList>

namespace quarry {

struct MaterialIds
{
    enum class Rule {
        None, // no material files
        FileNumbers, // every file is <base>_N.xrf with one base and N = 0 … count-1
        GivenOrder, // the order the files were given in (a .cfg list or the command line)
    };
    Rule rule = Rule::None;
    QStringList files; // index = material id
    // Why the numbers in the names were not used, when some names have them.
    QString reason;
};

// Orders material files by the number in their names when every one is
// <base>_N.<ext> with the same base and the numbers are exactly 0 … count-1;
// otherwise keeps the given order.
MaterialIds materialIds(const QStringList &files);

} // namespace quarry
