// Bitboard outcome search for Domineering (see domineering_solver.hpp).
#include "cgt/games/domineering_solver.hpp"

#include <fmt/format.h>
#include <omp.h>
#include <sys/mman.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <exception>
#include <mutex>
#include <optional>
#include <span>
#include <vector>
#include <string>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

// Cell (r, c) is bit 8r + c; cells off the board are never empty.
constexpr std::uint64_t kCol0 = 0x0101010101010101ULL;
constexpr std::uint64_t kCol7 = kCol0 << 7;

// First cells of the player's possible dominoes: the cell and the next one (below for
// Vertical, to the right for Horizontal) are empty.
std::uint64_t move_starts(std::uint64_t empty, bool vertical) {
  return vertical ? empty & (empty >> 8) : empty & (empty >> 1) & ~kCol7;
}

// Empty cells the opponent can never cover: both neighbours across the player's
// direction are filled or off the board.
std::uint64_t protected_cells(std::uint64_t empty, bool vertical) {
  if (vertical) return empty & ~((empty << 1) & ~kCol0) & ~((empty >> 1) & ~kCol7);
  return empty & ~(empty << 8) & ~(empty >> 8);
}

// (r, c) -> (c, r) on the 8×8 square (delta swaps).
std::uint64_t transpose(std::uint64_t x) {
  std::uint64_t t;
  t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
  x ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (x ^ (x << 14));
  x ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (x ^ (x << 7));
  x ^= t ^ (t >> 7);
  return x;
}

