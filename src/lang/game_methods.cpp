// Properties and methods of short games, by CGSuite's names (CanonicalShortGame):
// each forwards to the library function that computes it.
#include <fmt/format.h>

#include <limits>

#include "cgt/partisan/atomic_weight.hpp"
#include "cgt/partisan/cooling.hpp"
#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/loopy/stopper_operations.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/products.hpp"
#include "cgt/partisan/reduced_canonical_form.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/parity.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

Value game_set(const std::vector<Game>& games) {
  std::vector<Value> items(games.begin(), games.end());
  return Value::set(std::move(items));
}

// The incentives that no other incentive exceeds (CGSuite's Incentives).
std::vector<Game> best_incentives(Game g) {
  std::vector<Game> all = left_incentives(g);
  for (Game r : right_incentives(g)) all.push_back(r);
  std::vector<Game> best;
  for (Game x : all) {
    bool dominated = false;
    for (Game y : all) dominated = dominated || (compare(x, y) == Relation::Less);
    if (!dominated && std::find(best.begin(), best.end(), x) == best.end()) best.push_back(x);
  }
  return best;
}


// A loopy exponent of Pow/PowTo: a stopper (CGSuite takes pseudonumbers).
loopy::CanonicalStopper loopy_exponent(const Value& v) {
  const loopy::SidedValue s = v.as_sided();
  if (!s.is_stopper()) throw DomainError("Invalid exponent.");
  return s.onside();
}

Dyadic dyadic_of(const Value& v, const char* what) {
  const Game g = v.as_game(what);
  if (!g.is_number()) throw DomainError(fmt::format("expected {}, found {}", what, to_string(g)));
  return g.number_value();
}

// CGSuite 1.x wrote v.Pow(n) and v.PowTo(n) for the negatives of ^.Pow(n), ^.PowTo(n):
// a base {H | 0} is the negative of the base {0 | -H}.
bool mirrored_base(Game g) {
  const auto r = g.right_options();
  return r.size() == 1 && r[0] == Game() && !(g.left_options().size() == 1 && g.left_options()[0] == Game());
}

template <class F>
Value power_method(Game base, const CallArgs& c, F&& f) {
  c.arity(1, 1);
  const Dyadic x = dyadic_of(c.at(0), "a number as the exponent");
  if (mirrored_base(base)) return Value(-f(-base, x));
  return Value(f(base, x));
}

void add(MethodTable& t, const std::string& name, std::function<Value(Game, const CallArgs&)> f) {
  t.add(Receiver::Game, name, [f = std::move(f)](const CallArgs& c) { return f(c.self.as_game(), c); });
}

}  // namespace

void require_specifier_integers(Game g) {
  if (!g.is_number()) return;
  const Dyadic x = g.number_value();
  const mpz_class least = std::numeric_limits<std::int32_t>::min(), most = std::numeric_limits<std::int32_t>::max();
  if (x.floor() < least || x.ceil() > most)
    throw DomainError(fmt::format("Integer out of bounds in game specifier (must satisfy {} <= n <= {})",
                                  std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()));
}

