// Stability tracker: a card is reported once read the same over N frames, and not before.
#include "StabilityTracker.h"

#include <QTest>

using namespace encarde;
using namespace encarde::vision;

namespace {
SeenCard cardAt(float x, std::optional<Card> card) {
    SeenCard s;
    s.corners = {cv::Point2f(x, 100), cv::Point2f(x + 100, 100), cv::Point2f(x + 100, 240), cv::Point2f(x, 240)};
    s.card = card;
    s.confidence = card ? 0.9 : 0.0;
    return s;
}
Observation frameWith(std::vector<SeenCard> cards, std::vector<SeenClip> clips = {}) {
    Observation o;
    o.cards = std::move(cards);
    o.clips = std::move(clips);
    return o;
}
const Card kQueenOfHearts{kQueen, Suit::Hearts};
const Card kFiveOfClubs{5, Suit::Clubs};
}  // namespace

class TestStabilityTracker : public QObject {
    Q_OBJECT
private slots:
    void reportsAfterThreeEqualFrames() {
        StabilityTracker tracker(3);
        QCOMPARE(tracker.update(frameWith({cardAt(100, kQueenOfHearts)})).cards.size(), std::size_t(0));
        QCOMPARE(tracker.update(frameWith({cardAt(102, kQueenOfHearts)})).cards.size(), std::size_t(0));
        const Observation third = tracker.update(frameWith({cardAt(101, kQueenOfHearts)}));
        QCOMPARE(third.cards.size(), std::size_t(1));
        QCOMPARE(*third.cards[0].card, kQueenOfHearts);
    }
    void aChangedReadingStartsOver() {
        StabilityTracker tracker(3);
        tracker.update(frameWith({cardAt(100, kQueenOfHearts)}));
        tracker.update(frameWith({cardAt(100, kQueenOfHearts)}));
        // Third frame reads a different card at the same place: count restarts at 1.
        QVERIFY(tracker.update(frameWith({cardAt(100, kFiveOfClubs)})).cards.empty());
        QVERIFY(tracker.update(frameWith({cardAt(100, kFiveOfClubs)})).cards.empty());
        QCOMPARE(*tracker.update(frameWith({cardAt(100, kFiveOfClubs)})).cards[0].card, kFiveOfClubs);
    }
    void aClipColourIsPartOfTheReading() {
        StabilityTracker tracker(2);
        SeenClip red{ClipColour::Red, cv::Point2f(200, 170), 0};
        SeenClip blue{ClipColour::Blue, cv::Point2f(200, 170), 0};
        tracker.update(frameWith({cardAt(100, kQueenOfHearts)}, {red}));
        QVERIFY(tracker.update(frameWith({cardAt(100, kQueenOfHearts)}, {blue})).cards.empty());
        const Observation o = tracker.update(frameWith({cardAt(100, kQueenOfHearts)}, {blue}));
        QCOMPARE(o.clips.size(), std::size_t(1));
        QCOMPARE(o.clips[0].colour, ClipColour::Blue);
        QCOMPARE(o.clips[0].cardIndex, 0);
    }
    void twoCardsAreTrackedApartAndADroppedCardIsForgotten() {
        StabilityTracker tracker(2, 1);
        tracker.update(frameWith({cardAt(100, kQueenOfHearts), cardAt(400, kFiveOfClubs)}));
        QCOMPARE(tracker.update(frameWith({cardAt(100, kQueenOfHearts), cardAt(400, kFiveOfClubs)})).cards.size(), std::size_t(2));
        // The five leaves: one missed frame is forgiven (still reported), the second is not.
        QCOMPARE(tracker.update(frameWith({cardAt(100, kQueenOfHearts)})).cards.size(), std::size_t(2));
        QCOMPARE(tracker.update(frameWith({cardAt(100, kQueenOfHearts)})).cards.size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestStabilityTracker)
#include "test_stability_tracker.moc"
