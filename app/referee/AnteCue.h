#pragma once
// The clear moment when an Ante is decided: a short chime (a small WAV in the resources), unless
// the table muted it in settings.

#include <QObject>

class QSoundEffect;

namespace encarde::ui {

class AnteCue : public QObject {
    Q_OBJECT
public:
    explicit AnteCue(QObject* parent = nullptr);
    bool muted() const;
    void setMuted(bool muted);  // remembered (AppSettings::soundEnabled)
    int timesPlayed() const { return played_; }

public slots:
    void play();

private:
    QSoundEffect* effect_ = nullptr;  // created on first use: no audio device is touched at startup
    int played_ = 0;
};

}  // namespace encarde::ui
