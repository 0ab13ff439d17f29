// Codeforces 603C "Lieges of Legendre" on the cgt library (statement: README.md).
// Piles are independent: the winner follows from the nim-sum (cgt::nim_sum) of the
// piles' Grundy values (lieges.hpp).
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <vector>

#include "cgt/core/nimber.hpp"
#include "lieges.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  std::size_t n = 0;
  std::uint64_t k = 0;
  if (!(std::cin >> n >> k) || k == 0) {
    std::fprintf(stderr, "cf603c: expected 'n k' with k >= 1 on the first line\n");
    return 2;
  }
  std::vector<cgt::Nimber> values(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t a = 0;
    if (!(std::cin >> a)) {
      std::fprintf(stderr, "cf603c: expected %zu pile sizes, found %zu\n", n, i);
      return 2;
    }
    values[i] = lieges::grundy(a, k);
  }
  std::cout << (cgt::nim_sum(values) != 0 ? "Kevin" : "Nicky") << '\n';
  return 0;
}
