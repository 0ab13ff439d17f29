// NoGo in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/no_go.hpp"

namespace cgt::catalogue {

GameEntry no_go_entry() {
  GameEntry e = board_game_entry<NoGo>({
    .name = "no_go",
    .board_doc = "rows separated by '|': 'x' Left's (black) stone, 'o' Right's (white), '.' empty",
    .example = "no_go(\"x..|...|x.x\")",
    .description = "place a stone on an empty cell so that every group of stones keeps a liberty: Go with neither "
                   "capture nor suicide (CGSuite's game.grid.NoGo; Chou, Teytaud and Yen 2011)",
    .value_engine = "canonical reducer (symmetry, colour swap as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Value, "no_go(\"....|.x..|..o.\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 3, 3, "xo...."); },
  });
  e.aliases = {"nogo"};  // CGSuite's NoGo in snake_case
  return e;
}

}  // namespace cgt::catalogue
