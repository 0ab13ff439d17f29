#pragma once
/// \file
/// Outcome classes of Domineering positions by a dedicated bitboard search, for boards
/// far beyond canonical forms (8×8 and the like).
///
/// A position fitting in 8 rows and 8 columns is one 64-bit word of empty cells. The
/// search is a depth-first AND/OR search ("does the player to move win?") with:
/// - safe-move bounds (Breuker, Uiterwijk, van den Herik, "Solving 8×8 Domineering",
///   TCS 230 (2000); Bullock, "Domineering: solving large combinatorial search spaces",
///   ICGA J. 25 (2002)): a cell whose two neighbours across the player's direction are
///   filled can never be covered by the opponent, so disjoint dominoes of such cells are
///   moves the player keeps. If the player to move has more safe moves than the
///   opponent has room for moves at all (disjoint dominoes in the opponent's direction),
///   the player wins; if the opponent has at least as many safe moves as the player to
///   move has room for, the player to move loses. Both are decided without search.
/// - protective areas and vulnerable moves (Bullock 2002) added to the safe moves: a 2×2
///   block closed across the player's direction is two moves for whoever plays there
///   first and takes two dominoes from the opponent's room; a domino of unguarded cells
///   is a move the opponent can spoil. The least the player gets from them is the value
///   of a race (the player takes one a move; the opponent spoils one block or two
///   dominoes a move), so the bounds stay exact lower and upper bounds.
/// - move ordering by the position a move leaves (4 x the mover's safe moves minus the
///   opponent's, plus the mover's room minus the opponent's); a move after which the
///   opponent loses by the bounds decides the position at once.
/// - a transposition table of two-entry buckets (one kept by depth, one always
///   replaced) keyed by the least of the board's symmetric images; on square boards the
///   transposed image counts too, with the players exchanged (transposing a Domineering
///   board negates it: Winning Ways ch. 2).
/// The answer is exact; the bounds and the table only prune.

#include <cstdint>
#include <cstdlib>
#include <memory>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

class DomineeringSolver {
 public:
  /// `table_bytes`: memory for the transposition table (rounded down to a power of two
  /// buckets of 32 bytes; at least 1 MiB). `run`: progress and time limit
  /// (LimitError when exceeded).
  explicit DomineeringSolver(std::uint64_t table_bytes = std::uint64_t{256} << 20, RunControl& run = unlimited_run());

  /// True when the board (cells '.' empty, '#' filled) fits the search: at most 8 rows
  /// and 8 columns once cropped to its empty cells.
  static bool fits(const Grid& board);

  /// Does the player to move win? `vertical`: Left (vertical dominoes) moves.
  /// Throws cgt::DomainError if the board does not fit.
  bool wins(const Grid& board, bool vertical);
  /// L, R, N or P (two searches).
  OutcomeClass outcome(const Grid& board);

  /// Positions visited so far (all searches of this solver).
  std::uint64_t nodes() const noexcept { return nodes_; }
  /// Positions answered by the transposition table so far.
  std::uint64_t table_hits() const noexcept { return table_hits_; }

 private:
  struct Entry {
    std::uint64_t key = 0;   // least symmetric image of the empty cells
    std::uint8_t flags = 0;  // known/wins for vertical to move, for horizontal to move
    std::uint8_t empties = 0;
  };
  struct Bucket {
    Entry deep, recent;
  };

  bool search(std::uint64_t empty, bool vertical);
  // The table key of (empty, vertical): the least image, and whether the player is
  // exchanged (transposed image).
  std::pair<std::uint64_t, bool> key_of(std::uint64_t empty, bool vertical) const;
  Entry* probe(std::uint64_t key);
  void store(std::uint64_t key, std::uint8_t flags, int empties);

  int rows_ = 0, cols_ = 0;
  struct Free {
    void operator()(Bucket* p) const noexcept { std::free(p); }
  };
  // calloc'd: the zero pages cost nothing until a search touches them.
  std::unique_ptr<Bucket[], Free> table_;
  std::uint64_t mask_ = 0;
  bool table_used_ = false;
  std::uint64_t nodes_ = 0, table_hits_ = 0;
  RunControl& run_;
};

}  // namespace cgt
