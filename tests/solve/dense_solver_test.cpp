#include "cgt/solve/dense_solver.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/solve/retrograde.hpp"
#include "dense_test_helpers.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using test_support::AsPositions;
using test_support::expect_fixpoint;
using test_support::expect_unmoves_reverse_moves;

TEST(DenseSolver, Quixo3x3IsAWinInSeven) {
  // shared/literature/solvers.md (GamesmanOne, measured): 32,027 positions reachable
  // from the empty board, a win in 7 for X.
  const DenseSolve d = solve_dense(Quixo(3));
  EXPECT_EQ(d.summary.value, SolvedValue::Win);
  EXPECT_EQ(d.summary.remoteness, 7u);
  EXPECT_EQ(d.summary.positions, 32027u);
  const Quixo q(3);
  const SolveResult h = solve(AsPositions<Quixo>{q});
  EXPECT_EQ(h.value, d.summary.value);
  EXPECT_EQ(h.remoteness, d.summary.remoteness);
  EXPECT_EQ(h.positions, d.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(h.counts[v], d.summary.counts[v]) << "value " << v;
}

TEST(DenseSolver, UnmovesAreTheMovesReversed) { expect_unmoves_reverse_moves(Quixo(3)); }

TEST(DenseSolver, Quixo3x3TableIsTheFixpointOnOneAndTwoThreads) {
  const Quixo q(3);
  RunControl one_thread(Limits{.threads = 1}), two_threads(Limits{.threads = 2});
  const DenseSolve one = solve_dense(q, {}, one_thread);
  const DenseSolve two = solve_dense(q, {.parallel_from = 0}, two_threads);  // every sweep in parallel
  EXPECT_EQ(one.table.cells, two.table.cells);
  expect_fixpoint(q, two.table);
}

// A random explicit graph (cycles included) as a dense game, not relative.
struct GraphGame {
  static constexpr bool kRelativeStates = false;
  GameGraph graph;
  std::uint64_t state_count() const { return graph.size(); }
  std::uint64_t start_state() const { return 0; }
  Primitive primitive(std::uint64_t) const { return Primitive::Undecided; }
  unsigned move_count(std::uint64_t s) const { return static_cast<unsigned>(graph.out_degree(static_cast<GameGraph::Vertex>(s))); }
  template <class F>
  void for_each_child(std::uint64_t s, F&& f) const {
    for (auto v : graph.moves(static_cast<GameGraph::Vertex>(s))) f(v);
  }
  template <class F>
  void for_each_parent(std::uint64_t s, F&& f) const {
    for (auto v : graph.predecessors(static_cast<GameGraph::Vertex>(s))) f(v);
  }
};

TEST(DenseSolver, RandomGraphsAgreeWithTheQueueSolver) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const std::uint32_t n = 1 + rng() % 40;
    std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> edges;
    const std::size_t m = rng() % (3 * n);
    for (std::size_t e = 0; e < m; ++e) edges.emplace_back(rng() % n, rng() % n);  // loops and repeats too
    GraphGame g{GameGraph(n, edges)};
    RunControl two_threads(Limits{.threads = 2});
    const DenseSolve d = solve_dense(g, {.parallel_from = 0}, two_threads);
    const RetrogradeResult r = retrograde_analysis(g.graph);
    for (std::uint32_t v = 0; v < n; ++v) {
      ASSERT_EQ(d.table.value(v), r.value[v]) << "trial " << trial << " vertex " << v;
      ASSERT_EQ(d.table.remoteness(v), r.remoteness[v]) << "trial " << trial << " vertex " << v;
    }
    expect_fixpoint(g, d.table);
  }
}

TEST(DenseSolver, QuixoPositionStrings) {
  const Quixo q(3);
  const auto [s, x] = q.parse("x..|...|..o");
  EXPECT_TRUE(x);
  EXPECT_EQ(q.to_string(s, x), "x..|...|..o");
  const auto [s2, x2] = q.parse("x..|...|... o");
  EXPECT_FALSE(x2);
  EXPECT_EQ(q.to_string(s2, x2), "x..|...|...");
  EXPECT_THROW(q.parse("x..|...|..a"), ParseError);
  EXPECT_THROW(q.parse("x..|...|... z"), ParseError);
  EXPECT_THROW(q.parse("x...|...|..."), ParseError);
  EXPECT_THROW(Quixo(5), LimitError);
}

TEST(DenseSolver, TeekoNumbering) {
  for (int size : {4, 5}) {
    const Teeko t(size);
    std::mt19937_64 rng(size);
    for (int i = 0; i < 200000; ++i) {
      const std::uint64_t s = size == 4 ? i % t.state_count() : rng() % t.state_count();
      ASSERT_EQ(t.rank(t.unrank(s)), s);
    }
  }
  EXPECT_EQ(Teeko(5).state_count(), 96691476u);  // sum over (a, b) of C(25, a) C(25 - a, b)
}

TEST(DenseSolver, TeekoPositionStrings) {
  const Teeko t;
  const auto [s, black] = t.parse("b....|.....|..r..|.....|.....");
  EXPECT_TRUE(black);
  EXPECT_EQ(t.to_string(s, black), "b....|.....|..r..|.....|.....");
  // A 2 x 2 square of the previous mover: the player to move has lost.
  const auto [s2, black2] = t.parse("bb...|bb...|rrr..|.....|.....");
  EXPECT_FALSE(black2);
  EXPECT_EQ(t.primitive(s2), Primitive::Lose);
  EXPECT_THROW(t.parse("bb...|.....|.....|.....|....."), ParseError);  // Red cannot be to move... with 2 to 0
  EXPECT_THROW(t.parse("bbbbb|.....|.....|.....|....."), ParseError);
  EXPECT_THROW(Teeko(6), LimitError);
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

// A solved cell holds remoteness up to 16,383; past it, an error, never a clamp.
TEST(DenseCell, RemotenessPastWhatACellHoldsIsAnError) {
  EXPECT_EQ(dense_cell::remoteness(dense_cell::make(SolvedValue::Win, 16383)), 16383u);
  EXPECT_EQ(dense_cell::value(dense_cell::make(SolvedValue::Lose, 16383)), SolvedValue::Lose);
  EXPECT_THROW(dense_cell::make(SolvedValue::Win, 16384), LimitError);
  EXPECT_THROW(dense_cell::make(SolvedValue::Tie, ~std::uint32_t{0}), LimitError);
  EXPECT_EQ(dense_cell::value(dense_cell::make(SolvedValue::Draw, 0)), SolvedValue::Draw);
}

}  // namespace
}  // namespace cgt
