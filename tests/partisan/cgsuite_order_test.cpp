// CGSuite's order of loopy values (cgsuite_order.hpp): the graph hash is invariant under
// renumbering, Java's sort is reproduced (stable on a consistent comparator, Java's
// result on a cyclic one), and Scala's Set order is a permutation. The orders CGSuite
// prints are checked end to end by the interpreter tests (Followers of loopy values).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "cgt/partisan/loopy/cgsuite_order.hpp"

namespace cgt::loopy {
namespace CGT_TEST_NS {

Graph random_loopy_graph(std::mt19937& rng, std::size_t n) {
  Graph g;
  for (std::size_t v = 0; v < n; ++v) g.add_vertex();
  std::bernoulli_distribution edge(0.3);
  for (Vertex v = 0; v < n; ++v)
    for (Vertex u = 0; u < n; ++u) {
      if (edge(rng)) g.left[v].push_back(u);
      if (edge(rng)) g.right[v].push_back(u);
    }
  return g;
}

// The same game with its vertices renamed by `to` and option lists shuffled.
Graph renumbered(const Graph& g, const std::vector<Vertex>& to, std::mt19937& rng) {
  Graph h;
  for (std::size_t v = 0; v < g.size(); ++v) h.add_vertex();
  for (Vertex v = 0; v < g.size(); ++v)
    for (bool side : {true, false}) {
      for (Vertex u : g.options(v, side)) h.options(to[v], side).push_back(to[u]);
      std::shuffle(h.options(to[v], side).begin(), h.options(to[v], side).end(), rng);
    }
  return h;
}

TEST(CGSuiteOrder, GraphHashIgnoresNumberingAndUnreachableVertices) {
  std::mt19937 rng(20261128);
  int differing = 0;
  for (int trial = 0; trial < 500; ++trial) {
    const Graph g = random_loopy_graph(rng, 1 + trial % 8);
    std::vector<Vertex> to(g.size());
    std::iota(to.begin(), to.end(), Vertex{0});
    std::shuffle(to.begin(), to.end(), rng);
    const Graph h = renumbered(g, to, rng);
    EXPECT_EQ(cgsuite_graph_hash(g, 0), cgsuite_graph_hash(h, to[0]));
    // An unreachable vertex with options changes nothing.
    Graph extra = g;
    const Vertex lone = extra.add_vertex();
    extra.left[lone].push_back(0);
    EXPECT_EQ(cgsuite_graph_hash(g, 0), cgsuite_graph_hash(extra, 0));
    // The start is marked: another start usually hashes differently.
    if (g.size() > 1 && cgsuite_graph_hash(g, 0) != cgsuite_graph_hash(g, 1)) ++differing;
  }
  EXPECT_GT(differing, 300);
}

TEST(CGSuiteOrder, JavaSortIsStableOnAConsistentComparator) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + trial % 40;  // both sides of TimSort's 32-element threshold
    std::vector<int> key(n);
    for (int& k : key) k = static_cast<int>(rng() % 6);
    std::vector<std::size_t> order(n), want(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    want = order;
    const auto by_key = [&](std::size_t a, std::size_t b) { return key[a] - key[b]; };
    java_sort(order, by_key);
    std::stable_sort(want.begin(), want.end(), [&](std::size_t a, std::size_t b) { return key[a] < key[b]; });
    EXPECT_EQ(order, want);
  }
}

// 0 < 1 < 2 < 0: Java's TimSort takes a descending first run and reverses it, so the
// result depends on the input order (worked by hand from TimSort.countRunAndMakeAscending).
TEST(CGSuiteOrder, JavaSortOnACyclicComparatorGivesJavasOrder) {
  const auto cyclic = [](std::size_t x, std::size_t y) { return y == (x + 1) % 3 ? -1 : x == (y + 1) % 3 ? 1 : 0; };
  const std::vector<std::pair<std::vector<std::size_t>, std::vector<std::size_t>>> cases = {
      {{0, 1, 2}, {0, 1, 2}}, {{2, 1, 0}, {0, 1, 2}}, {{1, 0, 2}, {2, 0, 1}}, {{0, 2, 1}, {1, 2, 0}}};
  for (auto [input, want] : cases) {
    java_sort(input, cyclic);
    EXPECT_EQ(input, want);
  }
  EXPECT_EQ(java_difference(std::int32_t{2147483647}, std::int32_t{-1}), std::int32_t{-2147483647} - 1);
}

TEST(CGSuiteOrder, ScalaSetOrderIsAPermutationKeepingSmallSetsInInsertionOrder) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<std::int32_t> hashes(1 + trial % 40);
    for (auto& h : hashes) h = static_cast<std::int32_t>(rng());
    std::vector<std::size_t> order = scala_set_order(hashes);
    if (hashes.size() <= 4) {
      for (std::size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], i);
    }
    std::sort(order.begin(), order.end());
    for (std::size_t i = 0; i < order.size(); ++i) EXPECT_EQ(order[i], i);
  }
}

TEST(CGSuiteOrder, PseudonumbersHashAsTheirScalaObjects) {
  // Scala case objects hash as their names' String.hashCode: "OnImpl", "OffImpl".
  EXPECT_EQ(cgsuite_hash(CanonicalStopper::on()), -1929393985);
  EXPECT_EQ(cgsuite_hash(CanonicalStopper::off()), 115002383);
  EXPECT_EQ(cgsuite_hash(CanonicalStopper()), 0);
}

TEST(CGSuiteOrder, ShortGamesHashWhereCGSuitesHashIsKnowable) {
  // 0 is CGSuite's case object ZeroImpl: "ZeroImpl".hashCode.
  EXPECT_EQ(cgsuite_hash(NumberUpStar{Dyadic(0), 0, 0}), std::optional<std::int32_t>(751215880));
  // Distinct forms hash apart; parts past 32 bits have no CGSuite SmallInteger.
  const auto one = cgsuite_hash(NumberUpStar{Dyadic(1), 0, 0}), star = cgsuite_hash(NumberUpStar{Dyadic(0), 0, 1}),
             up = cgsuite_hash(NumberUpStar{Dyadic(0), 1, 0}), up_star = cgsuite_hash(NumberUpStar{Dyadic(0), 1, 1});
  ASSERT_TRUE(one && star && up && up_star);
  EXPECT_NE(*one, *star);
  EXPECT_NE(*up, *up_star);
  EXPECT_EQ(cgsuite_hash(NumberUpStar{Dyadic(1L << 40), 0, 0}), std::nullopt);
  // x over with x past CGSuite's SmallInteger (2^-70): no hash for x, none undefined.
  const CanonicalStopper over = CanonicalStopper::from_graph(Graph{{{1}, {}}, {{0}, {}}}, 0);
  const CanonicalStopper tiny_over = over + Game::number_up_star(Dyadic::from_parts(1, 70), 0, 0);
  ASSERT_TRUE(tiny_over.as_pseudonumber());
  EXPECT_NE(cgsuite_hash(tiny_over), cgsuite_hash(over));
}

}  // namespace CGT_TEST_NS
}  // namespace cgt::loopy
