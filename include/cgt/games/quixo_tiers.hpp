#pragma once
/// \file
/// Quixo's states by tiers, for the loopy tiered solver
/// (cgt/solve/loopy_tiered_solver.hpp): tier n holds the boards with n cubes showing a
/// symbol. A push of a blank cube goes to tier n+1; a push of one's own cube stays in
/// tier n, so each tier is loopy inside (GamesmanOne and Tanaka et al. 2021 tier Quixo
/// by the counts of X and O; the sum of the two is enough here, since a state is the
/// board seen by the player to move).
///
/// Perfect hash of a board with n symbols on c = k·k cells:
///   slot = colex rank of the occupied cells among the C(c, n) n-subsets · 2^n
///          + the mover's cubes as an n-bit pattern over the occupied cells,
/// so tier n has C(c, n)·2^n slots, and the tiers together 3^c (every board once).
/// Ranking and unranking are a few table lookups (c ≤ 16).

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "cgt/games/quixo.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class QuixoTiers {
 public:
  static constexpr bool kRelativeStates = true;

  explicit QuixoTiers(const Quixo& game);

  std::uint32_t tier_count() const { return static_cast<std::uint32_t>(cells_ + 1); }
  std::uint64_t tier_size(std::uint32_t t) const { return std::uint64_t{first_[t + 1] - first_[t]} << t; }
  std::uint64_t start_slot() const { return 0; }

  /// A board's tier: the cubes showing a symbol.
  static std::uint32_t tier(Quixo::Board b) { return static_cast<std::uint32_t>(std::popcount(b.mine | b.theirs)); }
  /// The slot of a board in its tier.
  std::uint64_t slot(Quixo::Board b) const;
  /// The board in slot `slot` of tier `tier` (slot < tier_size(tier)).
  Quixo::Board board(std::uint32_t tier, std::uint64_t slot) const;

  Primitive primitive(std::uint32_t t, std::uint64_t i) const { return game_.primitive(board(t, i)); }
  unsigned move_count(std::uint32_t t, std::uint64_t i) const { return game_.move_count(board(t, i)); }

  /// The tiered-game interface: the board's Primitive value and, while it is
  /// undecided, f(tier, slot) for each push.
  template <class F>
  Primitive expand(std::uint32_t t, std::uint64_t i, F&& f) const {
    const Quixo::Board b = board(t, i);
    const Primitive primitive = game_.primitive(b);
    if (primitive != Primitive::Undecided) return primitive;
    for (const Quixo::Push& p : game_.pushes())
      if (game_.legal(b, p)) {
        const Quixo::Board c = game_.apply(b, p);
        f(tier(c), slot(c));
      }
    return primitive;
  }

  /// Parents in tier `pt`: pushes of the mover's own cube (pt = t) or of a blank one
  /// (pt = t - 1).
  template <class F>
  void for_each_parent(std::uint32_t t, std::uint64_t i, std::uint32_t pt, F&& f) const {
    const bool want_blank = pt != t;
    game_.for_each_unmove(board(t, i), [&](Quixo::Board parent, bool taken_blank) {
      if (taken_blank == want_blank) f(slot(parent));
    });
  }

  const Quixo& game() const { return game_; }

 private:
  // pext and pdep of 16-bit words by byte tables: bits of x at the set bits of m,
  // packed low (pext), and the low bits of y spread onto the set bits of m (pdep).
  std::uint32_t pext(std::uint32_t x, std::uint32_t m) const;
  std::uint32_t pdep(std::uint32_t y, std::uint32_t m) const;

  Quixo game_;
  int cells_;
  // The colex rank of a set S of cells, split at cell 8 into its low byte L and high
  // byte H: rank(S) = rank(L) + Σ_j C(8 + h_j, |L| + j + 1) over H's cells h_0 < h_1 < …,
  // so two tables of L1 size give it: low_rank_[L] + high_rank_[|L|][H].
  std::array<std::uint16_t, 256> low_rank_{};
  std::array<std::array<std::uint16_t, 256>, 9> high_rank_{};
  std::vector<std::uint16_t> subsets_;      // the sets of each size in rank order, sizes one after another
  std::array<std::uint32_t, 18> first_{};  // size n -> where its sets start in subsets_ (then the end)
  std::vector<std::uint8_t> pext8_, pdep8_;          // [mask byte][value byte]
};

}  // namespace cgt
