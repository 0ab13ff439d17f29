// Partizan Arc Kayles in the catalogue: a graph in CGSuite's notation ("lrlr(ll;ree(rl;l))").
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/partizan_arc_kayles.hpp"

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
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"}};
  e.bench = {Command::Value, "partizan_arc_kayles(\"lrlr(ll;ree(rl;l);lrelr(lre;rrl:A;el:A))\")"};
  e.value = [](const Arguments& a, Session& s) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return reduce(s, game, game.start(), a.string("graph"));
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const PartizanArcKayles game = PartizanArcKayles::parse(a.string("graph"));
    return search_outcome(s, game, game.start(), r, 4096);
  };
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

}  // namespace cgt::catalogue
