// encarde-cli score / best: the scorer from the command line (the contract other parts and our
// acceptance checks use). Bad input: exit 2, one line on stderr, nothing on stdout.

#include "CliCommands.h"

#include "Card.h"
#include "CoinFlips.h"
#include "HandType.h"
#include "Joker.h"
#include "ScoreJson.h"
#include "Scorer.h"

#include <QJsonDocument>

#include <cctype>
#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace encarde::cli {

namespace {

struct UsageError {
    std::string message;
};

struct ScoreRequest {
    bool json = false;
    std::vector<PlayedCard> cards;
    std::vector<Card> held;
    JokerLineup jokers;
    ScoreContext context;
};

std::vector<std::string> splitList(const std::string& text, bool alsoSpaces) {
    std::vector<std::string> parts;
    std::string current;
    for (char ch : text) {
        if (ch == ',' || (alsoSpaces && std::isspace(static_cast<unsigned char>(ch)))) {
            if (!current.empty()) parts.push_back(current);
            current.clear();
        } else {
            current += ch;
        }
    }
    if (!current.empty()) parts.push_back(current);
    return parts;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

int parseCount(const std::string& option, const std::string& value) {
    int n = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || ptr != value.data() + value.size() || n < 0)
        throw UsageError{"bad value '" + value + "' for " + option + ": a whole number 0 or more is allowed"};
    return n;
}

JokerLineup parseJokers(const std::string& value) {
    JokerLineup lineup;
    for (const std::string& raw : splitList(value, false)) {
        const std::string word = trim(raw);
        std::string name = word, suitText;
        if (const auto colon = word.find(':'); colon != std::string::npos) {
            name = trim(word.substr(0, colon));
            suitText = trim(word.substr(colon + 1));
        }
        const auto joker = parseJoker(name);
        if (!joker)
            throw UsageError{"unknown joker '" + word + "': use the names of Appendix J, e.g. 'Joker Joker', 'Scary Face', 'Business Suit:H'"};
        JokerCard card{*joker, Suit::Spades};
        if (*joker == Joker::BusinessSuit) {
            const auto suit = parseSuit(suitText);
            if (!suit) throw UsageError{"joker '" + word + "' needs its suit: Business Suit:S, :H, :D or :C (R18)"};
            card.businessSuit = *suit;
        } else if (!suitText.empty()) {
            throw UsageError{"joker '" + word + "' takes no suit: only Business Suit carries one"};
        }
        for (const auto& held : lineup)
            if (held.joker == *joker)
                throw UsageError{"joker '" + word + "' is given twice: each of the 25 Jokers exists once"};
        if (lineup.count >= kMaxJokers) throw UsageError{"too many jokers in '" + value + "': at most " + std::to_string(kMaxJokers)};
        lineup.add(card);
    }
    return lineup;
}

HandTypeSet parsePlayedTypes(const std::string& value) {
    HandTypeSet set = 0;
    for (const std::string& raw : splitList(value, false)) {
        const std::string word = trim(raw);
        const auto t = parseHandType(word);
        if (!t) throw UsageError{"unknown hand type '" + word + "' in --played-types: use the names of Appendix A, e.g. 'Pair', 'Full House'"};
        set |= handTypeBit(*t);
    }
    return set;
}

int parseCoin(const std::string& value) {
    const CoinFlipsReading reading = readCoinFlips(value);  // R22: tails until the first head
    if (reading.problem != CoinFlipsProblem::None || reading.tailsBeforeHead < 0)
        throw UsageError{"bad coin flips '" + value + "' for --coin: give the flips in order, tails until the first head, e.g. H, TH or TTH (R22)"};
    return reading.tailsBeforeHead;
}

ScoreRequest parseRequest(const Args& args, int maxCards, const char* command) {
    ScoreRequest req;
    bool coinGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            for (const std::string& word : splitList(a, true)) {
                std::string error;
                const auto card = parsePlayedCard(word, &error);
                if (!card) throw UsageError{error};
                req.cards.push_back(*card);
            }
            continue;
        }
        if (a == "--json") {
            req.json = true;
            continue;
        }
        const bool takesValue = a == "--jokers" || a == "--held" || a == "--chips" || a == "--tarots-held" ||
                                a == "--discarded" || a == "--played-types" || a == "--coin" || a == "--mystic-summit";
        if (!takesValue)
            throw UsageError{"unknown option '" + a + "' for " + command +
                             ": allowed are --json --jokers --held --chips --tarots-held --discarded --played-types --coin --mystic-summit"};
        if (i + 1 >= args.size()) throw UsageError{"option '" + a + "' needs a value"};
        const std::string& v = args[++i];
        if (a == "--jokers") req.jokers = parseJokers(v);
        else if (a == "--held") {
            for (const std::string& word : splitList(v, true)) {
                std::string error;
                const auto card = parseCard(word, &error);
                if (!card) throw UsageError{error + " (in --held; cards in hand carry no tokens)"};
                req.held.push_back(*card);
            }
        } else if (a == "--chips") req.context.chipsHeld = parseCount(a, v);
        else if (a == "--tarots-held") req.context.tarotsHeld = parseCount(a, v);
        else if (a == "--discarded") req.context.discardedThisAnte = parseCount(a, v);
        else if (a == "--played-types") req.context.typesScoredEarlier = parsePlayedTypes(v);
        else if (a == "--coin") {
            req.context.coinTailsBeforeHead = parseCoin(v);
            coinGiven = true;
        } else if (a == "--mystic-summit") {
            const int t = v == "12" ? 12 : v == "13" ? 13 : 0;
            if (t == 0) throw UsageError{"bad value '" + v + "' for --mystic-summit: 12 or 13 is allowed (R17)"};
            req.context.mysticSummitThreshold = t;
        }
    }
    if (req.cards.empty())
        throw UsageError{std::string("no cards given to ") + command + ": give 1 to " + std::to_string(maxCards) + " cards, e.g. AS KD 10H"};
    if (static_cast<int>(req.cards.size()) > maxCards)
        throw UsageError{std::string("too many cards for ") + command + ": " + std::to_string(req.cards.size()) +
                         " given, 1 to " + std::to_string(maxCards) + " allowed"};
    if (req.jokers.has(Joker::GrinningCoin) && !coinGiven)
        throw UsageError{"joker 'Grinning Coin' needs --coin with the flips, e.g. --coin H or --coin TTH (R22)"};
    for (const Card& c : req.held) req.context.kingsInUnplayedHand += c.rank == kKing ? 1 : 0;
    return req;
}

