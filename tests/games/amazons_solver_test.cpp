// The Amazons search over sums of regions against canonical forms (the outcome class of
// the value), the generic outcome search, and CGSuite's results.
#include "cgt/games/amazons_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/games/amazons.hpp"
#include "cgt/partisan/outcome_search.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// A random rows × cols region: `amazons` of each colour, `burnt` '#' cells.
std::vector<std::string> random_region(std::mt19937_64& rng, int rows, int cols, int amazons, int burnt) {
  std::vector<std::string> cells(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(cols), '.'));
  std::vector<int> spots(static_cast<std::size_t>(rows * cols));
  for (std::size_t i = 0; i < spots.size(); ++i) spots[i] = static_cast<int>(i);
  std::shuffle(spots.begin(), spots.end(), rng);
  std::size_t next = 0;
  for (const auto& [mark, count] : {std::pair{'x', amazons}, std::pair{'o', amazons}, std::pair{'#', burnt}})
    for (int n = 0; n < count && next < spots.size(); ++n, ++next)
      cells[static_cast<std::size_t>(spots[next] / cols)][static_cast<std::size_t>(spots[next] % cols)] = mark;
  return cells;
}

// Regions side by side, walls of '#' between them, as one board.
Grid side_by_side(const std::vector<std::vector<std::string>>& regions) {
  std::size_t height = 0;
  for (const auto& r : regions) height = std::max(height, r.size());
  std::string text;
  for (std::size_t row = 0; row < height; ++row) {
    if (row > 0) text += '|';
    for (std::size_t i = 0; i < regions.size(); ++i) {
      if (i > 0) text += '#';
      const auto& r = regions[i];
      text += row < r.size() ? r[row] : std::string(r[0].size(), '#');
    }
  }
  return Amazons::parse(text);
}

TEST(AmazonsSolver, RandomRegionsAgreeWithCanonicalForms) {
  std::mt19937_64 rng(20261129);
  AmazonsSolver solver(std::uint64_t{1} << 20);
  for (int trial = 0; trial < 150; ++trial) {
    // Two amazons a side on at most 3 × 3: canonical forms of 3 × 4 take seconds.
    const int amazons = 1 + static_cast<int>(rng() % 2), burnt = static_cast<int>(rng() % 4);
    const int rows = 2 + static_cast<int>(rng() % 2), cols = 2 + static_cast<int>(rng() % (amazons == 1 ? 3 : 2));
    const Grid board = side_by_side({random_region(rng, rows, cols, amazons, burnt)});
    EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
  }
}

TEST(AmazonsSolver, RandomSumsAgreeWithCanonicalForms) {
  // Sums of two and three regions: the thresholds' bounds and the number clause at work.
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 60; ++trial) {
    std::vector<std::vector<std::string>> regions;
    const int count = 2 + static_cast<int>(rng() % 2);
    for (int i = 0; i < count; ++i)
      regions.push_back(random_region(rng, 2 + static_cast<int>(rng() % 2), 3, 1, static_cast<int>(rng() % 3)));
    const Grid board = side_by_side(regions);
    AmazonsSolver solver(std::uint64_t{1} << 20);
    EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
  }
}

// The empty cells 8-connected to `amazon`'s cell through empty cells, `other` a wall.
long empty_reached(const Grid& g, char amazon, char other) {
  Grid walled = g;
  std::replace(walled.cells.begin(), walled.cells.end(), other, '#');
  for (const Grid& part : walled.components('#', true))
    if (part.cells.find(amazon) != std::string::npos) return std::count(part.cells.begin(), part.cells.end(), '.');
  return 0;
}

// Whether a one-amazon-a-side board, one 8-connected region, has a pocket: empty cells
// that one amazon reaches only past the other.
bool has_pocket(const Grid& g) {
  if (g.components('#', true).size() != 1) return false;
  const long empty = std::count(g.cells.begin(), g.cells.end(), '.');
  return empty_reached(g, 'x', 'o') < empty || empty_reached(g, 'o', 'x') < empty;
}

