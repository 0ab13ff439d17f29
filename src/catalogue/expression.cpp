// The value of a catalogue position (see cgt/catalogue/expression.hpp).
#include "cgt/catalogue/expression.hpp"

#include <fmt/format.h>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"

namespace cgt {

Game value_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  if (!entry.value)
    throw DomainError(fmt::format("{} is a loopy game: its positions have values (stoppers or onside & offside), "
                                  "not canonical forms",
                                  entry.name));
  return entry.value(entry.arguments(term), session);
}

bool is_loopy_term(const Term& term, const Session& session) {
  const GameEntry* entry = session.registry().find(term.name);
  return entry != nullptr && static_cast<bool>(entry->loopy_value);
}

loopy::SidedValue loopy_value_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  if (!entry.loopy_value) throw DomainError(fmt::format("{} is not a loopy game", entry.name));
  return entry.loopy_value(entry.arguments(term), session);
}

MisereGame misere_form_of(const Term& term, Session& session) {
  const GameEntry& entry = session.registry().at(term, Command::Value);
  if (!entry.misere)
    throw DomainError(fmt::format("{} has no misère canonical form: only impartial games of the catalogue have one",
                                  entry.name));
  return entry.misere(entry.arguments(term), session);
}

}  // namespace cgt
