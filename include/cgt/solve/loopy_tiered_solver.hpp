#pragma once
/// \file
/// Strong solving by tiers for games whose tiers are loopy inside: moves stay in their
/// tier or go to the next, and positions may repeat within a tier (Quixo: the tier is
/// the number of cubes showing a symbol; Teeko: the markers placed, the last tier
/// sliding). This is GamesmanOne's loopy tier solver: tiers are solved from the last to
/// the first; inside a tier, retrograde analysis with out-degree counters and un-moves,
/// where the values of the solved next tier enter at the round of their remoteness.
///
/// A loopy tiered game G numbers each tier's states 0..tier_size(t)-1 (every state is
/// solved, reachable or not) and provides
///   - `tier_count()`, `tier_size(t)`, `start_slot()` (the start is in tier 0),
///   - `primitive(t, i)` (Win/Lose for the player to move, or Undecided),
///   - `move_count(t, i)`: the moves of an undecided state, with multiplicity,
///   - `expand(t, i, f)`: the Primitive value of the state and, only when it is
///     Undecided, f(tier, slot) once per move, tier t or t+1,
///   - `for_each_parent(t, i, pt, f)`: f(slot) once per move into (t, i) from a state of
///     tier pt (pt = t or t-1): the same multiset of moves as expand,
///   - `static constexpr bool kRelativeStates`: as for cgt::solve_dense (a state is the
///     board seen by the player to move and stands for two positions).
///
/// Algorithm per tier t: seed every state's counter with its move count; then round r
/// (r = 0, 1, …) sweeps tier t and the next tier for states decided at remoteness r and
/// pushes their value to their parents in tier t (a lose child makes a win in r+1, the
/// last win child a lose in r+1); states never decided are draws (cell 0). The next
/// tier's states are read-only. Before that, a forward pass marks the positions
/// reachable from the start (a breadth-first closure inside each tier), which are
/// counted by value. Values are Gamesman's (no ties: a tie primitive is refused).
///
/// Time O(Σ_t R_t·(size(t) + size(t+1)) + moves) for R_t rounds in tier t; memory one
/// bit per position slot (all tiers, kept for the counts) plus 2 bytes per state of the
/// two tiers in hand, plus two bitmaps of one tier while counting. Threads: OpenMP over
/// each sweep, `run.threads()`; the result does not depend on the thread count.
///
/// Ranks (cgt/solve/ranks.hpp) split each sweep: a rank pushes only from its share of
/// the states, into a bitmap of wins and counts of win children for the tier, which the
/// ranks sum before every rank applies them. So each rank holds both tiers whole, and
/// values, counts and tier files equal one process's bit for bit.
///
/// Throws cgt::LimitError before starting when the plan passes the memory limit, and
/// when a limit passes or a remoteness exceeds 16,383; cgt::DomainError for a tie
/// primitive; std::logic_error when a move leaves the tier and the next.

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/dense_cells.hpp"
#include "cgt/solve/dense_table.hpp"
#include "cgt/solve/ranks.hpp"
#include "cgt/solve/retrograde_frontiers.hpp"
#include "cgt/solve/slot_bitmap.hpp"
#include "cgt/solve/solvable_game.hpp"
#include "cgt/solve/tiered_solver.hpp"

