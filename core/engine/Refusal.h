#pragma once
// Why the engine did not accept an action: the rule it breaks, in words, with the ruling id.

#include <string>

namespace encarde {

struct Refusal {
    std::string ruling;   // "R35", or "" when the action is malformed rather than against a rule
    std::string message;  // names the phase it needs, the limit it breaks, or the missing card

    std::string text() const { return ruling.empty() ? message : message + " (" + ruling + ")"; }
};

}  // namespace encarde
