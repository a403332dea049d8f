#pragma once
// The score and its breakdown as JSON: what `encarde-cli score --json` prints and what the game
// log stores with each reveal.

#include "Scorer.h"

#include <QJsonObject>

namespace encarde {

// {"hand", "formed_hand", "base", "mult", "mult_exact", "score", "scoring": [..],
//  "steps": [{"step", "source", "op", "amount", "base", "mult"}]}
QJsonObject scoreToJson(const PlayedHand& hand, const JokerLineup& jokers, const ScoreResult& result,
                        const ScoreBreakdown* breakdown);

// A mult as a JSON number: exact for whole numbers and for the halves R16 allows.
double multToNumber(const Mult& m);

}  // namespace encarde
