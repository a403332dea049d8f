#include "RevealPage.h"

#include "CardGrid.h"
#include "CardListEntry.h"
#include "DisplayText.h"
#include "GameSession.h"
#include "JokerLineupEditor.h"
#include "LiveCameraView.h"
#include "PlayedHandView.h"
#include "ScoringPanel.h"
#include "TableContextForm.h"
#include "TouchFriendly.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {

std::vector<Card> cardsOf(const QJsonValue& list) {
    std::vector<Card> out;
    for (const auto& v : list.toArray())
        if (const auto c = parseCard(v.toString().toStdString())) out.push_back(*c);
    return out;
}
}  // namespace

RevealPage::RevealPage(GameSession* session, TableCamera* camera, QWidget* parent)
    : QWidget(parent), session_(session), camera_(camera) {
    setObjectName(QStringLiteral("revealPage"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(8, 8, 8, 8);
    auto* header = new QHBoxLayout;
    title_ = new QLabel(this);
    title_->setProperty("role", "phaseTitle");
    title_->setWordWrap(true);
    header->addWidget(title_, 1);
    cancel_ = new QPushButton(tr("Back to the &table"), this);
    cancel_->setObjectName(QStringLiteral("revealCancel"));
    confirm_ = new QPushButton(this);
    confirm_->setObjectName(QStringLiteral("revealConfirm"));
    confirm_->setProperty("role", "primary");
    for (auto* b : {cancel_, confirm_}) {
        b->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);  // never cut a button's words
        b->setAutoDefault(false);
        makeTouchTarget(b);
        header->addWidget(b);
    }
    column->addLayout(header);
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("revealRefusal"));
    refusal_->setProperty("role", "problem");
    refusal_->setWordWrap(true);
    refusal_->hide();
    column->addWidget(refusal_);

    // The camera's note and the Justice flips sit in one row that is always shown; the picture
    // only while there is a camera and cards to read (Lock In).
    auto* notes = new QHBoxLayout;
    cameraNote_ = new QLabel(this);
    cameraNote_->setObjectName(QStringLiteral("cameraNote"));
    cameraNote_->setWordWrap(true);
    notes->addWidget(cameraNote_, 1);
    justiceLabel_ = new QLabel(tr("&Justice flips, one per glass card (H or T):"), this);
    justice_ = new QLineEdit(this);
    justice_->setObjectName(QStringLiteral("justiceFlips"));
    justice_->setAccessibleName(tr("Justice flips"));
    justiceLabel_->setBuddy(justice_);
    makeTouchTarget(justice_);
    notes->addWidget(justiceLabel_);
    notes->addWidget(justice_);
    useCamera_ = new QPushButton(tr("Use the camera's &reading"), this);
    useCamera_->setObjectName(QStringLiteral("useCameraReading"));
    useCamera_->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    makeTouchTarget(useCamera_);
    notes->addWidget(useCamera_, 0, Qt::AlignTop);
    column->addLayout(notes);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(true);
    cameraBox_ = new QWidget(splitter);
    auto* cameraRow = new QHBoxLayout(cameraBox_);
    cameraRow->setContentsMargins(0, 0, 0, 0);
    view_ = new LiveCameraView(camera_, cameraBox_);
    cameraRow->addWidget(view_, 1);
    scoring_ = new ScoringPanel(splitter);
    splitter->addWidget(cameraBox_);
    splitter->addWidget(scoring_);
    splitter->setSizes({260, 540});
    column->addWidget(splitter, 1);

    connect(confirm_, &QPushButton::clicked, this, &RevealPage::confirm);
    connect(cancel_, &QPushButton::clicked, this, &RevealPage::cancelled);
    connect(useCamera_, &QPushButton::clicked, this, [this] {
        followCamera_ = true;
        applyProposal(camera_->proposal());
    });
    connect(camera_, &TableCamera::proposalChanged, this, [this](const CardProposal& p) {
        if (followCamera_ && isVisible() && type_ == QLatin1String("lock_in")) applyProposal(p);
        updateCameraNote();
    });
    connect(scoring_->draft(), &ScoringDraft::changed, this, [this] {
        if (!applying_) followCamera_ = false;  // the player's correction wins over the camera
    });
}

