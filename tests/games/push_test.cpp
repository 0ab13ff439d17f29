// Push (CGSuite 1.x's game.strip.Push): CGSuite 1.x's value, small values by hand, the
// reducer against a plain recursion on random strips, colour-swap negation, errors.
#include "cgt/games/push.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game value(std::string_view strip) { return value_of<Push>(Push::parse(strip)); }

TEST(Push, ValuesFromCGSuite) {
  EXPECT_EQ(to_string(value("xo.xo.xo.xo")), "-183/32");  // CGSuite 1.x's example
  // One piece k cells from the left end moves k + 1 times (the last push takes it off).
  EXPECT_EQ(value("..x"), Game::integer(3));
  EXPECT_EQ(value("o"), Game::integer(-1));
  // "xo": Left pushes x off the end (".o", -2); Right pushes both, x falls off ("o.", -1).
  EXPECT_EQ(value("xo"), Game::from_options(std::vector<Game>{Game::integer(-2)}, std::vector<Game>{Game::integer(-1)}));
  EXPECT_THROW(Push::parse("x-o"), ParseError);
}

TEST(Push, ReducerMatchesPlainRecursion) {
  std::mt19937 rng(8);
  const Push game;
  DirectMemo<Push> memo;
  for (int trial = 0; trial < 200; ++trial) {
    std::string s(1 + rng() % 9, '.');
    for (char& c : s) c = "xo."[rng() % 3];
    const Game v = value(s);
    EXPECT_EQ(v, direct_value(game, s, memo)) << s;
    EXPECT_EQ(value(game.conjugate(s)), -v) << s;
  }
}

}  // namespace
}  // namespace cgt
