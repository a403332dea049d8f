#pragma once
// The game in three charts (Qt Charts): score per Ante per player, chips after each Ante, and the
// hand types each player revealed. The chart theme follows the app's theme so both stay readable.

#include "AppSettings.h"
#include "ReviewedGame.h"

#include <QWidget>

class QChart;
class QChartView;

namespace encarde::review {

class GameCharts : public QWidget {
    Q_OBJECT
public:
    explicit GameCharts(QWidget* parent = nullptr);

    void setGame(const ReviewedGame* game);  // not owned
    void setTheme(ui::Theme theme);

    QChart* scoreChart() const;
    QChart* chipsChart() const;
    QChart* handTypesChart() const;
    QChartView* scoreView() const { return scores_; }
    QChartView* chipsView() const { return chips_; }

private:
    void rebuild();
    void styleChart(QChart* chart) const;

    const ReviewedGame* game_ = nullptr;
    ui::Theme theme_ = ui::Theme::Light;
    QChartView* scores_ = nullptr;
    QChartView* chips_ = nullptr;
    QChartView* handTypes_ = nullptr;
};

}  // namespace encarde::review
