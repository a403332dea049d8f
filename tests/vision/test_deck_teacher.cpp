// Teach-my-deck: teaching pictures are named after their card; a taught deck is read afterwards.
#include "CardGeometry.h"
#include "DeckLibrary.h"
#include "DeckTeacher.h"
#include "QtCv.h"
#include "Scanner.h"

#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;

namespace {
// A photo-like picture: the card face at an angle on a dark table.
cv::Mat photoOf(const Deck& deck, Card card) {
    const cv::Mat face = toBgr(deck.renderFace(card, 180));
    cv::Mat photo(480, 640, CV_8UC3, cv::Scalar(50, 45, 40));
    const cv::Point2f src[3] = {{0, 0}, {float(face.cols), 0}, {0, float(face.rows)}};
    const cv::Point2f dst[3] = {{230, 80}, {400, 100}, {205, 340}};
    cv::warpAffine(face, photo, cv::getAffineTransform(src, dst), photo.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    return photo;
}
}  // namespace

Q_DECLARE_METATYPE(std::optional<encarde::Card>)

class TestDeckTeacher : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    }
    void cardFromFileName_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");  // cardText, or empty when the name is not a card
        QTest::newRow("QS.jpg") << "QS.jpg" << "QS";
        QTest::newRow("10h-2.png") << "10h-2.png" << "10H";
        QTest::newRow("TD_left.jpg") << "TD_left.jpg" << "10D";
        QTest::newRow("ac.jpeg") << "ac.jpeg" << "AC";
        QTest::newRow("holiday.jpg") << "holiday.jpg" << "";
        QTest::newRow("1S.jpg") << "1S.jpg" << "";
    }
    void cardFromFileName() {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const std::optional<Card> card = cardFromTeachingName(name);
        QCOMPARE(card ? QString::fromStdString(cardText(*card)) : QString(), expected);
    }
    void teachingMakesAnUnseenDeckReadable() {
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("kde-penguins")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const Deck deck(decks.first());
        QTemporaryDir dir;
        const Card taughtCards[] = {{kKing, Suit::Spades}, {3, Suit::Hearts}, {9, Suit::Clubs}};
        for (Card c : taughtCards)
            QVERIFY(cv::imwrite(dir.filePath(QString::fromStdString(cardText(c)) + QStringLiteral(".png")).toStdString(), photoOf(deck, c)));
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("notes.png")).toStdString(), photoOf(deck, taughtCards[0])));
        const std::string modelPath = dir.filePath(QStringLiteral("taught.yml.gz")).toStdString();
        const TeachSummary summary = teachFromDirectory(dir.path(), modelPath);
        QCOMPARE(summary.learned, 3);
        QCOMPARE(summary.problems.size(), 1);  // notes.png is not named after a card
        QVERIFY(summary.problems.first().contains(QStringLiteral("notes.png")));

        // A scanner that knows only the taught glyphs reads a new photo of a taught card.
        GlyphModel taught;
        QVERIFY(taught.load(modelPath));
        QVERIFY(taught.sampleCount(GlyphKind::Rank) >= 3);
        const Observation obs = Scanner(taught).scan(photoOf(deck, taughtCards[1]));
        QCOMPARE(static_cast<int>(obs.cards.size()), 1);
        QVERIFY(obs.cards[0].card.has_value());
        QCOMPARE(*obs.cards[0].card, taughtCards[1]);
    }
    void aPictureWithoutACardTeachesNothing() {
        GlyphModel model;
        QString problem;
        QVERIFY(!teachCard(model, cv::Mat(300, 300, CV_8UC3, cv::Scalar(30, 30, 30)), Card{2, Suit::Clubs}, &problem));
        QVERIFY(!problem.isEmpty());
        QCOMPARE(model.sampleCount(GlyphKind::Rank), 0);
    }
};

QTEST_MAIN(TestDeckTeacher)
#include "test_deck_teacher.moc"
