#include "TableContextForm.h"

#include "CardListEntry.h"
#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {
// A count with large - and + buttons beside it: a spin box's own arrows are too small for a finger.
QSpinBox* makeCount(QWidget* parent, int maximum, const QString& accessibleName, QWidget** row) {
    *row = new QWidget(parent);
    auto* layout = new QHBoxLayout(*row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* box = new QSpinBox(*row);
    box->setRange(0, maximum);
    box->setAccessibleName(accessibleName);
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);
    box->setAlignment(Qt::AlignCenter);
    box->setMinimumWidth(64);
    makeTouchTarget(box);
    auto* less = new QPushButton(QStringLiteral("−"), *row);
    auto* more = new QPushButton(QStringLiteral("+"), *row);
    for (QPushButton* b : {less, more}) {
        b->setAutoDefault(false);
        b->setFocusPolicy(Qt::NoFocus);  // the keyboard uses the box itself (arrows, typing)
        makeTouchTarget(b);
    }
    less->setAccessibleName(QCoreApplication::translate("encarde::ui::TableContextForm", "Decrease %1").arg(accessibleName));
    more->setAccessibleName(QCoreApplication::translate("encarde::ui::TableContextForm", "Increase %1").arg(accessibleName));
    QObject::connect(less, &QPushButton::clicked, box, &QSpinBox::stepDown);
    QObject::connect(more, &QPushButton::clicked, box, &QSpinBox::stepUp);
    layout->addWidget(less);
    layout->addWidget(box);
    layout->addWidget(more);
    layout->addStretch(1);
    (*row)->setFocusProxy(box);  // the form label's mnemonic lands in the box
    return box;
}
}  // namespace