void RevealPage::setLegend(const ClipLegend& legend) { view_->setLegend(legend); }

void RevealPage::setCameraAvailable(bool available, const QString& why) {
    cameraAvailable_ = available;
    noCameraText_ = why.isEmpty() ? tr("No camera: enter the cards by hand.") : why + QLatin1Char(' ') + tr("Enter the cards by hand.");
    updateCameraNote();
    cameraBox_->setVisible(available && type_ == QLatin1String("lock_in"));
    useCamera_->setVisible(cameraBox_->isVisibleTo(this));
}

void RevealPage::updateCameraNote() {
    if (type_ != QLatin1String("lock_in")) return;
    if (!cameraAvailable_) {
        cameraNote_->setText(noCameraText_);
        return;
    }
    const CardProposal& p = camera_->proposal();
    QStringList words;  // "K♥ (Glass)": the face and the token's name
    for (const auto& c : p.cards)
        words << (c.token == Token::None ? cardFace(c.card) : tr("%1 (%2)").arg(cardFace(c.card), tokenDisplayName(c.token)));
    QString text = p.cards.empty() ? tr("The camera sees no played cards yet.") : tr("The camera reads, left to right: %1").arg(words.join(QStringLiteral(", ")));
    if (p.unreadCards > 0) text += QStringLiteral("\n") + tr("%n card(s) could not be read: add them by hand.", nullptr, p.unreadCards);
    if (!p.clipNotes.isEmpty()) text += QStringLiteral("\n") + p.clipNotes.join(QStringLiteral("\n"));
    cameraNote_->setText(text);
}

void RevealPage::applyProposal(const CardProposal& proposal) {
    if (proposal.cards.empty()) return;
    applying_ = true;
    scoring_->draft()->setPlayedCards(std::vector<PlayedCard>(proposal.cards.begin(), proposal.cards.begin() + std::min<size_t>(proposal.cards.size(), kMaxPlayedCards)));
    applying_ = false;
}

void RevealPage::begin(const QString& player, const QString& type) {
    player_ = player;
    type_ = type;
    refusal_->hide();
    followCamera_ = true;
    const QJsonObject s = session_->state();
    const QJsonObject p = playerStateOf(s, player);
    const bool lockIn = type == QLatin1String("lock_in");
    title_->setText(lockIn ? tr("%1 locks in: lay the cards left to right").arg(player) : tr("%1 reveals").arg(player));
    confirm_->setText(lockIn ? tr("&Confirm %1's cards").arg(player) : tr("&Score %1's hand").arg(player));
    confirm_->setAccessibleName(confirm_->text().remove(QLatin1Char('&')));

    applying_ = true;
    ScoringDraft* d = scoring_->draft();
    d->clearPlayedCards();
    jokers_.clear();
    for (const auto& j : p.value(QStringLiteral("jokers")).toArray()) jokers_ << j.toString();
    d->setJokersFromText(jokers_.join(QStringLiteral(", ")));
    d->setChipsHeld(p.value(QStringLiteral("chips")).toInt());
    d->setTarotsHeld(p.value(QStringLiteral("tarots")).toArray().size());
    d->setDiscardedThisAnte(p.value(QStringLiteral("discards")).toArray().size());
    d->setMysticSummitThreshold(s.value(QStringLiteral("house")).toObject().value(QStringLiteral("mystic_summit")).toInt(12));
    QStringList scored;
    for (const auto& t : p.value(QStringLiteral("hand_types_scored")).toArray()) scored << t.toString();
    for (int t = 0; t < kHandTypeCount; ++t) {
        const auto type = static_cast<HandType>(t);
        d->setTypeScoredEarlier(type, scored.contains(QString::fromUtf8(handTypeName(type).data())));
    }
    d->setCoinFlips({});
    d->setUnplayedCards(cardsOf(p.value(QStringLiteral("hand"))));
    if (!lockIn) {
        std::vector<PlayedCard> played;
        for (const auto& v : p.value(QStringLiteral("played")).toArray())
            if (const auto c = parsePlayedCard(v.toString().toStdString())) played.push_back(*c);
        d->setPlayedCards(played);
    }
    applying_ = false;
    scoring_->contextForm()->refresh();
    // Joker order is fixed at Lock In (R15): it may change only until this player locks in.
    scoring_->jokerEditor()->setEnabled(lockIn);
    // After Lock In the cards are fixed; a mistake is corrected by undoing the lock-in.
    scoring_->cardGrid()->setVisible(lockIn);
    scoring_->playedEntry()->setEnabled(lockIn);
    scoring_->playedHand()->setEnabled(lockIn);

    bool glass = false;
    for (const auto& c : d->playedCards()) glass = glass || c.token == Token::Glass;
    justice_->clear();
    justiceLabel_->setVisible(!lockIn && glass);
    justice_->setVisible(!lockIn && glass);
    cameraBox_->setVisible(lockIn && cameraAvailable_);
    useCamera_->setVisible(lockIn && cameraAvailable_);
    if (!lockIn) cameraNote_->setText(tr("The cards as locked in. Enter what the Jokers need (coin flips, Kings left in the hand), then score."));
    else updateCameraNote();
    if (lockIn) camera_->clearProposal();  // the last player's cards are not this player's
    scoring_->focusPlayedEntry();
}

