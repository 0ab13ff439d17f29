// Partizan Arc Kayles in the catalogue: a graph in CGSuite's notation ("lrlr(ll;ree(rl;l))").
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/partizan_arc_kayles.hpp"
#include "cgt/impartial/misere_search.hpp"

namespace cgt::catalogue {

GameEntry partizan_arc_kayles_entry() {
  GameEntry e;
  e.name = "partizan_arc_kayles";
  e.signatures = {{string_parameter("graph",
                                    "a graph in CGSuite's notation: edges 'l' blue, 'r' red, 'e' green, branches "
                                    "'(..;..)', ':A' or ':{name}' names a vertex")}};
  e.example = "partizan_arc_kayles(\"lrlr(ll;ree(rl;l))\")";
  e.description = "take an edge of your colour (green: either) and delete both its ends (CGSuite's "
                  "game.graph.PartizanArcKayles)";
  e.engines = {{Command::Value, "canonical reducer (connected parts)"},
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "partizan_arc_kayles(\"lrlr(ll;ree(rl;l);lrelr(lre;rrl:A;el:A))\")"};
  e.value = [](const Arguments& a, Session& s) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return reduce(s, game, game.start(), a.string("graph"));
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return search_outcome(s, game, game.start(), r, kDefaultComponentBudget);
  };
  serve_play(e, [](const Arguments& a) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return std::tuple{game, game.start(), [game](const std::uint64_t& p) { return game.describe(p); }};
  });
  e.misere_outcome = [](const Arguments& a, Session& s) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return search_misere_outcome(s, game, game.start());
  };
  e.random_position = [](std::mt19937_64& rng) {
    std::string text(1 + rng() % 7, 'l');
    for (char& c : text) c = "lre"[rng() % 3];
    if (text.size() >= 4 && rng() % 2) text = fmt::format("{}({};{})", text.substr(0, 2), text.substr(2, 2), text.substr(4));
    return board_term("partizan_arc_kayles", text);
  };
  e.normal_position = [](const Arguments& a) {
    PartizanArcKayles::parse(a.string("graph"));  // checks the graph
    return board_term("partizan_arc_kayles", a.string("graph"));
  };
  return e;
}

namespace {
PartizanArcKayles arc_kayles_of(const Arguments& a) {
  return a.signature() == 0 ? PartizanArcKayles::impartial(a.string("graph")) : PartizanArcKayles::path(a.small_integer("path"));
}
}  // namespace

// Arc Kayles: the impartial game, every edge either player's.
GameEntry arc_kayles_entry() {
  GameEntry e;
  e.name = "arc_kayles";
  e.signatures = {{string_parameter("graph", "a graph in CGSuite's notation: '.' vertices, '-' edges, branches "
                                             "'(..;..)', ':A' names a vertex")},
                  {integer_parameter("path", "the path of this many vertices (CGSuite's Graph.Path(n))", 0, 64)}};
  e.example = "arc_kayles(\".-.-.(-.;-.-.)\")";
  e.description = "take an edge and delete both its ends (Schaefer 1978; CGSuite's game.graph.ArcKayles; on a path "
                  "it is Dawson's Kayles)";
  e.engines = {{Command::Value, "canonical reducer (connected parts): a nimber"},
               {Command::Outcome, "outcome search"},
               {Command::Play, kPlayEngine}};
  serve_play(e, [](const Arguments& a) {
    const PartizanArcKayles game = arc_kayles_of(a);
    return std::tuple{game, game.start(), [game](const std::uint64_t& p) { return game.describe(p); }};
  });
  e.bench = {Command::Value, "arc_kayles(\".-.-.-.-.(-.-.-.;-.-.-.(-.-.;-.-.-.))\")"};
  e.value = [](const Arguments& a, Session& s) {
    const PartizanArcKayles game = arc_kayles_of(a);
    return reduce(s, game, game.start(), "arc_kayles " + to_string(a.normal_term()));
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const PartizanArcKayles game = arc_kayles_of(a);
    return search_outcome(s, game, game.start(), r, 0);
  };
  e.misere = [](const Arguments& a, Session& s) {
    const PartizanArcKayles game = arc_kayles_of(a);
    return misere_canonical_form(game, game.start(), {}, s.run());
  };
  e.random_position = [](std::mt19937_64& rng) {
    std::string text = ".";
    const int n = static_cast<int>(rng() % 7);
    for (int i = 0; i < n; ++i) text += "-.";
    if (n >= 2 && rng() % 2) text += "(-.;-.:A-.-.:A)";  // a fork and a triangle
    return board_term("arc_kayles", text);
  };
  e.normal_position = [](const Arguments& a) {
    arc_kayles_of(a);  // checks the graph
    Term t = a.normal_term();
    t.has_parentheses = true;
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
