// Bitboard outcome search for Domineering (see domineering_solver.hpp).
#include "cgt/games/domineering_solver.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

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
// closed on both sides across the player's direction (left and right of both rows for
// Vertical, above and below both columns for Horizontal). The player's domino in one half
// of a block leaves the other half safe for it, so a block is worth two of its moves to
// whoever plays there first and none to the opponent, whose two dominoes there vanish;
// the opponent can spoil at most one block a move. Counted greedily (a lower bound on the
// most disjoint blocks, which is all the bounds below need).
int protective_areas(std::uint64_t empty, bool vertical, std::uint64_t& used) {
  const std::uint64_t filled = ~empty;
  std::uint64_t blocks = empty & (empty >> 1) & (empty >> 8) & (empty >> 9) & ~kCol7;
  if (vertical) {
    const std::uint64_t left = (filled << 1) | kCol0;  // (r, c - 1) filled or off the board
    const std::uint64_t right = (filled >> 2) | (kCol7 | (kCol7 >> 1));  // (r, c + 2)
    blocks &= left & (left >> 8) & right & (right >> 8);
  } else {
    const std::uint64_t above = (filled << 8) | 0xFFULL;  // (r - 1, c)
    const std::uint64_t below = (filled >> 16) | (0xFFFFULL << 48);  // (r + 2, c)
    blocks &= above & (above >> 1) & below & (below >> 1);
  }
  int count = 0;
  used = 0;
  for (; blocks != 0; blocks &= blocks - 1) {
    const int s = std::countr_zero(blocks);
    const std::uint64_t cells = std::uint64_t{0x303} << s;
    if ((cells & used) == 0) {
      used |= cells;
      ++count;
    }
  }
  return count;
}

// The race for the player's protective areas and vulnerable moves (its dominoes of
// unguarded cells outside the areas, disjoint): the player takes one a move (an area
// is worth 4 against the opponent's room, as above; a vulnerable move 1); the opponent
// spoils one area or up to two vulnerable moves a move (one domino touches at most two of
// them, and never an area and something else: an area's rows are closed). The least the
// player gains when both play the race best, from a table over (areas, vulnerable moves,
// who moves), built once.
class Race {
 public:
  Race() {
    for (int a = 0; a < kAreas; ++a)
      for (int v = 0; v < kVulnerable; ++v) {
        int take = -1, spoil = 1 << 20;
        if (a > 0) {
          take = std::max(take, 4 + value_[a - 1][v][0]);
          spoil = std::min(spoil, value_[a - 1][v][1]);
        }
        if (v > 0) {
          take = std::max(take, 1 + value_[a][v - 1][0]);
          spoil = std::min(spoil, value_[a][std::max(v - 2, 0)][1]);
        }
        value_[a][v][1] = a + v == 0 ? 0 : take;   // the player to move
        value_[a][v][0] = a + v == 0 ? 0 : spoil;  // the opponent to move
      }
  }
  int gain(int areas, int vulnerable, bool to_move) const {
    return value_[std::min(areas, kAreas - 1)][std::min(vulnerable, kVulnerable - 1)][to_move ? 1 : 0];
  }

 private:
  static constexpr int kAreas = 17, kVulnerable = 33;
  int value_[kAreas][kVulnerable][2]{};
};

// Moves the player is sure of, as a count against the opponent's room: its safe moves and
// what the race for its areas and vulnerable moves gives it. `to_move`: it moves next.
int sure_moves(std::uint64_t empty, bool vertical, bool to_move) {
  static const Race race;  // immutable once built
  std::uint64_t area_cells = 0;
  const int areas = protective_areas(empty, vertical, area_cells);
  const std::uint64_t loose = empty & ~protected_cells(empty, vertical) & ~area_cells;
  return safe_moves(empty, vertical) + race.gain(areas, disjoint_dominoes(loose, vertical), to_move);
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

}  // namespace

DomineeringSolver::DomineeringSolver(std::uint64_t table_bytes, RunControl& run) : run_(run) {
  std::uint64_t buckets = std::max<std::uint64_t>(table_bytes, std::uint64_t{1} << 20) / sizeof(Bucket);
  buckets = std::bit_floor(buckets);
  run_.check_memory(buckets * sizeof(Bucket));
  table_.reset(static_cast<Bucket*>(std::calloc(buckets, sizeof(Bucket))));
  if (!table_) throw LimitError(fmt::format("cannot allocate a {}-byte transposition table", buckets * sizeof(Bucket)));
  mask_ = buckets - 1;
}

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
  if (g.rows != rows_ || g.cols != cols_) {  // keys depend on the box: start afresh
    if (table_used_) std::fill(table_.get(), table_.get() + mask_ + 1, Bucket{});
    rows_ = g.rows;
    cols_ = g.cols;
  }
  std::uint64_t empty = 0;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (g.at(r, c) == '.') empty |= std::uint64_t{1} << (8 * r + c);
  return search(empty, vertical);
}

