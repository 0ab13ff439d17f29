#pragma once
/// \file
/// Strong solving by tiers past memory: the tiered solve of cgt/solve/tiered_solver.hpp
/// (same tiers, same values: Gamesman's win/lose/tie with remoteness) with each tier's
/// reachable set on disk and one byte per reachable position in memory, for solves whose
/// slots do not fit (Connect-Four 6×6: 6.0·10^11 slots, 6.9·10^10 positions).
///
/// Method: (1) a forward pass marks the reachable slots of tier t+1 from those of tier t,
/// holding these two tiers' bitmaps, and writes each tier's bitmap to the scratch
/// directory; (2) a backward pass solves tier T-1 down to 0, reading tier t's bitmap,
/// indexing it (the count of reachable slots before every 512th, so a reachable slot's
/// rank among them takes at most 8 popcounts), and giving each reachable position of tier
/// t a one-byte cell found from its children's cells in tier t+1 by that rank. A tier's
/// file is deleted once the tier below it is solved.
///
/// Memory: 2·(bits + bits/8) of the two tiers' bitmaps with their indexes, plus a byte per
/// reachable position of the two tiers (the plan is checked before each pass, when its
/// size is known). Disk: a bit per slot of all tiers at the end of the forward pass.
/// Time: as the in-memory solve's, plus the disk (sequential reads and writes), and a
/// rank per child looked up instead of a slot.
///
/// A game may fold symmetric positions into one slot (ConnectFourTiers with
/// MirrorImages::Folded): then `g.slot_weight(t, i)` says how many positions slot i
/// stands for, counts are weighted by it, and `classes` counts the slots.
///
/// Throws cgt::LimitError when a pass's plan passes the memory limit (naming the tier and
/// the bytes), when a remoteness passes 63 (a cell holds 6 bits of it) or a limit stops
/// the run; cgt::Error when a scratch file cannot be written or read back whole.

#include <omp.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/core/huge_page_allocator.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/slot_bitmap.hpp"
#include "cgt/solve/tiered_solver.hpp"

namespace cgt {

/// Where the solve keeps its tier bitmaps, `tier-<t>.bits` (created if missing; the files
/// are removed as they are used, and all of them when the solve stops early). Two solves
/// at once need two directories.
struct TieredDiskOptions {
  std::string scratch;
};

namespace detail {

/// Games whose slots may stand for several positions (symmetry folded).
template <class G>
concept WeightedTiers = requires(const G& g, std::uint32_t t, std::uint64_t i) {
  { g.slot_weight(t, i) } -> std::convertible_to<std::uint64_t>;
};

template <class G>
std::uint64_t weight_of(const G& game, std::uint32_t t, std::uint64_t slot) {
  if constexpr (WeightedTiers<G>) return game.slot_weight(t, slot);
  else return 1;
}

/// A tier's reachable slots with an index for rank queries: `before[b]` is the number of
/// set bits in words [0, 8b). Succinct rank with 12.5% extra space (Jacobson 1989).
struct RankedBitmap {
  HugePageVector<std::uint64_t> words;
  HugePageVector<std::uint64_t> before;

  void build_index() {
    before.assign(words.size() / 8 + 2, 0);
    std::uint64_t total = 0;
    for (std::size_t w = 0; w < words.size(); ++w) {
      if (w % 8 == 0) before[w / 8] = total;
      total += static_cast<std::uint64_t>(std::popcount(words[w]));
    }
    before[words.size() / 8 + (words.size() % 8 != 0)] = total;
  }
  /// The number of set bits.
  std::uint64_t count() const { return words.empty() ? 0 : before[words.size() / 8 + (words.size() % 8 != 0)]; }
  /// The set bits before `slot`.
  std::uint64_t rank(std::uint64_t slot) const {
    const std::uint64_t w = slot >> 6;
    std::uint64_t r = before[w >> 3];
    for (std::uint64_t j = w & ~std::uint64_t{7}; j < w; ++j) r += static_cast<std::uint64_t>(std::popcount(words[j]));
    return r + static_cast<std::uint64_t>(std::popcount(words[w] & ((std::uint64_t{1} << (slot & 63)) - 1)));
  }
  std::uint64_t bytes() const { return (words.size() + before.size()) * 8; }
};

/// One tier's bitmap on disk: `dir/tier-<t>.bits`, the words as they are in memory.
class ScratchBitmaps {
 public:
  explicit ScratchBitmaps(std::string dir) : dir_(std::move(dir)) {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (ec) throw Error(fmt::format("{}: cannot create the scratch directory ({})", dir_, ec.message()));
  }
  void write(std::uint32_t t, const HugePageVector<std::uint64_t>& words) const {
    const std::string name = path(t);
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(name.c_str(), "wb"), std::fclose);
    if (!f || std::fwrite(words.data(), 8, words.size(), f.get()) != words.size() || std::fflush(f.get()) != 0)
      throw Error(fmt::format("{}: cannot write the tier's bitmap ({} bytes; is the disk full?)", name, words.size() * 8));
  }
  void read(std::uint32_t t, HugePageVector<std::uint64_t>& words, std::uint64_t count) const {
    const std::string name = path(t);
    words.assign(count, 0);
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(name.c_str(), "rb"), std::fclose);
    if (!f || std::fread(words.data(), 8, count, f.get()) != count)
      throw Error(fmt::format("{}: cannot read the tier's bitmap back ({} bytes expected)", name, count * 8));
  }
  void remove(std::uint32_t t) const {
    std::error_code ec;
    std::filesystem::remove(path(t), ec);
  }
  /// Removes every tier's file, when a solve stops early (a limit, an error).
  void remove_all(std::uint32_t tiers) const {
    for (std::uint32_t t = 0; t < tiers; ++t) remove(t);
  }

