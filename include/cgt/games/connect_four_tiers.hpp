#pragma once
/// \file
/// Connect-Four's positions by tiers, for the tiered solver (cgt/solve/tiered_solver.hpp):
/// tier k holds the boards with k stones, and every move goes to tier k+1.
///
/// Perfect hash of a board with k stones (x has ceil(k/2) of them, x moving first):
///   slot = rank(heights) · C(k, ceil(k/2)) + colex rank of the x stones,
/// where rank(heights) numbers the column-height vectors summing to k in lexicographic
/// order, and the stones are read column by column from the bottom (so the colour
/// pattern of any k stones is a ceil(k/2)-subset of 0..k-1). Tier k has
/// H(k)·C(k, ceil(k/2)) slots, H(k) the number of height vectors; every board that
/// obeys gravity and the stone counts has a slot, reachable in play or not (about 1 in 2
/// to 1 in 4 is). Ranking costs O(width + k/2) and unranking O(width·h + k), with
/// the x stones as one k-bit pattern (colex order is the patterns' numeric order).
///
/// Mirror images folded (MirrorImages::Folded, for solves past memory): a board and its
/// left-right mirror image have the same value, so only one of them gets a slot. A block
/// of heights is kept when its heights are not after their reverse in lexicographic
/// order; a board of other heights is mirrored first. Within a block of palindromic
/// heights, the board whose player-to-move stones are the smaller number is kept. The
/// reachable boards of the folded tiers are the representatives of the reachable
/// boards, each standing for `slot_weight` of them (2, or 1 for a symmetric board), so
/// counts weighted by it are exact. It about halves the slots (6×6: 3.1·10^11 of 6.0·10^11).

#include <bit>
#include <cstdint>
#include <vector>

#include "cgt/games/connect_four.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class ConnectFourTiers {
 public:
  /// Whether a board and its mirror image have a slot each (Kept) or share one (Folded).
  enum class MirrorImages { Kept, Folded };

  /// Throws cgt::LimitError when a tier has 2^64 slots or more.
  explicit ConnectFourTiers(const ConnectFour& game, MirrorImages mirror = MirrorImages::Kept);

  std::uint32_t tier_count() const { return static_cast<std::uint32_t>(sizes_.size()); }
  std::uint64_t tier_size(std::uint32_t t) const { return sizes_[t]; }
  std::uint64_t start_slot() const { return 0; }

  /// A board's tier: its stone count.
  static std::uint32_t tier(const ConnectFour::Position& p) { return static_cast<std::uint32_t>(std::popcount(p.mask)); }
  /// The slot of a board in its tier (its stone count); folded, the slot of its
  /// representative.
  std::uint64_t slot(const ConnectFour::Position& p) const;
  /// How many boards slot `slot` of tier `tier` stands for: 1 unless folded, then 2, or
  /// 1 for a board equal to its mirror image.
  std::uint64_t slot_weight(std::uint32_t tier, std::uint64_t slot) const;
  /// The board in slot `slot` of tier `tier` (slot < tier_size(tier)).
  ConnectFour::Position position(std::uint32_t tier, std::uint64_t slot) const;

  /// The tiered-game interface: the board's Primitive value and, while it is undecided,
  /// f(child slot in tier + 1) for each column that is not full.
  template <class F>
  Primitive expand(std::uint32_t tier, std::uint64_t slot, F&& f) const {
    const ConnectFour::Position p = position(tier, slot);
    const Primitive primitive = game_.primitive(p);
    if (primitive == Primitive::Undecided) {
      std::uint64_t children[kMaxColumns];
      const int n = child_slots(p, children);
      for (int i = 0; i < n; ++i) f(children[i]);
    }
    return primitive;
  }

  /// The slots in tier k+1 of the children of a board with k stones (one per column not
  /// full, left to right): slot(child) for each, computed together. One pass over the x
  /// stones per reading direction gives every child's colex rank (a stone dropped in a
  /// column shifts the stones read after it by one), where ranking each child alone reads
  /// them once per child. Returns the number of children.
  int child_slots(const ConnectFour::Position& p, std::uint64_t* out) const;

  const ConnectFour& game() const { return game_; }

 private:
  std::uint64_t binomial(int n, int k) const { return binomial_[n * kMaxStones1 + k]; }
  // Height vectors of columns c..w-1 summing to s.
  std::uint64_t ways(int c, int s) const { return ways_[c * (cells_ + 1) + s]; }
  // Height vectors of columns c..w-1 summing to `left` whose column c is below v: the
  // rank of the heights' suffix starts there.
  std::uint64_t below(int c, int left, int v) const { return below_[(c * (cells_ + 1) + left) * (height_ + 1) + v]; }

  // Folds the tiers: fills block_of_, heights_rank_of_, palindromic_ and sizes_.
  void fold_mirror_images();
  // The column heights of the heights vector ranked `heights_rank` among those summing to
  // k (lexicographic order), into heights[0..w); returns the board's mask.
  std::uint64_t heights_of(int k, std::uint64_t heights_rank, int* heights) const;
  // -1, 0 or 1 as the heights come before, equal or come after their reverse.
  static int mirror_order(const int* heights, int w);

  static constexpr int kMaxStones1 = 65;  // stones 0..64 (w(h+1) <= 64)
  static constexpr int kMaxColumns = 32;  // w(h+1) <= 64 and h >= 1
  ConnectFour game_;
  bool folded_;
  int cells_;                            // w·h
  int height_;                           // h
  std::vector<std::uint64_t> binomial_;  // C(n, k), n, k <= 64
  std::vector<std::uint64_t> ways_;      // (w+1) x (w·h+1)
  std::vector<std::uint64_t> below_;     // w x (w·h+1) x (h+1)
  std::vector<std::uint64_t> sizes_;     // slots per tier
  // Folded only, per tier: the kept block of each heights rank (kNoBlock when the
  // heights are after their reverse), each kept block's heights rank, and whether its
  // heights are palindromic.
  static constexpr std::uint32_t kNoBlock = ~0u;
  std::vector<std::vector<std::uint32_t>> block_of_;
  std::vector<std::vector<std::uint64_t>> heights_rank_of_;
  std::vector<std::vector<std::uint8_t>> palindromic_;
};

}  // namespace cgt
