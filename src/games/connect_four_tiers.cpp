#include "cgt/games/connect_four_tiers.hpp"

#include <fmt/format.h>

#include <bit>

#include "cgt/core/error.hpp"

namespace cgt {

ConnectFourTiers::ConnectFourTiers(const ConnectFour& game, MirrorImages mirror)
    : game_(game), folded_(mirror == MirrorImages::Folded), cells_(game.width() * game.height()), height_(game.height()), binomial_(kMaxStones1 * kMaxStones1, 0) {
  // C(n, k) for n <= 64 fits in 64 bits (C(64, 32) < 2^61).
  for (int n = 0; n < kMaxStones1; ++n) {
    binomial_[n * kMaxStones1] = 1;
    for (int k = 1; k <= n; ++k) binomial_[n * kMaxStones1 + k] = binomial(n - 1, k - 1) + (k < n ? binomial(n - 1, k) : 0);
  }
  const int w = game.width(), h = game.height();
  ways_.assign(static_cast<std::size_t>(w + 1) * (cells_ + 1), 0);
  ways_[w * (cells_ + 1)] = 1;
  for (int c = w - 1; c >= 0; --c)
    for (int s = 0; s <= cells_; ++s)
      for (int v = 0; v <= h && v <= s; ++v) ways_[c * (cells_ + 1) + s] += ways(c + 1, s - v);  // at most (h+1)^w < 2^64
  below_.assign(static_cast<std::size_t>(w) * (cells_ + 1) * (h + 1), 0);
  for (int c = 0; c < w; ++c)
    for (int left = 0; left <= cells_; ++left)
      for (int v = 1; v <= h; ++v)
        below_[(c * (cells_ + 1) + left) * (h + 1) + v] = below(c, left, v - 1) + (v - 1 <= left ? ways(c + 1, left - v + 1) : 0);
  for (int k = 0; k <= cells_; ++k) {
    std::uint64_t size = 0;
    if (__builtin_mul_overflow(ways(0, k), binomial(k, (k + 1) / 2), &size))
      throw LimitError(fmt::format("connect4({}, {}): tier {} has 2^64 slots or more, too many for the tiered solver", w, h, k));
    sizes_.push_back(size);
  }
  if (folded_) fold_mirror_images();
}

void ConnectFourTiers::fold_mirror_images() {
  const int w = game_.width();
  constexpr std::uint64_t kMaxBlocks = std::uint64_t{1} << 24;
  for (int k = 0; k <= cells_; ++k) {
    if (ways(0, k) > kMaxBlocks)
      throw LimitError(fmt::format("connect4({}, {}): tier {} has {} column-height vectors, too many to fold mirror images",
                                   w, game_.height(), k, ways(0, k)));
    std::vector<std::uint32_t>& block_of = block_of_.emplace_back(ways(0, k), kNoBlock);
    std::vector<std::uint64_t>& rank_of = heights_rank_of_.emplace_back();
    std::vector<std::uint8_t>& palindromic = palindromic_.emplace_back();
    int heights[64];
    for (std::uint64_t r = 0; r < ways(0, k); ++r) {
      heights_of(k, r, heights);
      const int order = mirror_order(heights, w);
      if (order > 0) continue;  // the reverse comes first: its block stands for this one
      block_of[r] = static_cast<std::uint32_t>(rank_of.size());
      rank_of.push_back(r);
      palindromic.push_back(order == 0);
    }
    sizes_[static_cast<std::size_t>(k)] = rank_of.size() * binomial(k, (k + 1) / 2);
  }
}

std::uint64_t ConnectFourTiers::heights_of(int k, std::uint64_t heights_rank, int* heights) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  std::uint64_t mask = 0;
  for (int c = 0, left = k; c < w; ++c) {
    int v = 0;
    while (v < h && heights_rank >= below(c, left, v + 1)) ++v;
    heights_rank -= below(c, left, v);
    left -= v;
    heights[c] = v;
    mask |= ((std::uint64_t{1} << v) - 1) << (c * stride);
  }
  return mask;
}

