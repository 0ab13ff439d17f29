#pragma once
/// \file
/// Dyadic rationals m / 2^k of any size: the numbers that short partisan games take
/// as values (Conway, On Numbers and Games, ch. 0; Siegel, CGT, II.3). Exact, backed
/// by GMP big integers: no overflow, no rounding.

#include <gmpxx.h>

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cgt {

class Dyadic {
 public:
  /// Largest denominator exponent k accepted (2^k); past it arithmetic throws LimitError.
  static constexpr std::uint64_t kMaxExponent = 1u << 20;

  Dyadic() = default;                                   ///< 0
  Dyadic(long integer) : numerator_(integer) {}  // NOLINT(google-explicit-constructor): integers are dyadic
  explicit Dyadic(mpz_class integer) : numerator_(std::move(integer)) {}

  /// numerator / 2^exponent, reduced. Throws cgt::LimitError past kMaxExponent.
  static Dyadic from_parts(mpz_class numerator, std::uint64_t exponent);

  /// Parses "7", "-12", "3/4", "-5/8" (the denominator a power of two). Throws
  /// cgt::ParseError naming the text and what is wrong.
  static Dyadic parse(std::string_view text);

  /// Reduced: numerator odd unless exponent() == 0.
  const mpz_class& numerator() const noexcept { return numerator_; }
  std::uint64_t exponent() const noexcept { return exponent_; }
  bool is_integer() const noexcept { return exponent_ == 0; }
  int sign() const noexcept { return sgn(numerator_); }

  /// Largest integer <= x, least integer >= x.
  mpz_class floor() const;
  mpz_class ceil() const;

  /// x / 2 (exact).
  Dyadic half() const;

  Dyadic operator-() const;
  friend Dyadic operator+(const Dyadic& a, const Dyadic& b);
  friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
  friend Dyadic operator*(const Dyadic& a, const Dyadic& b);
  Dyadic& operator+=(const Dyadic& b) { return *this = *this + b; }
  Dyadic& operator-=(const Dyadic& b) { return *this = *this - b; }

  friend bool operator==(const Dyadic& a, const Dyadic& b) {
    return a.exponent_ == b.exponent_ && a.numerator_ == b.numerator_;
  }
  friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);

  /// "3/4", "-5/8", "2": the reduced fraction, as CGSuite prints numbers.
  std::string to_string() const;

 private:
  void reduce();
  mpz_class numerator_ = 0;
  std::uint64_t exponent_ = 0;
};

/// Conway's simplest-number rule: the simplest number strictly between `left` and
/// `right` (an absent bound is -infinity / +infinity). An integer of least absolute
/// value if one fits; otherwise the dyadic with the least denominator (unique).
/// {left | right} for numbers left < right equals this number (ONAG ch. 0, the
/// simplicity theorem; Siegel, CGT, II.3.). O(size of the bounds) GMP operations.
/// Throws cgt::DomainError when left >= right (no number lies strictly between).
Dyadic simplest_number(const std::optional<Dyadic>& left, const std::optional<Dyadic>& right);

/// The birthday of a number: |n| for an integer n; floor(|x|) + 1 + k for x = m/2^k
/// reduced with k >= 1 (the day on which it is born; ONAG ch. 0).
mpz_class birthday(const Dyadic& x);

}  // namespace cgt
