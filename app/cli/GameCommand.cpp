#include "CliCommands.h"

#include <cstdio>

// Placeholder until the game engine lands (issue: game engine); says so plainly.
namespace encarde::cli {
int runGame(const Args&) {
    std::fputs("encarde-cli game: the game engine is not built into this version yet\n", stderr);
    return 2;
}
int runReplay(const Args&) {
    std::fputs("encarde-cli replay: the game engine is not built into this version yet\n", stderr);
    return 2;
}
}  // namespace encarde::cli
