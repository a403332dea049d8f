// Prints single-threaded throughput of the scorer: hand classifications per second, full scorings
// per second (5 jokers, tracing off) and the time of a best-play search over 8-card hands.
// Targets on the 2-core reference machine: >= 20 M/s, >= 5 M/s, <= 50 us per search.

#include "Scorer.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

using namespace encarde;
using Clock = std::chrono::steady_clock;

namespace {

PlayedCard randomCard(std::mt19937& rng, bool withTokens) {
    PlayedCard c;
    c.card.rank = static_cast<std::uint8_t>(2 + rng() % 13);
    c.card.suit = static_cast<Suit>(rng() % 4);
    // About one card in six carries a token, as at a real table.
    if (withTokens && rng() % 6 == 0) c.token = static_cast<Token>(1 + rng() % kTokenKindCount);
    return c;
}

std::vector<PlayedHand> randomHands(std::size_t n, int cards, std::mt19937& rng) {
    std::vector<PlayedHand> hands(n);
    for (auto& h : hands)
        for (int i = 0; i < cards; ++i) h.add(randomCard(rng, true));
    return hands;
}

// Runs `body(i)` over the inputs for at least `seconds`, returns operations per second.
template <class Body>
double perSecond(std::size_t inputs, double seconds, Body&& body) {
    std::size_t ops = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        for (std::size_t i = 0; i < inputs; ++i) body(i);
        ops += inputs;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    return static_cast<double>(ops) / elapsed;
}

}  // namespace

int main() {
    std::mt19937 rng(20261122);
    volatile std::int64_t sink = 0;

    const auto hands = randomHands(1 << 14, 5, rng);
    const double classifications = perSecond(hands.size(), 1.0, [&](std::size_t i) {
        const HandClassification c = classifyHand(hands[i].view(), false);
        sink = sink + static_cast<int>(c.type) + c.ways[0];
    });

    JokerLineup five;
    for (Joker j : {Joker::JokerJoker, Joker::ScaryFace, Joker::EvenSteven, Joker::CardShark, Joker::Baron})
        five.add(JokerCard{j, Suit::Spades});
    ScoreContext ctx;
    ctx.kingsInUnplayedHand = 1;
    ctx.typesScoredEarlier = handTypeBit(HandType::Pair) | handTypeBit(HandType::Flush);
    const double scorings = perSecond(hands.size(), 1.0, [&](std::size_t i) {
        sink = sink + scoreHand(hands[i], five, ctx).score;
    });

    std::vector<std::vector<PlayedCard>> eightCardHands(2048);
    for (auto& h : eightCardHands)
        for (int i = 0; i < 8; ++i) h.push_back(randomCard(rng, true));
    std::vector<double> micros;
    micros.reserve(eightCardHands.size());
    for (const auto& h : eightCardHands) {
        const auto t0 = Clock::now();
        const BestPlay b = findBestPlay(h, five, ctx);
        micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        sink = sink + b.result.score;
    }
    std::sort(micros.begin(), micros.end());
    const double median = micros[micros.size() / 2];
    const double p95 = micros[micros.size() * 95 / 100];

    std::printf("hand classifications : %8.2f M/s   (target >= 20 M/s)\n", classifications / 1e6);
    std::printf("full scorings        : %8.2f M/s   (5 jokers, tracing off; target >= 5 M/s)\n", scorings / 1e6);
    std::printf("best play, 8 cards   : %8.1f us median, %.1f us p95   (target <= 50 us)\n", median, p95);
    return sink == 42 ? 1 : 0;  // keeps the work observable
}
