// Clobber in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/clobber.hpp"

namespace cgt::catalogue {

GameEntry clobber_entry() {
  GameEntry e;
  e.name = "clobber";
  e.signatures = {board_signature("rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty")};
  e.example = "clobber(\"xox|ox.\")";
  e.description =
      "a player moves a stone of theirs onto an orthogonally adjacent stone of the opponent's, removing it "
      "(Albert, Grossman, Nowakowski and Wolfe 2005)";
  e.engines = {{Command::Value, "canonical reducer (components, symmetry, colour swap as negation)"},
               {Command::Outcome, "outcome search (number avoidance)"}};
  e.bench = {Command::Value, "clobber(\"xoxo|oxox|xoxo\")"};
  e.value = [](const Arguments& a, Session& s) { return reduce(s, Clobber{}, Clobber::parse(a.string("board"))); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, Clobber{}, Clobber::parse(a.string("board")), r, 0);
  };
  e.random_position = [](std::mt19937_64& rng) { return board_term("clobber", random_board(rng, 3, 4, "xo.")); };
  e.normal_position = [](const Arguments& a) { return board_term("clobber", Clobber::parse(a.string("board")).to_string()); };
  return e;
}

}  // namespace cgt::catalogue
