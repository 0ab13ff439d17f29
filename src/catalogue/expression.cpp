// Expressions with catalogue terms (see cgt/catalogue/expression.hpp).
#include "cgt/catalogue/expression.hpp"

#include "cgt/catalogue/registry.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {

Game value_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  return entry.value(entry.arguments(term), session);
}

Game evaluate(std::string_view expression, Session& session) {
  const TermParser terms = [&session](std::string_view text, std::size_t& pos) {
    return value_of(parse_term_at(text, pos), session);
  };
  return parse_game(expression, terms);
}

}  // namespace cgt
