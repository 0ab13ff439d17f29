// Elephants and Rhinos (Toads and Frogs without jumps) in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/elephants_and_rhinos.hpp"

namespace cgt::catalogue {

GameEntry elephants_and_rhinos_entry() {
  return board_game_entry<ElephantsAndRhinos>({
      .name = "elephants_and_rhinos",
      .board_doc = "a strip: 't' elephants (Left, move right), 'f' rhinos (Right, move left), '.' empty",
      .example = "elephants_and_rhinos(\"tttt..fff\")",
      .description = "a piece slides into the next empty cell, no jumps (CGSuite's game.strip.ElephantsAndRhinos)",
      .value_engine = "canonical reducer (reversal as negation)",
      .outcome_engine = "outcome search (number avoidance)",
      .fold_budget = 0,
      .bench = {Command::Value, "elephants_and_rhinos(\"t.tt.t...f.ff.f\")"},
      .random_board =
          [](std::mt19937_64& rng) {
            std::string text(1 + rng() % 9, '.');
            for (char& c : text) c = "tf.."[rng() % 4];
            return text;
          },
  });
}

}  // namespace cgt::catalogue
