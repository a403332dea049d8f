#pragma once
// Grinning Coin flips as entered at the table (R22): tails until the first head, e.g. "H", "TTH".
// One reader for the CLI, the app and the game log, so they accept exactly the same text.

#include <string_view>

namespace encarde {

enum class CoinFlipsProblem { None, FlipAfterHead, NotAFlip, NoHeadYet };

struct CoinFlipsReading {
    int tailsBeforeHead = -1;  // -1: nothing flipped (empty text), as ScoreContext expects
    CoinFlipsProblem problem = CoinFlipsProblem::None;
    char offending = 0;        // the character that is not a flip, for NotAFlip
};

// T and H in any case; spaces and commas are ignored. The run must end at its first head.
CoinFlipsReading readCoinFlips(std::string_view text);

}  // namespace encarde
