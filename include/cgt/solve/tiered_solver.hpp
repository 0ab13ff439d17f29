#pragma once
/// \file
/// Strong solving by tiers: retrograde analysis one tier at a time from the end of the
/// game, the method of Gamesman's tier solver (GamesmanOne; Gasser 1996 for the tiered
/// databases of Nine Men's Morris). The positions of a game are split into tiers
/// 0..T-1 such that every move leads from tier t to tier t+1 (Connect-Four: t is the
/// number of stones), and each tier is numbered 0..size(t)-1 by a perfect hash of its
/// own, so a tier's values are a dense array with no keys.
///
/// A tiered game G provides
///   - `tier_count()` and `tier_size(t)` (slots; a slot may be an unreachable position),
///   - `start_slot()`: the start's slot in tier 0,
///   - `expand(t, i, f)`: the Primitive value of slot i of tier t for the player to move
///     (Lose when the previous move ended the game, Tie on a full board, …) and, only
///     when it is Undecided, f(child) for each move, with the child's slot in tier t+1.
///     An Undecided slot without moves is lost (normal play).
///
/// Algorithm: (1) a forward pass marks the slots reachable from the start in one bitmap
/// per tier (1 bit a slot, all tiers kept: they count the positions); (2) a backward pass
/// solves tier T-1 down to 0, each reachable slot from its children's values, holding
/// only two tiers' values (2-byte cells of cgt/solve/dense_table.hpp). Both passes run
/// over a tier's slots in parallel (OpenMP, `run.threads()`); results do not depend on
/// the thread count. Time O(Σ slots + moves of reachable positions); memory Σ slots/8 +
/// 2·max(size(t) + size(t+1)) bytes (the second term divided among ranks). The value of
/// a position is Gamesman's: win if some move reaches a lost position (remoteness 1 +
/// the least), else tie if some move reaches a tie (1 + the least), else lose (1 + the
/// greatest).
///
/// Several processes can share a solve (TieredSolveOptions::ranks, cgt/solve/ranks.hpp:
/// Open MPI under `mpirun`): each expands and solves a contiguous share of every tier's
/// bitmap words and holds only its share of the two tiers' cells; the children it does
/// not hold are asked of their owners, chunk by chunk (Ranks::exchange), and rank 0
/// gathers each tier when it is written. Every rank holds every tier's bitmap (1 bit a
/// slot). The results are the one-process solve's bit for bit.
///
/// Throws cgt::LimitError before starting when the plan passes the memory limit (the
/// message names the bytes and the tier where the peak is), or when a limit passes.

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/dense_table.hpp"
#include "cgt/solve/ranks.hpp"
#include "cgt/solve/slot_bitmap.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

namespace detail {
struct SlotSink {
  void operator()(std::uint64_t) const {}
};
}  // namespace detail

template <class G>
concept TieredGame = requires(const G& g, std::uint32_t t, std::uint64_t i, detail::SlotSink f) {
  { g.tier_count() } -> std::convertible_to<std::uint32_t>;
  { g.tier_size(t) } -> std::convertible_to<std::uint64_t>;
  { g.start_slot() } -> std::convertible_to<std::uint64_t>;
  { g.expand(t, i, f) } -> std::convertible_to<Primitive>;
};

/// What a tiered solve reports besides the summary.
struct TieredSolve {
  SolveResult summary;                        ///< start value, remoteness, counts over reachable positions
  std::vector<std::uint64_t> tier_positions;  ///< reachable positions per tier
};

/// Called with each tier's cells once it is solved (tiers from the last to the first);
/// unreachable slots hold 0. For writing tiers out, or keeping small games whole.
using TierSink = std::function<void(std::uint32_t tier, const std::vector<std::uint16_t>& cells)>;

struct TieredSolveOptions {
  TierSink sink;  ///< receives each tier solved in this run
  /// Tiers solved by an earlier run (--resume): fills `cells` with tier t's cells and
  /// returns true, or returns false when tier t is still to solve.
  std::function<bool(std::uint32_t tier, std::vector<std::uint16_t>& cells)> load;
  /// The processes sharing the solve (null: this process alone). A tier is read with
  /// `load` only when every rank can read it. Under several ranks of the acyclic solver
  /// `sink` is called on rank 0 only, with the whole tier gathered there; the caller
  /// gives it to rank 0.
  Ranks* ranks = nullptr;
};

