// Functions of the expression language called by name: Tiny, Miny (Winning Ways ch. 5),
// error.
#include <fmt/format.h>

#include "methods.hpp"

namespace cgt::lang {

Game tiny(Game g) {
  const Game inner = Game::from_options(std::vector<Game>{Game()}, std::vector<Game>{-g});
  return Game::from_options(std::vector<Game>{Game()}, std::vector<Game>{inner});
}

Game miny(Game g) { return -tiny(g); }

void add_functions(MethodTable& t) {
  // Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}.
  t.add_function("Tiny", [](const CallArgs& c) {
    c.arity(1, 1);
    return Value(tiny(c.at(0).as_game("a game")));
  });
  t.add_function("Miny", [](const CallArgs& c) {
    c.arity(1, 1);
    return Value(miny(c.at(0).as_game("a game")));
  });
  t.add_function("error", [](const CallArgs& c) -> Value {
    c.arity(1, 1);
    const Value& m = c.at(0);
    throw DomainError(m.is<std::string>() ? *m.get<std::string>() : to_string(m));
  });
}

}  // namespace cgt::lang
