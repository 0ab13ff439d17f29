// CGSuite's `Class` of a value: the most specific of its classes, printed ⟪game.Integer⟫.
// CGSuite sorts a canonical short game into Zero, Integer, DyadicRational, Nimber,
// Uptimal (x + an uptimal expansion + a nimber) and CanonicalShortGame; a canonical
// stopper into Pseudonumber or CanonicalStopper; a sided value into StopperSidedValue
// (both sides stoppers) or SidedValue (its GameTest and *TestCase suites).
#include "cgt/partisan/uptimal.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

std::string short_game_class(Game g) {
  if (const auto n = g.as_number_up_star(); n && n->ups == 0 && n->number == Dyadic(0) && n->nimber > 0) return "game.Nimber";
  return uptimal_expansion(g).has_value() ? "game.Uptimal" : "game.CanonicalShortGame";
}

std::string class_name(const Value& v) {
  if (const auto* q = v.get<mpq_class>()) {
    if (*q == 0) return "game.Zero";
    return v.type_name() == "Rational" ? "game.Rational" : "game." + v.type_name();
  }
  if (const auto* g = v.get<Game>()) return short_game_class(*g);
  if (const auto* l = v.get<Loopy>()) {
    const loopy::SidedValue& s = *l->value;
    if (s.is_stopper()) return s.onside().as_pseudonumber() ? "game.Pseudonumber" : "game.CanonicalStopper";
    return s.is_reduced() ? "game.StopperSidedValue" : "game.SidedValue";
  }
  if (v.is<MisereGame>()) return "game.misere.MisereCanonicalGame";
  if (v.is<GameForm>()) return "game.ExplicitGame";
  if (v.is<OutcomeClass>()) return "game.OutcomeClass";
  if (v.is<Player>()) return "game.Player";
  if (v.is<Thermograph>()) return "game.Thermograph";
  if (v.is<Trajectory>()) return "game.Trajectory";
  if (v.is<bool>()) return "cgsuite.lang.Boolean";
  if (v.is<std::string>()) return "cgsuite.lang.String";
  if (v.collection()) return v.collection()->is_set ? "cgsuite.util.Set" : "cgsuite.util.List";
  if (v.is<Function>()) return "cgsuite.lang.Procedure";
  if (v.is<Nothing>()) return "cgsuite.lang.Nothing";
  return "cgsuite.lang.Object";
}

}  // namespace

void add_class_method(MethodTable& t) {
  t.add(Receiver::Any, "Class", [](const CallArgs& c) {
    c.arity(0, 0);
    return Value(Printed{"\u27ea" + class_name(c.self) + "\u27eb"});
  });
}

}  // namespace cgt::lang
