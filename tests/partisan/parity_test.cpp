// Parity (even, odd) and temper (even-, odd-tempered) of short games: CGSuite's values
// (its CanonicalShortGameTestCase: IsEven, IsOdd, IsEvenTempered, IsOddTempered,
// IsNumberTiny) and the number translation theorem (Siegel, CGT, II.3: G + x has the
// options G^L + x, G^R + x when G is not a number, so adding a number keeps the temper).
#include "cgt/partisan/parity.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Parity parity_of(const char* g) { return parity(parse_game(g)); }
Parity temper_of(const char* g) { return temper(parse_game(g)); }

TEST(Parity, AsCGSuiteComputesIt) {
  EXPECT_EQ(parity_of("0"), Parity::Even);
  EXPECT_EQ(parity_of("5"), Parity::Odd);
  EXPECT_EQ(parity_of("-1823437481924"), Parity::Even);  // an integer: its own parity
  EXPECT_EQ(parity_of("-3"), Parity::Odd);                // -3 = {|-2}, -2 = {|-1}, -1 = {|0}
  EXPECT_EQ(parity_of("-1/2"), Parity::Neither);
  EXPECT_EQ(parity_of("*"), Parity::Odd);
  EXPECT_EQ(parity_of("1*"), Parity::Even);               // {1|1}: both options odd
  EXPECT_EQ(parity_of("*8"), Parity::Neither);
  EXPECT_EQ(parity_of("^"), Parity::Neither);
  EXPECT_EQ(parity_of("{*|*}"), Parity::Even);            // = 0
  EXPECT_EQ(parity_of("{1*|*}"), Parity::Neither);        // 1* even, * odd
}

TEST(Parity, TemperAsCGSuiteComputesIt) {
  EXPECT_EQ(temper_of("0"), Parity::Even);
  EXPECT_EQ(temper_of("25/16"), Parity::Even);
  EXPECT_EQ(temper_of("9/8+*"), Parity::Odd);
  EXPECT_EQ(temper_of("*8"), Parity::Neither);
  EXPECT_EQ(temper_of("^"), Parity::Neither);
  EXPECT_EQ(temper_of("{3||2*|1*}"), Parity::Odd);        // {2*|1*} even-tempered, 3 even-tempered
  EXPECT_EQ(temper_of("{2*|1*}"), Parity::Even);
  EXPECT_EQ(temper_of("{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}"), Parity::Neither);
}

TEST(Parity, NumberTinyAsCGSuiteComputesIt) {
  for (const char* yes : {"0", "-1/2", "{0||0|-3/2}", "{0|||0||-1|-3}", "{5||3|1|||0||||0}"})
    EXPECT_TRUE(is_number_tiny(parse_game(yes))) << yes;
  for (const char* no : {"*8", "^", "v*", "{0||0|vvv}", "{^^^|vv}", "{1|^^||^}", "{3||2*|1*}"})
    EXPECT_FALSE(is_number_tiny(parse_game(no))) << no;
}

// Adding a number keeps a non-number's temper: every game born by day 3 with a sample of
// numbers.
TEST(Parity, AddingANumberKeepsTheTemper) {
  const std::vector<Game> games = games_born_by(3);
  std::mt19937 rng(30);
  const std::vector<Game> numbers{parse_game("1"), parse_game("-1/2"), parse_game("3/4"), parse_game("-7/8")};
  int checked = 0;
  for (Game g : games) {
    if (g.is_number() || rng() % 4 != 0) continue;
    for (Game x : numbers) EXPECT_EQ(temper(g + x), temper(g)) << to_string(g) << " + " << to_string(x);
    ++checked;
  }
  EXPECT_GT(checked, 200);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
