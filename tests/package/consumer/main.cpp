// Uses the installed library: a sum of games in CGSuite's notation, a nim-sum and a
// Grundy value of Kayles (Winning Ways ch. 4), printed on one line.
#include <cgt/impartial/heap_analysis.hpp>
#include <cgt/core/nimber.hpp>
#include <cgt/partisan/game.hpp>
#include <cgt/partisan/notation.hpp>

#include <iostream>

int main() {
  const cgt::Game g = cgt::Game::up() + cgt::Game::nimber(1);
  const auto kayles = cgt::analyze_heap_game(cgt::HeapRule::parse("0.77"), 12);
  std::cout << cgt::to_string(g) << ' ' << cgt::nim_sum(5, 3) << ' ' << kayles.values[11] << '\n';
}
