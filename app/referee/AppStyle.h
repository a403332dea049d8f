#pragma once
// Large, readable type for a screen seen across a table, and the few colours the window uses.
// Colour never carries meaning alone: problems are also worded, suits also have symbols.

class QApplication;

namespace encarde::ui {

void applyTableStyle(QApplication& app);

}  // namespace encarde::ui
