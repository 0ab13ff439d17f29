// The value of a catalogue position (see cgt/catalogue/expression.hpp).
#include "cgt/catalogue/expression.hpp"

#include "cgt/catalogue/registry.hpp"

namespace cgt {

Game value_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  return entry.value(entry.arguments(term), session);
}

}  // namespace cgt
