#include "cgt/solve/scoring.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>

#include "cgt/core/error.hpp"
#include "cgt/games/stop_game.hpp"
#include "cgt/solve/explicit_game.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using Vertex = GameGraph::Vertex;

// The stop game by the textbook recurrence from the end: V_L = A_L,
// V_i = max(A_i, V_{i+1}) on the first player's turns, min on the second's.
std::int64_t stop_by_recurrence(const std::vector<std::int64_t>& a) {
  std::int64_t v = a.back();
  for (std::size_t i = a.size() - 1; i-- > 0;) v = i % 2 == 0 ? std::max(a[i], v) : std::min(a[i], v);
  return v;
}

TEST(Scoring, StopGameAgreesWithTheRecurrence) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<std::int64_t> a(1 + rng() % 12);
    for (auto& x : a) x = static_cast<std::int64_t>(rng() % 21) - 10;
    const ScoringResult r = solve_scoring(stop_game(a));
    ASSERT_TRUE(r.start_value.has_value());
    ASSERT_EQ(*r.start_value, stop_by_recurrence(a)) << trial;
    EXPECT_EQ(r.positions, 2 * a.size());
    if (a.size() > 1) {
      ASSERT_TRUE(r.best_move.has_value());
      // Stopping now (vertex L) is best iff A_1 is the value; the best move is one of the two.
      EXPECT_TRUE(*r.best_move == 1 || *r.best_move == a.size());
    }
  }
  EXPECT_EQ(*solve_scoring(stop_game(std::vector<std::int64_t>{3, 1, 4, 1, 5})).start_value, 3);
  EXPECT_EQ(parse_score_list("3,-1,4"), (std::vector<std::int64_t>{3, -1, 4}));
  EXPECT_THROW(parse_score_list("3,,4"), ParseError);
  EXPECT_THROW(parse_score_list("3,x"), ParseError);
  EXPECT_THROW(stop_game(std::vector<std::int64_t>{}), DomainError);
}

GraphFile random_scored_graph(std::mt19937_64& rng, bool acyclic) {
  const std::uint32_t n = 1 + rng() % 12;
  GraphFile f;
  std::vector<std::pair<Vertex, Vertex>> edges;
  for (Vertex u = 0; u < n; ++u) {
    const bool terminal = rng() % 3 == 0;
    std::size_t moves = terminal ? 0 : 1 + rng() % 3;
    if (acyclic && u + 1 == n) moves = 0;
    for (std::size_t e = 0; e < moves; ++e)
      edges.emplace_back(u, acyclic ? u + 1 + rng() % (n - u - 1) : rng() % n);
    if (moves == 0 || rng() % 5 == 0)
      f.primitives.push_back({u, std::nullopt, static_cast<std::int64_t>(rng() % 9) - 4});
  }
  f.graph = GameGraph(n, edges);
  return f;
}

TEST(Scoring, AcyclicGraphsAgreeWithNegamax) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 2000; ++trial) {
    const GraphFile f = random_scored_graph(rng, true);
    std::vector<std::optional<std::int64_t>> score(f.graph.size());
    for (const auto& t : f.primitives) score[t.vertex] = t.score;
    std::function<std::int64_t(Vertex)> negamax = [&](Vertex u) -> std::int64_t {
      if (score[u]) return *score[u];
      std::int64_t best = INT64_MIN;
      for (Vertex c : f.graph.moves(u)) best = std::max(best, -negamax(c));
      return best;
    };
    const ScoringResult r = solve_scoring(f);
    for (Vertex u = 0; u < f.graph.size(); ++u) {
      ASSERT_TRUE(r.value[u].has_value()) << "trial " << trial;  // acyclic: never a draw
      ASSERT_EQ(*r.value[u], negamax(u)) << "trial " << trial << " vertex " << u;
    }
  }
}

// The definition on the two-player cover, by naive fixpoint iteration per threshold:
// can the maximiser force an end >= t, can the minimiser force an end <= t?
std::optional<std::int64_t> naive_value(const GraphFile& f, Vertex start) {
  const std::size_t n = f.graph.size();
  std::vector<std::optional<std::int64_t>> score(n);
  std::set<std::int64_t> candidates;
  for (const auto& t : f.primitives) {
    score[t.vertex] = t.score;
    candidates.insert(t.score);
    candidates.insert(-t.score);
  }
  const auto forced = [&](int forcer, std::int64_t t) {
    std::vector<std::array<bool, 2>> in(n, {false, false});  // [vertex][whose turn]
    for (bool changed = true; changed;) {
      changed = false;
      for (Vertex u = 0; u < n; ++u)
        for (int p = 0; p < 2; ++p) {
          if (in[u][p]) continue;
          bool now;
          if (score[u]) {
            const std::int64_t abs = p == 0 ? *score[u] : -*score[u];
            now = forcer == 0 ? abs >= t : abs <= t;
          } else {
            const auto moves = f.graph.moves(u);
            const auto good = [&](Vertex c) { return in[c][1 - p]; };
            now = p == forcer ? std::any_of(moves.begin(), moves.end(), good) : std::all_of(moves.begin(), moves.end(), good);
          }
          if (now) in[u][p] = changed = true;
        }
    }
    return in[start][0];
  };
  std::optional<std::int64_t> low, high;
  for (std::int64_t t : candidates) {
    if (forced(0, t)) low = t;
    if (!high && forced(1, t)) high = t;
  }
  if (low && high && *low == *high) return low;
  return std::nullopt;
}

