#pragma once
// Settings: camera and resolution, the clip colour legend, language, theme, text size, sound
// cues (mute) and keeping the screen awake during a game. Reads and writes AppSettings.

#include "AppSettings.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace encarde::review {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    // Writes the choices to AppSettings. Returns true when the language changed (it takes effect
    // when the app starts again).
    bool save();

    QComboBox* cameraBox() const { return camera_; }
    QComboBox* resolutionBox() const { return resolution_; }
    QComboBox* languageBox() const { return language_; }
    QComboBox* themeBox() const { return theme_; }
    QSpinBox* textSizeBox() const { return textSize_; }
    QCheckBox* soundBox() const { return sound_; }
    QCheckBox* keepAwakeBox() const { return keepAwake_; }
    QComboBox* clipBox(const QString& colour) const { return clips_.value(colour); }

    static QString colourDisplayName(const QString& colour);

private:
    void load();
    void fillResolutions();

    ui::AppSettings settings_;
    QComboBox* camera_ = nullptr;
    QComboBox* resolution_ = nullptr;
    QMap<QString, QComboBox*> clips_;
    QComboBox* language_ = nullptr;
    QComboBox* theme_ = nullptr;
    QSpinBox* textSize_ = nullptr;
    QCheckBox* sound_ = nullptr;
    QCheckBox* keepAwake_ = nullptr;
};

}  // namespace encarde::review
