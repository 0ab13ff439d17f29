#include "cgt/games/advance_or_eat.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Whole-board brute force, without columns or canonical forms: does the player to move
// win? (mover: 0 = Left/white, 1 = Right/black).
bool mover_wins(const Grid& g, int mover, std::map<std::pair<std::string, int>, bool>& memo) {
  const auto key = std::make_pair(g.cells, mover);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  const AdvanceOrEat game;
  const auto options = mover == 0 ? game.left_options(g) : game.right_options(g);
  bool win = false;
  for (const Grid& q : options)
    if (!mover_wins(q, 1 - mover, memo)) {
      win = true;
      break;
    }
  memo[key] = win;
  return win;
}

TEST(AdvanceOrEat, ColumnsAreNumbersAndTheSumAgreesWithBruteForce) {
  std::mt19937 rng(229);
  std::map<std::pair<std::string, int>, bool> memo;
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + rng() % 3;
    Grid g{n, n, std::string(static_cast<std::size_t>(n * n), '.')};
    for (char& c : g.cells) c = "WB."[rng() % 3];
    const Game value = value_of<AdvanceOrEat>(g);
    EXPECT_TRUE(value.is_number()) << g.to_string();
    const OutcomeClass o = outcome(value);
    EXPECT_EQ(o == OutcomeClass::L || o == OutcomeClass::N, mover_wins(g, 0, memo)) << g.to_string();
    EXPECT_EQ(o == OutcomeClass::R || o == OutcomeClass::N, mover_wins(g, 1, memo)) << g.to_string();
  }
}

bool takahashi_wins(const char* board) {
  const OutcomeClass o = outcome(value_of<AdvanceOrEat>(AdvanceOrEat::parse(board)));
  return o == OutcomeClass::L || o == OutcomeClass::N;
}

TEST(AdvanceOrEat, Samples) {
  // AtCoder ABC229 H samples: Takahashi, Snuke, Snuke.
  EXPECT_TRUE(takahashi_wins("BB.|.B.|..."));
  EXPECT_FALSE(takahashi_wins("..|WW"));
  EXPECT_FALSE(takahashi_wins("WWBW|WWWW|BWB.|BBBB"));
}

}  // namespace
}  // namespace cgt
