// Grinning Coin flips as typed at the table (R22): tails until the first head.

#include "CoinFlipsText.h"

#include <QTest>

using encarde::ui::readCoinFlips;

class CoinFlipsTest : public QObject {
    Q_OBJECT
private slots:
    void readsRuns_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("tailsBeforeHead");  // -1: not flipped
        QTest::addColumn<bool>("accepted");
        QTest::newRow("heads first: x2 mult") << "H" << 0 << true;
        QTest::newRow("two tails then heads") << "TTH" << 2 << true;
        QTest::newRow("lower case with spaces") << "t, t h" << 2 << true;
        QTest::newRow("not flipped yet") << "" << -1 << true;
        QTest::newRow("no head yet: keep flipping") << "TT" << -1 << false;
        QTest::newRow("flips after the first head") << "THT" << -1 << false;
        QTest::newRow("not a flip") << "TX" << -1 << false;
    }
    void readsRuns() {
        QFETCH(QString, typed);
        QFETCH(int, tailsBeforeHead);
        QFETCH(bool, accepted);
        const auto reading = readCoinFlips(typed);
        QCOMPARE(reading.problem.isEmpty(), accepted);
        QCOMPARE(reading.tailsBeforeHead, tailsBeforeHead);
    }
};

QTEST_GUILESS_MAIN(CoinFlipsTest)
#include "tst_CoinFlips.moc"
