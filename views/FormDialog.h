// The OK and Cancel row of the small form dialogs that ask for an
// operation's values (Model menu, clip actions).
#pragma once

class QDialog;
class QFormLayout;

namespace quarry {

// Adds OK and Cancel as the form's last row, runs the dialog and tells
// whether it was accepted.
bool execWithOkCancel(QDialog &dialog, QFormLayout *form);

} // namespace quarry
