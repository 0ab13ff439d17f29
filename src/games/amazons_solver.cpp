#include "cgt/games/amazons_solver.hpp"

#include <absl/container/flat_hash_map.h>
#include <absl/container/inlined_vector.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <deque>
#include <exception>
#include <limits>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/core/zeroed_reservation.hpp"

namespace cgt {
namespace amazons_detail {

// A cell (r, c) of the 8×8 frame is bit 8r + c.
using Bits = std::uint64_t;
constexpr Bits kNotFirstColumn = ~Bits{0x0101010101010101};
constexpr Bits kNotLastColumn = ~Bits{0x8080808080808080};
constexpr int kFrame = 8;

// One step in direction D (0 east, 1 west, 2 south, 3 north, then the diagonals), with
// the cells that wrapped to the other side of a row dropped.
template <int D>
constexpr Bits step(Bits b) {
  if constexpr (D == 0) return (b << 1) & kNotFirstColumn;
  if constexpr (D == 1) return (b >> 1) & kNotLastColumn;
  if constexpr (D == 2) return b << 8;
  if constexpr (D == 3) return b >> 8;
  if constexpr (D == 4) return (b << 9) & kNotFirstColumn;
  if constexpr (D == 5) return (b << 7) & kNotLastColumn;
  if constexpr (D == 6) return (b >> 7) & kNotFirstColumn;
  return (b >> 9) & kNotLastColumn;
}

// The cells a ray in direction D passes from each cell to the frame's edge.
template <int D>
constexpr std::array<Bits, 64> rays() {
  std::array<Bits, 64> out{};
  for (int cell = 0; cell < 64; ++cell)
    for (Bits b = step<D>(Bits{1} << cell); b != 0; b = step<D>(b)) out[cell] |= b;
  return out;
}
template <int D>
constexpr std::array<Bits, 64> kRays = rays<D>();

// The empty cells a queen on `cell` reaches in direction D: the ray up to its first
// blocker (a cell not empty), found by one bit scan. Directions 0, 2, 4 and 5 run to
// higher bits, the others to lower; a blocker beyond the frame's last (first) cell,
// whose ray is empty, stands for none. Branch-free: the loop a step at a time took
// a quarter of the search's time.
template <int D>
Bits ray(int cell, Bits empty) {
  const Bits r = kRays<D>[cell];
  if constexpr (D == 0 || D == 2 || D == 4 || D == 5) {
    const int blocker = std::countr_zero((r & ~empty) | (Bits{1} << 63));
    return (r ^ kRays<D>[blocker]) & empty;
  } else {
    const int blocker = 63 - std::countl_zero((r & ~empty) | Bits{1});
    return (r ^ kRays<D>[blocker]) & empty;
  }
}

// The empty cells a queen on `from` (one cell) reaches in one move.
Bits queen_reach(Bits from, Bits empty) {
  const int c = std::countr_zero(from);
  return ray<0>(c, empty) | ray<1>(c, empty) | ray<2>(c, empty) | ray<3>(c, empty) | ray<4>(c, empty) |
         ray<5>(c, empty) | ray<6>(c, empty) | ray<7>(c, empty);
}

// The cells with a king's step of `b`, and `b`.
Bits king_dilation(Bits b) {
  const Bits row = b | ((b << 1) & kNotFirstColumn) | ((b >> 1) & kNotLastColumn);
  return row | (row << 8) | (row >> 8);
}

// The cells of `cells` 8-connected to `seed` within them.
Bits flood(Bits seed, Bits cells) {
  for (Bits region = seed;;) {
    const Bits next = king_dilation(region) & cells;
    if (next == region) return region;
    region = next;
  }
}

Bits lowest(Bits b) { return b & (~b + 1); }

std::uint64_t mix64(std::uint64_t x) {  // a bijection (the splitmix64 finaliser)
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// One region: its empty cells and each player's amazons (0 Left, 1 Right).
struct Region {
  Bits empty = 0;
  Bits amazons[2] = {0, 0};
  Bits cells() const { return empty | amazons[0] | amazons[1]; }
};

// The region moved to the frame's top-left corner: equal shapes get equal keys. Every
// cell's column is at least the least column, so one right shift moves them all.
Region translated(const Region& r) {
  const Bits all = r.cells();
  Bits columns = all | (all >> 32);
  columns |= columns >> 16;
  columns |= columns >> 8;
  const int shift = (std::countr_zero(all) / kFrame) * kFrame + std::countr_zero(columns & 0xFF);
  return {r.empty >> shift, {r.amazons[0] >> shift, r.amazons[1] >> shift}};
}

// Two independent 64-bit hashes of a translated region; a sum of regions hashes to the
// sums of its regions' (the multiset's order does not matter).
struct Key {
  std::uint64_t a = 0, b = 0;
  Key& operator+=(const Key& o) { a += o.a; b += o.b; return *this; }
  Key& operator-=(const Key& o) { a -= o.a; b -= o.b; return *this; }
};

Key region_key(const Region& r) {
  return {mix64(mix64(mix64(r.empty) ^ r.amazons[0]) ^ r.amazons[1]),
          mix64(mix64(mix64(r.empty ^ 0x9e3779b97f4a7c15ULL) + r.amazons[0]) + r.amazons[1])};
}

// Can anybody move in the region? An amazon moves iff a neighbouring cell is empty.
bool frozen(const Region& r) { return (king_dilation(r.amazons[0] | r.amazons[1]) & r.empty) == 0; }

// Longest lines of one player's amazons alone in a region (a territory's integer value),
// memoised by the translated region. A defective territory's search can be long: it
// checks the run's limits too.
class Territories {
 public:
  explicit Territories(RunControl& run) : run_(run) {}

  // The most moves the amazons `amazons` (all one player's) make among `empty`: each
  // group of regions separately.
  int longest_line(Bits empty, Bits amazons) {
    int total = 0;
    const Bits cells = empty | amazons;
    for (Bits rest = amazons; rest != 0;) {
      const Bits region = flood(lowest(rest), cells);
      rest &= ~region;
      total += longest_in_region(empty & region, amazons & region);
    }
    return total;
  }
  std::size_t size() const { return memo_.size(); }

 private:
  int longest_in_region(Bits empty, Bits amazons) {
    if ((king_dilation(amazons) & empty) == 0) return 0;
    const Region key = translated({empty, {amazons, 0}});
    const auto found = memo_.find(std::pair{key.empty, key.amazons[0]});
    if (found != memo_.end()) return found->second;
    if ((++steps_ & 0xFFF) == 0) run_.checkpoint("Amazons territory values", steps_, 0, memo_.size() * 32);
    // Each move burns one empty cell: no line is longer than the empty cells, and the
    // first line that long ends the search (most territories have one).
    const int most = std::popcount(empty);
    int best = 0;
    for (Bits from_set = amazons; from_set != 0 && best < most; from_set &= from_set - 1) {
      const Bits from = lowest(from_set);
      const Bits vacated = empty | from;
      for (Bits to_set = queen_reach(from, empty); to_set != 0 && best < most; to_set &= to_set - 1) {
        const Bits to = lowest(to_set);
        const Bits after_move = vacated & ~to;
        for (Bits arrows = queen_reach(to, after_move); arrows != 0 && best < most; arrows &= arrows - 1)
          best = std::max(best, 1 + longest_line(after_move & ~lowest(arrows), amazons ^ from ^ to));
      }
    }
    memo_.emplace(std::pair{key.empty, key.amazons[0]}, best);
    return best;
  }

  absl::flat_hash_map<std::pair<Bits, Bits>, int> memo_;
  RunControl& run_;
  std::uint64_t steps_ = 0;
};

// The empty cells the amazons of `side` can ever reach in the region while the other
// player's stand where they are: those 8-connected to them through empty cells (a queen
// moves, and shoots, along lines of empty cells).
Bits area(const Region& r, int side) {
  const Bits start = king_dilation(r.amazons[side]) & r.empty;
  return start == 0 ? 0 : flood(start, r.empty);
}

// The empty cells nearer, in king steps through empty cells, to the amazons of `side` than
// to the other player's, less those nearer to the other's (cells as near to both count for
// neither): the minimum-distance territory of Amazons programs (Müller and Tegos,
// "Experiments in computer Amazons", 2002), with king steps for queen moves. A step
// for both players at once is a king dilation into the cells not yet claimed (a path
// through a cell the other player reaches first claims nothing); the loop ends when every
// cell is claimed or neither front grows.
int king_territory(const Region& r, int side) {
  Bits reached[2] = {r.amazons[0], r.amazons[1]}, nearer[2] = {0, 0}, unclaimed = r.empty;
  while (unclaimed != 0) {
    const Bits next0 = king_dilation(reached[0]) & unclaimed;
    const Bits next1 = king_dilation(reached[1]) & unclaimed;
    if ((next0 | next1) == 0) break;
    nearer[0] |= next0 & ~next1;
    nearer[1] |= next1 & ~next0;
    unclaimed &= ~(next0 | next1);
    reached[0] |= next0;
    reached[1] |= next1;
  }
  return std::popcount(nearer[side]) - std::popcount(nearer[1 - side]);
}

// The cells of `cells` around the cell `p`, clockwise from north, as bits 0-7.
unsigned ring(Bits cells, Bits p) {
  return unsigned{(step<3>(p) & cells) != 0} | unsigned{(step<6>(p) & cells) != 0} << 1 |
         unsigned{(step<0>(p) & cells) != 0} << 2 | unsigned{(step<4>(p) & cells) != 0} << 3 |
         unsigned{(step<2>(p) & cells) != 0} << 4 | unsigned{(step<5>(p) & cells) != 0} << 5 |
         unsigned{(step<1>(p) & cells) != 0} << 6 | unsigned{(step<7>(p) & cells) != 0} << 7;
}

// For each ring of neighbours (ring()), whether its cells are 8-connected among themselves,
// within the ring: consecutive cells of the ring touch, and so do two sides' middles with a
// corner between them (north and east).
constexpr std::array<bool, 256> connected_rings() {
  std::array<bool, 256> out{};
  for (unsigned pattern = 0; pattern < 256; ++pattern) {
    const auto touch = [](int i, int j) {
      const int d = (i - j + 8) % 8;
      return d == 1 || d == 7 || (i % 2 == 0 && j % 2 == 0 && (d == 2 || d == 6));
    };
    unsigned reached = pattern & (~pattern + 1);  // the lowest cell, then all it touches
    for (bool grew = true; grew;) {
      grew = false;
      for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 8; ++j)
          if ((reached >> i & 1) != 0 && (pattern >> j & 1) != 0 && (reached >> j & 1) == 0 && touch(i, j)) {
            reached |= 1U << j;
            grew = true;
          }
    }
    out[pattern] = reached == pattern;
  }
  return out;
}
constexpr std::array<bool, 256> kConnectedRings = connected_rings();

// Whether the cells `cells` less the cell `p` (one of them, 8-connected with the rest) are
// still 8-connected: a sufficient test, that p's neighbours among them touch within
// its ring (any path through p then goes round it). A move leaves its region in one piece
// unless its arrow cuts it (the amazon's cells stay in the region), so most moves need no
// flood fill.
bool removal_keeps_connected(Bits cells, Bits p) { return kConnectedRings[ring(cells, p)]; }

// The regions left after a move in one region: the open ones (both players' amazons,
// someone can move), and the territories' sum for Left less Right's; `settles`: whether
// there is any territory (its value is looked up only when `territories` is given).
struct Split {
  absl::InlinedVector<Region, 4> open;
  int territory = 0;
  bool settles = false;
};

void split_region(const Region& r, Territories* territories, Split& out) {
  const Bits cells = r.cells();
  for (Bits rest = r.amazons[0] | r.amazons[1]; rest != 0;) {
    const Bits part = flood(lowest(rest), cells);
    rest &= ~part;
    const Region p{r.empty & part, {r.amazons[0] & part, r.amazons[1] & part}};
    if (frozen(p)) continue;  // 0
    if (p.amazons[1] == 0) {
      out.settles = true;
      if (territories != nullptr) out.territory += territories->longest_line(p.empty, p.amazons[0]);
    } else if (p.amazons[0] == 0) {
      out.settles = true;
      if (territories != nullptr) out.territory -= territories->longest_line(p.empty, p.amazons[1]);
    } else {
      out.open.push_back(translated(p));
    }
  }
}

// The sum searched: its open regions (in no order) and their key.
struct State {
  absl::InlinedVector<Region, 6> regions;
  Key key;
};

// A move: in region `region`, the amazon on `from` to `to`, the arrow on `arrow` (bit
// numbers); `settles`: whether it leaves a territory (whose value play() and gain() look
// up: most moves generated are never played, and the lookups took a fifth of the
// search's time); `score` orders the moves, `key` is the state's key after it.
struct Move {
  std::uint8_t region, from, to, arrow;
  bool settles;
  int score;
  Key key;
};

// Bounds on a state's threshold for the player to move: with K the territory from that
// player's side, the mover wins iff K ≥ t, and lo ≤ t ≤ hi.
struct Bounds {
  int lo, hi;
};

// A search's answer at territory k: whether the mover wins, and how far the proof
// reaches: a win holds for every territory from `bound` (≤ k) up, so t ≤ bound; a loss
// for every territory below `bound` (> k), so t ≥ bound.
struct Answer {
  bool won;
  int bound;
};

// A transposition table, shared by the searches of one solver (on two threads, Left's
// and Right's at once) without locks. A slot is two words: the data (bounds, the
// state's empty cells for replacement, 24 more bits of the key) and the key's first 64
// bits XOR the data; a slot torn by two writers fails the check and reads as empty,
// and a lost write only loses bounds (Hyatt and Mann, "A lockless transposition-table
// implementation for parallel search", ICGA J. 2002).
//
// It starts at 1 MiB (a small table stays in the caches: 64 MiB from the start took the
// five test sums 1.2-1.6× the time) and doubles in place, up to its budget, while the
// nodes outnumber its entries (one thread: grown while they outnumbered them four to one,
// seed 1's 20 sums of three regions took 42.4 M nodes, not 37.9 M, 17 of them more and
// one fewer; seed 2's 15 solved in 20 s took 33.6 M, not 32.4 M, and one more sum was
// solved this way). In place, each page is touched once (ZeroedReservation): doubled
// into a new table each time, the old kept until the search ended, seed 1's term 4 took
// 1.34-1.65 s, not 1.16-1.28 s (one thread, the same nodes); even so the kernel's
// clearing of fresh pages is 8% of its time (perf).
class Table {
 public:
  Table(std::uint64_t bytes, std::uint64_t most_bytes) : words_(buckets_in(most_bytes) * 4) {
    mask_.store(buckets_in(std::min(bytes, most_bytes)) - 1, std::memory_order_relaxed);
  }
  std::uint64_t bytes() const { return (mask() + 1) * kBucketBytes; }
  bool can_double() const { return (mask() + 1) * 4 * 2 <= words_.capacity(); }

