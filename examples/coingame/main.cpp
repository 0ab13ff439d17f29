// The Coin Game (KUPC 2017; statement in README.md) on the cgt library: reads H W and
// H rows of 'o' (face up), 'x' (face down), '.' (empty); prints the first player's total.
// The board is reduced by a parity union-find to a game on pairs (a_i, b_i)
// (cgt/games/coin_game.hpp), cross-checked against a whole-game search in the tests.
#include <cstdio>
#include <iostream>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/games/coin_game.hpp"

int main() {
  int h = 0, w = 0;
  if (!(std::cin >> h >> w) || h < 1 || w < 1 || h > 100000 || w > 100000 ||
      static_cast<long long>(h) * w > 10'000'000) {
    std::fprintf(stderr, "coingame: expected H W (1 <= H, W, H*W <= 10^7) on the first line\n");
    return 2;
  }
  cgt::Grid grid{h, w, std::string()};
  grid.cells.reserve(static_cast<std::size_t>(h) * static_cast<std::size_t>(w));
  for (int i = 0; i < h; ++i) {
    std::string row;
    if (!(std::cin >> row) || static_cast<int>(row.size()) != w || row.find_first_not_of("ox.") != std::string::npos) {
      std::fprintf(stderr, "coingame: row %d: expected %d characters of o, x, .\n", i + 1, w);
      return 2;
    }
    grid.cells += row;
  }
  try {
    std::cout << cgt::coin_game(grid) << '\n';
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "coingame: %s\n", e.what());
    return 2;
  }
  return 0;
}
