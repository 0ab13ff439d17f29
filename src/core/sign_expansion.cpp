// Sign expansions and the ordinal sum of numbers (see cgt/core/sign_expansion.hpp).
#include "cgt/core/sign_expansion.hpp"

#include <fmt/format.h>

#include <optional>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

void append(std::vector<SignRun>& runs, int sign, const mpz_class& count) {
  if (count == 0) return;
  if (!runs.empty() && runs.back().sign == sign) runs.back().count += count;
  else runs.push_back({sign, count});
}

// d / 2^c, refused when the denominator would pass the library's limit.
Dyadic halve(const Dyadic& d, const mpz_class& c) {
  if (c > mpz_class(static_cast<unsigned long>(Dyadic::kMaxExponent)))
    throw LimitError(fmt::format("an ordinal sum of numbers with a denominator past 2^{}", Dyadic::kMaxExponent));
  return Dyadic::from_parts(d.numerator(), d.exponent() + c.get_ui());
}

// A number on its way down the tree of numbers, with the nearest numbers born before
// it on each side (its canonical options; none past the ends).
struct Walk {
  Dyadic x;
  std::optional<Dyadic> below, above;

  explicit Walk(const Dyadic& start) : x(start) {
    if (x.is_integer()) {
      if (x.sign() > 0) below = x - Dyadic(1);
      if (x.sign() < 0) above = x + Dyadic(1);
    } else {
      below = Dyadic::from_parts(x.numerator() - 1, x.exponent());
      above = Dyadic::from_parts(x.numerator() + 1, x.exponent());
    }
  }

  // `count` steps towards +infinity (sign +1) or -infinity: by 1 while no number born
  // earlier lies that way, else halfway to it each time.
  void step(int sign, const mpz_class& count) {
    std::optional<Dyadic>& ahead = sign > 0 ? above : below;
    std::optional<Dyadic>& behind = sign > 0 ? below : above;
    if (!ahead) {
      const Dyadic moved(mpz_class(sign * count));
      behind = x + moved - Dyadic(sign);
      x = x + moved;
      return;
    }
    const Dyadic gap = *ahead - x;  // signed
    behind = *ahead - halve(gap, count - 1);
    x = *ahead - halve(gap, count);
  }
};

}  // namespace

std::vector<SignRun> sign_expansion(const Dyadic& x) {
  std::vector<SignRun> runs;
  const int s = x.sign();
  if (s == 0) return runs;
  const Dyadic a = s > 0 ? x : -x;
  const mpz_class n = a.floor();
  if (a.is_integer()) {
    append(runs, s, n);
    return runs;
  }
  append(runs, s, n + 1);
  append(runs, -s, 1);
  const std::uint64_t k = a.exponent();
  mpz_class m = a.numerator() - (n << static_cast<mp_bitcnt_t>(k));  // 0 < m < 2^k, odd
  for (std::uint64_t i = k - 1; i >= 1; --i) append(runs, mpz_tstbit(m.get_mpz_t(), i) != 0 ? s : -s, 1);
  return runs;
}

Dyadic ordinal_sum(const Dyadic& x, const Dyadic& y) {
  Walk walk(x);
  for (const SignRun& run : sign_expansion(y)) walk.step(run.sign, run.count);
  return walk.x;
}

}  // namespace cgt
