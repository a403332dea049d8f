#pragma once
// One place for the sizes and gestures that make the window usable with a finger at the table.

class QAbstractButton;
class QAbstractScrollArea;
class QWidget;

namespace encarde::ui {

// A comfortable finger target (about 9 mm on a typical tablet); every control is at least this tall.
inline constexpr int kTouchTargetPx = 48;

void makeTouchTarget(QWidget* control);                // minimum height (and width for buttons)
void enableKineticScrolling(QAbstractScrollArea* area); // flick to scroll with a finger (QScroller)

}  // namespace encarde::ui
