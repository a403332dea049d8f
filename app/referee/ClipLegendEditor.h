#pragma once
// The table's clip colour legend: which paper-clip colour means which token kind. Each row shows
// the colour as a swatch and by name, with its token chosen from a list (never colour alone).

#include "AppSettings.h"

#include <QWidget>

#include <vector>

class QComboBox;

namespace encarde::ui {

class ClipLegendEditor : public QWidget {
    Q_OBJECT
public:
    explicit ClipLegendEditor(QWidget* parent = nullptr);

    void setLegend(const ClipLegend& legend);
    ClipLegend legend() const;
    QComboBox* chooser(const QString& colour) const;

private:
    std::vector<std::pair<QString, QComboBox*>> rows_;
};

}  // namespace encarde::ui