namespace cgt {

namespace detail {
struct TierSlotSink {
  void operator()(std::uint32_t, std::uint64_t) const {}
};
}  // namespace detail

template <class G>
concept LoopyTieredGame =
    requires(const G& g, std::uint32_t t, std::uint64_t i, detail::TierSlotSink f, detail::SlotSink s) {
      { g.tier_count() } -> std::convertible_to<std::uint32_t>;
      { g.tier_size(t) } -> std::convertible_to<std::uint64_t>;
      { g.start_slot() } -> std::convertible_to<std::uint64_t>;
      { g.primitive(t, i) } -> std::convertible_to<Primitive>;
      { g.move_count(t, i) } -> std::convertible_to<unsigned>;
      { g.expand(t, i, f) } -> std::convertible_to<Primitive>;
      g.for_each_parent(t, i, t, s);
      { G::kRelativeStates } -> std::convertible_to<bool>;
    };

namespace detail {

template <LoopyTieredGame G>
inline constexpr std::uint64_t kTurnsPerState = G::kRelativeStates ? 2 : 1;

/// The bytes a loopy tiered solve holds at its peak, and the tier where it is reached:
/// every tier's bitmap, plus either two bitmaps of one tier (counting) or the cells of
/// two tiers (2 bytes a state) and, with several ranks, 2.125 bytes a state of the
/// tier solved (the round's exchange).
template <LoopyTieredGame G>
std::pair<std::uint64_t, std::uint32_t> loopy_tiered_plan(const G& game, int ranks) {
  const auto add = [](std::uint64_t a, std::uint64_t b) { return a > ~b ? ~std::uint64_t{0} : a + b; };
  const auto times = [](std::uint64_t a, std::uint64_t k) { return a > ~std::uint64_t{0} / k ? ~std::uint64_t{0} : a * k; };
  std::uint64_t bitmaps = 0, transient = 0;
  std::uint32_t at = 0;
  const std::uint32_t tiers = game.tier_count();
  for (std::uint32_t t = 0; t < tiers; ++t) {
    const std::uint64_t size = game.tier_size(t), bits = bitmap_bytes(times(size, kTurnsPerState<G>));
    bitmaps = add(bitmaps, bits);
    std::uint64_t cells = times(add(size, t + 1 < tiers ? game.tier_size(t + 1) : 0), 2);
    if (ranks > 1) cells = add(cells, add(times(size, 2), bitmap_bytes(size)));
    const std::uint64_t here = std::max(times(bits, 2), cells);
    if (here > transient) transient = here, at = t;
  }
  return {add(bitmaps, transient), at};
}

/// Positions reachable from the start, as one bitmap per tier over (state, player to
/// move) slots: a breadth-first closure inside each tier, whose moves into the next
/// tier seed that tier's closure.
template <LoopyTieredGame G>
std::vector<std::vector<std::uint64_t>> loopy_reachable_tiers(const G& game, RunControl& run, std::uint64_t peak,
                                                              std::vector<std::uint64_t>& per_tier, Ranks& ranks) {
  constexpr std::uint64_t kTurns = kTurnsPerState<G>;
  const std::uint32_t tiers = game.tier_count();
  std::vector<std::vector<std::uint64_t>> seen(tiers);
  for (std::uint32_t t = 0; t < tiers; ++t) seen[t].assign(bitmap_bytes(game.tier_size(t) * kTurns) / 8, 0);
  set_bit(seen[0], game.start_slot() * kTurns);
  per_tier.assign(tiers, 0);
  const int threads = run.threads();
  std::atomic<bool> bad_move = false;
  std::vector<std::uint64_t> frontier, next;
  for (std::uint32_t t = 0; t < tiers; ++t) {
    frontier = seen[t];
    next.assign(frontier.size(), 0);
    const TierShare share = TierShare::of(frontier.size(), ranks);
    for (std::uint32_t level = 0;; ++level) {
      for (std::uint64_t from = share.first_word; from < share.end_word; from += kTierChunk / 64) {
        run.checkpoint(fmt::format("tier {} of {}: reachable positions, level {}", t, tiers, level), from * 64,
                       frontier.size() * 64, peak);
        const std::uint64_t to = std::min(share.end_word, from + kTierChunk / 64);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64)
        for (std::uint64_t w = from; w < to; ++w)
          for (std::uint64_t bits = frontier[w]; bits != 0; bits &= bits - 1) {
            const std::uint64_t at = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
            const std::uint64_t slot = at / kTurns, turn = at % kTurns;
            game.expand(t, slot, [&](std::uint32_t ct, std::uint64_t child) {
              if ((ct != t && ct != t + 1) || ct >= tiers || child >= game.tier_size(ct)) {
                bad_move = true;  // reported after the loop: no exceptions leave a parallel region
                return;
              }
              const std::uint64_t c = child * kTurns + (kTurns - 1 - turn);
              if (ct == t + 1) {
                if (!test_bit(seen[ct], c)) set_bit(seen[ct], c);
              } else if (!test_bit(seen[t], c) && set_bit(seen[t], c)) {
                set_bit(next, c);
              }
            });
          }
      }
      if (ranks.any(bad_move))
        throw std::logic_error(fmt::format("loopy tiered game: a move from tier {} leaves the tier and the next", t));
      ranks.or_words(seen[t]);
      ranks.or_words(next);
      const bool more = std::any_of(next.begin(), next.end(), [](std::uint64_t w) { return w != 0; });
      if (!more) break;
      frontier.swap(next);
      std::fill(next.begin(), next.end(), 0);
    }
    if (t + 1 < tiers) ranks.or_words(seen[t + 1]);
    for (std::uint64_t word : seen[t]) per_tier[t] += static_cast<std::uint64_t>(__builtin_popcountll(word));
  }
  return seen;
}

/// A round's pushes from one rank's share when several ranks solve a tier: which
/// states of the tier got a lose child (a win) and how many win children each got
/// (16-bit lanes, four to a word: a state's total over all ranks is at most its move
/// count, under 2^14, so the ranks' sums never carry into the next lane).
struct RoundPushes {
  std::vector<std::uint64_t> wins, lanes;

