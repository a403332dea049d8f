#pragma once
// Exact mult (R16): every mult change is +integer, x integer or x1.5, so mult is always a
// dyadic rational num / 2^shift. Kept normalised (num odd, or shift 0) so equality is plain ==.

#include <cstdint>
#include <string>

namespace encarde {

class Mult {
public:
    constexpr Mult() = default;
    constexpr explicit Mult(std::int64_t whole) : num_(whole) {}
    static constexpr Mult fraction(std::int64_t num, int shift) {
        Mult m;
        m.num_ = num;
        m.shift_ = static_cast<std::uint8_t>(shift);
        m.normalise();
        return m;
    }

    constexpr std::int64_t numerator() const { return num_; }
    constexpr int shift() const { return shift_; }
    constexpr bool isWhole() const { return shift_ == 0; }
    constexpr double toDouble() const { return static_cast<double>(num_) / static_cast<double>(std::int64_t{1} << shift_); }

    constexpr Mult& add(std::int64_t whole) {
        num_ += whole * (std::int64_t{1} << shift_);
        return *this;
    }
    constexpr Mult& add(Mult other) {
        if (other.shift_ > shift_) {
            num_ = num_ * (std::int64_t{1} << (other.shift_ - shift_)) + other.num_;
            shift_ = other.shift_;
        } else {
            num_ += other.num_ * (std::int64_t{1} << (shift_ - other.shift_));
        }
        normalise();
        return *this;
    }
    constexpr Mult& times(std::int64_t whole) {
        num_ *= whole;
        normalise();
        return *this;
    }
    constexpr Mult& times(Mult factor) {
        num_ *= factor.num_;
        shift_ = static_cast<std::uint8_t>(shift_ + factor.shift_);
        normalise();
        return *this;
    }
    constexpr Mult& timesThreeHalves() {
        num_ *= 3;
        shift_ = static_cast<std::uint8_t>(shift_ + 1);
        normalise();
        return *this;
    }

    // floor(base * mult), R16. 128-bit so that large boards never overflow silently.
    constexpr std::int64_t applyTo(std::int64_t base) const {
        const __int128 product = static_cast<__int128>(base) * num_;
        __int128 q = product >> shift_;  // arithmetic shift = floor for negatives too
        return static_cast<std::int64_t>(q);
    }

    // Exact decimal text: "12", "12.5", "3.375".
    std::string toString() const;

    friend constexpr bool operator==(const Mult&, const Mult&) = default;
    friend constexpr bool operator<(const Mult& a, const Mult& b) {
        const int s = a.shift_ > b.shift_ ? a.shift_ : b.shift_;
        return static_cast<__int128>(a.num_) * (std::int64_t{1} << (s - a.shift_)) <
               static_cast<__int128>(b.num_) * (std::int64_t{1} << (s - b.shift_));
    }

private:
    constexpr void normalise() {
        while (shift_ > 0 && (num_ & 1) == 0) {
            num_ /= 2;
            --shift_;
        }
    }
    std::int64_t num_ = 0;
    std::uint8_t shift_ = 0;
};

}  // namespace encarde
