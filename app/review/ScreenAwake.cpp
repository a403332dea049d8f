#include "ScreenAwake.h"

#include "AppSettings.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusInterface>
#include <QDBusReply>

namespace encarde::review {

namespace {
const QString kService = QStringLiteral("org.freedesktop.ScreenSaver");
const QString kPath = QStringLiteral("/org/freedesktop/ScreenSaver");
}  // namespace

ScreenAwake::ScreenAwake(QObject* parent) : QObject(parent) {}

ScreenAwake::~ScreenAwake() { release(); }

bool ScreenAwake::hold(const QString& reason) {
    if (held()) return true;
    problem_.clear();
    if (!ui::AppSettings().keepScreenAwake()) {
        problem_ = tr("Keeping the screen awake is off in Settings.");
        return false;
    }
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        problem_ = tr("The screen may blank: the desktop cannot be asked to keep it awake.");
        return false;
    }
    QDBusInterface saver(kService, kPath, kService, bus);
    const QDBusReply<quint32> reply = saver.call(QStringLiteral("Inhibit"), QCoreApplication::applicationName(), reason);
    if (!reply.isValid()) {
        problem_ = tr("The screen may blank: the desktop cannot be asked to keep it awake.");
        return false;
    }
    cookie_ = reply.value();
    return true;
}

void ScreenAwake::release() {
    if (!held()) return;
    QDBusInterface saver(kService, kPath, kService, QDBusConnection::sessionBus());
    saver.call(QStringLiteral("UnInhibit"), cookie_);
    cookie_ = 0;
}

}  // namespace encarde::review
