#include "AppOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace encarde::ui {

AppOptions parseAppOptions(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("AppOptions", "En Carde Referee: scores Balatro: En Carde hands at the table."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QCoreApplication::translate("AppOptions", "Play bundled table footage instead of a webcam."));
    const QCommandLineOption language(QStringLiteral("lang"),
                                      QCoreApplication::translate("AppOptions", "Interface language: en, fr or de."),
                                      QStringLiteral("code"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("AppOptions", "Save a picture of the window to this PNG file and quit."),
                                        QStringLiteral("file"));
    const QCommandLineOption cards(QStringLiteral("cards"),
                                   QCoreApplication::translate("AppOptions", "Start with this played hand, e.g. \"KH:glass KD KS\"."),
                                   QStringLiteral("cards"));
    const QCommandLineOption jokers(QStringLiteral("jokers"),
                                    QCoreApplication::translate("AppOptions", "Start with these jokers, e.g. \"Scary Face,Business Suit:H\"."),
                                    QStringLiteral("list"));
    const QCommandLineOption held(QStringLiteral("held"),
                                  QCoreApplication::translate("AppOptions", "Start with this unplayed hand, e.g. \"KC 7D\"."),
                                  QStringLiteral("cards"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("AppOptions", "Window size, e.g. 1280x800 or 800x1280."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption log(QStringLiteral("log"),
                                 QCoreApplication::translate("AppOptions", "Use this game log file instead of the one in the settings."),
                                 QStringLiteral("file"));
    const QCommandLineOption resume(QStringLiteral("resume"),
                                    QCoreApplication::translate("AppOptions", "Resume the unfinished game without asking."));
    const QCommandLineOption page(QStringLiteral("page"),
                                  QCoreApplication::translate("AppOptions", "Open on this screen: game, scoring or reveal."),
                                  QStringLiteral("name"));
    const QCommandLineOption noCamera(QStringLiteral("no-camera"),
                                      QCoreApplication::translate("AppOptions", "Do not open the webcam: every card by hand."));
    parser.addOptions({demo, language, screenshot, cards, jokers, held, size, log, resume, page, noCamera});
    parser.process(app);

    AppOptions options;
    options.demo = parser.isSet(demo);
    options.language = parser.value(language);
    options.screenshotPath = parser.value(screenshot);
    options.cards = parser.value(cards);
    options.jokers = parser.value(jokers);
    options.unplayed = parser.value(held);
    options.logPath = parser.value(log);
    options.resume = parser.isSet(resume);
    options.page = parser.value(page);
    options.noCamera = parser.isSet(noCamera);
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(u'x');
        const int width = parts.value(0).toInt();
        const int height = parts.value(1).toInt();
        if (parts.size() != 2 || width < 320 || height < 320) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("AppOptions", "--size needs WIDTHxHEIGHT, e.g. 1280x800.")));
            std::exit(2);
        }
        options.windowSize = QSize(width, height);
    }
    return options;
}

}  // namespace encarde::ui
