// Teach-my-deck: teaching pictures are named after their card; a taught deck is read afterwards.
#include "CardGeometry.h"
#include "CourtPictures.h"
#include "DeckLibrary.h"
#include "DeckTeacher.h"
#include "IndexGlyphs.h"
#include "QtCv.h"
#include "Scanner.h"
#include "SceneGenerator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <memory>
#include <utility>
#include <vector>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;


namespace {
Card courtCard(int i) { return Card{static_cast<std::uint8_t>(kJack + i % 3), static_cast<Suit>(i / 3)}; }
std::vector<Card> courtCards() {
    std::vector<Card> cards;
    for (int i = 0; i < 12; ++i) cards.push_back(courtCard(i));
    return cards;
}
// Another picture of a card than teachingPhoto's: 130 px wide instead of 180, upside down and
// turned 15 degrees the other way, on a light table; with `indexHidden`, its two index corners
// painted over in the face's white, so that nothing but its picture can name it.
cv::Mat anotherViewOf(const Deck& deck, Card card, bool indexHidden = false) {
    cv::Mat face = toBgr(deck.renderFace(card, 130));
    if (indexHidden) {
        const cv::Size corner(face.cols * 22 / 100, face.rows * 24 / 100);
        cv::rectangle(face, cv::Rect(cv::Point(4, 4), corner), cv::Scalar(255, 255, 255), cv::FILLED);
        cv::rectangle(face, cv::Rect(cv::Point(face.cols - 4 - corner.width, face.rows - 4 - corner.height), corner),
                      cv::Scalar(255, 255, 255), cv::FILLED);
    }
    cv::Mat photo(480, 640, CV_8UC3, cv::Scalar(150, 160, 165));
    const double angle = (180.0 + 15.0) * CV_PI / 180.0;
    const cv::Point2f across(float(std::cos(angle) * face.cols), float(std::sin(angle) * face.cols));
    const cv::Point2f along(float(-std::sin(angle) * face.rows), float(std::cos(angle) * face.rows));
    const cv::Point2f topLeft = cv::Point2f(320, 240) - 0.5f * across - 0.5f * along;
    const cv::Point2f src[3] = {{0, 0}, {float(face.cols), 0}, {0, float(face.rows)}};
    const cv::Point2f dst[3] = {topLeft, topLeft + across, topLeft + along};
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
            QVERIFY(cv::imwrite(dir.filePath(QString::fromStdString(cardText(c)) + QStringLiteral(".png")).toStdString(), teachingPhoto(deck, c)));
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("notes.png")).toStdString(), teachingPhoto(deck, taughtCards[0])));
        const std::string modelPath = dir.filePath(QStringLiteral("taught.yml.gz")).toStdString();
        const TeachSummary summary = teachFromDirectory(dir.path(), modelPath);
        QCOMPARE(summary.learned, 3);
        QCOMPARE(summary.problems.size(), 1);  // notes.png is not named after a card
        QVERIFY(summary.problems.first().contains(QStringLiteral("notes.png")));

        // A scanner that knows only the taught glyphs reads a new photo of a taught card.
        GlyphModel taught;
        QVERIFY(taught.load(modelPath));
        QVERIFY(taught.sampleCount(GlyphKind::Rank) >= 3);
        const Observation obs = Scanner(taught).scan(teachingPhoto(deck, taughtCards[1]));
        QCOMPARE(static_cast<int>(obs.cards.size()), 1);
        QVERIFY(obs.cards[0].card.has_value());
        QCOMPARE(*obs.cards[0].card, taughtCards[1]);
    }
    // gnome-guyenne-classic prints no letter on its court cards, only the suit sign in the
    // corner: the index cannot tell its jack, queen and king of a suit apart. Taught a picture of
    // each, the scanner names them from another picture, the card smaller, turned the other way
    // up and on another table.
    void aDeckWithoutCourtLettersIsReadFromItsTaughtPictures() {
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const Deck deck(decks.first());
        QTemporaryDir dir;
        for (Card c : courtCards())
            QVERIFY(cv::imwrite(dir.filePath(QString::fromStdString(cardText(c)) + QStringLiteral(".png")).toStdString(), teachingPhoto(deck, c)));
        const std::string modelPath = dir.filePath(QStringLiteral("taught.yml.gz")).toStdString();
        const TeachSummary summary = teachFromDirectory(dir.path(), modelPath);
        QCOMPARE(summary.learned, 12);
        QVERIFY2(summary.problems.isEmpty(), qPrintable(summary.problems.join(QLatin1Char('\n'))));
        QCOMPARE(summary.courtCards, 12);

        GlyphModel shipped, taught;
        QVERIFY(shipped.load(Scanner::shippedModelPath()));
        QVERIFY(taught.load(modelPath));
        QCOMPARE(taught.courtPictures().size(), 24);  // each both ways up, saved and loaded again
        GlyphModel withPictures = shipped;
        withPictures.merge(taught);
        const Scanner untaughtScanner(shipped), taughtScanner(withPictures);
        int readUntaught = 0;
        for (Card c : courtCards()) {
            const cv::Mat view = anotherViewOf(deck, c);
            const Observation obs = taughtScanner.scan(view);
            QCOMPARE(static_cast<int>(obs.cards.size()), 1);
            QVERIFY2(obs.cards[0].card.has_value(), cardText(c).c_str());
            QCOMPARE(QString::fromStdString(cardText(*obs.cards[0].card)), QString::fromStdString(cardText(c)));
            const Observation before = untaughtScanner.scan(view);
            readUntaught += !before.cards.empty() && before.cards[0].card == c;
        }
        QVERIFY2(readUntaught < 12, "the index alone should not name every court card of this deck");
    }
    // Taught one deck's court pictures, the scanner names no other card by them: another deck's
    // court cards (gnome-paris draws the same figures) and this deck's own number cards, each with
    // its index corners painted over so that only its picture (or a number card's pips) could
    // name it, are named nothing wrong.
    void taughtPicturesNameNoOtherCard() {
        const QList<DeckInfo> guyenne = decksNamed({QStringLiteral("gnome-guyenne-classic")});
        const QList<DeckInfo> paris = decksNamed({QStringLiteral("gnome-paris")});
        if (guyenne.isEmpty() || paris.isEmpty()) QSKIP("decks not installed");
        const Deck taughtDeck(guyenne.first()), otherDeck(paris.first());
        GlyphModel model;
        QVERIFY(model.load(Scanner::shippedModelPath()));
        for (Card c : courtCards()) QVERIFY(teachCard(model, teachingPhoto(taughtDeck, c), c));
        model.buildSearchIndex();
        const Scanner scanner(model);
        const auto namedNothing = [&](const Deck& deck, Card c) {
            const Observation obs = scanner.scan(anotherViewOf(deck, c, true));
            QVERIFY2(obs.cards.size() <= 1, cardText(c).c_str());
            if (!obs.cards.empty() && obs.cards[0].card)
                QCOMPARE(QString::fromStdString(cardText(*obs.cards[0].card)), QString::fromStdString(cardText(c)));
        };
        for (Card c : courtCards()) namedNothing(otherDeck, c);
        for (int s = 0; s < 4; ++s)
            for (int rank : {2, 5, 10, 14}) namedNothing(taughtDeck, Card{static_cast<std::uint8_t>(rank), static_cast<Suit>(s)});
    }
    // The court cards of every installed deck taught together (420 cards, 840 pictures: decks that
    // share figures, and decks whose four suits share one picture, gnome-tango's and
    // kde-penguins'): another picture of each is named right or not at all, and every one of
    // gnome-guyenne-classic's, which only its picture names, is named right.
    void courtPicturesOfEveryDeckTaughtTogetherNameNoCardWrongly() {
        const QList<DeckInfo> decks = availableDecks();
        if (decks.size() < 2) QSKIP("decks not installed");
        GlyphModel model;
        QVERIFY(model.load(Scanner::shippedModelPath()));
        for (const DeckInfo& info : decks) {
            const Deck deck(info);
            for (Card c : courtCards()) QVERIFY(teachCard(model, teachingPhoto(deck, c), c));
        }
        model.buildSearchIndex();
        QCOMPARE(model.courtPictures().size(), 24 * static_cast<int>(decks.size()));
        const Scanner scanner(model);
        int right = 0;
        QStringList wrong;
        for (const DeckInfo& info : decks) {
            const Deck deck(info);
            for (Card c : courtCards()) {
                const Observation obs = scanner.scan(anotherViewOf(deck, c));
                if (obs.cards.size() != 1 || !obs.cards[0].card) {
                    QVERIFY2(info.name != QLatin1String("gnome-guyenne-classic"), cardText(c).c_str());
                    continue;
                }
                if (*obs.cards[0].card == c)
                    ++right;
                else
                    wrong << QStringLiteral("%1 %2 named %3").arg(info.name, QString::fromStdString(cardText(c)),
                                                                  QString::fromStdString(cardText(*obs.cards[0].card)));
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral(", "))));
        qInfo("%d of %d court cards named right", right, 12 * static_cast<int>(decks.size()));
    }
    // A picture's signature does not change with the light: the same face dimmed is as like
    // itself as can be, and warmed as well (blue 0.7, green 0.9: more than the scanner's balance
    // to white leaves) still far above the bar; another court card of the deck is not like it.
    void aPictureSignatureIgnoresLight() {
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const Deck deck(decks.first());
        const auto canonicalFace = [&](Card c) {
            cv::Mat face;
            cv::resize(toBgr(deck.renderFace(c, kCanonicalWidth)), face, cv::Size(kCanonicalWidth, kCanonicalHeight), 0, 0, cv::INTER_AREA);
            return face;
        };
        const cv::Mat king = canonicalFace(Card{kKing, Suit::Spades});
        cv::Mat dim, dimWarm;
        king.convertTo(dim, CV_32FC3, 0.6, 20);  // unrounded: exactly the same picture, darker
        cv::multiply(dim, cv::Scalar(0.7, 0.9, 1.0), dimWarm);
        const cv::Mat signature = courtPictureSignature(king);
        QCOMPARE(signature.cols, kCourtPictureCellsAcross * kCourtPictureCellsAlong * 3);
        QVERIFY(std::abs(cv::norm(signature) - 1.0) < 1e-5);
        QVERIFY(signature.dot(courtPictureSignature(dim)) > 0.9999);
        QVERIFY(signature.dot(courtPictureSignature(dimWarm)) > 0.98);
        QVERIFY(signature.dot(courtPictureSignature(canonicalFace(Card{kQueen, Suit::Spades}))) < 0.8);
    }
    // The referee app teaches while it runs: a scanner loaded again from the user's files
    // (Scanner::loadStandard) reads a deck taught since, and the lesson says how far it got.
    void aScannerLoadedAgainReadsWhatWasTaughtSince() {
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const Deck deck(decks.first());
        QFile::remove(QString::fromStdString(taughtModelPath()));  // (test mode: a folder of its own)
        const Card jackOfSpades{kJack, Suit::Spades};
        const cv::Mat view = anotherViewOf(deck, jackOfSpades);
        const std::shared_ptr<const Scanner> before = Scanner::loadStandard();
        const Observation untaught = before->scan(view);
        QVERIFY(untaught.cards.empty() || untaught.cards[0].card != jackOfSpades);

        QTemporaryDir dir;
        for (Card c : courtCards())
            QVERIFY(cv::imwrite(dir.filePath(QString::fromStdString(cardText(c)) + QStringLiteral(".png")).toStdString(), teachingPhoto(deck, c)));
        std::vector<std::pair<int, int>> told;
        const TeachSummary summary = teachFromDirectory(dir.path(), taughtModelPath(), [&](int done, int total) { told.emplace_back(done, total); });
        QCOMPARE(summary.learned, 12);
        QCOMPARE(static_cast<int>(told.size()), 12);
        QCOMPARE(told.front(), std::make_pair(1, 12));
        QCOMPARE(told.back(), std::make_pair(12, 12));

        const Observation taught = Scanner::loadStandard()->scan(view);
        QCOMPARE(static_cast<int>(taught.cards.size()), 1);
        QVERIFY(taught.cards[0].card == jackOfSpades);
        QVERIFY(QFile::remove(QString::fromStdString(taughtModelPath())));
    }
    void aPictureWithoutACardTeachesNothing() {
        GlyphModel model;
        QString problem;
        QVERIFY(!teachCard(model, cv::Mat(300, 300, CV_8UC3, cv::Scalar(30, 30, 30)), Card{2, Suit::Clubs}, &problem));
        QVERIFY(!problem.isEmpty());
        QCOMPARE(model.sampleCount(GlyphKind::Rank), 0);
    }
    // What the command line taught where it kept its files before it shared the app's folder
    // joins what the app has taught: moved there, or merged with it; the earlier file goes. An
    // earlier file that cannot be read stays where it is.
    void decksTaughtEarlierJoinTheAppsOwn() {
        QTemporaryDir dir;
        const std::string earlier = dir.filePath(QStringLiteral("old/taught-glyphs.yml.gz")).toStdString();
        const std::string own = dir.filePath(QStringLiteral("new/taught-glyphs.yml.gz")).toStdString();
        QCOMPARE(adoptEarlierTaught(earlier, own), Adoption::NothingEarlier);

        const auto modelOf = [](int rankSamples) {
            GlyphModel m;
            for (int i = 0; i < rankSamples; ++i) m.add(GlyphKind::Rank, 2 + i % 13, std::vector<float>(kGlyphFeatureSize, 0.01f * static_cast<float>(i)));
            m.add(GlyphKind::Suit, 0, std::vector<float>(kGlyphFeatureSize, 0.5f));
            return m;
        };
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("old"))));
        QVERIFY(modelOf(3).save(earlier));
        QCOMPARE(adoptEarlierTaught(earlier, own), Adoption::Adopted);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(earlier)));
        GlyphModel joined;
        QVERIFY(joined.load(own));
        QCOMPARE(joined.sampleCount(GlyphKind::Rank), 3);

        QVERIFY(modelOf(2).save(earlier));  // taught again the old way: both kept
        QCOMPARE(adoptEarlierTaught(earlier, own), Adoption::Adopted);
        QVERIFY(joined.load(own));
        QCOMPARE(joined.sampleCount(GlyphKind::Rank), 5);
        QCOMPARE(joined.sampleCount(GlyphKind::Suit), 2);

        QFile broken(QString::fromStdString(earlier));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not a model");
        broken.close();
        QCOMPARE(adoptEarlierTaught(earlier, own), Adoption::Failed);
        QVERIFY(QFileInfo::exists(QString::fromStdString(earlier)));
        // What the user is told names both files and what to do.
        const std::string warning = failedAdoptionWarning(earlier, own);
        QVERIFY(warning.find(earlier) != std::string::npos && warning.find(own) != std::string::npos);
        QVERIFY(warning.find("teach those decks again") != std::string::npos);
        QVERIFY(joined.load(own));
        QCOMPARE(joined.sampleCount(GlyphKind::Rank), 5);
    }
};

QTEST_MAIN(TestDeckTeacher)
#include "test_deck_teacher.moc"
