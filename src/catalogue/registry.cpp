// The game registry (see cgt/catalogue/registry.hpp).
#include "cgt/catalogue/registry.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/partisan/loopy/component_values.hpp"
#include "cgt/partisan/loopy/loopy_outcome.hpp"

namespace cgt {
namespace {

// Levenshtein distance, for "did you mean" lists.
std::size_t distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

bool close(std::string_view typed, std::string_view name) {
  if (typed.size() >= 3 && name.find(typed) != std::string_view::npos) return true;
  return distance(typed, name) <= std::max<std::size_t>(2, name.size() / 3);
}

}  // namespace

const char* to_string(Command command) {
  switch (command) {
    case Command::Value: return "value";
    case Command::Outcome: return "outcome";
    case Command::Solve: return "solve";
    case Command::Play: return "play";
    case Command::Query: return "query";
    case Command::Heap: return "heap";
  }
  return "?";
}

bool GameEntry::serves(Command c) const {
  switch (c) {
    case Command::Value: return static_cast<bool>(value) || static_cast<bool>(loopy_value);
    case Command::Outcome: return static_cast<bool>(outcome);
    case Command::Solve: return static_cast<bool>(solve);
    case Command::Play: return static_cast<bool>(play);
    case Command::Query: return static_cast<bool>(query) || static_cast<bool>(query_tiers);
    case Command::Heap: return static_cast<bool>(heap);
  }
  return false;
}

Arguments GameEntry::arguments(const Term& term) const {
  Arguments a = bind_arguments(term, signatures);
  a.normal_.name = name;
  return a;
}

void Registry::add(GameEntry entry) {
  // A loopy ruleset given by its position graphs: the value by components, the outcome
  // class by plain play (the same class as the value's, found without sidling).
  if (entry.loopy_graph && !entry.loopy_value)
    entry.loopy_value = [graph = entry.loopy_graph](const Arguments& a, Session& s) {
      return loopy::value_by_components(graph(a, s), 0, s.run());
    };
  if (entry.loopy_graph && !entry.outcome) {
    entry.outcome = [graph = entry.loopy_graph](const Arguments& a, Session& s, const OutcomeRequest&) {
      const loopy::Graph g = graph(a, s);
      OutcomeReport r;
      r.loopy_outcome = loopy::outcome_class_by_play(g, s.run());
      r.nodes = g.size();
      return r;
    };
    entry.engines.emplace_back(Command::Outcome, "retrograde analysis of the position graph (draws count for "
                                                 "Left on the onside, for Right on the offside)");
  }
  // A game with a short value and no search of its own (heap games, spawning, turning):
  // the outcome class of its canonical form.
  if (entry.value && !entry.outcome && !entry.loopy_graph) {
    entry.outcome = [value = entry.value](const Arguments& a, Session& s, const OutcomeRequest&) {
      OutcomeReport r;
      r.outcome = cgt::outcome(value(a, s));
      return r;
    };
    entry.outcome_from_value = true;
    entry.engines.emplace_back(Command::Outcome, "the outcome class of its value");
  }
  std::vector<std::string> names = entry.aliases;
  names.push_back(entry.name);
  for (const std::string& n : names)
    if (find(n) != nullptr) throw Error(fmt::format("internal: the game name '{}' is registered twice", n));
  for (Command c : {Command::Value, Command::Outcome, Command::Solve, Command::Play, Command::Query, Command::Heap}) {
    const bool described = std::any_of(entry.engines.begin(), entry.engines.end(),
                                       [c](const auto& e) { return e.first == c; });
    if (entry.serves(c) != described)
      throw Error(fmt::format("internal: {} serves '{}' without saying how (or the reverse)", entry.name, to_string(c)));
  }
  entries_.push_back(std::move(entry));
}

const GameEntry* Registry::find(std::string_view name) const {
  for (const GameEntry& e : entries_) {
    if (e.name == name) return &e;
    if (std::find(e.aliases.begin(), e.aliases.end(), name) != e.aliases.end()) return &e;
  }
  // CGSuite's class names (GenClobber, ToadsAndFrogs, NoGo) in snake_case.
  if (std::any_of(name.begin(), name.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }))
    return find(snake_case(name));
  return nullptr;
}

const GameEntry& Registry::at(std::string_view name) const {
  if (const GameEntry* e = find(name)) return *e;
  std::string near;
  for (const GameEntry& e : entries_)
    if (close(name, e.name)) near += (near.empty() ? "" : ", ") + e.name;
  if (!near.empty()) throw ParseError(fmt::format("unknown game '{}' (did you mean {}?)", name, near));
  throw ParseError(fmt::format("unknown game '{}' ('cgt games' lists them)", name));
}

const GameEntry& Registry::at(const Term& term, Command command) const {
  const GameEntry* e = find(term.name);
  if (e == nullptr) {
    try {
      at(term.name);
    } catch (const ParseError& error) {
      throw ParseError(fmt::format("{} at column {}", error.what(), term.column));
    }
  }
  if (!e->serves(command)) {
    std::string served;
    for (const auto& [c, how] : e->engines) served += (served.empty() ? "" : ", ") + std::string(to_string(c));
    throw ParseError(fmt::format("{} has no '{}' (it serves: {})", e->name, to_string(command), served));
  }
  return *e;
}

}  // namespace cgt
