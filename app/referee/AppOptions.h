#pragma once
// The referee's command line. Unknown options stop with a message; --demo is accepted now and
// will play bundled table footage once the camera view exists.

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
    QSize windowSize{1280, 800};  // --size WxH, e.g. 800x1280 for a portrait tablet
};

// Parses QCoreApplication::arguments(); exits the process for --help/--version or bad options.
AppOptions parseAppOptions(const QCoreApplication& app);

}  // namespace encarde::ui
