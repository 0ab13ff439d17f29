// Cram in the catalogue: nimbers by the canonical reducer, misère canonical forms by the
// misère search.
#include "../partisan_entry.hpp"
#include "cgt/games/cram.hpp"
#include "cgt/impartial/misere_search.hpp"

namespace cgt::catalogue {
namespace {

Grid cram_board(const Arguments& a) {
  if (a.signature() == 0) return Cram::rectangle(a.small_integer("rows"), a.small_integer("columns"));
  return Cram::parse(a.string("board"));
}

}  // namespace

GameEntry cram_entry() {
  GameEntry e;
  e.name = "cram";
  e.signatures = {{integer_parameter("rows", "rows of the empty board", 0, 64),
                   integer_parameter("columns", "columns of the empty board", 0, 64)},
                  board_signature("rows separated by '|': '.' empty, '#' filled")};
  e.example = "cram(\".........|##.######\")";
  e.description = "either player places a domino on two adjacent empty cells, either way: impartial Domineering "
                  "(Gardner 1974; Winning Ways; CGSuite's game.grid.Cram)";
  e.engines = {{Command::Value, "canonical reducer (regions, 8 symmetries); misère canonical forms by search"},
               {Command::Outcome, "outcome search"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "cram(4, 5)"};
  serve_play(e, [](const Arguments& a) { return std::tuple{Cram{}, cram_board(a), [](const Grid& g) { return g.to_string(); }}; });
  e.value = [](const Arguments& a, Session& s) { return reduce(s, Cram{}, cram_board(a)); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, Cram{}, cram_board(a), r, 0);
  };
  e.misere = [](const Arguments& a, Session& s) { return misere_canonical_form(Cram{}, cram_board(a), {}, s.run()); };
  e.random_position = [](std::mt19937_64& rng) { return board_term("cram", random_board(rng, 4, 4, "...#")); };
  e.normal_position = [](const Arguments& a) { return board_term("cram", cram_board(a).to_string()); };
  e.position_followers = [](const Arguments& a, Session& s) {
    return followers_as_terms(Cram{}, cram_board(a), s, [](const Grid& g) { return board_term("cram", g.to_string()); });
  };
  return e;
}

}  // namespace cgt::catalogue
