// CGSuite's coin-turning games in the catalogue: spawning(code, heap), the heap form, and
// turning(coins, code), a row of coins (game.heap.Spawning, game.strip.Turning).
#include <fmt/format.h>

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

// The nim value of a sum of heaps: the nim-sum of their Grundy values.
Game nim_value(const Spawning& rules, const Spawning::Position& heaps, Session& s) {
  const std::int64_t top = heaps.empty() ? 0 : heaps.back();
  const std::vector<std::uint64_t> g = rules.grundy_values(top, s.run());
  std::uint64_t x = 0;
  for (const std::int64_t h : heaps) x ^= g[static_cast<std::size_t>(h)];
  return Game::nimber(x);
}

}  // namespace

GameEntry spawning_entry() {
  GameEntry e;
  e.name = "spawning";
  e.signatures = {{code_parameter(), integer_parameter("heap", "the heap size (a head at this position)", 0, kMaxHeap)}};
  e.example = "spawning(\"1-3\", 20)";
  e.description = "a heap n spawns the heaps of the other coins a turning move flips (Winning Ways ch. 14; "
                  "CGSuite's game.heap.Spawning; \"1-3\" is Mock Turtles)";
  e.engines = {{Command::Value, "Grundy values heap by heap (mex of nim-sums); misère canonical forms by search"}};
  e.bench = {Command::Value, "spawning(\"1-3\", 300)"};
  e.value = [](const Arguments& a, Session& s) {
    return nim_value(Spawning(a.string("code")), {a.integer("heap")}, s);
  };
  e.misere = [](const Arguments& a, Session& s) {
    const Spawning rules(a.string("code"));
    return misere_canonical_form(rules, Spawning::Position{a.integer("heap")}, {}, s.run());
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
  e.engines = {{Command::Value, "nim-sum of spawning's Grundy values at the heads"}};
  e.bench = {Command::Value, "turning(\"hthhtthtthhhthttthhth\", \"1-3\")"};
  e.value = [](const Arguments& a, Session& s) {
    const Spawning::Position heads = Spawning::heads(a.string("coins"));
    if (!heads.empty() && heads.back() > kMaxHeap)
      throw LimitError(fmt::format("turning: a row of more than {} coins", kMaxHeap));
    return nim_value(Spawning(a.string("code")), heads, s);
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