  // Doubles the table where it is: an entry whose key's next bit is set moves to the same
  // slot of the bucket that bit now names (the new half, zero until now). Another thread
  // meanwhile may miss an entry or store one where it is never found again: lost bounds.
  // The caller makes sure can_double() and that no other thread doubles at once.
  void double_in_place() {
    const std::uint64_t buckets = mask() + 1;
    for (std::uint64_t i = 0; i < buckets * 4; i += 2) {
      const std::uint64_t checked = load(words_[i]), data = load(words_[i + 1]);
      if ((data & kUsed) == 0 || ((checked ^ data) & buckets) == 0) continue;
      write(&words_[i + buckets * 4], checked, data);
      write(&words_[i], 0, 0);
    }
    mask_.store(2 * buckets - 1, std::memory_order_relaxed);
  }
  // Starts loading the key's bucket into the cache, so that find() soon after does not
  // wait for it: generate() prefetches each move's child, which the enhanced transposition
  // cutoff then looks up (seed 1's 20 sums of three regions, one thread: 21.7 s, not
  // 27.4 s, the same nodes; the lookups had become a quarter of the time).
  void prefetch(const Key& k) const { __builtin_prefetch(&words_[(k.a & mask()) * 4]); }
  // The key's bounds, or nullopt.
  std::optional<Bounds> find(const Key& k) const {
    std::uint64_t* bucket = &words_[(k.a & mask()) * 4];
    for (int slot = 0; slot < 2; ++slot)
      if (const auto data = read(bucket + 2 * slot, k)) return Bounds{low(*data), high(*data)};
    return std::nullopt;
  }
  // Records that the mover wins in the state `k` (`cells` empty cells) with every
  // territory from `bound` up, or (`wins` false) loses with every territory below it: the
  // first slot keeps the larger state, the second the latest.
  void store(const Key& k, int cells, int bound, bool wins) {
    std::uint64_t* bucket = &words_[(k.a & mask()) * 4];
    const std::uint64_t tag = (k.b >> 40) << 40 | kUsed | static_cast<std::uint64_t>(std::min(cells, 127)) << 32;
    int slot = -1;
    int lo = std::numeric_limits<std::int16_t>::min(), hi = std::numeric_limits<std::int16_t>::max();
    for (int i = 0; i < 2 && slot < 0; ++i)
      if (const auto data = read(bucket + 2 * i, k)) slot = i, lo = low(*data), hi = high(*data);
    if (slot < 0) {
      const std::uint64_t deep = load(bucket[1]);
      slot = (deep & kUsed) == 0 || static_cast<int>((deep >> 32) & 0x7F) <= cells ? 0 : 1;
      if (slot == 0 && (deep & kUsed) != 0) {  // the displaced one becomes the latest
        write(bucket + 2, load(bucket[0]), deep);
      }
    }
    if (wins) hi = std::min(hi, bound);
    else lo = std::max(lo, bound);
    const std::uint64_t data = tag | static_cast<std::uint64_t>(static_cast<std::uint16_t>(lo)) << 16 |
                               static_cast<std::uint16_t>(hi);
    write(bucket + 2 * slot, k.a ^ data, data);
  }

 private:
  static constexpr std::uint64_t kBucketBytes = 32;
  static constexpr std::uint64_t kUsed = std::uint64_t{1} << 39;
  // The most buckets, a power of two, that fit in `bytes` (at least one).
  static std::uint64_t buckets_in(std::uint64_t bytes) {
    std::uint64_t buckets = 1;
    while (buckets * 2 * kBucketBytes <= bytes) buckets *= 2;
    return buckets;
  }
  std::uint64_t mask() const { return mask_.load(std::memory_order_relaxed); }
  static std::uint64_t load(std::uint64_t& w) { return std::atomic_ref(w).load(std::memory_order_relaxed); }
  static void write(std::uint64_t* slot, std::uint64_t checked, std::uint64_t data) {
    std::atomic_ref(slot[0]).store(checked, std::memory_order_relaxed);
    std::atomic_ref(slot[1]).store(data, std::memory_order_relaxed);
  }
  // The slot's data if it holds the key.
  static std::optional<std::uint64_t> read(std::uint64_t* slot, const Key& k) {
    const std::uint64_t checked = load(slot[0]), data = load(slot[1]);
    if ((data & kUsed) == 0 || (checked ^ data) != k.a || (data >> 40) != (k.b >> 40)) return std::nullopt;
    return data;
  }
  static int low(std::uint64_t data) { return static_cast<std::int16_t>(data >> 16); }
  static int high(std::uint64_t data) { return static_cast<std::int16_t>(data); }

