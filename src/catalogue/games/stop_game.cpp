// The stop game and scoring/win-lose game graphs from files, in the catalogue.
#include <fstream>
#include <iostream>

#include "../solver_entry.hpp"
#include "cgt/games/stop_game.hpp"
#include "cgt/solve/explicit_game.hpp"

namespace cgt::catalogue {

GameEntry stop_game_entry() {
  GameEntry e;
  e.name = "stop_game";
  e.aliases = {"stop"};
  e.signatures = {{integer_list_parameter("scores", "the score table A_1..A_L, e.g. [3, 1, 4, 1, 5]")}};
  e.example = "stop_game([3, 1, 4, 1, 5])";
  e.description =
      "players alternately stop (scoring the entry under the pointer) or advance the pointer; the first maximises, "
      "the second minimises (a contest classic; scoring play, Lessons in Play ch. 9 style)";
  e.solve = [](const Arguments& a, Session& s, const SolveRequest& r) {
    if (!r.database.empty()) throw ParseError("--db: scoring games have no databases yet");
    const std::vector<std::int64_t> scores = a.integers("scores");
    return report(to_string(a.normal_term()), solve_scoring(stop_game(scores), s.run()));
  };
  e.engines = {{Command::Solve, "scoring retrograde (guarantee sweeps)"}};
  e.bench = {Command::Solve, "stop_game([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9])"};
  return e;
}

GameEntry graph_entry() {
  GameEntry e;
  e.name = "graph";
  e.signatures = {{string_parameter("file", "a game-graph file (docs: cgt graph --help), '-' for standard input"),
                   boolean_parameter("misere", "a player with no move wins (unless the file says otherwise)", false)}};
  e.example = "graph(\"data/graphs/chase.txt\")";
  e.description = "an explicit game graph read from a file: win/lose/tie by retrograde analysis, or scores";
  e.solve = [](const Arguments& a, Session& s, const SolveRequest& r) {
    if (!r.database.empty()) throw ParseError("--db: game-graph files have no databases yet");
    const std::string& file = a.string("file");
    GraphFile f;
    if (file == "-") {
      f = parse_graph(std::cin, "<stdin>");
    } else {
      std::ifstream in(file, std::ios::binary);
      if (!in) throw ParseError(fmt::format("{}: cannot open the file", file));
      f = parse_graph(in, file);
    }
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
