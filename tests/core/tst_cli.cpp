// encarde-cli score / best through QProcess: the headless contract other parts and the acceptance
// checks rely on. Bad input -> exit 2, exactly one line on stderr naming the bad word, nothing on
// stdout. Good input with --json -> hand, base, mult, score, scoring, steps, as worked out by hand.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

namespace {

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

CliRun runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ENCARDE_CLI), args);
    CliRun r;
    if (!p.waitForFinished(20000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace

class CliTest : public QObject {
    Q_OBJECT
private slots:
    void rejectsBadInput_data();
    void rejectsBadInput();
    void scoresAsJson_data();
    void scoresAsJson();
    void jsonStepsAreComplete();
    void reportsFormedAndCountedHand();
    void printsReadableTable();
    void findsBestPlay();
};

void CliTest::rejectsBadInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("badWord");  // empty: no single word to name
    QTest::newRow("unknown card") << QStringList{"score", "AS", "ZZ"} << "ZZ";
    QTest::newRow("rank 1") << QStringList{"score", "1S"} << "1S";
    QTest::newRow("rank 11") << QStringList{"score", "KH", "11H"} << "11H";
    QTest::newRow("unknown token") << QStringList{"score", "AS:foo"} << "foo";
    QTest::newRow("token without a card") << QStringList{"score", "KH", ":mult"} << ":mult";
    QTest::newRow("R6 two tokens on one card") << QStringList{"score", "AS:mult:glass"} << "AS:mult:glass";
    QTest::newRow("no cards") << QStringList{"score"} << "";
    QTest::newRow("no cards with --json") << QStringList{"score", "--json"} << "";
    QTest::newRow("six cards") << QStringList{"score", "AS", "KS", "QS", "JS", "10S", "9S"} << "";
    QTest::newRow("unknown joker") << QStringList{"score", "--jokers", "Jimbo", "AS"} << "Jimbo";
    QTest::newRow("unknown joker among good ones") << QStringList{"score", "--jokers", "Baron,Jimbo", "AS"} << "Jimbo";
    QTest::newRow("a joker twice") << QStringList{"score", "--jokers", "Baron,Oracle,Baron", "AS"} << "Baron";
    QTest::newRow("R18 Business Suit bad suit") << QStringList{"score", "--jokers", "Business Suit:X", "AS"} << "Business Suit";
    QTest::newRow("R22 Grinning Coin without --coin") << QStringList{"score", "--jokers", "Grinning Coin", "AS"} << "coin";
    QTest::newRow("R22 bad --coin text") << QStringList{"score", "--jokers", "Grinning Coin", "--coin", "TXH", "AS"} << "TXH";
    QTest::newRow("R22 --coin heads not last") << QStringList{"score", "--jokers", "Grinning Coin", "--coin", "HT", "AS"} << "HT";
    QTest::newRow("R22 --coin without a head") << QStringList{"score", "--jokers", "Grinning Coin", "--coin", "TTT", "AS"}
                                               << "TTT";
    QTest::newRow("R18 Business Suit without its suit") << QStringList{"score", "--jokers", "Business Suit", "AS"}
                                                        << "Business Suit";
    QTest::newRow("a suit on a joker that takes none") << QStringList{"score", "--jokers", "Baron:H", "AS"} << "Baron:H";
    QTest::newRow("nine jokers")
        << QStringList{"score", "--jokers",
                       "Joker Joker,Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Negative Joker,Stencil Joker,Baron",
                       "AS"}
        << "";
    QTest::newRow("number too large") << QStringList{"score", "--chips", "99999999999", "AS"} << "99999999999";
    QTest::newRow("negative number") << QStringList{"score", "--discarded", "-3", "AS"} << "-3";
    QTest::newRow("R22 --coin word") << QStringList{"score", "--jokers", "Grinning Coin", "--coin", "hello", "AS"} << "hello";
    QTest::newRow("R20 six regular jokers")
        << QStringList{"score", "--jokers", "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Oracle", "AS"} << "";
    QTest::newRow("bad --chips") << QStringList{"score", "--chips", "abc", "AS"} << "abc";
    QTest::newRow("bad --tarots-held") << QStringList{"score", "--tarots-held", "x2", "AS"} << "x2";
    QTest::newRow("bad --discarded") << QStringList{"score", "--discarded", "1.5", "AS"} << "1.5";
    QTest::newRow("R17 bad --mystic-summit") << QStringList{"score", "--mystic-summit", "14", "AS"} << "14";
    // D7: context no real table reaches (more Tarots than slots, more discards than four rounds allow).
    QTest::newRow("R35 D7 more Tarots than slots") << QStringList{"score", "--tarots-held", "3", "AS"} << "tarot";
    QTest::newRow("R35 D7 more discards than four rounds") << QStringList{"score", "--discarded", "21", "AS"} << "21";
    QTest::newRow("bad --played-types") << QStringList{"score", "--played-types", "Pair,Pairs", "AS"} << "Pairs";
    QTest::newRow("bad --held card") << QStringList{"score", "--held", "KS,ZZ", "AS"} << "ZZ";
    QTest::newRow("option without value") << QStringList{"score", "AS", "--chips"} << "--chips";
    QTest::newRow("unknown option") << QStringList{"score", "--bogus", "AS"} << "--bogus";
    QTest::newRow("best unknown card") << QStringList{"best", "AS", "ZZ"} << "ZZ";
    QTest::newRow("best no cards") << QStringList{"best"} << "";
    QTest::newRow("best eleven cards")
        << QStringList{"best", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S"} << "";
    QTest::newRow("best unknown joker") << QStringList{"best", "--jokers", "Jimbo", "AS"} << "Jimbo";
}

void CliTest::rejectsBadInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, badWord);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, r.err.constData());  // exactly one line
    if (!badWord.isEmpty())
        QVERIFY2(QString::fromUtf8(r.err).contains(badWord, Qt::CaseInsensitive), r.err.constData());
}

