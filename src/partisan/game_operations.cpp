#include "cgt/partisan/game_operations.hpp"

#include <absl/container/flat_hash_map.h>

#include "cgt/partisan/thermograph.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {
// Memos of one game table, keyed by its ids (table_memo.hpp).
struct AllSmallMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, bool> map;
};
struct HeatMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint64_t, Game> map;
};

bool is_all_small(Game g, absl::flat_hash_map<Game::Id, bool>& memo) {
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
    for (Game x : l) result = result && is_all_small(x, memo);
    for (Game x : r) result = result && is_all_small(x, memo);
  }
  memo.emplace(g.id(), result);
  return result;
}

Game heat(Game g, Game t, absl::flat_hash_map<std::uint64_t, Game>& memo) {
  if (g.is_number()) return g;
  const std::uint64_t key = (std::uint64_t{g.id()} << 32) | t.id();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(heat(x, t, memo) + t);
  for (Game x : g.right_options()) r.push_back(heat(x, t, memo) - t);
  const Game result = Game::from_options(l, r);
  memo.emplace(key, result);
  return result;
}
}  // namespace

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

Game tiny(Game g) {
  const Game zero, negative = -g;
  const Game inner = Game::from_options(std::span(&zero, 1), std::span(&negative, 1));
  return Game::from_options(std::span(&zero, 1), std::span(&inner, 1));
}

Game miny(Game g) { return -tiny(g); }

std::optional<std::uint64_t> nimber_of(Game g) {
  const auto v = g.as_number_up_star();
  if (!v || v->number != Dyadic(0) || v->ups != 0) return std::nullopt;
  return v->nimber;
}

bool is_all_small(Game g) { return is_all_small(g, detail::table_memo<AllSmallMemo>().map); }

Game heat(Game g, Game t) { return heat(g, t, detail::table_memo<HeatMemo>().map); }

bool is_number_tiny(Game g) {
  if (g.is_number()) return true;
  const auto& left = g.left_options();
  const auto& right = g.right_options();
  if (left.size() != 1 || right.size() != 1) return false;
  // {x || x | y}: the Right option's only Left option is x, its only Right option y below x.
  const auto tiny_like = [](Game x, Game switch_part, bool left_number) {
    const auto& near = left_number ? switch_part.left_options() : switch_part.right_options();
    const auto& far = left_number ? switch_part.right_options() : switch_part.left_options();
    if (!x.is_number() || near.size() != 1 || far.size() != 1 || near[0] != x) return false;
    return left_number ? mean(far[0]) < x.number_value() : mean(far[0]) > x.number_value();
  };
  return tiny_like(left[0], right[0], true) || tiny_like(right[0], left[0], false);
}

}  // namespace cgt
