#pragma once
/// \file
/// The followers of a position (CGSuite's Followers of a ruleset's position, e.g.
/// `game.grid.Amazons("x...|o...").Followers.Size` = 2784): every distinct position
/// reachable by any sequence of Left and Right moves, the position itself included.
/// Positions, not values: two boards of equal value are two followers. For the followers
/// of a canonical form see cgt/partisan/followers.hpp.

#include <absl/container/flat_hash_set.h>
#include <fmt/format.h>

#include <cstddef>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

/// The distinct positions reachable from p (p first, then in breadth-first order).
/// O(followers x moves) time and O(followers) memory. Throws cgt::LimitError past
/// `max_positions` followers, or from `run`'s limits (checked every 4096 positions).
template <PartisanGame G>
std::vector<typename G::Position> position_followers(const G& game, const typename G::Position& p, RunControl& run,
                                                     std::size_t max_positions = 10'000'000) {
  using P = typename G::Position;
  absl::flat_hash_set<P> seen{p};
  std::vector<P> order{p};
  for (std::size_t next = 0; next < order.size(); ++next) {
    if (next % 4096 == 0) run.checkpoint("followers", order.size(), 0, seen.size() * sizeof(P) * 3);
    const P at = order[next];  // a copy: order grows below
    for (const auto& options : {game.left_options(at), game.right_options(at)}) {
      for (const P& q : options) {
        if (!seen.insert(q).second) continue;
        if (order.size() >= max_positions)
          throw LimitError(fmt::format("a position with more than {} followers", max_positions));
        order.push_back(q);
      }
    }
  }
  return order;
}

}  // namespace cgt