 private:
  std::string path(std::uint32_t t) const { return fmt::format("{}/tier-{}.bits", dir_, t); }
  std::string dir_;
};

/// However a solve ends, its scratch files go (they may be tens of gigabytes).
struct ScratchCleanup {
  const ScratchBitmaps& scratch;
  std::uint32_t tiers;
  ~ScratchCleanup() { scratch.remove_all(tiers); }
};

/// Cells of one byte: bits 7-6 the value (01 win, 10 lose, 11 tie, as dense_cell's
/// bits 15-14), bits 5-0 the remoteness (the caller checks it is at most 63).
inline constexpr std::uint32_t kByteCellRemoteness = 63;
inline std::uint8_t narrow_cell(std::uint16_t cell) {
  return static_cast<std::uint8_t>((cell >> 8 & 0xC0) | (cell & 0x3F));
}
inline std::uint16_t widen_cell(std::uint8_t cell) {
  return static_cast<std::uint16_t>((cell & 0xC0) << 8 | (cell & 0x3F));
}

// The forward pass: tier t+1's reachable slots from tier t's, each tier's bitmap written
// to `scratch`; `positions` (weighted) and `classes` (slots) per tier.
template <TieredGame G>
void reachable_tiers_on_disk(const G& game, RunControl& run, const ScratchBitmaps& scratch,
                             std::vector<std::uint64_t>& positions, std::vector<std::uint64_t>& classes) {
  const std::uint32_t tiers = game.tier_count();
  positions.assign(tiers, 0);
  classes.assign(tiers, 0);
  std::uint64_t peak = bitmap_bytes(game.tier_size(0));
  std::uint32_t peak_tier = 0;
  for (std::uint32_t t = 0; t + 1 < tiers; ++t)
    if (const std::uint64_t two = bitmap_bytes(game.tier_size(t)) + bitmap_bytes(game.tier_size(t + 1)); two > peak)
      peak = two, peak_tier = t;
  check_tiered_plan(run, peak, peak_tier, tiers);
  // Huge pages: each child marks a bit at random in gigabytes (cgt/core/huge_page_allocator.hpp).
  HugePageVector<std::uint64_t> seen(bitmap_bytes(game.tier_size(0)) / 8, 0), next;
  set_bit(seen, game.start_slot());
  scratch.write(0, seen);
  const int threads = run.threads();
  std::atomic<bool> bad_move = false;
  for (std::uint32_t t = 0; t < tiers; ++t) {
    // Tier t-1's buffer goes first: assign() into it would hold three bitmaps at once.
    HugePageVector<std::uint64_t>().swap(next);
    if (t + 1 < tiers) next.assign(bitmap_bytes(game.tier_size(t + 1)) / 8, 0);
    std::uint64_t found = 0, weighted = 0;
    for (std::uint64_t from = 0; from < seen.size(); from += kTierChunk / 64) {
      run.checkpoint(fmt::format("tier {} of {}: reachable positions", t, tiers), from * 64, seen.size() * 64, peak,
                     tier_detail(run, weighted, peak));
      const std::uint64_t to = std::min<std::uint64_t>(seen.size(), from + kTierChunk / 64);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64) reduction(+ : found, weighted)
      for (std::uint64_t w = from; w < to; ++w)
        for (std::uint64_t bits = seen[w]; bits != 0; bits &= bits - 1) {
          const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
          ++found;
          weighted += weight_of(game, t, slot);
          game.expand(t, slot, [&](std::uint64_t child) {
            if (t + 1 == tiers || child >= game.tier_size(t + 1)) {
              bad_move = true;  // reported after the loop: no exceptions leave a parallel region
              return;
            }
            if (!test_bit(next, child)) set_bit(next, child);
          });
        }
    }
    if (bad_move)
      throw std::logic_error(fmt::format("tiered game: a move from tier {} leaves the tiers or the next tier's slots", t));
    classes[t] = found;
    positions[t] = weighted;
    if (t + 1 < tiers) scratch.write(t + 1, next);
    seen.swap(next);
  }
}

}  // namespace detail