  ZeroedReservation<std::uint64_t> words_;  // slots are atomic_ref'd, const or not
  std::atomic<std::uint64_t> mask_;         // the buckets in use, less one
};

// The solver's transposition table and its growth (Table): doubled, under a lock, when a
// search's nodes outnumber its entries.
class Tables {
 public:
  Tables(std::uint64_t budget, RunControl& run) : run_(run), table_(kFirstBytes, budget) {
    run_.check_memory(table_.bytes());
  }
  Table* current() { return &table_; }
  // Doubles the table if the budget allows and `nodes` (of one search) outnumber its
  // entries.
  void grow(std::uint64_t nodes) {
    if (!table_.can_double() || nodes <= table_.bytes() / 16) return;
    const std::lock_guard lock(mutex_);
    if (!table_.can_double() || nodes <= table_.bytes() / 16) return;  // the other thread did
    run_.check_memory(table_.bytes() * 2);
    table_.double_in_place();
  }

 private:
  static constexpr std::uint64_t kFirstBytes = std::uint64_t{1} << 20;
  RunControl& run_;
  std::mutex mutex_;
  Table table_;
};

// The side to move's key: the state's key with the player folded in.
Key key_for(const Key& k, int mover) {
  return mover == 0 ? k : Key{mix64(k.a ^ 0x5851f42d4c957f2dULL), k.b ^ 0xa0761d6478bd642fULL};
}

int empty_cells(const State& s) {
  int n = 0;
  for (const Region& r : s.regions) n += std::popcount(r.empty);
  return n;
}

// The cells a queen on each cell of `from` reaches along direction D through `open`,
// counted for all of them at once: the rays advance together a step at a time (no two
// of them meet a cell at the same step), so this costs at most 7 steps, however many
// cells `from` has.
template <int D>
int rays_counted(Bits from, Bits open) {
  int n = 0;
  for (Bits front = step<D>(from) & open; front != 0; front = step<D>(front) & open) n += std::popcount(front);
  return n;
}

// The moves of one side in a region (amazon moves times arrows): for each amazon, the
// arrows from every cell it can move to, shot through the empty cells and the one it
// left. The rays of all the destinations are counted together: with a queen's reach from
// each destination in turn, queen_reach() was a quarter of the search's time, and 14%
// after (perf, seed 1's term 18, one thread).
int moves_in(const Region& r, int side) {
  int n = 0;
  for (Bits a = r.amazons[side]; a != 0; a &= a - 1) {
    const Bits from = lowest(a), vacated = r.empty | from;
    const Bits to = queen_reach(from, r.empty);
    n += rays_counted<0>(to, vacated) + rays_counted<1>(to, vacated) + rays_counted<2>(to, vacated) +
         rays_counted<3>(to, vacated) + rays_counted<4>(to, vacated) + rays_counted<5>(to, vacated) +
         rays_counted<6>(to, vacated) + rays_counted<7>(to, vacated);
  }
  return n;
}

// Bounds on a region's thresholds for each player moving first alone in it (the mover
// wins iff its territory k ≥ t): lo ≤ t ≤ hi, by player (0 Left, 1 Right).
struct Thresholds {
  int lo[2], hi[2];
  // Narrows these to what `other` also says (both hold).
  void intersect(const Thresholds& other) {
    for (int side = 0; side < 2; ++side) {
      lo[side] = std::max(lo[side], other.lo[side]);
      hi[side] = std::min(hi[side], other.hi[side]);
    }
  }
};

// The regions' threshold intervals found so far, by region key: shared by the searches
// of one solver (Left's and Right's run on two threads), so that a region searched
// alone by one is not searched again by the other. Each call takes the lock; the
// searches call it only at sums of two regions or more.
class Intervals {
 public:
  // The region's intervals, or the widest (the region has `empty` empty cells: by
  // search()'s first cut, t is in [1 - empty, empty + 1]).
  Thresholds get(const Key& k, int empty) {
    const std::lock_guard lock(mutex_);
    const auto found = map_.find(std::pair{k.a, k.b});
    return found != map_.end() ? found->second : Thresholds{{1 - empty, 1 - empty}, {empty + 1, empty + 1}};
  }
  // Narrows the region's intervals to `t` (intersected with what is known).
  void narrow(const Key& k, const Thresholds& t) {
    const std::lock_guard lock(mutex_);
    const auto [it, fresh] = map_.try_emplace(std::pair{k.a, k.b}, t);
    if (!fresh) it->second.intersect(t);
  }
  std::size_t size() const {
    const std::lock_guard lock(mutex_);
    return map_.size();
  }

 private:
  mutable std::mutex mutex_;
  absl::flat_hash_map<std::pair<std::uint64_t, std::uint64_t>, Thresholds> map_;
};

// The move that last won each region for each player to move (the killers: a best-move
// table by region). An entry is one 32-bit word: the key's top 14 bits, to tell keys
// sharing an index apart, and the move's cells (6 bits each); the key's bits from 18 up
// index it. The table grows with the search, doubling while it has fewer than two
// entries a node, from 2^16 entries up to 2^22 (16 MiB): at a fixed 2^14 (two tables,
// one a player) most regions' killers were overwritten before the region came back.
// Seed 1's 20 sums of three regions, one thread, the sums not solved in 20-30 s counted
// as 100 M nodes: fixed at 2^14, 228 M nodes (two sums unsolved); at 2^18, 130 M (one);
// at 2^20, 44.7 M; at 2^22, 44.2 M; grown as here, 42.4 M. A killer is only a hint (a
// wrong one costs order, not correctness), so 14 bits of check suffice; entries of 64
// bits (the key's bits from 18 up kept whole) gave the same nodes with twice the pages
// to clear: the kernel's clearing was 11% of seed 1's term 4, not 8% (one thread, perf),
// and terms 4, 12, 13 and 18 took 2-6% more time.
class Killers {
 public:
  struct Cells {
    std::uint8_t from, to, arrow;
  };
  std::optional<Cells> find(const Key& k) const {
    const std::uint32_t entry = entries_[index(k)];
    if (entry == 0 || entry >> kMoveBits != check(k)) return std::nullopt;
    return Cells{static_cast<std::uint8_t>(entry >> 12 & 63), static_cast<std::uint8_t>(entry >> 6 & 63),
                 static_cast<std::uint8_t>(entry & 63)};
  }
  // Starts loading the key's entry into the cache (search() asks for its regions' killers
  // as it starts, generate() reads them later).
  void prefetch(const Key& k) const { __builtin_prefetch(&entries_[index(k)]); }
  void store(const Key& k, const Cells& m) {
    entries_[index(k)] = check(k) << kMoveBits | std::uint32_t{m.from} << 12 | std::uint32_t{m.to} << 6 | m.arrow;
  }
  // Doubles the table in place while it has fewer than two entries for each of the
  // `nodes` searched and is under its largest size. An entry does not hold the index bit
  // that now tells its half, so it is copied to both: its key finds it either way.
  void grow(std::uint64_t nodes) {
    for (; 2 * nodes > size_ && size_ < kMostEntries; size_ *= 2)
      std::copy_n(entries_.data(), size_, entries_.data() + size_);
  }
  std::uint64_t bytes() const { return size_ * sizeof(std::uint32_t); }

 private:
  static constexpr int kMoveBits = 18;
  static constexpr std::size_t kMostEntries = std::size_t{1} << 22;
  // The key's entry: its bits from kMoveBits up, less those past the table's size.
  std::size_t index(const Key& k) const { return (k.a >> kMoveBits) & (size_ - 1); }
  // The key's bits that an entry keeps (its top 14: never an index's, at most 22 bits
  // from kMoveBits up).
  static std::uint32_t check(const Key& k) { return static_cast<std::uint32_t>(k.a >> (64 - 14)); }
  ZeroedReservation<std::uint32_t> entries_{kMostEntries};  // 0: empty (no move has from = to = 0)
  std::size_t size_ = std::size_t{1} << 16;                 // the entries in use
};

// The states the searches of one solver are in the middle of, for the other thread to
// search something else first (Engine::search). A slot holds a state's key (its second
// word; 0: none), at the index of its first word: two states may share a slot, which only
// changes the order of a search's moves.
class Busy {
 public:
  bool marked(const Key& k) const { return std::atomic_ref(slot(k)).load(std::memory_order_relaxed) == k.b; }
  // Marks the state for its scope.
  class Mark {
   public:
    Mark(Busy& busy, const Key& k) : slot_(busy.slot(k)), key_(k.b) {
      std::atomic_ref(slot_).store(key_, std::memory_order_relaxed);
    }
    ~Mark() {
      std::uint64_t expected = key_;
      std::atomic_ref(slot_).compare_exchange_strong(expected, 0, std::memory_order_relaxed);
    }
    Mark(const Mark&) = delete;
    Mark& operator=(const Mark&) = delete;

   private:
    std::uint64_t& slot_;
    std::uint64_t key_;
  };

