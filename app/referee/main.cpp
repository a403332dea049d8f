// encarde-referee: the Qt Widgets app that referees Balatro: En Carde beside the table.

#include "AppOptions.h"
#include "AppSettings.h"
#include "AppStyle.h"
#include "CardListEntry.h"
#include "MainWindow.h"
#include "ReviewTranslations.h"
#include "ScoringPanel.h"
#include "TableContextForm.h"

#include <QApplication>
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

void reportStartupProblem(const QString& what, const QString& problem) {
    if (!problem.isEmpty()) std::fprintf(stderr, "%s: %s\n", qPrintable(what), qPrintable(problem));
}

}  // namespace

int main(int argc, char* argv[]) {
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
    if (options.demo) {
        const QString note = QApplication::translate(
            "main", "Demo footage plays in the camera view, which comes in a later version. Until then, enter hands by hand.");
        std::printf("%s\n", qPrintable(note));
        window.showBanner(note);
    }

    window.resize(options.windowSize);
    window.show();
    if (!options.screenshotPath.isEmpty()) {
        // Let layouts and styles settle, then grab the window itself (no window manager needed).
        QTimer::singleShot(400, &window, [&window, path = options.screenshotPath] {
            const bool saved = window.grab().save(path);
            if (!saved) std::fprintf(stderr, "could not save the screenshot to %s\n", qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
