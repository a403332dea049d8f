#include "PlayedCardTile.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

namespace encarde::ui {

PlayedCardTile::PlayedCardTile(int position, QWidget* parent) : QFrame(parent), position_(position) {
    setObjectName(QStringLiteral("playedCard%1").arg(position));
    setFrameShape(QFrame::StyledPanel);
    setProperty("role", "cardTile");
    setMaximumWidth(128);  // five tiles fit under the card grid
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(6, 6, 6, 6);
    column->setSpacing(4);

    face_ = new QLabel(this);
    face_->setAlignment(Qt::AlignCenter);
    face_->setProperty("role", "cardFace");
    scoring_ = new QLabel(this);
    scoring_->setAlignment(Qt::AlignCenter);
    scoring_->setProperty("role", "caption");
    scoring_->setWordWrap(true);

    token_ = new QComboBox(this);
    token_->setObjectName(QStringLiteral("tokenChooser%1").arg(position));
    for (int t = 0; t <= kTokenKindCount; ++t) {
        const auto token = static_cast<Token>(t);
        token_->addItem(tokenDisplayName(token), t);
        token_->setItemData(t, tokenEffectText(token), Qt::ToolTipRole);
    }
    token_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    token_->setMinimumContentsLength(6);
    makeTouchTarget(token_);

    auto makeButton = [this](const QString& text) {
        auto* b = new QPushButton(text, this);
        b->setAutoDefault(false);
        makeTouchTarget(b);
        return b;
    };
    left_ = makeButton(QStringLiteral("◀"));
    right_ = makeButton(QStringLiteral("▶"));
    remove_ = makeButton(tr("✕ Remove"));
    // Two rows keep every button a full finger wide while five tiles still fit under the grid.
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(left_);
    buttons->addWidget(right_);

    column->addWidget(face_);
    column->addWidget(scoring_);
    column->addWidget(token_);
    column->addLayout(buttons);
    column->addWidget(remove_);

    connect(token_, &QComboBox::activated, this, [this](int index) {
        emit tokenChosen(position_, static_cast<Token>(token_->itemData(index).toInt()));
    });
    connect(left_, &QPushButton::clicked, this, [this] { emit moveRequested(position_, position_ - 1); });
    connect(right_, &QPushButton::clicked, this, [this] { emit moveRequested(position_, position_ + 1); });
    connect(remove_, &QPushButton::clicked, this, [this] { emit removeRequested(position_); });
}

void PlayedCardTile::display(PlayedCard card, std::optional<bool> scoring, bool isFirst, bool isLast) {
    const QString spoken = cardSpokenName(card.card);
    face_->setText(cardFace(card.card));
    face_->setProperty("suitColour", isRedSuit(card.card.suit) ? "red" : "black");
    face_->style()->unpolish(face_);
    face_->style()->polish(face_);
    //: Position of a card in the played hand, counted from the left: %1 position, %2 card name.
    face_->setAccessibleName(tr("Card %1 from the left: %2").arg(position_ + 1).arg(spoken));
    scoring_->setText(!scoring ? QString() : (*scoring ? tr("scores") : tr("not scored")));
    setProperty("scoring", scoring.value_or(false));
    style()->unpolish(this);
    style()->polish(this);

    const QSignalBlocker quiet(token_);
    token_->setCurrentIndex(token_->findData(static_cast<int>(card.token)));
    token_->setAccessibleName(tr("Token on %1").arg(spoken));
    token_->setToolTip(tokenEffectText(card.token));
    left_->setEnabled(!isFirst);
    right_->setEnabled(!isLast);
    left_->setAccessibleName(tr("Move %1 left").arg(spoken));
    right_->setAccessibleName(tr("Move %1 right").arg(spoken));
    remove_->setAccessibleName(tr("Remove %1 from the played hand").arg(spoken));
    left_->setToolTip(left_->accessibleName());
    right_->setToolTip(right_->accessibleName());
    remove_->setToolTip(remove_->accessibleName());
}

}  // namespace encarde::ui
