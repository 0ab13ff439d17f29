// Game graphs read from files (win/lose/tie or scores) in the catalogue.
#include "../solver_entry.hpp"
#include "cgt/core/game_graph.hpp"
#include "cgt/solve/explicit_game.hpp"

namespace cgt::catalogue {

GameEntry graph_entry() {
  GameEntry e;
  e.name = "graph";
  e.signatures = {{string_parameter("file", "a game-graph file (docs: cgt graph --help), '-' for standard input"),
                   boolean_parameter("misere", "a player with no move wins (unless the file says otherwise)", false)}};
  e.example = "graph(\"data/graphs/chase.txt\")";
  e.description = "an explicit game graph read from a file: win/lose/tie by retrograde analysis, or scores";
  e.solve = [](const Arguments& a, Session& s, const SolveRequest& r) {
    if (!r.database.empty()) throw ParseError("--db: game-graph files have no databases yet");
    const GraphFile f = load_graph_file(a.string("file"));
    const std::string name = to_string(a.normal_term());
    const bool scoring = !f.primitives.empty() && f.primitives.front().is_score();
    if (scoring) return report(name, solve_scoring(f, s.run()));
    return report(name, solve(ExplicitGame(f, a.boolean("misere")), GameGraph::kMaxVertices, s.run()));
  };
  e.engines = {{Command::Solve, "retrograde analysis of the explicit graph (scores: guarantee sweeps)"}};
  e.bench = {};  // reads a file: no built-in workload
  return e;
}

}  // namespace cgt::catalogue
