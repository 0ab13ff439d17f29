// Methods of misère impartial canonical forms by CGSuite's names (MisereCanonicalGame;
// Conway, ONAG ch. 12; Siegel, CGT V.3; cgt/impartial/misere_game.hpp).
#include "methods.hpp"

namespace cgt::lang {
namespace {

// The receiver as a misère form: itself, or a nimber *k as the nim heap k.
MisereGame misere_self(const Value& self) {
  if (const MisereGame* m = self.get<MisereGame>()) return *m;
  return MisereGame::nim_heap(*nimber_of(self.as_game()));
}

void add(MethodTable& t, const std::string& name, std::function<Value(const MisereGame&, const CallArgs&)> f) {
  t.add(Receiver::Misere, name, [f = std::move(f)](const CallArgs& c) { return f(misere_self(c.self), c); });
}

const MisereGame& other(const CallArgs& c) {
  c.arity(1, 1);
  const MisereGame* h = c.at(0).get<MisereGame>();
  if (h == nullptr) throw DomainError(fmt::format("{} expects a misère form, found {}", c.name, c.at(0).type_name()));
  return *h;
}

mpz_class integer(std::uint64_t n) { return mpz_class(std::to_string(n)); }

}  // namespace

void add_misere_methods(MethodTable& t) {
  add(t, "Birthday", [](const MisereGame& g, const CallArgs&) { return Value(integer(g.birthday())); });
  add(t, "Genus", [](const MisereGame& g, const CallArgs&) { return Value(Printed{to_string(g.genus())}); });
  add(t, "NimValue", [](const MisereGame& g, const CallArgs&) { return Value(integer(g.nim_value())); });
  add(t, "MisereNimValue", [](const MisereGame& g, const CallArgs&) { return Value(integer(g.misere_nim_value())); });
  add(t, "MisereOutcomeClass", [](const MisereGame& g, const CallArgs&) { return Value(g.misere_outcome()); });
  add(t, "OutcomeClass", [](const MisereGame& g, const CallArgs&) {
    return Value(g.nim_value() == 0 ? OutcomeClass::P : OutcomeClass::N);
  });
  add(t, "Mate", [](const MisereGame& g, const CallArgs&) { return Value(g.mate()); });
  add(t, "Options", [](const MisereGame& g, const CallArgs&) {
    std::vector<Value> items(g.options().begin(), g.options().end());
    return Value::list(std::move(items));
  });
  add(t, "IsEven", [](const MisereGame& g, const CallArgs&) { return Value(g.is_even()); });
  add(t, "IsOdd", [](const MisereGame& g, const CallArgs&) { return Value(!g.is_even()); });
  add(t, "IsNimHeap", [](const MisereGame& g, const CallArgs&) { return Value(g.is_nim_heap()); });
  using Predicate = bool (MisereGame::*)() const;
  const std::pair<const char*, Predicate> predicates[] = {
      {"IsTame", &MisereGame::is_tame},
      {"IsGenerallyTame", &MisereGame::is_generally_tame},
      {"IsTameable", &MisereGame::is_tameable},
      {"IsRestive", &MisereGame::is_restive},
      {"IsGenerallyRestive", &MisereGame::is_generally_restive},
      {"IsRestless", &MisereGame::is_restless},
      {"IsHalfTame", &MisereGame::is_half_tame},
      {"IsExtraverted", &MisereGame::is_extraverted},
      {"IsIntroverted", &MisereGame::is_introverted},
      {"IsPrime", &MisereGame::is_prime},
  };
  for (const auto& entry : predicates) {
    const Predicate predicate = entry.second;  // a copy: clang cannot capture a structured binding
    add(t, entry.first, [predicate](const MisereGame& g, const CallArgs&) { return Value((g.*predicate)()); });
  }
  add(t, "Parts", [](const MisereGame& g, const CallArgs&) {
    const std::vector<MisereGame> parts = g.parts();
    return Value::list(std::vector<Value>(parts.begin(), parts.end()));
  });
  add(t, "Partitions", [](const MisereGame& g, const CallArgs&) {
    std::vector<Value> partitions;
    for (const std::vector<MisereGame>& p : g.partitions())
      partitions.push_back(Value::list(std::vector<Value>(p.begin(), p.end())));
    return Value::list(std::move(partitions));
  });
  add(t, "CanonicalForm", [](const MisereGame& g, const CallArgs&) { return Value(g); });
  add(t, "IsLinkedTo", [](const MisereGame& g, const CallArgs& c) { return Value(g.is_linked_to(other(c))); });
  add(t, "Link", [](const MisereGame& g, const CallArgs& c) { return Value(g.link(other(c))); });
  add(t, "Distinguisher", [](const MisereGame& g, const CallArgs& c) { return Value(g.distinguisher(other(c))); });
  add(t, "MisereMinus", [](const MisereGame& g, const CallArgs& c) { return Value(g.misere_minus(other(c))); });
}

}  // namespace cgt::lang
