#include "cgt/games/mnk_tiers.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/core/error.hpp"

namespace cgt {

MnkTiers::MnkTiers(const MnkGame& game)
    : game_(game), cells_(static_cast<int>(game.start().size())), binomial_(31 * 31, 0) {
  for (int n = 0; n <= 30; ++n)
    for (int k = 0; k <= n; ++k)
      binomial_[static_cast<std::size_t>(n * 31 + k)] = k == 0 || k == n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k);
  std::uint64_t total = 0;
  for (std::uint32_t t = 0; t < tier_count(); ++t) total += tier_size(t);
  if (total > (std::uint64_t{1} << 40))
    throw LimitError(fmt::format("{} cells: the tiers would hold {} slots, more than 2^40", cells_, total));
}

std::uint32_t MnkTiers::tier(const MnkGame::Position& p) {
  return static_cast<std::uint32_t>(std::count_if(p.begin(), p.end(), [](char c) { return c != '.'; }));
}

std::uint64_t MnkTiers::colex_rank(std::uint64_t set) const {
  std::uint64_t r = 0;
  for (int i = 1; set != 0; set &= set - 1, ++i) r += binomial(std::countr_zero(set), i);
  return r;
}

std::uint64_t MnkTiers::colex_unrank(std::uint64_t rank, int k, int cells) const {
  std::uint64_t set = 0;
  int c = cells - 1;
  for (int i = k; i >= 1; --i) {
    while (binomial(c, i) > rank) --c;  // the largest c with C(c, i) <= rank
    rank -= binomial(c, i);
    set |= std::uint64_t{1} << c;
    --c;
  }
  return set;
}

std::uint64_t MnkTiers::slot(const MnkGame::Position& p) const {
  std::uint64_t occupied = 0, xs = 0;
  int s = 0;
  for (int c = 0; c < cells_; ++c) {
    if (p[static_cast<std::size_t>(c)] == '.') continue;
    occupied |= std::uint64_t{1} << c;
    if (p[static_cast<std::size_t>(c)] == 'x') xs |= std::uint64_t{1} << s;
    ++s;
  }
  return colex_rank(occupied) * binomial(s, x_stones(static_cast<std::uint32_t>(s))) + colex_rank(xs);
}

MnkGame::Position MnkTiers::position(std::uint32_t tier, std::uint64_t slot) const {
  const int s = static_cast<int>(tier);
  const std::uint64_t patterns = binomial(s, x_stones(tier));
  const std::uint64_t occupied = colex_unrank(slot / patterns, s, cells_);
  const std::uint64_t xs = colex_unrank(slot % patterns, x_stones(tier), s);
  MnkGame::Position p(static_cast<std::size_t>(cells_), '.');
  int j = 0;
  for (int c = 0; c < cells_; ++c)
    if ((occupied >> c) & 1) p[static_cast<std::size_t>(c)] = ((xs >> j++) & 1) != 0 ? 'x' : 'o';
  return p;
}

}  // namespace cgt
