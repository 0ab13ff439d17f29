#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/private_table.hpp"

#include <absl/container/flat_hash_map.h>

namespace cgt {

std::vector<Game> left_incentives(Game g) {
  std::vector<Game> out;
  for (Game l : g.left_options()) out.push_back(l - g);
  return out;
}

std::vector<Game> right_incentives(Game g) {
  std::vector<Game> out;
  for (Game r : g.right_options()) out.push_back(g - r);
  return out;
}

bool is_all_small(Game g) {
  require_process_game_table("is_all_small");  // its memo is keyed by ids of that table
  static absl::flat_hash_map<Game::Id, bool> memo;
  if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
  bool result;
  if (g == Game()) {
    result = true;
  } else if (g.is_number()) {
    result = false;
  } else if (const auto v = g.as_number_up_star()) {
    result = v->number == Dyadic(0);  // n·↑ + *k: all of its subpositions are too
  } else {
    const auto l = g.left_options(), r = g.right_options();
    result = !l.empty() && !r.empty();
    for (Game x : l) result = result && is_all_small(x);
    for (Game x : r) result = result && is_all_small(x);
  }
  memo.emplace(g.id(), result);
  return result;
}

Game heat(Game g, Game t) {
  require_process_game_table("heat");  // its memo is keyed by ids of that table
  static absl::flat_hash_map<std::uint64_t, Game> memo;
  if (g.is_number()) return g;
  const std::uint64_t key = (std::uint64_t{g.id()} << 32) | t.id();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(heat(x, t) + t);
  for (Game x : g.right_options()) r.push_back(heat(x, t) - t);
  const Game result = Game::from_options(l, r);
  memo.emplace(key, result);
  return result;
}

}  // namespace cgt
