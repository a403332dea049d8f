#include "NewGamePage.h"

#include "AppSettings.h"
#include "ClipLegendEditor.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace encarde::ui {

NewGamePage::NewGamePage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("newGamePage"));
    auto* outer = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    enableKineticScrolling(scroll);
    auto* body = new QWidget;
    body->setMaximumWidth(1100);  // short fields read better than ones stretched across a wide screen
    auto* column = new QVBoxLayout(body);
    auto* title = new QLabel(tr("New game"), body);
    title->setProperty("role", "phaseTitle");
    column->addWidget(title);

    auto* seats = new QGroupBox(tr("Players in seat order, clockwise; the first player first"), body);
    auto* seatsForm = new QFormLayout(seats);
    for (int i = 0; i < 4; ++i) {
        names_[i] = new QLineEdit(seats);
        names_[i]->setObjectName(QStringLiteral("playerName%1").arg(i + 1));
        names_[i]->setPlaceholderText(i < 2 ? tr("name (needed)") : tr("name (optional)"));
        names_[i]->setAccessibleName(tr("Player %1's name").arg(i + 1));
        makeTouchTarget(names_[i]);
        auto* label = new QLabel(tr("Seat &%1:").arg(i + 1), seats);
        label->setBuddy(names_[i]);
        seatsForm->addRow(label, names_[i]);
    }
    column->addWidget(seats);

    auto* house = new QGroupBox(tr("House rules"), body);
    auto* houseForm = new QFormLayout(house);
    ties_ = new QComboBox(house);
    ties_->setObjectName(QStringLiteral("houseTies"));
    ties_->addItem(tr("No chip when the top scores tie (default)"), false);
    ties_->addItem(tr("Each tied player takes a chip"), true);
    summit_ = new QComboBox(house);
    summit_->setObjectName(QStringLiteral("houseMysticSummit"));
    summit_->addItem(tr("12 cards discarded (default)"), 12);
    summit_->addItem(tr("13 cards discarded"), 13);
    for (auto* c : {ties_, summit_}) makeTouchTarget(c);
    houseForm->addRow(tr("&Ties for the chip (R29):"), ties_);
    houseForm->addRow(tr("&Mystic Summit needs (R17):"), summit_);
    column->addWidget(house);

    auto* legendBox = new QGroupBox(tr("Clip colours: which token each colour means at this table"), body);
    auto* legendColumn = new QVBoxLayout(legendBox);
    legend_ = new ClipLegendEditor(legendBox);
    legend_->setLegend(AppSettings().clipLegend());
    legendColumn->addWidget(legend_);
    column->addWidget(legendBox);

    problem_ = new QLabel(body);
    problem_->setObjectName(QStringLiteral("newGameProblem"));
    problem_->setProperty("role", "problem");
    problem_->setWordWrap(true);
    problem_->hide();
    column->addWidget(problem_);
    column->addStretch(1);
    scroll->setWidget(body);
    outer->addWidget(scroll, 1);
    // Always in sight, below the scrolling form.
    start_ = new QPushButton(tr("&Start the game"), this);
    start_->setObjectName(QStringLiteral("startGame"));
    start_->setProperty("role", "primary");
    makeTouchTarget(start_);
    outer->addWidget(start_, 0, Qt::AlignLeft);
    connect(start_, &QPushButton::clicked, this, [this] {
        AppSettings().setClipLegend(legend_->legend());  // remembered for the next game
        emit startRequested();
    });
}

QStringList NewGamePage::players() const {
    QStringList out;
    for (auto* f : names_)
        if (!f->text().trimmed().isEmpty()) out << f->text().trimmed();
    return out;
}

HouseRules NewGamePage::houseRules() const {
    HouseRules h;
    h.tiesShareChip = ties_->currentData().toBool();
    h.mysticSummitThreshold = summit_->currentData().toInt();
    return h;
}

void NewGamePage::showProblem(const QString& text) {
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
}

}  // namespace encarde::ui
