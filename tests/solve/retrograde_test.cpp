#include "cgt/solve/retrograde.hpp"

#include <gtest/gtest.h>

#include <random>

namespace cgt {
namespace CGT_TEST_NS {

using Edges = std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>>;

TEST(Retrograde, RemotenessOnAPathAndDrawsOnACycle) {
  // 0 -> 1 -> 2 -> 3 (sink): 3 lose in 0, 2 win in 1, 1 lose in 2, 0 win in 3.
  const Edges path{{0, 1}, {1, 2}, {2, 3}};
  const auto r = retrograde_analysis(GameGraph(4, path));
  EXPECT_EQ(r.value, (std::vector<SolvedValue>{SolvedValue::Win, SolvedValue::Lose, SolvedValue::Win, SolvedValue::Lose}));
  EXPECT_EQ(r.remoteness, (std::vector<std::uint32_t>{3, 2, 1, 0}));
  // The winner hurries: 0 -> 3 directly as well.
  const Edges shortcut{{0, 1}, {1, 2}, {2, 3}, {0, 3}};
  EXPECT_EQ(retrograde_analysis(GameGraph(4, shortcut)).remoteness[0], 1u);
  const Edges cycle{{0, 1}, {1, 0}};
  EXPECT_EQ(retrograde_analysis(GameGraph(2, cycle)).value[0], SolvedValue::Draw);
}

// The reference: a FIFO queue in order of remoteness, one thread (the algorithm the
// library used before the shared core), written here independently.
RetrogradeResult queue_reference(const GameGraph& graph) {
  const std::size_t n = graph.size();
  RetrogradeResult r{std::vector<SolvedValue>(n, SolvedValue::Draw), std::vector<std::uint32_t>(n, 0)};
  std::vector<std::size_t> unresolved(n);
  std::vector<bool> labelled(n, false);
  std::vector<GameGraph::Vertex> queue;
  for (GameGraph::Vertex u = 0; u < n; ++u) {
    unresolved[u] = graph.out_degree(u);
    if (unresolved[u] == 0) {
      r.value[u] = SolvedValue::Lose;
      labelled[u] = true;
      queue.push_back(u);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const GameGraph::Vertex v = queue[head];
    for (GameGraph::Vertex p : graph.predecessors(v)) {
      if (labelled[p]) continue;
      if (r.value[v] == SolvedValue::Lose) r.value[p] = SolvedValue::Win;
      else if (--unresolved[p] == 0) r.value[p] = SolvedValue::Lose;
      else continue;
      r.remoteness[p] = r.remoteness[v] + 1;
      labelled[p] = true;
      queue.push_back(p);
    }
  }
  return r;
}

TEST(Retrograde, SharedCoreAgreesWithAQueueOnRandomCyclicGraphs) {
  std::mt19937_64 rng(12);
  RunControl two_threads(Limits{.threads = 2});
  for (int trial = 0; trial < 40; ++trial) {
    // Large enough that rounds run in parallel (more than 4096 positions in a round).
    const std::uint32_t n = trial < 30 ? 1 + static_cast<std::uint32_t>(rng() % 60) : 30000;
    Edges edges;
    const std::size_t m = n * (1 + rng() % 3);
    for (std::size_t i = 0; i < m; ++i) edges.emplace_back(rng() % n, rng() % n);
    const GameGraph g(n, edges);
    const RetrogradeResult ref = queue_reference(g), got = retrograde_analysis(g, two_threads);
    ASSERT_EQ(got.value, ref.value) << "trial " << trial;
    ASSERT_EQ(got.remoteness, ref.remoteness) << "trial " << trial;
  }
}

}  // namespace
}  // namespace cgt
