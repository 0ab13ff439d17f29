// Parity and temper of short games (parity.hpp).
#include "cgt/partisan/parity.hpp"

#include <absl/container/flat_hash_map.h>

#include <functional>
#include <vector>

#include "cgt/core/stack_guard.hpp"

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

}  // namespace cgt
