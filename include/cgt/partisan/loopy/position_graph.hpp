#pragma once
/// \file
/// The game graph of a loopy ruleset's position: every position reachable from it, one
/// vertex each (the start is vertex 0), Left's and Right's moves as edges. The graph
/// component_values.hpp values.

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/loopy/loopy_graph.hpp"

namespace cgt::loopy {

/// G: left_options(p) and right_options(p) returning positions (hashable by absl::Hash). Breadth
/// first, O(positions · options). Throws cgt::LimitError past `max_positions` positions
/// and as `run` says (every 4096 positions).
template <class G, class Position = typename G::Position>
Graph position_graph(const G& game, const Position& start, RunControl& run, std::size_t max_positions = kMaxVertices) {
  Graph g;
  absl::flat_hash_map<Position, Vertex> index;
  std::vector<Position> queue{start};
  index.emplace(start, g.add_vertex());
  for (std::size_t at = 0; at < queue.size(); ++at) {
    if ((at & 4095) == 4095) run.checkpoint("listing positions", at, 0);
    for (bool left : {true, false}) {
      const std::vector<Position> options = left ? game.left_options(queue[at]) : game.right_options(queue[at]);
      for (const Position& q : options) {
        auto it = index.find(q);
        if (it == index.end()) {
          if (queue.size() >= max_positions)
            throw LimitError(fmt::format("the position reaches more than {} positions", max_positions));
          it = index.emplace(q, g.add_vertex()).first;
          queue.push_back(q);
        }
        g.options(static_cast<Vertex>(at), left).push_back(it->second);
      }
    }
  }
  return g;
}

}  // namespace cgt::loopy