TEST(Scoring, LoopyGraphsAgreeWithTheDefinition) {
  std::mt19937_64 rng(9);
  int draws = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const GraphFile f = random_scored_graph(rng, false);
    bool ok = true;
    for (Vertex u = 0; u < f.graph.size(); ++u)
      if (f.graph.out_degree(u) == 0 && std::none_of(f.primitives.begin(), f.primitives.end(),
                                                     [&](const TerminalValue& t) { return t.vertex == u; }))
        ok = false;
    if (!ok) continue;
    const ScoringResult r = solve_scoring(f);
    for (Vertex u = 0; u < f.graph.size(); ++u) {
      ASSERT_EQ(r.value[u], naive_value(f, u)) << "trial " << trial << " vertex " << u;
      draws += !r.value[u].has_value();
    }
  }
  EXPECT_GT(draws, 100);  // the random graphs do exercise draws
}

TEST(Scoring, LoopsWithExits) {
  // 0 <-> 1, and from each the player to move may stop (at 2, resp. 3), scoring -1 for
  // the player to move there, i.e. +1 for the one who stopped: both stop at once.
  GraphFile f = parse_graph_text("4 4\n0 1\n1 0\n0 2\n1 3\nprimitive 2 -1\nprimitive 3 -1\n");
  ScoringResult r = solve_scoring(f);
  EXPECT_EQ(r.value[0], 1);
  EXPECT_EQ(r.value[1], 1);
  EXPECT_EQ(r.remoteness, 1u);
  EXPECT_EQ(r.best_move, 2u);
  // Without the exit at 0, the player at 1 may stop (+1 for it) or circle forever; the
  // player at 0 cannot force an end: which happens depends on how the player at 1 ranks
  // endless play, so 0 is a draw, and so is 1 (its opponent cannot force an end either).
  f = parse_graph_text("3 3\n0 1\n1 0\n1 2\nprimitive 2 -1\n");
  r = solve_scoring(f);
  EXPECT_FALSE(r.start_value.has_value());
  // With +1 instead, stopping is bad for both: nobody stops, a draw.
  f = parse_graph_text("3 3\n0 1\n1 0\n1 2\nprimitive 2 1\n");
  r = solve_scoring(f);
  EXPECT_FALSE(r.start_value.has_value());
  EXPECT_EQ(r.counts[3], 2u);
  EXPECT_THROW(solve_scoring(parse_graph_text("2 1\n0 1\n")), DomainError);
  EXPECT_THROW(solve_scoring(parse_graph_text("2 1\n0 1\nprimitive 1 win\n")), DomainError);
}

TEST(ExplicitGame, TiesAndStartFromTheFile) {
  // 0 -> 1 (tie), 0 -> 2 -> 3 (a sink: the player at 3 loses). From 0: moving to 2 hands the
  // opponent a win, moving to 1 ties.
  const GraphFile f = parse_graph_text("4 3\n0 1\n0 2\n2 3\nprimitive 1 tie\nstart 0\n");
  const SolveResult r = solve(ExplicitGame(f));
  EXPECT_EQ(r.value, SolvedValue::Tie);
  EXPECT_EQ(r.remoteness, 1u);
  EXPECT_EQ(r.positions, 4u);
  const GraphFile g = parse_graph_text("4 3\n0 1\n0 2\n2 3\nprimitive 1 tie\nstart 2\n");
  EXPECT_EQ(solve(ExplicitGame(g)).value, SolvedValue::Win);
  EXPECT_EQ(solve(ExplicitGame(g)).positions, 2u);
  EXPECT_THROW(ExplicitGame(parse_graph_text("2 1\n0 1\nprimitive 1 3\n")), DomainError);
  // Misère: the path 0 -> 1 -> 2 -> 3: the player at 3 cannot move and wins.
  const GraphFile path = parse_graph_text("4 3\n0 1\n1 2\n2 3\n");
  EXPECT_EQ(solve(ExplicitGame(path)).value, SolvedValue::Win);
  const SolveResult m = solve(ExplicitGame(path, true));
  EXPECT_EQ(m.value, SolvedValue::Lose);
  EXPECT_EQ(m.remoteness, 3u);
}

TEST(ExplicitGame, RandomLoopyGraphsAgreeWithRetrogradeAnalysis) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 500; ++trial) {
    const std::uint32_t n = 1 + rng() % 30;
    std::vector<std::pair<Vertex, Vertex>> edges;
    for (std::size_t e = rng() % (3 * n); e > 0; --e) edges.emplace_back(rng() % n, rng() % n);
    GraphFile f;
    f.graph = GameGraph(n, edges);
    f.start = static_cast<Vertex>(rng() % n);
    const RetrogradeResult ref = retrograde_analysis(f.graph);
    const SolveResult r = solve(ExplicitGame(f));
    const SolvedValue v = ref.value[*f.start];
    EXPECT_EQ(r.value, v);
    EXPECT_EQ(r.remoteness, ref.remoteness[*f.start]);
  }
}

}  // namespace
}  // namespace cgt
