#include "cgt/solve/explicit_game.hpp"

#include "cgt/core/error.hpp"

namespace cgt {

ExplicitGame::ExplicitGame(const GraphFile& file, bool misere)
    : graph_(file.graph), primitive_(file.graph.size(), Primitive::Undecided), start_(file.start.value_or(0)) {
  if (misere)  // the player who cannot move wins
    for (GameGraph::Vertex u = 0; u < graph_.size(); ++u)
      if (graph_.out_degree(u) == 0) primitive_[u] = Primitive::Win;
  for (const TerminalValue& t : file.primitives) {
    switch (t.kind) {
      case TerminalValue::Kind::Win: primitive_[t.vertex] = Primitive::Win; break;
      case TerminalValue::Kind::Lose: primitive_[t.vertex] = Primitive::Lose; break;
      case TerminalValue::Kind::Tie: primitive_[t.vertex] = Primitive::Tie; break;
      case TerminalValue::Kind::Score:
        throw DomainError("this graph's primitive positions have scores: solve it as a scoring game");
    }
  }
}

}  // namespace cgt
