// encarde-referee: the Qt Widgets app that referees Balatro: En Carde beside the table.

#include "AppOptions.h"
#include "AppSettings.h"
#include "AppStyle.h"
#include "CardListEntry.h"
#include "DeckTeacher.h"
#include "GameSession.h"
#include "MainWindow.h"
#include "RefereeFlow.h"
#include "ReviewTranslations.h"
#include "RevealPage.h"
#include "ScoringPanel.h"
#include "TableContextForm.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

void installTranslations(QApplication& app, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QLocale::setDefault(locale);
    auto* qtStrings = new QTranslator(&app);
    if (qtStrings->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qtStrings);
    auto* ourStrings = new QTranslator(&app);
    if (ourStrings->load(locale, QStringLiteral("encarde"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(ourStrings);
    encarde::review::installReviewTranslations(app, locale);
}

// The demo footage made at build time by the scene generator, next to the executable.
QString demoFootagePath() {
    const QString fromEnv = qEnvironmentVariable("ENCARDE_DEMO_FOOTAGE");
    if (!fromEnv.isEmpty()) return fromEnv;
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("demo/reveal.avi"));
}

void reportStartupProblem(const QString& what, const QString& problem) {
    if (!problem.isEmpty()) std::fprintf(stderr, "%s: %s\n", qPrintable(what), qPrintable(problem));
}

}  // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("En Carde Referee"));
    QApplication::setOrganizationName(QStringLiteral("En Carde"));
    QApplication::setApplicationVersion(QStringLiteral(ENCARDE_VERSION));

    const encarde::ui::AppOptions options = encarde::ui::parseAppOptions(app);
    // Settings apply at startup; --language overrides the saved language for this run.
    const encarde::ui::AppSettings settings;
    installTranslations(app, options.language.isEmpty() ? settings.language() : options.language);
    encarde::ui::applyTableStyle(app);
    encarde::ui::applyAppearance(app, settings.theme(), settings.textScale());
    // Decks taught with the command line before it shared the app's data folder join the app's.
    if (encarde::vision::adoptEarlierTaught() == encarde::vision::Adoption::Failed)
        reportStartupProblem(QStringLiteral("warning"), QString::fromStdString(encarde::vision::failedAdoptionWarning()));

    encarde::ui::MainWindow window;
    encarde::ui::ScoringPanel* panel = window.scoringPanel();
    if (!options.cards.isEmpty()) {
        panel->playedEntry()->setText(options.cards);
        panel->playedEntry()->submit();
        reportStartupProblem(QStringLiteral("--cards"), panel->playedEntry()->problem());
    }
    if (!options.jokers.isEmpty())
        reportStartupProblem(QStringLiteral("--jokers"), panel->draft()->setJokersFromText(options.jokers));
    if (!options.unplayed.isEmpty()) {
        panel->contextForm()->unplayedHand()->setText(options.unplayed);
        panel->contextForm()->unplayedHand()->submit();
        reportStartupProblem(QStringLiteral("--held"), panel->contextForm()->unplayedHand()->problem());
    }
    if (!options.cards.isEmpty() || !options.jokers.isEmpty() || !options.unplayed.isEmpty()) window.showScoring();

    encarde::ui::RefereeFlow* flow = window.refereeFlow();
    const QString logPath = options.logPath.isEmpty() ? encarde::ui::AppSettings().gameLogPath() : options.logPath;
    if (flow->openLog(logPath)) {
        // Offer the unfinished game once the window is up (a screenshot run never waits on a question).
        const bool ask = !options.resume && options.screenshotPath.isEmpty();
        QTimer::singleShot(0, flow, [flow, ask] { flow->offerResume(ask); });
    }
    if (options.demo) {
        const QString footage = demoFootagePath();
        if (QFileInfo::exists(footage)) {
            std::printf("%s\n", qPrintable(QApplication::translate("main", "Demo footage: %1").arg(footage)));
            flow->startCamera(footage);
        } else {
            const QString note = QApplication::translate("main", "Demo footage is missing (%1): build the 'demo-footage' target. Enter hands by hand.").arg(footage);
            std::printf("%s\n", qPrintable(note));
            window.showBanner(note);
        }
    } else if (!options.noCamera) {
        flow->startCamera();
    }

    window.resize(options.windowSize);
    window.show();
    if (options.page == QLatin1String("reveal")) {
        QTimer::singleShot(0, flow, [flow] {
            for (const auto& entry : flow->session()->state().value(QStringLiteral("legal")).toArray())
                for (const auto& t : entry.toObject().value(QStringLiteral("actions")).toArray())
                    if (t.toString() == QLatin1String("lock_in") || t.toString() == QLatin1String("reveal")) {
                        flow->openReveal(entry.toObject().value(QStringLiteral("player")).toString(), t.toString());
                        return;
                    }
        });
    } else if (options.page == QLatin1String("scoring")) {
        window.showScoring();
    }
    // Startup time: from main() to the first event loop turn after the window is shown.
    QTimer::singleShot(0, &window, [&sinceStart] {
        if (qEnvironmentVariableIsSet("ENCARDE_REPORT_STARTUP"))
            std::fprintf(stderr, "startup %lld ms\n", static_cast<long long>(sinceStart.elapsed()));
    });
    if (!options.screenshotPath.isEmpty()) {
        // Let layouts and styles settle, then grab the window itself (no window manager needed).
        // ENCARDE_SCREENSHOT_DELAY_MS: longer, to let demo footage reach a stable reading first.
        const int delay = qEnvironmentVariableIntValue("ENCARDE_SCREENSHOT_DELAY_MS");
        QTimer::singleShot(delay > 0 ? delay : 400, &window, [&window, path = options.screenshotPath] {
            const bool saved = window.grab().save(path);
            if (!saved) std::fprintf(stderr, "could not save the screenshot to %s\n", qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
