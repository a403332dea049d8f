#pragma once
// A table of players who choose random actions, legal or (rarely) not, with a seeded generator:
// the random-simulation tests, the kill test and the benchmarks play games with it. It plays the
// part of the physical table too: its shuffles, deals and coin flips become recorded inputs.

#include "GameEngine.h"

#include <QJsonObject>

#include <cstdint>
#include <random>

namespace encarde::test {

class RandomTable {
public:
    explicit RandomTable(std::uint32_t seed) : rng_(seed) {}
    // The next action to try. Mostly legal; the engine refuses the rest and the table tries again.
    QJsonObject nextAction(const GameEngine& engine);

private:
    QJsonObject tarotPlay(const GameEngine& engine, int seat, bool fromPool, int poolTarot);
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
    int below(int n) { return n <= 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    std::mt19937 rng_;
};

// Invariants that hold after every accepted action; returns "" or what is broken.
std::string checkInvariants(const GameState& g);

}  // namespace encarde::test
