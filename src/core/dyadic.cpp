#include "cgt/core/dyadic.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

void check_exponent(std::uint64_t e) {
  if (e > Dyadic::kMaxExponent)
    throw LimitError(fmt::format("a dyadic rational with denominator 2^{} exceeds the limit 2^{}", e,
                                 Dyadic::kMaxExponent));
}

// a · 2^shift as a big integer.
mpz_class shifted(const mpz_class& a, std::uint64_t shift) {
  mpz_class r;
  mpz_mul_2exp(r.get_mpz_t(), a.get_mpz_t(), shift);
  return r;
}

}  // namespace

void Dyadic::reduce() {
  if (numerator_ == 0) {
    exponent_ = 0;
    return;
  }
  const std::uint64_t twos = mpz_scan1(numerator_.get_mpz_t(), 0);  // trailing zero bits
  const std::uint64_t drop = std::min(twos, exponent_);
  if (drop > 0) {
    mpz_tdiv_q_2exp(numerator_.get_mpz_t(), numerator_.get_mpz_t(), drop);
    exponent_ -= drop;
  }
}

Dyadic Dyadic::from_parts(mpz_class numerator, std::uint64_t exponent) {
  check_exponent(exponent);
  Dyadic d;
  d.numerator_ = std::move(numerator);
  d.exponent_ = exponent;
  d.reduce();
  return d;
}

Dyadic Dyadic::parse(std::string_view text) {
  const std::string s(text);
  const auto slash = s.find('/');
  auto integer = [&](const std::string& part, const char* what) {
    const bool digits_only = !part.empty() && part.find_first_not_of("0123456789", part[0] == '-' ? 1 : 0) ==
                                                  std::string::npos && part != "-";
    if (!digits_only) throw ParseError(fmt::format("'{}' is not a dyadic rational: bad {} '{}'", s, what, part));
    return mpz_class(part, 10);
  };
  if (slash == std::string::npos) return Dyadic(integer(s, "integer"));
  const mpz_class num = integer(s.substr(0, slash), "numerator");
  const std::string den_text = s.substr(slash + 1);
  if (!den_text.empty() && den_text[0] == '-')
    throw ParseError(fmt::format("'{}' is not a dyadic rational: the denominator must be positive", s));
  const mpz_class den = integer(den_text, "denominator");
  if (den <= 0 || mpz_popcount(den.get_mpz_t()) != 1)
    throw ParseError(fmt::format("'{}' is not a dyadic rational: the denominator must be a power of two", s));
  return from_parts(num, mpz_scan1(den.get_mpz_t(), 0));
}

mpz_class Dyadic::floor() const {
  mpz_class r;
  mpz_fdiv_q_2exp(r.get_mpz_t(), numerator_.get_mpz_t(), exponent_);
  return r;
}

mpz_class Dyadic::ceil() const {
  mpz_class r;
  mpz_cdiv_q_2exp(r.get_mpz_t(), numerator_.get_mpz_t(), exponent_);
  return r;
}

Dyadic Dyadic::half() const {
  if (numerator_ == 0) return *this;
  check_exponent(exponent_ + 1);
  Dyadic d = *this;
  if (mpz_even_p(numerator_.get_mpz_t()) && exponent_ == 0) {
    mpz_tdiv_q_2exp(d.numerator_.get_mpz_t(), d.numerator_.get_mpz_t(), 1);
  } else {
    ++d.exponent_;
  }
  return d;
}

Dyadic Dyadic::operator-() const {
  Dyadic d = *this;
  d.numerator_ = -d.numerator_;
  return d;
}

Dyadic operator+(const Dyadic& a, const Dyadic& b) {
  const std::uint64_t e = std::max(a.exponent_, b.exponent_);
  return Dyadic::from_parts(shifted(a.numerator_, e - a.exponent_) + shifted(b.numerator_, e - b.exponent_), e);
}

Dyadic operator*(const Dyadic& a, const Dyadic& b) {
  return Dyadic::from_parts(a.numerator_ * b.numerator_, a.exponent_ + b.exponent_);
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
  const std::uint64_t e = std::max(a.exponent_, b.exponent_);
  const int c = cmp(shifted(a.numerator_, e - a.exponent_), shifted(b.numerator_, e - b.exponent_));
  return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

std::string Dyadic::to_string() const {
  if (exponent_ == 0) return numerator_.get_str();
  return numerator_.get_str() + "/" + shifted(mpz_class(1), exponent_).get_str();
}

Dyadic simplest_number(const std::optional<Dyadic>& left, const std::optional<Dyadic>& right) {
  if (left && right && *left >= *right)
    throw DomainError(fmt::format("no number lies strictly between {} and {}", left->to_string(), right->to_string()));
  // An integer fits: the one of least absolute value.
  const bool below_zero_ok = !left || *left < Dyadic(0);
  const bool above_zero_ok = !right || Dyadic(0) < *right;
  if (below_zero_ok && above_zero_ok) return Dyadic(0);
  if (!below_zero_ok) {  // left >= 0: the least integer above left
    const Dyadic candidate(left->floor() + 1);
    if (!right || candidate < *right) return candidate;
  } else {  // right <= 0: the greatest integer below right
    const Dyadic candidate(right->ceil() - 1);
    if (!left || *left < candidate) return candidate;
  }
  // Both bounds lie in one unit interval [n, n+1]: the least denominator 2^k with a
  // multiple strictly inside. At that k the multiple is unique (two consecutive ones
  // would include an even numerator, a smaller denominator).
  const std::uint64_t most = std::max(left->exponent(), right->exponent()) + 1;
  for (std::uint64_t k = 1; k <= most; ++k) {
    // The least multiple of 2^-k above left: floor(left · 2^k) + 1.
    mpz_class scaled_left;
    mpz_mul_2exp(scaled_left.get_mpz_t(), left->numerator().get_mpz_t(), k);
    const Dyadic left_k = Dyadic::from_parts(scaled_left, left->exponent());  // left · 2^k
    const Dyadic candidate = Dyadic::from_parts(left_k.floor() + 1, k);
    if (candidate < *right) return candidate;
  }
  throw DomainError("simplest_number: no dyadic found (unreachable)");
}

mpz_class birthday(const Dyadic& x) {
  mpz_class magnitude_floor = x.sign() < 0 ? mpz_class(-x.ceil()) : x.floor();
  if (x.is_integer()) return abs(x.numerator());
  return magnitude_floor + 1 + x.exponent();
}

}  // namespace cgt