QJsonObject RevealPage::pendingAction() const {
    const ScoringDraft* d = scoring_->draft();
    QJsonObject a{{QStringLiteral("type"), type_}, {QStringLiteral("player"), player_}};
    if (type_ == QLatin1String("lock_in")) {
        QJsonArray cards;
        for (const auto& c : d->playedCards()) cards.append(QString::fromStdString(playedCardText(c)));
        a[QStringLiteral("cards")] = cards;
        return a;
    }
    if (jokers_.join(QLatin1Char(' ')).contains(QLatin1String("Grinning Coin"))) a[QStringLiteral("coin")] = d->coinFlips().toUpper();
    if (jokers_.join(QLatin1Char(' ')).contains(QLatin1String("Baron"))) {
        QJsonArray kings;  // the Kings shown from the unplayed hand (R25)
        for (const auto& c : d->unplayedCards())
            if (c.rank == kKing) kings.append(QString::fromStdString(cardText(c)));
        a[QStringLiteral("shown")] = kings;
    }
    if (justice_->isVisible()) {
        QJsonArray flips;
        for (const QChar ch : justice_->text().toUpper())
            if (ch == QLatin1Char('H') || ch == QLatin1Char('T')) flips.append(QString(ch));
        a[QStringLiteral("justice")] = flips;
    }
    return a;
}

void RevealPage::confirm() {
    if (type_ == QLatin1String("lock_in")) {
        // A new Joker order from the editor is recorded first (arrange_jokers, R15).
        QStringList order;
        for (const auto& j : scoring_->draft()->jokers()) order << QString::fromStdString(jokerCardText(j));
        if (order.size() == jokers_.size() && order != jokers_) {
            const QString refusal = session_->submit(QJsonObject{{QStringLiteral("type"), QStringLiteral("arrange_jokers")},
                                                                 {QStringLiteral("player"), player_},
                                                                 {QStringLiteral("order"), QJsonArray::fromStringList(order)}});
            if (!refusal.isEmpty()) {
                refusal_->setText(tr("Refused: %1 — nothing was changed.").arg(refusal));
                refusal_->show();
                return;
            }
            jokers_ = order;
        }
    }
    const QString refusal = session_->submit(pendingAction());
    refusal_->setText(refusal.isEmpty() ? QString() : tr("Refused: %1 — nothing was changed.").arg(refusal));
    refusal_->setVisible(!refusal.isEmpty());
    if (refusal.isEmpty()) emit finished();
}

QString RevealPage::refusalText() const { return refusal_->isVisible() ? refusal_->text() : QString(); }

}  // namespace encarde::ui
