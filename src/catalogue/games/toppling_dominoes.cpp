// Toppling Dominoes in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/toppling_dominoes.hpp"

namespace cgt::catalogue {

GameEntry toppling_dominoes_entry() {
  return board_game_entry<TopplingDominoes>({
    .name = "toppling_dominoes",
    .board_doc = "a row: 'l' blue (Left), 'r' red (Right), 'e' green (either), '.' a gap (CGSuite 1.x: x, o, e)",
    .example = "toppling_dominoes(\"lrrlrrl\")",
    .description = "topple one of your own or a green domino left or right, knocking over that side of its row "
                   "(Winning Ways ch. 7; Fink, Nowakowski, Siegel and Wolfe 2011)",
    .value_engine = "canonical reducer (rows as components, colour exchange as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = kDefaultComponentBudget,
    .bench = {Command::Value, "toppling_dominoes(\"lrelrrelrlerl\")"},
    .random_board =
        [](std::mt19937_64& rng) {
          std::string text(1 + rng() % 9, '.');
          for (char& c : text) c = "lrre.l"[rng() % 6];
          return text;
        },
  });
}

}  // namespace cgt::catalogue