TEST(AmazonsSolver, PocketsAgreeWithCanonicalForms) {
  // Narrow regions where an amazon often guards a pocket (the solver's walling-in bound),
  // beside a territory of 0 to 3 moves for either player, so that the bound meets several K.
  std::mt19937_64 rng(3);
  int pockets = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const bool narrow = rng() % 2 == 0;
    const auto region = random_region(rng, narrow ? 2 : 3, narrow ? 5 : 4, 1, 1 + static_cast<int>(rng() % 3));
    if (!has_pocket(side_by_side({region}))) continue;
    ++pockets;
    std::string territory(1 + rng() % 4, '.');  // an amazon and 0 to 3 cells: that many moves
    territory[0] = rng() % 2 == 0 ? 'x' : 'o';
    const Grid board = side_by_side({region, {territory}});
    AmazonsSolver solver(std::uint64_t{1} << 20);
    EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
  }
  EXPECT_GE(pockets, 40);
}

TEST(AmazonsSolver, CrampedAmazonsAgreeWithCanonicalForms) {
  // Amazons with few empty neighbours, beside a territory of 0 to 4 moves for either
  // player: the search's move-count bounds (whether the opponent can trap an amazon in one
  // move) decide many of these near the territory's value.
  std::mt19937_64 rng(17);
  for (int trial = 0; trial < 200; ++trial) {
    const bool narrow = rng() % 2 == 0;
    const auto region = random_region(rng, narrow ? 2 : 3, narrow ? 5 : 4, 1, 2 + static_cast<int>(rng() % 3));
    std::string territory(1 + rng() % 5, '.');
    territory[0] = rng() % 2 == 0 ? 'x' : 'o';
    const Grid board = side_by_side({region, {territory}});
    AmazonsSolver solver(std::uint64_t{1} << 20);
    EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
  }
}

TEST(AmazonsSolver, OneSolverAcrossTerritoriesAgreesWithCanonicalForms) {
  // One region beside territories from -3 to 3, all asked of one solver, whose table keeps
  // what each search proved past its own territory (its bounds are fail-soft): a bound
  // stretched too far would answer a later territory wrongly. Cramped regions are often
  // numbers, where the mover wins only by a territory move.
  std::mt19937_64 rng(23);
  for (int trial = 0; trial < 60; ++trial) {
    const auto region = random_region(rng, 2 + static_cast<int>(rng() % 2), 3 + static_cast<int>(rng() % 2), 1,
                                      1 + static_cast<int>(rng() % 4));
    AmazonsSolver solver(std::uint64_t{1} << 20);
    for (const int k : {0, 1, -1, 2, -2, 3, -3}) {
      std::string territory(1 + static_cast<std::size_t>(std::abs(k)), '.');
      territory[0] = k >= 0 ? 'x' : 'o';
      const Grid board = k == 0 ? side_by_side({region}) : side_by_side({region, {territory}});
      EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
    }
  }
}

TEST(AmazonsSolver, ThreeRegionsAcrossTerritoriesAgreeWithCanonicalForms) {
  // Three hot regions beside territories from -2 to 2, asked of one solver: the sum's bounds
  // come from each pair's thresholds as well as each region's, the pairs' kept in the table
  // between the territories (a pair's bound stretched too far would answer wrongly).
  std::mt19937_64 rng(31);
  for (int trial = 0; trial < 25; ++trial) {
    std::vector<std::vector<std::string>> regions;
    for (int i = 0; i < 3; ++i)
      regions.push_back(random_region(rng, 2, 3 + static_cast<int>(rng() % 2), 1, static_cast<int>(rng() % 2)));
    AmazonsSolver solver(std::uint64_t{1} << 20);
    for (const int k : {0, 1, -1, 2, -2}) {
      auto parts = regions;
      std::string territory(1 + static_cast<std::size_t>(std::abs(k)), '.');
      territory[0] = k >= 0 ? 'x' : 'o';
      if (k != 0) parts.push_back({territory});
      const Grid board = side_by_side(parts);
      EXPECT_EQ(solver.outcome(board), outcome(value_of<Amazons>(board))) << board.to_string();
    }
  }
}

TEST(AmazonsSolver, LargerSumsAgreeWithTheGenericSearch) {
  std::mt19937_64 rng(11);
  const Amazons game;
  for (int trial = 0; trial < 12; ++trial) {
    std::vector<std::vector<std::string>> regions;
    for (int i = 0; i < 3; ++i) regions.push_back(random_region(rng, 2 + static_cast<int>(rng() % 2), 3, 1, 1));
    const Grid board = side_by_side(regions);
    RunControl run(Limits{.threads = 2});
    AmazonsSolver solver(std::uint64_t{4} << 20, run);
    OutcomeSearch<Amazons> generic(game, 100'000'000, unlimited_run(), 0);
    EXPECT_EQ(solver.outcome(board), generic.outcome(board)) << board.to_string();
  }
}

