#include "cgt/solve/retrograde.hpp"

namespace cgt {

RetrogradeResult retrograde_analysis(const GameGraph& graph, RunControl& run) {
  using Vertex = GameGraph::Vertex;
  const std::size_t n = graph.size();
  RetrogradeResult r{std::vector<SolvedValue>(n, SolvedValue::Draw), std::vector<std::uint32_t>(n, 0)};
  std::vector<std::uint64_t> unresolved(n);  // moves not yet known to lead to a win vertex
  std::vector<bool> labelled(n, false);
  std::vector<Vertex> queue;  // FIFO in order of remoteness
  queue.reserve(n);
  for (Vertex u = 0; u < n; ++u) {
    unresolved[u] = graph.out_degree(u);
    if (unresolved[u] == 0) {
      r.value[u] = SolvedValue::Lose;
      labelled[u] = true;
      queue.push_back(u);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Vertex v = queue[head];
    const std::uint32_t next = r.remoteness[v] + 1;
    for (Vertex p : graph.predecessors(v)) {
      if (labelled[p]) continue;
      if (r.value[v] == SolvedValue::Lose) {
        r.value[p] = SolvedValue::Win;  // first lose child found: the least remoteness
      } else if (--unresolved[p] == 0) {
        r.value[p] = SolvedValue::Lose;  // last win child: the largest remoteness
      } else {
        continue;
      }
      r.remoteness[p] = next;
      labelled[p] = true;
      queue.push_back(p);
    }
    if (head % (1 << 20) == 0) run.checkpoint("retrograde analysis", head, n, graph.memory_bytes() + 14 * n);
  }
  return r;
}

}  // namespace cgt
