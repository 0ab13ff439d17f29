// Tic-tac-toe and the (m,n,k)-games in the catalogue: the hash-table solver with the
// board's symmetries.
#include "../solver_entry.hpp"
#include "cgt/games/mnk.hpp"

namespace cgt::catalogue {
namespace {

const char* kPositionDoc = "rows separated by '|': 'x', 'o', '.'; x moves first";

void serve_mnk(GameEntry& e, std::function<MnkGame(const Arguments&)> make) {
  e.solve = [make](const Arguments& a, Session& s, const SolveRequest& r) { return solve_hashed(make(a), a, s, r); };
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) {
    return play_hashed(std::make_shared<const MnkGame>(make(a)), s, r);
  };
  e.query = [make](const Arguments& a, Database& db, std::string_view p) { return query_hashed(make(a), db, p); };
  e.reference_solve = [make](const Arguments& a, Session&) { return solve_by_negamax(make(a), a); };
  e.engines = {{Command::Solve, "hash-table retrograde solver with the board's symmetries"},
               {Command::Play, "against the solved table"},
               {Command::Query, "keyed database (cgt solve --db)"}};
}

}  // namespace

GameEntry tic_tac_toe_entry() {
  GameEntry e;
  e.name = "tic_tac_toe";
  e.aliases = {"tictactoe"};
  e.signatures = {{}};
  e.example = "tic_tac_toe";
  e.description = std::string("three in a row on a 3x3 board; a tie with perfect play (Winning Ways ch. 22). Positions: ") + kPositionDoc;
  serve_mnk(e, [](const Arguments&) { return MnkGame(3, 3, 3); });
  e.bench = {Command::Solve, "tic_tac_toe"};
  return e;
}

GameEntry mnk_entry() {
  GameEntry e;
  e.name = "mnk";
  e.signatures = {{integer_parameter("m", "rows", 1, 30, 3), integer_parameter("n", "columns", 1, 30, 3),
                   integer_parameter("k", "stones in a row to win", 1, 30, 3)}};
  e.example = "mnk(3, 4, 3)";
  e.description = std::string("the (m,n,k)-game: k in a row on an m x n board (Uiterwijk and van den Herik 2000). Positions: ") +
                  kPositionDoc;
  serve_mnk(e, [](const Arguments& a) { return MnkGame(a.small_integer("m"), a.small_integer("n"), a.small_integer("k")); });
  e.bench = {Command::Solve, "mnk(3, 4, 3)"};
  e.random_position = [](std::mt19937_64& rng) {
    Term t = parse_term("mnk(3, 3, 3)");
    t.positional[0].data = std::int64_t(1 + rng() % 3);
    t.positional[1].data = std::int64_t(1 + rng() % 3);
    t.positional[2].data = std::int64_t(1 + rng() % 3);
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
