#include "cgt/solve/explicit_game.hpp"

#include "cgt/core/error.hpp"

namespace cgt {

ExplicitGame::ExplicitGame(const GraphFile& file)
    : graph_(file.graph), primitive_(file.graph.size(), Primitive::Undecided), start_(file.start.value_or(0)) {
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
