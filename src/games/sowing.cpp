#include "cgt/games/sowing.hpp"

#include <fmt/format.h>

#include <numeric>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

std::vector<std::int32_t> pits_of(const std::vector<std::int64_t>& pits, std::string_view game, std::size_t max_pits,
                                  std::int64_t max_seeds) {
  if (pits.size() > max_pits) throw LimitError(fmt::format("{}: more than {} pits", game, max_pits));
  std::int64_t total = 0;
  std::vector<std::int32_t> out;
  for (std::size_t i = 0; i < pits.size(); ++i) {
    if (pits[i] < 0) throw ParseError(fmt::format("{}: pit {} holds {} seeds", game, i + 1, pits[i]));
    if (pits[i] > max_seeds || (total += pits[i]) > max_seeds)
      throw LimitError(fmt::format("{}: more than {} seeds", game, max_seeds));
    out.push_back(static_cast<std::int32_t>(pits[i]));
  }
  return out;
}

std::string list(const std::vector<std::int32_t>& pits) {
  std::string out = "[";
  for (std::size_t i = 0; i < pits.size(); ++i)
    out += (i ? ", " : "") + (pits[i] == Sowing::kBlocked ? std::string("inf") : std::to_string(pits[i]));
  return out + "]";
}

}  // namespace

Sowing::Position Sowing::parse(const std::vector<std::int64_t>& pits) {
  return blocked(pits_of(pits, "sowing", kMaxPits, kMaxSeeds));
}

// Pit k (1-based) of n with s seeds can be sown to the right when s <= n - k and to the
// left when s < k; a pit that can be sown neither way never will be (it only gains).
Sowing::Position Sowing::blocked(Position p) {
  const auto n = static_cast<std::int64_t>(p.size());
  for (std::int64_t k = 1; k <= n; ++k) {
    const std::int32_t s = p[static_cast<std::size_t>(k - 1)];
    if (s != kBlocked && s >= k && s > n - k) p[static_cast<std::size_t>(k - 1)] = kBlocked;
  }
  return p;
}

std::vector<Sowing::Position> Sowing::moves(const Position& p, int direction) const {
  std::vector<Position> out;
  const auto n = static_cast<std::int64_t>(p.size());
  for (std::int64_t k = 1; k <= n; ++k) {
    const std::int32_t s = p[static_cast<std::size_t>(k - 1)];
    if (s == kBlocked || s == 0) continue;
    const std::int64_t last = k + direction * s;
    if (last < 1 || last > n || p[static_cast<std::size_t>(last - 1)] == 0) continue;
    Position q = p;
    for (std::int64_t j = 1; j <= s; ++j) {
      std::int32_t& pit = q[static_cast<std::size_t>(k + direction * j - 1)];
      if (pit != kBlocked) ++pit;
    }
    q[static_cast<std::size_t>(k - 1)] = 0;
    out.push_back(blocked(std::move(q)));
  }
  return out;
}

std::string Sowing::to_string(const Position& p) { return list(p); }

BasicMancala::Position BasicMancala::parse(const std::vector<std::int64_t>& left, const std::vector<std::int64_t>& right) {
  if (left.empty() || right.empty()) throw ParseError("basic_mancala: each side needs at least one pit");
  Position p{pits_of(left, "basic_mancala", kMaxPits, kMaxSeeds), pits_of(right, "basic_mancala", kMaxPits, kMaxSeeds)};
  if (std::accumulate(p.first.begin(), p.first.end(), std::int64_t{0}) +
          std::accumulate(p.second.begin(), p.second.end(), std::int64_t{0}) > kMaxSeeds)
    throw LimitError(fmt::format("basic_mancala: more than {} seeds", kMaxSeeds));
  return p;
}

// Around the board (1-based): our pits 1..a, our store a + 1, their pits a + 2 ..
// a + 1 + b from their last pit to their first, their store a + b + 2.
std::vector<BasicMancala::Position> BasicMancala::moves(const std::vector<std::int32_t>& us,
                                                        const std::vector<std::int32_t>& them, bool left) const {
  std::vector<Position> out;
  const auto a = static_cast<std::int64_t>(us.size()), b = static_cast<std::int64_t>(them.size());
  for (std::int64_t k = 1; k <= a; ++k) {
    if (us[static_cast<std::size_t>(k - 1)] == 0) continue;
    std::vector<std::int32_t> new_us = us, new_them = them;
    std::int32_t seeds = new_us[static_cast<std::size_t>(k - 1)];
    new_us[static_cast<std::size_t>(k - 1)] = 0;
    std::int64_t at = k;
    while (seeds-- > 0) {
      if (++at > a + b + 2) at = 1;
      if (at <= a) ++new_us[static_cast<std::size_t>(at - 1)];
      else if (at >= a + 2 && at <= a + 1 + b) ++new_them[static_cast<std::size_t>(a + 2 + b - at - 1)];
      // else a store: the seed leaves the game
    }
    out.push_back(left ? Position{new_us, new_them} : Position{new_them, new_us});
  }
  return out;
}

std::string BasicMancala::to_string(const Position& p) { return list(p.first) + ", " + list(p.second); }

}  // namespace cgt
