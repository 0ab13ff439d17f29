#pragma once
/// \file
/// A disjunctive sum of tokens on one game graph: each turn the player to move slides
/// one token along an edge; normal play. Valued from the (generalized) Grundy values
/// by Smith's rules (Smith 1966; Fraenkel; Siegel, CGT, IV.4):
///  - all values finite: P iff their nim-sum is 0, else N;
///  - exactly one token of value ∞(K), the others of nim-sum s: N iff s ∈ K, else D;
///  - two or more tokens of value ∞: D (a draw: play never ends).

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cgt/core/outcome.hpp"
#include "cgt/core/game_graph.hpp"

namespace cgt {

/// Move token `token` (index into the token list) from `from` to `to`.
struct TokenMove {
  std::size_t token = 0;
  GameGraph::Vertex from = 0, to = 0;
  friend bool operator==(const TokenMove&, const TokenMove&) = default;
};

struct TokenSumAnswer {
  OutcomeClass outcome = OutcomeClass::P;  ///< P, N or D
  std::uint64_t nim_sum = 0;               ///< nim-sum of the finite values
  std::size_t infinite_tokens = 0;         ///< tokens on vertices of value ∞
  /// For N a winning move (to a P-position); for D a drawing move (to a D-position,
  /// when the player has a move); none for P.
  std::optional<TokenMove> move;
};

/// Outcome of the sum of `tokens` on `graph` with the given (generalized) Grundy
/// values, and a winning or drawing move. O(sum of the tokens' out-degrees ·
/// out-degree) at most. Throws cgt::DomainError for a token outside the graph.
TokenSumAnswer analyze_token_sum(const GameGraph& graph, std::span<const std::uint32_t> values,
                                 std::span<const GameGraph::Vertex> tokens);

}  // namespace cgt
