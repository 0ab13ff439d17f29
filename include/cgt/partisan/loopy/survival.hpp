#pragma once
/// \file
/// Order of loopy games by survival games (Siegel, CGT VI.2 and VI.4; Siegel,
/// "Coping with cycles", 2009).
///
/// G <= H is decided in the sum H - G with Right moving first: Left must never be left
/// without a move. For stoppers an infinite play is a win for Left (she survives). For
/// the sides of arbitrary games, H^+ - G^+ = H^+ + (-G)^-: an infinite play is Left's
/// exactly when the onside component (H for onsides, -G for offsides) is played in
/// infinitely often — a Büchi game, solved by iterated attractors in
/// O(states · moves) with states = |G| · |H| · 4.

#include <vector>

#include "cgt/partisan/loopy/loopy_graph.hpp"

namespace cgt::loopy {

/// How infinite play is judged: stoppers (Left survives), or the onside or offside of
/// general games.
enum class Side { Stopper, Onside, Offside };

/// G <= H for vertex 0 of g and vertex 0 of h under `side` rules. Throws
/// cgt::LimitError past 2^22 product states or 2^26 moves between them.
bool leq(const Graph& g, const Graph& h, Side side);

/// For a stopper graph g: table[u * n + w] says g(u) <= g(w), for all pairs at once.
/// O(n^2 · moves).
std::vector<char> leq_table(const Graph& g);

/// For any graph g and side rules: table[u * n + w] says g(u) <= g(w) on that side.
std::vector<char> leq_table(const Graph& g, Side side);

/// From an n x n order table: each position's representative, the first position of
/// equal value (x <= y and y <= x), for fusing equal positions.
std::vector<Vertex> equal_value_representatives(const std::vector<char>& table, std::size_t n);

/// G <= H, both stoppers, by a separate brute-force fixed point (for tests):
/// Right's winning set grows until stable. O(states^2).
bool leq_brute_force(const Graph& g, const Graph& h);

}  // namespace cgt::loopy
