// Childish Hackenbush in the catalogue: a graph in CGSuite's notation ("l(l;rl)").
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/hackenbush_graph.hpp"

namespace cgt::catalogue {
namespace {

HackenbushGraph graph_of(const Arguments& a) {
  return HackenbushGraph::from_cgsuite(a.string("picture"), "childish_hackenbush", true);
}

}  // namespace

GameEntry childish_hackenbush_entry() {
  GameEntry e;
  e.name = "childish_hackenbush";
  e.signatures = {{string_parameter("picture",
                                    "a graph in CGSuite's notation: edges 'l' blue, 'r' red, 'e' green from the "
                                    "ground up, branches '(..;..)', ':A' or ':{name}' names a vertex")}};
  e.example = "childish_hackenbush(\"l(l;rl)\")";
  e.description = "Hackenbush where a blue or red edge may be cut only if nothing else falls (CGSuite's "
                  "game.graph.ChildishHackenbush)";
  e.engines = {{Command::Value, "canonical reducer (components at the ground)"},
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "childish_hackenbush(\"(e:B;e:Bllllllrrr:B;lrlr(lre;rl:C);rl:C;elr(le;rre))\")"};
  e.value = [](const Arguments& a, Session& s) {
    const HackenbushGraph graph = graph_of(a);
    return reduce(s, graph, graph.start(), "childish " + a.string("picture"));
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const HackenbushGraph graph = graph_of(a);
    return search_outcome(s, graph, graph.start(), r, kDefaultComponentBudget);
  };
  serve_play(e, [](const Arguments& a) {
    const HackenbushGraph graph = graph_of(a);
    return std::tuple{graph, graph.start(), [graph](const std::uint64_t& p) { return graph.describe(p); }};
  });
  e.random_position = [](std::mt19937_64& rng) {
    std::string text(1 + rng() % 6, 'l');
    for (char& c : text) c = "lre"[rng() % 3];
    if (text.size() >= 4 && rng() % 2) text = fmt::format("{}:A{}:A", text.substr(0, 1), text.substr(1));
    return board_term("childish_hackenbush", text);
  };
  e.normal_position = [](const Arguments& a) {
    graph_of(a);  // checks the picture
    return board_term("childish_hackenbush", a.string("picture"));
  };
  return e;
}

}  // namespace cgt::catalogue
