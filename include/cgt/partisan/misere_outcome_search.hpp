#pragma once
/// \file
/// The misère outcome class of a partisan position by direct search of its game tree:
/// in misère play the player who cannot move wins (Siegel, CGT V.1; Winning Ways ch. 13).
/// Canonical forms do not keep misère play, and neither do sums (no component split), so
/// this searches whole positions: Left moving first wins iff Left has no move or some
/// Left option is lost by Right moving first from it, and symmetrically; the outcome is
/// L, R, N or P from the two answers. Positions are memoised for each player to move.
/// Depth-first and recursive: the depth is the game's length (a board game's number of
/// moves), which the caller's game bounds. O(positions reached · options).

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <cstdint>

#include "cgt/core/error.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

template <PartisanGame G>
class MisereOutcomeSearch {
 public:
  using P = typename G::Position;

  /// `max_positions`: positions memoised (both players to move) before cgt::LimitError.
  explicit MisereOutcomeSearch(const G& game, std::size_t max_positions = 50'000'000, RunControl& run = unlimited_run())
      : game_(game), max_positions_(max_positions), run_(run) {}

  /// The misère outcome class of p. Throws cgt::LimitError past the limits.
  OutcomeClass outcome(const P& p) {
    const bool left_first = wins_moving_first(p, true);
    const bool right_first = wins_moving_first(p, false);
    if (left_first && right_first) return OutcomeClass::N;
    if (left_first) return OutcomeClass::L;
    if (right_first) return OutcomeClass::R;
    return OutcomeClass::P;
  }

  std::size_t positions() const noexcept { return memo_[0].size() + memo_[1].size(); }

 private:
  // Does the player to move (Left if `left`) win in misère play?
  bool wins_moving_first(const P& p, bool left) {
    auto& memo = memo_[left ? 0 : 1];
    if (auto it = memo.find(p); it != memo.end()) return it->second;
    check_stack("misère outcome search: its moves");
    if (++visits_ % 65536 == 0) run_.checkpoint("misère outcome search", positions(), 0, positions() * 64);
    const auto options = left ? game_.left_options(p) : game_.right_options(p);
    bool win = options.empty();  // no move: the player to move wins in misère play
    for (const P& q : options) {
      if (!wins_moving_first(q, !left)) {
        win = true;
        break;
      }
    }
    if (positions() >= max_positions_)
      throw LimitError(fmt::format("misère outcome search: more than {} positions", max_positions_));
    memo.emplace(p, win);
    return win;
  }

  const G& game_;
  std::size_t max_positions_;
  RunControl& run_;
  std::uint64_t visits_ = 0;
  absl::flat_hash_map<P, bool> memo_[2];  // Left to move, Right to move
};

}  // namespace cgt