namespace detail {

inline std::uint64_t bitmap_bytes(std::uint64_t slots) { return (slots / 64 + (slots % 64 != 0)) * 8; }

/// The bytes a tiered solve holds at its peak, and the tier whose solve reaches it.
template <TieredGame G>
std::pair<std::uint64_t, std::uint32_t> tiered_plan(const G& game, int ranks = 1) {
  std::uint64_t bitmaps = 0, cells = 0;
  std::uint32_t at = 0;
  const std::uint32_t tiers = game.tier_count();
  // Saturating sums: a plan past 2^64 bytes is refused like any other too large.
  const auto add = [](std::uint64_t a, std::uint64_t b) { return a > ~b ? ~std::uint64_t{0} : a + b; };
  for (std::uint32_t t = 0; t < tiers; ++t) {
    bitmaps = add(bitmaps, bitmap_bytes(game.tier_size(t)));
    const std::uint64_t pair = add(game.tier_size(t), t + 1 < tiers ? game.tier_size(t + 1) : 0);
    const std::uint64_t share = pair / static_cast<std::uint64_t>(ranks) + (pair % static_cast<std::uint64_t>(ranks) != 0);
    const std::uint64_t two = add(share, share);
    if (two > cells) cells = two, at = t;
  }
  return {add(bitmaps, cells), at};
}

// Refuses a plan over the memory limit before anything starts, naming the bytes and
// the tier of the peak; then reserves the plan's memory with the run.
inline void check_tiered_plan(RunControl& run, std::uint64_t peak, std::uint32_t peak_tier, std::uint32_t tiers) {
  const std::uint64_t limit = run.limits().max_bytes;
  if (limit != 0 && peak > limit)
    throw LimitError(fmt::format("memory limit exceeded: the tiered solve needs {} bytes ({:.1f} GiB, its peak solving "
                                 "tier {} of {}), more than the limit of {} bytes",
                                 peak, double(peak) / double(1 << 30), peak_tier, tiers, limit));
  run.check_growth("the tiered solve's bitmaps and cells", peak);
}

// The summary of a tiered solve: the start's cell and the counts by value.
inline void fill_tiered_summary(SolveResult& s, std::uint16_t start_cell, const std::uint64_t (&counts)[4],
                                std::uint64_t peak, std::chrono::steady_clock::time_point begin) {
  s.value = dense_cell::value(start_cell);
  s.remoteness = dense_cell::remoteness(start_cell);
  for (int v = 0; v < 4; ++v) s.counts[v] = counts[v];
  s.positions = counts[0] + counts[1] + counts[2] + counts[3];
  s.classes = s.positions;
  s.peak_bytes = peak;
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
}

// Slots are processed in chunks, with a checkpoint (limits, progress) between chunks.
inline constexpr std::uint64_t kTierChunk = std::uint64_t{1} << 20;

// A progress line's detail: the positions so far and the memory the plan holds (only
// built when someone reads it).
inline std::string tier_detail(const RunControl& run, std::uint64_t positions, std::uint64_t bytes) {
  if (!run.reports_progress()) return {};
  return fmt::format("{} positions, {:.0f} MiB", positions, static_cast<double>(bytes) / (1 << 20));
}

// Rank r's share of a tier's bitmap words, and the slots they hold.
struct TierShare {
  std::uint64_t first_word, end_word;
  static TierShare of(std::uint64_t words, const Ranks& ranks) {
    return {share_begin(words, ranks.rank(), ranks.size()), share_begin(words, ranks.rank() + 1, ranks.size())};
  }
};

// Every rank's first slot, and the tier's size last: the bounds for Ranks::share_cells.
inline std::vector<std::uint64_t> slot_bounds(std::uint64_t words, std::uint64_t slots, const Ranks& ranks) {
  std::vector<std::uint64_t> bounds;
  for (int r = 0; r <= ranks.size(); ++r) bounds.push_back(std::min(share_begin(words, r, ranks.size()) * 64, slots));
  return bounds;
}

template <TieredGame G>
std::vector<std::vector<std::uint64_t>> reachable_tiers(const G& game, RunControl& run, std::uint64_t peak,
                                                        std::vector<std::uint64_t>& per_tier, Ranks& ranks) {
  const std::uint32_t tiers = game.tier_count();
  std::vector<std::vector<std::uint64_t>> seen(tiers);
  for (std::uint32_t t = 0; t < tiers; ++t) seen[t].assign(bitmap_bytes(game.tier_size(t)) / 8, 0);
  set_bit(seen[0], game.start_slot());
  per_tier.assign(tiers, 0);
  const int threads = run.threads();
  std::atomic<bool> bad_move = false;
  for (std::uint32_t t = 0; t < tiers; ++t) {
    const std::uint64_t words = seen[t].size();
    const TierShare share = TierShare::of(words, ranks);
    std::uint64_t found = 0;
    for (std::uint64_t from = share.first_word; from < share.end_word; from += kTierChunk / 64) {
      run.checkpoint(fmt::format("tier {} of {}: reachable positions", t, tiers), from * 64, words * 64, peak,
                     tier_detail(run, found, peak));
      const std::uint64_t to = std::min(share.end_word, from + kTierChunk / 64);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64) reduction(+ : found)
      for (std::uint64_t w = from; w < to; ++w)
        for (std::uint64_t bits = seen[t][w]; bits != 0; bits &= bits - 1) {
          ++found;
          const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
          game.expand(t, slot, [&](std::uint64_t child) {
            if (t + 1 == tiers || child >= game.tier_size(t + 1)) {
              bad_move = true;  // reported after the loop: no exceptions leave a parallel region
              return;
            }
            if (!test_bit(seen[t + 1], child)) set_bit(seen[t + 1], child);
          });
        }
    }
    if (ranks.any(bad_move))
      throw std::logic_error(fmt::format("tiered game: a move from tier {} leaves the tiers or the next tier's slots", t));
    if (t + 1 < tiers) ranks.or_words(seen[t + 1]);
    per_tier[t] = found;
  }
  ranks.sum(per_tier);
  return seen;
}