 private:
  static constexpr std::size_t kSlots = std::size_t{1} << 16;
  std::uint64_t& slot(const Key& k) const { return slots_[k.a & (kSlots - 1)]; }
  mutable std::vector<std::uint64_t> slots_ = std::vector<std::uint64_t>(kSlots, 0);
};

// Thrown by a search whose question the other thread has answered (outcome()).
struct RaceLost {};

// Thrown by a search whose probe (Engine::refine) has spent its node budget.
struct ProbeSpent {};

class Engine {
 public:
  // The most empty cells of a part (a region, or a pair of regions) searched alone to
  // narrow its thresholds: a larger region alone costs about as much as the sum (16, 20
  // and 32 did alike on the sums of 5×5 regions; 12 solved 1 of 4 under 10 s,
  // against 3). For pairs (seed 1's terms 4, 9, 12, 13, 15 and 18, one thread, when pairs
  // came in): never searched, the table's bounds alone, 16.4 M nodes; up to 24 cells,
  // 12.8 M; 32, 9.95 M; 48, 19.5 M.
  static constexpr int kRefinedCells = 32;
  // The most empty cells of a region pocket_loses() looks at: its longest lines' searches
  // stay small.
  static constexpr int kPocketCells = 32;
  // The node budget of by_targets()'s first round of probes.
  static constexpr std::uint64_t kFirstBudget = 1024;
  // A pair's probe gets this share of the budget: a pair searched alone costs far more than
  // its regions, and in most sums of three only one pair (two regions the moves leave
  // alone) is worth knowing. Seed 1's terms 4, 9, 12, 13, 15 and 18 (one thread): the
  // whole budget, 9.95 M nodes; a quarter, 9.29 M; a sixteenth, 8.85 M; a 64th, 9.42 M.
  // Seed 1's 20 sums then took 11.3 M nodes and 13.4 s, not 11.9 M and 15.4 s; seed 2's
  // alike (14 under 1 s either way; its term 16 17.3 s, not 19.0 s).
  static constexpr std::uint64_t kPairBudgetShare = 16;

  // `salt`: 0, or a seed that breaks ties among equally scored moves its own way (so
  // that two engines searching one question on two threads go different ways).
  Engine(Tables& tables, RunControl& run, Intervals& known, std::uint64_t salt = 0)
      : run_(run), tables_(tables), table_(tables.current()), territories_(run), known_(known), salt_(salt) {}

  // Shares the states being searched with another engine on the same questions (`busy`),
  // or not (nullptr).
  void share_busy(Busy* busy) { busy_ = busy; }

  // Makes the searches stop (throwing RaceLost) once `answer` is set (≥ 0); nullptr: never.
  void stop_when_answered(const std::atomic<int>* answer) { answer_ = answer; }

  // Does the mover (0 Left, 1 Right) win the board's regions plus their territories?
  // The board fits (AmazonsSolver::fits).
  bool wins(const Grid& board, int mover) {
    State start;
    int territory = 0;  // Left's less Right's
    for (const Grid& part : board.components('#', true)) {
      Region r;
      for (int row = 0; row < part.rows; ++row)
        for (int col = 0; col < part.cols; ++col) {
          const Bits cell = Bits{1} << (row * kFrame + col);
          const char ch = part.at(row, col);
          if (ch == '.') r.empty |= cell;
          if (ch == 'x') r.amazons[0] |= cell;
          if (ch == 'o') r.amazons[1] |= cell;
        }
      Split split;
      split_region(r, &territories_, split);
      territory += split.territory;
      for (const Region& open : split.open) {
        start.regions.push_back(open);
        start.key += region_key(open);
      }
    }
    return search(start, mover, mover == 0 ? territory : -territory, 0).won;
  }

  std::uint64_t nodes() const { return nodes_; }
  std::uint64_t table_hits() const { return hits_; }

 private:
  static constexpr int kKillerBonus = 1 << 20;     // before any other move
  static constexpr int kRefutedPenalty = 1 << 24;  // after every other move
  static constexpr int kHeatWeight = 64;        // a unit of heat over mobility
  static constexpr int kTerritoryWeight = 2;    // a cell of king_territory() over mobility
  static constexpr int kTerritoryCells = 11;    // the fewest empty cells it is counted at
  static constexpr int kSharedCells = 10;       // the fewest empty cells a state is marked busy at

  // The mover's moves in s in `moves`, unsorted, each scored: the region's killer first,
  // then by the opponent's moves it removes (a mobility ordering: the opponent's moves in
  // the region before less after, all regions compared alike). Measured on five of the
  // issue's Amazons sums (one thread): the killer took one from 79,000 nodes to 16,800;
  // the opponent's moves did better than the queen reach of both players; adding the
  // territory a move settles, a point a cell, 5-10% worse (more points, worse still:
  // moving to a number early is rarely best); the killers tried before the other moves
  // are generated, worse (no enhanced transposition cutoff for them). In a sum, the
  // hottest region's moves come first (heat(), 64 a unit: 512 and 8192 did alike): on the 20
  // sums of three regions (bench/outcome_positions.py, seed 1, one thread, 20 s each)
  // 333 M nodes became 239 M and the sums over 1 s 9 became 7; on seed 2's, 549 M
  // became 539 M, 13 over 1 s became 12. A history table (Schaeffer 1989; by destination
  // and arrow, by all three cells, or by from and to, a cut adding the empty cells
  // squared) added to the score did no better: light enough to break ties only, within
  // 0.05%; a little heavier, seed 1's term 18 +4% nodes and term 13 -4% (one thread);
  // heavier still, up to 10 and 20 times the nodes. With the killers kept from a first solve
  // of the same sum (table and intervals emptied), terms 9, 13 and 18 took 13-27% fewer
  // nodes. In regions of kTerritoryCells or more, each move also gets kTerritoryWeight
  // points a cell of king_territory() after it: seed 1's 20 sums (one thread) took 16.6 M
  // nodes, not 24.4 M, and 0.90 of the time (paired runs); seed 2's 15 solved in 20 s
  // 6.4 M, not 10.8 M, none more. Weighed 1, 1.5 and 3 points, seed 1 took 17.6, 17.1
  // and 20.7 M nodes; counted from 1 cell up, 16.0 M in more time; with queen moves in
  // place of king steps, 23 M in 2.5 times the time; the mover's own moves added to the
  // score, 1.5-2 times the nodes on terms 4, 9, 13 and 18.
  void generate(const State& s, int mover, std::vector<Move>& moves) {
    moves.clear();
    for (std::size_t i = 0; i < s.regions.size(); ++i) {
      const Region& r = s.regions[i];
      const Key rk = region_key(r);
      const Key without = Key{s.key} -= rk;
      const int replies_before = moves_in(r, 1 - mover) + (s.regions.size() > 1 ? kHeatWeight * heat(r) : 0);
      const std::optional<Killers::Cells> killer = killers_.find(key_for(rk, mover));
      const bool territorial = std::popcount(r.empty) >= kTerritoryCells;
      for (Bits from_set = r.amazons[mover]; from_set != 0; from_set &= from_set - 1) {
        const Bits from = lowest(from_set);
        const Bits vacated = r.empty | from;
        for (Bits to_set = queen_reach(from, r.empty); to_set != 0; to_set &= to_set - 1) {
          const Bits to = lowest(to_set);
          Region moved = r;
          moved.amazons[mover] ^= from | to;
          const Bits after_move = vacated & ~to;
          for (Bits arrows = queen_reach(to, after_move); arrows != 0; arrows &= arrows - 1) {
            moved.empty = after_move & ~lowest(arrows);
            // Made in place: a Move copied in just after its bytes were written waited on
            // the stores (a fifth of generate()'s own time, perf).
            Move& m = moves.emplace_back(
                Move{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(std::countr_zero(from)),
                     static_cast<std::uint8_t>(std::countr_zero(to)), static_cast<std::uint8_t>(std::countr_zero(arrows)),
                     false, replies_before, without});
            add_split(moved, lowest(arrows), mover, m);
            if (territorial) m.score += kTerritoryWeight * king_territory(moved, mover);
            table_->prefetch(key_for(m.key, 1 - mover));  // for the enhanced transposition cutoff
            if (salt_ != 0) m.score = m.score * 8 + tie_break(m);
            if (killer && m.from == killer->from && m.to == killer->to && m.arrow == killer->arrow)
              m.score += kKillerBonus;
          }
        }
      }
    }
  }

  // How hot the region is, as far as its intervals tell: -(t_L + t_R) doubled, each
  // threshold taken at its interval's midpoint. Both players moving first win the region
  // plus K for K from t_L to -t_R, so the wider that range, the more a move there is worth
  // to either player (for a number, t_L + t_R is 1 or 2).
  int heat(const Region& r) {
    const Thresholds t = interval(r);
    return -(t.lo[0] + t.hi[0] + t.lo[1] + t.hi[1]);
  }

  // 0-7, by the move and the salt: the order among moves of equal score.
  int tie_break(const Move& m) const {
    return static_cast<int>(mix64(salt_ ^ static_cast<std::uint64_t>(m.from << 12 | m.to << 6 | m.arrow)) & 7);
  }

  // The move's key, whether it settles territory, and the rest of its score (the
  // opponent's moves it leaves), from the region it leaves (`moved`, the arrow on `arrow`).
  void add_split(const Region& moved, Bits arrow, int mover, Move& m) {
    const auto add_open = [&](const Region& p) {
      m.key += region_key(p);
      m.score -= moves_in(p, 1 - mover);
    };
    if (removal_keeps_connected(moved.cells(), arrow)) {  // one region still, both players' amazons in it
      m.settles = false;
      if (!frozen(moved)) add_open(translated(moved));
      return;
    }
    Split split;
    split_region(moved, nullptr, split);
    m.settles = split.settles;
    for (const Region& p : split.open) add_open(p);
  }

  // The move's region after it.
  static Region moved_region(const State& s, int mover, const Move& m) {
    Region moved = s.regions[m.region];
    const Bits from = Bits{1} << m.from, to = Bits{1} << m.to, arrow = Bits{1} << m.arrow;
    moved.amazons[mover] ^= from | to;
    moved.empty = ((moved.empty | from) & ~to) & ~arrow;
    return moved;
  }

  // The move's region split after it, its territories valued; returns their value for
  // the mover.
  int split_played(const State& s, int mover, const Move& m, Split& split) {
    split_region(moved_region(s, mover, m), &territories_, split);
    return mover == 0 ? split.territory : -split.territory;
  }

  // The territory the move settles, for the mover.
  int gain(const State& s, int mover, const Move& m) {
    Split split;
    return m.settles ? split_played(s, mover, m, split) : 0;
  }

