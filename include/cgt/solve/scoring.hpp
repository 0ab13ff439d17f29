#pragma once
/// \file
/// Scoring games on explicit graphs (loopy or not): every terminal vertex carries a score
/// for the player to move there (negamax convention: a move hands the opponent the
/// negated view). The first player to move maximises the final score of the start's
/// player; the other minimises it.
///
/// Method: on the two-player cover of the graph (vertex, whose turn), the value Left can
/// force is the largest t such that Left can force the game to end with score >= t;
/// those sets grow as t falls, so one retrograde sweep over the terminals in decreasing
/// score order (out-degree counters on Right's vertices) gives every vertex's guarantee
/// in O(N + M + K log K) for K terminals; Right's guarantee likewise in increasing
/// order. Where the two meet, that is the value (minimax on acyclic graphs). Where they
/// do not (or a player cannot force any end), what happens depends on how the players
/// rank endless play against the scores at stake: reported as a draw.
/// Remoteness of a valued start: plies to the end when the start's player hurries to
/// secure the value and the opponent delays; a best move realises it.

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/core/game_graph.hpp"

namespace cgt {

struct ScoringResult {
  /// Value of each vertex for the player to move there; nullopt for draws.
  std::vector<std::optional<std::int64_t>> value;
  std::optional<std::int64_t> start_value;
  std::uint32_t remoteness = 0;                 ///< of the start (0 if a draw)
  std::optional<GameGraph::Vertex> best_move;   ///< from the start (none if terminal or a draw)
  std::uint64_t positions = 0;                  ///< vertices reachable from the start
  /// Reachable vertices by sign of value for the player to move: [0] > 0 (win),
  /// [1] < 0 (lose), [2] = 0 (tie), [3] draw.
  std::uint64_t counts[4] = {0, 0, 0, 0};
  std::uint64_t peak_bytes = 0;
  double seconds = 0;
};

/// Solves a graph file whose primitives are scores. The start is its `start` vertex,
/// else 0. Throws cgt::DomainError when the file gives win/lose/tie instead, or a vertex
/// without moves has no score (its value would be undefined).
ScoringResult solve_scoring(const GraphFile& file, RunControl& run = unlimited_run());

}  // namespace cgt
