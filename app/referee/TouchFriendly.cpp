#include "TouchFriendly.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QScroller>
#include <QScrollerProperties>

namespace encarde::ui {

void makeTouchTarget(QWidget* control) {
    control->setMinimumHeight(kTouchTargetPx);
    if (qobject_cast<QAbstractButton*>(control)) control->setMinimumWidth(kTouchTargetPx);
}

void enableKineticScrolling(QAbstractScrollArea* area) {
    // Touch only: a mouse drag keeps selecting text and rows as usual.
    QScroller::grabGesture(area->viewport(), QScroller::TouchGesture);
    QScrollerProperties properties = QScroller::scroller(area->viewport())->scrollerProperties();
    properties.setScrollMetric(QScrollerProperties::OvershootDragResistanceFactor, 0.2);
    properties.setScrollMetric(QScrollerProperties::HorizontalOvershootPolicy,
                               QVariant::fromValue(QScrollerProperties::OvershootAlwaysOff));
    QScroller::scroller(area->viewport())->setScrollerProperties(properties);
}

}  // namespace encarde::ui