// floor(run / 2) summed over the runs of set bits of a byte.
constexpr std::array<std::uint8_t, 256> kRowDominoes = [] {
  std::array<std::uint8_t, 256> table{};
  for (int b = 0; b < 256; ++b) {
    int run = 0, total = 0;
    for (int i = 0; i <= 8; ++i) {
      if (i < 8 && ((b >> i) & 1)) {
        ++run;
      } else {
        total += run / 2;
        run = 0;
      }
    }
    table[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(total);
  }
  return table;
}();

// The most disjoint dominoes in the player's direction inside `cells`: the sum over
// lines of floor(run / 2) (rows for Horizontal; columns, via the transpose, for
// Vertical).
int disjoint_dominoes(std::uint64_t cells, bool vertical) {
  if (vertical) cells = transpose(cells);
  int count = 0;
  for (int row = 0; row < 8; ++row) count += kRowDominoes[(cells >> (8 * row)) & 0xFF];
  return count;
}

int safe_moves(std::uint64_t empty, bool vertical) {
  return disjoint_dominoes(protected_cells(empty, vertical), vertical);
}

// Protective areas of the player (Bullock 2002): disjoint 2×2 blocks of empty cells
// closed across the player's direction on at least one side (left or right of both rows
// for Vertical, above or below both columns for Horizontal). The player's domino in the
// half away from the wall leaves the other half, between the wall and that domino, safe
// for it, so a block is worth two of its moves to whoever plays there first and none to
// the opponent, whose two dominoes there (one per line, in the player's lines' runs)
// vanish. The opponent spoils a block by a domino inside it, or across its open side;
// the empty cells just beyond an open side are kept out of every other block and
// vulnerable move (`used` has them), so one of the opponent's dominoes spoils at most one
// block and nothing else. Blocks closed on both sides first, then greedily (a lower
// bound on the most there are, which is all the bounds below need).
int protective_areas(std::uint64_t empty, bool vertical, std::uint64_t& used) {
  const std::uint64_t filled = ~empty;
  const std::uint64_t blocks = empty & (empty >> 1) & (empty >> 8) & (empty >> 9) & ~kCol7;
  std::uint64_t near_wall, far_wall;  // closed before the block, after it
  int before, after;                  // shift from a block's first cell to the cells beyond each side
  if (vertical) {
    const std::uint64_t left = (filled << 1) | kCol0;  // (r, c - 1) filled or off the board
    const std::uint64_t right = (filled >> 2) | (kCol7 | (kCol7 >> 1));  // (r, c + 2)
    near_wall = blocks & left & (left >> 8);
    far_wall = blocks & right & (right >> 8);
    before = -1;
    after = 2;
  } else {
    const std::uint64_t above = (filled << 8) | 0xFFULL;  // (r - 1, c)
    const std::uint64_t below = (filled >> 16) | (0xFFFFULL << 48);  // (r + 2, c)
    near_wall = blocks & above & (above >> 1);
    far_wall = blocks & below & (below >> 1);
    before = -8;
    after = 16;
  }
  // The two cells just beyond one side of the block at s, those that are empty.
  const std::uint64_t side = vertical ? 0x101 : 0x3;
  const auto beyond = [&](int s, int shift) {
    const int at = s + shift;
    return at < 0 || at > 62 ? 0 : (side << at) & empty;
  };
  int count = 0;
  used = 0;
  const auto pack = [&](std::uint64_t candidates, bool closed) {
    for (; candidates != 0; candidates &= candidates - 1) {
      const int s = std::countr_zero(candidates);
      const std::uint64_t cells = std::uint64_t{0x303} << s;
      const std::uint64_t open = closed ? 0 : (near_wall >> s) & 1 ? beyond(s, after) : beyond(s, before);
      if (((cells | open) & used) == 0) {
        used |= cells | open;
        ++count;
      }
    }
  };
  pack(near_wall & far_wall, true);
  pack(near_wall ^ far_wall, false);
  return count;
}

// The race for the player's protective areas and vulnerable moves (its dominoes of
// unguarded cells outside the areas, disjoint): the player takes one a move (an area
// is worth `area`, a vulnerable move `move`); the opponent spoils one area, or one isolated
// vulnerable move (no domino of the opponent touches it and another of the player's
// pieces), or up to two others (one domino touches at most two of them, and never an
// area and something else: an area's rows are closed). The least the player gains when
// both play the race best, from a table over (areas, vulnerable moves that are not
// isolated, isolated ones, who moves), built once.
class Race {
 public:
  Race(int area, int move) : value_(kAreas * kVulnerable * kVulnerable * 2) {
    for (int a = 0; a < kAreas; ++a)
      for (int v = 0; v < kVulnerable; ++v)
        for (int w = 0; w < kVulnerable; ++w) {
          int take = -1, spoil = 1 << 20;
          if (a > 0) {
            take = std::max(take, area + at(a - 1, v, w, false));
            spoil = std::min(spoil, at(a - 1, v, w, true));
          }
          if (v > 0) {
            take = std::max(take, move + at(a, v - 1, w, false));
            spoil = std::min(spoil, at(a, std::max(v - 2, 0), w, true));
          }
          if (w > 0) {
            take = std::max(take, move + at(a, v, w - 1, false));
            spoil = std::min(spoil, at(a, v, w - 1, true));
          }
          const bool none = a + v + w == 0;
          value_[index(a, v, w, true)] = none ? 0 : take;
          value_[index(a, v, w, false)] = none ? 0 : spoil;
        }
  }
  int gain(int areas, int vulnerable, int isolated, bool to_move) const {
    return at(std::min(areas, kAreas - 1), std::min(vulnerable, kVulnerable - 1),
              std::min(isolated, kVulnerable - 1), to_move);
  }

 private:
  // At most one area per 4 cells and one vulnerable move per 2 of the 64.
  static constexpr int kAreas = 64 / 4 + 1, kVulnerable = 64 / 2 + 1;
  static std::size_t index(int a, int v, int w, bool to_move) {
    return ((static_cast<std::size_t>(a) * kVulnerable + static_cast<std::size_t>(v)) * kVulnerable +
            static_cast<std::size_t>(w)) * 2 + (to_move ? 1 : 0);
  }
  int at(int a, int v, int w, bool to_move) const { return value_[index(a, v, w, to_move)]; }
  std::vector<int> value_;
};

// How one line of the player's cells is packed, from its protected cells and its other
// free cells (a byte each, bit i = the i-th cell along the line): the most safe moves
// (pairs of protected cells), then the most vulnerable moves (any other pair of free
// cells), preferring those without a protected cell. Built once for every pair of bytes.
struct LinePacking {
  std::uint8_t firsts = 0;       // first cell of each vulnerable move
  std::uint8_t with_prot = 0;    // those with a protected cell
  std::uint8_t safe_firsts = 0;  // first cell of each safe move
};
const std::array<LinePacking, 65536>& line_packings() {
  static const auto table = [] {
    std::array<LinePacking, 65536> t{};
    for (int guarded = 0; guarded < 256; ++guarded)
      for (int loose = 0; loose < 256; ++loose) {
        if (guarded & loose) continue;
        // best[i]: the best score of cells i.. (safe 1000, vulnerable 4, with a protected cell 3)
        std::array<int, 10> best{};
        std::array<int, 9> choice{};  // 0 skip, 1 pair (i, i + 1)
        const auto free = [&](int i) { return i < 8 && ((guarded | loose) >> i & 1); };
        const auto prot = [&](int i) { return (guarded >> i) & 1; };
        for (int i = 7; i >= 0; --i) {
          best[i] = best[i + 1];
          choice[i] = 0;
          if (free(i) && free(i + 1)) {
            const int both = prot(i) + prot(i + 1);
            const int pair = (both == 2 ? 1000 : both == 1 ? 3 : 4) + best[i + 2];
            if (pair > best[i]) {
              best[i] = pair;
              choice[i] = 1;
            }
          }
        }
        LinePacking& out = t[static_cast<std::size_t>(guarded << 8 | loose)];
        for (int i = 0; i < 8;) {
          if (choice[i] == 0) {
            ++i;
            continue;
          }
          const int both = prot(i) + prot(i + 1);
          (both < 2 ? out.firsts : out.safe_firsts) |= static_cast<std::uint8_t>(1 << i);
          if (both == 1) out.with_prot |= static_cast<std::uint8_t>(1 << i);
          i += 2;
        }
      }
    return t;
  }();
  return table;
}

// The player's vulnerable moves and options, packed along its lines (LinePacking):
// `guarded` its protected cells, `loose` its other free cells, `others` the cells of its
// protective areas (and those kept free beside them). A vulnerable move with a
// protected cell takes only one cell from the opponent.
//
// An option (Bullock 2002) is a safe move with a free unguarded cell x just before or
// after it along the line: the player may shift the domino onto x, still one move, and
// take x from the opponent, with each cell beside x across the line that is empty and
// closed beyond (reachable by the opponent only through x): 1 to 3 cells. The opponent
// spoils an option by covering x; x's cells across the line belong to nothing else the
// player counts, so that domino spoils nothing else.
struct Packing {
  int linked = 0;     // vulnerable moves not isolated (Race)
  int isolated = 0;
  int with_prot = 0;  // among both
  int safe = 0;       // safe moves: the most disjoint dominoes of protected cells
  int options_first = 0;   // the cells the options take when the player moves first in them
  int options_second = 0;  // and second: the 1st, 3rd, … or 2nd, 4th, … largest
};
Packing pack_lines(std::uint64_t empty, std::uint64_t guarded, std::uint64_t loose, std::uint64_t others,
                   bool vertical) {
  if (vertical) {  // the player's lines as rows
    empty = transpose(empty);
    guarded = transpose(guarded);
    loose = transpose(loose);
    others = transpose(others);
  }
  const auto& packings = line_packings();
  std::uint64_t firsts = 0, safe_firsts = 0;  // the first cell of each vulnerable and safe move
  Packing p;
  for (int row = 0; row < 8; ++row) {
    const unsigned g = (guarded >> (8 * row)) & 0xFF, l = (loose >> (8 * row)) & 0xFF;
    if (g == 0 && l == 0) continue;
    const LinePacking& line = packings[g << 8 | l];
    firsts |= std::uint64_t{line.firsts} << (8 * row);
    safe_firsts |= std::uint64_t{line.safe_firsts} << (8 * row);
    p.with_prot += std::popcount(line.with_prot);
    p.safe += std::popcount(line.safe_firsts);
  }
  std::uint64_t packed = others | firsts | (firsts << 1);
  for (std::uint64_t rest = firsts; rest != 0; rest &= rest - 1) {
    const std::uint64_t domino = std::uint64_t{3} << std::countr_zero(rest);
    // The opponent's dominoes cross the rows: one covering this domino also covers a
    // cell just above or below it.
    (((domino << 8) | (domino >> 8)) & packed ? p.linked : p.isolated) += 1;
  }
  packed |= safe_firsts | (safe_firsts << 1);
  const std::uint64_t closed = ~empty;  // filled, or off the board (rows beyond are too)
  std::array<int, 32> takes;
  int options = 0;
  for (std::uint64_t rest = safe_firsts; rest != 0; rest &= rest - 1) {
    const int s = std::countr_zero(rest), c = s & 7;
    for (const int x : {c > 0 ? s - 1 : -1, c < 6 ? s + 2 : -1}) {
      if (x < 0) continue;
      const std::uint64_t cell = std::uint64_t{1} << x;
      const std::uint64_t across = (cell << 8) | (cell >> 8);
      if ((loose & cell) == 0 || (packed & (cell | across)) != 0) continue;
      int take = 1;
      if (x >= 8 && (empty & (cell >> 8)) && (x < 16 || (closed & (cell >> 16)))) ++take;
      if (x < 56 && (empty & (cell << 8)) && (x >= 48 || (closed & (cell << 16)))) ++take;
      packed |= cell;
      takes[static_cast<std::size_t>(options++)] = take;
      break;
    }
  }
  std::sort(takes.begin(), takes.begin() + options, std::greater<>());
  for (int i = 0; i < options; ++i) (i % 2 == 0 ? p.options_first : p.options_second) += takes[static_cast<std::size_t>(i)];
  return p;
}

// What the player is sure of (`to_move`: it moves next), for two bounds on the game:
// - against the opponent's room (its most disjoint dominoes now): the safe moves, and
//   the race with an area worth 4 (the area's two moves, and the two dominoes of the
//   opponent's room it takes) and a vulnerable move 1;
// - against the opponent's cells (Bullock's (2002) count of empty squares): the
//   opponent can cover only the cells it reaches now (empty, with an empty neighbour in
//   its direction), less those of the player's race moves, so it makes at most
//   (reachable - C) / 2 moves when the player makes M, C being the reachable cells of
//   the player's moves (two for a race move, one with a protected cell, none for a
//   safe move). The player to move wins if M > floor((reachable - C) / 2), that is if
//   2M + C > reachable; the player who has just moved if 2M + C >= reachable - 1. The
//   race for 2M + C counts an area 8 and a vulnerable move 4, less one for each
//   vulnerable move with a protected cell (the most the player can take of them).
struct Sure {
  int safe;       // safe moves alone
  int total;      // against the opponent's room
  int by_cells;   // 2M + C
  int reachable;  // the opponent's reachable cells
  bool wins_to_move(int their_room) const { return total > their_room || by_cells > reachable; }
  bool wins_having_moved(int their_room) const { return total >= their_room || by_cells >= reachable - 1; }
};
Sure sure_moves(std::uint64_t empty, bool vertical, bool to_move) {
  static const Race against_room(4, 1), by_cells(8, 4);  // immutable once built
  std::uint64_t area_cells = 0;
  const int areas = protective_areas(empty, vertical, area_cells);
  const std::uint64_t guarded = protected_cells(empty, vertical);
  const Packing p = pack_lines(empty, guarded, empty & ~guarded & ~area_cells, area_cells, vertical);
  const int safe = p.safe;  // the line packing pairs protected cells first, so as many as there are
  const int reachable = std::popcount(empty) - std::popcount(guarded);
  // The options are a race of their own: the player answers the opponent's spoiling
  // there by taking one, so it gets at least the second player's share; to move, it may
  // open there instead, leaving the opponent the first move in the other race.
  int raced = by_cells.gain(areas, p.linked, p.isolated, to_move) + p.options_second;
  if (to_move) raced = std::max(raced, by_cells.gain(areas, p.linked, p.isolated, false) + p.options_first);
  return {safe, safe + against_room.gain(areas, p.linked, p.isolated, to_move), 2 * safe + raced - p.with_prot,
          reachable};
}

// Reverses the bits of every byte (each row mirrored within 8 columns).
std::uint64_t reverse_bytes_bits(std::uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  return x;
}

std::uint64_t mix(std::uint64_t x) {  // splitmix64 finaliser
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

enum : std::uint8_t { kVerticalKnown = 1, kVerticalWins = 2, kHorizontalKnown = 4, kHorizontalWins = 8 };

struct Move {
  std::uint64_t cells;
  int score;
};

// Thrown through a subtree whose result is no longer needed: a split above it was
// decided, or the search was abandoned (a limit, an error).
struct Cancelled {};

// Positions with fewer empty cells are searched by the thread that meets them: too
// little work to hand out as tasks.
constexpr int kSplitCells = 24;

// Moves a position searches alone, in order, before its other moves become tasks. With
// one (young brothers wait in its plain form) the two threads visited 11.7 million
// nodes of 8×8 where one thread visits 5.8 million and took as long: a winning move is
// often second or third in the order, and the tasks beside it are wasted. With three,
// 6.1 million nodes and 2.3-3.7 s against 5.6 s for one thread (farm-bench, 8×8).
constexpr int kYoungBrothers = 3;

}  // namespace

// Members of DomineeringSolver::Shared, so named rather than file-private (a class with
// external linkage should not hold types of an unnamed namespace).
namespace domineering_detail {

// Unmaps the transposition table.
struct Unmap {
  std::size_t bytes = 0;
  void operator()(std::uint64_t* p) const noexcept { munmap(p, bytes); }
};

// One thread's counters, on a cache line of its own.
struct alignas(64) Counters {
  std::uint64_t nodes = 0, table_hits = 0;
};

}  // namespace domineering_detail
using domineering_detail::Counters;
using domineering_detail::Unmap;

// A position whose moves after the first are searched by the threads together: set
// `decided` when one of them wins, which cancels the others. Cancelling a split cancels
// every split below it; a task that fails (a limit) cancels the root's, which stops every
// thread.
struct DomineeringSolver::Split {
  const Split* parent = nullptr;
  std::atomic<bool> decided{false};

  bool cancelled() const {
    for (const Split* s = this; s != nullptr; s = s->parent)
      if (s->decided.load(std::memory_order_relaxed)) return true;
    return false;
  }
};

// The transposition table: buckets of two 64-bit words (deep, recent), each word
// [hash >> index bits][empties : 7][flags : 4], flags 0 = empty; with at least 2^16
// buckets, at most 48 bits of hash are left to store. mix() is a bijection, so the
// bucket and the stored bits identify the key exactly; threads read and
// write whole words (std::atomic_ref), so every word they see is a true fact about its
// key, and a lost or duplicated word costs only search. Mapped, not allocated: the zero
// pages cost nothing until a search touches them, and on huge pages (madvise) a 1 GiB
// table takes 512 page faults instead of 262,144, which threads would wait on together
// (measured: domineering(6,8) with a 1 GiB table on 4 KiB pages spent 0.72 s of 1.73 s
// in the kernel on one thread, 5.5 s on two).
struct DomineeringSolver::Shared {
  std::unique_ptr<std::uint64_t[], Unmap> words;
  std::uint64_t mask = 0;  // buckets in use - 1
  int index_bits = 0;
  int max_index_bits = 0;  // of the buckets mapped
  bool used = false;
  int threads = 1;
  std::vector<Counters> counters;  // by OpenMP thread number
  std::atomic<std::uint64_t> nodes{0};  // counted in batches by the threads, for progress
  std::atomic<int> root_move{0}, root_moves{0};
  std::mutex error_mutex;
  std::exception_ptr error;  // the first exception of a task (a limit): rethrown at the root
  Split* root = nullptr;     // the search's root split, decided when `error` is set

  static constexpr int kDataBits = 11;

  std::atomic_ref<std::uint64_t> word(std::uint64_t bucket, int slot) const {
    return std::atomic_ref<std::uint64_t>(words[2 * bucket + static_cast<std::uint64_t>(slot)]);
  }
  // Starts loading the key's bucket into the cache (a probe of a 1 GiB table misses it).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&words[2 * (mix(key) & mask)]); }
  std::uint8_t probe(std::uint64_t key) const {
    const std::uint64_t h = mix(key), tag = h >> index_bits;
    for (int slot = 0; slot < 2; ++slot) {
      const std::uint64_t w = word(h & mask, slot).load(std::memory_order_relaxed);
      if ((w & 0xF) != 0 && (w >> kDataBits) == tag) return static_cast<std::uint8_t>(w & 0xF);
    }
    return 0;
  }
  void store(std::uint64_t key, std::uint8_t flags, int empties) {
    const std::uint64_t h = mix(key), tag = h >> index_bits, bucket = h & mask;
    auto deep = word(bucket, 0), recent = word(bucket, 1);
    const std::uint64_t d = deep.load(std::memory_order_relaxed), r = recent.load(std::memory_order_relaxed);
    if ((d & 0xF) != 0 && (d >> kDataBits) == tag) return deep.store(d | flags, std::memory_order_relaxed);
    if ((r & 0xF) != 0 && (r >> kDataBits) == tag) return recent.store(r | flags, std::memory_order_relaxed);
    const std::uint64_t fresh = (tag << kDataBits) | (static_cast<std::uint64_t>(empties) << 4) | flags;
    if ((d & 0xF) == 0 || empties >= static_cast<int>((d >> 4) & 0x7F)) {
      recent.store(d, std::memory_order_relaxed);  // the displaced deep entry still gets a chance
      deep.store(fresh, std::memory_order_relaxed);
    } else {
      recent.store(fresh, std::memory_order_relaxed);
    }
  }
  // Uses as much of the mapping as a search of this many empty cells can fill: about
  // 2^(cells/2 - 9) buckets (measured: 7×7 visits 37,000 positions, 6×8 570,000, 8×8
  // 6.2 million, and a smaller table costs them at most 3% more). On huge pages every
  // 2 MiB page a search touches is zeroed first, so the whole 1 GiB table cost an 8×8
  // search 0.6 to 2.3 s of system time (3.4 s against 2.6 s wall, median of 5) and a
  // 6×6 one 0.4 s to 4 s (when the kernel had to compact memory).
  void use_buckets_for(int cells) {
    index_bits = std::clamp(cells / 2 - 9, 16, max_index_bits);
    mask = (std::uint64_t{1} << index_bits) - 1;
  }
  // Back to zero pages (an anonymous private mapping reads as zeros after DONTNEED).
  void clear() { madvise(words.get(), words.get_deleter().bytes, MADV_DONTNEED); }
};

DomineeringSolver::DomineeringSolver(std::uint64_t table_bytes, RunControl& run)
    : shared_(std::make_unique<Shared>()), run_(run) {
  constexpr std::uint64_t kBucket = 2 * sizeof(std::uint64_t);
  const std::uint64_t buckets = std::bit_floor(std::max<std::uint64_t>(table_bytes, std::uint64_t{1} << 20) / kBucket);
  run_.check_memory(buckets * kBucket);
  const std::size_t bytes = buckets * kBucket;
  void* map = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED) throw LimitError(fmt::format("cannot allocate a {}-byte transposition table", bytes));
  madvise(map, bytes, MADV_HUGEPAGE);  // a hint: without huge pages the table still works
  shared_->words = std::unique_ptr<std::uint64_t[], Unmap>(static_cast<std::uint64_t*>(map), Unmap{bytes});
  shared_->max_index_bits = std::countr_zero(buckets);  // at least 16 (1 MiB)
  shared_->use_buckets_for(64);
}

