#include "cgt/games/amazons.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/outcome_search.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// The definition, without components, symmetry or a transposition table.
Game naive_value(const Amazons& game, const Grid& p) {
  std::vector<Game> left, right;
  for (const Grid& q : game.left_options(p)) left.push_back(naive_value(game, q));
  for (const Grid& q : game.right_options(p)) right.push_back(naive_value(game, q));
  return Game::from_options(left, right);
}

TEST(Amazons, CgsuitesExample) {
  // CGSuite's test suite (GameGridTest.scala): game.grid.Amazons("x...|o...").CanonicalForm
  // = +-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}: the same value, printed the
  // same way (options in CGSuite's deterministic order).
  const char* cgsuite = "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}";
  const Game v = value_of<Amazons>(Amazons::parse("x...|o..."));
  EXPECT_EQ(v, parse_game(cgsuite));
  EXPECT_EQ(to_string(v), cgsuite);
}

TEST(Amazons, SmallPositionsByHand) {
  // "x.": Left moves over and burns the cell it left; Right has no amazon: {0|} = 1.
  EXPECT_EQ(to_string(value_of<Amazons>(Amazons::parse("x."))), "1");
  EXPECT_EQ(to_string(value_of<Amazons>(Amazons::parse("xo"))), "0");
  // "x.o": whoever moves first takes the middle and burns their own old cell: {0|0}.
  EXPECT_EQ(to_string(value_of<Amazons>(Amazons::parse("x.o"))), "*");
  // Regions touching only at a corner are one region: x can reach the far cell.
  EXPECT_EQ(Amazons{}.components(Amazons::parse("x#|#.")).size(), 1u);
  EXPECT_EQ(Amazons{}.components(Amazons::parse("x#.|#.#|..o")).size(), 1u);
  EXPECT_EQ(Amazons{}.components(Amazons::parse("x#.|###|..o")).size(), 2u);  // the empty region is dropped
  EXPECT_THROW(Amazons::parse("x.z"), ParseError);
}

TEST(Amazons, RandomBoardsAgreeWithTheDefinition) {
  std::mt19937 rng(17);
  const Amazons game;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 3), cols = 2 + static_cast<int>(rng() % 3);
    Grid g{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& c : g.cells) {
      const unsigned r = rng() % 10;
      c = r < 2 ? 'x' : r < 4 ? 'o' : r < 7 ? '#' : '.';
    }
    // At most 7 unburnt cells: the definition's recursion is exponential.
    for (int open = static_cast<int>(std::count_if(g.cells.begin(), g.cells.end(), [](char c) { return c != '#'; }));
         open > 7;) {
      char& c = g.cells[rng() % g.cells.size()];
      if (c != '#') c = '#', --open;
    }
    const Game v = value_of<Amazons>(g);
    ASSERT_EQ(v, naive_value(game, g)) << g.to_string();
    EXPECT_EQ(OutcomeSearch<Amazons>(game).outcome(g), outcome(v)) << g.to_string();
  }
}

// Amazons with its moves only: no components, symmetry or territories, so that the
// reducer values one-player regions by their options.
struct PlainAmazons {
  using Position = Grid;
  Amazons game;
  std::vector<Grid> left_options(const Grid& p) const { return game.left_options(p); }
  std::vector<Grid> right_options(const Grid& p) const { return game.right_options(p); }
};

TEST(Amazons, TerritoriesAreTheirLongestLines) {
  const Amazons game;
  // By hand: one amazon in a row of three empty cells makes 3 moves, burning behind it.
  EXPECT_EQ(to_string(value_of<Amazons>(Amazons::parse("x..."))), "3");
  EXPECT_EQ(to_string(value_of<Amazons>(Amazons::parse("...o"))), "-3");
  EXPECT_EQ(game.sole_mover(Amazons::parse("x.#o")), std::nullopt);
  EXPECT_EQ(game.line_bound(Amazons::parse("x.#.|..o.")), 5);
  // Random one-player regions against the definition, including defective ones (fewer
  // moves than empty cells: the bound does not end their search early).
  std::mt19937 rng(23);
  const PlainAmazons plain;
  DirectMemo<PlainAmazons> memo;
  int defective = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 2 + static_cast<int>(rng() % 3), cols = 2 + static_cast<int>(rng() % 3);
    Grid g{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '#')};
    const char own = rng() % 2 ? 'x' : 'o';
    for (char& c : g.cells) c = rng() % 10 < 6 ? '.' : '#';
    for (int amazons = 1 + static_cast<int>(rng() % 2); amazons > 0; --amazons) g.cells[rng() % g.cells.size()] = own;
    // At most 8 empty cells: the definition's recursion is exponential.
    for (auto empty = std::count(g.cells.begin(), g.cells.end(), '.'); empty > 8;) {
      char& c = g.cells[rng() % g.cells.size()];
      if (c == '.') c = '#', --empty;
    }
    const Game v = direct_value(plain, g, memo);
    ASSERT_EQ(value_of<Amazons>(g), v) << g.to_string();
    const auto n = v.as_number_up_star();
    ASSERT_TRUE(n.has_value()) << g.to_string();
    RunControl run;
    OneSidedValuer<Amazons> valuer(game, run);
    const long moves = own == 'x' ? *valuer.value(g) : -*valuer.value(g);
    ASSERT_EQ(Game::integer(own == 'x' ? moves : -moves), v) << g.to_string();
    defective += moves < game.line_bound(g);
  }
  EXPECT_GT(defective, 10);
  // Within a fold budget, a region whose followers include territories is valued whole:
  // the search then stores a few states (32 when territories were refused by the budget).
  OutcomeSearch<Amazons> search(game, 1000, unlimited_run(), 4096);
  EXPECT_EQ(search.outcome(Amazons::parse("x..#|o...|..#.")), OutcomeClass::N);
  EXPECT_LE(search.nodes(), 4u);
}

}  // namespace
}  // namespace cgt
