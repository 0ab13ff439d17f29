#pragma once
/// \file
/// Outcome classes of Domineering positions by a dedicated bitboard search, for boards
/// far beyond canonical forms (8×8 and the like).
///
/// A position fitting in 8 rows and 8 columns is one 64-bit word of empty cells, one of
/// up to 10 × 10 a 128-bit word (the same search on either; its table then stores whole
/// keys, three to a cache line under a sequence lock). The search is a depth-first AND/OR search ("does the player to move win?") with:
/// - safe-move bounds (Breuker, Uiterwijk, van den Herik, "Solving 8×8 Domineering",
///   TCS 230 (2000); Bullock, "Domineering: solving large combinatorial search spaces",
///   ICGA J. 25 (2002)): a cell whose two neighbours across the player's direction are
///   filled can never be covered by the opponent, so disjoint dominoes of such cells are
///   moves the player keeps. If the player to move has more safe moves than the
///   opponent has room for moves at all (disjoint dominoes in the opponent's direction),
///   the player wins; if the opponent has at least as many safe moves as the player to
///   move has room for, the player to move loses. Both are decided without search.
/// - protective areas and vulnerable moves (Bullock 2002) added to the safe moves: a 2×2
///   block closed across the player's direction on at least one side is two moves for
///   whoever plays there first and takes two dominoes from the opponent's room; a domino
///   of unguarded cells is a move the opponent can spoil (one of them with a move when it
///   is isolated, two otherwise). The least the player gets from them is the value of a
///   race, so the bounds stay exact lower and upper bounds. A second bound counts cells
///   (Bullock's count of empty squares): the opponent covers at most the cells it can
///   reach now, less those of the player's race moves.
/// - safe moves are never searched (Bullock 2002: they take nothing from the opponent
///   and stay available); a player left with safe moves alone is decided by the count.
/// - move ordering by the position a move leaves (the mover's safe moves and room minus
///   the opponent's), then by the domino's place on the board; moves on the mover's own
///   protected cells after the others. A move after which the opponent loses by the
///   bounds, or by the table (enhanced transposition cutoff), decides the position at once.
/// - a transposition table of two-entry buckets (one kept by depth, one always
///   replaced) keyed by the least of the board's symmetric images; on square boards the
///   transposed image counts too, with the players exchanged (transposing a Domineering
///   board negates it: Winning Ways ch. 2). An entry is one 64-bit word: the key's hash
///   is a bijection of the key, so the bucket index and the hash's remaining bits
///   identify the key exactly, and a word is always read and written whole (on 128-bit
///   boards the key is stored whole, and an entry read only under its bucket's sequence
///   lock).
/// - at the root, one move of each symmetry class (moves whose children are images of
///   each other under the board's symmetries).
/// - threads (RunControl::threads(), for roots of at least 24 empty cells): once a
///   position's first three moves fail to win, its other moves are searched as tasks by all
///   threads (young brothers wait: Feldmann, Monien, Mysliwietz and Vornberger 1989), in
///   positions within 12 empty cells of the root (smaller tasks cost more than they gain),
///   sharing the table; a winning move cancels its brothers. The answer does not depend
///   on the thread count; node counts do.
/// The answer is exact; the bounds and the table only prune.

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

namespace domineering_detail {
class SmallBoards;  // the search on boards of at most 8 × 8
class LargeBoards;  // on boards of at most 10 × 10
}  // namespace domineering_detail

class DomineeringSolver {
 public:
  /// Rows and columns of the largest board the search takes.
  static constexpr int kMaxSide = 10;
  /// The most transposition table a search uses: past it, a probe costs more time than
  /// its hits save in nodes (measured on 8×9 and 9×9; see index_bits_for).
  static constexpr std::uint64_t kMostTableBytes = std::uint64_t{128} << 20;

  /// `table_bytes`: memory for the transposition table (rounded down to a power of two
  /// buckets of 16 bytes, at least 1 MiB; 64-byte buckets, at least 4 MiB, for boards
  /// past 8 × 8, mapped when the first one is searched); a search uses at most kMostTableBytes
  /// of it (less on small boards). `run`: progress (nodes, depth, the root move
  /// being searched), time and memory limits (LimitError when exceeded), threads.
  explicit DomineeringSolver(std::uint64_t table_bytes = kMostTableBytes, RunControl& run = unlimited_run());
  ~DomineeringSolver();
  DomineeringSolver(const DomineeringSolver&) = delete;
  DomineeringSolver& operator=(const DomineeringSolver&) = delete;

  /// True when the board (cells '.' empty, '#' filled) fits the search: at most 10 rows
  /// and 10 columns once cropped to its empty cells.
  static bool fits(const Grid& board);

  /// Does the player to move win? `vertical`: Left (vertical dominoes) moves.
  /// Throws cgt::DomainError if the board does not fit.
  bool wins(const Grid& board, bool vertical);
  /// L, R, N or P (two searches).
  OutcomeClass outcome(const Grid& board);

  /// Positions visited so far (all searches and threads of this solver).
  std::uint64_t nodes() const noexcept { return nodes_; }
  /// Positions answered by the transposition table so far.
  std::uint64_t table_hits() const noexcept { return table_hits_; }

 private:
  std::uint64_t table_bytes_;
  RunControl& run_;
  std::unique_ptr<domineering_detail::SmallBoards> small_;
  std::unique_ptr<domineering_detail::LargeBoards> large_;
  std::uint64_t nodes_ = 0, table_hits_ = 0;
};

}  // namespace cgt
