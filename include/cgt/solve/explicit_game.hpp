#pragma once
/// \file
/// A game given as a graph file (cgt/core/game_graph.hpp) with `primitive` and
/// `start` lines, as a SolvableGame: positions are vertices, moves are edges, a vertex
/// declared primitive is terminal with its declared value (even if it has edges), and a
/// vertex without edges that is not declared loses for the player to move (normal play),
/// or wins under the misère convention.
/// For files that give scores instead, see cgt/solve/scoring.hpp.

#include <cstdint>
#include <vector>

#include "cgt/core/game_graph.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class ExplicitGame {
 public:
  using Position = GameGraph::Vertex;

  /// Throws cgt::DomainError if the file gives scores (those go to solve_scoring).
  /// The start is the file's `start` vertex, else vertex 0. Keeps a reference to file.
  explicit ExplicitGame(const GraphFile& file, bool misere = false);

  Position start() const { return start_; }
  std::vector<Position> moves(Position u) const {
    const auto m = graph_.moves(u);
    return {m.begin(), m.end()};
  }
  Primitive primitive(Position u) const { return primitive_[u]; }

 private:
  const GameGraph& graph_;
  std::vector<Primitive> primitive_;
  Position start_;
};

}  // namespace cgt
