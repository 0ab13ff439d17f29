// Toads and Frogs in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/strip_games.hpp"

namespace cgt::catalogue {

GameEntry toads_and_frogs_entry() {
  return board_game_entry<ToadsAndFrogs>({
    .name = "toads_and_frogs",
    .board_doc = "a strip: 't' toads (Left, move right), 'f' frogs (Right, move left), '.' empty",
    .example = "toads_and_frogs(\"tt..ff\")",
    .description = "a piece slides into the next empty cell or jumps one opposing piece (Winning Ways ch. 1; Erickson 1996)",
    .value_engine = "canonical reducer (reversal as negation)",
    .outcome_engine = "outcome search (number avoidance)",
    .fold_budget = 0,
    .bench = {Command::Value, "toads_and_frogs(\"ttt.t...ff.f\")"},
    .random_board =
        [](std::mt19937_64& rng) {
          std::string text(1 + rng() % 8, '.');
          for (char& c : text) c = "tf.."[rng() % 4];
          return text;
        },
  });
}

}  // namespace cgt::catalogue
