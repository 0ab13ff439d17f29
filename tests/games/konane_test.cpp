// Konane: CGSuite 1.x's test instance, small positions by hand, the reducer (symmetry,
// conjugates) against a direct recursion on random boards, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/konane.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(std::string_view board) { return to_string(value_of<Konane>(Konane::parse(board))); }

TEST(Konane, ValuesFromCGSuite) {
  // CGSuite 1.x's test instances: game.grid.Konane(".xo.o.o.|.o......|.x......").CanonicalForm.
  EXPECT_EQ(value(".xo.o.o.|.o......|.x......"), "{1,1*,{1,1*|0}|0}");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("konane(\".xo.o.o.|.o......|.x......\")"), session)), "{1,1*,{1,1*|0}|0}");
}

TEST(Konane, SmallPositions) {
  EXPECT_EQ(value("xo."), "1");   // Left jumps once; Right is stuck at the edge
  EXPECT_EQ(value("xo"), "0");    // nowhere to land
  EXPECT_EQ(value(".xo."), "*");  // either jumps, then no stone is left to jump
  // Multiple jumps in one direction: stopping after each jump is a move of its own.
  const Konane k;
  const auto moves = k.left_options(Konane::parse("xo.o.o."));
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(moves[2].to_string(), "......x");
  EXPECT_EQ(k.left_options(Konane::parse("xo.|..o|...")).size(), 1u);  // no turning after a jump
}

TEST(Konane, ReducerMatchesDirectRecursion) {
  const Konane game;
  DirectMemo<Konane> memo;
  std::mt19937_64 rng(21);
  for (int trial = 0; trial < 200; ++trial) {
    const std::string text = random_grid_text(rng, "xo.xo", 4, 4);
    const Grid p = Konane::parse(text);
    const Game want = direct_value(game, p, memo);
    EXPECT_EQ(value_of(game, p), want) << text;
    EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;               // colours swapped
    EXPECT_EQ(value_of(game, p.transposed().flipped_rows()), want) << text;    // a rotation
  }
}

TEST(Konane, Errors) {
  EXPECT_THROW(Konane::parse("x#o"), ParseError);  // CGSuite 2's charmap: x, o and '.'
  EXPECT_THROW(Konane::parse("xo|x"), ParseError);
  try {
    Konane::parse("xo.|..b");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("konane board 'xo.|..b': 'b' at column 7 is not one of"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cgt