void add_game_methods(MethodTable& t) {
  add(t, "CanonicalForm", [](Game g, const CallArgs&) { return Value(g); });
  add(t, "GameValue", [](Game g, const CallArgs&) { return Value(g); });
  add(t, "Birthday", [](Game g, const CallArgs&) { return Value(birthday(g)); });
  add(t, "LeftStop", [](Game g, const CallArgs&) { return Value(left_stop(g)); });
  add(t, "RightStop", [](Game g, const CallArgs&) { return Value(right_stop(g)); });
  add(t, "Mean", [](Game g, const CallArgs&) { return Value(mean(g)); });
  add(t, "Temperature", [](Game g, const CallArgs&) { return Value(temperature(g)); });
  add(t, "Thermograph", [](Game g, const CallArgs&) {
    require_specifier_integers(g);  // CGSuite's thermograph needs the number as a game
    return Value(thermograph(g));
  });
  add(t, "OutcomeClass", [](Game g, const CallArgs&) { return Value(outcome(g)); });
  add(t, "LeftOptions", [](Game g, const CallArgs&) { return game_set(g.left_options()); });
  add(t, "RightOptions", [](Game g, const CallArgs&) { return game_set(g.right_options()); });
  add(t, "Options", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    const Player* p = c.at(0).get<Player>();
    if (p == nullptr) throw DomainError("Options expects Left or Right");
    return game_set(*p == Player::Left ? g.left_options() : g.right_options());
  });
  add(t, "LeftIncentives", [](Game g, const CallArgs&) { return game_set(left_incentives(g)); });
  add(t, "RightIncentives", [](Game g, const CallArgs&) { return game_set(right_incentives(g)); });
  add(t, "Incentives", [](Game g, const CallArgs&) { return game_set(best_incentives(g)); });
  add(t, "Heat", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    return Value(heat(g, c.at(0).as_game("a temperature")));
  });
  add(t, "IsNumber", [](Game g, const CallArgs&) { return Value(g.is_number()); });
  add(t, "IsEven", [](Game g, const CallArgs&) { return Value(parity(g) == Parity::Even); });
  add(t, "IsOdd", [](Game g, const CallArgs&) { return Value(parity(g) == Parity::Odd); });
  add(t, "IsEvenTempered", [](Game g, const CallArgs&) { return Value(temper(g) == Parity::Even); });
  add(t, "IsOddTempered", [](Game g, const CallArgs&) { return Value(temper(g) == Parity::Odd); });
  add(t, "IsNumberTiny", [](Game g, const CallArgs&) { return Value(is_number_tiny(g)); });
  add(t, "IsOrdinal", [](Game g, const CallArgs&) {  // CGSuite: the non-negative integers
    return Value(g.is_number() && g.number_value().exponent() == 0 && g.number_value().sign() >= 0);
  });
  // A short game is a stopper with itself as both sides: CGSuite's loopy properties of it,
  // answered without building its game graph (an integer n's graph has |n| positions).
  add(t, "IsStopper", [](Game, const CallArgs&) { return Value(true); });
  add(t, "IsStopperSided", [](Game, const CallArgs&) { return Value(true); });
  add(t, "IsPlumtree", [](Game, const CallArgs&) { return Value(true); });
  add(t, "IsPseudonumber", [](Game g, const CallArgs&) { return Value(g.is_number()); });
  add(t, "IsIdempotent", [](Game g, const CallArgs&) { return Value(g == Game()); });  // G + G = G
  add(t, "Onside", [](Game g, const CallArgs&) { return Value(g); });
  add(t, "Offside", [](Game g, const CallArgs&) { return Value(g); });
  add(t, "Stop", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    return Value(player_argument(c, "Stop") == Player::Left ? left_stop(g) : right_stop(g));
  });
  add(t, "Degree", [](Game, const CallArgs&) { return Value(mpz_class(0)); });
  add(t, "Variety", [](Game, const CallArgs&) { return Value(mpz_class(0)); });
  add(t, "IsInteger", [](Game g, const CallArgs&) { return Value(g.is_number() && g.number_value().is_integer()); });
  add(t, "IsZero", [](Game g, const CallArgs&) { return Value(g == Game()); });
  add(t, "IsInfinitesimal", [](Game g, const CallArgs&) { return Value(is_infinitesimal(g)); });
  add(t, "IsAllSmall", [](Game g, const CallArgs&) { return Value(is_all_small(g)); });
  add(t, "IsNimber", [](Game g, const CallArgs&) { return Value(nimber_of(g).has_value()); });
  add(t, "IsNumberish", [](Game g, const CallArgs&) { return Value(left_stop(g) == right_stop(g)); });
  add(t, "NimValue", [](Game g, const CallArgs&) {
    const auto k = nimber_of(g);
    if (!k) throw DomainError(fmt::format("That game is not a nimber: {}", to_string(g)));
    return Value(mpz_class(std::to_string(*k)));
  });
  // CGSuite 1.x spellings, still what its users type: 2.Tiny = Tiny(2), 1.Miny = Miny(1).
  add(t, "Tiny", [](Game g, const CallArgs&) { return Value(tiny(g)); });
  add(t, "Miny", [](Game g, const CallArgs&) { return Value(miny(g)); });
  add(t, "Negative", [](Game g, const CallArgs&) { return Value(-g); });
  add(t, "Followers", [](Game g, const CallArgs&) { return game_set(followers(g)); });
  add(t, "FollowerCount", [](Game g, const CallArgs&) { return Value(follower_count(g)); });
  // CGSuite 1.x: the number of canonically distinct subpositions, which is FollowerCount.
  add(t, "Diversity", [](Game g, const CallArgs&) { return Value(follower_count(g)); });
  add(t, "StopCount", [](Game g, const CallArgs&) { return Value(stop_count(g)); });
  add(t, "Companion", [](Game g, const CallArgs&) { return Value(companion(g)); });
  add(t, "MisereOutcomeClass", [](Game g, const CallArgs&) { return Value(misere_outcome(g)); });
  add(t, "NortonProduct", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    return Value(norton_product(g, c.at(0).as_game("a unit")));
  });
  add(t, "ConwayProduct", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    return Value(conway_product(g, c.at(0).as_game()));
  });
  add(t, "OrdinalSum", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    if (c.at(0).is_loopy()) return apply_binary(":", Value(g), c.at(0));
    return Value(ordinal_sum(g, c.at(0).as_game()));
  });
  // Compounds of forms (Winning Ways ch. 9; ONAG ch. 14): they depend on the forms, so
  // an explicit form stays one and a canonical game enters as its canonical form.
  const auto compound = [&t](const std::string& name, GameForm (*f)(const GameForm&, const GameForm&)) {
    t.add(Receiver::Game, name, [f](const CallArgs& c) {
      c.arity(1, 1);
      return Value(f(c.self.as_form(), c.at(0).as_form()));
    });
  };
  compound("ConjunctiveSum", conjunctive_sum);
  compound("SelectiveSum", selective_sum);
  compound("OrdinalProduct", ordinal_product);
  t.add(Receiver::Form, "OrdinalSum", [](const CallArgs& c) {
    c.arity(1, 1);
    return Value(ordinal_sum(c.self.as_form(), c.at(0).as_form()));
  });
  t.add(Receiver::Form, "ConwayProduct", [](const CallArgs& c) {
    c.arity(1, 1);
    return Value(conway_product(c.self.as_form(), c.at(0).as_form()));
  });
  t.add(Receiver::Form, "MisereOutcomeClass", [](const CallArgs& c) { return Value(misere_outcome(*c.self.get<GameForm>())); });
  add(t, "Cool", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    return Value(cool(g, dyadic_of(c.at(0), "a number as the temperature")));
  });
  add(t, "Freeze", [](Game g, const CallArgs&) { return Value(freeze(g)); });
  add(t, "Overheat", [](Game g, const CallArgs& c) {
    c.arity(2, 2);
    return Value(overheat(g, c.at(0).as_game(), c.at(1).as_game()));
  });
  add(t, "AtomicWeight", [](Game g, const CallArgs&) { return Value(atomic_weight(g)); });
  add(t, "IsAtomic", [](Game g, const CallArgs&) { return Value(is_atomic(g)); });
  add(t, "ReducedCanonicalForm", [](Game g, const CallArgs&) { return Value(reduced_canonical_form(g)); });
  add(t, "UptimalExpansion", [](Game g, const CallArgs&) {
    const auto e = uptimal_expansion(g);
    if (!e) throw DomainError(fmt::format("That game is not an uptimal: {}", to_string(g)));
    return Value(Printed{e->to_string()});
  });
  add(t, "IsUptimal", [](Game g, const CallArgs&) { return Value(uptimal_expansion(g).has_value()); });
  add(t, "Subordinate", [](Game g, const CallArgs& c) {
    c.arity(1, 1);
    if (const GameForm* base = c.at(0).get<GameForm>()) {  // subordinate to the form as written
      std::vector<Game> left, right;
      for (const GameForm& o : base->left_options()) left.push_back(o.canonical());
      for (const GameForm& o : base->right_options()) right.push_back(o.canonical());
      return Value(subordinate(g, left, right));
    }
    return Value(subordinate(g, c.at(0).as_game()));
  });
  add(t, "Pow", [](Game g, const CallArgs& c) {
    if (c.at(0).is_loopy()) return Value(loopy::SidedValue(loopy::pow(g, loopy_exponent(c.at(0)))));
    return power_method(g, c, [](Game b, const Dyadic& x) { return pow(b, x); });
  });
  add(t, "PowTo", [](Game g, const CallArgs& c) {
    if (c.at(0).is_loopy()) return Value(loopy::SidedValue(loopy::pow_to(g, loopy_exponent(c.at(0)))));
    return power_method(g, c, [](Game b, const Dyadic& x) { return pow_to(b, x); });
  });
}

}  // namespace cgt::lang
