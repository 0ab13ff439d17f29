#pragma once
/// \file
/// Teeko's states by tiers, for the loopy tiered solver
/// (cgt/solve/loopy_tiered_solver.hpp): tier n holds the boards with n markers, n =
/// 0..8. Drops lead from tier n to n+1; slides (all 8 markers down) stay in tier 8,
/// the one loopy tier. Teeko's own numbering already groups states by marker count,
/// so a slot is the state less its tier's first state.

#include <bit>
#include <cstdint>

#include "cgt/games/teeko.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class TeekoTiers {
 public:
  static constexpr bool kRelativeStates = true;

  explicit TeekoTiers(const Teeko& game) : game_(game) {}

  std::uint32_t tier_count() const { return 2 * Teeko::kMarkers + 1; }
  std::uint64_t tier_size(std::uint32_t t) const { return first(t + 1) - first(t); }
  std::uint64_t start_slot() const { return 0; }

  static std::uint32_t tier(Teeko::Board b) { return static_cast<std::uint32_t>(std::popcount(b.mine | b.theirs)); }
  /// The slot of a board in its tier.
  std::uint64_t slot(Teeko::Board b) const { return game_.rank(b) - first(tier(b)); }
  /// The game's state of slot i in tier t.
  std::uint64_t state(std::uint32_t t, std::uint64_t i) const { return first(t) + i; }

  Primitive primitive(std::uint32_t t, std::uint64_t i) const { return game_.primitive(state(t, i)); }
  unsigned move_count(std::uint32_t t, std::uint64_t i) const { return game_.move_count(state(t, i)); }

  /// The tiered-game interface: the board's Primitive value and, while it is
  /// undecided, f(tier, slot) for each move.
  template <class F>
  Primitive expand(std::uint32_t t, std::uint64_t i, F&& f) const {
    const Teeko::Board b = game_.unrank(state(t, i));
    const Primitive primitive = game_.primitive(b);
    if (primitive == Primitive::Undecided) game_.for_each_move(b, [&](Teeko::Board c) { f(tier(c), slot(c)); });
    return primitive;
  }

  /// Parents in tier `pt`: slides (pt = t) or drops (pt = t - 1).
  template <class F>
  void for_each_parent(std::uint32_t t, std::uint64_t i, std::uint32_t pt, F&& f) const {
    const bool want_drop = pt != t;
    game_.for_each_unmove(game_.unrank(state(t, i)), [&](Teeko::Board parent, bool dropped) {
      if (dropped == want_drop) f(game_.rank(parent) - first(pt));
    });
  }

  const Teeko& game() const { return game_; }

 private:
  std::uint64_t first(std::uint32_t t) const { return game_.first_state(static_cast<int>(t)); }

  Teeko game_;
};

}  // namespace cgt
