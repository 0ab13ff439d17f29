// Col, Snort and Fjords (CGSuite's GenCol schema) in the catalogue: a graph in CGSuite's notation
// with tinted vertices ("R-.-R-.-L-.", ".-.-.(-.;-.)").
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/gen_col.hpp"

namespace cgt::catalogue {
namespace {

GameEntry gen_col_entry(const std::string& name, GenCol::Rule rule, std::string example, std::string description,
                        std::string bench) {
  GameEntry e;
  e.name = name;
  e.signatures = {{string_parameter("graph",
                                    "a graph in CGSuite's notation: vertices '.' uncoloured, 'L' or 'R' tinted (next "
                                    "to a Left or Right vertex), '-' edges, branches '(..;..)', ':A' names a vertex")}};
  e.example = std::move(example);
  e.description = std::move(description);
  e.engines = {{Command::Value, "canonical reducer (connected parts, tints swapped as negation)"},
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, std::move(bench)};
  e.value = [name, rule](const Arguments& a, Session& s) {
    const GenCol game = GenCol::parse(a.string("graph"), rule);
    return reduce(s, game, game.start(), name + " " + a.string("graph"));
  };
  e.outcome = [rule](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const GenCol game = GenCol::parse(a.string("graph"), rule);
    return search_outcome(s, game, game.start(), r, kDefaultComponentBudget,
                          [&game](const GenCol::Position& p) { return game.describe(p); });
  };
  serve_play(e, [rule](const Arguments& a) {
    const GenCol game = GenCol::parse(a.string("graph"), rule);
    return std::tuple{game, game.start(), [game](const GenCol::Position& p) { return game.describe(p); }};
  });
  e.misere_outcome = [rule](const Arguments& a, Session& s) {
    const GenCol game = GenCol::parse(a.string("graph"), rule);
    return search_misere_outcome(s, game, game.start());
  };
  e.random_position = [name](std::mt19937_64& rng) {
    std::string text;
    const int n = 1 + static_cast<int>(rng() % 7);
    for (int i = 0; i < n; ++i) text += fmt::format("{}{}", i == 0 ? "" : "-", "..LR"[rng() % 4]);
    if (n >= 3 && rng() % 2) text += "(-.;-.:A-.-.:A)";  // a fork and a triangle
    return board_term(name, text);
  };
  e.normal_position = [name, rule](const Arguments& a) {
    GenCol::parse(a.string("graph"), rule);  // checks the graph
    return board_term(name, a.string("graph"));
  };
  return e;
}

}  // namespace

GameEntry col_entry() {
  return gen_col_entry("col", GenCol::Rule::Col, "col(\"R-.-R-.-L-.-R-.-R-.\")",
                       "colour a vertex not next to one of your colour (Winning Ways ch. 2; CGSuite's game.graph.Col)",
                       "col(\"R-.-.-.(-.-.-L;-.-.(-.;-.-R);-.:A-.-.-.:A)\")");
}

GameEntry snort_entry() {
  return gen_col_entry("snort", GenCol::Rule::Snort, "snort(\".-.-.(-.;-.)\")",
                       "colour a vertex not next to one of the other colour (Winning Ways ch. 2; CGSuite's "
                       "game.graph.Snort)",
                       "snort(\".-L-.-.(-.-.-.;-.-.(-R;-.-.);-.:A-.-.:A)\")");
}

GameEntry fjords_entry() {
  return gen_col_entry("fjords", GenCol::Rule::Fjords, "fjords(\"L-.-.-R-.\")",
                       "colour a vertex next to one of your colour and not next to one of the other (CGSuite's "
                       "game.graph.Fjords, GenCol([Left], [Right]))",
                       "fjords(\"L-.-.-.(-.-.-R;-.-.(-.;-.-L);-.:A-.-.-.:A)\")");
}

}  // namespace cgt::catalogue
