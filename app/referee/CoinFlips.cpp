#include "CoinFlips.h"

#include <QCoreApplication>

namespace encarde::ui {

CoinFlipsReading readCoinFlips(const QString& text) {
    CoinFlipsReading reading;
    int tails = 0;
    bool sawHead = false;
    for (const QChar ch : text) {
        if (ch.isSpace() || ch == u',') continue;
        const QChar flip = ch.toUpper();
        if (sawHead) {
            reading.problem = QCoreApplication::translate(
                "CoinFlips", "Grinning Coin: the flips stop at the first head (H); remove what follows it.");
            return reading;
        }
        if (flip == u'T') {
            ++tails;
        } else if (flip == u'H') {
            sawHead = true;
        } else {
            reading.problem = QCoreApplication::translate(
                                  "CoinFlips", "Grinning Coin: '%1' is not a flip; type T for tails and H for heads, e.g. TTH.")
                                  .arg(ch);
            return reading;
        }
    }
    if (tails > 0 && !sawHead) {
        reading.problem = QCoreApplication::translate(
            "CoinFlips", "Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.");
        return reading;
    }
    reading.tailsBeforeHead = sawHead ? tails : -1;
    return reading;
}

}  // namespace encarde::ui
