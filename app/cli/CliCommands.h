#pragma once
// Subcommands of encarde-cli. Each takes the arguments after its own name and returns the exit
// status: 0 success, 2 bad input (one line on stderr, nothing on stdout), 3 refused game action.

#include <string>
#include <vector>

namespace encarde::cli {

using Args = std::vector<std::string>;

int runScore(const Args& args);      // score CARD...
int runBest(const Args& args);       // best CARD...
int runGame(const Args& args);       // game --db FILE new|do|state|log
int runReplay(const Args& args);     // replay --db FILE
int runRecognize(const Args& args);  // recognize [--json] IMAGE... | --video FILE

}  // namespace encarde::cli
