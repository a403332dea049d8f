#pragma once
// What the app remembers between evenings (QSettings): camera, clip colour legend, language,
// theme, text size, sound, and where the game log lives. One class so the referee screens and
// the settings dialog read and write the same keys.

#include "Card.h"

#include <QByteArray>
#include <QMap>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace encarde::ui {

// The eight clip colours the scanner names (vision's "color" field).
QStringList clipColourNames();  // "red", "orange", "yellow", "green", "blue", "purple", "pink", "black"

// Which token kind a clip colour means at this table. Editable; the defaults are a sensible start.
using ClipLegend = QMap<QString, Token>;
ClipLegend defaultClipLegend();

enum class Theme { Light, Dark, HighContrast };

class AppSettings {
public:
    AppSettings();  // the application's QSettings (organisation EnCarde, application encarde-referee)

    QByteArray cameraId() const;  // empty: the system's default camera
    void setCameraId(const QByteArray& id);
    QSize cameraResolution() const;  // invalid: the camera's default
    void setCameraResolution(const QSize& size);

    ClipLegend clipLegend() const;
    void setClipLegend(const ClipLegend& legend);
    std::optional<Token> tokenForClip(const QString& colour) const;

    QString language() const;  // "en", "fr", "de"; empty: the system's language
    void setLanguage(const QString& code);
    Theme theme() const;
    void setTheme(Theme theme);
    double textScale() const;  // 1.0 normal; 0.8 .. 2.0
    void setTextScale(double scale);
    bool soundEnabled() const;
    void setSoundEnabled(bool on);
    bool keepScreenAwake() const;
    void setKeepScreenAwake(bool on);

    // The SQLite game log: by default one file in the user's data folder.
    QString gameLogPath() const;
    void setGameLogPath(const QString& path);
    static QString defaultGameLogPath();
};

}  // namespace encarde::ui
