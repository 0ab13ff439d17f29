#pragma once
/// \file
/// Strong solving of large loopy games with a perfect hash and un-moves (the tablebase
/// method; Gamesman's model of values): every state gets win, lose or draw for the
/// player to move with its remoteness, in 2 bytes per state (cgt/solve/dense_table.hpp).
///
/// A dense game G numbers its states 0..state_count()-1 and provides
///   - `start_state()`, `primitive(s)` (Win/Lose for the player to move, or Undecided),
///   - `move_count(s)`: the number of moves of an undecided state, counted with
///     multiplicity (two moves reaching the same state count twice),
///   - `for_each_child(s, f)` and `for_each_parent(s, f)`: calls f(state) once per move
///     from s, and once per un-move into s (the same multiset of (parent, child) pairs:
///     every move p -> c is one un-move c -> p),
///   - `static constexpr bool kRelativeStates`: true when a state is the board seen by
///     the player to move (a move also swaps the roles), so that one state stands for two
///     positions, (board, first player to move) and its colour-swapped twin; positions
///     reachable from the start are then counted as (state, player to move) pairs.
///
/// Algorithm: the retrograde core (retrograde_core.hpp) with this game as its store
/// (parents by un-moves), 16-bit cells updated by compare-and-swap (DenseCells) and the
/// sweep frontier: round r is a parallel sweep (OpenMP) over all states for those of
/// remoteness r, so no list of positions is kept. The result does not depend on the
/// order of updates, so it is identical on any number of threads. Time O(N·R + M) for N
/// states, M moves and R levels; memory 2 bytes per state plus 3 bits per position slot
/// while counting reachable positions. Ties are not modelled here (use cgt::solve for
/// games that end drawn).

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <vector>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/dense_cells.hpp"
#include "cgt/solve/dense_table.hpp"
#include "cgt/solve/retrograde_core.hpp"
#include "cgt/solve/slot_bitmap.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

namespace detail {
struct StateSink {
  void operator()(std::uint64_t) const {}
};
}  // namespace detail

template <class G>
concept DenseGame = requires(const G& g, std::uint64_t s, detail::StateSink f) {
  { g.state_count() } -> std::convertible_to<std::uint64_t>;
  { g.start_state() } -> std::convertible_to<std::uint64_t>;
  { g.primitive(s) } -> std::convertible_to<Primitive>;
  { g.move_count(s) } -> std::convertible_to<unsigned>;
  g.for_each_child(s, f);
  g.for_each_parent(s, f);
  { G::kRelativeStates } -> std::convertible_to<bool>;
};

/// The thread count comes from the RunControl (RunControl::threads()).
struct DenseSolveOptions {
  std::uint64_t parallel_from = 65536;  ///< sweeps over fewer states (bitmap bits) run on one thread
  bool count_positions = true;  ///< the forward pass counting positions reachable from the start
};

struct DenseSolve {
  SolveResult summary;  ///< value of the start; counts over positions reachable from it
  DenseTable table;     ///< every state, reachable or not
};

namespace detail {

/// A dense game as the core's store: parents by un-moves.
template <DenseGame G>
struct DenseStore {
  const G& game;
  std::uint64_t size() const { return game.state_count(); }
  Primitive primitive(std::uint64_t s) const { return game.primitive(s); }
  std::uint64_t out_degree(std::uint64_t s) const { return game.move_count(s); }
  template <class F>
  void for_each_parent(std::uint64_t s, F&& f) const {
    game.for_each_parent(s, f);
  }
};

/// Positions reachable from the start, as a bitmap over slots (state, or state·2 + the
/// player to move for relative states), by a level-synchronous parallel search.
template <DenseGame G>
std::vector<std::uint64_t> reachable_slots(const G& game, int threads, std::uint64_t parallel_from, RunControl& run) {
  constexpr std::uint64_t kSlotsPerState = G::kRelativeStates ? 2 : 1;
  const std::uint64_t slots = game.state_count() * kSlotsPerState;
  const std::uint64_t words = (slots + 63) / 64;
  std::vector<std::uint64_t> seen(words, 0), frontier(words, 0), next(words, 0);
  const std::uint64_t start = game.start_state() * kSlotsPerState;
  set_bit(seen, start);
  set_bit(frontier, start);
  std::uint64_t found = 1;
  for (std::uint64_t added = 1; added != 0; found += added) {
    run.checkpoint("counting reachable positions", found, 0, words * 8 * 3);
    added = 0;
#pragma omp parallel for num_threads(threads) schedule(dynamic, 256) reduction(+ : added) if (words * 64 >= parallel_from)
    for (std::uint64_t w = 0; w < words; ++w) {
      for (std::uint64_t bits = frontier[w]; bits != 0; bits &= bits - 1) {
        const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
        const std::uint64_t turn = slot % kSlotsPerState;
        if (game.primitive(slot / kSlotsPerState) != Primitive::Undecided) continue;  // the game is over
        game.for_each_child(slot / kSlotsPerState, [&](std::uint64_t child) {
          const std::uint64_t c = child * kSlotsPerState + (kSlotsPerState - 1 - turn);
          if (!test_bit(seen, c) && set_bit(seen, c)) {
            set_bit(next, c);
            ++added;
          }
        });
      }
      frontier[w] = 0;
    }
    frontier.swap(next);
  }
  return seen;
}

}  // namespace detail

/// Solves every state of `game`, then counts the positions reachable from its start by
/// value. Throws cgt::LimitError when the table would exceed the RunControl's memory
/// limit, the time limit passes, or a remoteness exceeds 16,383.
template <DenseGame G>
DenseSolve solve_dense(const G& game, DenseSolveOptions options = {}, RunControl& run = unlimited_run()) {
  const auto begin = std::chrono::steady_clock::now();
  const int threads = run.threads();
  const std::uint64_t n = game.state_count();
  constexpr std::uint64_t kSlotsPerState = G::kRelativeStates ? 2 : 1;
  const std::uint64_t table_bytes = n * 2;
  const std::uint64_t bitmap_bytes = options.count_positions ? (n * kSlotsPerState + 63) / 64 * 8 * 3 : 0;
  run.check_memory(table_bytes + bitmap_bytes);

  DenseSolve result;
  result.table.cells.assign(n, 0);
  DenseCells cells(result.table.cells);
  SweepFrontier frontier(threads, options.parallel_from);
  retrograde_rounds(detail::DenseStore<G>{game}, cells, frontier, run, 0);

  SolveResult& summary = result.summary;
  const std::uint64_t start = game.start_state();
  summary.value = result.table.value(start);
  summary.remoteness = result.table.remoteness(start);
  if (options.count_positions) {
    const std::vector<std::uint64_t> seen = detail::reachable_slots(game, threads, options.parallel_from, run);
    std::uint64_t counts[4] = {0, 0, 0, 0};
    const std::uint64_t words = seen.size();
#pragma omp parallel for num_threads(threads) schedule(static) reduction(+ : counts[:4]) if (words * 64 >= options.parallel_from)
    for (std::uint64_t w = 0; w < words; ++w)
      for (std::uint64_t bits = seen[w]; bits != 0; bits &= bits - 1) {
        const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
        ++counts[static_cast<int>(cells.value(slot / kSlotsPerState))];
      }
    for (int v = 0; v < 4; ++v) summary.counts[v] = counts[v];
    summary.positions = counts[0] + counts[1] + counts[2] + counts[3];
  }
  summary.peak_bytes = table_bytes + bitmap_bytes;
  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return result;
}

}  // namespace cgt