DomineeringSolver::~DomineeringSolver() = default;

bool DomineeringSolver::fits(const Grid& board) {
  const Grid g = board.cropped('#');
  return g.rows <= 8 && g.cols <= 8;
}

OutcomeClass DomineeringSolver::outcome(const Grid& board) {
  const bool left_first = wins(board, true), right_first = wins(board, false);
  if (left_first && right_first) return OutcomeClass::N;
  if (left_first) return OutcomeClass::L;
  if (right_first) return OutcomeClass::R;
  return OutcomeClass::P;
}

bool DomineeringSolver::wins(const Grid& board, bool vertical) {
  const Grid g = board.cropped('#');
  if (g.rows > 8 || g.cols > 8)
    throw DomainError(fmt::format("the Domineering search takes boards of at most 8 rows and 8 columns; this one "
                                  "has {} rows and {} columns of empty cells",
                                  g.rows, g.cols));
  std::uint64_t empty = 0;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (g.at(r, c) == '.') empty |= std::uint64_t{1} << (8 * r + c);
  if (g.rows != rows_ || g.cols != cols_) {  // keys depend on the box: start afresh
    if (shared_->used) shared_->clear();
    rows_ = g.rows;
    cols_ = g.cols;
    shared_->use_buckets_for(std::popcount(empty));
  }
  shared_->used = true;
  return search_root(empty, vertical);
}