  void reset(std::uint64_t states) {
    wins.assign(bitmap_bytes(states) / 8, 0);
    lanes.assign((states + 3) / 4, 0);
  }
  void push(std::uint64_t p, SolvedValue child) {
    if (child == SolvedValue::Lose) {
      set_bit(wins, p);
      return;
    }
    std::atomic_ref<std::uint64_t> word(lanes[p / 4]);
    word.fetch_add(std::uint64_t{1} << (16 * (p % 4)), std::memory_order_relaxed);
  }
  std::uint16_t lane(std::uint64_t p) const { return static_cast<std::uint16_t>(lanes[p / 4] >> (16 * (p % 4))); }
};

/// Seeds tier t's cells at [base, base + size(t)) of `window`: each rank its share,
/// then shared. Throws cgt::DomainError for a tie primitive.
template <LoopyTieredGame G>
void seed_loopy_tier(const G& game, std::uint32_t t, std::vector<std::uint16_t>& window, std::uint64_t base, int threads,
                     Ranks& ranks) {
  const std::uint64_t n = window.size() - base;
  const std::uint64_t first = share_begin(n, ranks.rank(), ranks.size()), end = share_begin(n, ranks.rank() + 1, ranks.size());
  DenseCells cells(window);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 4096) if (end - first >= 65536)
  for (std::uint64_t i = first; i < end; ++i) {
    const Primitive p = game.primitive(t, i);
    cells.seed(base + i, p, p == Primitive::Undecided ? game.move_count(t, i) : 0);
  }
  const bool bad = ranks.any([&] {
    try {
      cells.check_seeds();
      return false;
    } catch (const Error&) {
      return true;
    }
  }());
  if (bad) cells.check_seeds();  // this rank's own error, if it has one
  if (bad) throw DomainError(fmt::format("tier {}: a primitive position is a tie or a state has too many moves", t));
  std::vector<std::uint64_t> bounds;
  for (int r = 0; r <= ranks.size(); ++r) bounds.push_back(base + share_begin(n, r, ranks.size()));
  ranks.share_cells(window, bounds);
}

/// Solves tier t in `window`: the next tier's cells at [0, base), tier t's at
/// [base, base + size(t)), seeded. `child_max` is the greatest remoteness in the next
/// tier. Rounds as in the file comment; with several ranks, each pushes from its share
/// and every rank applies the summed pushes.
template <LoopyTieredGame G>
void solve_loopy_tier(const G& game, std::uint32_t t, std::vector<std::uint16_t>& window, std::uint64_t base,
                      std::uint32_t child_max, RunControl& run, std::uint64_t peak, Ranks& ranks) {
  const std::uint64_t n = window.size() - base;
  const std::uint32_t tiers = game.tier_count();
  const int threads = run.threads();
  DenseCells cells(window);
  const std::uint64_t first = share_begin(window.size(), ranks.rank(), ranks.size());
  const std::uint64_t end = share_begin(window.size(), ranks.rank() + 1, ranks.size());
  RoundPushes pushes;
  for (std::uint32_t r = 0;; ++r) {
    if (r >= DenseCells::kMaxRemoteness)
      throw LimitError(fmt::format("remoteness exceeds {} plies", DenseCells::kMaxRemoteness));
    const bool shared = ranks.size() > 1;
    if (shared) pushes.reset(n);
    // The next tier's states matter only while rounds reach their remoteness.
    const std::uint64_t from = r <= child_max ? first : std::max(first, base);
    std::uint64_t newly = 0;
    for (std::uint64_t chunk = std::min(from, end); chunk < end; chunk += kTierChunk) {
      run.checkpoint(fmt::format("tier {} of {}: solving, round {}", t, tiers, r), chunk - from, end - from, peak);
      const std::uint64_t chunk_end = std::min(end, chunk + kTierChunk);
      newly += parallel_sum(chunk_end - chunk, threads, 65536, [&](std::uint64_t k) -> std::uint64_t {
        const std::uint64_t s = chunk + k;
        const SolvedValue value = cells.decided_at(s, r);
        if (value == SolvedValue::Draw) return 0;
        std::uint64_t decided = 0;
        const auto to_parent = [&](std::uint64_t p) {
          if (shared) pushes.push(p, value);
          else decided += cells.push(base + p, value, r + 1) ? 1 : 0;
        };
        if (s < base) game.for_each_parent(t + 1, s, t, to_parent);
        else game.for_each_parent(t, s - base, t, to_parent);
        return decided;
      });
    }
    if (shared) {
      ranks.or_words(pushes.wins);
      ranks.sum(pushes.lanes);
      newly = parallel_sum(n, threads, 65536, [&](std::uint64_t p) -> std::uint64_t {
        std::uint16_t& cell = window[base + p];
        if (dense_cell::decided(cell)) return 0;
        if (test_bit(pushes.wins, p)) {
          cell = static_cast<std::uint16_t>(dense_cell::kWin | (r + 1));
          return 1;
        }
        const std::uint16_t lost = pushes.lane(p);
        if (lost == 0) return 0;
        cell = static_cast<std::uint16_t>(cell - lost);
        if (cell != 0) return 0;
        cell = static_cast<std::uint16_t>(dense_cell::kLose | (r + 1));
        return 1;
      });
    }
    if (newly == 0 && r >= child_max) return;
  }
}

}  // namespace detail

