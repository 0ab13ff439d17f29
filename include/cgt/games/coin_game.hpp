#pragma once
/// \file
/// The Coin Game (KUPC 2017; the seed's general-sum example). An H x W grid; each cell
/// holds a face-up coin 'o', a face-down coin 'x', or nothing '.'. Players alternate
/// declaring a row or column not declared before, flipping every coin in it. The game
/// ends when nothing is left to declare or every coin is face up. The last player to
/// declare scores 1; if every coin is face up at the end, both score 2 more. Each player
/// maximises their own total; we give the first player's.
///
/// Two solvers, cross-checked in the tests:
/// - coin_game_by_search: the whole game, positions (declared rows, declared columns),
///   each player maximising their own total. O(2^(H+W) (H+W)); H + W <= 24.
/// - coin_game: the reduction. Coin (i, j) ends face up iff r_i xor c_j = [coin face
///   down], so coins are parity constraints between row i and column j; a parity
///   union-find over the H + W lines finds the components. An inconsistent component
///   means never all face up: every line gets declared, and the first player scores 1
///   iff H + W is odd. Otherwise each component has exactly two satisfying sets of
///   declared lines, of sizes (a, b); lines without coins are free moves. Every player
///   prefers any all-face-up ending (>= 2) to any other (<= 1), so play stays on those
///   sets and the game becomes "who completes the last component": a normal-play game on
///   the multiset of components (unstarted pairs (a, b), started ones with their
///   remaining count, unopened one-sided ones (0, b) that may be reopened, free lines),
///   solved by memoised search (exact). When that passes 200,000 states, the search
///   runs on a compressed form: side sizes by class (1, 2, odd >= 3, even >= 4), R >= 2
///   and tempo >= 1 by parity, more than 4 equal components as 4 or 5. These
///   compressions are NOT proven: the tests check them against the exact search on
///   every reduced game within bounds (401,725 games: sides up to 5 with up to 3 pairs,
///   or sides up to 3 with up to 6 pairs; R up to 5, tempo up to 2) and on random ones.
///   Throws cgt::LimitError past `max_states`.

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

/// Rows of 'o', 'x', '.' separated by '|'. Throws cgt::ParseError.
Grid parse_coin_grid(std::string_view text);

/// The first player's total by the reduction (any size the reduced game allows).
int coin_game(const Grid& grid, std::uint64_t max_states = 50'000'000, RunControl& run = unlimited_run());

/// The reduced game itself (for tests of the compression): started components' total
/// need R, tempo moves, unstarted pairs (a, b) with 1 <= a <= b, one-sided sizes b >= 2.
/// True if the player to move completes the last component.
struct ReducedGame {
  std::uint32_t needed = 0;
  int tempo = 0;
  std::vector<std::pair<int, int>> unstarted;
  std::vector<int> one_sided;
};
bool reduced_game_wins(const ReducedGame& game, bool compress);

/// The first player's total by searching the whole game. Throws cgt::LimitError if
/// H + W > 24.
int coin_game_by_search(const Grid& grid);

}  // namespace cgt