std::pair<std::uint64_t, bool> DomineeringSolver::key_of(std::uint64_t empty, bool vertical) const {
  // Images under the box's symmetries: mirror (columns), flip (rows), both; on a square
  // box also their transposes, which exchange the players.
  const std::uint64_t mirrored = reverse_bytes_bits(empty) >> (8 - cols_);
  const auto flip = [&](std::uint64_t x) { return __builtin_bswap64(x) >> (8 * (8 - rows_)); };
  const std::array<std::uint64_t, 4> images{empty, mirrored, flip(empty), flip(mirrored)};
  std::uint64_t best = empty;
  bool exchanged = false;
  for (std::uint64_t x : images) best = std::min(best, x);
  if (rows_ == cols_)
    for (std::uint64_t x : images)
      if (const std::uint64_t t = transpose(x); t < best) {
        best = t;
        exchanged = true;
      }
  // A transposed image equal to a plain one needs no exchange: keep the plain reading.
  if (exchanged && std::find(images.begin(), images.end(), best) != images.end()) exchanged = false;
  return {best, vertical != exchanged};
}

DomineeringSolver::Entry* DomineeringSolver::probe(std::uint64_t key) {
  Bucket& b = table_[mix(key) & mask_];
  if (b.deep.flags != 0 && b.deep.key == key) return &b.deep;
  if (b.recent.flags != 0 && b.recent.key == key) return &b.recent;
  return nullptr;
}

void DomineeringSolver::store(std::uint64_t key, std::uint8_t flags, int empties) {
  Bucket& b = table_[mix(key) & mask_];
  for (Entry* e : {&b.deep, &b.recent})
    if (e->flags != 0 && e->key == key) {
      e->flags |= flags;
      return;
    }
  table_used_ = true;
  const Entry fresh{key, flags, static_cast<std::uint8_t>(empties)};
  if (b.deep.flags == 0 || empties >= b.deep.empties) {
    b.recent = b.deep;  // the displaced deep entry still gets a chance
    b.deep = fresh;
  } else {
    b.recent = fresh;
  }
}

bool DomineeringSolver::search(std::uint64_t empty, bool vertical) {
  if ((++nodes_ & 0xFFFF) == 0) run_.checkpoint("Domineering outcome search", nodes_, 0, (mask_ + 1) * sizeof(Bucket));
  const std::uint64_t own = move_starts(empty, vertical);
  if (own == 0) return false;
  // Safe-move bounds: decided without search.
  if (sure_moves(empty, vertical, true) > disjoint_dominoes(empty, !vertical)) return true;
  if (sure_moves(empty, !vertical, false) >= disjoint_dominoes(empty, vertical)) return false;

  const auto [key, as_vertical] = key_of(empty, vertical);
  const std::uint8_t known = as_vertical ? kVerticalKnown : kHorizontalKnown;
  const std::uint8_t wins_flag = as_vertical ? kVerticalWins : kHorizontalWins;
  if (const Entry* e = probe(key); e != nullptr && (e->flags & known)) {
    ++table_hits_;
    return (e->flags & wins_flag) != 0;
  }

  // Moves, best first by the position they leave: the mover's safe moves and room
  // against the opponent's. A move after which the opponent loses by the bounds ends
  // the search of this position at once.
  const int step = vertical ? 8 : 1;
  std::array<Move, 64> moves;
  int count = 0;
  for (std::uint64_t rest = own; rest != 0; rest &= rest - 1) {
    const int s = std::countr_zero(rest);
    const std::uint64_t cells = (std::uint64_t{1} << s) | (std::uint64_t{1} << (s + step));
    const std::uint64_t after = empty & ~cells;
    const int their_room = disjoint_dominoes(after, !vertical);
    const int own_sure = sure_moves(after, vertical, false);
    if (own_sure >= their_room) {  // the opponent, to move, loses by the bound
      store(key, static_cast<std::uint8_t>(known | wins_flag), std::popcount(empty));
      return true;
    }
    const int score = 4 * (safe_moves(after, vertical) - safe_moves(after, !vertical)) +
                      (disjoint_dominoes(after, vertical) - their_room);
    moves[count++] = {cells, score};
  }
  std::stable_sort(moves.begin(), moves.begin() + count, [](const Move& a, const Move& b) { return a.score > b.score; });

  bool result = false;
  for (int i = 0; i < count && !result; ++i) result = !search(empty & ~moves[i].cells, !vertical);
  store(key, static_cast<std::uint8_t>(known | (result ? wins_flag : 0)), std::popcount(empty));
  return result;
}

}  // namespace cgt
