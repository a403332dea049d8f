#include "JokerLineupEditor.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace encarde::ui {

JokerLineupEditor::JokerLineupEditor(ScoringDraft* draft, QWidget* parent) : QWidget(parent), draft_(draft) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);

    auto* chooserLabel = new QLabel(tr("&Joker to add:"), this);
    chooser_ = new QComboBox(this);
    chooser_->setObjectName(QStringLiteral("jokerChooser"));
    chooser_->setAccessibleName(tr("Joker to add"));
    for (int j = 0; j < kJokerCount; ++j) {
        // Numbered as in Appendix J so the printed list and the menu match.
        const auto joker = static_cast<Joker>(j);
        chooser_->addItem(QStringLiteral("%1. %2").arg(j + 1).arg(jokerDisplayName({joker, Suit::Spades})), j);
    }
    chooser_->setMaxVisibleItems(13);
    makeTouchTarget(chooser_);
    chooserLabel->setBuddy(chooser_);

    suitLabel_ = new QLabel(tr("&Suit:"), this);
    suit_ = new QComboBox(this);
    suit_->setObjectName(QStringLiteral("businessSuitChooser"));
    suit_->setAccessibleName(tr("Suit for Business Suit"));
    for (int s = 0; s < kSuitCount; ++s) {
        const auto suit = static_cast<Suit>(s);
        suit_->addItem(QStringLiteral("%1 %2").arg(suitSymbol(suit), suitDisplayName(suit)), s);
    }
    makeTouchTarget(suit_);
    suitLabel_->setBuddy(suit_);

    add_ = new QPushButton(tr("Add joker"), this);
    add_->setObjectName(QStringLiteral("addJokerButton"));
    add_->setAutoDefault(false);
    makeTouchTarget(add_);

    auto* pickRow = new QHBoxLayout;
    pickRow->addWidget(chooserLabel);
    pickRow->addWidget(chooser_, 2);
    pickRow->addWidget(suitLabel_);
    pickRow->addWidget(suit_, 1);
    pickRow->addWidget(add_);
    column->addLayout(pickRow);

    // What the chosen joker does, always on show: no hovering needed at the table.
    rule_ = new QLabel(this);
    rule_->setObjectName(QStringLiteral("jokerRuleText"));
    rule_->setWordWrap(true);
    rule_->setProperty("role", "hint");
    column->addWidget(rule_);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("jokerProblem"));
    problem_->setProperty("role", "problem");
    problem_->setWordWrap(true);
    problem_->hide();
    column->addWidget(problem_);

    slots_ = new QLabel(this);
    slots_->setProperty("role", "caption");
    slots_->setWordWrap(true);
    column->addWidget(slots_);

    auto* list = new QGridLayout;
    list->setColumnStretch(1, 1);
    for (int i = 0; i < kMaxJokers; ++i) {
        Row& row = rows_[i];
        auto* number = new QLabel(QString::number(i + 1), this);
        row.name = new QLabel(this);
        row.name->setProperty("role", "jokerName");
        auto makeButton = [this](const QString& text) {
            auto* b = new QPushButton(text, this);
            b->setAutoDefault(false);
            makeTouchTarget(b);
            return b;
        };
        row.up = makeButton(QStringLiteral("▲"));
        row.down = makeButton(QStringLiteral("▼"));
        row.remove = makeButton(QStringLiteral("✕"));
        list->addWidget(number, i, 0);
        list->addWidget(row.name, i, 1);
        list->addWidget(row.up, i, 2);
        list->addWidget(row.down, i, 3);
        list->addWidget(row.remove, i, 4);
        row.widget = number;  // the row's first cell: hidden with the rest when unused
        connect(row.up, &QPushButton::clicked, draft_, [this, i] { draft_->moveJoker(i, i - 1); });
        connect(row.down, &QPushButton::clicked, draft_, [this, i] { draft_->moveJoker(i, i + 1); });
        connect(row.remove, &QPushButton::clicked, draft_, [this, i] { draft_->removeJoker(i); });
    }
    column->addLayout(list);

    connect(chooser_, &QComboBox::currentIndexChanged, this, &JokerLineupEditor::updateSuitChooser);
    connect(add_, &QPushButton::clicked, this, &JokerLineupEditor::addChosenJoker);
    connect(draft_, &ScoringDraft::changed, this, &JokerLineupEditor::refresh);
    updateSuitChooser();
    refresh();
}

QString JokerLineupEditor::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

void JokerLineupEditor::updateSuitChooser() {
    // Business Suit's suit is chosen when the joker is taken (R18); other jokers have none.
    const auto chosen = static_cast<Joker>(chooser_->currentData().toInt());
    rule_->setText(jokerRuleText(chosen));
    chooser_->setAccessibleDescription(rule_->text());
    const bool asksSuit = chosen == Joker::BusinessSuit;
    suitLabel_->setVisible(asksSuit);
    suit_->setVisible(asksSuit);
}

void JokerLineupEditor::addChosenJoker() {
    JokerCard card{static_cast<Joker>(chooser_->currentData().toInt()), static_cast<Suit>(suit_->currentData().toInt())};
    const QString refusal = draft_->addJoker(card);
    problem_->setText(refusal.isEmpty() ? QString() : tr("Not added: %1").arg(refusal));
    problem_->setVisible(!refusal.isEmpty());
}

void JokerLineupEditor::refresh() {
    problem_->hide();  // a refusal is about the last attempt; any change to the lineup moves on from it
    const auto& jokers = draft_->jokers();
    const int count = static_cast<int>(jokers.size());
    for (int i = 0; i < kMaxJokers; ++i) {
        const Row& row = rows_[i];
        const bool used = i < count;
        for (QWidget* w : {row.widget, static_cast<QWidget*>(row.name), static_cast<QWidget*>(row.up),
                           static_cast<QWidget*>(row.down), static_cast<QWidget*>(row.remove)})
            w->setVisible(used);
        if (!used) continue;
        const QString name = jokerDisplayName(jokers[i]);
        row.name->setText(name);
        row.name->setAccessibleName(tr("Joker %1: %2").arg(i + 1).arg(name));
        row.name->setAccessibleDescription(jokerRuleText(jokers[i].joker));
        row.name->setToolTip(jokerRuleText(jokers[i].joker));
        row.up->setEnabled(i > 0);
        row.down->setEnabled(i < count - 1);
        row.up->setAccessibleName(tr("Move %1 earlier").arg(name));
        row.down->setAccessibleName(tr("Move %1 later").arg(name));
        row.remove->setAccessibleName(tr("Remove %1").arg(name));
        row.up->setToolTip(row.up->accessibleName());
        row.down->setToolTip(row.down->accessibleName());
        row.remove->setToolTip(row.remove->accessibleName());
    }
    const JokerLineup lineup = draft_->lineup();
    slots_->setText(count == 0 ? tr("No jokers. Jokers act in this order, top to bottom.")
                               : tr("Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).")
                                     .arg(jokerSlotsUsed(lineup))
                                     .arg(jokerSlots(lineup)));
}

}  // namespace encarde::ui
