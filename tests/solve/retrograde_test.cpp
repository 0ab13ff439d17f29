#include "cgt/solve/retrograde.hpp"

#include <gtest/gtest.h>

namespace cgt {
namespace {

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

}  // namespace
}  // namespace cgt
