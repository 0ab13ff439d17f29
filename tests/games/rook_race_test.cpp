// Rook Race: CGSuite 1.x's test instances (long and short moves), small positions by
// hand, the reducer (regions, symmetry, conjugates) against a direct recursion, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/rook_race.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(std::string_view board, bool short_moves = false) {
  return to_string(value_of(RookRace(short_moves), RookRace::parse(board)));
}

std::string term(const std::string& text) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  return to_string(value_of(parse_term(text), session));
}

TEST(RookRace, ValuesFromCGSuite) {
  // CGSuite 1.x's test instances: RookRace(...) and RookRace(..., shortMoves => true).
  EXPECT_EQ(value(".....|..#..|..x..|..o..|....."), "-1/4");
  EXPECT_EQ(value(".....|..#..|..x..|..o.#|.....", true), "{1/2|0}");
  EXPECT_EQ(term("rook_race(\".....|..#..|..x..|..o..|.....\")"), "-1/4");
  EXPECT_EQ(term("rook_race(\".....|..#..|..x..|..o.#|.....\", short_moves = true)"), "{1/2|0}");
  EXPECT_EQ(term("rook_race(\".....|..#..|..x..|..o.#|.....\", short_moves => true)"), "{1/2|0}");
}

TEST(RookRace, SmallPositions) {
  EXPECT_EQ(value("x..."), "1");              // one run to the end, then stuck
  EXPECT_EQ(value("x...", true), "3");        // short moves: one cell at a time
  EXPECT_EQ(value("x.o"), "*");               // whoever moves first takes the middle cell
  EXPECT_EQ(value("x#.."), "0");              // blocked
}

TEST(RookRace, ReducerMatchesDirectRecursion) {
  std::mt19937_64 rng(13);
  for (const bool short_moves : {false, true}) {
    const RookRace game(short_moves);
    DirectMemo<RookRace> memo;
    for (int trial = 0; trial < 100; ++trial) {
      const std::string text = random_grid_text(rng, "xo.....#", 3, 4);
      const Grid p = RookRace::parse(text);
      const Game want = direct_value(game, p, memo);
      EXPECT_EQ(value_of(game, p), want) << text;
      EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;             // colours swapped
      EXPECT_EQ(value_of(game, p.transposed().flipped_rows()), want) << text;  // a rotation
    }
  }
}

TEST(RookRace, Errors) {
  EXPECT_THROW(RookRace::parse("x.q"), ParseError);
  const std::string message = [] {
    try {
      term("rook_race(\"x..|..\")");
    } catch (const ParseError& e) {
      return std::string(e.what());
    }
    return std::string();
  }();
  EXPECT_NE(message.find("rook_race board 'x..|..': row 2 has 2 cells, row 1 has 3"), std::string::npos) << message;
  EXPECT_THROW(term("rook_race(\"x..\", short_moves = 1)"), ParseError);
}

}  // namespace
}  // namespace cgt