int ConnectFourTiers::mirror_order(const int* heights, int w) {
  for (int c = 0; c < w / 2; ++c)
    if (heights[c] != heights[w - 1 - c]) return heights[c] < heights[w - 1 - c] ? -1 : 1;
  return 0;
}

std::uint64_t ConnectFourTiers::slot_weight(std::uint32_t tier, std::uint64_t slot) const {
  if (!folded_) return 1;
  const std::uint64_t block = slot / binomial(static_cast<int>(tier), (static_cast<int>(tier) + 1) / 2);
  if (!palindromic_[tier][block]) return 2;
  const ConnectFour::Position p = position(tier, slot);
  return game_.mirror(p).mine == p.mine ? 1 : 2;
}

std::uint64_t ConnectFourTiers::slot(const ConnectFour::Position& p) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  const int k = std::popcount(p.mask);
  const std::uint64_t xs = k % 2 == 0 ? p.mine : p.mine ^ p.mask;  // x is to move after an even count
  const std::uint64_t column = (std::uint64_t{1} << h) - 1;
  int heights[64];
  for (int c = 0; c < w; ++c) heights[c] = std::popcount((p.mask >> (c * stride)) & column);
  // Folded, the board is read from the right when its mirror image is the pair's
  // representative: no mirrored copy is built.
  bool from_right = false;
  if (folded_) {
    const int order = mirror_order(heights, w);
    from_right = order > 0 || (order == 0 && game_.mirror(p).mine < p.mine);
  }
  std::uint64_t heights_rank = 0, pattern = 0;
  for (int i = 0, left = k, stones = 0; i < w; ++i) {
    const int c = from_right ? w - 1 - i : i;
    heights_rank += below(i, left, heights[c]);
    left -= heights[c];
    pattern |= ((xs >> (c * stride)) & column) << stones;  // the x stones, read column by column
    stones += heights[c];
  }
  std::uint64_t colours = 0;
  int j = 0;
  for (std::uint64_t x = pattern; x != 0; x &= x - 1) colours += binomial(std::countr_zero(x), ++j);
  const std::uint64_t block = folded_ ? block_of_[static_cast<std::size_t>(k)][heights_rank] : heights_rank;
  return block * binomial(k, (k + 1) / 2) + colours;
}

namespace {

// A board's x stones read column by column in one direction, with the sums a child's
// colex rank is made of, at the end of each column read (index i in reading order):
// a child whose stone falls at the end q of column i keeps the stones before q (their
// terms C(e, j) in `kept`), has its own stone at q when x moved (C(q, j+1)), and has the
// stones after q one place further and, when x moved, one index higher (their terms
// C(e+1, j+b) are `shifted_total - shifted[i]`).
struct ColumnReading {
  std::uint64_t kept[32], shifted[32], shifted_total = 0;
  int x_before[32], end[32];
};

}  // namespace

