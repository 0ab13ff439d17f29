#pragma once
// The reference the reducer is checked against: a position's canonical form by plain
// recursion over its options, with no components, no symmetry and no conjugates; a memo
// (owned by the caller) by position.
#include <absl/container/flat_hash_map.h>

#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

template <class G>
using DirectMemo = absl::flat_hash_map<typename G::Position, Game>;

template <class G>
Game direct_value(const G& game, const typename G::Position& p, DirectMemo<G>& memo) {
  if (auto it = memo.find(p); it != memo.end()) return it->second;
  std::vector<Game> left, right;
  for (const auto& q : game.left_options(p)) left.push_back(direct_value(game, q, memo));
  for (const auto& q : game.right_options(p)) right.push_back(direct_value(game, q, memo));
  const Game g = Game::from_options(left, right);
  memo.emplace(p, g);
  return g;
}

}  // namespace cgt
