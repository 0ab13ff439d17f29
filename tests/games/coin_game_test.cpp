#include "cgt/games/coin_game.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "reduced_game_check.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(CoinGame, SmallBoardsByHand) {
  EXPECT_EQ(coin_game(parse_coin_grid("o")), 2);   // already face up: nobody declares, both score 2
  EXPECT_EQ(coin_game(parse_coin_grid("x")), 3);   // either line turns it up: the first player scores 1 + 2
  EXPECT_EQ(coin_game(parse_coin_grid("..")), 2);  // no coins: all face up from the start
  // x o / o o: r0^c0 = 1, r0^c1 = 0, r1^c0 = 0, r1^c1 = 0 is inconsistent (sum of parities is odd):
  // never all face up, all 4 lines get declared, the second player declares last.
  EXPECT_EQ(coin_game(parse_coin_grid("xo|oo")), 0);
  EXPECT_EQ(coin_game(parse_coin_grid("xo|oo|..")), 1);  // 5 lines: the first player declares last
  for (const char* board : {"o", "x", "..", "xo|oo", "xo|oo|..", "xx|xx", "x.|.x", "x.o.|.x..|..xo", "...|..."})  // with examples/coingame/samples
    EXPECT_EQ(coin_game(parse_coin_grid(board)), coin_game_by_search(parse_coin_grid(board))) << board;
  EXPECT_THROW(parse_coin_grid("xz"), ParseError);
  EXPECT_THROW(coin_game_by_search(Grid{13, 12, std::string(156, '.')}), LimitError);
}

TEST(CoinGame, TheReductionAgreesWithTheWholeGameOnRandomBoards) {
  std::mt19937_64 rng(2017);
  int totals[4] = {0, 0, 0, 0};
  for (int trial = 0; trial < 4000; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 5), cols = 1 + static_cast<int>(rng() % 5);
    Grid g{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    const unsigned density = 1 + rng() % 4;  // sparse boards have many components and free lines
    for (char& c : g.cells) {
      const unsigned r = rng() % 8;
      c = r < density ? 'x' : r < 2 * density ? 'o' : '.';
    }
    const int expected = coin_game_by_search(g);
    ASSERT_EQ(coin_game(g), expected) << g.to_string();
    ++totals[expected];
  }
  for (int t = 0; t < 4; ++t) EXPECT_GT(totals[t], 50) << "total " << t;  // every outcome occurs
}

TEST(CoinGame, TheReductionAgreesWithTheWholeGameOnLargerBoards) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const int rows = 3 + static_cast<int>(rng() % 6), cols = 3 + static_cast<int>(rng() % 6);  // up to 16 lines
    Grid g{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& c : g.cells) {
      const unsigned r = rng() % 16;
      c = r == 0 ? 'x' : r == 1 ? 'o' : '.';  // sparse: several components
    }
    ASSERT_EQ(coin_game(g), coin_game_by_search(g)) << g.to_string();
  }
}

TEST(CoinGame, CompressedReducedGamesAgreeWithExactOnes) {
  // The compressions are not proven; this is the evidence (with the whole-game checks).
  std::mt19937_64 rng(99);
  int wins = 0;
  for (int trial = 0; trial < 600; ++trial) {
    ReducedGame g;
    g.needed = static_cast<std::uint32_t>(rng() % 7);
    g.tempo = static_cast<int>(rng() % 6);
    const int max_side = 1 + static_cast<int>(rng() % 6);
    for (int i = static_cast<int>(rng() % 9); i > 0; --i) {
      const int a = 1 + static_cast<int>(rng() % max_side), b = 1 + static_cast<int>(rng() % max_side);
      g.unstarted.emplace_back(std::min(a, b), std::max(a, b));
    }
    for (int i = static_cast<int>(rng() % 4); i > 0; --i) g.one_sided.push_back(2 + static_cast<int>(rng() % max_side));
    const bool exact = reduced_game_wins(g, false);
    ASSERT_EQ(reduced_game_wins(g, true), exact) << "trial " << trial;
    wins += exact;
  }
  EXPECT_GT(wins, 100);
  EXPECT_LT(wins, 500);
}

TEST(CoinGame, CompressionAgreesOnEverySmallReducedGame) {
  // Exhaustive within bounds (sizes up to 4; and up to 6 equal small pairs, past the
  // multiplicity cap of 4). Larger bounds run in the slow suite.
  EXPECT_EQ(check_all_reduced_games(4, 3, 2, 4, 2), 42870);
  EXPECT_EQ(check_all_reduced_games(2, 6, 2, 3, 1), 2010);
}

}  // namespace
}  // namespace cgt
