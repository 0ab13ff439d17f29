// The dense solver and the loopy tiered solver on the games the literature has figures
// for; Release suite only.
#include <gtest/gtest.h>

#include "../solve/dense_test_helpers.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/quixo_tiers.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/games/teeko_tiers.hpp"
#include "cgt/solve/loopy_tiered_solver.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using test_support::AsPositions;
using test_support::expect_fixpoint;
using test_support::expect_unmoves_reverse_moves;

TEST(DenseSolver, TeekoOnFourByFourAgreesWithTheHashSolver) {
  const Teeko t(4);
  expect_unmoves_reverse_moves(t);
  const DenseSolve d = solve_dense(t);
  expect_fixpoint(t, d.table);
  const SolveResult h = solve(AsPositions<Teeko>{t});
  EXPECT_EQ(h.value, d.summary.value);
  EXPECT_EQ(h.remoteness, d.summary.remoteness);
  EXPECT_EQ(h.positions, d.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(h.counts[v], d.summary.counts[v]) << "value " << v;
  EXPECT_GT(d.summary.counts[static_cast<int>(SolvedValue::Draw)], 0u);  // positions repeat
}

TEST(DenseSolver, Quixo4x4IsAWinInTwentyOne) {
  // shared/literature/solvers.md (GamesmanOne, measured here): 82,497,861 positions
  // reachable from the empty board, 3,213,236 of them draws; a win in 21 for X.
  const Quixo game(4);
  const DenseSolve d = solve_dense(game);
  EXPECT_EQ(d.summary.value, SolvedValue::Win);
  EXPECT_EQ(d.summary.remoteness, 21u);
  EXPECT_EQ(d.summary.positions, 82497861u);
  EXPECT_EQ(d.summary.counts[static_cast<int>(SolvedValue::Draw)], 3213236u);
  // By tiers: the same figures, and every one of the 3^16 states the same cell.
  const QuixoTiers tiers(game);
  std::uint64_t states = 0, differing = 0;
  TieredSolveOptions options;
  options.sink = [&](std::uint32_t t, const std::vector<std::uint16_t>& cells) {
    for (std::uint64_t s = 0; s < cells.size(); ++s) {
      const std::uint16_t dense = d.table.cells[game.rank(tiers.board(t, s))];
      differing += dense_cell::value(dense) != dense_cell::value(cells[s]) ||
                   dense_cell::remoteness(dense) != dense_cell::remoteness(cells[s]);
    }
    states += cells.size();
  };
  const TieredSolve t = solve_loopy_tiered(tiers, unlimited_run(), options);
  EXPECT_EQ(states, game.state_count());
  EXPECT_EQ(differing, 0u);
  EXPECT_EQ(t.summary.value, SolvedValue::Win);
  EXPECT_EQ(t.summary.remoteness, 21u);
  EXPECT_EQ(t.summary.positions, 82497861u);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(t.summary.counts[v], d.summary.counts[v]) << "value " << v;
}

TEST(LoopyTieredSolver, TeekoIsADraw) {
  // shared/literature/solvers.md: Teeko with the standard rules is a draw (Guy Steele,
  // 1998; GamesmanOne). Solved by tiers, as `cgt solve teeko` does; the dense solver
  // agrees with the tiers state by state on 4 x 4 (the fast suite).
  const TieredSolve t = solve_loopy_tiered(TeekoTiers(Teeko()));
  EXPECT_EQ(t.summary.value, SolvedValue::Draw);
  EXPECT_EQ(t.tier_positions.size(), 9u);
}

}  // namespace
}  // namespace cgt
