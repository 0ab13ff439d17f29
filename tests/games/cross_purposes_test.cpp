// Cross Purposes: CGSuite 1.x's test instance, small positions by hand, the reducer
// (regions, reflections, transposition as negation) against a direct recursion, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/cross_purposes.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(std::string_view board) { return to_string(value_of<CrossPurposes>(CrossPurposes::parse(board))); }

TEST(CrossPurposes, ValuesFromCGSuite) {
  // CGSuite 1.x's test instances: game.grid.CrossPurposes("....|..x.|.x..").CanonicalForm.
  EXPECT_EQ(value("....|..x.|.x.."), "{0|-1}");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("cross_purposes(\"....|..x.|.x..\")"), session)), "{0|-1}");
}

TEST(CrossPurposes, SmallPositions) {
  EXPECT_EQ(value("x.."), "-1");        // only Right can topple it, once
  EXPECT_EQ(value("..x.."), "-1");      // Right topples it either way, and no stone is left
  EXPECT_EQ(value("x|.|."), "1");       // the transposed board: Left's
  EXPECT_EQ(value(".x."), "0");         // no two empty cells in line on either side
  EXPECT_EQ(value("x..#x.."), "-2");    // two regions: a sum
}

TEST(CrossPurposes, ReducerMatchesDirectRecursion) {
  const CrossPurposes game;
  DirectMemo<CrossPurposes> memo;
  std::mt19937_64 rng(12);
  for (int trial = 0; trial < 150; ++trial) {
    const std::string text = random_grid_text(rng, "x....#", 4, 5);
    const Grid p = CrossPurposes::parse(text);
    const Game want = direct_value(game, p, memo);
    EXPECT_EQ(value_of(game, p), want) << text;
    EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;  // transposed: the negative
    EXPECT_EQ(value_of(game, p.flipped_rows().flipped_cols()), want) << text;  // a half turn keeps the directions
  }
}

TEST(CrossPurposes, Errors) {
  EXPECT_THROW(CrossPurposes::parse("x.o"), ParseError);  // stones are nobody's: no 'o'
  try {
    CrossPurposes::parse("x.|o.");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("cross_purposes board 'x.|o.': 'o' at column 4 is not one of"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cgt