std::string padRight(std::string s, std::size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

void printTable(const PlayedHand& hand, const JokerLineup& jokers, const ScoreResult& r, const ScoreBreakdown& b) {
    std::string scoringCards;
    for (int i = 0; i < hand.count; ++i)
        if (r.scoringMask & (1u << i)) scoringCards += (scoringCards.empty() ? "" : " ") + cardText(hand.cards[i].card);
    std::printf("Hand: %s   (scoring cards: %s)\n", std::string(handTypeName(r.handType)).c_str(), scoringCards.c_str());
    std::printf("%-5s %-28s %-6s %10s %8s %12s\n", "step", "source", "op", "amount", "base", "mult");
    for (const ScoreStep& s : b.steps) {
        std::string source = describeStepSource(s, hand, jokers);
        std::string amount = s.amount.toString();
        if (s.op == StepOp::SetHand) {
            const HandType t = s.source == StepSource::HandType ? r.formedType : r.handType;
            if (s.source == StepSource::HandType) source = std::string(handTypeName(t));
            else source += " -> " + std::string(handTypeName(t));
            amount = std::to_string(handValues(t).base) + " x " + std::to_string(handValues(t).mult);
        }
        std::printf("%-5d %-28s %-6s %10s %8lld %12s\n", s.step, padRight(source, 28).c_str(),
                    std::string(stepOpSymbol(s.op)).c_str(), amount.c_str(), static_cast<long long>(s.baseAfter),
                    s.multAfter.toString().c_str());
    }
    std::printf("Score: %lld x %s = %lld\n", static_cast<long long>(r.base), r.mult.toString().c_str(),
                static_cast<long long>(r.score));
}

int fail(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return 2;
}

}  // namespace

int runScore(const Args& args) {
    try {
        ScoreRequest req = parseRequest(args, kMaxPlayedCards, "score");
        PlayedHand hand;
        for (const PlayedCard& c : req.cards) hand.add(c);
        if (auto problem = validateScoreInput(hand, req.jokers, req.context)) return fail(*problem);
        ScoreBreakdown breakdown;
        const ScoreResult r = scoreHand(hand, req.jokers, req.context, &breakdown);
        if (req.json) {
            const QJsonObject o = scoreToJson(hand, req.jokers, r, &breakdown);
            std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        } else {
            printTable(hand, req.jokers, r, breakdown);
        }
        return 0;
    } catch (const UsageError& e) {
        return fail(e.message);
    }
}

int runBest(const Args& args) {
    try {
        ScoreRequest req = parseRequest(args, kMaxHandCards, "best");
        PlayedHand probe;  // validate the context with any one card
        probe.add(req.cards.front());
        if (auto problem = validateScoreInput(probe, req.jokers, req.context)) return fail(*problem);
        const BestPlay best = findBestPlay(req.cards, req.jokers, req.context);
        // The breakdown of the chosen play, with the kings it keeps in hand counted for Baron.
        ScoreContext ctx = req.context;
        for (std::size_t i = 0; i < req.cards.size(); ++i) {
            bool played = false;
            for (int k = 0; k < best.hand.count; ++k) played |= best.fromHand[k] == i;
            if (!played && req.cards[i].card.rank == kKing) ++ctx.kingsInUnplayedHand;
        }
        ScoreBreakdown breakdown;
        const ScoreResult r = scoreHand(best.hand, req.jokers, ctx, &breakdown);
        if (req.json) {
            QJsonObject o = scoreToJson(best.hand, req.jokers, r, &breakdown);
            o.insert("candidates", best.candidatesScored);
            std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        } else {
            std::string play;
            for (int k = 0; k < best.hand.count; ++k) play += (k ? " " : "") + playedCardText(best.hand.cards[k]);
            std::printf("Best play (left to right): %s\n", play.c_str());
            printTable(best.hand, req.jokers, r, breakdown);
        }
        return 0;
    } catch (const UsageError& e) {
        return fail(e.message);
    }
}

}  // namespace encarde::cli