static QStringList withoutTokens(const QJsonArray& cards) {
    QStringList out;
    for (const QJsonValue& v : cards) out << v.toString().section(QLatin1Char(':'), 0, 0);
    return out;
}

void CliTest::scoresAsJson_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<double>("mult");
    QTest::addColumn<qint64>("score");
    QTest::addColumn<QStringList>("scoring");
    const QStringList kings{"KH", "KD"};
    // Pair of kings: 10 + 10 + 10 = 30, x2 = 60.
    QTest::newRow("Pair") << QStringList{"KH", "7S", "KD"} << "Pair" << qint64(30) << 2.0 << qint64(60) << kings;
    QTest::newRow("lower case cards") << QStringList{"kh", "7s", "kd"} << "Pair" << qint64(30) << 2.0 << qint64(60) << kings;
    // 10H written three ways: Pair of 10s, 10 + 20 = 30 x2 = 60.
    QTest::newRow("10 T and t") << QStringList{"10H", "Ts", "2c"} << "Pair" << qint64(30) << 2.0 << qint64(60)
                                << QStringList{"10H", "10S"};
    // Royal Flush: 100 + 51 = 151, x8 = 1208.
    QTest::newRow("R8 Royal Flush") << QStringList{"AH", "KH", "QH", "JH", "TH"} << "Royal Flush" << qint64(151) << 8.0
                                    << qint64(1208) << QStringList{"AH", "KH", "QH", "JH", "10H"};
    // Three of a Kind with a kicker in front: 30 + 24 = 54, x3 = 162; scoring in table order.
    QTest::newRow("R7 table order") << QStringList{"2C", "8S", "8H", "8D"} << "Three of a Kind" << qint64(54) << 3.0
                                    << qint64(162) << QStringList{"8S", "8H", "8D"};
    // Glass on KH, Business Suit:H, Scary Face, Joker Joker: 90 x 25 = 2250 (tst_arithmetic).
    QTest::newRow("R14 rich hand") << QStringList{"--jokers", "Business Suit:H,Scary Face,Joker Joker", "KH:glass", "KD"}
                                   << "Pair" << qint64(90) << 25.0 << qint64(2250) << kings;
    // Jokers case-insensitive: same as above.
    QTest::newRow("jokers in lower case") << QStringList{"--jokers", "business suit:h,scary face,joker joker", "KH:glass", "KD"}
                                          << "Pair" << qint64(90) << 25.0 << qint64(2250) << kings;
    // R25 Baron, two kings held (comma-separated): 2 x 2.25 = 4.5; 30 x 4.5 = 135.
    QTest::newRow("R25 --held with kings") << QStringList{"--jokers", "Baron", "--held", "KS,KC,2D", "KH", "7S", "KD"} << "Pair"
                                           << qint64(30) << 4.5 << qint64(135) << kings;
    // R26 Bootstraps: 2 + 16 = 18; 540.
    QTest::newRow("R26 --chips") << QStringList{"--jokers", "Bootstraps", "--chips", "2", "KH", "7S", "KD"} << "Pair"
                                 << qint64(30) << 18.0 << qint64(540) << kings;
    // R26 Oracle: 2 + 10 = 12; 360.
    QTest::newRow("R26 --tarots-held") << QStringList{"--jokers", "Oracle", "--tarots-held", "2", "KH", "7S", "KD"} << "Pair"
                                       << qint64(30) << 12.0 << qint64(360) << kings;
    // R17 Mystic Summit at 12: 17; 510. House rule 13 with 12 discards: 60.
    QTest::newRow("R17 --discarded 12") << QStringList{"--jokers", "Mystic Summit", "--discarded", "12", "KH", "7S", "KD"}
                                        << "Pair" << qint64(30) << 17.0 << qint64(510) << kings;
    QTest::newRow("R17 --mystic-summit 13")
        << QStringList{"--jokers", "Mystic Summit", "--discarded", "12", "--mystic-summit", "13", "KH", "7S", "KD"} << "Pair"
        << qint64(30) << 2.0 << qint64(60) << kings;
    // R23 Card Shark: Pair played before: 4; 120.
    QTest::newRow("R23 --played-types") << QStringList{"--jokers", "Card Shark", "--played-types", "Flush,Pair", "KH", "7S", "KD"}
                                        << "Pair" << qint64(30) << 4.0 << qint64(120) << kings;
    // R22 Grinning Coin: three tails then heads: +3 = 5; 150. Heads first: x2 = 4; 120.
    QTest::newRow("R22 --coin TTTH") << QStringList{"--jokers", "Grinning Coin", "--coin", "TTTH", "KH", "7S", "KD"} << "Pair"
                                     << qint64(30) << 5.0 << qint64(150) << kings;
    QTest::newRow("R22 --coin in lower case") << QStringList{"--jokers", "Grinning Coin", "--coin", "tth", "KH", "7S", "KD"}
                                              << "Pair" << qint64(30) << 4.0 << qint64(120) << kings;
    QTest::newRow("R22 --coin H") << QStringList{"--jokers", "Grinning Coin", "--coin", "H", "KH", "7S", "KD"} << "Pair"
                                  << qint64(30) << 4.0 << qint64(120) << kings;
    // R35 D7 limits raised by jokers: Oracle holds 3 Tarots (+15 -> 17; 510); Re-cyclotron 24 discards (+24 -> 26; 780).
    QTest::newRow("R35 Oracle holds three Tarots") << QStringList{"--jokers", "Oracle", "--tarots-held", "3", "KH", "7S", "KD"}
                                                   << "Pair" << qint64(30) << 17.0 << qint64(510) << kings;
    QTest::newRow("R35 Re-cyclotron 24 discards")
        << QStringList{"--jokers", "Re-cyclotron", "--discarded", "24", "KH", "7S", "KD"} << "Pair" << qint64(30) << 26.0
        << qint64(780) << kings;
    // R16 halves: three steel 3s: 39 x 10.125 = 394.875 -> 394.
    QTest::newRow("R16 halves") << QStringList{"3S:steel", "3H:steel", "3D:steel"} << "Three of a Kind" << qint64(39) << 10.125
                                << qint64(394) << QStringList{"3S", "3H", "3D"};
    // R9 stone scores: Pair of kings + stone: 60 x 2 = 120.
    QTest::newRow("R9 stone in scoring") << QStringList{"KS", "KH", "2C:stone"} << "Pair" << qint64(60) << 2.0 << qint64(120)
                                         << QStringList{"KS", "KH", "2C"};
}

