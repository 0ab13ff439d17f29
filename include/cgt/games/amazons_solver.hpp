#pragma once
/// \file
/// Outcome classes of Amazons positions by a dedicated search over sums of regions, for
/// positions too large for canonical forms (sums of 5×5 regions and the like).
///
/// The board is split into its regions (8-connected unburnt cells; Amazons.hpp), each
/// held as three 64-bit words (empty cells, Left's amazons, Right's) in an 8×8 frame. A
/// region with no amazon is dropped; one with amazons of one colour only (a territory)
/// is an integer, the longest line of moves its owner has there (found once by a
/// memoised search and cached), and added to K, the integer part of the sum; one where
/// nobody can move is 0. The search asks whether the player to move wins H + K, where H
/// is the sum of the other regions, and keeps, for each H and player to move, bounds on
/// the integer threshold: Left moving first wins H + K iff K ≥ f(H), Right moving first
/// iff K ≤ u(H) (a win for the mover is monotone in K). So one table entry serves every
/// K, and positions reached with different territories share it.
///
/// Moves in territories are never searched: Left wins H + K moving first iff some
/// H^L + K is a loss for Right moving first, or K ≥ 1 and Left wins every H^R + K - 1
/// moving first (and symmetrically for Right). The second clause is the case where H
/// equals a number (number avoidance, Siegel CGT II.3, settles every other case): it
/// follows from the simplicity theorem (Siegel CGT II.3.4, H is then the simplest
/// integer x with H^L ◁ x ◁ H^R) and the gift horse principle (ONAG ch. 10: the option
/// H + K - 1 given to Left changes nothing, so territories may be taken as unlimited).
///
/// Moves are ordered by the territory they settle for the mover, then by the queen
/// mobility they leave (the mover's reachable cells less the opponent's, in the region
/// moved in), and a move after which the table already knows the opponent loses decides
/// the position (enhanced transposition cutoff). The table is keyed by the multiset of
/// regions (each translated to its frame's corner) and the player to move, 128 bits of
/// hash. The answer is exact; the table only prunes. With two threads or more, Left's
/// and Right's searches of outcome() run at the same time, each with its own table.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

namespace amazons_detail {
class Engine;
}  // namespace amazons_detail

class AmazonsSolver {
 public:
  /// The most transposition table one search allocates.
  static constexpr std::uint64_t kMostTableBytes = std::uint64_t{64} << 20;

  /// `table_bytes`: memory for each search's transposition table (a power of two of
  /// 32-byte buckets, at least 1 MiB, at most kMostTableBytes). `run`: progress, time
  /// and memory limits (cgt::LimitError when exceeded), threads.
  explicit AmazonsSolver(std::uint64_t table_bytes = kMostTableBytes, RunControl& run = unlimited_run());
  ~AmazonsSolver();
  AmazonsSolver(const AmazonsSolver&) = delete;
  AmazonsSolver& operator=(const AmazonsSolver&) = delete;

  /// The most regions (8-connected unburnt cells) a board may have.
  static constexpr std::size_t kMostRegions = 32;

  /// True when the board (cells 'x', 'o', '.', '#') has at most kMostRegions regions and
  /// each fits in 8 rows and 8 columns.
  static bool fits(const Grid& board);

  /// Does the player to move (Left if `left_to_move`) win? Throws cgt::DomainError if
  /// the board does not fit.
  bool wins(const Grid& board, bool left_to_move);
  /// L, R, N or P (two searches; on two threads when the run allows).
  OutcomeClass outcome(const Grid& board);

  /// Positions searched so far (all searches of this solver).
  std::uint64_t nodes() const noexcept;
  /// Positions answered by a transposition table so far.
  std::uint64_t table_hits() const noexcept;

 private:
  std::uint64_t table_bytes_;
  RunControl& run_;
  std::unique_ptr<amazons_detail::Engine> left_, right_;  // the searches with Left, Right to move first
  amazons_detail::Engine& engine(bool left_to_move);
};

}  // namespace cgt
