// encarde-cli recognize: the JSON-lines contract, per-file errors with exit status 2, video.
#include "DeckLibrary.h"
#include "SceneGenerator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

using namespace encarde::vision::tools;

namespace {
struct Run {
    int exitCode;
    QList<QJsonObject> lines;
    QString errors;
    QByteArray output;  // stdout as written
};

Run runCli(const QStringList& args, const QString& home) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);  // no taught glyphs from the real user
    env.insert(QStringLiteral("XDG_DATA_HOME"), home);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ENCARDE_CLI_PATH), QStringList{QStringLiteral("recognize")} + args);
    p.waitForFinished(60000);
    Run r{p.exitCode(), {}, QString::fromUtf8(p.readAllStandardError()), p.readAllStandardOutput()};
    for (const QByteArray& line : r.output.split('\n'))
        if (!line.trimmed().isEmpty()) r.lines << QJsonDocument::fromJson(line).object();
    return r;
}
}  // namespace

class TestRecognizeCli : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    Scene scene_;
    QString scenePath_;

private slots:
    void initTestCase() {
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("kde-standard")});
        if (decks.isEmpty()) QSKIP("no SVG decks installed");
        SceneGenerator g(decks);
        SceneSettings s;
        s.seed = 31;
        s.distractors = false;
        scene_ = g.generate(s, 0);
        scenePath_ = dir_.filePath(QStringLiteral("table.png"));
        QVERIFY(cv::imwrite(scenePath_.toStdString(), scene_.image));
    }
    void oneLinePerImageAndErrorsAtTheEnd() {
        const QString missing = dir_.filePath(QStringLiteral("missing.jpg"));
        const QString text = dir_.filePath(QStringLiteral("notes.jpg"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a picture");
        f.close();
        const Run r = runCli({QStringLiteral("--json"), missing, scenePath_, text}, dir_.path());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.lines.size(), 3);
        QCOMPARE(r.lines[0].value(QStringLiteral("image")).toString(), missing);
        QVERIFY(r.lines[0].contains(QStringLiteral("error")));
        QVERIFY(r.lines[2].contains(QStringLiteral("error")));
        QVERIFY(r.errors.contains(missing));
        QVERIFY(r.errors.contains(text));

        const QJsonObject o = r.lines[1];
        QCOMPARE(o.value(QStringLiteral("image")).toString(), scenePath_);
        QCOMPARE(o.value(QStringLiteral("width")).toInt(), 1280);
        QCOMPARE(o.value(QStringLiteral("height")).toInt(), 720);
        QVERIFY(o.value(QStringLiteral("ms")).toDouble() > 0);
        const QJsonArray cards = o.value(QStringLiteral("cards")).toArray();
        QVERIFY(!cards.isEmpty());
        int read = 0;
        for (const QJsonValue& v : cards) {
            const QJsonObject c = v.toObject();
            QCOMPARE(c.value(QStringLiteral("corners")).toArray().size(), 4);
            QVERIFY(c.value(QStringLiteral("clips")).isArray());
            const double confidence = c.value(QStringLiteral("confidence")).toDouble(-1);
            QVERIFY(confidence >= 0 && confidence <= 1);
            if (c.value(QStringLiteral("card")).isNull()) {
                QVERIFY(c.value(QStringLiteral("rank")).isNull());
                continue;
            }
            ++read;
            const QString card = c.value(QStringLiteral("card")).toString();
            // "card" is rank then suit: "10H" = "10" + "H".
            QCOMPARE(card, c.value(QStringLiteral("rank")).toString() + c.value(QStringLiteral("suit")).toString());
            QVERIFY(QStringLiteral("SHDC").contains(c.value(QStringLiteral("suit")).toString()));
        }
        QVERIFY(read > 0);
    }
    void noImagesIsAUsageError() {
        const Run r = runCli({}, dir_.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.lines.isEmpty());
    }
    // A deck taught (a court card of gnome-guyenne-classic, whose corner prints no letter, named
    // by its picture) is read from then on, and forgotten with --forget, it is not any more.
    void teachThenForget() {
        const QList<DeckInfo> decks = decksNamed({QStringLiteral("gnome-guyenne-classic")});
        if (decks.isEmpty()) QSKIP("deck not installed");
        QTemporaryDir home, photos;
        const cv::Mat photo = teachingPhoto(Deck(decks.first()), encarde::Card{encarde::kJack, encarde::Suit::Spades});
        QVERIFY(cv::imwrite(photos.filePath(QStringLiteral("JS.png")).toStdString(), photo));
        const QString view = home.filePath(QStringLiteral("view.png"));
        QVERIFY(cv::imwrite(view.toStdString(), photo));
        const auto named = [&] {
            const Run r = runCli({view}, home.path());
            const QJsonArray cards = r.lines.value(0).value(QStringLiteral("cards")).toArray();
            return cards.size() == 1 ? cards[0].toObject().value(QStringLiteral("card")).toString() : QStringLiteral("?");
        };
        QVERIFY(named() != QLatin1String("JS"));

        const Run taught = runCli({QStringLiteral("--teach"), photos.path()}, home.path());
        QCOMPARE(taught.exitCode, 0);
        QCOMPARE(named(), QStringLiteral("JS"));

        const Run forgot = runCli({QStringLiteral("--forget")}, home.path());
        QCOMPARE(forgot.exitCode, 0);
        QVERIFY2(forgot.output.startsWith("forgot every deck taught"), forgot.output.constData());
        QVERIFY(named() != QLatin1String("JS"));

        const Run again = runCli({QStringLiteral("--forget")}, home.path());  // nothing left to forget: no error
        QCOMPARE(again.exitCode, 0);
    }
    void videoReportsCardsOnceStable() {
        const QString video = dir_.filePath(QStringLiteral("table.avi"));
        cv::VideoWriter writer(video.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 10, scene_.image.size());
        if (!writer.isOpened()) QSKIP("this OpenCV cannot write MJPG video");
        for (int i = 0; i < 4; ++i) writer.write(scene_.image);
        writer.release();
        const Run r = runCli({QStringLiteral("--video"), video, QStringLiteral("--stable"), QStringLiteral("3")}, dir_.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 4);
        // Frames 0 and 1: nothing stable yet; frames 2 and 3: the same cards three times running.
        QVERIFY(r.lines[0].value(QStringLiteral("cards")).toArray().isEmpty());
        QVERIFY(r.lines[1].value(QStringLiteral("cards")).toArray().isEmpty());
        QVERIFY(!r.lines[2].value(QStringLiteral("cards")).toArray().isEmpty());
        QCOMPARE(r.lines[3].value(QStringLiteral("frame")).toInt(), 3);
    }
};

QTEST_MAIN(TestRecognizeCli)
#include "test_recognize_cli.moc"
