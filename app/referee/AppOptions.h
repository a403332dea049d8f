#pragma once
// The referee's command line. Unknown options stop with a message; --demo plays bundled table
// footage through the camera path.

#include <QSize>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace encarde::ui {

struct AppOptions {
    bool demo = false;
    QString language;        // "fr", "de", "en"; empty: the system's language
    QString screenshotPath;  // grab the window into this PNG and quit
    QString cards;           // a played hand to start with, e.g. "KH:glass KD KS"
    QString jokers;          // "Scary Face, Business Suit:H"
    QString unplayed;        // the unplayed hand, e.g. "KC 7D"
    QSize windowSize{1280, 800};
    QString logPath;         // --log FILE; empty: AppSettings::gameLogPath()
    bool resume = false;     // resume the unfinished game without asking
    QString page;            // --page game|scoring|reveal: the screen to open on
    bool noCamera = false;  // --size WxH, e.g. 800x1280 for a portrait tablet
};

// Parses QCoreApplication::arguments(); exits the process for --help/--version or bad options.
AppOptions parseAppOptions(const QCoreApplication& app);

}  // namespace encarde::ui
