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
/// K, and positions reached with different territories share it. A search's answer says
/// how far beyond K its proof reaches (fail-soft, from the bounds at its leaves), so one
/// search can move a bound by more than one.
///
/// Moves in territories are never searched: Left wins H + K moving first iff some
/// H^L + K is a loss for Right moving first, or K ≥ 1 and Left wins every H^R + K - 1
/// moving first (and symmetrically for Right). The second clause is the case where H
/// equals a number (number avoidance, Siegel CGT II.3, settles every other case): it
/// follows from the simplicity theorem (Siegel CGT II.3.4, H is then the simplest
/// integer x with H^L ◁ x ◁ H^R) and the gift horse principle (ONAG ch. 10: the option
/// H + K - 1 given to Left changes nothing, so territories may be taken as unlimited).
///
/// Bounds from the regions' thresholds decide most sums of two regions or more before
/// their moves are generated: with t_i the mover's threshold in region i alone and u_i
/// the opponent's, the mover wins if K ≥ t_i + Σ_{j≠i} (1 - u_j) for some i (a win for
/// the first player plus wins for the second is a win for the first: G ⊳ 0 and H ≥ 0
/// give G + H ⊳ 0), and loses if K ≤ Σ (t_i - 1) (a sum of games ≤ 0 is ≤ 0). Each
/// region's thresholds are kept as intervals, narrowed only as far as a test needs: a
/// search of the region alone at the value that would decide the test (regions of at
/// most 32 empty cells). The searches that could help are tried in turn under a node
/// budget that grows fourfold when none finishes within it: near a region's threshold a
/// search can cost a thousand times one a little way off, and a sum rarely needs every
/// threshold exact. In a sum of three regions the same tests are made on each pair (as
/// one game: the table's bounds on the pair alone, narrowed by searches of it) with the
/// third: a pair's thresholds are tighter than its regions' together, and one pair serves
/// every move in the third region. On the first four of the sums of three regions of 4×4
/// to 5×5 (`bench/outcome_positions.py CGT sums 1 4 --game amazons`, one thread): none
/// under 30 s without the bounds; 2.6, 0.21, 0.85 s with each region's thresholds made
/// exact by bisection; 1.7, 0.09, 0.9 s narrowed only as needed (the fourth over 10 s).
///
/// A region whose exact thresholds sum to 2 (t_L + t_R = 2) equals the integer 1 - t_L
/// (both players lose moving first in the region less that integer) and is folded into
/// K. Every move burns an empty cell, so with e empty cells a state is lost for the mover
/// when K + e ≤ 2b and won when K - e ≥ 1 - 2a, where b (0 or 1) and a (0 to 3) are the
/// turns on which the opponent and the mover are sure of a move whatever the other does
/// (found by asking whether one move can leave an amazon with no empty neighbour).
/// In a lone region with one amazon a side,
/// the empty cells the mover cannot reach past the opponent's amazon are the opponent's
/// pocket: after any first move of the mover, the opponent walls it off (moves in, shoots
/// back), so the mover loses when K ≤ S - L, S the opponent's moves from walling in and
/// L the mover's longest line (Song and Müller 2014's blocker territories, simplest
/// case). Moves are ordered by the region's killer (the move that last won a state there,
/// from a table that grows with the search), then hottest region first (the widest range
/// of K where both players win moving first), then by the opponent's moves they remove (a
/// mobility ordering: orders by a queen-distance territory evaluation, or a killer by
/// ply, took 4× the nodes or more); a move after which the table already knows the
/// opponent loses decides the position (enhanced transposition cutoff). The table is
/// keyed by the multiset of regions (each translated to its frame's corner) and the player
/// to move, 128 bits of hash (64 compared in full, 24 more checked); it starts at 1 MiB
/// and doubles while the nodes outnumber its entries, up to its budget. The answer is
/// exact; the table and the bounds only prune. With two threads or more, outcome()'s two
/// searches (Left's and Right's) start at the same time, and the thread that finishes
/// first joins the other's search, breaking ties between moves its own way; the first to
/// finish a side answers it. On any number of threads the searches share one table
/// (lockless, Hyatt and Mann 2002) and the regions' intervals.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

namespace amazons_detail {
class Engine;
class Intervals;
class Tables;
}  // namespace amazons_detail

class AmazonsSolver {
 public:
  /// The most transposition table the solver allocates.
  static constexpr std::uint64_t kMostTableBytes = std::uint64_t{64} << 20;

  /// `table_bytes`: the most memory the transposition table grows to (32-byte buckets, at
  /// least 1 MiB, at most kMostTableBytes; it doubles in place, reserved at that size).
  /// `run`: progress, time and memory limits (cgt::LimitError when exceeded), threads.
  explicit AmazonsSolver(std::uint64_t table_bytes = kMostTableBytes, RunControl& run = unlimited_run());
  ~AmazonsSolver();
  AmazonsSolver(const AmazonsSolver&) = delete;
  AmazonsSolver& operator=(const AmazonsSolver&) = delete;

  /// The most regions (8-connected unburnt cells) a board may have.
  static constexpr std::size_t kMostRegions = 32;
  /// The most amazons (both players') a board may have.
  static constexpr long kMostAmazons = 128;

  /// True when the board (cells 'x', 'o', '.', '#') has at most kMostRegions regions, each
  /// fitting in 8 rows and 8 columns, and at most kMostAmazons amazons.
  static bool fits(const Grid& board);

  /// Does the player to move (Left if `left_to_move`) win? Throws cgt::DomainError if
  /// the board does not fit.
  bool wins(const Grid& board, bool left_to_move);
  /// L, R, N or P (two searches; on two threads when the run allows, each thread then
  /// taking both questions in turn until each is answered).
  OutcomeClass outcome(const Grid& board);

  /// Positions searched so far (all searches of this solver).
  std::uint64_t nodes() const noexcept;
  /// Positions answered by a transposition table so far.
  std::uint64_t table_hits() const noexcept;

 private:
  std::uint64_t table_bytes_;
  RunControl& run_;
  std::unique_ptr<amazons_detail::Tables> tables_;        // shared by the engines
  std::unique_ptr<amazons_detail::Intervals> intervals_;  // the regions' thresholds, shared by the engines
  std::unique_ptr<amazons_detail::Engine> main_, helper_;  // helper_: outcome()'s second thread
  // The engine in `e`, made on first use; `helper`: outcome()'s second thread's, which
  // breaks ties between moves its own way.
  amazons_detail::Engine& engine(std::unique_ptr<amazons_detail::Engine>& e, bool helper = false);
  static void require_fit(const Grid& board);  // DomainError unless fits(board)
};

}  // namespace cgt