bool DomineeringSolver::search_root(std::uint64_t empty, bool vertical) {
  Shared& sh = *shared_;
  sh.threads = std::popcount(empty) >= kSplitCells ? run_.threads() : 1;
  sh.counters.assign(static_cast<std::size_t>(sh.threads), Counters{});
  sh.nodes.store(nodes_);  // progress counts the nodes of all searches of this solver
  sh.error = nullptr;
  Split root;
  sh.root = &root;
  std::optional<bool> answer;
#pragma omp parallel num_threads(sh.threads)
#pragma omp single
  {
    try {
      answer = search(empty, vertical, 0, root);
    } catch (const Cancelled&) {
      // abandoned: sh.error says why
    } catch (...) {
      const std::lock_guard lock(sh.error_mutex);
      if (!sh.error) sh.error = std::current_exception();
    }
  }
  sh.root = nullptr;
  for (const Counters& c : sh.counters) {
    nodes_ += c.nodes;
    table_hits_ += c.table_hits;
  }
  if (sh.error) std::rethrow_exception(sh.error);
  return answer.value();
}

namespace {

// A tie-break among moves with the same counts, by where the domino lies on the box
// (rows × cols), after Bullock's (2002) static position values: with j the domino's
// line counted from the nearer edge of the mover's lines (1 = the edge line) and k its
// first cell counted from the nearer end of the line (1 = the end), best are even j and
// odd k (a domino there leaves an even number of lines, and of cells, between it and the
// edge, which the opponent cannot fill alone), then even j, then j >= 3 with odd k, then
// j >= 3, then the edge lines; within each group the smaller j, then the smaller k.
// Measured (nodes of the outcome on one thread): 8×8 3.70 million against 5.85 million
// for a score of the line and the parity alone; 6×8 252,000 against 505,000.
int place_score(int start, bool vertical, int rows, int cols) {
  const int r = start / 8, c = start % 8;
  const int line = vertical ? c : r, lines = vertical ? cols : rows;
  const int at = vertical ? r : c, starts = (vertical ? rows : cols) - 1;
  const int j = std::min(line, lines - 1 - line) + 1, k = std::min(at, starts - 1 - at) + 1;
  const bool even_line = j % 2 == 0, odd_start = k % 2 == 1;
  const int group = even_line ? (odd_start ? 4 : 3) : j >= 3 ? (odd_start ? 2 : 1) : 0;
  return group * 256 + 255 - (j * 16 + k);  // j, k <= 4 on an 8 × 8 box
}

// The table key of (empty, vertical) on a rows × cols box: the least image under the
// box's symmetries, and the player to move in that image (a transposed image exchanges
// the players).
std::pair<std::uint64_t, bool> key_of(std::uint64_t empty, bool vertical, int rows, int cols) {
  // Images under the box's symmetries: mirror (columns), flip (rows), both; on a square
  // box also their transposes, which exchange the players.
  const std::uint64_t mirrored = reverse_bytes_bits(empty) >> (8 - cols);
  const auto flip = [&](std::uint64_t x) { return __builtin_bswap64(x) >> (8 * (8 - rows)); };
  const std::array<std::uint64_t, 4> images{empty, mirrored, flip(empty), flip(mirrored)};
  std::uint64_t best = empty;
  bool exchanged = false;
  for (std::uint64_t x : images) best = std::min(best, x);
  if (rows == cols)
    for (std::uint64_t x : images)
      if (const std::uint64_t t = transpose(x); t < best) {
        best = t;
        exchanged = true;
      }
  // A transposed image equal to a plain one needs no exchange: keep the plain reading.
  if (exchanged && std::find(images.begin(), images.end(), best) != images.end()) exchanged = false;
  return {best, vertical != exchanged};
}

}  // namespace

