#include "cgt/partisan/game_operations.hpp"

#include <gtest/gtest.h>

#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game g(const char* text) { return parse_game(text); }

TEST(GameOperations, Incentives) {
  // {2|-1/2}: Left incentive 2 - G, Right incentive G + 1/2 (Winning Ways ch. 6).
  const Game d = g("{2|-1/2}");
  ASSERT_EQ(left_incentives(d).size(), 1u);
  EXPECT_EQ(left_incentives(d)[0], g("2") - d);
  EXPECT_EQ(right_incentives(d)[0], d + g("1/2"));
  // Incentives of a number are negative (Siegel, CGT, II.5): moving in a number costs.
  for (Game i : left_incentives(g("3/4"))) EXPECT_EQ(compare(i, Game()), Relation::Less);
}

TEST(GameOperations, AllSmall) {
  EXPECT_TRUE(is_all_small(g("0")));
  EXPECT_TRUE(is_all_small(g("*")));
  EXPECT_TRUE(is_all_small(g("^^*")));
  EXPECT_TRUE(is_all_small(g("{0|^}")));
  EXPECT_FALSE(is_all_small(g("1")));
  EXPECT_FALSE(is_all_small(g("Tiny(2)")));  // {0||0|-2} reaches -2
  EXPECT_FALSE(is_all_small(g("1*")));
}

TEST(GameOperations, Heating) {
  // Heating * by t gives {t|-t} = +-t; heating numbers does nothing; ^ heated by 1 = {1|0}.
  EXPECT_EQ(heat(g("*"), g("1")), g("+-1"));
  EXPECT_EQ(heat(g("3/4"), g("1")), g("3/4"));
  EXPECT_EQ(heat(g("^"), g("1")), g("{1|{1|-1}-1}"));
  // Heating by t raises the temperature of * from 0 to t.
  EXPECT_EQ(temperature(heat(g("*"), g("2"))), Dyadic(2));
}

}  // namespace
}  // namespace cgt