  // The state after the move, and the territory it settles for the mover (`gain`). Its
  // region is split again here rather than kept in every Move from generate(): most moves
  // generated are never played.
  State play(const State& s, int mover, const Move& m, int& gain) {
    State next;
    for (std::size_t i = 0; i < s.regions.size(); ++i)
      if (i != m.region) next.regions.push_back(s.regions[i]);
    Split split;
    gain = split_played(s, mover, m, split);
    for (const Region& p : split.open) next.regions.push_back(p);
    next.key = m.key;
    return next;
  }

  std::vector<Move>& buffer(std::size_t index) {
    if (buffers_.size() <= index) buffers_.resize(index + 1);  // a deque: the others stay where they are
    return buffers_[index];
  }

  // Counts a node: progress, limits, and the table's growth.
  void count_node(int ply) {
    if (++nodes_ >= limit_) throw ProbeSpent{};
    if ((nodes_ & 0xFF) == 0 && answer_ != nullptr && answer_->load(std::memory_order_relaxed) >= 0)
      throw RaceLost{};
    if ((nodes_ & 0xFFF) != 0) return;
    tables_.grow(nodes_);
    killers_.grow(nodes_);
    const std::string where = run_.reports_progress() ? fmt::format("depth {}", ply) : std::string();
    const std::uint64_t bytes = table_->bytes() + killers_.bytes() + (territories_.size() + known_.size()) * 32;
    run_.checkpoint("Amazons outcome search", nodes_, 0, bytes, where);
  }

