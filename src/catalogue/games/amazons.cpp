// Amazons in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/amazons.hpp"

namespace cgt::catalogue {

GameEntry amazons_entry() {
  GameEntry e;
  e.name = "amazons";
  e.signatures = {board_signature("rows separated by '|': 'x' Left's amazon, 'o' Right's, '#' burnt, '.' empty")};
  e.example = "amazons(\"x...|o...\")";
  e.description =
      "an amazon moves like a queen, then shoots an arrow like a queen that burns the square it lands on "
      "(Berlekamp 2000, 'Sums of N x 2 Amazons')";
  e.engines = {{Command::Value, "canonical reducer (regions, symmetry, colour swap as negation)"},
               {Command::Outcome, "outcome search (number avoidance)"}};
  e.bench = {Command::Value, "amazons(\"x.....|o.....\")"};
  e.value = [](const Arguments& a, Session& s) { return reduce(s, Amazons{}, Amazons::parse(a.string("board"))); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, Amazons{}, Amazons::parse(a.string("board")), r, 0);
  };
  e.random_position = [](std::mt19937_64& rng) { return board_term("amazons", random_board(rng, 2, 4, "xo#...")); };
  e.normal_position = [](const Arguments& a) { return board_term("amazons", Amazons::parse(a.string("board")).to_string()); };
  return e;
}

}  // namespace cgt::catalogue
