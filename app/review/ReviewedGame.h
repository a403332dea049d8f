#pragma once
// One recorded game, rebuilt for review: every action replayed through the engine, the table
// state after each one, and every reveal with the cards the player held (the engine knows the
// dealt hands), so the replay, the charts, the analysis and the exports read the same facts.

#include "GameEngine.h"
#include "GameLog.h"
#include "Scorer.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace encarde::review {

// The table after one action.
struct ReplayStep {
    int seq = 0;
    QJsonObject action;
    QJsonObject event;
    QJsonObject state;  // GameEngine::stateJson() after the action
};

// One reveal, with what the player held when they revealed.
struct RevealRecord {
    int seq = 0;   // the reveal action's number
    int ante = 0;
    int seat = 0;
    QString player;
    PlayedHand played;          // left to right, with tokens
    std::vector<Card> unplayed; // the rest of the hand, still held
    JokerLineup jokers;         // in scoring order
    ScoreContext context;
    ScoreResult result;
    ScoreBreakdown breakdown;
};

struct ReviewedGame {
    int id = 0;  // in the log; 0 for a game not (yet) in a log
    QDateTime createdUtc;
    QStringList players;
    QString winner;  // empty until the game is over
    int antesPlayed = 0;  // Antes decided
    std::vector<LoggedAction> log;  // as stored
    std::vector<ReplayStep> steps;
    std::vector<RevealRecord> reveals;  // in force: a retracted reveal is left out (V2)
    std::vector<QJsonObject> anteResults;  // each decided Ante's "ante_result", in force, in order
    std::vector<std::string> problems;  // from the replay; empty when every event agrees

    bool ok() const { return problems.empty(); }
    // Chips each player held after each decided Ante: chips[ante index][seat].
    std::vector<std::vector<int>> chipsAfterAntes() const;
};

// How much to rebuild: everything, or only what the library lists (players, winner, Antes,
// problems), which skips the table state after each action and the reveals' breakdowns.
enum class ReviewDetail { Full, Summary };

// Replays the logged actions. Never throws; refused actions or differing events become problems.
ReviewedGame reviewGame(const std::vector<LoggedAction>& log, int id = 0, const QDateTime& createdUtc = {},
                        ReviewDetail detail = ReviewDetail::Full);
// Reads one game from a log and reviews it; problems name a read error too.
ReviewedGame reviewGame(const GameLog& log, int gameId, ReviewDetail detail = ReviewDetail::Full);

}  // namespace encarde::review
