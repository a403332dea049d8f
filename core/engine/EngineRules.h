#pragma once
// Internal to the engine: the rule handlers that GameEngine dispatches to. Each works on a copy
// of the state and throws RuleBroken to refuse, so a refusal never leaves a half-applied action.

#include "GameState.h"
#include "Refusal.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace encarde::rules {

struct RuleBroken {
    Refusal refusal;
};
[[noreturn]] void refuse(std::string ruling, std::string message);
// Refuses unless cond holds. A macro so that the message is built only when refusing: replaying
// a long log passes thousands of checks.
#define ENCARDE_REQUIRE(cond, ruling, message)                               \
    do {                                                                     \
        if (!(cond)) ::encarde::rules::refuse((ruling), (message));          \
    } while (false)

// Reading an action's fields; a missing or malformed field is refused with what is expected.
Card readCard(const QJsonObject& a, const char* key);
std::vector<Card> readCards(const QJsonObject& a, const char* key, bool required = true);
std::vector<PlayedCard> readPlayedCards(const QJsonObject& a, const char* key);
Tarot readTarot(const QJsonObject& a, const char* key);
std::optional<Tarot> readOptionalTarot(const QJsonObject& a, const char* key);
JokerCard readJoker(const QJsonObject& a, const char* key);  // Business Suit needs "suit" (R18)
std::optional<Joker> readOptionalJoker(const QJsonObject& a, const char* key);
std::string cardsText(const std::vector<Card>& cards);
QJsonArray cardsJson(const std::vector<Card>& cards);

// Deck integrity (R36): every card taken must be where it is taken from.
// `owner` and `what` name the place in a refusal ("Ann" + "Active deck"); owner may be empty.
void takeFromCounts(CardCounts& from, const std::vector<Card>& cards, std::string_view owner, std::string_view what);
// Takes cards out of the hand: known ones first, then hidden ones, which must be in the unrevealed pool.
void takeFromHand(PlayerState& p, const std::vector<Card>& cards);
// A hidden hand card is shown: it leaves the unrevealed pool (R36); the caller places it.
void revealFromPool(PlayerState& p, Card c);
// "drawn": up to maxCount random Reserve cards drawn at the table (all of them when fewer remain);
// each must be in the Reserve. The Reserve is not changed.
std::vector<Card> readDrawnFromReserve(const PlayerState& p, const QJsonObject& a, int maxCount);
void requireSubset(const std::vector<Card>& part, const std::vector<Card>& whole, std::string_view owner, std::string_view what);

// Jokers: adds j (in place of `give` if given) within the Joker slots (R20, R35); a replaced
// Joker goes to the Joker discard pile.
void gainJoker(GameState& g, PlayerState& p, JokerCard j, std::optional<Joker> give);
bool hasFreeTarotSlot(const PlayerState& p);

// Phase flow (R32)
void advanceAfterDeal(GameState& g);
void advanceDiscardRound(GameState& g);
void decideAnte(GameState& g, QJsonObject& event);  // R28, R29, R31; then Draw Tarots or game over
void startDrawTarots(GameState& g);
void advanceDraft(GameState& g);  // after a draft turn
int currentDrafter(const GameState& g);
void startAnte(GameState& g);

// Handlers; each returns the details the event adds to the action.
QJsonObject applyAnteAction(GameState& g, int seat, const QString& type, const QJsonObject& a);
QJsonObject applyDraftAction(GameState& g, int seat, const QString& type, const QJsonObject& a);
QJsonObject applyDeckModification(GameState& g, int seat, const QString& type, const QJsonObject& a);
QJsonObject applyTarot(GameState& g, int seat, const QJsonObject& a);

// Whether `effective` may be played now by seat (R33, R34); why not in *why.
bool tarotTimingAllows(const GameState& g, int seat, Tarot effective, bool fromPool, Refusal* why);

}  // namespace encarde::rules
