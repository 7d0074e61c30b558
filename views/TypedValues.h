// What a number field shows is what an Apply button takes. A spin box that
// takes its value when editing finishes (Enter, focus out) still holds the
// old value while the user clicks a tool button or a toolbar action, which
// take no focus: such a button commits the typed text first.
#pragma once

class QWidget;

namespace quarry {

// Every spin box in `scope` (itself included) takes the number its text
// shows (an unfinished text is fixed up or put back, as on focus out).
void commitTypedValues(QWidget *scope);

} // namespace quarry
