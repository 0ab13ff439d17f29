#include "cgt/solve/explicit_game.hpp"

#include "cgt/core/error.hpp"

namespace cgt {

ExplicitGame::ExplicitGame(const GraphFile& file, bool misere)
    : graph_(file.graph), primitive_(file.graph.size(), Primitive::Undecided), start_(file.start.value_or(0)) {
  require_impartial(file);
  if (misere)  // the player who cannot move wins
    for (GameGraph::Vertex u = 0; u < graph_.size(); ++u)
      if (graph_.out_degree(u) == 0) primitive_[u] = Primitive::Win;
  for (const TerminalValue& t : file.primitives) {
    if (t.is_score()) throw DomainError("this graph's primitive positions have scores: solve it as a scoring game");
    primitive_[t.vertex] = to_primitive(*t.value);
  }
}

}  // namespace cgt
