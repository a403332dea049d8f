// Draws the review screens in each theme into PNGs (docs/screenshots/review-*.png):
//   xvfb-run -a -s "-screen 0 1280x1280x24" build/tests/review/review_screenshots docs/screenshots
// The games are the sample log (docs/actions.md's example and random games).

#include "AppStyle.h"
#include "ReplayView.h"
#include "ReviewWindow.h"
#include "SampleGames.h"
#include "SettingsDialog.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTest>

#include <cstdio>

using namespace encarde;

namespace {
bool save(QWidget* w, const QString& path) {
    QTest::qWait(150);  // layouts and charts settle
    const bool ok = w->grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "could not write", qPrintable(path));
    return ok;
}
}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);  // never the user's settings
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));  // the same pictures on any machine
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    QTemporaryDir dir;
    QString error;
    const QString logPath = dir.filePath(QStringLiteral("sample.sqlite"));
    if (!test::writeSampleLog(logPath, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    ui::applyTableStyle(app);
    bool ok = true;
    const std::pair<ui::Theme, QString> themes[] = {
        {ui::Theme::Light, QStringLiteral("light")}, {ui::Theme::Dark, QStringLiteral("dark")}, {ui::Theme::HighContrast, QStringLiteral("high-contrast")}};
    for (const auto& [theme, name] : themes) {
        ui::applyAppearance(app, theme, 1.0);
        review::ReviewWindow window;
        window.setTheme(theme);
        window.resize(1280, 800);
        if (const QString e = window.openLog(logPath); !e.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(e));
            return 1;
        }
        window.show();
        window.openGame(1);
        window.showTab(0);
        window.replayView()->goToStep(28);  // action 29: Ann's Pair of queens with Baron, 911
        ok = save(&window, QStringLiteral("%1/review-replay-%2.png").arg(out, name)) && ok;
        window.showTab(1);
        ok = save(&window, QStringLiteral("%1/review-charts-%2.png").arg(out, name)) && ok;
        window.showTab(2);
        ok = save(&window, QStringLiteral("%1/review-analysis-%2.png").arg(out, name)) && ok;
        if (theme == ui::Theme::Light) {  // the printable summary, to look at (not kept in docs/)
            const QString pdf = dir.filePath(QStringLiteral("summary.pdf"));
            std::printf("%s %s\n", window.exportPdf(pdf).isEmpty() ? "wrote" : "could not write", qPrintable(pdf));
            if (argc > 2) QFile::copy(pdf, QString::fromLocal8Bit(argv[2]));
        }
        review::SettingsDialog settings;
        settings.show();
        ok = save(&settings, QStringLiteral("%1/review-settings-%2.png").arg(out, name)) && ok;
    }
    {  // A portrait tablet, light theme
        ui::applyAppearance(app, ui::Theme::Light, 1.0);
        review::ReviewWindow window;
        window.resize(800, 1280);
        window.openLog(logPath);
        window.show();
        window.openGame(1);
        window.replayView()->goToStep(28);
        ok = save(&window, QStringLiteral("%1/review-replay-portrait.png").arg(out)) && ok;
    }
    // The replay in German and French, light theme: translated strings, local dates and numbers.
    ui::applyAppearance(app, ui::Theme::Light, 1.0);
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("fr")}) {
        const QLocale locale(language);
        QLocale::setDefault(locale);
        QTranslator translator;
        translator.load(locale, QStringLiteral("review"), QStringLiteral("_"), QStringLiteral(":/i18n/review"));
        QCoreApplication::installTranslator(&translator);
        review::ReviewWindow window;
        window.resize(1280, 800);
        window.openLog(logPath);
        window.show();
        window.openGame(1);
        window.replayView()->goToStep(28);
        ok = save(&window, QStringLiteral("%1/review-replay-%2.png").arg(out, language)) && ok;
        window.showTab(2);
        ok = save(&window, QStringLiteral("%1/review-analysis-%2.png").arg(out, language)) && ok;
        QCoreApplication::removeTranslator(&translator);
    }
    return ok ? 0 : 1;
}