// The cell of an undecided position from its children's cells (Gamesman's rule above).
struct CellChooser {
  std::uint32_t win = ~0u, tie = ~0u, lose = 0;
  bool any = false;
  void add(std::uint16_t child) {
    any = true;
    const std::uint32_t r = dense_cell::remoteness(child);
    switch (dense_cell::value(child)) {
      case SolvedValue::Lose: win = std::min(win, r); break;
      case SolvedValue::Tie: tie = std::min(tie, r); break;
      default: lose = std::max(lose, r); break;  // Win (Draw cannot occur: tiers are acyclic)
    }
  }
  std::uint16_t cell() const {
    if (!any) return dense_cell::make(SolvedValue::Lose, 0);
    if (win != ~0u) return dense_cell::make(SolvedValue::Win, win + 1);
    if (tie != ~0u) return dense_cell::make(SolvedValue::Tie, tie + 1);
    return dense_cell::make(SolvedValue::Lose, lose + 1);
  }
};

inline std::uint16_t primitive_cell(Primitive p) {
  switch (p) {
    case Primitive::Win: return dense_cell::make(SolvedValue::Win, 0);
    case Primitive::Lose: return dense_cell::make(SolvedValue::Lose, 0);
    case Primitive::Tie: return dense_cell::make(SolvedValue::Tie, 0);
    case Primitive::Undecided: break;
  }
  return 0;
}

