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

GameEntry heap_game(std::string name, std::vector<std::string> aliases, std::function<HeapRule()> rule,
                    std::string description, std::string bench_count) {
  GameEntry e;
  e.name = std::move(name);
  e.aliases = std::move(aliases);
  e.signatures = {{integer_parameter("heap", "the heap size (for the value of one heap)", 0, 10'000'000, 0)}};
  e.example = e.name + "(7)";
  e.description = std::move(description);
  e.heap = [rule](const Arguments&) { return rule(); };
  e.value = [rule](const Arguments& a, Session& s) {
    const auto n = static_cast<std::size_t>(a.integer("heap"));
    const HeapAnalysis values = analyze_heap_game(rule(), n + 1, s.run());
    return Game::nimber(values.values.at(n));
  };
  // Misère play is not kept by the nimber: the heap's own misère canonical form.
  e.misere = [rule](const Arguments& a, Session& s) {
    return heap_misere_form(rule(), static_cast<std::uint64_t>(a.integer("heap")), s.run());
  };
  e.outcome = [rule](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const auto n = static_cast<std::uint64_t>(a.integer("heap"));
    return heap_outcome(rule(), n, analyze_heap_game(rule(), n + 1, s.run()).values, r, s.run());
  };
  e.play = [rule](const Arguments& a, Session& s, const PlayRequest& r) {
    return impartial_play(HeapSum(rule()), HeapSum::heap(static_cast<std::uint64_t>(a.integer("heap"))),
                          HeapSum::to_string, s, r);
  };
  e.position_options = [rule, name = e.name](const Arguments& a, Session& s) {
    return heap_options_as_sums(rule(), static_cast<std::uint64_t>(a.integer("heap")),
                                [&](std::uint64_t h) { return fmt::format("{}({})", name, h); }, s.run());
  };
  e.engines = {{Command::Value, "the nimber *G(n) from the Grundy sequence"},
               {Command::Heap, "sparse-space Grundy values, period certified by the octal periodicity theorem"},
               {Command::Outcome, kImpartialOutcomeEngine},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Heap, e.name + "(" + bench_count + ")"};
  e.normal_position = [](const Arguments& a) { return a.normal_term(); };
  e.random_position = [name = e.name](std::mt19937_64& rng) { return parse_term(fmt::format("{}({})", name, rng() % 13)); };
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
  };
}

}  // namespace cgt::catalogue
