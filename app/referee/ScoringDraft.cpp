#include "ScoringDraft.h"

#include "CoinFlipsText.h"
#include "DisplayText.h"

#include <QRegularExpression>

#include <algorithm>

namespace encarde::ui {

namespace {
// Shared by the played cards and the joker lineup: both are ordered and edited the same way.
template <class T>
bool eraseAt(std::vector<T>& items, int index) {
    if (index < 0 || index >= static_cast<int>(items.size())) return false;
    items.erase(items.begin() + index);
    return true;
}

template <class T>
bool moveWithin(std::vector<T>& items, int from, int to) {
    const int n = static_cast<int>(items.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) return false;
    const T moving = items[from];
    items.erase(items.begin() + from);
    items.insert(items.begin() + to, moving);
    return true;
}
}  // namespace

ScoringDraft::ScoringDraft(QObject* parent) : QObject(parent) {}

QString ScoringDraft::addPlayedCard(PlayedCard card) {
    if (played_.size() >= static_cast<size_t>(kMaxPlayedCards))
        return tr("A played hand has at most %1 cards; remove one before adding %2.")
            .arg(kMaxPlayedCards)
            .arg(cardFace(card.card));
    played_.push_back(card);
    emit changed();
    return {};
}

QString ScoringDraft::setPlayedCards(const std::vector<PlayedCard>& cards) {
    if (cards.size() > static_cast<size_t>(kMaxPlayedCards))
        return tr("A played hand has 1 to %1 cards; %2 were given.").arg(kMaxPlayedCards).arg(cards.size());
    played_ = cards;
    emit changed();
    return {};
}

void ScoringDraft::removePlayedCard(int index) {
    if (eraseAt(played_, index)) emit changed();
}

void ScoringDraft::movePlayedCard(int from, int to) {
    if (moveWithin(played_, from, to)) emit changed();
}

void ScoringDraft::setToken(int index, Token token) {
    if (index < 0 || index >= static_cast<int>(played_.size()) || played_[index].token == token) return;
    played_[index].token = token;  // replaces any earlier token: one per card (R6)
    emit changed();
}

void ScoringDraft::clearPlayedCards() {
    if (played_.empty()) return;
    played_.clear();
    emit changed();
}

JokerLineup ScoringDraft::lineup() const {
    JokerLineup l;
    for (const JokerCard& j : jokers_) l.add(j);
    return l;
}

QString ScoringDraft::addJoker(JokerCard joker) {
    const QString name = jokerDisplayName(joker);
    for (const JokerCard& held : jokers_)
        if (held.joker == joker.joker)
            return tr("%1 is already in the lineup; a player holds each joker only once.").arg(name);
    if (jokers_.size() >= static_cast<size_t>(kMaxJokers))
        return tr("No room for %1: a lineup holds at most %2 jokers.").arg(name).arg(kMaxJokers);
    JokerLineup trial = lineup();
    trial.add(joker);
    if (jokerSlotsUsed(trial) > jokerSlots(trial))
        return tr("No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).")
            .arg(name)
            .arg(jokerSlots(lineup()));
    jokers_.push_back(joker);
    emit changed();
    return {};
}

QString ScoringDraft::setJokersFromText(const QString& text) {
    std::vector<JokerCard> parsed;
    for (const QString& word : text.split(u',', Qt::SkipEmptyParts)) {
        const QString item = word.trimmed();
        const qsizetype colon = item.indexOf(u':');
        const QString namePart = colon < 0 ? item : item.left(colon);
        const auto joker = parseJoker(namePart.toStdString());
        if (!joker) return tr("Unknown joker '%1': use the names printed in Appendix J.").arg(namePart);
        JokerCard card{*joker, Suit::Spades};
        if (*joker == Joker::BusinessSuit) {
            const auto suit = colon < 0 ? std::nullopt : parseSuit(item.mid(colon + 1).trimmed().toStdString());
            if (!suit) return tr("Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).");
            card.businessSuit = *suit;
        }
        parsed.push_back(card);
    }
    const std::vector<JokerCard> previous = jokers_;
    {
        // Build the new lineup through addJoker (same refusals as one by one) without a signal per joker.
        const QSignalBlocker quiet(this);
        jokers_.clear();
        for (const JokerCard& j : parsed) {
            const QString refusal = addJoker(j);
            if (!refusal.isEmpty()) {
                jokers_ = previous;
                return refusal;
            }
        }
    }
    emit changed();
    return {};
}

void ScoringDraft::removeJoker(int index) {
    if (eraseAt(jokers_, index)) emit changed();
}

void ScoringDraft::moveJoker(int from, int to) {
    if (moveWithin(jokers_, from, to)) emit changed();
}

void ScoringDraft::setChipsHeld(int chips) {
    if (context_.chipsHeld == chips) return;
    context_.chipsHeld = chips;
    emit changed();
}

void ScoringDraft::setTarotsHeld(int tarots) {
    if (context_.tarotsHeld == tarots) return;
    context_.tarotsHeld = tarots;
    emit changed();
}

void ScoringDraft::setDiscardedThisAnte(int cards) {
    if (context_.discardedThisAnte == cards) return;
    context_.discardedThisAnte = cards;
    emit changed();
}

void ScoringDraft::setTypeScoredEarlier(HandType type, bool scored) {
    const HandTypeSet bit = handTypeBit(type);
    const HandTypeSet next = scored ? (context_.typesScoredEarlier | bit) : (context_.typesScoredEarlier & ~bit);
    if (next == context_.typesScoredEarlier) return;
    context_.typesScoredEarlier = static_cast<HandTypeSet>(next);
    emit changed();
}

void ScoringDraft::setMysticSummitThreshold(int threshold) {
    if (context_.mysticSummitThreshold == threshold) return;
    context_.mysticSummitThreshold = threshold;
    emit changed();
}

void ScoringDraft::setCoinFlips(const QString& flips) {
    if (coinFlips_ == flips) return;
    coinFlips_ = flips;
    const CoinFlipsReading reading = readCoinFlips(flips);
    coinFlipsProblem_ = reading.problem;
    context_.coinTailsBeforeHead = reading.tailsBeforeHead;
    emit changed();
}

void ScoringDraft::setUnplayedCards(const std::vector<Card>& cards) {
    unplayed_ = cards;
    emit changed();
}

ScoreContext ScoringDraft::scoreContext() const {
    ScoreContext c = context_;
    c.kingsInUnplayedHand = static_cast<int>(
        std::count_if(unplayed_.begin(), unplayed_.end(), [](Card card) { return card.rank == kKing; }));
    return c;
}

ScoringOutcome ScoringDraft::evaluate() const {
    ScoringOutcome outcome;
    for (const PlayedCard& c : played_) outcome.hand.add(c);
    outcome.lineup = lineup();
    if (played_.empty()) {
        outcome.state = ScoringOutcome::State::NoCards;
        return outcome;
    }
    if (!coinFlipsProblem_.isEmpty() && outcome.lineup.has(Joker::GrinningCoin)) {
        outcome.state = ScoringOutcome::State::Invalid;
        outcome.problem = coinFlipsProblem_;
        return outcome;
    }
    const ScoreContext context = scoreContext();
    if (const auto problem = validateScoreInput(outcome.hand, outcome.lineup, context)) {
        outcome.state = ScoringOutcome::State::Invalid;
        outcome.problem = QString::fromStdString(*problem);
        return outcome;
    }
    outcome.result = scoreHand(outcome.hand, outcome.lineup, context, &outcome.breakdown);
    outcome.state = ScoringOutcome::State::Scored;
    return outcome;
}

std::optional<std::vector<PlayedCard>> parsePlayedCardList(const QString& text, QString* problem) {
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    std::vector<PlayedCard> cards;
    for (const QString& word : text.split(separators, Qt::SkipEmptyParts)) {
        std::string error;
        const auto card = parsePlayedCard(word.toStdString(), &error);
        if (!card) {
            if (problem) *problem = QString::fromStdString(error);
            return std::nullopt;
        }
        cards.push_back(*card);
    }
    return cards;
}

}  // namespace encarde::ui
