#pragma once
// Codeforces 603C "Lieges of Legendre": the game on one pile, and its Grundy values.
// A move removes one cow, or replaces a pile of 2x cows by k piles of x. k piles of
// equal value nim-sum to 0 (k even) or to the value itself (k odd), so only k mod 2
// matters. Closed forms (checked against exact search in tests/examples):
//   k even: G = 0, 1, 2 for x = 0, 1, 2; then 1 for even x, 0 for odd x.
//   k odd:  G = 0, 1, 0, 1, 2 for x = 0..4; then 0 for odd x, and for even x the mex of
//           {0, G(x/2)}: 2 if G(x/2) = 1, else 1 -- O(log x) by halving.
#include <cstdint>
#include <vector>

namespace lieges {

inline std::uint32_t grundy(std::uint64_t x, std::uint64_t k) {
  if (k % 2 == 0) {
    if (x <= 2) return static_cast<std::uint32_t>(x);
    return x % 2 == 0 ? 1 : 0;
  }
  static constexpr std::uint32_t small[] = {0, 1, 0, 1, 2};
  if (x <= 4) return small[x];
  if (x % 2 == 1) return 0;
  return grundy(x / 2, k) == 1 ? 2 : 1;
}

// The pile game for exact search with cgt::grundy_value (position = multiset of piles
// would be needed for a sum; one pile is enough, its options' values are nim-sums).
struct OnePile {
  std::uint64_t k;
  // Options as lists of piles; used by tests to build the values from the definition.
  std::vector<std::vector<std::uint64_t>> options(std::uint64_t x) const {
    std::vector<std::vector<std::uint64_t>> out;
    if (x >= 1) out.push_back({x - 1});
    if (x >= 2 && x % 2 == 0) out.push_back(std::vector<std::uint64_t>(k, x / 2));
    return out;
  }
};

}  // namespace lieges