int ConnectFourTiers::child_slots(const ConnectFour::Position& p, std::uint64_t* out) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  const int k = std::popcount(p.mask);
  const bool x_moves = k % 2 == 0;
  const int b = x_moves ? 1 : 0;
  const std::uint64_t xs = x_moves ? p.mine : p.mine ^ p.mask;
  const std::uint64_t column = (std::uint64_t{1} << h) - 1;
  int heights[kMaxColumns];
  for (int c = 0; c < w; ++c) heights[c] = std::popcount((p.mask >> (c * stride)) & column);
  const auto read = [&](bool from_right, ColumnReading& r) {
    std::uint64_t kept = 0, shifted = 0;
    int j = 0, at = 0;
    for (int i = 0; i < w; ++i) {
      const int c = from_right ? w - 1 - i : i;
      for (std::uint64_t x = (xs >> (c * stride)) & column; x != 0; x &= x - 1) {
        const int e = at + std::countr_zero(x);
        ++j;
        kept += binomial(e, j);
        shifted += binomial(e + 1, j + b);
      }
      at += heights[c];
      r.kept[i] = kept, r.shifted[i] = shifted, r.x_before[i] = j, r.end[i] = at;
    }
    r.shifted_total = shifted;
  };
  ColumnReading left, right;
  bool have_left = false, have_right = false;
  const std::uint64_t per_child = binomial(k + 1, (k + 2) / 2);
  int n = 0;
  for (int c = 0; c < w; ++c) {
    if (heights[c] == h) continue;
    ++heights[c];  // the child's heights
    bool from_right = false;
    if (folded_) {
      const int order = mirror_order(heights, w);
      if (order == 0) {
        const ConnectFour::Position child{p.mine ^ p.mask, p.mask | (p.mask + game_.column_bottom(c))};
        from_right = game_.mirror(child).mine < child.mine;
      } else {
        from_right = order > 0;
      }
    }
    ColumnReading& r = from_right ? right : left;
    if (!(from_right ? have_right : have_left)) {
      --heights[c];  // the readings are of this board
      read(from_right, r);
      ++heights[c];
      (from_right ? have_right : have_left) = true;
    }
    std::uint64_t heights_rank = 0;
    for (int i = 0, stones = k + 1; i < w; ++i) {
      const int v = heights[from_right ? w - 1 - i : i];
      heights_rank += below(i, stones, v);
      stones -= v;
    }
    --heights[c];
    const int i = from_right ? w - 1 - c : c;
    const std::uint64_t colours = r.kept[i] + (x_moves ? binomial(r.end[i], r.x_before[i] + 1) : 0) +
                                  (r.shifted_total - r.shifted[i]);
    const std::uint64_t block = folded_ ? block_of_[static_cast<std::size_t>(k + 1)][heights_rank] : heights_rank;
    out[n++] = block * per_child + colours;
  }
  return n;
}

namespace {

// The next k-bit pattern with the same number of bits, in numeric order (Gosper's hack);
// for patterns of one size numeric order is colex order.
std::uint64_t next_combination(std::uint64_t v) {
  const std::uint64_t t = v | (v - 1);
  return (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(v) + 1));
}

// The last board each thread unranked: the solver visits a tier's reachable slots in
// increasing order, mostly a few slots apart within one block of equal heights, so the
// next board is usually a few steps of next_combination from this one. Keyed by the
// board size (the only parameter a board's slot depends on), never by an object.
struct LastBoard {
  int w = -1, h = -1;
  std::uint32_t tier = 0;
  std::uint64_t block = 0, colours = 0, pattern = 0, mask = 0;
  int heights[64];
};
thread_local LastBoard last_board;

}  // namespace

ConnectFour::Position ConnectFourTiers::position(std::uint32_t tier, std::uint64_t slot) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  const int k = static_cast<int>(tier), nx = (k + 1) / 2;
  const std::uint64_t per = binomial(k, nx);
  const std::uint64_t colours = slot % per;
  const std::uint64_t block = folded_ ? heights_rank_of_[tier][slot / per] : slot / per;  // the heights' rank
  LastBoard& last = last_board;
  const bool same_block = last.w == w && last.h == h && last.tier == tier && last.block == block;
  constexpr std::uint64_t kMaxSteps = 16;
  std::uint64_t pattern = 0;
  if (same_block && last.colours <= colours && colours - last.colours <= kMaxSteps) {
    pattern = last.pattern;
    for (std::uint64_t d = colours - last.colours; d > 0; --d) pattern = next_combination(pattern);
  } else {
    // The x stones: a colex-ranked nx-subset of the k stones, largest element first.
    std::uint64_t rest = colours;
    for (int j = nx, e = k - 1; j >= 1; --j, --e) {
      while (binomial(e, j) > rest) --e;
      rest -= binomial(e, j);
      pattern |= std::uint64_t{1} << e;
    }
  }
  if (!same_block) {
    last.mask = heights_of(k, block, last.heights);
    last.w = w, last.h = h, last.tier = tier, last.block = block;
  }
  last.colours = colours;
  last.pattern = pattern;
  // The pattern spread over the columns.
  std::uint64_t xs = 0;
  for (int c = 0; c < w; ++c) {
    const int v = last.heights[c];
    xs |= (pattern & ((std::uint64_t{1} << v) - 1)) << (c * stride);
    pattern >>= v;
  }
  return {k % 2 == 0 ? xs : xs ^ last.mask, last.mask};
}

}  // namespace cgt
