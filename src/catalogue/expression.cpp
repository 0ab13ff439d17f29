// The value of a catalogue position (see cgt/catalogue/expression.hpp).
#include "cgt/catalogue/expression.hpp"

#include <fmt/format.h>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"

namespace cgt {

Game value_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  return entry.value(entry.arguments(term), session);
}

MisereGame misere_form_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  if (!entry.misere)
    throw DomainError(fmt::format("{} has no misère canonical form: only impartial games of the catalogue have one",
                                  entry.name));
  return entry.misere(entry.arguments(term), session);
}

}  // namespace cgt
