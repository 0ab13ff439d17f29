// Konane in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/konane.hpp"

namespace cgt::catalogue {

GameEntry konane_entry() {
  return board_game_entry<Konane>({
    .name = "konane",
    .board_doc = "rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty",
    .example = "konane(\".xo.o.o.|.o......|.x......\")",
    .description = "jump a stone of yours orthogonally over an adjacent opposing stone into the empty cell beyond, "
                   "capturing it, and on in the same direction if you like (Ernst 1995; CGSuite's game.grid.Konane)",
    .value_engine = "canonical reducer (symmetry, colour swap as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Value, "konane(\"xoxo.|ox.xo|xoxox|oxox.\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 3, 4, "xo."); },
  });
}

}  // namespace cgt::catalogue
