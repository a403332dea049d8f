#include "GameCharts.h"

#include "DisplayText.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QJsonObject>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <map>

namespace encarde::review {

GameCharts::GameCharts(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    auto view = [&](const QString& name, const QString& accessible) {
        auto* v = new QChartView(new QChart, this);
        v->setObjectName(name);
        v->setAccessibleName(accessible);
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumSize(300, 220);
        return v;
    };
    scores_ = view(QStringLiteral("scoreChart"), tr("Score per Ante per player"));
    chips_ = view(QStringLiteral("chipsChart"), tr("Chips after each Ante"));
    handTypes_ = view(QStringLiteral("handTypesChart"), tr("Hand types revealed"));
    grid->addWidget(scores_, 0, 0);
    grid->addWidget(chips_, 0, 1);
    grid->addWidget(handTypes_, 1, 0, 1, 2);
    rebuild();
}

QChart* GameCharts::scoreChart() const { return scores_->chart(); }
QChart* GameCharts::chipsChart() const { return chips_->chart(); }
QChart* GameCharts::handTypesChart() const { return handTypes_->chart(); }

void GameCharts::setGame(const ReviewedGame* game) {
    game_ = game;
    rebuild();
}

void GameCharts::setTheme(ui::Theme theme) {
    theme_ = theme;
    rebuild();
}

void GameCharts::styleChart(QChart* chart) const {
    switch (theme_) {
    case ui::Theme::Light: chart->setTheme(QChart::ChartThemeLight); break;
    case ui::Theme::Dark: chart->setTheme(QChart::ChartThemeDark); break;
    case ui::Theme::HighContrast: chart->setTheme(QChart::ChartThemeHighContrast); break;
    }
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.1);
    chart->setTitleFont(title);
    chart->legend()->setFont(font());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
}

