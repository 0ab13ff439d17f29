#pragma once
/// \file
/// The "stop" game (a contest classic): a table of scores A_1..A_L and a pointer at A_1.
/// Players alternate; the player to move either stops, and the game ends with score
/// A_i (the pointer's entry), or advances the pointer (not past A_L, where one must
/// stop). The first player maximises the score, the second minimises it. Built as a
/// scoring graph for cgt::solve_scoring: vertex i-1 is the pointer at A_i, vertex L+i-1
/// the game stopped there; the start is vertex 0 and its value is the first player's
/// score. O(L) vertices and edges.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "cgt/core/game_graph.hpp"

namespace cgt {

/// Throws cgt::DomainError for an empty table.
GraphFile stop_game(std::span<const std::int64_t> scores);

/// "3,1,4,1,5" -> {3, 1, 4, 1, 5}. Throws cgt::ParseError naming the bad entry.
std::vector<std::int64_t> parse_score_list(std::string_view text);

}  // namespace cgt
