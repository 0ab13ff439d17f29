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
#include "domineering_bitboards.hpp"

namespace cgt {
// Named rather than file-private: DomineeringSolver holds the engines (a class with
// external linkage should not hold types of an unnamed namespace).
namespace domineering_detail {

// The search's bit operations on a geometry B (domineering_bitboards.hpp).
template <class B>
struct Cells {
  using Bits = typename B::Bits;
  static constexpr int S = B::S, W = B::W;
  static constexpr Bits kCol0 = column_zero<Bits, S>();
  static constexpr Bits kColLast = kCol0 << (S - 1);
  static constexpr Bits kRow0 = (Bits{1} << S) - 1;
};

// First cells of the player's possible dominoes: the cell and the next one (below for
// Vertical, to the right for Horizontal) are empty.
template <class B>
typename B::Bits move_starts(typename B::Bits empty, bool vertical) {
  using C = Cells<B>;
  return vertical ? empty & (empty >> C::S) : empty & (empty >> 1) & ~C::kColLast;
}

// Empty cells the opponent can never cover: both neighbours across the player's
// direction are filled or off the board.
template <class B>
typename B::Bits protected_cells(typename B::Bits empty, bool vertical) {
  using C = Cells<B>;
  if (vertical) return empty & ~((empty << 1) & ~C::kCol0) & ~((empty >> 1) & ~C::kColLast);
  return empty & ~(empty << C::S) & ~(empty >> C::S);
}

// floor(run / 2) summed over the runs of set bits of a line of `width` cells.
template <int width>
constexpr std::array<std::uint8_t, (1 << width)> line_dominoes() {
  std::array<std::uint8_t, (1 << width)> table{};
  for (int b = 0; b < (1 << width); ++b) {
    int run = 0, total = 0;
    for (int i = 0; i <= width; ++i) {
      if (i < width && ((b >> i) & 1)) {
        ++run;
      } else {
        total += run / 2;
        run = 0;
      }
    }
    table[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(total);
  }
  return table;
}

// The bounds from here to sure_moves are written for the player whose dominoes lie
// along rows: Horizontal on the board, Vertical on the board's transpose, which the
// search carries beside each position (Position), so that they never transpose.
// Measured on 9×7, one thread: the transposes were a third of the time on 128-bit
// boards.

// The most disjoint dominoes along rows inside `cells`: the sum over rows of
// floor(run / 2).
template <class B>
int disjoint_dominoes(typename B::Bits cells) {
  using C = Cells<B>;
  static constexpr auto kLineDominoes = line_dominoes<C::S>();
  int count = 0;
  for (int row = 0; row < C::S; ++row) count += kLineDominoes[static_cast<std::size_t>((cells >> (C::S * row)) & C::kRow0)];
  return count;
}

template <class B>
int safe_moves(typename B::Bits lines) {
  return disjoint_dominoes<B>(protected_cells<B>(lines, false));
}

// Protective areas of the player (Bullock 2002): disjoint 2×2 blocks of empty cells
// closed across the player's direction on at least one side (above or below both
// columns). The player's domino in the
// half away from the wall leaves the other half, between the wall and that domino, safe
// for it, so a block is worth two of its moves to whoever plays there first and none to
// the opponent, whose two dominoes there (one per line, in the player's lines' runs)
// vanish. No two blocks touch across the player's lines, so one of the opponent's
// dominoes spoils at most one block: inside it, or across its open side. Across the
// open side, that domino may also take a cell of one of the player's vulnerable moves
// (which therefore counts as linked, pack_lines), but it then leaves the player the
// block's half by the wall as a vulnerable move of its own, which no other domino of the
// opponent's spoils together with anything: the player is no worse off than after a
// domino inside the block (the race, Race, with one linked move fewer and one isolated
// more). Bullock 2002 counts areas and vulnerable moves the same way. `used`: the
// blocks' cells. Blocks closed on both sides first, then greedily (a lower bound on the
// most there are, which is all the bounds below need).
template <class B>
int protective_areas(typename B::Bits empty, typename B::Bits& used) {
  using C = Cells<B>;
  using Bits = typename B::Bits;
  constexpr int S = C::S;
  const Bits filled = ~empty;
  const Bits blocks = empty & (empty >> 1) & (empty >> S) & (empty >> (S + 1)) & ~C::kColLast;
  const Bits above = (filled << S) | C::kRow0;                            // (r - 1, c) filled or off the board
  const Bits below = (filled >> (2 * S)) | (~Bits{0} << (C::W - 2 * S));  // (r + 2, c)
  const Bits near_wall = blocks & above & (above >> 1);                   // closed before the block
  const Bits far_wall = blocks & below & (below >> 1);                    // and after it
  const Bits square = Bits{3} | (Bits{3} << S);
  int count = 0;
  used = 0;
  const auto pack = [&](Bits candidates) {
    for (; candidates != 0; candidates &= candidates - 1) {
      const int s = lowest_bit(candidates);
      const Bits cells = square << s;
      if (((cells | (cells << S) | (cells >> S)) & used) == 0) {  // not touching across the rows
        used |= cells;
        ++count;
      }
    }
  };
  pack(near_wall & far_wall);
  pack(near_wall ^ far_wall);
  return count;
}

// The race for the player's protective areas and vulnerable moves (its dominoes of
// unguarded cells outside the areas, disjoint): the player takes one a move (an area
// is worth `area`, a vulnerable move `move`); the opponent spoils one area, or one isolated
// vulnerable move (no domino of the opponent touches it and another of the player's
// pieces), or up to two others (one domino touches at most two of them; a domino that
// spoils an area and a vulnerable move leaves one in the area, protective_areas). The
// least the player gains when
// both play the race best, from a table over (areas, vulnerable moves that are not
// isolated, isolated ones, who moves), built once for boards of up to `kCells` cells.
template <int kCells>
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
  // At most one area per 4 cells and one vulnerable move per 2.
  static constexpr int kAreas = kCells / 4 + 1, kVulnerable = kCells / 2 + 1;
  static std::size_t index(int a, int v, int w, bool to_move) {
    return ((static_cast<std::size_t>(a) * kVulnerable + static_cast<std::size_t>(v)) * kVulnerable +
            static_cast<std::size_t>(w)) * 2 + (to_move ? 1 : 0);
  }
  int at(int a, int v, int w, bool to_move) const { return value_[index(a, v, w, to_move)]; }
  std::vector<int> value_;
};

// The race of the count of cells (Sure::by_cells), with every piece the player may
// take: an area worth 8; a vulnerable move worth 4, or 3 when it holds a protected cell
// (one the opponent never reaches); an option (Packing) worth the 1 to 3 cells it takes.
// The opponent spoils one piece a move, or two linked vulnerable moves; the options and
// the isolated moves are spoiled alone. A table over the counts of the seven kinds of
// pieces (Kind) and who moves, each count capped: the gain only grows with each count
// (the player may leave a piece alone, and a spoil of it is a move the opponent
// wastes), so a capped count gives a lower bound, which is all the bounds need. Before,
// the bound subtracted one for every vulnerable move with a protected cell, also those
// the player does not get, and raced the options apart from the rest (8×8 on one
// thread: 1.06 million nodes, then 0.55 million with the protected cells, then 0.49
// million with the options in the same race).
class CellRace {
 public:
  enum Kind { kArea, kLinked, kLinkedProt, kIsolated, kIsolatedProt, kOption2, kOption1, kKinds };
  using Counts = std::array<int, kKinds>;