// Several ranks, memory split: this rank holds only its share of tier t's cells
// (`cells`, slots from bounds[rank]) and of tier t+1's (`next`, slots from
// next_bounds[rank]). Chunk by chunk it expands its reachable slots, asks the owners
// for the children it does not hold (one exchange of requests, one of answers), and
// decides its slots. Every rank runs the same number of chunks (collectives).
template <TieredGame G>
void solve_tier_share(const G& game, std::uint32_t t, const std::vector<std::uint64_t>& seen,
                      const std::vector<std::uint64_t>& bounds, std::vector<std::uint16_t>& cells,
                      const std::vector<std::uint64_t>& next_bounds, const std::vector<std::uint16_t>& next,
                      std::uint64_t (&counts)[4], RunControl& run, std::uint64_t peak, std::uint64_t positions, Ranks& ranks) {
  const int me = ranks.rank(), k = ranks.size();
  const std::uint32_t tiers = game.tier_count();
  const TierShare share = TierShare::of(seen.size(), ranks);
  const int threads = run.threads();
  const auto owner = [&](std::uint64_t child) {
    return static_cast<int>(std::upper_bound(next_bounds.begin(), next_bounds.end(), child) - next_bounds.begin()) - 1;
  };
  // Smaller chunks than one process's: a chunk's children and the exchange's lists
  // (about 40 bytes a reachable slot) are held at once.
  constexpr std::uint64_t kChunkWords = kTierChunk / 64 / 4;
  for (std::uint64_t from = share.first_word;; from += kChunkWords) {
    if (!ranks.any(from < share.end_word)) return;
    run.checkpoint(fmt::format("tier {} of {}: solving", t, tiers), from * 64, seen.size() * 64, peak,
                   tier_detail(run, positions, peak));
    const std::uint64_t to = std::min(share.end_word, from + kChunkWords);
    const std::uint64_t words = to > from ? to - from : 0;
    // Each word's reachable slots as [slot, primitive, children, child…] (in parallel).
    std::vector<std::vector<std::uint64_t>> expanded(words);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64)
    for (std::uint64_t w = 0; w < words; ++w)
      for (std::uint64_t bits = seen[from + w]; bits != 0; bits &= bits - 1) {
        std::vector<std::uint64_t>& out = expanded[w];
        const std::uint64_t slot = (from + w) * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
        const std::size_t head = out.size();
        out.insert(out.end(), {slot, 0, 0});
        out[head + 1] = static_cast<std::uint64_t>(game.expand(t, slot, [&](std::uint64_t child) { out.push_back(child); }));
        out[head + 2] = out.size() - head - 3;
      }
    std::vector<std::vector<std::uint64_t>> asks(static_cast<std::size_t>(k));
    for (const auto& word : expanded)
      for (std::size_t i = 0; i < word.size(); i += 3 + word[i + 2])
        for (std::size_t c = 0; c < word[i + 2]; ++c)
          if (const int o = owner(word[i + 3 + c]); o != me) asks[static_cast<std::size_t>(o)].push_back(word[i + 3 + c]);
    std::vector<std::vector<std::uint64_t>> asked = ranks.exchange(asks);
    for (auto& list : asked)
      for (std::uint64_t& slot : list) slot = next[slot - next_bounds[static_cast<std::size_t>(me)]];
    const std::vector<std::vector<std::uint64_t>> answers = ranks.exchange(asked);
    std::vector<std::size_t> cursor(static_cast<std::size_t>(k), 0);
    for (const auto& word : expanded)
      for (std::size_t i = 0; i < word.size(); i += 3 + word[i + 2]) {
        const auto primitive = static_cast<Primitive>(word[i + 1]);
        CellChooser chooser;
        for (std::size_t c = 0; c < word[i + 2]; ++c) {
          const std::uint64_t child = word[i + 3 + c];
          const int o = owner(child);
          chooser.add(o == me ? next[child - next_bounds[static_cast<std::size_t>(me)]]
                              : static_cast<std::uint16_t>(answers[static_cast<std::size_t>(o)][cursor[static_cast<std::size_t>(o)]++]));
        }
        const std::uint16_t cell = primitive == Primitive::Undecided ? chooser.cell() : primitive_cell(primitive);
        cells[word[i] - bounds[static_cast<std::size_t>(me)]] = cell;
        ++counts[static_cast<int>(dense_cell::value(cell))];
      }
  }
}

}  // namespace detail