void CliTest::scoresAsJson() {
    QFETCH(QStringList, args);
    QFETCH(QString, hand);
    QFETCH(qint64, base);
    QFETCH(double, mult);
    QFETCH(qint64, score);
    QFETCH(QStringList, scoring);
    const CliRun r = runCli(QStringList{"score", "--json"} + args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), r.out.constData());
    const QJsonObject o = doc.object();
    QCOMPARE(o.value("hand").toString(), hand);
    QVERIFY(o.value("base").isDouble());
    QCOMPARE(qint64(o.value("base").toDouble()), base);
    QCOMPARE(o.value("base").toDouble(), double(base));  // an integer
    QCOMPARE(o.value("mult").toDouble(), mult);
    QCOMPARE(o.value("score").toDouble(), double(score));
    QCOMPARE(withoutTokens(o.value("scoring").toArray()), scoring);
    const QJsonArray steps = o.value("steps").toArray();
    QVERIFY(!steps.isEmpty());
    QCOMPARE(steps.last().toObject().value("base").toDouble(), double(base));
    QCOMPARE(steps.last().toObject().value("mult").toDouble(), mult);
}

void CliTest::jsonStepsAreComplete() {
    // The rich hand of tst_arithmetic: eight steps, 1 then 3 x6 then 4; each with all six fields.
    const CliRun r = runCli({"score", "--json", "--jokers", "Business Suit:H,Scary Face,Joker Joker", "KH:glass", "KD"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray steps = QJsonDocument::fromJson(r.out).object().value("steps").toArray();
    QCOMPARE(steps.size(), 8);
    const int stepNumbers[8] = {1, 3, 3, 3, 3, 3, 3, 4};
    const char* ops[8] = {"=", "+base", "+mult", "+base", "xmult", "+base", "+base", "+mult"};
    const double bases[8] = {10, 20, 20, 50, 50, 60, 90, 90};
    const double mults[8] = {2, 2, 5, 5, 10, 10, 10, 25};
    for (int i = 0; i < 8; ++i) {
        const QJsonObject s = steps.at(i).toObject();
        for (const char* key : {"step", "source", "op", "amount", "base", "mult"})
            QVERIFY2(s.contains(QLatin1String(key)), key);
        QCOMPARE(s.value("step").toInt(), stepNumbers[i]);
        QCOMPARE(s.value("op").toString(), QString::fromLatin1(ops[i]));
        QCOMPARE(s.value("base").toDouble(), bases[i]);
        QCOMPARE(s.value("mult").toDouble(), mults[i]);
        QVERIFY(!s.value("source").toString().isEmpty());
    }
    QVERIFY(steps.at(7).toObject().value("source").toString().contains(QStringLiteral("Joker Joker")));
    QCOMPARE(steps.at(7).toObject().value("amount").toDouble(), 15.0);
    QCOMPARE(steps.at(4).toObject().value("amount").toDouble(), 2.0);
}

void CliTest::reportsFormedAndCountedHand() {
    // R11, D4: One-Upper: the cards form a Pair, the hand counts as Three of a Kind: 50 x 3 = 150.
    const CliRun r = runCli({"score", "--json", "--jokers", "One-Upper", "KH", "7S", "KD"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("hand").toString(), QStringLiteral("Three of a Kind"));
    QCOMPARE(o.value("formed_hand").toString(), QStringLiteral("Pair"));
    QCOMPARE(o.value("score").toDouble(), 150.0);
}

void CliTest::printsReadableTable() {
    const CliRun r = runCli({"score", "KH", "7S", "KD"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("Pair")) && text.contains(QStringLiteral("60")), r.out.constData());
    QVERIFY(QJsonDocument::fromJson(r.out).isNull());  // a table, not JSON
}

void CliTest::findsBestPlay() {
    // R14: KD:mult before KH:glass: 30 x 12 = 360 (tst_bestplay).
    const CliRun r = runCli({"best", "--json", "KH:glass", "2S", "7D", "KD:mult", "4C"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value("score").toDouble(), 360.0);
    QCOMPARE(o.value("hand").toString(), QStringLiteral("Pair"));
    QCOMPARE(withoutTokens(o.value("scoring").toArray()), (QStringList{"KD", "KH"}));  // table order
    const QJsonArray played = o.value("played").toArray();  // the play, left to right, tokens shown
    QVERIFY(played.contains(QStringLiteral("KD:mult")) && played.contains(QStringLiteral("KH:glass")));
    int kd = -1, kh = -1;
    for (int i = 0; i < played.size(); ++i) {
        if (played.at(i).toString() == QStringLiteral("KD:mult")) kd = i;
        if (played.at(i).toString() == QStringLiteral("KH:glass")) kh = i;
    }
    QVERIFY(kd < kh);
    // R25 Baron keeps the kings: 384 (tst_bestplay).
    const CliRun baron = runCli({"best", "--json", "--jokers", "Baron", "KS", "KH", "9C", "9D", "9H", "2S"});
    QVERIFY2(baron.exitCode == 0, baron.err.constData());
    QCOMPARE(QJsonDocument::fromJson(baron.out).object().value("score").toDouble(), 384.0);
}

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
