// CGSuite 1.x's sowing games in the catalogue: sowing([pits]) and
// basic_mancala([Left's pits], [Right's pits]).
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/sowing.hpp"

namespace cgt::catalogue {
namespace {

Term pits_term(const std::string& name, const std::vector<std::vector<std::int32_t>>& sides) {
  Term t;
  t.name = name;
  t.has_parentheses = true;
  for (const auto& side : sides) {
    TermValue::List list;
    for (const std::int32_t s : side) list.items.push_back(TermValue{std::int64_t{s}, 0});
    TermValue v;
    v.data = std::move(list);
    t.positional.push_back(std::move(v));
  }
  return t;
}

std::vector<std::int64_t> random_pits(std::mt19937_64& rng, std::size_t max_pits) {
  std::vector<std::int64_t> pits(1 + rng() % max_pits);
  for (auto& s : pits) s = static_cast<std::int64_t>(rng() % 4);
  return pits;
}

}  // namespace

GameEntry sowing_entry() {
  GameEntry e;
  e.name = "sowing";
  e.signatures = {{integer_list_parameter("pits", "seeds in each pit, left to right")}};
  e.example = "sowing([2,2,2,2,2,2])";
  e.description = "empty a pit and sow its seeds one per pit, Left rightwards, Right leftwards, the last into a "
                  "non-empty pit (CGSuite 1.x's game.sowing.Sowing; Erickson 1996)";
  e.engines = {{Command::Value, "canonical reducer (mirror image as negation)"},
               {Command::Outcome, "outcome search"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "sowing([2,2,2,2,2,2,2,2])"};
  e.value = [](const Arguments& a, Session& s) { return reduce(s, Sowing{}, Sowing::parse(a.integers("pits"))); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, Sowing{}, Sowing::parse(a.integers("pits")), r, 0);
  };
  serve_play(e, [](const Arguments& a) { return std::tuple{Sowing{}, Sowing::parse(a.integers("pits")), &Sowing::to_string}; });
  e.random_position = [](std::mt19937_64& rng) {
    std::vector<std::int32_t> pits;
    for (const std::int64_t p : random_pits(rng, 6)) pits.push_back(static_cast<std::int32_t>(p));
    return pits_term("sowing", {pits});
  };
  e.normal_position = [](const Arguments& a) {
    const std::vector<std::int64_t> pits = a.integers("pits");
    Sowing::parse(pits);  // checks the pits
    return pits_term("sowing", {std::vector<std::int32_t>(pits.begin(), pits.end())});
  };
  return e;
}

GameEntry basic_mancala_entry() {
  GameEntry e;
  e.name = "basic_mancala";
  e.signatures = {{integer_list_parameter("left", "seeds in Left's pits, in sowing order"),
                   integer_list_parameter("right", "seeds in Right's pits, in sowing order")}};
  e.example = "basic_mancala([1,8],[2,1])";
  e.description = "empty one of your pits and sow round the board past both stores, where seeds leave the game "
                  "(CGSuite 1.x's game.sowing.BasicMancala)";
  e.engines = {{Command::Value, "canonical reducer (sides exchanged as negation)"},
               {Command::Outcome, "outcome search"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "basic_mancala([2,2,2],[2,2,2])"};
  const auto start = [](const Arguments& a) { return BasicMancala::parse(a.integers("left"), a.integers("right")); };
  e.value = [start](const Arguments& a, Session& s) { return reduce(s, BasicMancala{}, start(a)); };
  e.outcome = [start](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, BasicMancala{}, start(a), r, 0);
  };
  serve_play(e, [start](const Arguments& a) { return std::tuple{BasicMancala{}, start(a), &BasicMancala::to_string}; });
  e.random_position = [](std::mt19937_64& rng) {
    std::vector<std::int32_t> l, r;
    for (const std::int64_t p : random_pits(rng, 3)) l.push_back(static_cast<std::int32_t>(p));
    for (const std::int64_t p : random_pits(rng, 3)) r.push_back(static_cast<std::int32_t>(p));
    return pits_term("basic_mancala", {l, r});
  };
  e.normal_position = [start](const Arguments& a) {
    const BasicMancala::Position p = start(a);
    return pits_term("basic_mancala", {p.first, p.second});
  };
  return e;
}

}  // namespace cgt::catalogue