  // Does the mover win s plus territory k (from the mover's side)? The answer's bound is
  // fail-soft (Fishburn 1983): what the proof shows beyond k, from the bounds at its
  // leaves. A probe that finds a region's threshold below its guess narrows the interval
  // that far at once, and the table keeps the wider bound. Measured (one thread, 20 s a
  // sum): seed 1's 20 sums of three regions took 33.9 M nodes, not 35.4 M; of seed 2's 15
  // solved either way, 12 took fewer nodes and 3 more, and its term 16 (past 20 s before)
  // was solved in 19.95-20.0 s.
  Answer search(const State& s, int mover, int k, int ply) {
    count_node(ply);
    check_stack("Amazons outcome search");  // one level a move, and the regions' own searches nested
    if (s.regions.empty()) return {k >= 1, 1};
    // The table before the move counts: their sure turns are a search of their own (the
    // two together, seed 1's terms 13 and 18 on one thread: 2% and 6% less time, the
    // nodes within 0.3%, medians of five runs).
    const Key key = key_for(s.key, mover);
    if (const auto e = table_->find(key)) {
      if (k >= e->hi) return ++hits_, Answer{true, e->hi};
      if (k < e->lo) return ++hits_, Answer{false, e->lo};
    }
    // The regions' killers, which generate() reads, start loading now: the killer table
    // is large and its lookups missed the cache (on seed 1's term 18, one thread, 9% less
    // time, the same nodes, with the table on huge pages too).
    for (const Region& r : s.regions) killers_.prefetch(key_for(region_key(r), mover));
    const int cells = empty_cells(s);
    if (const auto counted = by_move_count(s, mover, k, cells)) return *counted;
    const auto settle = [&](Answer a) {
      table_->store(key, cells, a.bound, a.won);
      return a;
    };
    if (s.regions.size() == 1)
      if (const auto most = pocket_loss(s.regions[0], mover, k)) return settle({false, *most + 1});
    if (s.regions.size() > 1) {
      if (const auto known = by_targets(s, mover, k, ply)) return settle(*known);
      if (const auto folded = fold_integers(s)) {
        const int shift = mover == 0 ? folded->second : -folded->second;
        const Answer a = search(folded->first, mover, k + shift, ply + 1);
        return settle({a.won, a.bound - shift});
      }
    }
    // The number clause (below) first when the table has its answer. When it holds,
    // H + k - 1 ≥ 0 for the mover, so H + K > 0 for every K ≥ k: the win's bound is the
    // least such k, even below 1.
    if (const auto e = k >= 1 ? table_->find(key_for(s.key, 1 - mover)) : std::nullopt; e && 1 - k < e->lo) {
      ++hits_;
      return settle({true, 2 - e->lo});
    }
    std::vector<Move>& moves = buffer(static_cast<std::size_t>(ply));
    generate(s, mover, moves);
    // A move the table knows the opponent loses after decides; one it knows the opponent
    // wins after goes last (seed 1's 20 sums of three regions, one thread: 24.4 M nodes,
    // not 27.2 M, nearly all on term 9; seed 2's term 16 solved in 16.8 s, past 20 s before,
    // and its terms 13 and 19 took 0.9 and 3.4 s, not 0.04 and 2.9 s).
    for (Move& m : moves) {
      const auto e = table_->find(key_for(m.key, 1 - mover));
      if (!e) continue;
      const int g = gain(s, mover, m);
      if (-(k + g) < e->lo) {
        ++hits_;
        return settle({true, 1 - e->lo - g});
      }
      if (-(k + g) >= e->hi) m.score -= kRefutedPenalty;
    }
    // The best move first, the rest sorted only when it fails: most searches that win, win
    // by their first move (sorting them all was 4% of seed 1's term 18, one thread, perf;
    // this way, paired medians of five, term 9 took 0.92 of the time, term 18 1.00, ties
    // broken otherwise: 2.42 M and 1.70 M nodes, not 2.54 M and 1.68 M).
    const auto better = [](const Move& x, const Move& y) { return x.score > y.score; };
    if (!moves.empty()) std::iter_swap(moves.begin(), std::min_element(moves.begin(), moves.end(), better));
    const auto sort_rest = [&] { std::sort(moves.begin() + 1, moves.end(), better); };
    // The mover loses with every territory up to `fails_to`: each move's reply wins there.
    int fails_to = std::numeric_limits<int>::max();
    // Whether the move wins (then the answer is in `won`); otherwise fails_to is lowered.
    std::optional<Answer> won;
    const auto wins_by = [&](const Move& m) {
      int settled = 0;
      const State next = play(s, mover, m, settled);
      const Answer reply = search(next, 1 - mover, -(k + settled), ply + 1);
      if (!reply.won) {
        const Key rk = region_key(s.regions[m.region]);
        killers_.store(key_for(rk, mover), {m.from, m.to, m.arrow});
        won = {true, 1 - reply.bound - settled};
        return true;
      }
      fails_to = std::min(fails_to, -reply.bound - settled);
      return false;
    };
    if (busy_ == nullptr || cells < kSharedCells) {
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i == 1) sort_rest();
        if (wins_by(moves[i])) return settle(*won);
      }
    } else {
      // With another thread on the same question: a move after the first whose position
      // the other is searching waits until the rest are done, when the table likely has
      // the other's answer (Weill's ABDADA, 1996). Seed 1's 20 sums on two threads took
      // 0.96 of the time (0.87-1.01, four paired runs); terms 9 and 18, 4.4-4.7 s and
      // 3.3-3.8 s, not 5.4-5.9 s and 3.9-4.3 s (two runs each).
      absl::InlinedVector<std::uint32_t, 16> deferred;
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i == 1) sort_rest();
        const Key child = key_for(moves[i].key, 1 - mover);
        if (i > 0 && busy_->marked(child)) {
          deferred.push_back(static_cast<std::uint32_t>(i));
          continue;
        }
        const Busy::Mark mark(*busy_, child);
        if (wins_by(moves[i])) return settle(*won);
      }
      for (const std::uint32_t i : deferred)
        if (wins_by(moves[i])) return settle(*won);
    }
    // H may equal a number: then the mover, with a territory move (k - 1), wins iff k ≥ 1
    // and every opponent's move in H then loses (the header's second clause): one search,
    // the opponent moving first in H plus the mover's k - 1 (no moves for the opponent).
    if (k < 1) return settle({false, std::min(fails_to, 0) + 1});  // from 1 up, the clause might win
    const Answer number = search(s, 1 - mover, 1 - k, ply + 1);
    if (!number.won) return settle({true, 2 - number.bound});
    return settle({false, std::min(fails_to, 1 - number.bound) + 1});
  }

  // The answer when the moves left decide it (the state has `cells` empty cells, e). Each
  // move burns an empty cell, so neither player has more moves than e, and -e ≤ H ≤ e: the
  // mover loses if k + e ≤ 0 and wins if k - e ≥ 1. Cut here, the searches far from a
  // region's threshold end early (on one sum, 8.9 M nodes to 5.4 M). Sharper: if the
  // opponent is sure of a move on its first b turns (turns_assured()), those b moves burn
  // b cells, so the mover makes at most e - b moves in the regions and the opponent at
  // least b: the mover loses if k + e ≤ 2b. Likewise, sure of its own first a turns, the
  // mover wins if k - e ≥ 1 - 2a. With b ≤ 1 and a ≤ 2 (whether one move can trap an
  // amazon), seed 1's 20 sums of three regions (one thread) took 35.4 M nodes and 31.1 s,
  // not 37.9 M and 34.9 s; seed 2's 20, with the four past 20 s counted as 20 s, 113.2 s,
  // not 131.7 s: three sums 3-7× faster (term 3: 11.5 s to 1.6 s) and one (term 16) from
  // 18 s to past 20 s. Two turns for the opponent (b ≤ 2) saved 1-8% of the nodes, and
  // cost more time than that.
  std::optional<Answer> by_move_count(const State& s, int mover, int k, int cells) {
    if (k + cells <= 0) return Answer{false, 1 - cells};
    if (k + cells <= 2 && turns_assured(s, 1 - mover, false, 1)) return Answer{false, 3 - cells};
    if (k - cells >= 1) return Answer{true, cells + 1};
    const int needed = (cells - k + 2) / 2;  // the least a with k - e ≥ 1 - 2a
    if (needed <= kMostTurns && turns_assured(s, mover, true, needed)) return Answer{true, cells + 1 - 2 * needed};
    return std::nullopt;
  }

  // The most turns turns_assured() looks ahead for the player to move: checking three took
  // seed 1's 20 sums of three regions (one thread) from 33.9 M nodes to 27.1 M; four, on
  // its term 18, 5.11 M nodes to 5.11 M, in 2.5 times the time.
  static constexpr int kMostTurns = 3;

  // Whether `side` is sure to have a move in the regions on each of its next `turns` turns
  // (1 to kMostTurns moving first, `first`; 1 or 2 moving second), whatever the other
  // player does: by one of its amazons alone, in its region. See by_move_count() for how
  // that bounds the outcome.
  bool turns_assured(const State& s, int side, bool first, int turns) {
    for (const Region& r : s.regions)
      if (region_assured(r, side, first, turns)) return true;
    return false;
  }

  // turns_assured() for one region, remembered by the region and the question: a sum's
  // regions other than the one just moved in are asked again at its child (the checks
  // were a fifth of the instructions on seed 1's term 18, one thread). With roomy(), the
  // same nodes; seed 1's term 4 (one thread, callgrind) took 8.05 G instructions, not
  // 8.38 G.
  bool region_assured(const Region& r, int side, bool first, int turns) {
    const std::uint64_t question = mix64(region_key(r).b + static_cast<std::uint64_t>(side * 8 + first * 4 + turns));
    std::uint64_t& slot = assured_[question & (assured_.size() - 1)];
    if ((slot | 1) == (question | 1)) return (slot & 1) != 0;
    bool sure = false;
    for (Bits a = r.amazons[side]; a != 0 && !sure; a &= a - 1)
      sure = first ? sure_moving_first(lowest(a), r, side, turns) : sure_moving_second(lowest(a), r, side, turns);
    slot = (question & ~std::uint64_t{1}) | std::uint64_t{sure};
    return sure;
  }

  // Whether the amazon of `side` on `p`, its player to move, is sure of `turns` turns: it
  // can move, and (for more than one) it has a move after which, moving second, it is sure
  // of the rest.
  static bool sure_moving_first(Bits p, const Region& r, int side, int turns) {
    if ((king_dilation(p) & r.empty) == 0) return false;
    if (turns == 1) return true;
    const Bits vacated = r.empty | p, reach = queen_reach(p, r.empty);
    Region after = r;
    // First the moves that shoot back at p (always legal, and next to the amazon only if
    // it moved one step), which need no arrows generated; then every move.
    for (Bits to_set = reach; to_set != 0; to_set &= to_set - 1) {
      const Bits to = lowest(to_set);
      after.amazons[side] = r.amazons[side] ^ p ^ to;
      after.empty = r.empty & ~to;
      if (sure_moving_second(to, after, side, turns - 1)) return true;
    }
    for (Bits to_set = reach; to_set != 0; to_set &= to_set - 1) {
      const Bits to = lowest(to_set);
      after.amazons[side] = r.amazons[side] ^ p ^ to;
      for (Bits arrows = queen_reach(to, vacated & ~to) & ~p; arrows != 0; arrows &= arrows - 1) {
        after.empty = vacated & ~to & ~lowest(arrows);
        if (sure_moving_second(to, after, side, turns - 1)) return true;
      }
    }
    return false;
  }

  // Whether the amazon of `side` on `p`, the other player to move, is sure of `turns`
  // turns: after any move of the other's in the region, or none (a move elsewhere), it is
  // sure of them moving first. One turn is trappable()'s question.
  static bool sure_moving_second(Bits p, const Region& r, int side, int turns) {
    if (turns == 1) return !trappable(p, r, side);
    if (turns == 2 && roomy(p, r)) return true;
    if (!sure_moving_first(p, r, side, turns)) return false;
    const int other = 1 - side;
    Region after = r;
    for (Bits from_set = r.amazons[other]; from_set != 0; from_set &= from_set - 1) {
      const Bits from = lowest(from_set), vacated = r.empty | from;
      for (Bits to_set = queen_reach(from, r.empty); to_set != 0; to_set &= to_set - 1) {
        const Bits to = lowest(to_set);
        after.amazons[other] = r.amazons[other] ^ from ^ to;
        for (Bits arrows = queen_reach(to, vacated & ~to); arrows != 0; arrows &= arrows - 1) {
          after.empty = vacated & ~to & ~lowest(arrows);
          if (!sure_moving_first(p, after, side, turns)) return false;
        }
      }
    }
    return true;
  }

  // Whether the amazon on `p` has three empty neighbours with five empty neighbours each
  // besides p: then it is sure of two turns moving second (sure_moving_second()) without
  // the other player's moves generated. Whatever two cells the other's move fills, one of
  // those three is left, the amazon steps there and shoots back at p, and has three empty
  // neighbours there, which no one move can fill (trappable()).
  static bool roomy(Bits p, const Region& r) {
    int found = 0;
    for (Bits near = king_dilation(p) & ~p & r.empty; near != 0; near &= near - 1) {
      const Bits q = lowest(near);
      if (std::popcount(king_dilation(q) & ~q & ~p & r.empty) >= 5 && ++found == 3) return true;
    }
    return false;
  }

  // Whether the other player, moving now, can leave the amazon on `p` (of `side`) with no
  // empty neighbour. One move fills two cells (its amazon's and its arrow's) and leaves
  // one, which must then be refilled if it is next to p: so p needs at most two empty
  // neighbours, and two only if the moving amazon is not next to p.
  static bool trappable(Bits p, const Region& r, int side) {
    const Bits around = king_dilation(p) & ~p;
    const Bits open = around & r.empty;
    const int n = std::popcount(open);
    if (n == 0) return true;  // stuck already (the other may move in a territory)
    if (n >= 3) return false;
    for (Bits from_set = r.amazons[1 - side]; from_set != 0; from_set &= from_set - 1) {
      const Bits from = lowest(from_set);
      const Bits reach = queen_reach(from, r.empty), vacated = r.empty | from;
      if (reach == 0) continue;
      if ((reach & open) != 0 && (n == 1 || (from & around) == 0)) {
        if (n == 1) return true;  // onto it, shooting back at `from`
        for (Bits to_set = reach & open; to_set != 0; to_set &= to_set - 1) {  // onto one, shooting the other
          const Bits to = lowest(to_set);
          if ((queen_reach(to, vacated & ~to) & open & ~to) != 0) return true;
        }
      }
      if (n == 1 && (from & around) == 0)  // the arrow onto it
        for (Bits to_set = reach; to_set != 0; to_set &= to_set - 1)
          if ((queen_reach(lowest(to_set), vacated & ~lowest(to_set)) & open) != 0) return true;
    }
    return false;
  }

  // Whether the opponent's pocket makes the mover lose, in a region with one amazon a side
  // (Song and Müller's blocker territories, in their simplest form). The empty cells the
  // mover cannot reach, past the opponent's amazon, are the opponent's pocket. The
  // mover's first move cannot touch it; the opponent then moves in and shoots back at the
  // cell it left (the arrow retraces the move, so it is always legal), which walls the
  // pocket off: the opponent has that move plus the pocket's longest line from where it
  // stands, S in all, and the mover at most the longest line L of the cells it reaches.
  // So the mover loses if k ≤ S - L (S - L is returned; nullopt when this does not show
  // that the mover loses with territory k).
  // Measured on the 20 sums of three regions (bench/outcome_positions.py, seeds 1
  // and 2, one thread, 30 s each): the 18 sums of seed 1 solved took 28.3 M nodes, not
  // 38.2 M (17 fewer, one more); the 15 of seed 2, 31.4 M, not 39.1 M (14 fewer, one
  // more). The mover's own pocket gives a win the same way (k ≥ L_opp - S_mover + 1), but
  // cut there the searches took more nodes in all (seed 1's 28.3 M became 30.6 M; one of
  // seed 2's went from 2.8 M past 30 s).
  std::optional<int> pocket_loss(const Region& r, int mover, int k) {
    if (std::popcount(r.amazons[0]) != 1 || std::popcount(r.amazons[1]) != 1 ||
        std::popcount(r.empty) > kPocketCells)
      return std::nullopt;
    const Bits reach = area(r, mover), pocket = r.empty & ~reach;
    if (pocket == 0) return std::nullopt;
    const int walled_in = walled_in_moves(r, 1 - mover, pocket);
    // With k > S, S - L < k whatever L (≥ 0) is: the mover's longest line, a search over
    // its whole area, is not needed.
    if (walled_in == 0 || k > walled_in) return std::nullopt;
    const int most = walled_in - territories_.longest_line(reach, r.amazons[mover]);
    return k <= most ? std::optional<int>(most) : std::nullopt;
  }

  // The most moves the amazon of `side` makes by walling itself into `pocket`: its move in
  // (the arrow on the cell it left) and the longest line from there. 0: it cannot move in.
  int walled_in_moves(const Region& r, int side, Bits pocket) {
    int best = 0;
    for (Bits to_set = queen_reach(r.amazons[side], r.empty) & pocket; to_set != 0; to_set &= to_set - 1) {
      const Bits to = lowest(to_set);
      best = std::max(best, 1 + territories_.longest_line(pocket & ~to, to));
    }
    return best;
  }

  // The regions known to equal integers, folded into the territory: s without them and
  // their sum (Left's), or nullopt when none is known. A region whose exact thresholds
  // have t_L + t_R = 2 is the integer n = 1 - t_L: moving first in H - n, each player
  // loses (Left as K = -n < t_L, Right as n < t_R = n + 1), so H - n = 0. Their moves
  // are then never generated (on term 7 of the sums, 4.77 M nodes to 2.38 M).
  std::optional<std::pair<State, int>> fold_integers(const State& s) {
    State rest;
    int sum = 0;
    for (const Region& r : s.regions) {
      const Thresholds t = interval(r);
      if (t.lo[0] == t.hi[0] && t.lo[1] == t.hi[1] && t.lo[0] + t.lo[1] == 2) {
        sum += 1 - t.lo[0];
      } else {
        rest.regions.push_back(r);
        rest.key += region_key(r);
      }
    }
    if (rest.regions.size() == s.regions.size()) return std::nullopt;
    return std::pair{std::move(rest), sum};
  }

  // The region's thresholds as known so far: narrowed by the searches of the region
  // alone (the table's bounds for it, which any search may narrow, are merged in).
  Thresholds interval(const Region& r) {
    const Key rk = region_key(r);
    Thresholds t = known_.get(rk, std::popcount(r.empty));
    within_table(rk, t);
    return t;
  }

  // Narrows `t` to the table's bounds on the state `k` for each player to move.
  void within_table(const Key& k, Thresholds& t) const {
    for (int side = 0; side < 2; ++side)
      if (const auto entry = table_->find(key_for(k, side))) {
        t.lo[side] = std::max<int>(t.lo[side], entry->lo);
        t.hi[side] = std::min<int>(t.hi[side], entry->hi);
      }
  }

  // A part of a sum: some of its regions (bit i for region i) taken as one game. by_targets()
  // bounds the sum by its parts' thresholds; a part of two regions or more is the state of
  // those regions alone, whose thresholds are the table's bounds on that state.
  using Part = std::uint32_t;

  // The regions of the part, as a state of their own.
  static State part_state(const State& s, Part part) {
    State alone;
    for (Part rest = part; rest != 0; rest &= rest - 1) {
      const Region& r = s.regions[static_cast<std::size_t>(std::countr_zero(rest))];
      alone.regions.push_back(r);
      alone.key += region_key(r);
    }
    return alone;
  }

  // The part's thresholds as known so far: a region's interval(); for several regions, the
  // table's bounds on them alone, within search()'s first cut (t in [1 - e, e + 1] with e
  // empty cells).
  Thresholds part_interval(const State& s, Part part) {
    if (std::has_single_bit(part)) return interval(s.regions[static_cast<std::size_t>(std::countr_zero(part))]);
    const State alone = part_state(s, part);
    const int e = empty_cells(alone);
    Thresholds t{{1 - e, 1 - e}, {e + 1, e + 1}};
    within_table(alone.key, t);
    return t;
  }

  // Narrows the part's interval for `side` (`t`) with one search of its regions alone at
  // `guess`, given at most `budget` nodes (and no more than an enclosing probe has left):
  // false, and the interval unchanged, when the search ran out of them. What it proved
  // meanwhile stays in the table; a region's interval is kept in the intervals too, and a
  // larger part's in the table (a search answered by its move count stores nothing).
  bool refine(const State& s, Part part, Thresholds& t, int side, int guess, int ply, std::uint64_t budget) {
    const State alone = part_state(s, part);
    const std::uint64_t enclosing = limit_;
    struct Restore {  // the enclosing budget again, however the search ends
      std::uint64_t& limit;
      std::uint64_t value;
      ~Restore() { limit = value; }
    } restore{limit_, enclosing};
    limit_ = std::min(enclosing, nodes_ + budget);
    Answer found;
    try {
      found = search(alone, side, guess, ply + 1);
    } catch (const ProbeSpent&) {
      if (nodes_ >= enclosing) throw;  // the enclosing probe's budget is spent too
      return false;
    }
    if (found.won) t.hi[side] = std::min(t.hi[side], found.bound);
    else t.lo[side] = std::max(t.lo[side], found.bound);
    if (alone.regions.size() == 1) known_.narrow(alone.key, t);
    else table_->store(key_for(alone.key, side), empty_cells(alone), found.bound, found.won);
    return true;
  }

  // One search of a part alone that could narrow its interval toward a test.
  struct Probe {
    Part part;
    int side, guess;
    bool raise;  // whether a loss is wanted (the lower bound raised), or a win
    bool operator==(const Probe&) const = default;
  };

  // A part and its thresholds as known.
  struct Bounded {
    Part part;
    Thresholds t;
    int cells;
  };

  // The part's entry in `known` (by_targets(): every part of every way is there).
  template <class Parts>
  static auto& part_in(Parts& known, Part part) {
    return *std::find_if(known.begin(), known.end(), [&](const Bounded& b) { return b.part == part; });
  }

  // The empty cells of the part's largest region.
  static int largest_region(const State& s, Part part) {
    int most = 0;
    for (Part rest = part; rest != 0; rest &= rest - 1)
      most = std::max(most, std::popcount(s.regions[static_cast<std::size_t>(std::countr_zero(rest))].empty));
    return most;
  }

  // The ways by_targets() splits a sum of n regions into parts: each region alone, and,
  // for three regions, each pair with the third.
  static absl::InlinedVector<absl::InlinedVector<Part, 4>, 4> partitions(std::size_t n) {
    absl::InlinedVector<absl::InlinedVector<Part, 4>, 4> ways(1);
    for (std::size_t i = 0; i < n; ++i) ways[0].push_back(Part{1} << i);
    if (n == 3)
      for (Part single = 1; single < 8; single <<= 1) ways.push_back({Part{7} & ~single, single});
    return ways;
  }

  // Whether the mover wins (or loses) s plus k by the thresholds of its parts: with t_i the
  // mover's and u_i the opponent's, the mover wins if k ≥ t_i + Σ_{j≠i} (1 - u_j) for
  // some i, and loses if k ≤ Σ (t_i - 1) (the header's bounds), for any way of splitting s
  // into parts. While neither test holds with the intervals known but one still could,
  // searches of parts alone, each at the value that would make a test hold, narrow the
  // intervals, the parts with smaller regions first. nullopt when the thresholds cannot
  // decide.
  //
  // The probes that could help are tried in turn under a node budget, which grows four
  // times over whenever none of them finishes within it. A probe near a region's threshold
  // can cost a thousand times one a little way off (on term 12 of the sums, a
  // loss one below a threshold took 2.7 M nodes, the win at the threshold 674), and a
  // sum's test rarely needs every threshold exact: the budget finds the cheap way first.
  //
  // The pairs: a pair's thresholds bound the sum more tightly than its regions' (the stops
  // of a sum of hot games lie well inside the sums of their stops), and one pair serves
  // every move in the third region (after each of Right's replies in one region, Left's
  // answer in another). Measured with the sums of three regions (one thread, 20 s
  // a sum): seed 1's 20 took 11.9 M nodes and 15.4 s, not 16.5 M and 20.7 s (term 9 3.5 M
  // nodes, not 5.1 M; term 18 2.0 M, not 3.5 M; term 12 1.9 M, not 1.2 M); seed 2's term 8
  // 0.85 s, not 12.2 s, term 4 4.9 s, not past 20 s, and 14 under 1 s, not 13.
  std::optional<Answer> by_targets(const State& s, int mover, int k, int ply) {
    const auto ways = partitions(s.regions.size());
    absl::InlinedVector<Bounded, 8> known;  // every part of every way, narrowed as probes end
    for (const auto& way : ways)
      for (const Part part : way)
        if (std::none_of(known.begin(), known.end(), [&](const Bounded& b) { return b.part == part; }))
          known.push_back({part, part_interval(s, part), empty_cells(part_state(s, part))});
    absl::InlinedVector<Probe, 12> probes;
    absl::InlinedVector<Probe, 12> spent;  // probes that ran out of the current budget
    std::uint64_t budget = kFirstBudget;
    for (;;) {
      probes.clear();
      for (const auto& way : ways) {
        absl::InlinedVector<Bounded, 4> parts;
        for (const Part part : way)
          parts.push_back(part_in(known, part));
        if (const auto decided = target_probes(parts, mover, k, probes)) return decided;
      }
      if (probes.empty()) return std::nullopt;
      // The probes of parts whose largest region is smaller first: they cost less, and a
      // small part's narrowed interval often says how far a large one must be probed (below).
      std::stable_sort(probes.begin(), probes.end(),
                       [&](const Probe& a, const Probe& b) { return largest_region(s, a.part) < largest_region(s, b.part); });
      bool narrowed = false;
      for (const Probe& p : probes) {
        if (std::find(spent.begin(), spent.end(), p) != spent.end()) continue;
        Bounded& b = part_in(known, p.part);
        const std::uint64_t given = std::has_single_bit(p.part) ? budget : budget / kPairBudgetShare;
        if (refine(s, p.part, b.t, p.side, p.guess, ply, given)) {
          narrowed = true;
          break;
        }
        spent.push_back(p);
      }
      if (!narrowed) {
        budget *= 4;
        spent.clear();
      }
      for (Bounded& b : known) b.t.intersect(part_interval(s, b.part));  // and what the other search found
    }
  }

  // The thresholds' tests on a sum's parts plus k (by_targets): the answer when one holds
  // (the win test holds for every territory from the least that passes it, the loss test
  // for every one up to Σ (t_i - 1)); otherwise nullopt, with the probes that could make
  // one hold added to `probes` (one for each part, side and aim).
  // The loss test raises the mover's lower bounds; the win test lowers the mover's upper
  // bound in the part where it could hold most easily, or raises the opponent's lower
  // bounds in the others. A lower bound is probed at the value that would close the gap,
  // an upper bound the same way, or one below it when it cannot come down that far in one
  // search and no other part can be probed (walking down through wins: near the threshold
  // a win took tens of thousands of nodes and a loss hundreds of thousands). With the
  // walk kept for then only, and the probes of smaller parts first (by_targets), seed 1's
  // terms 4, 9, 12, 13, 15 and 18 took 7.82 M nodes, not 8.10 M; seed 2's terms 4, 19 and
  // 20 3.04, 1.33 and 1.49 M, not 4.73, 1.78 and 1.81 M, its term 3 0.52 M, not 0.24 M
  // (one thread).
  static std::optional<Answer> target_probes(const absl::InlinedVector<Bounded, 4>& t, int mover, int k,
                                             absl::InlinedVector<Probe, 12>& probes) {
    const int opp = 1 - mover;
    const std::size_t n = t.size();
    auto refinable = [&](std::size_t i, int side) {
      return t[i].t.lo[side] < t[i].t.hi[side] && t[i].cells <= kRefinedCells;
    };
    // One probe for each part, side and aim, at the guess whose failure settles the others
    // (a loss wanted at the lowest, a win at the highest): when the aim fails there, the
    // others are not searched; when it holds, the next round asks again. Seed 1's terms 4,
    // 9, 12, 13, 15 and 18 (one thread) took 8.10 M nodes; with each guess probed, 8.85 M
    // (term 9: wins wanted at -3 and -2, both losses of about 460,000 nodes); kept at the
    // guess whose success settles the others, 8.59 M. Seed 1's 20 sums took 10.0 M nodes,
    // not 11.3 M with each guess probed; seed 2's term 19 1.78 M, not 3.31 M.
    auto add = [&](const Probe& p) {
      const auto same = std::find_if(probes.begin(), probes.end(), [&](const Probe& q) {
        return q.part == p.part && q.side == p.side && q.raise == p.raise;
      });
      if (same == probes.end()) probes.push_back(p);
      else same->guess = p.raise ? std::min(same->guess, p.guess) : std::max(same->guess, p.guess);
    };
    long loss = 0, loss_best = 0, second = 0, second_best = 0;
    for (std::size_t i = 0; i < n; ++i) {
      loss += t[i].t.lo[mover] - 1;
      loss_best += t[i].t.hi[mover] - 1;
      second += 1 - t[i].t.lo[opp];
      second_best += 1 - t[i].t.hi[opp];
    }
    if (k <= loss) return Answer{false, static_cast<int>(loss + 1)};
    std::size_t first = n;  // the part whose win test could hold most easily
    long first_best = std::numeric_limits<long>::max(), wins_from = std::numeric_limits<long>::max();
    for (std::size_t i = 0; i < n; ++i) {
      wins_from = std::min(wins_from, t[i].t.hi[mover] + second - (1 - t[i].t.lo[opp]));
      const long best = t[i].t.lo[mover] + second_best - (1 - t[i].t.hi[opp]);
      if (best < first_best) first_best = best, first = i;
    }
    if (k >= wins_from) return Answer{true, static_cast<int>(wins_from)};
    if (k <= loss_best) {
      const long deficit = k - loss;
      for (std::size_t i = 0; i < n; ++i)
        if (refinable(i, mover))
          add({t[i].part, mover, static_cast<int>(std::min<long>(t[i].t.lo[mover] + deficit, t[i].t.hi[mover]) - 1), true});
    }
    if (k >= first_best) {
      const std::size_t i = first;
      const long excess = t[i].t.hi[mover] + second - (1 - t[i].t.lo[opp]) - k;
      // When the win test needs the part's threshold below its lower bound, only the others'
      // bounds (the opponent's, raised) can bring it within reach: the part's upper bound
      // walks down a step only when none of them can be probed (a walk near the threshold
      // is a win proof a step, each tens of thousands of nodes).
      bool others = false;
      for (std::size_t j = 0; j < n; ++j) others = others || (j != i && refinable(j, opp));
      if (refinable(i, mover)) {
        const long wanted = t[i].t.hi[mover] - excess;
        if (wanted >= t[i].t.lo[mover]) add({t[i].part, mover, static_cast<int>(wanted), false});
        else if (!others) add({t[i].part, mover, t[i].t.hi[mover] - 1, false});
      }
      for (std::size_t j = 0; j < n; ++j)
        if (j != i && refinable(j, opp))
          add({t[j].part, opp, static_cast<int>(std::min<long>(t[j].t.lo[opp] + excess, t[j].t.hi[opp]) - 1), true});
    }
    return std::nullopt;
  }

  RunControl& run_;
  Tables& tables_;
  Table* table_;  // tables_.current()
  Territories territories_;
  Intervals& known_;
  Killers killers_;
  std::vector<std::uint64_t> assured_ = std::vector<std::uint64_t>(std::size_t{1} << 16, 0);  // region_assured()'s answers
  std::deque<std::vector<Move>> buffers_;  // the moves, by ply
  std::uint64_t nodes_ = 0, hits_ = 0;
  std::uint64_t limit_ = std::numeric_limits<std::uint64_t>::max();  // nodes_ at which a probe stops
  std::uint64_t salt_;
  const std::atomic<int>* answer_ = nullptr;  // see stop_when_answered()
  Busy* busy_ = nullptr;                       // see share_busy()
};

}  // namespace amazons_detail

