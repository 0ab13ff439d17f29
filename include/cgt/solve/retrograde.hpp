#pragma once
/// \file
/// Retrograde analysis of an explicit game graph (normal play: a player with no move
/// loses). Every vertex gets win, lose or draw for the player to move, with its
/// remoteness: the winner hurries, the loser delays (Gamesman's convention).
/// Out-degree counters make each edge be looked at once: O(N + M). Vertices never
/// labelled are draws (play can go on forever). Works on cyclic graphs.

#include <cstdint>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/core/solved_value.hpp"
#include "cgt/core/game_graph.hpp"

namespace cgt {

struct RetrogradeResult {
  std::vector<SolvedValue> value;        ///< per vertex: Win, Lose or Draw (never Tie)
  std::vector<std::uint32_t> remoteness; ///< plies to the end with perfect play (0 for draws)
};

/// Labels every vertex. Seeds are the vertices without moves (lose in 0); a vertex
/// with a move to a lose vertex is win in 1 + the least such remoteness; a vertex all
/// of whose moves lead to win vertices is lose in 1 + the largest. Positions are
/// processed in order of remoteness, so the first/last discovery gives min/max.
RetrogradeResult retrograde_analysis(const GameGraph& graph, RunControl& run = unlimited_run());

}  // namespace cgt
