// Properties of loopy values by CGSuite's names (CanonicalStopper, SidedValue): each
// forwards to cgt/partisan/loopy. Short games answer them too, as stoppers.
#include "cgt/partisan/loopy/stopper_operations.hpp"
#include "loopy_builder.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

loopy::CanonicalStopper stopper_of(const Value& v) {
  const loopy::SidedValue s = v.as_sided();
  if (!s.is_stopper()) throw DomainError("that game is not a stopper (its onside and offside differ)");
  return s.onside();
}

Value stopper_value(const loopy::CanonicalStopper& s) { return Value(loopy::SidedValue(s)); }

// A stop as a value: a number, on, off, or x over / x under as the game itself.
Value pseudonumber_value(const loopy::Pseudonumber& p) {
  using K = loopy::Pseudonumber::Kind;
  switch (p.kind) {
    case K::Number: return Value(p.number);
    case K::On: return stopper_value(loopy::CanonicalStopper::on());
    case K::Off: return stopper_value(loopy::CanonicalStopper::off());
    case K::Over:
    case K::Under: {
      LoopyBuilder b;
      const auto root = b.position();
      b.edge(root, p.kind == K::Under, root);
      b.edge(root, p.kind == K::Over, b.value(Value(p.number)));
      return b.finish(root);
    }
  }
  return Value();
}

// CGSuite's strong stop: x over and x under count as x (on and off stay).
loopy::Pseudonumber strong_stop(loopy::Pseudonumber p) {
  using K = loopy::Pseudonumber::Kind;
  if (p.kind == K::Over || p.kind == K::Under) p.kind = K::Number;
  return p;
}

bool is_finite_zero(const loopy::Pseudonumber& p) {
  const auto strong = strong_stop(p);
  return strong.kind == loopy::Pseudonumber::Kind::Number && strong.number == Dyadic(0);
}

void add(MethodTable& t, const std::string& name, std::function<Value(const CallArgs&)> f) {
  t.add(Receiver::Loopy, name, std::move(f));
}

}  // namespace

Player player_argument(const CallArgs& c, const char* method) {
  const Player* p = c.at(0).get<Player>();
  if (p == nullptr) throw DomainError(fmt::format("{} expects Left or Right", method));
  return *p;
}

