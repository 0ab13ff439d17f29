// Amazons in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/amazons.hpp"

namespace cgt::catalogue {

GameEntry amazons_entry() {
  return board_game_entry<Amazons>({
    .name = "amazons",
    .board_doc = "rows separated by '|': 'x' Left's amazon, 'o' Right's, '#' burnt, '.' empty",
    .example = "amazons(\"x...|o...\")",
    .description = "an amazon moves like a queen, then shoots an arrow like a queen that burns the square it lands on "
                   "(Berlekamp 2000, 'Sums of N x 2 Amazons')",
    .value_engine = "canonical reducer (regions, symmetry, colour swap as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = 0,
    .bench = {Command::Value, "amazons(\"x.....|o.....\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 2, 4, "xo#..."); },
  });
}

}  // namespace cgt::catalogue
