// Parity and temper of short games (parity.hpp).
#include "cgt/partisan/parity.hpp"

#include <absl/container/flat_hash_map.h>

#include <functional>
#include <vector>

#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt {
namespace {

// The parity (or temper) of a non-number g from its options: `same` when every option is
// `flipped`, `flipped` when every option is `same`. A non-number has an option.
Parity from_options(Game g, const std::function<Parity(Game)>& of) {
  bool all_even = true, all_odd = true;
  for (const std::vector<Game>& side : {g.left_options(), g.right_options()})
    for (Game option : side) {
      const Parity p = of(option);
      all_even = all_even && p == Parity::Even;
      all_odd = all_odd && p == Parity::Odd;
    }
  return all_odd ? Parity::Even : all_even ? Parity::Odd : Parity::Neither;
}

// The recursion of parity() or temper(), with `number` the answer for numbers; memoised
// by game id (followers are shared).
Parity classify(Game g, Parity (*number)(Game)) {
  absl::flat_hash_map<Game::Id, Parity> memo;
  std::function<Parity(Game)> of = [&](Game h) {
    if (h.is_number()) return number(h);
    check_stack("the parity of a game");  // one level a birthday
    if (const auto found = memo.find(h.id()); found != memo.end()) return found->second;
    const Parity p = from_options(h, of);
    memo.emplace(h.id(), p);
    return p;
  };
  return of(g);
}

Parity number_parity(Game x) {
  const Dyadic v = x.number_value();
  if (v.exponent() != 0) return Parity::Neither;
  return mpz_even_p(v.numerator().get_mpz_t()) != 0 ? Parity::Even : Parity::Odd;
}

Parity number_temper(Game) { return Parity::Even; }

}  // namespace

Parity parity(Game g) { return classify(g, &number_parity); }

Parity temper(Game g) { return classify(g, &number_temper); }

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