AmazonsSolver::AmazonsSolver(std::uint64_t table_bytes, RunControl& run)
    : table_bytes_(std::clamp<std::uint64_t>(table_bytes, std::uint64_t{1} << 20, kMostTableBytes)),
      run_(run),
      intervals_(std::make_unique<amazons_detail::Intervals>()) {}

AmazonsSolver::~AmazonsSolver() = default;

bool AmazonsSolver::fits(const Grid& board) {
  const auto parts = board.components('#', true);
  const auto amazons =
      std::count_if(board.cells.begin(), board.cells.end(), [](char c) { return c == 'x' || c == 'o'; });
  const auto framed = [](const Grid& p) {
    return p.rows <= amazons_detail::kFrame && p.cols <= amazons_detail::kFrame;
  };
  return parts.size() <= kMostRegions && amazons <= kMostAmazons && std::all_of(parts.begin(), parts.end(), framed);
}

amazons_detail::Engine& AmazonsSolver::engine(std::unique_ptr<amazons_detail::Engine>& e, bool helper) {
  if (!tables_) tables_ = std::make_unique<amazons_detail::Tables>(table_bytes_, run_);
  if (!e) {
    const std::uint64_t salt = helper ? 0x9e3779b97f4a7c15ULL : 0;
    e = std::make_unique<amazons_detail::Engine>(*tables_, run_, *intervals_, salt);
  }
  return *e;
}

