#pragma once
/// \file
/// Rulesets whose positions are coordinate pairs (m, n), as CGSuite's game.heap
/// CoordinateRuleset, PartizanCoordinateRuleset and GenCutcake define them: a move
/// replaces one pair by a disjunctive sum of pairs (none: 0). Wythoff's game and
/// Fraenkel's r-Wythoff, the memory games Mem, Take-Away and Fibonacci Nim, the cake
/// games Cutcake, Eatcake, Turn-and-Eatcake and Maundy Cake, Partizan Euclid, and heap
/// games whose Left and Right follow different rules (a heap n is the pair (n, 0)).
///
/// Sources: Wythoff 1907 and Fraenkel 1982 ("How to beat your Wythoff games' opponent");
/// Winning Ways ch. 2 (Cutcake, Eatcake), ch. 3 (Maundy Cake); Siegel, CGT I.4 and
/// CGSuite's game.heap constants for Mem, Take-Away and Partizan Euclid.

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cgt/impartial/heap_rule.hpp"

namespace cgt {

class CoordinateRuleset {
 public:
  using Coordinates = std::pair<std::int64_t, std::int64_t>;
  /// A disjunctive sum of pairs, sorted; empty is the game 0.
  using Position = std::vector<Coordinates>;
  /// One player's moves from a pair: calls emit(parts) once per option, parts the pairs
  /// of the sum moved to (empty: 0).
  using Emit = std::function<void(std::span<const Coordinates>)>;
  using Moves = std::function<void(Coordinates, const Emit&)>;
  /// One heap's moves as heaps left (a HeapRule's for_each_option, or Maundy's split).
  using HeapMoves = std::function<void(std::int64_t, const std::function<void(std::span<const std::uint64_t>)>&)>;

  /// Impartial when `right` is empty (both players move by `left`).
  explicit CoordinateRuleset(Moves left, Moves right = {});

  bool impartial() const noexcept { return !right_; }
  std::vector<Position> left_options(const Position& p) const;
  std::vector<Position> right_options(const Position& p) const;
  std::vector<Position> moves(const Position& p) const { return left_options(p); }  ///< impartial ones
  /// Each pair on its own (the sum's components).
  std::vector<Position> components(const Position& p) const;
  /// The number of a player's options from one pair (CGSuite's Options.Size).
  std::size_t option_count(Coordinates c, bool left) const;

  // --- CGSuite's coordinate rulesets ---------------------------------------------------
  /// GenWythoff(k -> k + r): take from one heap, or k from one and l from the other with
  /// 0 < k <= l < k + r (r = 1: Wythoff's game). Throws cgt::ParseError for r < 1.
  static CoordinateRuleset gen_wythoff(std::int64_t r);
  /// GenMem(f) at (n, memory): remove a in 1..n where allowed(memory, a), to (n - a, a).
  static CoordinateRuleset gen_mem(std::function<bool(std::int64_t memory, std::int64_t a)> allowed);
  /// GenCutcake: Left moves by `left` on the second coordinate, Right by `right` on the
  /// first; twisted swaps the pair before each move (CGSuite's GenCutcake, twisted =>).
  static CoordinateRuleset gen_cutcake(HeapMoves left, HeapMoves right, bool twisted);
  /// Partizan Euclid at (p, q): Left to (q, p mod q), Right to (q, q - p mod q), while
  /// q > 0 does not divide p.
  static CoordinateRuleset partizan_euclid();
  /// A heap game with different rules for Left and Right; heap n is the pair (n, 0).
  static CoordinateRuleset partizan_heap(const HeapRule& left, const HeapRule& right);

  /// A HeapRule's moves; Maundy's split of a heap into two or more equal heaps
  /// (CGSuite's TakeAndBreak "{2+}=.0").
  static HeapMoves heap_moves(const HeapRule& rule);
  static HeapMoves equal_split_moves();

 private:
  std::vector<Position> options(const Position& p, const Moves& moves) const;
  Moves left_, right_;
};

}  // namespace cgt
