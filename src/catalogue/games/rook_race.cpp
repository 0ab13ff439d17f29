// Rook Race in the catalogue, with CGSuite 1.x's shortMoves as short_moves.
#include "../partisan_entry.hpp"
#include "cgt/games/rook_race.hpp"

namespace cgt::catalogue {

GameEntry rook_race_entry() {
  GameEntry e;
  e.name = "rook_race";
  e.signatures = {{string_parameter("board", "rows separated by '|': 'x' Left's rook, 'o' Right's, '.' empty, "
                                              "'#' blocked"),
                   boolean_parameter("short_moves", "a rook may stop anywhere on its way, not only where blocked",
                                     false)}};
  e.example = "rook_race(\".....|..#..|..x..|..o..|.....\")";
  e.description = "move a rook of yours along a row or column as far as it goes (or, with short moves, any "
                  "distance); the cells it leaves are blocked (M. Albert's ruleset in CGSuite 1.x, "
                  "game.grid.RookRace)";
  e.engines = {{Command::Value, "canonical reducer (regions, symmetry, colour swap as negation)"},
               {Command::Outcome, "outcome search (number avoidance)"},
               {Command::Play, kPlayEngine}};
  serve_play(e, [](const Arguments& a) {
    return std::tuple{RookRace(a.boolean("short_moves")), RookRace::parse(a.string("board")),
                      [](const Grid& g) { return g.to_string(); }};
  });
  e.bench = {Command::Value, "rook_race(\"....|.x..|..o.|.o.x\", short_moves = true)"};
  e.value = [](const Arguments& a, Session& s) {
    const RookRace game(a.boolean("short_moves"));
    return reduce(s, game, RookRace::parse(a.string("board")), game.short_moves() ? "short" : "long");
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, RookRace(a.boolean("short_moves")), RookRace::parse(a.string("board")), r, kDefaultComponentBudget);
  };
  e.misere_outcome = [](const Arguments& a, Session& s) {
    return search_misere_outcome(s, RookRace(a.boolean("short_moves")), RookRace::parse(a.string("board")));
  };
  e.random_position = [](std::mt19937_64& rng) {
    Term t = board_term("rook_race", random_board(rng, 4, 4, "xo....#"));
    if (rng() % 2) {
      TermValue yes;  // assigned, not braced: GCC 12 misreads the braced variant as uninitialised
      yes.data = true;
      t.named.emplace_back("short_moves", std::move(yes));
    }
    return t;
  };
  e.normal_position = [](const Arguments& a) {
    Term t = board_term("rook_race", RookRace::parse(a.string("board")).to_string());
    if (a.boolean("short_moves")) {
      TermValue yes;
      yes.data = true;
      t.named.emplace_back("short_moves", std::move(yes));
    }
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
