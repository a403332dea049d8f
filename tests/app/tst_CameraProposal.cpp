// The camera path proposes the played cards: the pure mapping from what the scanner saw (cards
// left to right, clips to tokens by the legend, R6) and the whole path with recorded footage
// through the QVideoSink, the scan worker's thread and the stability tracker.

#include "AppSettings.h"
#include "ScanWorker.h"
#include "TableCamera.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace encarde;
using namespace encarde::ui;

namespace {
vision::SeenCard seenAt(float left, std::optional<Card> card) {
    vision::SeenCard c;
    c.corners = {cv::Point2f(left, 10), cv::Point2f(left + 50, 10), cv::Point2f(left + 50, 80), cv::Point2f(left, 80)};
    c.card = card;
    c.confidence = card ? 0.9 : 0;
    return c;
}

QString text(const std::vector<PlayedCard>& cards) {
    QStringList words;
    for (const auto& c : cards) words << QString::fromStdString(playedCardText(c));
    return words.join(QLatin1Char(' '));
}
}  // namespace

class CameraProposal : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void proposalFromObservation();
    void recordedFootageThroughTheSink();
};

void CameraProposal::proposalFromObservation() {
    vision::Observation seen;
    // Seen in the order KH (x 300), 5D (x 20), unread (x 150), QS (x 450).
    seen.cards = {seenAt(300, Card{13, Suit::Hearts}), seenAt(20, Card{5, Suit::Diamonds}), seenAt(150, std::nullopt),
                  seenAt(450, Card{12, Suit::Spades})};
    seen.clips = {{vision::ClipColour::Red, {320, 20}, 0},     // red on KH: Mult by the default legend
                  {vision::ClipColour::Purple, {470, 20}, 3},  // purple on QS: Glass
                  {vision::ClipColour::Blue, {480, 70}, 3},    // a second clip on QS: ignored (R6)
                  {vision::ClipColour::Green, {40, 20}, 1}};   // green on 5D: Strength
    ClipLegend legend = defaultClipLegend();
    CardProposal p = proposalFrom(seen, legend);
    QCOMPARE(text(p.cards), QString("5D:strength KH:mult QS:glass"));  // left to right
    QCOMPARE(p.unreadCards, 1);
    QVERIFY(p.clipNotes.join(' ').contains("R6"));

    legend.remove("green");  // a colour the table does not use: no token, and a note says so
    p = proposalFrom(seen, legend);
    QCOMPARE(text(p.cards), QString("5D KH:mult QS:glass"));
    QVERIFY(p.clipNotes.join(' ').contains("no token"));
}

void CameraProposal::recordedFootageThroughTheSink() {
    QFile truthFile(QStringLiteral(DEMO_FOOTAGE_DIR "/reveal.json"));
    QVERIFY(truthFile.open(QIODevice::ReadOnly));
    // The footage's truth is "card:colour"; the default legend turns colours into tokens.
    const ClipLegend legend = defaultClipLegend();
    QStringList expected;
    for (const auto& v : QJsonDocument::fromJson(truthFile.readAll()).object().value("cards").toArray()) {
        const QStringList parts = v.toString().split(':');
        expected << (parts.size() == 2 ? parts[0] + ":" + QString::fromUtf8(tokenName(legend.value(parts[1])).data()) : parts[0]);
    }
    QVERIFY(expected.size() >= 3);

    TableCamera camera;
    camera.setLegend(legend);
    QVERIFY(camera.startFile(QStringLiteral(DEMO_FOOTAGE_DIR "/reveal.avi"), true));
    QTRY_COMPARE_WITH_TIMEOUT(text(camera.proposal().cards), expected.join(' '), 30000);
    QCOMPARE(camera.proposal().unreadCards, 0);
    const auto stats = camera.worker()->stats();
    QVERIFY(stats.scanned >= 3);  // stable means read the same over several frames

    // The next player's Lock In starts from nothing: no proposal until the cards are read again.
    camera.clearProposal();
    QVERIFY(camera.proposal().cards.empty());
    QTRY_COMPARE_WITH_TIMEOUT(text(camera.proposal().cards), expected.join(' '), 30000);

    // A deck taught while the app runs (teach my deck): the scanner is loaded again from the
    // user's files and swapped in between scans; the proposal starts afresh and reads the same.
    camera.reloadTaughtDeck();
    QVERIFY(camera.proposal().cards.empty());
    QTRY_COMPARE_WITH_TIMEOUT(text(camera.proposal().cards), expected.join(' '), 30000);

    // Paused (no one looks at the reading): frames still flow, nothing is scanned.
    camera.setScanning(false);
    QTest::qWait(300);  // let a scan already running finish
    const auto paused = camera.worker()->stats().offered;
    QTest::qWait(800);  // the footage plays at 4 frames a second
    QCOMPARE(camera.worker()->stats().offered, paused);
    camera.stop();
}

QTEST_MAIN(CameraProposal)
#include "tst_CameraProposal.moc"