TEST(AmazonsSolver, OneThreadTwoThreadsAndEachSideAgree) {
  // Two threads share one table (lockless, doubled as it fills: a 1 MiB start) and the
  // regions' intervals; one thread answers both sides with one engine; wins() alone on a
  // fresh solver shares nothing. All three must give one outcome.
  std::mt19937_64 rng(29);
  for (int trial = 0; trial < 3; ++trial) {  // 44,000 to 665,000 nodes: the table doubles
    std::vector<std::vector<std::string>> regions;
    for (int i = 0; i < 3; ++i) regions.push_back(random_region(rng, 3, 4, 1, 1));
    const Grid board = side_by_side(regions);
    RunControl one(Limits{.threads = 1}), two(Limits{.threads = 2});
    AmazonsSolver alone(std::uint64_t{8} << 20, one), beside(std::uint64_t{8} << 20, two);
    AmazonsSolver left(std::uint64_t{8} << 20, one), right(std::uint64_t{8} << 20, one);
    const OutcomeClass by_sides = outcome_class(left.wins(board, true), right.wins(board, false));
    EXPECT_EQ(alone.outcome(board), by_sides) << board.to_string();
    EXPECT_EQ(beside.outcome(board), by_sides) << board.to_string();
  }
}

TEST(AmazonsSolver, CgsuitesResults) {
  // MCGS's test suite (input/main_tests/amazons_autotests/4x4.test and 3x4.test, results
  // from CGSuite 2.1.1; X is Left, "B win" Left moving first wins, "W" Right).
  const std::vector<std::pair<std::string, OutcomeClass>> facts = {
      {"X##X|.##.|X##.|.O..", OutcomeClass::L}, {"#X#.|..X#|..O.|O##O", OutcomeClass::N},
      {"#..X|..X.|..O#|.#X#", OutcomeClass::L}, {"X.O#|O##O|...#|XX#.", OutcomeClass::N},
      {".X.#|OXO.|#O##|..#X", OutcomeClass::R}, {"O...|.##X|.X#.|X#OO", OutcomeClass::L},
      {"##.O|X#O#|#...|..O#", OutcomeClass::R}, {".#..|#OX#|O.O#|.#..", OutcomeClass::R},
      {".X..|#X##|..OO|#XO#", OutcomeClass::L}, {"##O.|..O#|X#.O|..#.", OutcomeClass::N},
      {"#.#.|O#O.|O..X|.##X", OutcomeClass::R}, {".#.#|.X.O|XX.#|..#.", OutcomeClass::L},
      {".O..|....|XO..", OutcomeClass::R},      {"X...|...#|O.X.", OutcomeClass::L},
      {"X.#.|..OO|..#.", OutcomeClass::R},      {"X...|.O#.|...#", OutcomeClass::P},
      {"....|.X..|.#O.", OutcomeClass::N},
  };
  AmazonsSolver solver(std::uint64_t{1} << 20);
  for (const auto& [text, expected] : facts) {
    std::string board = text;
    for (char& ch : board) ch = ch == 'X' ? 'x' : ch == 'O' ? 'o' : ch;
    EXPECT_EQ(solver.outcome(Amazons::parse(board)), expected) << text;
  }
}

TEST(AmazonsSolver, RegionsPastEightByEightAreRefused) {
  const Grid wide = Amazons::parse("x........o");
  EXPECT_FALSE(AmazonsSolver::fits(wide));
  EXPECT_TRUE(AmazonsSolver::fits(Amazons::parse("x...#...o|....#....")));
  AmazonsSolver solver;
  EXPECT_THROW(solver.outcome(wide), DomainError);
}

TEST(AmazonsSolver, TimeLimitStopsTheSearch) {
  RunControl run(Limits{.max_seconds = 0.2});
  AmazonsSolver solver(std::uint64_t{1} << 20, run);
  EXPECT_THROW(solver.outcome(Amazons::parse("......|.x....|......|....o.|......|......")), LimitError);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