bool DomineeringSolver::search(std::uint64_t empty, bool vertical, int ply, const Split& split) {
  Shared& sh = *shared_;
  Counters& counters = sh.counters[static_cast<std::size_t>(omp_get_thread_num())];
  if ((++counters.nodes & 0xFFFF) == 0) {
    const std::uint64_t total = sh.nodes.fetch_add(0x10000, std::memory_order_relaxed) + 0x10000;
    const std::string where = run_.reports_progress()
                                  ? fmt::format("depth {}, root move {} of {}", ply, sh.root_move.load(),
                                                sh.root_moves.load())
                                  : std::string();
    run_.checkpoint("Domineering outcome search", total, 0, 2 * (sh.mask + 1) * sizeof(std::uint64_t), where);
  }
  if (sh.threads > 1 && (counters.nodes & 0x3F) == 0 && split.cancelled()) throw Cancelled{};
  const std::uint64_t own = move_starts(empty, vertical);
  if (own == 0) return false;
  // Safe-move bounds: decided without search. Below the root, the move that led here
  // was tried against the second bound already (it would have been a winning move).
  if (sure_moves(empty, vertical, true).wins_to_move(disjoint_dominoes(empty, !vertical))) return true;
  if (ply == 0 && sure_moves(empty, !vertical, false).wins_having_moved(disjoint_dominoes(empty, vertical))) return false;

  const auto [key, as_vertical] = key_of(empty, vertical, rows_, cols_);
  const std::uint8_t known = as_vertical ? kVerticalKnown : kHorizontalKnown;
  const std::uint8_t wins_flag = as_vertical ? kVerticalWins : kHorizontalWins;
  if (const std::uint8_t flags = sh.probe(key); flags & known) {
    ++counters.table_hits;
    return (flags & wins_flag) != 0;
  }

  // Moves, best first by the position they leave: the mover's safe moves and room
  // against the opponent's. A move after which the opponent loses by the bounds ends
  // the search of this position at once.
  // Safe moves are never needed (Bullock 2002): they take nothing from the opponent and
  // stay available, so a player with another move need not play one now. A player
  // with safe moves alone makes exactly its safe moves, and the opponent all of its room.
  const int step = vertical ? 8 : 1;
  const std::uint64_t guarded = protected_cells(empty, vertical);
  const std::uint64_t candidates = own & ~(guarded & (guarded >> step));
  if (candidates == 0) {
    const bool wins = safe_moves(empty, vertical) > disjoint_dominoes(empty, !vertical);
    sh.store(key, static_cast<std::uint8_t>(known | (wins ? wins_flag : 0)), std::popcount(empty));
    return wins;
  }
  // The table may know the positions the moves leave (enhanced transposition cutoff):
  // a loss for the opponent decides this position; a win for it puts the move last.
  // Their buckets are fetched first, so the loads overlap the bounds' work below.
  std::array<std::pair<std::uint64_t, bool>, 64> child_keys;
  int children = 0;
  for (std::uint64_t rest = candidates; rest != 0; rest &= rest - 1) {
    const int s = std::countr_zero(rest);
    const std::uint64_t after = empty & ~((std::uint64_t{1} << s) | (std::uint64_t{1} << (s + step)));
    child_keys[static_cast<std::size_t>(children)] = key_of(after, !vertical, rows_, cols_);
    sh.prefetch(child_keys[static_cast<std::size_t>(children++)].first);
  }
  std::array<Move, 64> moves;
  int count = 0;
  for (std::uint64_t rest = candidates; rest != 0; rest &= rest - 1) {
    const int s = std::countr_zero(rest);
    const std::uint64_t cells = (std::uint64_t{1} << s) | (std::uint64_t{1} << (s + step));
    const std::uint64_t after = empty & ~cells;
    const int their_room = disjoint_dominoes(after, !vertical);
    const Sure own_sure = sure_moves(after, vertical, false);
    const auto [child_key, child_vertical] = child_keys[static_cast<std::size_t>(count)];
    const std::uint8_t child = sh.probe(child_key);
    const bool child_known = (child & (child_vertical ? kVerticalKnown : kHorizontalKnown)) != 0;
    const bool child_wins = (child & (child_vertical ? kVerticalWins : kHorizontalWins)) != 0;
    if ((child_known && !child_wins) || own_sure.wins_having_moved(their_room)) {
      sh.store(key, static_cast<std::uint8_t>(known | wins_flag), std::popcount(empty));
      return true;
    }
    // By the counts the move leaves (the mover's safe moves and room against the
    // opponent's), then by its place; a move on the mover's own protected cells (which
    // only it can use) after every move without one (Bullock 2002's two stages), and a
    // move the table knows to lose last.
    const int counts = (own_sure.safe - safe_moves(after, !vertical)) + (disjoint_dominoes(after, vertical) - their_room);
    const int score = 2048 * counts + place_score(s, vertical, rows_, cols_) - ((cells & guarded) != 0 ? (1 << 20) : 0) -
                      (child_known ? (1 << 22) : 0);
    moves[count++] = {cells, score};
  }
  std::stable_sort(moves.begin(), moves.begin() + count, [](const Move& a, const Move& b) { return a.score > b.score; });
  if (ply == 0) sh.root_moves.store(count);

  // The first moves alone; if none wins, the position most likely needs every move
  // refuted, and with threads the rest are searched as tasks (young brothers wait:
  // Feldmann, Monien, Mysliwietz and Vornberger 1989; kYoungBrothers).
  bool result = false;
  const bool split_here = sh.threads > 1 && std::popcount(empty) >= kSplitCells;
  for (int i = 0; i < count && !result; ++i) {
    if (ply == 0) sh.root_move.store(i + 1);
    if (split_here && i == kYoungBrothers) {
      std::array<std::uint64_t, 64> children;
      for (int j = i; j < count; ++j) children[static_cast<std::size_t>(j - i)] = empty & ~moves[j].cells;
      result = search_together(vertical, ply, split, {children.data(), static_cast<std::size_t>(count - i)});
      break;
    }
    result = !search(empty & ~moves[i].cells, !vertical, ply + 1, split);
  }
  sh.store(key, static_cast<std::uint8_t>(known | (result ? wins_flag : 0)), std::popcount(empty));
  return result;
}

