// Backsliding Toads and Frogs (Winning Ways ch. 22): the moves, and the values of small
// strips by components against sidling each whole position graph at once.
#include <gtest/gtest.h>

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/backsliding_toads_and_frogs.hpp"
#include "cgt/partisan/loopy/component_values.hpp"
#include "cgt/partisan/loopy/loopy_outcome.hpp"
#include "cgt/partisan/loopy/position_graph.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Every strip of 1 to max_length cells over '.', 't', 'f'.
std::vector<std::string> every_strip(int max_length) {
  std::vector<std::string> out;
  for (int length = 1; length <= max_length; ++length) {
    int count = 1;
    for (int i = 0; i < length; ++i) count *= 3;
    for (int code = 0; code < count; ++code) {
      std::string strip;
      for (int i = 0, c = code; i < length; ++i, c /= 3) strip += ".tf"[c % 3];
      out.push_back(std::move(strip));
    }
  }
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(BackslidingToadsAndFrogs, MovesForwardJumpsAndBackslides) {
  const BackslidingToadsAndFrogs g;
  // A toad slides right or back left; a frog slides left or back right.
  EXPECT_EQ(sorted(g.left_options(".t.f")), sorted({"..tf", "t..f"}));
  EXPECT_EQ(sorted(g.right_options(".t.f")), sorted({".tf."}));
  // Jumps over one opposing piece only; nothing leaves the strip.
  EXPECT_EQ(sorted(g.left_options("tf.")), sorted({".ft"}));
  EXPECT_EQ(sorted(g.right_options(".tf")), sorted({"ft."}));
  EXPECT_EQ(sorted(g.left_options(".tf")), sorted({"t.f"}));
  EXPECT_TRUE(g.left_options("ft").empty());
  EXPECT_THROW(BackslidingToadsAndFrogs::parse("tx."), ParseError);
}

// The run's limits reach the valuation: a cancelled run stops it with LimitError.
TEST(BackslidingToadsAndFrogs, ValuationHonoursTheRun) {
  const BackslidingToadsAndFrogs game;
  RunControl run;
  const loopy::Graph graph = loopy::position_graph(game, std::string("tt..ff"), run);
  run.cancel();
  EXPECT_THROW(loopy::value_by_components(graph, 0, run), LimitError);
}

// Every strip of up to 5 cells: the value by components equals the one found by sidling
// the whole position graph (when that succeeds), for every position reached.
TEST(BackslidingToadsAndFrogs, ComponentValuesMatchWholeGraphSidling) {
  const BackslidingToadsAndFrogs game;
  RunControl run;
  int compared = 0, loopy = 0;
  for (const std::string& strip : every_strip(5)) {
    const loopy::Graph graph = loopy::position_graph(game, strip, run);
    const loopy::SidedValue by_components = loopy::value_by_components(graph);
    loopy::SidedValue whole;
    try {
      whole = loopy::SidedValue::of_graph(graph);
    } catch (const LimitError&) {
      continue;
    }
    if (!whole.is_reduced()) continue;
    EXPECT_TRUE(by_components == whole) << strip;
    if (!by_components.is_stopper() || !by_components.onside().is_loop_free()) ++loopy;
    ++compared;
  }
  EXPECT_GT(compared, 300);
  EXPECT_GT(loopy, 20);
}

// The outcome class by plain play (retrograde analysis, no sidling) equals the class of
// the value by components on every strip of up to 5 cells.
TEST(BackslidingToadsAndFrogs, OutcomeClassesMatchRetrogradeAnalysis) {
  const BackslidingToadsAndFrogs game;
  RunControl run;
  int checked = 0;
  for (const std::string& strip : every_strip(5)) {
    const loopy::Graph graph = loopy::position_graph(game, strip, run);
    EXPECT_EQ(loopy::value_by_components(graph).outcome_class(), loopy::outcome_class_by_play(graph)) << strip;
    ++checked;
  }
  EXPECT_EQ(checked, 363);
}

}  // namespace
}  // namespace cgt
