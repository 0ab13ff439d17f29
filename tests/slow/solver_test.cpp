// The dense solver on the games the literature has figures for; Release suite only.
#include <gtest/gtest.h>

#include "../solve/dense_test_helpers.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/teeko.hpp"

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
  const DenseSolve d = solve_dense(Quixo(4));
  EXPECT_EQ(d.summary.value, SolvedValue::Win);
  EXPECT_EQ(d.summary.remoteness, 21u);
  EXPECT_EQ(d.summary.positions, 82497861u);
  EXPECT_EQ(d.summary.counts[static_cast<int>(SolvedValue::Draw)], 3213236u);
}

TEST(DenseSolver, TeekoIsADraw) {
  // shared/literature/solvers.md: Teeko with the standard rules is a draw (Guy Steele,
  // 1998; GamesmanOne).
  const DenseSolve d = solve_dense(Teeko());
  EXPECT_EQ(d.summary.value, SolvedValue::Draw);
}

}  // namespace
}  // namespace cgt
