#include "CoinFlipsText.h"

#include "CoinFlips.h"

#include <QCoreApplication>

namespace encarde::ui {

CoinFlipsReading readCoinFlips(const QString& text) {
    const encarde::CoinFlipsReading core = encarde::readCoinFlips(text.toStdString());
    CoinFlipsReading reading;
    reading.tailsBeforeHead = core.tailsBeforeHead;
    switch (core.problem) {
    case CoinFlipsProblem::None: break;
    case CoinFlipsProblem::FlipAfterHead:
        reading.problem = QCoreApplication::translate(
            "CoinFlips", "Grinning Coin: the flips stop at the first head (H); remove what follows it.");
        break;
    case CoinFlipsProblem::NotAFlip:
        reading.problem = QCoreApplication::translate(
                              "CoinFlips", "Grinning Coin: '%1' is not a flip; type T for tails and H for heads, e.g. TTH.")
                              .arg(QChar::fromLatin1(core.offending));
        break;
    case CoinFlipsProblem::NoHeadYet:
        reading.problem = QCoreApplication::translate(
            "CoinFlips", "Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.");
        break;
    }
    if (!reading.problem.isEmpty()) reading.tailsBeforeHead = -1;
    return reading;
}

}  // namespace encarde::ui
