// AtCoder ABC229 H "Advance or Eat" on the cgt library (statement: README.md).
// The board is the sum of its columns (cgt::AdvanceOrEat); each column's canonical
// form is a number, so Takahashi (Left), moving first, wins exactly when the sum is
// positive -- or, in general, when the outcome class is L or N.
#include <cstdio>
#include <iostream>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/games/advance_or_eat.hpp"
#include "cgt/partisan/partisan_game.hpp"

int main() {
  int n = 0;
  if (!(std::cin >> n) || n < 1 || n > 8) {
    std::fprintf(stderr, "abc229h: expected N (1 <= N <= 8) on the first line\n");
    return 2;
  }
  std::string board;
  for (int i = 0; i < n; ++i) {
    std::string row;
    if (!(std::cin >> row) || static_cast<int>(row.size()) != n) {
      std::fprintf(stderr, "abc229h: row %d: expected %d characters of W, B, .\n", i + 1, n);
      return 2;
    }
    if (i > 0) board += '|';
    board += row;
  }
  try {
    cgt::RunControl run;  // all cores, no limits
    const cgt::AdvanceOrEat game;
    cgt::CanonicalReducer<cgt::AdvanceOrEat> reducer(game, run);
    const cgt::OutcomeClass o = cgt::outcome(reducer.value(cgt::AdvanceOrEat::parse(board)));
    std::cout << (o == cgt::OutcomeClass::L || o == cgt::OutcomeClass::N ? "Takahashi" : "Snuke") << '\n';
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "abc229h: %s\n", e.what());
    return 2;
  }
  return 0;
}
