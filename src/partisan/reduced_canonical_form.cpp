#include "cgt/partisan/reduced_canonical_form.hpp"

#include <absl/container/flat_hash_map.h>

#include "cgt/partisan/game_operations.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

// Memos of one game table, keyed by its ids (table_memo.hpp).
struct ReducedMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, Game> projection;
  absl::flat_hash_map<Game::Id, Game> reduced;
};

// Every subposition x* (a number plus *) replaced by x; numbers kept.
Game star_projection(Game g, ReducedMemo& memo) {
  if (g.is_number()) return g;
  if (const auto v = g.as_number_up_star(); v && v->ups == 0 && v->nimber == 1) return Game::number(v->number);
  if (auto it = memo.projection.find(g.id()); it != memo.projection.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(star_projection(x, memo));
  for (Game x : g.right_options()) r.push_back(star_projection(x, memo));
  const Game result = Game::from_options(l, r);
  memo.projection.emplace(g.id(), result);
  return result;
}

}  // namespace

Game reduced_canonical_form(Game g) {
  if (const auto v = g.as_number_up_star()) return Game::number(v->number);
  ReducedMemo& memo = detail::table_memo<ReducedMemo>();
  if (auto it = memo.reduced.find(g.id()); it != memo.reduced.end()) return it->second;
  const Game result = star_projection(heat(g, Game::nimber(1)), memo);
  memo.reduced.emplace(g.id(), result);
  return result;
}

}  // namespace cgt
