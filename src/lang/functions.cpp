// Functions of the expression language called by name: Tiny, Miny (Winning Ways ch. 5),
// error.
#include <fmt/format.h>

#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "loopy_builder.hpp"
#include "methods.hpp"

namespace cgt::lang {

// Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}, of short and loopy games alike.
Value tiny_of(const Value& g) {
  if (g.is_loopy()) return loopy_from_options({Value(Game())}, {loopy_from_options({Value(Game())}, {apply_unary("-", g)})});
  return Value(tiny(g.as_game("a game")));
}

Value miny_of(const Value& g) {
  if (g.is_loopy()) return loopy_from_options({loopy_from_options({g}, {Value(Game())})}, {Value(Game())});
  return Value(miny(g.as_game("a game")));
}

void add_functions(MethodTable& t) {
  t.add_function("Tiny", [](const CallArgs& c) {
    c.arity(1, 1);
    return tiny_of(c.at(0));
  });
  t.add_function("Miny", [](const CallArgs& c) {
    c.arity(1, 1);
    return miny_of(c.at(0));
  });
  // The games born by day n (CGSuite's DayN; Siegel, CGT, II.1): all, all-small, or
  // those equal to their reduced canonical forms.
  t.add_function("DayN", [](const CallArgs& c) {
    c.arity(1, 1);
    const long day = c.at(0).as_long("a day");
    if (day < 0 || day > 64) throw DomainError(fmt::format("DayN: the day must be between 0 and 64, not {}", day));
    const bool all_small = c.named("allSmall", "all_small").value_or(Value(false)).as_bool("allSmall");
    const bool reduced = c.named("reduced", "reduced").value_or(Value(false)).as_bool("reduced");
    std::vector<Value> games;
    for (Game g : games_born_by(static_cast<int>(day), all_small, reduced)) games.emplace_back(g);
    return Value::set(std::move(games));
  });
  // CGSuite's Max(c), Min(c), Mex(c) and Sum(c): the collection's method, so that a
  // generator reads as in CGSuite: Sum(x * x for x from 1 to 5).
  for (const char* name : {"Max", "Min", "Mex", "Sum"}) {
    t.add_function(name, [name](const CallArgs& c) {
      c.arity(1, 1);
      if (c.at(0).collection() == nullptr)
        throw DomainError(fmt::format("{} expects a collection, found {}", name, c.at(0).type_name()));
      return c.interpreter.call_method(c.at(0), name, {});
    });
  }
  t.add_function("error", [](const CallArgs& c) -> Value {
    c.arity(1, 1);
    const Value& m = c.at(0);
    throw DomainError(m.is<std::string>() ? *m.get<std::string>() : to_string(m));
  });
}

}  // namespace cgt::lang
