#include "cgt/solve/dense_solver.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt {
namespace {

// The dense game as positions (state, X to move) for the hash-table solver, which knows
// nothing of relative states, un-moves or levels: an independent count.
struct AsPositions {
  const Quixo& q;
  using Position = std::pair<std::uint64_t, bool>;
  Position start() const { return {q.start_state(), true}; }
  Primitive primitive(const Position& p) const { return q.primitive(p.first); }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    q.for_each_child(p.first, [&](std::uint64_t c) { out.emplace_back(c, !p.second); });
    return out;
  }
};

TEST(DenseSolver, Quixo3x3IsAWinInSeven) {
  // shared/literature/solvers.md (GamesmanOne, measured): 32,027 positions reachable
  // from the empty board, a win in 7 for X.
  const DenseSolve d = solve_dense(Quixo(3));
  EXPECT_EQ(d.summary.value, SolvedValue::Win);
  EXPECT_EQ(d.summary.remoteness, 7u);
  EXPECT_EQ(d.summary.positions, 32027u);
  const SolveResult h = solve(AsPositions{Quixo(3)});
  EXPECT_EQ(h.value, d.summary.value);
  EXPECT_EQ(h.remoteness, d.summary.remoteness);
  EXPECT_EQ(h.positions, d.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(h.counts[v], d.summary.counts[v]) << "value " << v;
}

TEST(DenseSolver, UnmovesAreTheMovesReversed) {
  const Quixo q(3);
  std::map<std::pair<std::uint64_t, std::uint64_t>, int> forward, backward;
  for (std::uint64_t s = 0; s < q.state_count(); ++s) {
    if (q.primitive(s) != Primitive::Undecided) continue;  // terminal: no moves
    unsigned n = 0;
    q.for_each_child(s, [&](std::uint64_t c) { ++forward[{s, c}]; ++n; });
    EXPECT_EQ(n, q.move_count(s));
  }
  for (std::uint64_t c = 0; c < q.state_count(); ++c)
    q.for_each_parent(c, [&](std::uint64_t p) {
      if (q.primitive(p) == Primitive::Undecided) ++backward[{p, c}];
    });
  EXPECT_EQ(forward, backward);
}

// Every state's cell must satisfy the definition given its children's cells: a win in r
// has a lose child in r-1 and none sooner; a lose in r has only win children, the
// slowest in r-1; a draw has no lose child and some draw child.
template <DenseGame G>
void expect_fixpoint(const G& g, const DenseTable& t) {
  for (std::uint64_t s = 0; s < g.state_count(); ++s) {
    const Primitive prim = g.primitive(s);
    if (prim != Primitive::Undecided) {
      EXPECT_EQ(t.value(s), prim == Primitive::Win ? SolvedValue::Win : SolvedValue::Lose);
      EXPECT_EQ(t.remoteness(s), 0u);
      continue;
    }
    std::uint32_t fastest_win = ~0u, slowest_lose = 0;
    bool any_draw = false, any_lose_child = false;
    g.for_each_child(s, [&](std::uint64_t c) {
      if (t.value(c) == SolvedValue::Lose) any_lose_child = true, fastest_win = std::min(fastest_win, t.remoteness(c) + 1);
      if (t.value(c) == SolvedValue::Draw) any_draw = true;
      if (t.value(c) == SolvedValue::Win) slowest_lose = std::max(slowest_lose, t.remoteness(c) + 1);
    });
    if (any_lose_child) {
      ASSERT_EQ(t.value(s), SolvedValue::Win) << s;
      EXPECT_EQ(t.remoteness(s), fastest_win) << s;
    } else if (any_draw) {
      EXPECT_EQ(t.value(s), SolvedValue::Draw) << s;
    } else {
      ASSERT_EQ(t.value(s), SolvedValue::Lose) << s;
      EXPECT_EQ(t.remoteness(s), slowest_lose) << s;
    }
  }
}

TEST(DenseSolver, Quixo3x3TableIsTheFixpointOnOneAndTwoThreads) {
  const Quixo q(3);
  const DenseSolve one = solve_dense(q, {.threads = 1});
  const DenseSolve two = solve_dense(q, {.threads = 2});
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
    const DenseSolve d = solve_dense(g, {.threads = 2});
    const RetrogradeResult r = retrograde_analysis(g.graph);
    for (std::uint32_t v = 0; v < n; ++v) {
      const SolvedValue expected = r.value[v] == GameValue::Win    ? SolvedValue::Win
                                   : r.value[v] == GameValue::Lose ? SolvedValue::Lose
                                                                   : SolvedValue::Draw;
      ASSERT_EQ(d.table.value(v), expected) << "trial " << trial << " vertex " << v;
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

}  // namespace
}  // namespace cgt
