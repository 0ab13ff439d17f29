#include "cgt/partisan/products.hpp"

#include <absl/container/flat_hash_map.h>

#include <vector>

#include "cgt/core/nimber.hpp"
#include "cgt/core/sign_expansion.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

std::uint64_t pair_key(Game a, Game b) { return (std::uint64_t{a.id()} << 32) | b.id(); }

// Memos of one game table, keyed by pairs of its ids (table_memo.hpp).
struct NortonMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint64_t, Game> map;
};
struct ConwayMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint64_t, Game> map;
};
struct OrdinalSumMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint64_t, Game> map;
};

bool is_nimber(Game g) { return nimber_of(g).has_value(); }

Game norton(Game g, Game u, const std::vector<Game>& u_plus_incentives, NortonMemo& memo) {
  if (g.is_number() && g.number_value().is_integer()) return integer_multiple(g.number_value().numerator(), u);
  if (auto it = memo.map.find(pair_key(g, u)); it != memo.map.end()) return it->second;
  std::vector<Game> left, right;
  for (Game gl : g.left_options()) {
    const Game p = norton(gl, u, u_plus_incentives, memo);
    for (Game x : u_plus_incentives) left.push_back(p + x);
  }
  for (Game gr : g.right_options()) {
    const Game p = norton(gr, u, u_plus_incentives, memo);
    for (Game x : u_plus_incentives) right.push_back(p - x);
  }
  const Game result = Game::from_options(left, right);
  memo.map.emplace(pair_key(g, u), result);
  return result;
}

Game conway(Game g, Game h, ConwayMemo& memo) {
  if (g == Game() || h == Game()) return Game();
  if (g.is_number() && h.is_number()) return Game::number(g.number_value() * h.number_value());
  if (is_nimber(g) && is_nimber(h))
    return Game::nimber(nim_product(g.as_number_up_star()->nimber, h.as_number_up_star()->nimber));
  if (auto it = memo.map.find(pair_key(g, h)); it != memo.map.end()) return it->second;
  const std::vector<Game> gl = g.left_options(), gr = g.right_options();
  const std::vector<Game> hl = h.left_options(), hr = h.right_options();
  auto term = [&](Game a, Game b) { return conway(a, h, memo) + conway(g, b, memo) - conway(a, b, memo); };
  std::vector<Game> left, right;
  for (Game a : gl)
    for (Game b : hl) left.push_back(term(a, b));
  for (Game a : gr)
    for (Game b : hr) left.push_back(term(a, b));
  for (Game a : gl)
    for (Game b : hr) right.push_back(term(a, b));
  for (Game a : gr)
    for (Game b : hl) right.push_back(term(a, b));
  const Game result = Game::from_options(left, right);
  memo.map.emplace(pair_key(g, h), result);
  return result;
}

Game ordinal(Game g, Game h, OrdinalSumMemo& memo) {
  if (h == Game()) return g;
  const auto gv = g.as_number_up_star();
  if (gv && gv->ups == 0 && is_nimber(h)) {
    const std::uint64_t n = h.as_number_up_star()->nimber;
    if (gv->nimber <= UINT64_MAX - n) return Game::number_up_star(gv->number, 0, gv->nimber + n);
  }
  // Numbers: the sign expansions concatenate (cgt/core/sign_expansion.hpp), with no walk
  // through the followers of h (an integer h has h of them).
  if (g.is_number() && h.is_number()) return Game::number(ordinal_sum(g.number_value(), h.number_value()));
  if (auto it = memo.map.find(pair_key(g, h)); it != memo.map.end()) return it->second;
  // h's part first: the recursion runs as deep as h, and each level holding a copy of
  // g's options (*683142 : 963844) would hold gigabytes before the first one returns.
  std::vector<Game> left, right;
  for (Game x : h.left_options()) left.push_back(ordinal(g, x, memo));
  for (Game x : h.right_options()) right.push_back(ordinal(g, x, memo));
  const std::vector<Game> g_left = g.left_options(), g_right = g.right_options();
  left.insert(left.end(), g_left.begin(), g_left.end());
  right.insert(right.end(), g_right.begin(), g_right.end());
  const Game result = Game::from_options(left, right);
  memo.map.emplace(pair_key(g, h), result);
  return result;
}

}  // namespace

Game integer_multiple(const mpz_class& n, Game g) {
  mpz_class k = abs(n);
  Game power = sgn(n) < 0 ? -g : g;  // the current 2^i copies
  Game result;
  while (k != 0) {
    if (mpz_odd_p(k.get_mpz_t())) result += power;
    k >>= 1;
    if (k != 0) power += power;
  }
  return result;
}

Game norton_product(Game g, Game unit) {
  if (g.is_number() && g.number_value().is_integer()) return integer_multiple(g.number_value().numerator(), unit);
  std::vector<Game> u_plus_incentives;
  for (Game i : left_incentives(unit)) u_plus_incentives.push_back(unit + i);
  for (Game i : right_incentives(unit)) u_plus_incentives.push_back(unit + i);
  return norton(g, unit, u_plus_incentives, detail::table_memo<NortonMemo>());
}

Game conway_product(Game g, Game h) { return conway(g, h, detail::table_memo<ConwayMemo>()); }

Game ordinal_sum(Game g, Game h) { return ordinal(g, h, detail::table_memo<OrdinalSumMemo>()); }

}  // namespace cgt
