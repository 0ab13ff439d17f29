// POJ 2315 "Football Game" on the cgt library (statement: README.md).
//
// In units of the ball's girth 2πR, ball i is a heap of A_i = ceil(S_i / 2πR) and one
// kick takes at most r = floor(L / 2πR) from it; a turn kicks 1..M balls. That is
// Moore's Nim_M with a per-heap bound r: cgt::bounded_moore_nim answers it by a
// theorem where one applies (M = 1, or r never binds) and otherwise by exact search.
// The judge's formula (heaps mod r+1, then Moore) is not a theorem for M >= 2 with a
// binding r (M = 2, r = 3, heaps 1,1,4,6 is a loss it calls a win); when the position
// is too large to search, we fall back to it and say so on stderr.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/impartial/nim.hpp"

namespace {

// The exact search's work budget per case (cgt::bounded_moore_nim's units: heaps
// written): about 0.15 s here, under a tenth of the judge's limit, whatever the case.
constexpr std::uint64_t kMaxWork = 3'000'000;

// 2π to ~32 significant digits, as a sum of two doubles in 128-bit floating point:
// S / 2πR is never an integer (π is irrational) but can come within ~1e-13 of one for
// these input sizes, past what a 64-bit double can resolve.
__float128 two_pi() {
  const __float128 hi = 6.283185307179586;
  const __float128 lo = 2.4492935982947064e-16;
  return hi + lo;
}

std::uint64_t floor_div(std::uint64_t numerator, __float128 denominator) {
  const __float128 q = static_cast<__float128>(numerator) / denominator;
  return static_cast<std::uint64_t>(q);  // truncation = floor for q >= 0
}

std::uint64_t ceil_div(std::uint64_t numerator, __float128 denominator) {
  const __float128 q = static_cast<__float128>(numerator) / denominator;
  const auto t = static_cast<std::uint64_t>(q);
  return static_cast<__float128>(t) < q ? t + 1 : t;
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::uint64_t n, m, l, r_radius;
  std::size_t case_number = 0;
  while (std::cin >> n >> m >> l >> r_radius) {
    ++case_number;
    if (n == 0 || m == 0 || r_radius == 0) {
      std::fprintf(stderr, "poj2315: case %zu: N, M and R must be positive\n", case_number);
      return 2;
    }
    const __float128 girth = two_pi() * static_cast<__float128>(r_radius);
    std::vector<std::uint64_t> heaps(n);
    for (auto& h : heaps) {
      std::uint64_t s = 0;
      if (!(std::cin >> s)) {
        std::fprintf(stderr, "poj2315: case %zu: expected %llu distances\n", case_number,
                     static_cast<unsigned long long>(n));
        return 2;
      }
      h = ceil_div(s, girth);
    }
    const std::uint64_t bound = floor_div(l, girth);
    bool first_wins = false;
    if (bound > 0) {  // with r = 0 no ball can move at all
      try {
        first_wins = cgt::bounded_moore_nim(heaps, m, bound, 200'000, cgt::unlimited_run(), kMaxWork).answer.outcome == cgt::OutcomeClass::N;
      } catch (const cgt::LimitError&) {
        first_wins = cgt::bounded_moore_nim_formula(heaps, m, bound) == cgt::OutcomeClass::N;
        std::fprintf(stderr,
                     "poj2315: case %zu: too large for exact search; this answer rests on the judge's formula, "
                     "which is not a theorem for M >= 2 with a binding kick bound\n",
                     case_number);
      }
    }
    std::cout << (first_wins ? "Alice" : "Bob") << '\n';
  }
  if (!std::cin.eof()) {
    std::fprintf(stderr, "poj2315: malformed input after case %zu\n", case_number);
    return 2;
  }
  return 0;
}