/// Solves `game` tier by tier (see the file comment), with `options` as for
/// cgt::solve_tiered: `load` for tiers an earlier run solved, `sink` for each tier
/// solved now (every state's cell; draws are 0), `ranks` for processes sharing it.
/// Throws as described in the file comment, and cgt::ParseError when a loaded tier has
/// the wrong size.
template <LoopyTieredGame G>
TieredSolve solve_loopy_tiered(const G& game, RunControl& run = unlimited_run(), const TieredSolveOptions& options = {}) {
  const auto begin = std::chrono::steady_clock::now();
  Ranks& ranks = options.ranks != nullptr ? *options.ranks : one_rank();
  const auto [peak, peak_tier] = detail::loopy_tiered_plan(game, ranks.size());
  detail::check_tiered_plan(run, peak, peak_tier, game.tier_count());

  constexpr std::uint64_t kTurns = detail::kTurnsPerState<G>;
  TieredSolve result;
  const std::vector<std::vector<std::uint64_t>> seen =
      detail::loopy_reachable_tiers(game, run, peak, result.tier_positions, ranks);
  const std::uint32_t tiers = game.tier_count();
  const int threads = run.threads();
  std::vector<std::uint16_t> window;  // the next tier's cells, then tier t's
  std::uint32_t child_max = 0;
  std::uint64_t counts[4] = {0, 0, 0, 0};
  for (std::uint32_t t = tiers; t-- > 0;) {
    const std::uint64_t n = game.tier_size(t);
    std::vector<std::uint16_t> stored;
    const bool loaded = options.load && options.load(t, stored);
    if (!ranks.any(!loaded)) {
      if (stored.size() != n) throw ParseError(fmt::format("tier {}: {} cells stored, the tier has {} slots", t, stored.size(), n));
      run.checkpoint(fmt::format("tier {} of {}: read", t, tiers), 0, 0, peak);
      window.swap(stored);
    } else {
      const std::uint64_t base = window.size();
      window.resize(base + n);
      detail::seed_loopy_tier(game, t, window, base, threads, ranks);
      detail::solve_loopy_tier(game, t, window, base, child_max, run, peak, ranks);
      window.erase(window.begin(), window.begin() + static_cast<std::ptrdiff_t>(base));
      for (std::uint16_t& cell : window)
        if (!dense_cell::decided(cell)) cell = 0;  // a draw: the counter's leftover means nothing
      if (options.sink) options.sink(t, window);
    }
    child_max = 0;
    for (std::uint16_t cell : window) child_max = std::max(child_max, dense_cell::remoteness(cell));
    for (std::uint64_t w = 0; w < seen[t].size(); ++w)
      for (std::uint64_t bits = seen[t][w]; bits != 0; bits &= bits - 1) {
        const std::uint64_t at = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
        ++counts[static_cast<int>(dense_cell::value(window[at / kTurns]))];
      }
  }
  detail::fill_tiered_summary(result.summary, window.at(game.start_slot()), counts, peak, begin);
  return result;
}

}  // namespace cgt