/// Solves `game` tier by tier (see the file comment), with `options.load` for tiers an
/// earlier run solved and `options.sink` for each tier solved now. Throws
/// cgt::LimitError as described above, cgt::ParseError when a loaded tier has the wrong
/// size.
template <TieredGame G>
TieredSolve solve_tiered(const G& game, RunControl& run = unlimited_run(), const TieredSolveOptions& options = {}) {
  const auto begin = std::chrono::steady_clock::now();
  Ranks& ranks = options.ranks != nullptr ? *options.ranks : one_rank();
  const auto [peak, peak_tier] = detail::tiered_plan(game, ranks.size());
  detail::check_tiered_plan(run, peak, peak_tier, game.tier_count());

  TieredSolve result;
  const std::vector<std::vector<std::uint64_t>> seen =
      detail::reachable_tiers(game, run, peak, result.tier_positions, ranks);
  const std::uint32_t tiers = game.tier_count();
  const int threads = run.threads();
  // One process holds whole tiers; several ranks hold their shares only (next_bounds:
  // where each rank's share of tier t+1 starts).
  const bool split = ranks.size() > 1;
  const auto me = static_cast<std::size_t>(ranks.rank());
  const bool write = ranks.any(static_cast<bool>(options.sink));  // rank 0 writes: the others gather to it
  std::vector<std::uint16_t> next, cells;
  std::vector<std::uint64_t> next_bounds;
  std::uint64_t counts[4] = {0, 0, 0, 0};  // over this rank's shares
  for (std::uint32_t t = tiers; t-- > 0;) {
    const std::uint64_t words = seen[t].size();
    const detail::TierShare share = detail::TierShare::of(words, ranks);
    const std::vector<std::uint64_t> bounds = detail::slot_bounds(words, game.tier_size(t), ranks);
    std::vector<std::uint16_t>().swap(cells);  // tier t+2's cells: keeping them would hold three tiers
    const bool loaded = options.load && options.load(t, cells);
    if (!ranks.any(!loaded)) {
      if (cells.size() != game.tier_size(t))
        throw ParseError(fmt::format("tier {}: {} cells stored, the tier has {} slots", t, cells.size(), game.tier_size(t)));
      run.checkpoint(fmt::format("tier {} of {}: read", t, tiers), 0, 0, peak);
      for (std::uint64_t w = share.first_word; w < share.end_word; ++w)
        for (std::uint64_t bits = seen[t][w]; bits != 0; bits &= bits - 1)
          ++counts[static_cast<int>(dense_cell::value(cells[w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits))]))];
      if (split) cells = std::vector<std::uint16_t>(cells.begin() + static_cast<std::ptrdiff_t>(bounds[me]),
                                                    cells.begin() + static_cast<std::ptrdiff_t>(bounds[me + 1]));
      next.swap(cells);
      next_bounds = bounds;
      continue;
    }
    if (split) {
      cells.assign(bounds[me + 1] - bounds[me], 0);
      detail::solve_tier_share(game, t, seen[t], bounds, cells, next_bounds, next, counts, run, peak,
                               result.tier_positions[t], ranks);
      if (write) {
        const std::vector<std::uint16_t> whole = ranks.gather_cells(cells, bounds);
        if (options.sink && ranks.rank() == 0) options.sink(t, whole);
      }
      next.swap(cells);
      next_bounds = bounds;
      continue;
    }
    cells.assign(game.tier_size(t), 0);
    for (std::uint64_t from = share.first_word; from < share.end_word; from += detail::kTierChunk / 64) {
      run.checkpoint(fmt::format("tier {} of {}: solving", t, tiers), from * 64, words * 64, peak,
                     detail::tier_detail(run, result.tier_positions[t], peak));
      const std::uint64_t to = std::min(share.end_word, from + detail::kTierChunk / 64);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64) reduction(+ : counts[:4])
      for (std::uint64_t w = from; w < to; ++w)
        for (std::uint64_t bits = seen[t][w]; bits != 0; bits &= bits - 1) {
          const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
          detail::CellChooser chooser;
          const Primitive p = game.expand(t, slot, [&](std::uint64_t child) { chooser.add(next[child]); });
          const std::uint16_t cell = p == Primitive::Undecided ? chooser.cell() : detail::primitive_cell(p);
          cells[slot] = cell;
          ++counts[static_cast<int>(dense_cell::value(cell))];
        }
    }
    if (options.sink) options.sink(t, cells);
    next.swap(cells);
    next_bounds = bounds;
  }
  // The start's cell, from the rank that holds it; and the counts of all ranks.
  const std::uint64_t start = game.start_slot();
  std::vector<std::uint64_t> all_counts(std::begin(counts), std::end(counts));
  const bool holds_start = start >= next_bounds[me] && start < next_bounds[me + 1];
  all_counts.push_back(holds_start ? next[start - next_bounds[me]] : 0);
  ranks.sum(all_counts);
  std::copy(all_counts.begin(), all_counts.begin() + 4, counts);
  detail::fill_tiered_summary(result.summary, static_cast<std::uint16_t>(all_counts[4]), counts, peak, begin);
  return result;
}

}  // namespace cgt
