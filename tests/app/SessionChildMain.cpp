// The kill-and-resume test's child: plays the hidden-hand script into a game log through the
// app's GameSession, printing "accepted N" after each action is acknowledged, until it is killed.
//   referee_session_child LOGFILE [PAUSE_MS]

#include "GameSession.h"
#include "HiddenGameScript.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 2) return 2;
    const int pauseMs = argc > 2 ? std::atoi(argv[2]) : 20;
    encarde::ui::GameSession session;
    QString error;
    if (!session.openLog(QString::fromLocal8Bit(argv[1]), &error) || !session.startNew({"Ann", "Bob"}, {}, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    std::printf("accepted 1\n");
    std::fflush(stdout);
    for (const auto& action : encarde::test::hiddenGameScript()) {
        const QString refusal = session.submit(action);
        if (!refusal.isEmpty()) {
            std::fprintf(stderr, "refused: %s\n", qPrintable(refusal));
            return 3;
        }
        // Acknowledged only now: the action is already durable in the log.
        std::printf("accepted %d\n", static_cast<int>(session.engine().actions().size()));
        std::fflush(stdout);
        QThread::msleep(static_cast<unsigned long>(pauseMs));
    }
    QThread::sleep(60);  // wait to be killed
    return 0;
}