  CellRace() : value_(kStates) {
    for (std::size_t at = 0; at < kStates / 2; ++at) fill(counts_of(at));
  }
  int gain(const Counts& counts, bool to_move) const {
    Counts capped;
    for (int k = 0; k < kKinds; ++k) capped[k] = std::min(counts[k], kCap[k]);
    return value_[index(capped, to_move)];
  }

 private:
  static constexpr std::array<int, kKinds> kCap{5, 7, 7, 7, 7, 3, 3};
  static constexpr std::array<int, kKinds> kWorth{8, 4, 3, 4, 3, 2, 1};
  static constexpr std::size_t kStates = [] {
    std::size_t n = 2;
    for (int c : kCap) n *= static_cast<std::size_t>(c + 1);
    return n;
  }();
  // Mixed radix, the last kind fastest: a state with fewer pieces of a kind comes first.
  static std::size_t index(const Counts& counts, bool to_move) {
    std::size_t at = 0;
    for (int k = 0; k < kKinds; ++k) at = at * static_cast<std::size_t>(kCap[k] + 1) + static_cast<std::size_t>(counts[k]);
    return 2 * at + (to_move ? 1 : 0);
  }
  static Counts counts_of(std::size_t at) {
    Counts counts;
    for (int k = kKinds - 1; k >= 0; --k) {
      counts[k] = static_cast<int>(at % static_cast<std::size_t>(kCap[k] + 1));
      at /= static_cast<std::size_t>(kCap[k] + 1);
    }
    return counts;
  }
  void fill(const Counts& counts) {
    int take = 0, spoil = 0;
    bool any = false;
    const auto without = [&](int k, int l) {  // the state with a piece of kinds k and l (l < 0: none) fewer
      Counts rest = counts;
      --rest[k];
      if (l >= 0) --rest[l];
      return rest;
    };
    for (int k = 0; k < kKinds; ++k) {
      if (counts[k] == 0) continue;
      const Counts rest = without(k, -1);
      const int after_take = kWorth[k] + value_[index(rest, false)];
      const int after_spoil = value_[index(rest, true)];
      take = any ? std::max(take, after_take) : after_take;
      spoil = any ? std::min(spoil, after_spoil) : after_spoil;
      any = true;
    }
    // One domino of the opponent's spoiling two linked vulnerable moves.
    for (int k = kLinked; k <= kLinkedProt; ++k)
      for (int l = k; l <= kLinkedProt; ++l)
        if (counts[k] >= 1 && counts[l] >= 1 && (k != l || counts[k] >= 2))
          spoil = std::min(spoil, int{value_[index(without(k, l), true)]});
    value_[index(counts, true)] = static_cast<std::int16_t>(take);
    value_[index(counts, false)] = static_cast<std::int16_t>(spoil);
  }
  std::vector<std::int16_t> value_;
};

// How one line of the player's cells is packed, from its protected cells and its other
// free cells (`width` bits each, bit i = the i-th cell along the line): the most safe
// moves (pairs of protected cells), then the most vulnerable moves (any other pair of
// free cells), preferring those without a protected cell. Built once for every pair of
// lines.
template <int width>
struct LinePacking {
  using Line = std::conditional_t<(width <= 8), std::uint8_t, std::uint16_t>;
  Line firsts = 0;       // first cell of each vulnerable move
  Line with_prot = 0;    // those with a protected cell
  Line safe_firsts = 0;  // first cell of each safe move
};
// The index of a line's packing: the two lines' bits side by side up to 8 cells (64K
// entries); past 8, one base-3 digit a cell (0 filled, 1 free, 2 protected), so that
// the 10-cell table has 59,049 entries (354 KB) rather than 2^20 (6 MB). Measured on
// 7×9, one thread, one run each: 13.3 s with the larger table, 9.5 s with this one.
template <int width>
std::size_t line_index(unsigned guarded, unsigned loose) {
  if constexpr (width <= 8) {
    return guarded << width | loose;
  } else {
    static constexpr auto kTernary = [] {
      std::array<std::uint32_t, (1 << width)> t{};
      for (unsigned x = 0; x < (1u << width); ++x)
        for (unsigned i = 0, power = 1; i < width; ++i, power *= 3) t[x] += ((x >> i) & 1) * power;
      return t;
    }();
    return 2 * std::size_t{kTernary[guarded]} + kTernary[loose];
  }
}
template <int width>
const std::vector<LinePacking<width>>& line_packings() {
  using Line = typename LinePacking<width>::Line;
  static const auto table = [] {
    std::vector<LinePacking<width>> t(width <= 8 ? std::size_t{1} << (2 * width) : line_index<width>((1u << width) - 1, 0) + 1);
    for (int guarded = 0; guarded < (1 << width); ++guarded)
      for (int loose = 0; loose < (1 << width); ++loose) {
        if (guarded & loose) continue;
        // best[i]: the best score of cells i.. (safe 1000, vulnerable 4, with a protected cell 3)
        std::array<int, width + 2> best{};
        std::array<int, width + 1> choice{};  // 0 skip, 1 pair (i, i + 1)
        const auto free = [&](int i) { return i < width && ((guarded | loose) >> i & 1); };
        const auto prot = [&](int i) { return (guarded >> i) & 1; };
        for (int i = width - 1; i >= 0; --i) {
          const auto at = static_cast<std::size_t>(i);
          best[at] = best[at + 1];
          choice[at] = 0;
          if (free(i) && free(i + 1)) {
            const int both = prot(i) + prot(i + 1);
            const int pair = (both == 2 ? 1000 : both == 1 ? 3 : 4) + best[at + 2];
            if (pair > best[at]) {
              best[at] = pair;
              choice[at] = 1;
            }
          }
        }
        LinePacking<width>& out = t[line_index<width>(static_cast<unsigned>(guarded), static_cast<unsigned>(loose))];
        for (int i = 0; i < width;) {
          if (choice[static_cast<std::size_t>(i)] == 0) {
            ++i;
            continue;
          }
          const int both = prot(i) + prot(i + 1);
          (both < 2 ? out.firsts : out.safe_firsts) |= static_cast<Line>(1 << i);
          if (both == 1) out.with_prot |= static_cast<Line>(1 << i);
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
  int linked_prot = 0;  // among them, those with a protected cell (CellRace)
  int isolated_prot = 0;
  int safe = 0;       // safe moves: the most disjoint dominoes of protected cells
  std::array<int, 4> options{};  // the options by the cells they take (1 to 3)
};
template <class B>
Packing pack_lines(typename B::Bits empty, typename B::Bits guarded, typename B::Bits loose, typename B::Bits others) {
  using C = Cells<B>;
  using Bits = typename B::Bits;
  constexpr int S = C::S, W = C::W;
  const auto& packings = line_packings<S>();
  Bits firsts = 0, safe_firsts = 0;  // the first cell of each vulnerable and safe move
  Bits prot_firsts = 0;              // of each vulnerable move with a protected cell
  Packing p;
  for (int row = 0; row < S; ++row) {
    const auto g = static_cast<unsigned>((guarded >> (S * row)) & C::kRow0);
    const auto l = static_cast<unsigned>((loose >> (S * row)) & C::kRow0);
    if (g == 0 && l == 0) continue;
    const auto& line = packings[line_index<S>(g, l)];
    firsts |= Bits{line.firsts} << (S * row);
    safe_firsts |= Bits{line.safe_firsts} << (S * row);
    prot_firsts |= Bits{line.with_prot} << (S * row);
    p.safe += std::popcount(static_cast<unsigned>(line.safe_firsts));
  }
  Bits packed = others | firsts | (firsts << 1);
  // The opponent's dominoes cross the rows: one covering a vulnerable move also covers a
  // cell just above or below it, so the move is linked when a packed cell lies there.
  // `beside`: the cells with a packed cell above or below; a move is linked when its
  // first cell or the next one (same row) is among them. All moves at once, without a
  // branch per move.
  const Bits beside = (packed >> S) | (packed << S);
  const Bits linked = firsts & (beside | (beside >> 1));
  p.linked = bit_count(linked);
  p.isolated = bit_count(firsts) - p.linked;
  p.linked_prot = bit_count(prot_firsts & linked);
  p.isolated_prot = bit_count(prot_firsts) - p.linked_prot;
  packed |= safe_firsts | (safe_firsts << 1);
  const Bits closed = ~empty;  // filled, or off the board (rows beyond are too)
  for (Bits rest = safe_firsts; rest != 0; rest &= rest - 1) {
    const int s = lowest_bit(rest), c = s % S;
    for (const int x : {c > 0 ? s - 1 : -1, c < S - 2 ? s + 2 : -1}) {
      if (x < 0) continue;
      const Bits cell = Bits{1} << x;
      const Bits across = (cell << S) | (cell >> S);
      if ((loose & cell) == 0 || (packed & (cell | across)) != 0) continue;
      int take = 1;
      if (x >= S && (empty & (cell >> S)) != 0 && (x < 2 * S || (closed & (cell >> (2 * S))) != 0)) ++take;
      if (x < W - S && (empty & (cell << S)) != 0 && (x >= W - 2 * S || (closed & (cell << (2 * S))) != 0)) ++take;
      packed |= cell;
      ++p.options[static_cast<std::size_t>(take)];
      break;
    }
  }
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
//   race for 2M + C (CellRace) counts an area 8 and a vulnerable move 4, or 3 with a
//   protected cell.
struct Sure {
  int safe;       // safe moves alone
  int total;      // against the opponent's room
  int by_cells;   // 2M + C
  int reachable;  // the opponent's reachable cells
  bool wins_to_move(int their_room) const { return total > their_room || by_cells > reachable; }
  bool wins_having_moved(int their_room) const { return total >= their_room || by_cells >= reachable - 1; }
};
template <class B>
Sure sure_moves(typename B::Bits empty, bool to_move) {
  static const Race<B::W> against_room(4, 1);  // immutable once built
  static const CellRace by_cells;
  typename B::Bits area_cells = 0;
  const int areas = protective_areas<B>(empty, area_cells);
  const typename B::Bits guarded = protected_cells<B>(empty, false);
  const Packing p = pack_lines<B>(empty, guarded, empty & ~guarded & ~area_cells, area_cells);
  const int safe = p.safe;  // the line packing pairs protected cells first, so as many as there are
  const int reachable = bit_count(empty) - bit_count(guarded);
  using Kind = CellRace::Kind;
  CellRace::Counts pieces{};
  pieces[Kind::kArea] = areas;
  pieces[Kind::kLinked] = p.linked - p.linked_prot;
  pieces[Kind::kLinkedProt] = p.linked_prot;
  pieces[Kind::kIsolated] = p.isolated - p.isolated_prot;
  pieces[Kind::kIsolatedProt] = p.isolated_prot + p.options[3];  // both worth 3, spoiled alone
  pieces[Kind::kOption2] = p.options[2];
  pieces[Kind::kOption1] = p.options[1];
  const int raced = by_cells.gain(pieces, to_move);
  return {safe, safe + against_room.gain(areas, p.linked, p.isolated, to_move), 2 * safe + raced,
          reachable};
}

std::uint64_t mix(std::uint64_t x) {  // splitmix64 finaliser
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

enum : std::uint8_t { kVerticalKnown = 1, kVerticalWins = 2, kHorizontalKnown = 4, kHorizontalWins = 8 };

// Thrown through a subtree whose result is no longer needed: a split above it was
// decided, or the search was abandoned (a limit, an error).
struct Cancelled {};

// Positions with fewer empty cells than the root less kSplitDepthCells (and never fewer
// than kLeastSplitCells) are searched by the thread that meets them: too little work to
// hand out as tasks. Tasks lower down cost more in handing out and waiting than they
// gain: two threads, split from 24 cells against from 12 below the root (8×9 from 60,
// 8×8 from 52): 8×9 29.6 s against 22.2 s (one thread: 52.7 s), 8×8 0.49 s against
// 0.29 s, 9×7 1.53 s against 0.90 s, and 9×9 1,252 s (1,457 million nodes) against
// 373-509 s (842-855 million). Splitting down to 48 cells, 8×9 spent 3.5 to 4 s in the
// kernel (idle threads put to sleep and woken).
constexpr int kLeastSplitCells = 24, kSplitDepthCells = 12;

// Moves a position searches alone, in order, before its other moves become tasks. With
// one (young brothers wait in its plain form) the two threads visited 11.7 million
// nodes of 8×8 where one thread visits 5.8 million and took as long: a winning move is
// often second or third in the order, and the tasks beside it are wasted. With three,
// 6.1 million nodes and 2.3-3.7 s against 5.6 s for one thread (farm-bench, 8×8).
constexpr int kYoungBrothers = 3;

// A tie-break among moves with the same counts, by where the domino lies on the box
// (rows × cols), after Bullock's (2002) static position values: with j the domino's
// line counted from the nearer edge of the mover's lines (1 = the edge line) and k its
// first cell counted from the nearer end of the line (1 = the end), best are even j and
// odd k (a domino there leaves an even number of lines, and of cells, between it and the
// edge, which the opponent cannot fill alone), then even j, then j >= 3 with odd k, then
// j >= 3, then the edge lines; within each group the smaller j, then the smaller k.
// Measured (nodes of the outcome on one thread): 8×8 3.70 million against 5.85 million
// for a score of the line and the parity alone; 6×8 252,000 against 505,000.
int place_score(int start, int stride, bool vertical, int rows, int cols) {
  const int r = start / stride, c = start % stride;
  const int line = vertical ? c : r, lines = vertical ? cols : rows;
  const int at = vertical ? r : c, starts = (vertical ? rows : cols) - 1;
  const int j = std::min(line, lines - 1 - line) + 1, k = std::min(at, starts - 1 - at) + 1;
  const bool even_line = j % 2 == 0, odd_start = k % 2 == 1;
  const int group = even_line ? (odd_start ? 4 : 3) : j >= 3 ? (odd_start ? 2 : 1) : 0;
  return group * 256 + 255 - (j * 16 + k);  // j, k <= 5 on a 10 × 10 box
}

// The images of a rows × cols box's cells under the maps a table key (key_of) compares:
// the identity, the mirror (columns reversed), the flip (rows reversed) and the half
// turn; then the same four of the transpose ((r, c) -> (c, r) on the S × S square, on
// which Vertical's dominoes lie along rows, see disjoint_dominoes), which are the box's
// symmetries that exchange the players when it is square (on other boxes only the
// transpose itself is used). A position carries all eight images of its empty cells,
// and a move clears its two cells in each through these per-cell masks
// (Position::without). Computing the images at every key took 18% of the search's time
// on 9×9 (perf, one thread); with them carried, and the arrays of children no longer
// zeroed at every node, a 9×9 position of 33.9 million nodes took 39 s against 54 s.
template <class B>
class BoxImages {
 public:
  using Bits = typename B::Bits;
  static constexpr int kCount = 8, kTransposed = 4;

  BoxImages() = default;
  BoxImages(int rows, int cols) {
    if (rows < 1 || cols < 1) return;  // a board with no empty cell: no images (and no valid turn shift)
    for (int s = 0; s < B::S * B::S; ++s) {
      const Bits plain = Bits{1} << s, transposed = B::transpose(plain);
      for (int half = 0; half < 2; ++half) {
        const Bits x = half == 0 ? plain : transposed, mirrored = B::mirror(x, rows, cols);
        const std::array<Bits, 4> four{x, mirrored, B::turn(mirrored, rows, cols), B::turn(x, rows, cols)};
        for (int k = 0; k < 4; ++k)
          cell_[static_cast<std::size_t>(4 * half + k)][static_cast<std::size_t>(s)] = four[static_cast<std::size_t>(k)];
      }
    }
  }
  // The image `k` of the cells s and t.
  Bits pair(int k, int s, int t) const {
    const auto& image = cell_[static_cast<std::size_t>(k)];
    return image[static_cast<std::size_t>(s)] | image[static_cast<std::size_t>(t)];
  }
  // The image `k` of a set of cells.
  Bits of(int k, Bits cells) const {
    const auto& cell = cell_[static_cast<std::size_t>(k)];
    Bits image = 0;
    for (; cells != 0; cells &= cells - 1) image |= cell[static_cast<std::size_t>(lowest_bit(cells))];
    return image;
  }

 private:
  std::array<std::array<Bits, B::S * B::S>, kCount> cell_{};
};

// A position: the images of its empty cells (BoxImages), the first the cells
// themselves.
template <class B>
struct Position {
  using Bits = typename B::Bits;
  std::array<Bits, BoxImages<B>::kCount> image;  // not zeroed: arrays of 100 children are made at every node

  static Position of(Bits empty, const BoxImages<B>& box) {
    Position p;
    for (int k = 0; k < BoxImages<B>::kCount; ++k) p.image[static_cast<std::size_t>(k)] = box.of(k, empty);
    return p;
  }
  Bits empty() const { return image[0]; }
  // The board on which the player's dominoes lie along rows.
  Bits lines(bool vertical) const { return image[vertical ? BoxImages<B>::kTransposed : 0]; }
  // Without the cells s and t.
  Position without(int s, int t, const BoxImages<B>& box) const {
    Position p;
    for (int k = 0; k < BoxImages<B>::kCount; ++k)
      p.image[static_cast<std::size_t>(k)] = image[static_cast<std::size_t>(k)] & ~box.pair(k, s, t);
    return p;
  }
};

// The table key of (position, vertical) on its box (square: whether the box is): the
// least of its images, and the player to move in that image (a transposed image
// exchanges the players).
template <class B>
std::pair<typename B::Bits, bool> key_of(const Position<B>& position, bool vertical, bool square) {
  using Bits = typename B::Bits;
  const auto& image = position.image;
  constexpr int kPlain = BoxImages<B>::kTransposed;
  Bits best = image[0];
  for (int k = 1; k < kPlain; ++k) best = std::min(best, image[static_cast<std::size_t>(k)]);
  bool exchanged = false;
  if (square)
    for (int k = kPlain; k < BoxImages<B>::kCount; ++k)
      if (image[static_cast<std::size_t>(k)] < best) {
        best = image[static_cast<std::size_t>(k)];
        exchanged = true;
      }
  // A transposed image equal to a plain one needs no exchange: keep the plain reading.
  if (exchanged && std::find(image.begin(), image.begin() + kPlain, best) != image.begin() + kPlain) exchanged = false;
  return {best, vertical != exchanged};
}

// An anonymous private mapping for a table: zero pages cost nothing until a search
// touches them, and on huge pages (madvise) a 1 GiB table takes 512 page faults instead
// of 262,144, which threads would wait on together (measured: domineering(6,8) with a
// 1 GiB table on 4 KiB pages spent 0.72 s of 1.73 s in the kernel on one thread, 5.5 s
// on two).
class Mapping {
 public:
  Mapping(std::uint64_t bytes, RunControl& run) : bytes_(bytes) {
    run.check_memory(bytes);
    void* map = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED) throw LimitError(fmt::format("cannot allocate a {}-byte transposition table", bytes));
    madvise(map, bytes, MADV_HUGEPAGE);  // a hint: without huge pages the table still works
    words_ = static_cast<std::uint64_t*>(map);
  }
  ~Mapping() { munmap(words_, bytes_); }
  Mapping(const Mapping&) = delete;
  Mapping& operator=(const Mapping&) = delete;
  std::uint64_t* words() const { return words_; }
  std::uint64_t bytes() const { return bytes_; }
  // Back to zero pages (an anonymous private mapping reads as zeros after DONTNEED).
  void clear() { madvise(words_, bytes_, MADV_DONTNEED); }

 private:
  std::uint64_t bytes_;
  std::uint64_t* words_ = nullptr;
};

// The buckets a search of this many empty cells uses: about 2^(cells/2 - 9) of 16 bytes
// (measured: 7×7 visits 37,000 positions, 6×8 570,000, 8×8 6.2 million, and a smaller
// table costs them at most 3% more). On huge pages every 2 MiB page a search touches is
// zeroed first, so the whole 1 GiB table cost an 8×8 search 0.6 to 2.3 s of system time
// (3.4 s against 2.6 s wall, median of 5) and a 6×6 one 0.4 s to 4 s (when the kernel
// had to compact memory).
// At most DomineeringSolver::kMostTableBytes (128 MiB) in use: past the processor's
// reach, a probe's cost grows with the table faster than its hits save nodes. Measured on
// 8×9 with Horizontal first, one thread, runs in pairs side by side: 38.5 million nodes
// in 167 s with 1 GiB against 59.5 million in 97 s with 32 MiB; 38.8 million in 107 s
// with 256 MiB against 40.3 million in 86 s with 128 MiB. On 9×9 after Vertical's first
// move, two threads, 300 s: 780,000 nodes/s with 1 GiB, 1.07 million with 128 MiB.
constexpr int kMostIndexBits = std::countr_zero(DomineeringSolver::kMostTableBytes / 16);  // in 16-byte buckets
int index_bits_for(int cells, int bucket_bytes, int max_index_bits) {
  const int wanted = std::min(cells / 2 - 9, kMostIndexBits);
  return std::clamp(wanted - std::countr_zero(static_cast<unsigned>(bucket_bytes / 16)), 16, max_index_bits);
}

// A power of two of `kBytes`-byte buckets, at least `kLeast` bytes, of which a search
// uses as many as its cells call for (index_bits_for).
template <int kBytes, std::uint64_t kLeast>
class Buckets {
 public:
  Buckets(std::uint64_t bytes, RunControl& run)
      : map_(std::bit_floor(std::max(bytes, kLeast) / kBytes) * kBytes, run),
        max_index_bits_(std::countr_zero(map_.bytes() / kBytes)) {}
  std::uint64_t bytes_in_use() const { return (mask_ + 1) * kBytes; }
  void use_buckets_for(int cells) {
    index_bits_ = index_bits_for(cells, kBytes, max_index_bits_);
    mask_ = (std::uint64_t{1} << index_bits_) - 1;
  }
  void clear() { map_.clear(); }

 protected:
  Mapping map_;
  int max_index_bits_;
  int index_bits_ = 16;
  std::uint64_t mask_ = 0;
};

// The table of 64-bit keys: buckets of two 64-bit words (deep, recent), each word
// [hash >> index bits][empties : 7][flags : 4], flags 0 = empty; with at least 2^16
// buckets, at most 48 bits of hash are left to store. mix() is a bijection, so the
// bucket and the stored bits identify the key exactly; threads read and write whole
// words (std::atomic_ref), so every word they see is a true fact about its key, and a
// lost or duplicated word costs only search.
class WordTable : public Buckets<16, std::uint64_t{1} << 20> {
 public:
  using Key = std::uint64_t;
  WordTable(std::uint64_t bytes, RunControl& run) : Buckets(bytes, run) { use_buckets_for(64); }
  // Starts loading the key's bucket into the cache (a probe of a 1 GiB table misses it).
  void prefetch(Key key) const { __builtin_prefetch(&map_.words()[2 * (mix(key) & mask_)]); }
  std::uint8_t probe(Key key) const {
    const std::uint64_t h = mix(key), tag = h >> index_bits_;
    for (int slot = 0; slot < 2; ++slot) {
      const std::uint64_t w = word(h & mask_, slot).load(std::memory_order_relaxed);
      if ((w & 0xF) != 0 && (w >> kDataBits) == tag) return static_cast<std::uint8_t>(w & 0xF);
    }
    return 0;
  }
  void store(Key key, std::uint8_t flags, int empties) {
    const std::uint64_t h = mix(key), tag = h >> index_bits_, bucket = h & mask_;
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

 private:
  static constexpr int kDataBits = 11;
  std::atomic_ref<std::uint64_t> word(std::uint64_t bucket, int slot) const {
    return std::atomic_ref<std::uint64_t>(map_.words()[2 * bucket + static_cast<std::uint64_t>(slot)]);
  }
};

// The table of 128-bit keys (boards of up to 10 × 10, keys below 2^100): buckets of one
// cache line, a sequence word and three entries of two words (the key's low 64 bits;
// its high bits, empties and flags), the first kept by depth, the others the most
// recent. The whole key is stored, so an entry identifies its key exactly. Entries span
// two words, so a bucket is a sequence lock (Lamport 1977): a writer makes the sequence
// odd (compare-and-swap; a bucket being written is skipped, which costs only search),
// writes, and makes it even again; a reader takes the words only when the sequence was
// even and unchanged around its reads, so it never combines the halves of two entries.
class WideTable : public Buckets<64, std::uint64_t{1} << 22> {
 public:
  using Key = u128;
  WideTable(std::uint64_t bytes, RunControl& run) : Buckets(bytes, run) { use_buckets_for(100); }
  void prefetch(Key key) const { __builtin_prefetch(bucket_of(key)); }
  std::uint8_t probe(Key key) const {
    std::uint64_t* b = bucket_of(key);
    const auto low = static_cast<std::uint64_t>(key), high = static_cast<std::uint64_t>(key >> 64);
    const std::uint64_t seq = ref(b[0]).load(std::memory_order_acquire);
    if (seq & 1) return 0;
    std::uint8_t found = 0;
    for (int e = 0; e < kEntries; ++e) {
      const std::uint64_t l = ref(b[1 + 2 * e]).load(std::memory_order_relaxed);
      const std::uint64_t h = ref(b[2 + 2 * e]).load(std::memory_order_relaxed);
      if ((h & 0xF) != 0 && l == low && (h >> kDataBits) == high) found = static_cast<std::uint8_t>(h & 0xF);
    }
    std::atomic_thread_fence(std::memory_order_acquire);
    return ref(b[0]).load(std::memory_order_relaxed) == seq ? found : 0;
  }
  void store(Key key, std::uint8_t flags, int empties) {
    std::uint64_t* b = bucket_of(key);
    const auto low = static_cast<std::uint64_t>(key), high = static_cast<std::uint64_t>(key >> 64);
    auto seq = ref(b[0]);
    std::uint64_t s = seq.load(std::memory_order_relaxed);
    if ((s & 1) != 0 || !seq.compare_exchange_strong(s, s + 1, std::memory_order_acquire, std::memory_order_relaxed)) return;
    std::atomic_thread_fence(std::memory_order_release);
    const auto low_of = [&](int e) { return ref(b[1 + 2 * e]); };
    const auto high_of = [&](int e) { return ref(b[2 + 2 * e]); };
    const auto put = [&](int e, std::uint64_t l, std::uint64_t h) {
      low_of(e).store(l, std::memory_order_relaxed);
      high_of(e).store(h, std::memory_order_relaxed);
    };
    bool merged = false;
    for (int e = 0; e < kEntries && !merged; ++e) {
      const std::uint64_t h = high_of(e).load(std::memory_order_relaxed);
      if ((h & 0xF) != 0 && low_of(e).load(std::memory_order_relaxed) == low && (h >> kDataBits) == high) {
        high_of(e).store(h | flags, std::memory_order_relaxed);
        merged = true;
      }
    }
    if (!merged) {
      const std::uint64_t fresh = (high << kDataBits) | (static_cast<std::uint64_t>(empties) << 4) | flags;
      const std::uint64_t deep = high_of(0).load(std::memory_order_relaxed);
      const int first_recent = (deep & 0xF) == 0 || empties >= static_cast<int>((deep >> 4) & 0x7F) ? 0 : 1;
      // The entries from `first_recent` on shift down one place (the oldest is lost).
      for (int e = kEntries - 1; e > first_recent; --e)
        put(e, low_of(e - 1).load(std::memory_order_relaxed), high_of(e - 1).load(std::memory_order_relaxed));
      put(first_recent, low, fresh);
    }
    seq.store(s + 2, std::memory_order_release);
  }

 private:
  static constexpr int kDataBits = 11, kEntries = 3;
  static std::atomic_ref<std::uint64_t> ref(std::uint64_t& w) { return std::atomic_ref<std::uint64_t>(w); }
  std::uint64_t* bucket_of(Key key) const {
    const std::uint64_t h = mix(static_cast<std::uint64_t>(key) ^ mix(static_cast<std::uint64_t>(key >> 64)));
    return map_.words() + 8 * (h & mask_);
  }
};

// One thread's counters, on a cache line of its own.
struct alignas(64) Counters {
  std::uint64_t nodes = 0, table_hits = 0;
};

// A position whose moves after the first are searched by the threads together: set
// `decided` when one of them wins, which cancels the others. Cancelling a split cancels
// every split below it; a task that fails (a limit) cancels the root's, which stops every
// thread.
struct Split {
  const Split* parent = nullptr;
  std::atomic<bool> decided{false};

  bool cancelled() const {
    for (const Split* s = this; s != nullptr; s = s->parent)
      if (s->decided.load(std::memory_order_relaxed)) return true;
    return false;
  }
};

// The search on one geometry B with its table: what DomineeringSolver runs for the
// boards that fit B.
template <class B, class Table>
class Engine {
 public:
  using Bits = typename B::Bits;
  Engine(std::uint64_t table_bytes, RunControl& run) : table_(table_bytes, run), run_(run) {}

  // Does the player to move win on the rows × cols box? Adds the nodes and table hits.
  bool wins(Bits empty, bool vertical, int rows, int cols, std::uint64_t& nodes, std::uint64_t& table_hits) {
    if (rows != rows_ || cols != cols_) {  // keys depend on the box: start afresh
      if (used_) table_.clear();
      rows_ = rows;
      cols_ = cols;
      box_ = BoxImages<B>(rows, cols);
      table_.use_buckets_for(bit_count(empty));
    }
    used_ = true;
    threads_ = bit_count(empty) >= kLeastSplitCells ? run_.threads() : 1;
    split_cells_ = std::max(kLeastSplitCells, bit_count(empty) - kSplitDepthCells);
    counters_.assign(static_cast<std::size_t>(threads_), Counters{});
    nodes_.store(nodes);  // progress counts the nodes of all searches of this solver
    error_ = nullptr;
    Split root;
    root_ = &root;
    std::optional<bool> answer;
#pragma omp parallel num_threads(threads_)
#pragma omp single
    {
      try {
        answer = search(Position<B>::of(empty, box_), vertical, 0, root);
      } catch (const Cancelled&) {
        // abandoned: error_ says why
      } catch (...) {
        const std::lock_guard lock(error_mutex_);
        if (!error_) error_ = std::current_exception();
      }
    }
    root_ = nullptr;
    for (const Counters& c : counters_) {
      nodes += c.nodes;
      table_hits += c.table_hits;
    }
    if (error_) std::rethrow_exception(error_);
    return answer.value();
  }

 private:
  static constexpr int S = B::S;
  static constexpr int kMaxMoves = B::S * B::S;
  struct Child {
    Position<B> after;  // the position a move leaves
    int score;          // the move's place in the order, best first
  };

  // Where a position's result goes in the table.
  struct Entry {
    typename Table::Key key;
    std::uint8_t known = 0, wins_flag = 0;
    int cells = 0;
  };
  void record(const Entry& entry, bool wins) {
    table_.store(entry.key, static_cast<std::uint8_t>(entry.known | (wins ? entry.wins_flag : 0)), entry.cells);
  }

  // Keeps the first of the ordered moves of each symmetry class (the root's); returns
  // how many are left.
  int one_per_symmetry_class(std::array<Child, kMaxMoves>& moves, int count, bool vertical) const;
  // Does the player to move win? `ply`: moves from the root; `split`: the innermost
  // position above whose moves are searched together (cancellation).
  bool search(const Position<B>& position, bool vertical, int ply, const Split& split);
  // Whether one of the ordered moves wins: the first alone, the rest as tasks once
  // kYoungBrothers have failed (with threads, on positions of split_cells_ or more).
  bool search_moves(std::span<const Child> moves, bool vertical, int ply, const Split& split, int cells);
  // Counts a node: progress, limits, cancellation.
  void count_node(Counters& counters, int ply, const Split& split);
  // What is known of a position before its moves are searched: the player to move has
  // none, the bounds decide, or the table knows; else nullopt, and `entry` is where its
  // result goes.
  std::optional<bool> settle(const Position<B>& position, bool vertical, int ply, Entry& entry);
  // The moves worth searching, best first, in `moves[0, count)`; or the position's
  // result when a move's child decides it (the bounds, the table) or no move is worth
  // searching (recorded in the table).
  std::optional<bool> order_moves(const Position<B>& position, bool vertical, const Entry& entry,
                                  std::array<Child, kMaxMoves>& moves, int& count);
  // Whether some child (the player to move has moved) is a loss for the opponent, the
  // children searched as tasks.
  bool search_together(bool vertical, int ply, const Split& split, std::span<const Child> children);

  Table table_;
  RunControl& run_;
  int rows_ = 0, cols_ = 0;
  BoxImages<B> box_;  // of the rows_ × cols_ box
  bool used_ = false;
  int threads_ = 1;
  int split_cells_ = kLeastSplitCells;  // the fewest empty cells of a position whose moves become tasks
  std::vector<Counters> counters_;  // by OpenMP thread number
  std::atomic<std::uint64_t> nodes_{0};  // counted in batches by the threads, for progress
  std::atomic<int> root_move_{0}, root_moves_{0};
  std::mutex error_mutex_;
  std::exception_ptr error_;  // the first exception of a task (a limit): rethrown at the root
  Split* root_ = nullptr;     // the search's root split, decided when `error_` is set
  static constexpr std::uint64_t kBatch = 0x10000;  // nodes a thread counts before adding them to nodes_
};

template <class B, class Table>
int Engine<B, Table>::one_per_symmetry_class(std::array<Child, kMaxMoves>& moves, int count, bool vertical) const {
  // Moves whose children have the same key leave the same game (on 9 × 9, 20 of the 72
  // first moves). Below the root the table answers the repeats; here each would be a
  // task of its own.
  std::array<std::pair<Bits, bool>, kMaxMoves> keys;
  int distinct = 0;
  for (int i = 0; i < count; ++i) {
    const auto key = key_of<B>(moves[static_cast<std::size_t>(i)].after, !vertical, rows_ == cols_);
    if (std::find(keys.begin(), keys.begin() + distinct, key) != keys.begin() + distinct) continue;
    keys[static_cast<std::size_t>(distinct)] = key;
    moves[static_cast<std::size_t>(distinct++)] = moves[static_cast<std::size_t>(i)];
  }
  return distinct;
}

template <class B, class Table>
void Engine<B, Table>::count_node(Counters& counters, int ply, const Split& split) {
  if ((++counters.nodes & (kBatch - 1)) == 0) {
    const std::uint64_t total = nodes_.fetch_add(kBatch, std::memory_order_relaxed) + kBatch;
    const std::string where = run_.reports_progress()
                                  ? fmt::format("depth {}, root move {} of {}", ply, root_move_.load(), root_moves_.load())
                                  : std::string();
    run_.checkpoint("Domineering outcome search", total, 0, table_.bytes_in_use(), where);
  }
  if (threads_ > 1 && (counters.nodes & 0x3F) == 0 && split.cancelled()) throw Cancelled{};
}

template <class B, class Table>
std::optional<bool> Engine<B, Table>::settle(const Position<B>& position, bool vertical, int ply, Entry& entry) {
  const Bits empty = position.empty();
  const Bits own_lines = position.lines(vertical), their_lines = position.lines(!vertical);
  if (move_starts<B>(empty, vertical) == 0) return false;
  // Safe-move bounds: decided without search. Below the root, the move that led here
  // was tried against the second bound already (it would have been a winning move).
  if (sure_moves<B>(own_lines, true).wins_to_move(disjoint_dominoes<B>(their_lines))) return true;
  if (ply == 0 && sure_moves<B>(their_lines, false).wins_having_moved(disjoint_dominoes<B>(own_lines))) return false;

  const auto [key, as_vertical] = key_of<B>(position, vertical, rows_ == cols_);
  entry = {key, as_vertical ? kVerticalKnown : kHorizontalKnown, as_vertical ? kVerticalWins : kHorizontalWins,
           bit_count(empty)};
  if (const std::uint8_t flags = table_.probe(key); flags & entry.known) {
    ++counters_[static_cast<std::size_t>(omp_get_thread_num())].table_hits;
    return (flags & entry.wins_flag) != 0;
  }
  return std::nullopt;
}

template <class B, class Table>
std::optional<bool> Engine<B, Table>::order_moves(const Position<B>& position, bool vertical, const Entry& entry,
                                                  std::array<Child, kMaxMoves>& moves, int& count) {
  const Bits empty = position.empty();
  const Bits own_lines = position.lines(vertical), their_lines = position.lines(!vertical);
  // Moves, best first by the position they leave: the mover's safe moves and room
  // against the opponent's. A move after which the opponent loses by the bounds ends
  // the search of this position at once.
  // Safe moves are never needed (Bullock 2002): they take nothing from the opponent and
  // stay available, so a player with another move need not play one now. A player
  // with safe moves alone makes exactly its safe moves, and the opponent all of its room.
  const int step = vertical ? S : 1;
  const Bits guarded = protected_cells<B>(empty, vertical);
  const Bits candidates = move_starts<B>(empty, vertical) & ~(guarded & (guarded >> step));
  if (candidates == 0) {
    const bool wins = safe_moves<B>(own_lines) > disjoint_dominoes<B>(their_lines);
    record(entry, wins);
    return wins;
  }
  // Each move's child is built and its bounds counted: a child the bounds decide for the
  // mover ends the search of this position at once. The rest are put in order; then the
  // table is asked about each (enhanced transposition cutoff): a loss for the opponent
  // decides this position, a win for it rules the move out (not searched again). Counting
  // every child's bounds before any probe measured faster (8×9, one thread: 42.1 s
  // against 60.5 s with each child's bucket fetched as it was built).
  int children = 0;
  for (Bits rest = candidates; rest != 0; rest &= rest - 1, ++children) {
    const int s = lowest_bit(rest);
    Child& child = moves[static_cast<std::size_t>(children)];
    child.after = position.without(s, s + step, box_);
    const Bits move_cells = (Bits{1} << s) | (Bits{1} << (s + step));
    const Bits own_after = child.after.lines(vertical), their_after = child.after.lines(!vertical);
    const int their_room = disjoint_dominoes<B>(their_after);
    const Sure own_sure = sure_moves<B>(own_after, false);
    if (own_sure.wins_having_moved(their_room)) {
      record(entry, true);
      return true;
    }
    // By the counts the move leaves (the mover's safe moves and room against the
    // opponent's), then by its place; a move on the mover's own protected cells (which
    // only it can use) after every move without one (Bullock 2002's two stages).
    const int counts = (own_sure.safe - safe_moves<B>(their_after)) + (disjoint_dominoes<B>(own_after) - their_room);
    child.score = 2048 * counts + place_score(s, S, vertical, rows_, cols_) -
                  ((move_cells & guarded) != 0 ? (1 << 20) : 0);
  }
  std::stable_sort(moves.begin(), moves.begin() + children,
                   [](const auto& a, const auto& b) { return a.score > b.score; });
  struct ChildKey {  // no initializers: the array is not zeroed at every node
    Bits key;
    bool vertical;
  };
  std::array<ChildKey, kMaxMoves> child_keys;
  for (int i = 0; i < children; ++i) {  // the buckets are fetched first, so their loads overlap
    const auto [key, key_vertical] = key_of<B>(moves[static_cast<std::size_t>(i)].after, !vertical, rows_ == cols_);
    child_keys[static_cast<std::size_t>(i)] = {key, key_vertical};
    table_.prefetch(key);
  }
  count = 0;
  for (int i = 0; i < children; ++i) {
    const auto [child_key, child_vertical] = child_keys[static_cast<std::size_t>(i)];
    const std::uint8_t child = table_.probe(child_key);
    if ((child & (child_vertical ? kVerticalKnown : kHorizontalKnown)) != 0) {
      if ((child & (child_vertical ? kVerticalWins : kHorizontalWins)) != 0) continue;  // a losing move
      record(entry, true);
      return true;
    }
    if (count != i) moves[static_cast<std::size_t>(count)] = moves[static_cast<std::size_t>(i)];
    ++count;
  }
  if (count == 0) {  // every move loses (the table knew each child)
    record(entry, false);
    return false;
  }
  return std::nullopt;
}

template <class B, class Table>
bool Engine<B, Table>::search(const Position<B>& position, bool vertical, int ply, const Split& split) {
  count_node(counters_[static_cast<std::size_t>(omp_get_thread_num())], ply, split);
  Entry entry;
  if (const std::optional<bool> known = settle(position, vertical, ply, entry)) return *known;
  std::array<Child, kMaxMoves> moves;
  int count = 0;
  if (const std::optional<bool> decided = order_moves(position, vertical, entry, moves, count)) return *decided;
  if (ply == 0) {
    count = one_per_symmetry_class(moves, count, vertical);
    root_moves_.store(count);
  }
  const bool result = search_moves({moves.data(), static_cast<std::size_t>(count)}, vertical, ply, split, entry.cells);
  record(entry, result);
  return result;
}

template <class B, class Table>
bool Engine<B, Table>::search_moves(std::span<const Child> moves, bool vertical, int ply, const Split& split, int cells) {
  // The first moves alone; if none wins, the position most likely needs every move
  // refuted, and with threads the rest are searched as tasks (young brothers wait:
  // Feldmann, Monien, Mysliwietz and Vornberger 1989; kYoungBrothers).
  const bool split_here = threads_ > 1 && cells >= split_cells_;
  const int count = static_cast<int>(moves.size());
  for (int i = 0; i < count; ++i) {
    if (ply == 0) root_move_.store(i + 1);
    if (split_here && i == kYoungBrothers)
      return search_together(vertical, ply, split, moves.subspan(static_cast<std::size_t>(i)));
    if (!search(moves[static_cast<std::size_t>(i)].after, !vertical, ply + 1, split)) return true;
  }
  return false;
}

template <class B, class Table>
bool Engine<B, Table>::search_together(bool vertical, int ply, const Split& split, std::span<const Child> children) {
  Split here;
  here.parent = &split;
  for (std::size_t j = 0; j < children.size(); ++j) {
    const Position<B>* after = &children[j].after;  // the caller's frame outlives the tasks (taskwait)
    const int move = static_cast<int>(j) + kYoungBrothers + 1;  // the children follow the moves searched alone
#pragma omp task firstprivate(after, move) shared(here)
    {
      if (ply == 0) root_move_.store(move);  // the progress line shows the latest started
      try {
        if (!here.cancelled() && !search(*after, !vertical, ply + 1, here)) here.decided.store(true, std::memory_order_relaxed);
      } catch (const Cancelled&) {
        // a move here or a split above was decided
      } catch (...) {
        const std::lock_guard lock(error_mutex_);
        if (!error_) error_ = std::current_exception();
        root_->decided.store(true, std::memory_order_relaxed);
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

// Boards of at most 8 × 8, and of at most 10 × 10.
class SmallBoards : public Engine<Board64, WordTable> {
  using Engine::Engine;
};
class LargeBoards : public Engine<Board128, WideTable> {
  using Engine::Engine;
};

}  // namespace domineering_detail

DomineeringSolver::DomineeringSolver(std::uint64_t table_bytes, RunControl& run)
    : table_bytes_(table_bytes),
      run_(run),
      small_(std::make_unique<domineering_detail::SmallBoards>(table_bytes, run)) {}

DomineeringSolver::~DomineeringSolver() = default;

bool DomineeringSolver::fits(const Grid& board) {
  const Grid g = board.cropped('#');
  return g.rows <= kMaxSide && g.cols <= kMaxSide;
}

OutcomeClass DomineeringSolver::outcome(const Grid& board) {
  const bool left_first = wins(board, true);
  return outcome_class(left_first, wins(board, false));
}

bool DomineeringSolver::wins(const Grid& board, bool vertical) {
  const Grid g = board.cropped('#');
  if (g.rows > kMaxSide || g.cols > kMaxSide)
    throw DomainError(fmt::format("the Domineering search takes boards of at most {} rows and {} columns; this one "
                                  "has {} rows and {} columns of empty cells",
                                  kMaxSide, kMaxSide, g.rows, g.cols));
  // The empty cells as a board of geometry B (cell (r, c) at bit S·r + c).
  const auto empty_of = [&]<class B>(B) {
    typename B::Bits empty = 0;
    for (int r = 0; r < g.rows; ++r)
      for (int c = 0; c < g.cols; ++c)
        if (g.at(r, c) == '.') empty |= typename B::Bits{1} << (B::S * r + c);
    return empty;
  };
  using domineering_detail::Board128;
  using domineering_detail::Board64;
  if (g.rows <= Board64::S && g.cols <= Board64::S)
    return small_->wins(empty_of(Board64{}), vertical, g.rows, g.cols, nodes_, table_hits_);
  if (!large_) large_ = std::make_unique<domineering_detail::LargeBoards>(table_bytes_, run_);
  return large_->wins(empty_of(Board128{}), vertical, g.rows, g.cols, nodes_, table_hits_);
}

}  // namespace cgt
