#pragma once
/// \file
/// The (m,n,k)-game's positions by tiers, for the tiered solver
/// (cgt/solve/tiered_solver.hpp): tier s holds the boards with s stones (X, who moves
/// first, has ceil(s/2) of them), and every move goes to tier s+1.
///
/// Perfect hash of a board with s stones on c = m·n cells:
///   slot = colex rank of the occupied cells among the C(c, s) s-subsets · C(s, ceil(s/2))
///          + colex rank of the X stones among the occupied cells (as an s-bit pattern),
/// so tier s has C(c, s)·C(s, ceil(s/2)) slots, every board with the right counts once,
/// reachable in play or not. Ranking and unranking cost O(c).

#include <cstdint>
#include <string>
#include <vector>

#include "cgt/games/mnk.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class MnkTiers {
 public:
  /// Throws cgt::LimitError when the tiers hold more than 2^40 slots together.
  explicit MnkTiers(const MnkGame& game);

  std::uint32_t tier_count() const { return static_cast<std::uint32_t>(cells_ + 1); }
  std::uint64_t tier_size(std::uint32_t t) const { return binomial(cells_, static_cast<int>(t)) * binomial(static_cast<int>(t), x_stones(t)); }
  std::uint64_t start_slot() const { return 0; }

  /// A position's tier: its stone count.
  static std::uint32_t tier(const MnkGame::Position& p);
  /// The slot of a position in its tier.
  std::uint64_t slot(const MnkGame::Position& p) const;
  /// The position in slot `slot` of tier `tier` (slot < tier_size(tier)).
  MnkGame::Position position(std::uint32_t tier, std::uint64_t slot) const;

  /// The tiered-game interface: the position's Primitive value and, while it is
  /// undecided, f(child slot in tier + 1) for each empty cell.
  template <class F>
  Primitive expand(std::uint32_t t, std::uint64_t i, F&& f) const {
    const MnkGame::Position p = position(t, i);
    const Primitive primitive = game_.primitive(p);
    if (primitive == Primitive::Undecided)
      for (const MnkGame::Position& child : game_.moves(p)) f(slot(child));
    return primitive;
  }

  const MnkGame& game() const { return game_; }

 private:
  static int x_stones(std::uint32_t t) { return static_cast<int>((t + 1) / 2); }
  std::uint64_t binomial(int n, int k) const { return k < 0 || k > n ? 0 : binomial_[static_cast<std::size_t>(n * 31 + k)]; }
  // The colex rank of a k-subset given as a bit set, and its inverse over `cells` cells.
  std::uint64_t colex_rank(std::uint64_t set) const;
  std::uint64_t colex_unrank(std::uint64_t rank, int k, int cells) const;

  MnkGame game_;
  int cells_;
  std::vector<std::uint64_t> binomial_;  // C(n, k) for n, k <= 30
};

}  // namespace cgt
