// Push (CGSuite 1.x) in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/push.hpp"

namespace cgt::catalogue {

GameEntry push_entry() {
  return board_game_entry<Push>({
      .name = "push",
      .board_doc = "a strip: 'x' Left's pieces, 'o' Right's, '.' empty; pieces are pushed left",
      .example = "push(\"xo.xo.xo.xo\")",
      .description = "push one of your pieces a cell left with the run of pieces before it; pieces pushed off the "
                     "left end leave (CGSuite 1.x's game.strip.Push)",
      .value_engine = "canonical reducer (colours swapped as negation)",
      .outcome_engine = "outcome search",
      .fold_budget = 0,
      .bench = {Command::Value, "push(\"xo.xo.xo.xo\")"},
      .random_board =
          [](std::mt19937_64& rng) {
            std::string text(1 + rng() % 8, '.');
            for (char& c : text) c = "xo."[rng() % 3];
            return text;
          },
  });
}

}  // namespace cgt::catalogue
