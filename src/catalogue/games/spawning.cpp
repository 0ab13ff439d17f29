// CGSuite's coin-turning games in the catalogue: spawning(code, heap), the heap form, and
// turning(coins, code), a row of coins (game.heap.Spawning, game.strip.Turning).
#include <fmt/format.h>

#include "../impartial_entry.hpp"
#include "../partisan_play.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/spawning.hpp"
#include "cgt/impartial/misere_search.hpp"

namespace cgt::catalogue {
namespace {

constexpr std::int64_t kMaxHeap = 100'000;

Parameter code_parameter() {
  return string_parameter("code", "a turning code: coins turned (3, 1-3, 1+) and modifiers C, C(m), E, S, F");
}

// The nim-sum of the heaps' Grundy values g.
std::uint64_t nim_sum(const std::vector<std::uint64_t>& g, const Spawning::Position& heaps) {
  std::uint64_t x = 0;
  for (const std::int64_t h : heaps) x ^= g.at(static_cast<std::size_t>(h));
  return x;
}

// The Grundy values of heaps 0 .. the largest of `heaps`.
std::vector<std::uint64_t> grundy_values_to(const Spawning& rules, const Spawning::Position& heaps, Session& s) {
  return rules.grundy_values(heaps.empty() ? 0 : heaps.back(), s.run());
}

// The nim value of a sum of heaps.
Game nim_value(const Spawning& rules, const Spawning::Position& heaps, Session& s) {
  return Game::nimber(nim_sum(grundy_values_to(rules, heaps, s), heaps));
}

// Codes for random positions: Mock Turtles, Triplets, Ruler, Turnips.
constexpr const char* kRandomCodes[] = {"1-3", "3", "1+C", "3E"};

// A sum of heaps as a player reads it: "5 + 3 + 1", largest first; "0" for none.
std::string heaps_text(const Spawning::Position& heaps) {
  if (heaps.empty()) return "0";
  std::string out;
  for (auto it = heaps.rbegin(); it != heaps.rend(); ++it) out += (out.empty() ? "" : " + ") + std::to_string(*it);
  return out;
}

// A row of coins in lower case, as TurningRow plays it.
std::string lower_row(std::string coins) {
  Spawning::heads(coins);  // checks the characters
  for (char& c : coins) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return coins;
}

}  // namespace

GameEntry spawning_entry() {
  GameEntry e;
  e.name = "spawning";
  e.signatures = {{code_parameter(), integer_parameter("heap", "the heap size (a head at this position)", 0, kMaxHeap)}};
  e.example = "spawning(\"1-3\", 12)";
  e.description = "a heap n spawns the heaps of the other coins a turning move flips (Winning Ways ch. 14; "
                  "CGSuite's game.heap.Spawning; \"1-3\" is Mock Turtles)";
  e.engines = {{Command::Value, "Grundy values heap by heap (mex of nim-sums); misère canonical forms by search"},
               {Command::Outcome, kImpartialOutcomeEngine}, {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "spawning(\"1-3\", 300)"};
  e.value = [](const Arguments& a, Session& s) {
    return nim_value(Spawning(a.string("code")), {a.integer("heap")}, s);
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const Spawning rules(a.string("code"));
    const Spawning::Position start{a.integer("heap")};
    const std::vector<std::uint64_t> g = grundy_values_to(rules, start, s);
    return impartial_outcome<Spawning::Position>(
        nim_sum(g, start), r, [&] { return rules.moves(start); },
        [&](const Spawning::Position& p) { return nim_sum(g, p); }, heaps_text);
  };
  // Played as its row of coins, a head at n (Winning Ways ch. 14): two equal heaps
  // cancel, as two heads turned back do, so the game tree stays 2^n rows at most.
  e.play = [](const Arguments& a, Session& s, const PlayRequest& r) {
    const auto n = static_cast<std::size_t>(a.integer("heap"));
    std::string row(n, 't');
    if (n > 0) row.back() = 'h';
    return impartial_play(TurningRow(Spawning(a.string("code"))), row,
                          [](const std::string& p) { return heaps_text(Spawning::heads(p)); }, s, r);
  };
  e.misere = [](const Arguments& a, Session& s) {
    const Spawning rules(a.string("code"));
    return misere_canonical_form(rules, Spawning::Position{a.integer("heap")}, {}, s.run());
  };
  e.random_position = [](std::mt19937_64& rng) {
    return parse_term(fmt::format("spawning(\"{}\", {})", kRandomCodes[rng() % 4], rng() % 9));
  };
  e.normal_position = [](const Arguments& a) {
    Spawning(a.string("code"));  // checks the code
    Term t = a.normal_term();
    t.has_parentheses = true;
    return t;
  };
  return e;
}

GameEntry turning_entry() {
  GameEntry e;
  e.name = "turning";
  e.signatures = {{string_parameter("coins", "a row of coins: 'h' heads, 't' tails, position 1 at the left"),
                   code_parameter()}};
  e.example = "turning(\"htththtth\", \"1-3\")";
  e.description = "turn over coins as the code allows, the rightmost from heads to tails (Winning Ways ch. 14; "
                  "CGSuite's game.strip.Turning): the nim-sum of the heads' heaps in spawning";
  e.engines = {{Command::Value, "nim-sum of spawning's Grundy values at the heads"},
               {Command::Outcome, kImpartialOutcomeEngine},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "turning(\"hthhtthtthhhthttthhth\", \"1-3\")"};
  e.value = [](const Arguments& a, Session& s) {
    const Spawning::Position heads = Spawning::heads(a.string("coins"));
    if (!heads.empty() && heads.back() > kMaxHeap)
      throw LimitError(fmt::format("turning: a row of more than {} coins", kMaxHeap));
    return nim_value(Spawning(a.string("code")), heads, s);
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const std::string row = lower_row(a.string("coins"));
    const Spawning rules(a.string("code"));
    const Spawning::Position heads = Spawning::heads(row);
    if (!heads.empty() && heads.back() > kMaxHeap)
      throw LimitError(fmt::format("turning: a row of more than {} coins", kMaxHeap));
    const std::vector<std::uint64_t> g = grundy_values_to(rules, heads, s);
    return impartial_outcome<std::string>(
        nim_sum(g, heads), r, [&] { return TurningRow(rules).moves(row); },
        [&](const std::string& p) { return nim_sum(g, Spawning::heads(p)); }, [](const std::string& p) { return p; });
  };
  // The row's own misère form (the nim-sum of the heads' values does not keep misère play).
  e.misere = [](const Arguments& a, Session& s) {
    return misere_canonical_form(TurningRow(Spawning(a.string("code"))), lower_row(a.string("coins")), {}, s.run());
  };
  e.play = [](const Arguments& a, Session& s, const PlayRequest& r) {
    const std::string row = lower_row(a.string("coins"));
    if (row.size() > static_cast<std::size_t>(kMaxHeap))
      throw LimitError(fmt::format("turning: a row of more than {} coins", kMaxHeap));
    return impartial_play(TurningRow(Spawning(a.string("code"))), row, [](const std::string& p) { return p; }, s, r);
  };
  e.random_position = [](std::mt19937_64& rng) {
    std::string coins;
    for (std::uint64_t n = 1 + rng() % 8; n > 0; --n) coins += (rng() & 1) != 0 ? 'h' : 't';
    return parse_term(fmt::format("turning(\"{}\", \"{}\")", coins, kRandomCodes[rng() % 4]));
  };
  e.normal_position = [](const Arguments& a) {
    Spawning::heads(a.string("coins"));
    Spawning(a.string("code"));
    Term t = a.normal_term();
    t.has_parentheses = true;
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
