// Backsliding Toads and Frogs in the catalogue: a loopy ruleset, valued by components.
#include "../loopy_play.hpp"
#include "../partisan_entry.hpp"
#include "cgt/games/backsliding_toads_and_frogs.hpp"
#include "cgt/partisan/loopy/position_graph.hpp"

namespace cgt::catalogue {

GameEntry backsliding_toads_and_frogs_entry() {
  using G = BackslidingToadsAndFrogs;
  GameEntry e;
  e.name = "backsliding_toads_and_frogs";
  e.signatures = {board_signature("a strip: 't' toads (Left, move right), 'f' frogs (Right, move left), '.' empty")};
  e.example = "backsliding_toads_and_frogs(\"tt.ff\")";
  e.description =
      "Toads and Frogs where a piece may also slide one cell back: a loopy game, valued as a stopper or "
      "onside & offside (Winning Ways ch. 22; Siegel, CGT VI)";
  e.engines = {{Command::Value, "position graph valued by strongly connected components (sidling)"},
               {Command::Play, kLoopyPlayEngine}};
  e.bench = {Command::Value, "backsliding_toads_and_frogs(\"tt..ff\")"};
  e.loopy_graph = [](const Arguments& a, Session& s) {
    return loopy::position_graph(G{}, G::parse(a.string("board")), s.run());
  };
  e.play = [](const Arguments& a, Session& s, const PlayRequest& r) {
    return loopy_play(G{}, G::parse(a.string("board")), [](const std::string& p) { return p; }, s, r);
  };
  e.normal_position = [](const Arguments& a) {
    return board_term("backsliding_toads_and_frogs", G::parse(a.string("board")));
  };
  return e;
}

}  // namespace cgt::catalogue