/// Solves `game` tier by tier with its bitmaps in `options.scratch` (see the file
/// comment). The summary's `classes` is the number of slots reached (the positions up
/// to the game's folded symmetry), its `positions` their weighted count. Throws as the
/// file comment says.
template <TieredGame G>
TieredSolve solve_tiered_on_disk(const G& game, RunControl& run, const TieredDiskOptions& options) {
  const auto begin = std::chrono::steady_clock::now();
  const detail::ScratchBitmaps scratch(options.scratch);
  const detail::ScratchCleanup cleanup{scratch, game.tier_count()};
  TieredSolve result;
  std::vector<std::uint64_t> classes;
  detail::reachable_tiers_on_disk(game, run, scratch, result.tier_positions, classes);
  const std::uint32_t tiers = game.tier_count();

  // The backward pass holds two tiers' bitmaps, indexes and cells: known exactly now.
  std::uint64_t peak = 0;
  std::uint32_t peak_tier = 0;
  for (std::uint32_t t = 0; t < tiers; ++t) {
    const auto held = [&](std::uint32_t u) {
      return u < tiers ? detail::bitmap_bytes(game.tier_size(u)) * 9 / 8 + 16 + classes[u] : 0;
    };
    if (held(t) + held(t + 1) > peak) peak = held(t) + held(t + 1), peak_tier = t;
  }
  detail::check_tiered_plan(run, peak, peak_tier, tiers);

  const int threads = run.threads();
  detail::RankedBitmap seen, next;
  HugePageVector<std::uint8_t> cells, next_cells;
  std::uint64_t counts[4] = {0, 0, 0, 0};
  std::uint64_t stored = 0;
  std::atomic<bool> unreached_child = false, too_remote = false;
  for (std::uint32_t t = tiers; t-- > 0;) {
    // Tier t+2's bitmap and cells, swapped out last round, go before tier t's come in:
    // reusing their buffers would hold three tiers at once.
    HugePageVector<std::uint64_t>().swap(seen.words);
    HugePageVector<std::uint64_t>().swap(seen.before);
    HugePageVector<std::uint8_t>().swap(cells);
    scratch.read(t, seen.words, detail::bitmap_bytes(game.tier_size(t)) / 8);
    seen.build_index();
    cells.assign(seen.count(), 0);
    const std::uint64_t words = seen.words.size();
    for (std::uint64_t from = 0; from < words; from += detail::kTierChunk / 64) {
      run.checkpoint(fmt::format("tier {} of {}: solving", t, tiers), from * 64, words * 64, peak,
                     detail::tier_detail(run, result.tier_positions[t], peak));
      const std::uint64_t to = std::min(words, from + detail::kTierChunk / 64);
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64) reduction(+ : counts[:4])
      for (std::uint64_t w = from; w < to; ++w) {
        std::uint64_t index = seen.rank(w * 64);
        for (std::uint64_t bits = seen.words[w]; bits != 0; bits &= bits - 1, ++index) {
          const std::uint64_t slot = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
          detail::CellChooser chooser;
          const Primitive p = game.expand(t, slot, [&](std::uint64_t child) {
            if (!detail::test_bit(next.words, child)) {
              unreached_child = true;  // reported after the loop
              return;
            }
            chooser.add(detail::widen_cell(next_cells[next.rank(child)]));
          });
          const std::uint16_t cell = p == Primitive::Undecided ? chooser.cell() : detail::primitive_cell(p);
          if (dense_cell::remoteness(cell) > detail::kByteCellRemoteness) too_remote = true;  // reported after the loop
          cells[index] = detail::narrow_cell(cell);
          counts[static_cast<int>(dense_cell::value(cell))] += detail::weight_of(game, t, slot);
        }
      }
    }
    if (unreached_child)
      throw std::logic_error(fmt::format("tiered game: a child of tier {} was not marked reachable", t));
    if (too_remote)
      throw LimitError(fmt::format("tier {}: a remoteness past {} plies, more than a one-byte cell of the solve on disk holds",
                                   t, detail::kByteCellRemoteness));
    stored += cells.size();
    next.words.swap(seen.words);
    next.before.swap(seen.before);
    next_cells.swap(cells);
    if (t + 1 < tiers) scratch.remove(t + 1);
  }
  scratch.remove(0);
  const std::uint16_t start = detail::widen_cell(next_cells[next.rank(game.start_slot())]);
  detail::fill_tiered_summary(result.summary, start, counts, peak, begin);
  result.summary.classes = stored;
  return result;
}

}  // namespace cgt
