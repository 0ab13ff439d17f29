// Retrograde analysis of an explicit graph: the one core (retrograde_core.hpp) with the
// graph as its store, tie-aware cells and round lists.
#include "cgt/solve/retrograde.hpp"

#include "cgt/solve/retrograde_core.hpp"

namespace cgt {

RetrogradeResult retrograde_analysis(const GameGraph& graph, RunControl& run) {
  const std::size_t n = graph.size();
  const RetroCells labels = retrograde(
      n, [&](std::size_t u) { return graph.out_degree(static_cast<GameGraph::Vertex>(u)); },
      [](std::size_t) { return Primitive::Undecided; },
      [&](std::uint32_t v) { return graph.predecessors(v); }, run, graph.memory_bytes());
  RetrogradeResult r{std::vector<SolvedValue>(n), std::vector<std::uint32_t>(n)};
  for (std::size_t u = 0; u < n; ++u) {
    r.value[u] = labels.value(u);
    r.remoteness[u] = labels.remoteness(u);
  }
  return r;
}

}  // namespace cgt
