// Toads and Frogs in the catalogue.
#include "../partisan_entry.hpp"
#include "cgt/games/strip_games.hpp"

namespace cgt::catalogue {

GameEntry toads_and_frogs_entry() {
  GameEntry e;
  e.name = "toads_and_frogs";
  e.signatures = {board_signature("a strip: 't' toads (Left, move right), 'f' frogs (Right, move left), '.' empty")};
  e.example = "toads_and_frogs(\"tt..ff\")";
  e.description = "a piece slides into the next empty cell or jumps one opposing piece (Winning Ways ch. 1; Erickson 1996)";
  e.engines = {{Command::Value, "canonical reducer (reversal as negation)"},
               {Command::Outcome, "outcome search (number avoidance)"}};
  e.bench = {Command::Value, "toads_and_frogs(\"ttt.t...ff.f\")"};
  e.value = [](const Arguments& a, Session& s) {
    return reduce(s, ToadsAndFrogs{}, ToadsAndFrogs::parse(a.string("board")));
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, ToadsAndFrogs{}, ToadsAndFrogs::parse(a.string("board")), r, 0);
  };
  e.random_position = [](std::mt19937_64& rng) {
    std::string text(1 + rng() % 8, '.');
    for (char& c : text) c = "tf.."[rng() % 4];
    return board_term("toads_and_frogs", text);
  };
  e.normal_position = [](const Arguments& a) {
    return board_term("toads_and_frogs", ToadsAndFrogs::parse(a.string("board")));
  };
  return e;
}

}  // namespace cgt::catalogue
