#include "cgt/partisan/atomic_weight.hpp"
#include "cgt/partisan/products.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <optional>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

// G·^, Norton's multiple of ^ by G (Siegel, CGT, II.7).
Game norton_product_up(Game g) { return norton_product(g, Game::up()); }

// Memos of one game table, keyed by its ids (table_memo.hpp).
struct AtomicWeightMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, Game> naive;            // the naive atomic weight
  absl::flat_hash_map<Game::Id, std::uint64_t> remote;  // 1 + the largest nimber in the form
  absl::flat_hash_map<Game::Id, std::optional<Game>> weight;
};

AtomicWeightMemo& atomic_weight_memo() { return detail::table_memo<AtomicWeightMemo>(); }

// N such that *N is "remote" for G: one more than the largest nimber among G's
// subpositions (at least 1; CGSuite's farStar).
std::uint64_t remote_star(Game g) {
  if (auto it = atomic_weight_memo().remote.find(g.id()); it != atomic_weight_memo().remote.end()) return it->second;
  std::uint64_t n = 1;
  if (const auto k = nimber_of(g)) {
    n = *k + 1;
  } else {
    for (Game x : g.left_options()) n = std::max(n, remote_star(x));
    for (Game x : g.right_options()) n = std::max(n, remote_star(x));
  }
  atomic_weight_memo().remote.emplace(g.id(), n);
  return n;
}

// The atomic weight calculus (Siegel, CGT, II.7): {aw(G^L) - 2 | aw(G^R) + 2}, and when
// that is an integer while G is strictly below (above) the remote star, the least
// (greatest) integer n with n |> every G^L - 2 (n <| every G^R + 2) instead.
Game naive_weight(Game g) {
  if (const auto v = g.as_number_up_star()) return Game::integer(v->ups);
  if (auto it = atomic_weight_memo().naive.find(g.id()); it != atomic_weight_memo().naive.end()) return it->second;
  std::vector<Game> l, r;
  for (Game x : g.left_options()) l.push_back(naive_weight(x) - Game::integer(2));
  for (Game x : g.right_options()) r.push_back(naive_weight(x) + Game::integer(2));
  Game result = Game::from_options(l, r);
  if (result.is_integer()) {
    const Game far = Game::nimber(remote_star(g));
    const bool below = leq(g, far), above = leq(far, g);
    if (below && !above) {
      // The least integer n that is not <= any of l.
      std::optional<mpz_class> least;
      for (Game x : l) {
        mpz_class n = right_stop(x).ceil();
        if (leq(Game::number(Dyadic(n)), x)) n += 1;
        if (!least || n > *least) least = n;
      }
      result = least ? Game::number(Dyadic(*least)) : Game();
    } else if (above && !below) {
      // The greatest integer n that is not >= any of r.
      std::optional<mpz_class> greatest;
      for (Game x : r) {
        mpz_class n = left_stop(x).floor();
        if (leq(x, Game::number(Dyadic(n)))) n -= 1;
        if (!greatest || n < *greatest) greatest = n;
      }
      result = greatest ? Game::number(Dyadic(*greatest)) : Game();
    }
  }
  atomic_weight_memo().naive.emplace(g.id(), result);
  return result;
}

std::optional<Game> weight(Game g) {
  if (auto it = atomic_weight_memo().weight.find(g.id()); it != atomic_weight_memo().weight.end()) return it->second;
  std::optional<Game> result;
  if (is_infinitesimal(g)) {
    if (const auto e = uptimal_expansion(g)) {
      // 0.d1d2...dn *m ~ d1·^ (CGSuite's Uptimal.atomicWeight).
      result = Game::integer(e->digits.empty() ? 0 : e->digits[0]);
    } else {
      const Game w = naive_weight(g);
      bool atomic = is_all_small(g);
      if (!atomic) {
        // G - w·^ must lie within ^* + (*2^k : -1) of 0, *2^k remote for G.
        std::uint64_t k = 2;
        while (k < remote_star(g)) k <<= 1;
        std::vector<Game> l, r;
        for (std::uint64_t i = 0; i < k; ++i) l.push_back(Game::nimber(i));
        r = l;
        r.push_back(Game::nimber(k));
        const Game epsilon = Game::number_up_star(Dyadic(0), 1, 1) + Game::from_options(l, r);
        const Game difference = g - norton_product_up(w);
        atomic = leq(difference, epsilon) && leq(-epsilon, difference);
      }
      if (atomic) result = w;
    }
  }
  atomic_weight_memo().weight.emplace(g.id(), result);
  return result;
}

}  // namespace

bool is_atomic(Game g) { return weight(g).has_value(); }

Game atomic_weight(Game g) {
  if (const std::optional<Game> w = weight(g)) return *w;
  throw DomainError("That game is not atomic: " + to_string(g));
}

}  // namespace cgt
