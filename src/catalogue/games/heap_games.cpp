// The named heap games in the catalogue: Kayles, Dawson's Kayles, Dawson's Chess,
// Officers and Grundy's game. `cgt heap NAME` computes their Grundy sequences;
// `NAME(n)` in an expression is the nimber of one heap of size n, and
// `NAME(n).MisereCanonicalForm` the heap's misère canonical form.
#include <fmt/format.h>

#include <algorithm>
#include <random>

#include "../impartial_entry.hpp"
#include "../partisan_play.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/heap_sum.hpp"

namespace cgt::catalogue {
namespace {

Parameter heap_parameter() {
  return integer_parameter("heap", "the heap size (for the value of one heap)", 0, 10'000'000, 0);
}

// A heap game whose rule comes from its arguments (the code of take_and_break) or is
// fixed (kayles); `prefix` writes a heap of it back as a term: "kayles(" for kayles(7).
GameEntry heap_game_of(std::string name, std::vector<Signature> signatures,
                       std::function<HeapRule(const Arguments&)> rule,
                       std::function<std::string(const Arguments&)> prefix, std::string description) {
  GameEntry e;
  e.name = std::move(name);
  e.signatures = std::move(signatures);
  e.description = std::move(description);
  e.heap = rule;
  e.value = [rule](const Arguments& a, Session& s) {
    const auto n = static_cast<std::size_t>(a.integer("heap"));
    const HeapAnalysis values = analyze_heap_game(rule(a), n + 1, s.run());
    return Game::nimber(values.values.at(n));
  };
  // Misère play is not kept by the nimber: the heap's own misère canonical form.
  e.misere = [rule](const Arguments& a, Session& s) {
    return heap_misere_form(rule(a), static_cast<std::uint64_t>(a.integer("heap")), s.run());
  };
  e.outcome = [rule](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const auto n = static_cast<std::uint64_t>(a.integer("heap"));
    return heap_outcome(rule(a), n, analyze_heap_game(rule(a), n + 1, s.run()).values, r, s.run());
  };
  e.play = [rule](const Arguments& a, Session& s, const PlayRequest& r) {
    return impartial_play(HeapSum(rule(a)), HeapSum::heap(static_cast<std::uint64_t>(a.integer("heap"))),
                          HeapSum::to_string, s, r);
  };
  e.position_options = [rule, prefix](const Arguments& a, Session& s) {
    const std::string start = prefix(a);
    return heap_options_as_sums(rule(a), static_cast<std::uint64_t>(a.integer("heap")),
                                [&](std::uint64_t h) { return fmt::format("{}{})", start, h); }, s.run());
  };
  e.engines = {{Command::Value, "the nimber *G(n) from the Grundy sequence"},
               {Command::Heap, "sparse-space Grundy values, period certified by the octal periodicity theorem"},
               {Command::Outcome, kImpartialOutcomeEngine},
               {Command::Play, kPlayEngine}};
  e.normal_position = [](const Arguments& a) { return a.normal_term(); };
  return e;
}

GameEntry heap_game(std::string name, std::vector<std::string> aliases, std::function<HeapRule()> rule,
                    std::string description, std::string bench_count) {
  const std::string prefix = name + "(";
  GameEntry e = heap_game_of(
      std::move(name), {{heap_parameter()}}, [rule](const Arguments&) { return rule(); },
      [prefix](const Arguments&) { return prefix; }, std::move(description));
  e.aliases = std::move(aliases);
  e.example = e.name + "(7)";
  e.bench = {Command::Heap, e.name + "(" + bench_count + ")"};
  e.random_position = [name = e.name](std::mt19937_64& rng) { return parse_term(fmt::format("{}({})", name, rng() % 13)); };
  return e;
}

// Any octal or hexadecimal code, CGSuite's TakeAndBreak: take_and_break("0.77", 7) or,
// as CGSuite writes it, take_and_break("0.77")(7) is a Kayles heap of 7 (the second
// form puts the heap first: the position's arguments come before the ruleset's).
GameEntry take_and_break_entry() {
  const Parameter code =
      string_parameter("code", "a take-and-break code: octal 0.77, hexadecimal 4.0, CGSuite's 0.[3] and 4!.0");
  GameEntry e = heap_game_of(
      "take_and_break", {{code, heap_parameter()}, {heap_parameter(), code}},
      [](const Arguments& a) { return HeapRule::parse(a.string("code")); },
      [](const Arguments& a) { return fmt::format("take_and_break({}, ", to_string(TermValue{a.string("code"), 0})); },
      "the heap game of a take-and-break code (Winning Ways ch. 4; CGSuite's game.heap.TakeAndBreak)");
  e.example = "take_and_break(\"0.77\")(7)";
  e.bench = {Command::Heap, "take_and_break(\"0.16\", 5000)"};
  e.random_position = [](std::mt19937_64& rng) {
    const char* codes[] = {"0.77", "0.07", "0.137", "4.0", "0.3F", "0.[3]"};
    return parse_term(fmt::format("take_and_break(\"{}\", {})", codes[rng() % 6], rng() % 13));
  };
  return e;
}

}  // namespace

std::vector<GameEntry> heap_game_entries() {
  return {
      heap_game("nim", {}, [] { return HeapRule::parse("0.[3]"); },
                "take any number of beans from one heap, 0.[3] (Bouton 1901; Winning Ways ch. 2; CGSuite's game.heap.Nim)",
                "5000"),
      heap_game("kayles", {}, [] { return HeapRule::parse("0.77"); },
                "octal 0.77: knock down one pin or two adjacent pins (Dudeney 1908; Winning Ways ch. 4; OEIS A002186)", "5000"),
      heap_game("dawsons_kayles", {"dawsons-kayles"}, [] { return HeapRule::parse("0.07"); },
                "octal 0.07: knock down two adjacent pins (Winning Ways ch. 4; OEIS A002187)", "5000"),
      heap_game("dawsons_chess", {"dawsons-chess"}, [] { return HeapRule::parse("0.137"); },
                "octal 0.137: pawns on a 3 x n board (Dawson 1934; Winning Ways ch. 4)", "5000"),
      heap_game("officers", {}, [] { return HeapRule::parse("0.6"); },
                "octal 0.6: take one bean, leaving the rest in at most two non-empty heaps (Winning Ways ch. 4)", "20000"),
      heap_game("grundys_game", {"grundy"}, [] { return HeapRule::grundys_game(); },
                "split one heap into two unequal heaps (Grundy 1939; Winning Ways ch. 4; OEIS A002188)", "20000"),
      take_and_break_entry(),
  };
}

}  // namespace cgt::catalogue