void GameCharts::rebuild() {
    const QLocale locale;
    auto fresh = [&](QChartView* view, const QString& title) {
        auto* chart = new QChart;
        chart->setTitle(title);
        QChart* old = view->chart();
        view->setChart(chart);
        delete old;
        return chart;
    };
    QChart* scores = fresh(scores_, tr("Score per Ante"));
    QChart* chips = fresh(chips_, tr("Chips after each Ante"));
    QChart* types = fresh(handTypes_, tr("Hand types revealed"));
    for (QChart* c : {scores, chips, types}) styleChart(c);
    if (!game_ || game_->players.isEmpty()) return;
    const int players = static_cast<int>(game_->players.size());

    // Score per Ante: one bar per player in each decided Ante.
    std::vector<QBarSet*> scoreSets;
    for (const QString& name : game_->players) scoreSets.push_back(new QBarSet(name));
    QStringList antes;
    std::int64_t top = 0;
    for (const QJsonObject& result : game_->anteResults) {
        antes << locale.toString(result.value(QStringLiteral("ante")).toInt());
        const QJsonObject byPlayer = result.value(QStringLiteral("scores")).toObject();
        for (int s = 0; s < players; ++s) {
            const qint64 score = byPlayer.value(game_->players[s]).toInteger();
            scoreSets[s]->append(static_cast<qreal>(score));
            top = std::max<std::int64_t>(top, score);
        }
    }
    auto* scoreSeries = new QBarSeries;
    for (QBarSet* set : scoreSets) scoreSeries->append(set);
    scores->addSeries(scoreSeries);
    auto* anteAxis = new QBarCategoryAxis;
    anteAxis->setTitleText(tr("Ante"));
    anteAxis->append(antes);
    auto* scoreAxis = new QValueAxis;
    scoreAxis->setRange(0, top > 0 ? static_cast<qreal>(top) * 1.1 : 1.0);
    scoreAxis->setLabelFormat(QStringLiteral("%.0f"));
    scoreAxis->applyNiceNumbers();
    scores->addAxis(anteAxis, Qt::AlignBottom);
    scores->addAxis(scoreAxis, Qt::AlignLeft);
    scoreSeries->attachAxis(anteAxis);
    scoreSeries->attachAxis(scoreAxis);

    // Chips over the game: a line per player from the start (0 chips) through each decided Ante.
    const auto held = game_->chipsAfterAntes();
    auto* chipsX = new QValueAxis;
    chipsX->setTitleText(tr("Antes decided"));
    chipsX->setRange(0, std::max<qreal>(1, static_cast<qreal>(held.size())));
    chipsX->setTickCount(static_cast<int>(held.size()) + 1);
    chipsX->setLabelFormat(QStringLiteral("%.0f"));
    auto* chipsY = new QValueAxis;
    chipsY->setTitleText(tr("Chips"));
    chipsY->setRange(0, 3);
    chipsY->setTickCount(4);
    chipsY->setLabelFormat(QStringLiteral("%.0f"));
    chips->addAxis(chipsX, Qt::AlignBottom);
    chips->addAxis(chipsY, Qt::AlignLeft);
    for (int s = 0; s < players; ++s) {
        auto* line = new QLineSeries;
        line->setName(game_->players[s]);
        line->setPointsVisible(true);
        line->append(0, 0);
        for (size_t a = 0; a < held.size(); ++a) line->append(static_cast<qreal>(a + 1), held[a][s]);
        chips->addSeries(line);
        line->attachAxis(chipsX);
        line->attachAxis(chipsY);
    }

    // Hand types: how often each player revealed each type, for the types that occurred.
    std::map<HandType, std::vector<int>> counts;
    for (const RevealRecord& r : game_->reveals) {
        auto& row = counts[r.result.handType];
        row.resize(players, 0);
        ++row[r.seat];
    }
    auto* typeSeries = new QHorizontalBarSeries;
    QStringList typeNames;
    std::vector<QBarSet*> typeSets;
    for (const QString& name : game_->players) typeSets.push_back(new QBarSet(name));
    int most = 1;
    for (const auto& [type, row] : counts) {
        typeNames << ui::handTypeDisplayName(type);
        for (int s = 0; s < players; ++s) {
            typeSets[s]->append(row[s]);
            most = std::max(most, row[s]);
        }
    }
    for (QBarSet* set : typeSets) typeSeries->append(set);
    types->addSeries(typeSeries);
    auto* typeAxis = new QBarCategoryAxis;
    typeAxis->append(typeNames);
    auto* countAxis = new QValueAxis;
    countAxis->setRange(0, most);
    countAxis->setTickCount(most + 1);
    countAxis->setLabelFormat(QStringLiteral("%.0f"));
    types->addAxis(typeAxis, Qt::AlignLeft);
    types->addAxis(countAxis, Qt::AlignBottom);
    typeSeries->attachAxis(typeAxis);
    typeSeries->attachAxis(countAxis);
    for (QChart* c : {scores, chips, types}) styleChart(c);  // the theme also colours the new series
    // In high contrast the theme's greys are close: every other player's bars are hatched.
    if (theme_ == ui::Theme::HighContrast)
        for (QAbstractBarSeries* bars : {static_cast<QAbstractBarSeries*>(scoreSeries), static_cast<QAbstractBarSeries*>(typeSeries)})
            for (int s = 1; s < bars->count(); s += 2) {
                QBarSet* set = bars->barSets()[s];
                set->setBrush(QBrush(Qt::black, Qt::BDiagPattern));
                set->setPen(QPen(Qt::black, 1.5));
            }
    // Thick lines, and every other player dashed, so the lines are told apart without colour too.
    const auto lines = chips->series();
    for (int s = 0; s < lines.size(); ++s) {
        auto* line = static_cast<QLineSeries*>(lines[s]);
        QPen pen = line->pen();
        pen.setWidth(3);
        pen.setStyle(s % 2 ? Qt::DashLine : Qt::SolidLine);
        line->setPen(pen);
    }
}

}  // namespace encarde::review
