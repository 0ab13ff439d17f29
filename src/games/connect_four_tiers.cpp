#include "cgt/games/connect_four_tiers.hpp"

#include <fmt/format.h>

#include <bit>

#include "cgt/core/error.hpp"

namespace cgt {

ConnectFourTiers::ConnectFourTiers(const ConnectFour& game)
    : game_(game), cells_(game.width() * game.height()), binomial_(kMaxStones1 * kMaxStones1, 0) {
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
  for (int k = 0; k <= cells_; ++k) {
    std::uint64_t size = 0;
    if (__builtin_mul_overflow(ways(0, k), binomial(k, (k + 1) / 2), &size))
      throw LimitError(fmt::format("connect4({}, {}): tier {} has 2^64 slots or more, too many for the tiered solver", w, h, k));
    sizes_.push_back(size);
  }
}

std::uint64_t ConnectFourTiers::slot(const ConnectFour::Position& p) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  const int k = std::popcount(p.mask);
  const std::uint64_t xs = k % 2 == 0 ? p.mine : p.mine ^ p.mask;  // x is to move after an even count
  const std::uint64_t column = (std::uint64_t{1} << h) - 1;
  std::uint64_t heights_rank = 0, colours = 0;
  int left = k, below = 0, j = 0;
  for (int c = 0; c < w; ++c) {
    const int height = std::popcount((p.mask >> (c * stride)) & column);
    for (int v = 0; v < height; ++v) heights_rank += ways(c + 1, left - v);
    left -= height;
    for (std::uint64_t x = (xs >> (c * stride)) & column; x != 0; x &= x - 1)
      colours += binomial(below + std::countr_zero(x), ++j);
    below += height;
  }
  return heights_rank * binomial(k, (k + 1) / 2) + colours;
}

ConnectFour::Position ConnectFourTiers::position(std::uint32_t tier, std::uint64_t slot) const {
  const int w = game_.width(), h = game_.height(), stride = h + 1;
  const int k = static_cast<int>(tier), nx = (k + 1) / 2;
  const std::uint64_t per = binomial(k, nx);
  std::uint64_t heights_rank = slot / per, colours = slot % per;
  // Column heights, in lexicographic order.
  int heights[64];
  std::uint64_t mask = 0;
  for (int c = 0, left = k; c < w; ++c) {
    int v = 0;
    while (heights_rank >= ways(c + 1, left - v)) heights_rank -= ways(c + 1, left - v++);
    heights[c] = v;
    left -= v;
    mask |= ((std::uint64_t{1} << v) - 1) << (c * stride);
  }
  // The x stones: a colex-ranked nx-subset of the k stones, largest element first.
  std::uint64_t xs = 0;
  int e = k - 1, c = w - 1, base = k - heights[w - 1];  // stones below column c
  for (int j = nx; j >= 1; --j, --e) {
    while (binomial(e, j) > colours) --e;
    colours -= binomial(e, j);
    while (e < base) base -= heights[--c];
    xs |= std::uint64_t{1} << (c * stride + (e - base));
  }
  return {k % 2 == 0 ? xs : xs ^ mask, mask};
}

}  // namespace cgt
