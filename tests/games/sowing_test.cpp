// CGSuite 1.x's sowing games: moves worked by hand, loop-freeness on many rows, and
// the mirror image / exchanged sides as negatives.
#include "cgt/games/sowing.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/loopy/loopy_graph.hpp"
#include "cgt/partisan/loopy/position_graph.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(Sowing, MovesAndBlockedPits) {
  const Sowing game;
  // [1, 1]: Left sows pit 1 onto pit 2, which then can never be sown: blocked.
  EXPECT_EQ(game.left_options(Sowing::parse({1, 1})), (std::vector<Sowing::Position>{{0, Sowing::kBlocked}}));
  EXPECT_EQ(game.right_options(Sowing::parse({1, 1})), (std::vector<Sowing::Position>{{Sowing::kBlocked, 0}}));
  // The last seed must land in a non-empty pit.
  EXPECT_TRUE(game.left_options(Sowing::parse({1, 0, 1})).empty());
  EXPECT_EQ(Sowing::to_string(Sowing::parse({3, 0, 0})), "[inf, 0, 0]");
  EXPECT_THROW(Sowing::parse({1, -1}), ParseError);
  EXPECT_THROW(Sowing::parse(std::vector<std::int64_t>(41, 1)), LimitError);
}

TEST(BasicMancala, SowingRoundTheBoard) {
  const BasicMancala game;
  // Left's 8 seeds from pit 2 of ([1,8],[2,1]): Left's store, Right's pits 2 then 1,
  // Right's store, Left's pits 1 and 2, Left's store, Right's pit 2.
  const auto options = game.left_options(BasicMancala::parse({1, 8}, {2, 1}));
  ASSERT_EQ(options.size(), 2u);
  EXPECT_EQ(BasicMancala::to_string(options[0]), "[0, 9], [2, 1]");  // pit 1's seed into pit 2
  EXPECT_EQ(BasicMancala::to_string(options[1]), "[2, 1], [3, 3]");
  EXPECT_THROW(BasicMancala::parse({}, {1}), ParseError);
}

class SowingValues : public ::testing::Test {
 protected:
  Game value(const std::string& term) { return value_of(parse_term(term), session_); }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

TEST_F(SowingValues, HandWorkedValues) {
  EXPECT_EQ(to_string(value("sowing([1,1])")), "*");
  EXPECT_EQ(to_string(value("sowing([1,0,1])")), "0");
  EXPECT_EQ(to_string(value("basic_mancala([1],[0])")), "1");  // Left's one seed into her store; Right cannot move
  EXPECT_EQ(to_string(value("basic_mancala([0],[1])")), "-1");
}

// The mirror image of a row (the sides of a board exchanged) is the negative, and no
// position recurs: every reachable graph is loop-free.
TEST_F(SowingValues, MirrorImagesAreNegativesAndNothingRecurs) {
  std::mt19937_64 rng(3);
  RunControl run;
  for (int trial = 0; trial < 120; ++trial) {
    std::vector<std::int64_t> pits(1 + rng() % 7);
    for (auto& s : pits) s = static_cast<std::int64_t>(rng() % 4);
    std::string row, mirror;
    for (std::size_t i = 0; i < pits.size(); ++i) {
      row += fmt::format("{}{}", i ? "," : "", pits[i]);
      mirror += fmt::format("{}{}", i ? "," : "", pits[pits.size() - 1 - i]);
    }
    EXPECT_EQ(value("sowing([" + row + "])"), -value("sowing([" + mirror + "])")) << row;
    EXPECT_TRUE(loopy::is_loop_free(loopy::position_graph(Sowing{}, Sowing::parse(pits), run), 0)) << row;
    if (pits.size() >= 2) {
      const std::vector<std::int64_t> l(pits.begin(), pits.begin() + 1 + static_cast<std::ptrdiff_t>(pits.size()) / 2),
          r(pits.begin() + 1 + static_cast<std::ptrdiff_t>(pits.size()) / 2, pits.end());
      if (r.empty()) continue;
      EXPECT_TRUE(loopy::is_loop_free(loopy::position_graph(BasicMancala{}, BasicMancala::parse(l, r), run), 0)) << row;
    }
  }
}

}  // namespace
}  // namespace cgt
