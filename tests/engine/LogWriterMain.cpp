// engine_log_writer DB SEED: plays random games into the game log forever, printing
// "ACK game seq" after each action is committed. The kill test SIGKILLs it at random moments.
#include "GameLog.h"
#include "RandomTable.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

using namespace encarde;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fputs("usage: engine_log_writer DB SEED\n", stderr);
        return 2;
    }
    QString error;
    auto log = GameLog::open(QString::fromLocal8Bit(argv[1]), &error);
    if (!log) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    std::uint32_t seed = static_cast<std::uint32_t>(std::strtoul(argv[2], nullptr, 10));
    for (;;) {
        test::RandomTable table(seed++);
        GameEngine engine;
        const QJsonObject start = GameEngine::newGameAction({"P1", "P2", "P3"}, {});
        const ActionOutcome first = engine.apply(start);
        const int game = log->createGame(start, first.event, &error);
        if (!game) return 1;
        std::printf("ACK %d 1\n", game);
        std::fflush(stdout);
        while (engine.state().phase != Phase::GameOver) {
            const QJsonObject a = table.nextAction(engine);
            const ActionOutcome out = engine.apply(a);
            if (!out.accepted) continue;
            const int seq = out.event.value(QStringLiteral("seq")).toInt();
            if (!log->append(game, seq, a, out.event, &error)) return 1;
            std::printf("ACK %d %d\n", game, seq);  // acknowledged only after the commit returned
            std::fflush(stdout);
        }
    }
}
