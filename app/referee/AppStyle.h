#pragma once
// Large, readable type for a screen seen across a table, and the few colours the window uses.
// Colour never carries meaning alone: problems are also worded, suits also have symbols.

#include "AppSettings.h"

class QApplication;

namespace encarde::ui {

void applyTableStyle(QApplication& app);
// The theme (light, dark, high contrast) and text size from Settings; may be applied again.
void applyAppearance(QApplication& app, Theme theme, double textScale);

}  // namespace encarde::ui
