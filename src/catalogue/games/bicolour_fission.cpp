// Bicolour Fission in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/bicolour_fission.hpp"

namespace cgt::catalogue {

GameEntry bicolour_fission_entry() {
  return board_game_entry<BicolourFission>({
    .name = "bicolour_fission",
    .board_doc = "rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty, '#' blocked",
    .example = "bicolour_fission(\"....|.x.x|.oo.|....\")",
    .description = "split a stone of yours into two on its empty neighbours above and below, or left and right "
                   "(CGSuite 1.x's game.grid.BicolourFission)",
    .value_engine = "canonical reducer (regions, symmetry, colour swap as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Value, "bicolour_fission(\".....|.x.o.|..o..|.....\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 4, 4, "xo....#"); },
  });
}

}  // namespace cgt::catalogue