void add_loopy_methods(MethodTable& t) {
  // A loopy value is its own game value (CGSuite's GameValue of an explicit game is its
  // canonical form; of a canonical value, itself).
  add(t, "GameValue", [](const CallArgs& c) { return c.self; });
  // CGSuite 1.x's on.Tiny and on.Miny (Tiny and Miny of a short game are game methods).
  add(t, "Tiny", [](const CallArgs& c) { return tiny_of(c.self); });
  add(t, "Miny", [](const CallArgs& c) { return miny_of(c.self); });
  // CGSuite's message (GameTest): a loopy value has no short canonical form.
  add(t, "CanonicalForm", [](const CallArgs&) -> Value {
    throw DomainError("That is not a short game. If that is intentional, try `GameValue` in place of `CanonicalForm`.");
  });
  add(t, "Onside", [](const CallArgs& c) { return stopper_value(c.self.as_sided().onside()); });
  add(t, "Offside", [](const CallArgs& c) { return stopper_value(c.self.as_sided().offside()); });
  add(t, "Degree", [](const CallArgs& c) { return stopper_value(loopy::degree(stopper_of(c.self))); });
  add(t, "Variety", [](const CallArgs& c) { return stopper_value(loopy::variety(stopper_of(c.self))); });
  add(t, "IsStable", [](const CallArgs& c) { return Value(loopy::is_stable(stopper_of(c.self))); });
  add(t, "IsStopper", [](const CallArgs& c) { return Value(c.self.as_sided().is_stopper()); });
  add(t, "IsLoopfree", [](const CallArgs& c) { return Value(c.self.is_game()); });
  add(t, "LeftStop", [](const CallArgs& c) { return pseudonumber_value(stopper_of(c.self).left_stop()); });
  add(t, "RightStop", [](const CallArgs& c) { return pseudonumber_value(stopper_of(c.self).right_stop()); });
  add(t, "FollowerCount", [](const CallArgs& c) { return Value(static_cast<long>(stopper_of(c.self).follower_count())); });
  add(t, "OutcomeClass", [](const CallArgs& c) -> Value {
    const std::string o = c.self.as_sided().outcome_class();
    if (o == "L") return Value(OutcomeClass::L);
    if (o == "R") return Value(OutcomeClass::R);
    if (o == "N") return Value(OutcomeClass::N);
    if (o == "P") return Value(OutcomeClass::P);
    if (o == "D") return Value(OutcomeClass::D);
    return Value(Printed{o});
  });
  const auto options = [](bool left) {
    return [left](const CallArgs& c) {
      const loopy::CanonicalStopper s = stopper_of(c.self);
      std::vector<Value> items;
      for (const auto& o : left ? s.left_options() : s.right_options()) items.push_back(stopper_value(o));
      return Value::set(std::move(items));
    };
  };
  add(t, "Subordinate", [](const CallArgs& c) {
    c.arity(1, 1);
    // An explicit form is subordinated to as written (its options, not its value's).
    std::vector<loopy::CanonicalStopper> left, right;
    if (const GameForm* f = c.at(0).get<GameForm>()) {
      for (const GameForm& o : f->left_options()) left.push_back(loopy::CanonicalStopper::from_game(o.canonical()));
      for (const GameForm& o : f->right_options()) right.push_back(loopy::CanonicalStopper::from_game(o.canonical()));
    } else {
      const loopy::CanonicalStopper base = stopper_of(c.at(0));
      left = base.left_options();
      right = base.right_options();
    }
    return stopper_value(loopy::subordinate(stopper_of(c.self), left, right));
  });
  add(t, "OrdinalSum", [](const CallArgs& c) {
    c.arity(1, 1);
    return apply_binary(":", c.self, c.at(0));
  });
  const auto side_sum = [](bool up) {
    return [up](const CallArgs& c) {
      c.arity(1, 1);
      const auto g = stopper_of(c.self), h = stopper_of(c.at(0));
      return stopper_value(up ? loopy::upsum(g, h) : loopy::downsum(g, h));
    };
  };
  add(t, "UpsumVariety", [](const CallArgs& c) {
    c.arity(1, 1);
    return stopper_value(loopy::upsum_variety(stopper_of(c.self), stopper_of(c.at(0))));
  });
  add(t, "DownsumVariety", [](const CallArgs& c) {
    c.arity(1, 1);
    return stopper_value(loopy::downsum_variety(stopper_of(c.self), stopper_of(c.at(0))));
  });
  add(t, "Upsum", side_sum(true));
  add(t, "Downsum", side_sum(false));
  add(t, "LeftOptions", options(true));
  add(t, "RightOptions", options(false));
  add(t, "Options", [options](const CallArgs& c) {
    c.arity(1, 1);
    return options(player_argument(c, "Options") == Player::Left)(c);
  });
  add(t, "Stop", [](const CallArgs& c) {
    c.arity(1, 1);
    const loopy::CanonicalStopper s = stopper_of(c.self);
    return pseudonumber_value(player_argument(c, "Stop") == Player::Left ? s.left_stop() : s.right_stop());
  });
  add(t, "Followers", [](const CallArgs& c) {
    const loopy::CanonicalStopper s = stopper_of(c.self);
    std::vector<Value> items;
    for (loopy::Vertex v = 0; v < s.follower_count(); ++v) items.push_back(stopper_value(s.follower(v)));
    return Value::set(std::move(items));
  });
  // CGSuite's predicates of loopy values (its CanonicalStopper, StopperSidedValue and
  // SidedValue): a loopy value is never an integer, nimber, number, ordinal, uptimal or
  // zero (those are short games); the others follow from the stops and sides.
  for (const char* never : {"IsInteger", "IsNimber", "IsNumber", "IsOrdinal", "IsUptimal", "IsZero"})
    add(t, never, [](const CallArgs&) { return Value(false); });
  add(t, "IsIdempotent", [](const CallArgs& c) {
    const loopy::SidedValue s = c.self.as_sided();
    return Value(s + s == s);
  });
  add(t, "IsStopperSided", [](const CallArgs& c) { return Value(c.self.as_sided().is_reduced()); });
  add(t, "IsInfinitesimal", [](const CallArgs& c) {
    const loopy::SidedValue s = c.self.as_sided();
    if (!s.is_reduced()) return Value(false);
    const auto infinitesimal = [](const loopy::CanonicalStopper& x) {
      return is_finite_zero(x.left_stop()) && is_finite_zero(x.right_stop());
    };
    return Value(infinitesimal(s.onside()) && infinitesimal(s.offside()));
  });
  add(t, "IsNumberish", [](const CallArgs& c) {
    const loopy::SidedValue s = c.self.as_sided();
    if (!s.is_reduced()) return Value(false);
    const auto left = strong_stop(s.onside().left_stop()), right = strong_stop(s.offside().right_stop());
    if (s.is_stopper() && left.kind != loopy::Pseudonumber::Kind::Number) return Value(false);
    return Value(left == right);
  });
  const auto stopper_only = [](bool (*test)(const loopy::CanonicalStopper&)) {
    return [test](const CallArgs& c) {
      const loopy::SidedValue s = c.self.as_sided();
      return Value(s.is_stopper() && test(s.onside()));
    };
  };
  add(t, "IsPlumtree", stopper_only(&loopy::is_plumtree));
  add(t, "IsNumberTiny", stopper_only(&loopy::is_number_tiny));
  add(t, "IsPseudonumber", stopper_only([](const loopy::CanonicalStopper& s) { return s.as_pseudonumber().has_value(); }));
}

}  // namespace cgt::lang
