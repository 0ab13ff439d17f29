#include "cgt/impartial/interval_mex.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "cgt/impartial/graph_grundy.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(IntervalMex, AgreesWithTheExplicitGraphOnRandomInstances) {
  std::mt19937 rng(99);
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t n = 1 + rng() % 300;
    std::vector<std::uint64_t> reach(n, 0);
    std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> edges;
    for (std::size_t i = 1; i < n; ++i) {
      reach[i] = (trial % 3 == 0) ? rng() % (i + 1) : 1 + rng() % std::min<std::size_t>(i, 1 + trial % 7);
      for (std::size_t j = i - reach[i]; j < i; ++j)
        edges.emplace_back(static_cast<GameGraph::Vertex>(i), static_cast<GameGraph::Vertex>(j));
    }
    ASSERT_EQ(interval_grundy_values(reach), acyclic_grundy_values(GameGraph(n, edges))) << "trial " << trial;
  }
}

TEST(IntervalMex, SubtractionUpToKIsNModKPlusOne) {
  std::vector<std::uint64_t> reach(1000);
  for (std::size_t i = 0; i < reach.size(); ++i) reach[i] = std::min<std::size_t>(i, 5);
  const auto g = interval_grundy_values(reach);
  for (std::size_t i = 0; i < g.size(); ++i) EXPECT_EQ(g[i], i % 6);
}

TEST(IntervalMex, ReachPastZeroIsAnError) {
  const std::vector<std::uint64_t> reach{0, 2};
  EXPECT_THROW(interval_grundy_values(reach), DomainError);
}

}  // namespace
}  // namespace cgt
