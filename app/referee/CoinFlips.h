#pragma once
// Grinning Coin flips as typed at the table (R22): "H" or "TTH" - tails until the first head.

#include <QString>

#include <optional>

namespace encarde::ui {

struct CoinFlipsReading {
    int tailsBeforeHead = -1;  // -1: not flipped (empty text), as ScoreContext expects
    QString problem;           // non-empty when the text is not a valid run of flips
};

// Accepts T/H in any case, spaces and commas ignored. The run must end at its first head.
CoinFlipsReading readCoinFlips(const QString& text);

}  // namespace encarde::ui