bool DomineeringSolver::search_together(bool vertical, int ply, const Split& split,
                                        std::span<const std::uint64_t> children) {
  Shared& sh = *shared_;
  Split here;
  here.parent = &split;
  for (std::size_t j = 0; j < children.size(); ++j) {
    const std::uint64_t after = children[j];
    const int move = static_cast<int>(j) + kYoungBrothers + 1;  // the children follow the moves searched alone
#pragma omp task firstprivate(after, move) shared(here, sh)
    {
      if (ply == 0) sh.root_move.store(move);  // the progress line shows the latest started
      try {
        if (!here.cancelled() && !search(after, !vertical, ply + 1, here))
          here.decided.store(true, std::memory_order_relaxed);
      } catch (const Cancelled&) {
        // a move here or a split above was decided
      } catch (...) {
        const std::lock_guard lock(sh.error_mutex);
        if (!sh.error) sh.error = std::current_exception();
        sh.root->decided.store(true, std::memory_order_relaxed);
      }
    }
  }
#pragma omp taskwait
  // A win found here is exact; without one, the answer holds only if every move was
  // searched to the end, that is, if nothing above cancelled them.
  if (here.decided.load()) return true;
  if (split.cancelled()) throw Cancelled{};
  return false;
}

}  // namespace cgt
