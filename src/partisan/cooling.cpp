#include "cgt/partisan/cooling.hpp"
#include "cgt/partisan/products.hpp"

#include <absl/container/flat_hash_map.h>

#include <tuple>

#include "cgt/core/error.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

std::uint64_t pair_key(Game a, Game b) { return (std::uint64_t{a.id()} << 32) | b.id(); }

// Memos of one game table, keyed by its ids (table_memo.hpp). A temperature t is keyed
// by the id of the number t (numbers are hash-consed like every game).
struct CoolMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint64_t, Game> map;
};
struct FreezeMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, Game> map;
};
struct OverheatMemo : detail::TableMemo {
  absl::flat_hash_map<std::tuple<Game::Id, Game::Id, Game::Id>, Game> map;
};

Game cool(Game g, const Dyadic& t, Game t_game, absl::flat_hash_map<std::uint64_t, Game>& memo) {
  if (g.is_integer()) return g;
  const Thermograph& th = thermograph(g);
  if (th.temperature < t) return Game::number(th.mast);
  const std::uint64_t key = pair_key(g, t_game);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(cool(x, t, t_game, memo) - t_game);
  for (Game x : g.right_options()) r.push_back(cool(x, t, t_game, memo) + t_game);
  const Game result = Game::from_options(l, r);
  memo.emplace(key, result);
  return result;
}

Game overheat(Game g, Game s, Game t, OverheatMemo& memo) {
  if (g.is_integer()) return integer_multiple(g.number_value().numerator(), s);
  const auto key = std::make_tuple(g.id(), s.id(), t.id());
  if (auto it = memo.map.find(key); it != memo.map.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(overheat(x, s, t, memo) + t);
  for (Game x : g.right_options()) r.push_back(overheat(x, s, t, memo) - t);
  const Game result = Game::from_options(l, r);
  memo.map.emplace(key, result);
  return result;
}

}  // namespace

Game cool(Game g, const Dyadic& t) {
  if (t <= Dyadic(-1)) throw DomainError("Invalid cooling temperature (must be > -1): " + t.to_string());
  return cool(g, t, Game::number(t), detail::table_memo<CoolMemo>().map);
}

Game freeze(Game g) {
  if (auto it = detail::table_memo<FreezeMemo>().map.find(g.id()); it != detail::table_memo<FreezeMemo>().map.end())
    return it->second;
  const Game result = uptimal_expansion(g) ? g : cool(g, temperature(g));
  detail::table_memo<FreezeMemo>().map.emplace(g.id(), result);
  return result;
}

Game overheat(Game g, Game s, Game t) { return overheat(g, s, t, detail::table_memo<OverheatMemo>()); }

}  // namespace cgt
