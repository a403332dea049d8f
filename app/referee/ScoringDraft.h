#pragma once
// The editable input of one reveal: played cards with their tokens, the jokers in order, and the
// table context. Widgets edit it and show its evaluation; the score itself always comes from
// core's scoreHand. The referee flow will later fill a draft from the game engine's state.

#include "Card.h"
#include "Joker.h"
#include "Scorer.h"

#include <QObject>
#include <QString>

#include <vector>

namespace encarde::ui {

// What the window shows for the current draft.
struct ScoringOutcome {
    enum class State { NoCards, Invalid, Scored };
    State state = State::NoCards;
    QString problem;  // for Invalid: what is wrong, in words (from core's validateScoreInput)
    PlayedHand hand;
    JokerLineup lineup;
    ScoreResult result;
    ScoreBreakdown breakdown;
};

class ScoringDraft : public QObject {
    Q_OBJECT
public:
    explicit ScoringDraft(QObject* parent = nullptr);

    // Played cards, left to right. Mutators that can be refused return the reason, or an empty string.
    const std::vector<PlayedCard>& playedCards() const { return played_; }
    QString addPlayedCard(PlayedCard card);
    QString setPlayedCards(const std::vector<PlayedCard>& cards);
    void removePlayedCard(int index);
    void movePlayedCard(int from, int to);
    void setToken(int index, Token token);
    void clearPlayedCards();

    // Jokers in the order fixed at Lock In.
    const std::vector<JokerCard>& jokers() const { return jokers_; }
    QString addJoker(JokerCard joker);
    // "Scary Face, Business Suit:H": replaces the lineup only if every name is known and it fits.
    QString setJokersFromText(const QString& text);
    void removeJoker(int index);
    void moveJoker(int from, int to);
    JokerLineup lineup() const;

    // Table context.
    const ScoreContext& context() const { return context_; }
    void setChipsHeld(int chips);
    void setTarotsHeld(int tarots);
    void setDiscardedThisAnte(int cards);
    void setTypeScoredEarlier(HandType type, bool scored);
    void setMysticSummitThreshold(int threshold);
    // Grinning Coin flips as typed ("TTH"); an unreadable text is kept and reported by evaluate().
    void setCoinFlips(const QString& flips);
    const QString& coinFlips() const { return coinFlips_; }
    // The cards left in the player's hand (Baron counts its Kings; best play chooses among them).
    const std::vector<Card>& unplayedCards() const { return unplayed_; }
    void setUnplayedCards(const std::vector<Card>& cards);

    ScoringOutcome evaluate() const;
    ScoreContext scoreContext() const;  // context_ with the unplayed Kings and coin flips filled in

signals:
    void changed();

private:
    std::vector<PlayedCard> played_;
    std::vector<JokerCard> jokers_;
    ScoreContext context_;
    QString coinFlips_;
    QString coinFlipsProblem_;
    std::vector<Card> unplayed_;
};

// Parses "AS KD 10H:glass" (spaces or commas) with core's parsePlayedCard. On a bad word returns
// nullopt and sets problem to core's sentence naming it.
std::optional<std::vector<PlayedCard>> parsePlayedCardList(const QString& text, QString* problem);

}  // namespace encarde::ui
