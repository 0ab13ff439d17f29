// Advance or Eat in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/advance_or_eat.hpp"

namespace cgt::catalogue {

GameEntry advance_or_eat_entry() {
  GameEntry e;
  e.name = "advance_or_eat";
  e.signatures = {board_signature("rows separated by '|': 'W' Left's piece, 'B' Right's, '.' empty")};
  e.example = "advance_or_eat(\"BB.|.B.|...\")";
  e.description = "a piece moves one cell up into an empty cell or eats any opposing piece (AtCoder ABC229 H)";
  e.engines = {{Command::Value, "canonical reducer (components)"},
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"}};
  e.bench = {Command::Outcome, "advance_or_eat(\"BB.B|.B..|..W.|W.WW\")"};
  e.value = [](const Arguments& a, Session& s) { return reduce(s, AdvanceOrEat{}, AdvanceOrEat::parse(a.string("board"))); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, AdvanceOrEat{}, AdvanceOrEat::parse(a.string("board")), r, 4096);
  };
  e.random_position = [](std::mt19937_64& rng) {
    const int n = 1 + static_cast<int>(rng() % 3);  // the board is square
    std::string text;
    for (int r = 0; r < n; ++r) {
      if (r > 0) text += '|';
      for (int c = 0; c < n; ++c) text += "WB..."[rng() % 5];
    }
    return board_term("advance_or_eat", text);
  };
  e.normal_position = [](const Arguments& a) {
    return board_term("advance_or_eat", AdvanceOrEat::parse(a.string("board")).to_string());
  };
  return e;
}

}  // namespace cgt::catalogue