void AmazonsSolver::require_fit(const Grid& board) {
  if (!fits(board)) throw DomainError("amazons: a region is larger than 8 x 8, or more than 32 regions or 128 amazons");
}

bool AmazonsSolver::wins(const Grid& board, bool left_to_move) {
  require_fit(board);
  return engine(main_).wins(board, left_to_move ? 0 : 1);
}

// On one thread one engine answers both (the table and the intervals serve the second
// search). On two, each engine starts with one side (Left moving first, Right moving
// first) and then takes the other side unless it has been answered: the two searches
// share the table and the intervals, and whichever finishes a side first answers it and
// stops the other (RaceLost). On most of the sums one side's search does nearly
// all the work and the other then takes a few nodes, so a second thread that stopped
// after its own side idled; this way it joins the harder side. On the 20 sums of
// three regions (2 threads, 10 s limit), the total time fell from 71 s to 58 s; two sums
// went from 7.7 and 8.5 s to 1.5-2.1 s. The second engine breaks ties between moves its
// own way. Ordering its moves by a cheaper estimate of the opponent's moves as well (four
// times the cells its amazons reach, plus the empty cells next to those) helped while the
// killers' table was small, but not since it grows: seed 2's 20 sums took 73.9 s in all
// (medians of 3 runs), against 67.4 s; seed 1's, 27.0 s against 26.5 s.
OutcomeClass AmazonsSolver::outcome(const Grid& board) {
  require_fit(board);
  amazons_detail::Engine& left = engine(main_);
  if (run_.threads() < 2) {
    const bool left_wins = left.wins(board, 0);
    return outcome_class(left_wins, left.wins(board, 1));
  }
  amazons_detail::Engine& right = engine(helper_, true);  // breaking ties its own way
  amazons_detail::Busy busy;
  struct Unshare {  // each engine on its own again, however the searches end
    amazons_detail::Engine& a;
    amazons_detail::Engine& b;
    ~Unshare() {
      a.share_busy(nullptr);
      b.share_busy(nullptr);
    }
  } unshare{left, right};
  left.share_busy(&busy);
  right.share_busy(&busy);
  std::atomic<int> answer[2] = {-1, -1};  // by the side to move first: 1 wins, 0 loses, -1 not known yet
  auto work = [&](amazons_detail::Engine& e, int first) {
    for (const int mover : {first, 1 - first}) {
      if (answer[mover].load() >= 0) continue;
      e.stop_when_answered(&answer[mover]);
      try {
        int none = -1;
        answer[mover].compare_exchange_strong(none, e.wins(board, mover) ? 1 : 0);
      } catch (const amazons_detail::RaceLost&) {
      }
      e.stop_when_answered(nullptr);
    }
  };
  std::exception_ptr helper_error;
  std::thread other([&] {
    try {
      work(right, 1);
    } catch (...) {
      helper_error = std::current_exception();
      run_.cancel();
    }
  });
  try {
    work(left, 0);
  } catch (...) {
    const bool helper_failed_first = run_.cancelled();  // then this is the cancellation its error made
    run_.cancel();
    other.join();
    if (helper_failed_first && helper_error) std::rethrow_exception(helper_error);
    throw;
  }
  other.join();
  if (helper_error) std::rethrow_exception(helper_error);
  return outcome_class(answer[0].load() == 1, answer[1].load() == 1);
}

std::uint64_t AmazonsSolver::nodes() const noexcept {
  return (main_ ? main_->nodes() : 0) + (helper_ ? helper_->nodes() : 0);
}

std::uint64_t AmazonsSolver::table_hits() const noexcept {
  return (main_ ? main_->table_hits() : 0) + (helper_ ? helper_->table_hits() : 0);
}

}  // namespace cgt
