// AtCoder ARC038 C "Bowls and Beans" on the cgt library (statement: README.md).
// Each bean is a token on the line of bowls: from bowl i it moves to a bowl in
// [i - C_i, i - 1], so the Grundy values are a sliding-window mex
// (cgt::interval_grundy_values), and the beans form a nim-sum. Equal beans in one
// bowl cancel, so only bowls with an odd count matter.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/impartial/interval_mex.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  std::size_t n = 0;
  if (!(std::cin >> n) || n == 0) {
    std::fprintf(stderr, "arc038c: expected N >= 1 on the first line\n");
    return 2;
  }
  std::vector<std::uint64_t> reach(n, 0), beans(n, 0);
  for (std::size_t i = 1; i < n; ++i) {
    if (!(std::cin >> reach[i] >> beans[i])) {
      std::fprintf(stderr, "arc038c: line %zu: expected 'C_i A_i'\n", i + 1);
      return 2;
    }
  }
  try {
    const auto g = cgt::interval_grundy_values(reach);
    std::uint64_t nim_sum = 0;
    for (std::size_t i = 1; i < n; ++i)
      if (beans[i] % 2 == 1) nim_sum ^= g[i];
    std::cout << (nim_sum != 0 ? "First" : "Second") << '\n';
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "arc038c: %s\n", e.what());
    return 2;
  }
  return 0;
}