TableContextForm::TableContextForm(ScoringDraft* draft, QWidget* parent) : QWidget(parent), draft_(draft) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    // Generous maxima: a table's house rules may run long games; the engine enforces real limits.
    QWidget* chipsRow = nullptr;
    chips_ = makeCount(this, 20, tr("Chips held (Bootstraps)"), &chipsRow);
    chips_->setObjectName(QStringLiteral("chipsHeld"));
    form->addRow(tr("&Chips held (Bootstraps):"), chipsRow);
    QWidget* tarotsRow = nullptr;
    tarots_ = makeCount(this, 10, tr("Tarots held (Oracle)"), &tarotsRow);
    tarots_->setObjectName(QStringLiteral("tarotsHeld"));
    form->addRow(tr("&Tarots held (Oracle):"), tarotsRow);
    QWidget* discardedRow = nullptr;
    discarded_ = makeCount(this, 60, tr("Cards discarded this Ante (Re-cyclotron, Mystic Summit)"), &discardedRow);
    discarded_->setObjectName(QStringLiteral("discardedThisAnte"));
    form->addRow(tr("Cards &discarded this Ante:"), discardedRow);

    summit_ = new QComboBox(this);
    summit_->setObjectName(QStringLiteral("mysticSummitThreshold"));
    summit_->setAccessibleName(tr("Mystic Summit threshold"));
    summit_->addItem(tr("12 cards (Appendix J, default)"), 12);
    summit_->addItem(tr("13 cards (Appendix D)"), 13);
    makeTouchTarget(summit_);
    form->addRow(tr("&Mystic Summit needs (R17):"), summit_);

    coin_ = new QLineEdit(this);
    coin_->setObjectName(QStringLiteral("coinFlips"));
    coin_->setPlaceholderText(tr("e.g. TTH (tails, tails, heads) or H"));
    coin_->setAccessibleName(tr("Grinning Coin flips"));
    makeTouchTarget(coin_);
    form->addRow(tr("&Grinning Coin flips:"), coin_);
    column->addLayout(form);

    CardListEntry::Options unplayedOptions;
    unplayedOptions.label = tr("&Unplayed hand (Baron counts its Kings; best play chooses from it):");
    unplayedOptions.placeholder = tr("e.g. KC 7D 2S");
    unplayedOptions.buttonText = tr("Set");
    unplayedOptions.allowTokens = false;
    unplayedOptions.clearOnAccept = false;
    unplayed_ = new CardListEntry(
        unplayedOptions,
        [this](const std::vector<PlayedCard>& cards) {
            std::vector<Card> plain;
            for (const PlayedCard& c : cards) plain.push_back(c.card);
            draft_->setUnplayedCards(plain);
            return QString();
        },
        this);
    unplayed_->setObjectName(QStringLiteral("unplayedHandEntry"));
    column->addWidget(unplayed_);

    auto* typesTitle = new QLabel(tr("Hand types this player scored in earlier Antes (Card Shark):"), this);
    typesTitle->setWordWrap(true);
    column->addWidget(typesTitle);
    auto* types = new QGridLayout;
    types->setSpacing(4);
    for (int t = 0; t < kHandTypeCount; ++t) {
        const auto type = static_cast<HandType>(t);
        auto* toggle = new QPushButton(handTypeDisplayName(type), this);
        toggle->setCheckable(true);
        toggle->setAutoDefault(false);
        toggle->setObjectName(QStringLiteral("scoredEarlier%1").arg(t));
        toggle->setAccessibleName(tr("%1 scored earlier").arg(handTypeDisplayName(type)));
        toggle->setProperty("role", "toggle");
        makeTouchTarget(toggle);
        connect(toggle, &QPushButton::toggled, draft_, [this, type](bool on) { draft_->setTypeScoredEarlier(type, on); });
        // A tick as well as the checked colour, so the state never rests on colour alone.
        connect(toggle, &QPushButton::toggled, toggle, [toggle, type](bool on) {
            toggle->setText(on ? QStringLiteral("✓ ") + handTypeDisplayName(type) : handTypeDisplayName(type));
        });
        types->addWidget(toggle, t / 3, t % 3);
        scoredEarlier_[t] = toggle;
    }
    column->addLayout(types);

    connect(chips_, &QSpinBox::valueChanged, draft_, &ScoringDraft::setChipsHeld);
    connect(tarots_, &QSpinBox::valueChanged, draft_, &ScoringDraft::setTarotsHeld);
    connect(discarded_, &QSpinBox::valueChanged, draft_, &ScoringDraft::setDiscardedThisAnte);
    connect(summit_, &QComboBox::currentIndexChanged, draft_,
            [this] { draft_->setMysticSummitThreshold(summit_->currentData().toInt()); });
    connect(coin_, &QLineEdit::textChanged, draft_, &ScoringDraft::setCoinFlips);
    connect(draft_, &ScoringDraft::changed, this, &TableContextForm::refresh);
    refresh();
}

void TableContextForm::refresh() {
    const ScoreContext& c = draft_->context();
    const QSignalBlocker q1(chips_), q2(tarots_), q3(discarded_), q4(summit_);
    chips_->setValue(c.chipsHeld);
    tarots_->setValue(c.tarotsHeld);
    discarded_->setValue(c.discardedThisAnte);
    summit_->setCurrentIndex(summit_->findData(c.mysticSummitThreshold));
    if (coin_->text() != draft_->coinFlips()) coin_->setText(draft_->coinFlips());
    for (int t = 0; t < kHandTypeCount; ++t) {
        const QSignalBlocker quiet(scoredEarlier_[t]);
        scoredEarlier_[t]->setChecked(c.typesScoredEarlier & handTypeBit(static_cast<HandType>(t)));
    }
    // Rewrite the unplayed hand's text only when the draft's cards changed (a submit, or best play),
    // never while the player is still typing.
    if (draft_->unplayedCards() != shownUnplayed_) {
        shownUnplayed_ = draft_->unplayedCards();
        QStringList words;
        for (const Card& card : shownUnplayed_) words << QString::fromStdString(cardText(card));
        unplayed_->setText(words.join(u' '));
    }
}

}  // namespace encarde::ui
