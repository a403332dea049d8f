#pragma once
// The live camera picture with what the scanner sees drawn over it: each card's outline and name
// (or "?" when unread), each clip with its colour name and the token the legend gives it, so
// colour is never the only cue.

#include "AppSettings.h"

#include <QImage>
#include <QWidget>

namespace encarde::ui {

class TableCamera;

class LiveCameraView : public QWidget {
    Q_OBJECT
public:
    explicit LiveCameraView(TableCamera* camera, QWidget* parent = nullptr);
    void setLegend(const ClipLegend& legend) { legend_ = legend; }
    bool hasPicture() const { return !frame_.isNull(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    TableCamera* camera_;
    QImage frame_;
    ClipLegend legend_;
};

}  // namespace encarde::ui
