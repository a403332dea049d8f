#pragma once
// Grinning Coin flips as typed at the table (R22), with the problem in the user's language.
// The reading itself is core's (core/CoinFlips.h), shared with the CLI.

#include <QString>

namespace encarde::ui {

struct CoinFlipsReading {
    int tailsBeforeHead = -1;  // -1: not flipped (empty text), as ScoreContext expects
    QString problem;           // non-empty when the text is not a valid run of flips
};

CoinFlipsReading readCoinFlips(const QString& text);

}  // namespace encarde::ui
