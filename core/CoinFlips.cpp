#include "CoinFlips.h"

#include <cctype>

namespace encarde {

CoinFlipsReading readCoinFlips(std::string_view text) {
    CoinFlipsReading reading;
    int tails = 0;
    bool sawHead = false;
    for (const char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',') continue;
        if (sawHead) {
            reading.problem = CoinFlipsProblem::FlipAfterHead;
            return reading;
        }
        const char flip = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        if (flip == 'T') {
            ++tails;
        } else if (flip == 'H') {
            sawHead = true;
        } else {
            reading.problem = CoinFlipsProblem::NotAFlip;
            reading.offending = ch;
            return reading;
        }
    }
    if (tails > 0 && !sawHead) {
        reading.problem = CoinFlipsProblem::NoHeadYet;
        return reading;
    }
    reading.tailsBeforeHead = sawHead ? tails : -1;
    return reading;
}

}  // namespace encarde
