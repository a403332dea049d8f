#include "CliCommands.h"

#include <cstdio>

// Placeholder until the vision scanner lands (issue: vision); says so plainly.
namespace encarde::cli {
int runRecognize(const Args&) {
    std::fputs("encarde-cli recognize: the card scanner is not built into this version yet\n", stderr);
    return 2;
}
}  // namespace encarde::cli
