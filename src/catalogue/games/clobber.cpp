// Clobber in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/clobber.hpp"

namespace cgt::catalogue {

GameEntry clobber_entry() {
  return board_game_entry<Clobber>({
    .name = "clobber",
    .board_doc = "rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty",
    .example = "clobber(\"xox|ox.\")",
    .description = "a player moves a stone of theirs onto an orthogonally adjacent stone of the opponent's, removing it "
                   "(Albert, Grossman, Nowakowski and Wolfe 2005)",
    .value_engine = "canonical reducer (components, symmetry, colour swap as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = 0,
    .bench = {Command::Value, "clobber(\"xoxo|oxox|xoxo\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 3, 4, "xo."); },
  });
}

}  // namespace cgt::catalogue
