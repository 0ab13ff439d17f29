// Advance or Eat in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/advance_or_eat.hpp"

namespace cgt::catalogue {

GameEntry advance_or_eat_entry() {
  return board_game_entry<AdvanceOrEat>({
    .name = "advance_or_eat",
    .board_doc = "rows separated by '|': 'W' Left's piece, 'B' Right's, '.' empty",
    .example = "advance_or_eat(\"BB.|.B.|...\")",
    .description = "a piece moves one cell up into an empty cell or eats any opposing piece (AtCoder ABC229 H)",
    .value_engine = "canonical reducer (components)",
    .outcome_engine = "outcome search (numbers folded: budget 4096)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Outcome, "advance_or_eat(\"BB.B|.B..|..W.|W.WW\")"},
    .random_board =
        [](std::mt19937_64& rng) {
          const int n = 1 + static_cast<int>(rng() % 3);  // the board is square
          std::string text;
          for (int r = 0; r < n; ++r) {
            if (r > 0) text += '|';
            for (int c = 0; c < n; ++c) text += "WB..."[rng() % 5];
          }
          return text;
        },
  });
}

}  // namespace cgt::catalogue
