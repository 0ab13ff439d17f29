// Bicolour Fission: CGSuite 1.x's test instance, small positions by hand, the reducer
// (regions, symmetry, conjugates) against a direct recursion, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/bicolour_fission.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(std::string_view board) { return to_string(value_of<BicolourFission>(BicolourFission::parse(board))); }

TEST(BicolourFission, ValuesFromCGSuite) {
  // CGSuite 1.x's test instances: game.grid.BicolourFission("....|.x.x|.oo.|....").CanonicalForm.
  EXPECT_EQ(value("....|.x.x|.oo.|...."), "{-1,+-1|-2}");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("bicolour_fission(\"....|.x.x|.oo.|....\")"), session)), "{-1,+-1|-2}");
}

TEST(BicolourFission, SmallPositions) {
  EXPECT_EQ(value(".x."), "1");     // one split, then the stones are stuck at the edges
  EXPECT_EQ(value(".x.|.o."), "0");  // one split each; whoever splits first blocks nothing
  EXPECT_EQ(value("#x#"), "0");
  EXPECT_EQ(value("..x.."), "2");   // .x.x. and no more: the middle cell is empty between them
  EXPECT_EQ(value(".x.#.o."), "0");  // blocked: a sum of 1 and -1
}

TEST(BicolourFission, ReducerMatchesDirectRecursion) {
  const BicolourFission game;
  DirectMemo<BicolourFission> memo;
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 150; ++trial) {
    const std::string text = random_grid_text(rng, "xo....#", 4, 4);
    const Grid p = BicolourFission::parse(text);
    const Game want = direct_value(game, p, memo);
    EXPECT_EQ(value_of(game, p), want) << text;
    EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;             // colours swapped
    EXPECT_EQ(value_of(game, p.transposed().flipped_cols()), want) << text;  // a rotation
  }
}

TEST(BicolourFission, Errors) {
  EXPECT_THROW(BicolourFission::parse(".x.|.y."), ParseError);
  try {
    BicolourFission::parse("..x|..");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("bicolour_fission board '..x|..': row 2 has 2 cells, row 1 has 3"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cgt
