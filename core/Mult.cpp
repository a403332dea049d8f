#include "Mult.h"

namespace encarde {

std::string Mult::toString() const {
    const bool negative = num_ < 0;
    const std::uint64_t magnitude = negative ? static_cast<std::uint64_t>(-num_) : static_cast<std::uint64_t>(num_);
    const std::uint64_t whole = magnitude >> shift_;
    std::uint64_t rest = magnitude & ((std::uint64_t{1} << shift_) - 1);
    std::string out;
    if (negative) out += '-';
    out += std::to_string(whole);
    if (rest == 0) return out;
    out += '.';
    // Each step multiplies the remainder by 10; a dyadic fraction ends after at most `shift_` digits.
    for (int i = 0; i < shift_ && rest != 0; ++i) {
        rest *= 10;
        out += static_cast<char>('0' + (rest >> shift_));
        rest &= (std::uint64_t{1} << shift_) - 1;
    }
    return out;
}

}  // namespace encarde
