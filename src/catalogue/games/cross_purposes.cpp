// Cross Purposes in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/cross_purposes.hpp"

namespace cgt::catalogue {

GameEntry cross_purposes_entry() {
  return board_game_entry<CrossPurposes>({
    .name = "cross_purposes",
    .board_doc = "rows separated by '|': 'x' a stone (either player's), '.' empty, '#' blocked",
    .example = "cross_purposes(\"....|..x.|.x..\")",
    .description = "topple a stone onto the two empty cells beyond it, Left vertically, Right horizontally; they "
                   "become blocked (M. Albert's ruleset in CGSuite 1.x, game.grid.CrossPurposes)",
    .value_engine = "canonical reducer (regions, reflections, transposition as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Value, "cross_purposes(\".......|.x..x..|.......|..x..x.|.......|.x.....\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 4, 5, "x....#"); },
  });
}

}  // namespace cgt::catalogue
