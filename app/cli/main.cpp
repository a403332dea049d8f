#include "CliCommands.h"
#include "DeckTeacher.h"

#include <QCoreApplication>

#include <cstdio>
#include <string>

namespace {
void printUsage(std::FILE* out) {
    std::fputs(
        "usage: encarde-cli COMMAND [OPTIONS]\n"
        "  score [--json] [context options] CARD...   score a revealed hand (1-5 cards)\n"
        "  best  [--json] [context options] CARD...   best play from a hand (up to 10 cards)\n"
        "  game --db FILE new|do|state|log ...         record and query a game\n"
        "  replay --db FILE                            rebuild every game from its log and re-score\n"
        "  recognize [--json] IMAGE... | --video FILE  read cards and clips from pictures\n"
        "context options: --jokers LIST --held CARDS --chips N --tarots-held N --discarded N\n"
        "                 --played-types LIST --coin FLIPS --mystic-summit 12|13\n",
        out);
}
}  // namespace

int main(int argc, char** argv) {
    // A QCoreApplication gives the game log (Qt SQL) and the vision code their event loop and plugins.
    QCoreApplication app(argc, argv);
    // The app's names: the decks taught (and any data kept per user) are the app's own files.
    QCoreApplication::setApplicationName(QStringLiteral("En Carde Referee"));
    QCoreApplication::setOrganizationName(QStringLiteral("En Carde"));
    if (encarde::vision::adoptEarlierTaught() == encarde::vision::Adoption::Failed)
        std::fprintf(stderr, "warning: %s\n", encarde::vision::failedAdoptionWarning().c_str());
    if (argc < 2) {
        printUsage(stderr);
        return 2;
    }
    const std::string command = argv[1];
    encarde::cli::Args args(argv + 2, argv + argc);
    if (command == "score") return encarde::cli::runScore(args);
    if (command == "best") return encarde::cli::runBest(args);
    if (command == "game") return encarde::cli::runGame(args);
    if (command == "replay") return encarde::cli::runReplay(args);
    if (command == "recognize") return encarde::cli::runRecognize(args);
    if (command == "help" || command == "--help" || command == "-h") {
        printUsage(stdout);
        return 0;
    }
    std::fprintf(stderr, "unknown command '%s': use score, best, game, replay or recognize\n", command.c_str());
    return 2;
}
