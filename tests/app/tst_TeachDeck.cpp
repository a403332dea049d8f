// Teach my deck from the referee window: the photos of a folder are learned, the camera reads
// with them from then on, and a message says what was learned and which photos taught nothing;
// the decks taught are forgotten from it too.

#include "DeckLibrary.h"
#include "DeckTeacher.h"
#include "DisplayText.h"
#include "FrameConversion.h"
#include "GlyphModel.h"
#include "MainWindow.h"
#include "SceneGenerator.h"
#include "TableCamera.h"
#include "TeachFromCamera.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

using namespace encarde;
using namespace encarde::vision;

namespace {
// What the report said once teaching from `directory` in the window finished.
struct ShownReport {
    QString text, details;
    QMessageBox::Icon icon = QMessageBox::NoIcon;
};
// What the message named `reportName` said once `act` finished in `main`.
ShownReport reportOf(ui::MainWindow& main, const QString& reportName, const std::function<void(ui::MainWindow&)>& act) {
    ShownReport shown;
    // The report is a modal message: read it and close it once it shows.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->objectName() != reportName) return;
        shown = {box->text(), box->detailedText(), box->icon()};
        box->accept();
    });
    closer.start(50);
    act(main);
    return shown;
}
ShownReport teachInWindow(const QString& directory) {
    ui::MainWindow main;
    return reportOf(main, QStringLiteral("teachingReport"), [&](ui::MainWindow& m) { m.teachDeckFrom(directory); });
}
}  // namespace

class TeachDeckTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    }

    // Two court cards of a deck that prints no court letters, and a photo not named after a card:
    // two cards learned with their pictures, the third photo named in the details, and the
    // lesson saved where the scanner looks for it.
    void teachingADeckFromTheWindow() {
        const QList<tools::DeckInfo> decks = tools::decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const tools::Deck deck(decks.first());
        QFile::remove(QString::fromStdString(taughtModelPath()));
        QTemporaryDir dir;
        const Card jack{kJack, Suit::Spades}, king{kKing, Suit::Hearts};
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("JS.png")).toStdString(), tools::teachingPhoto(deck, jack)));
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("KH.png")).toStdString(), tools::teachingPhoto(deck, king)));
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("holiday.png")).toStdString(), tools::teachingPhoto(deck, king)));

        QVERIFY(ui::MainWindow().findChild<QAction*>(QStringLiteral("teachDeckAction")));
        const ShownReport shown = teachInWindow(dir.path());
        QCOMPARE(shown.text, ui::teachingReport(2, 2, 1));
        QCOMPARE(shown.icon, QMessageBox::Information);
        QVERIFY2(shown.details.contains(QStringLiteral("holiday.png")), qPrintable(shown.details));
        GlyphModel taught;
        QVERIFY(taught.load(taughtModelPath()));
        QCOMPARE(taught.courtPictures().size(), 4);  // each of the two both ways up
        QVERIFY(QFile::remove(QString::fromStdString(taughtModelPath())));
    }

    // The decks taught are forgotten from the window: the lesson's file is gone (the camera reads
    // without it from then on), and the message says so; asked again, that nothing was taught.
    void forgettingTheDecksTaughtFromTheWindow() {
        const QList<tools::DeckInfo> decks = tools::decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const QString path = QString::fromStdString(taughtModelPath());
        QFile::remove(path);
        QTemporaryDir dir;
        QVERIFY(cv::imwrite(dir.filePath(QStringLiteral("QC.png")).toStdString(), tools::teachingPhoto(tools::Deck(decks.first()), Card{kQueen, Suit::Clubs})));
        QCOMPARE(teachFromDirectory(dir.path()).learned, 1);
        QVERIFY(QFile::exists(path));

        ui::MainWindow main;
        QVERIFY(main.findChild<QAction*>(QStringLiteral("forgetTaughtAction")));
        const auto forget = [](ui::MainWindow& m) { m.forgetTaughtDecksNow(); };
        const ShownReport forgotten = reportOf(main, QStringLiteral("forgettingReport"), forget);
        QCOMPARE(forgotten.text, ui::forgettingReport(Forgetting::Forgotten, path));
        QCOMPARE(forgotten.icon, QMessageBox::Information);
        QVERIFY(!QFile::exists(path));
        const ShownReport nothing = reportOf(main, QStringLiteral("forgettingReport"), forget);
        QCOMPARE(nothing.text, ui::forgettingReport(Forgetting::NothingTaught, path));
        QVERIFY(nothing.text != forgotten.text);
    }

    // Where the lesson's file cannot be removed, the message names it and says what to check.
    void aLessonThatCannotBeRemovedIsNamed() {
        const QString text = ui::forgettingReport(Forgetting::CannotRemove, QStringLiteral("/somewhere/taught-glyphs.yml.gz"));
        QVERIFY2(text.contains(QStringLiteral("/somewhere/taught-glyphs.yml.gz")), qPrintable(text));
        QVERIFY(text != ui::forgettingReport(Forgetting::Forgotten, QString()));
    }

    // Card by card at the table: the card the camera shows is learned under the name typed, and
    // added to the lesson; a name that is no card, no picture yet, no card or two cards in view,
    // or a card the camera reads surely as another, teach nothing and say what to do.
    void teachingCardByCardFromTheCamera() {
        const QList<tools::DeckInfo> decks = tools::decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        const tools::Deck deck(decks.first());
        const QString path = QString::fromStdString(taughtModelPath());
        QFile::remove(path);

        ui::TableCamera camera;
        ui::TeachFromCameraDialog dialog(&camera);
        QVERIFY(!dialog.learnShown(QStringLiteral("QC")));  // nothing shown yet
        QVERIFY2(dialog.status().contains(QStringLiteral("Settings")), qPrintable(dialog.status()));
        QVERIFY(!QFile::exists(path));

        camera.sink()->setVideoFrame(camera::bgrToVideoFrame(tools::teachingPhoto(deck, Card{kQueen, Suit::Clubs})));
        QVERIFY(!dialog.learnShown(QStringLiteral("queen")));
        QVERIFY2(dialog.status().contains(QStringLiteral("10H")), qPrintable(dialog.status()));
        camera.sink()->setVideoFrame(camera::bgrToVideoFrame(cv::Mat(480, 640, CV_8UC3, cv::Scalar(90, 110, 120))));
        QVERIFY(!dialog.learnShown(QStringLiteral("QC")));  // the table, and no card on it
        QVERIFY2(dialog.status().contains(QStringLiteral("no card is in view")), qPrintable(dialog.status()));
        QVERIFY(!QFile::exists(path));
        camera.sink()->setVideoFrame(camera::bgrToVideoFrame(tools::teachingPhoto(deck, Card{kQueen, Suit::Clubs})));
        QVERIFY(dialog.learnShown(QStringLiteral(" qc ")));
        camera.sink()->setVideoFrame(camera::bgrToVideoFrame(tools::teachingPhoto(deck, Card{kKing, Suit::Hearts})));
        QVERIFY(dialog.learnShown(QStringLiteral("KH")));
        QCOMPARE(dialog.learnedCount(), 2);
        // Two cards in view: which one is meant is not known, and nothing is learned.
        cv::Mat two;
        cv::hconcat(tools::teachingPhoto(deck, Card{kJack, Suit::Hearts}), tools::teachingPhoto(deck, Card{kKing, Suit::Spades}), two);
        camera.sink()->setVideoFrame(camera::bgrToVideoFrame(two));
        QVERIFY(!dialog.learnShown(QStringLiteral("JH")));
        QVERIFY2(dialog.status().contains(QStringLiteral("2 cards are in view")), qPrintable(dialog.status()));
        // A card the camera reads surely as another than the one named: the name is checked.
        const QList<tools::DeckInfo> plain = tools::decksNamed({QStringLiteral("gnome-anglo")});
        if (!plain.isEmpty()) {
            camera.sink()->setVideoFrame(camera::bgrToVideoFrame(tools::teachingPhoto(tools::Deck(plain.first()), Card{5, Suit::Hearts})));
            QVERIFY(!dialog.learnShown(QStringLiteral("6H")));
            QVERIFY2(dialog.status().contains(ui::cardFace(Card{5, Suit::Hearts})), qPrintable(dialog.status()));
        }
        QCOMPARE(dialog.learnedCount(), 2);
        GlyphModel taught;
        QVERIFY(taught.load(path.toStdString()));
        QCOMPARE(taught.courtPictures().size(), 4);  // each of the two court cards both ways up
        QVERIFY(QFile::remove(path));
    }

    // A folder with no card photos teaches nothing, and the message says how to name them.
    void aFolderWithoutCardPhotosTeachesNothing() {
        QFile::remove(QString::fromStdString(taughtModelPath()));
        QTemporaryDir dir;
        const ShownReport shown = teachInWindow(dir.path());
        QCOMPARE(shown.text, ui::teachingReport(0, 0, 1));
        QVERIFY(shown.text.contains(QStringLiteral("QS.jpg")));
        QCOMPARE(shown.icon, QMessageBox::Warning);
        QVERIFY(!QFile::exists(QString::fromStdString(taughtModelPath())));
    }
};

QTEST_MAIN(TeachDeckTest)
#include "tst_TeachDeck.moc"
