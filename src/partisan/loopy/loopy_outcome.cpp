#include "cgt/partisan/loopy/loopy_outcome.hpp"

#include <stdexcept>
#include <utility>
#include <vector>

#include "cgt/core/game_graph.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt::loopy {

std::string sided_outcome_class(char onside, char offside) {
  if (onside == offside) return std::string(1, onside);
  if (onside == 'L' && offside == 'N') return "NHat";
  if (onside == 'L' && offside == 'P') return "PHat";
  if (onside == 'L' && offside == 'R') return "D";
  if (onside == 'N' && offside == 'R') return "NCheck";
  if (onside == 'P' && offside == 'R') return "PCheck";
  throw std::logic_error("sided value with onside outcome below its offside outcome");
}

std::string outcome_class_by_play(const Graph& g, RunControl& run) {
  // State 2v: Left to move at v; 2v + 1: Right to move.
  std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> moves;
  for (Vertex v = 0; v < g.size(); ++v) {
    for (Vertex u : g.left[v]) moves.emplace_back(2 * v, 2 * u + 1);
    for (Vertex u : g.right[v]) moves.emplace_back(2 * v + 1, 2 * u);
  }
  const RetrogradeResult r = retrograde_analysis(GameGraph(2 * g.size(), moves), run);
  const SolvedValue left_first = r.value[0], right_first = r.value[1];
  const auto side_class = [&](bool draw_is_lefts) {
    const bool left_wins_first = left_first == SolvedValue::Win || (draw_is_lefts && left_first == SolvedValue::Draw);
    const bool right_wins_first = right_first == SolvedValue::Win || (!draw_is_lefts && right_first == SolvedValue::Draw);
    if (left_wins_first) return right_wins_first ? 'N' : 'L';
    return right_wins_first ? 'R' : 'P';
  };
  return sided_outcome_class(side_class(true), side_class(false));
}

}  // namespace cgt::loopy
