// Index glyphs: the rank sits above the suit in the corner of real deck designs; blank faces and
// card backs have none. Uses the Debian SVG decks.
#include "CardGeometry.h"
#include "DeckLibrary.h"
#include "IndexGlyphs.h"
#include "QtCv.h"

#include <QLoggingCategory>
#include <QTest>

#include <opencv2/imgproc.hpp>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;

class TestIndexGlyphs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false")); }
    void rankAboveSuit_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("cardIndex");
        QTest::newRow("kde-standard QH") << "kde-standard" << Card{kQueen, Suit::Hearts}.index();
        QTest::newRow("gnome-anglo 10S") << "gnome-anglo" << Card{10, Suit::Spades}.index();
        QTest::newRow("kde-penguins 7D") << "kde-penguins" << Card{7, Suit::Diamonds}.index();
        QTest::newRow("gnome-lattmann 9C") << "gnome-lattmann" << Card{9, Suit::Clubs}.index();
    }
    void rankAboveSuit() {
        QFETCH(QString, deck);
        QFETCH(int, cardIndex);
        const QList<DeckInfo> decks = decksNamed({deck});
        if (decks.isEmpty()) QSKIP("deck not installed (./test installs kdegames-card-data-kf5 and gnome-cards-data)");
        Deck d(decks.first());
        cv::Mat canonical;
        cv::resize(toBgr(d.renderFace(Card::fromIndex(cardIndex), 160)), canonical, cv::Size(kCanonicalWidth, kCanonicalHeight));
        const IndexGlyphs g = extractIndexGlyphs(canonical, IndexCorner::TopLeft);
        QVERIFY(g.found);
        QVERIFY(g.rankBox.y < g.suitBox.y);
        QVERIFY(g.rankBox.br().y <= g.suitBox.y + g.rankBox.height / 4);
        QVERIFY(g.rankBox.br().x < kCanonicalWidth * 0.34);  // inside the index corner
        QCOMPARE(static_cast<int>(g.rankFeature.size()), kGlyphFeatureSize);
        // Suit colour feature (last): hearts and diamonds are red, spades and clubs are not.
        const Suit suit = Card::fromIndex(cardIndex).suit;
        const bool red = suit == Suit::Hearts || suit == Suit::Diamonds;
        QCOMPARE(g.suitFeature.back() > 0.15f, red);
        QVERIFY(cornerWhiteness(canonical, IndexCorner::TopLeft) > 0.5);
    }
    void blankFaceAndCardBackHaveNoIndex() {
        cv::Mat blank(kCanonicalHeight, kCanonicalWidth, CV_8UC3, cv::Scalar(240, 240, 240));
        QVERIFY(!extractIndexGlyphs(blank, IndexCorner::TopLeft).found);
        QVERIFY(cornerWhiteness(blank, IndexCorner::TopLeft) > 0.9);
        cv::Mat back = blank.clone();
        back(cv::Rect(10, 10, kCanonicalWidth - 20, kCanonicalHeight - 20)).setTo(cv::Scalar(150, 60, 30));
        QVERIFY(!extractIndexGlyphs(back, IndexCorner::TopLeft).found);
        // Only the thin white border is blank: well under a third of the corner region.
        QVERIFY(cornerWhiteness(back, IndexCorner::TopLeft) < 0.3);
    }
};

QTEST_MAIN(TestIndexGlyphs)
#include "test_index_glyphs.moc"
