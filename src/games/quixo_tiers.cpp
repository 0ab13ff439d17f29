#include "cgt/games/quixo_tiers.hpp"

namespace cgt {

QuixoTiers::QuixoTiers(const Quixo& game) : game_(game), cells_(game.size() * game.size()) {
  // Sets in increasing numeric order within each size: that is colex order.
  const std::uint32_t sets = 1u << cells_;
  std::array<std::uint32_t, 17> count{};
  for (std::uint32_t m = 0; m < sets; ++m) ++count[static_cast<std::size_t>(std::popcount(m))];
  for (int n = 0; n <= 16; ++n) first_[n + 1] = first_[n] + count[n];
  subsets_.assign(sets, 0);
  std::array<std::uint32_t, 18> next = first_;
  for (std::uint32_t m = 0; m < sets; ++m) subsets_[next[static_cast<std::size_t>(std::popcount(m))]++] = static_cast<std::uint16_t>(m);
  std::uint32_t binomial[17][17] = {};
  for (int n = 0; n <= 16; ++n)
    for (int k = 0; k <= n; ++k) binomial[n][k] = k == 0 || k == n ? 1 : binomial[n - 1][k - 1] + binomial[n - 1][k];
  for (unsigned byte = 0; byte < 256; ++byte) {
    for (unsigned low = 0; low <= 8; ++low) {
      unsigned rank = 0, j = 0;
      for (unsigned b = 0; b < 8; ++b)
        if ((byte >> b) & 1) rank += binomial[8 + b][low + ++j];
      high_rank_[low][byte] = static_cast<std::uint16_t>(rank);
    }
    unsigned rank = 0, j = 0;
    for (unsigned b = 0; b < 8; ++b)
      if ((byte >> b) & 1) rank += binomial[b][++j];
    low_rank_[byte] = static_cast<std::uint16_t>(rank);
  }
  pext8_.assign(256 * 256, 0);
  pdep8_.assign(256 * 256, 0);
  for (unsigned m = 0; m < 256; ++m)
    for (unsigned x = 0; x < 256; ++x) {
      unsigned packed = 0, spread = 0;
      int j = 0;
      for (int b = 0; b < 8; ++b) {
        if (((m >> b) & 1) == 0) continue;
        packed |= ((x >> b) & 1) << j;
        spread |= ((x >> j) & 1) << b;
        ++j;
      }
      pext8_[m * 256 + x] = static_cast<std::uint8_t>(packed);
      pdep8_[m * 256 + x] = static_cast<std::uint8_t>(spread);
    }
}

std::uint32_t QuixoTiers::pext(std::uint32_t x, std::uint32_t m) const {
  const std::uint32_t lo = m & 0xFF, hi = (m >> 8) & 0xFF;
  return pext8_[lo * 256 + (x & 0xFF)] | std::uint32_t{pext8_[hi * 256 + ((x >> 8) & 0xFF)]} << std::popcount(lo);
}

std::uint32_t QuixoTiers::pdep(std::uint32_t y, std::uint32_t m) const {
  const std::uint32_t lo = m & 0xFF, hi = (m >> 8) & 0xFF;
  const int low_bits = std::popcount(lo);
  return pdep8_[lo * 256 + (y & ((1u << low_bits) - 1))] | std::uint32_t{pdep8_[hi * 256 + ((y >> low_bits) & 0xFF)]} << 8;
}

std::uint64_t QuixoTiers::slot(Quixo::Board b) const {
  const std::uint32_t occupied = b.mine | b.theirs;
  const std::uint32_t low = occupied & 0xFF, high = occupied >> 8;
  const std::uint64_t index = low_rank_[low] + high_rank_[static_cast<std::size_t>(std::popcount(low))][high];
  return (index << std::popcount(occupied)) + pext(b.mine, occupied);
}

Quixo::Board QuixoTiers::board(std::uint32_t tier, std::uint64_t slot) const {
  const std::uint32_t occupied = subsets_[first_[tier] + (slot >> tier)];
  const std::uint32_t mine = pdep(static_cast<std::uint32_t>(slot & ((std::uint64_t{1} << tier) - 1)), occupied);
  return {mine, occupied & ~mine};
}

}  // namespace cgt
