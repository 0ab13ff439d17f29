// The stop game (a scoring game) in the catalogue.
#include "../solver_entry.hpp"
#include "cgt/games/stop_game.hpp"

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

}  // namespace cgt::catalogue
