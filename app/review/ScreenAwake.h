#pragma once
// Keeps the screen from blanking while a game is on, when Settings ask for it: the desktop's
// org.freedesktop.ScreenSaver Inhibit call over D-Bus (GNOME, KDE, Xfce, ...). Without a session
// bus, or with the setting off, it does nothing and says so; a game never depends on it.

#include <QObject>
#include <QString>

namespace encarde::review {

class ScreenAwake : public QObject {
    Q_OBJECT
public:
    explicit ScreenAwake(QObject* parent = nullptr);
    ~ScreenAwake() override;  // releases a hold

    // Asks the desktop to keep the screen on; true while held. Reads AppSettings::keepScreenAwake.
    bool hold(const QString& reason);
    void release();
    bool held() const { return cookie_ != 0; }
    QString problem() const { return problem_; }  // why hold() did nothing, in words

private:
    quint32 cookie_ = 0;
    QString problem_;
};

}  // namespace encarde::review
