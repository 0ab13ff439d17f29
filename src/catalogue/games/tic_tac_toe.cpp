// Tic-tac-toe and the (m,n,k)-games in the catalogue: tic-tac-toe solved by tiers (so
// also under mpirun), the (m,n,k)-games by the hash-table solver with the board's
// symmetries (their tiers grow as 3^(m·n) slots; the reachable positions are far fewer).
#include "../solver_entry.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/games/mnk_tiers.hpp"

namespace cgt::catalogue {
namespace {

const char* kPositionDoc = "rows separated by '|': 'x', 'o', '.'; x moves first";
const char* kSolver = "hash-table retrograde solver with the board's symmetries";

}  // namespace

GameEntry tic_tac_toe_entry() {
  GameEntry e;
  e.name = "tic_tac_toe";
  e.aliases = {"tictactoe"};
  e.signatures = {{}};
  e.example = "tic_tac_toe";
  e.description = std::string("three in a row on a 3x3 board; a tie with perfect play (Winning Ways ch. 22). Positions: ") + kPositionDoc;
  serve_acyclic_tiers<MnkGame, MnkTiers>(e, [](const Arguments&) { return MnkGame(3, 3, 3); },
                                         "tiered retrograde analysis (tier = marks; --db DIR writes a file per tier, --resume)");
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
  serve_hashed<MnkGame>(
      e, [](const Arguments& a) { return MnkGame(a.small_integer("m"), a.small_integer("n"), a.small_integer("k")); },
      kSolver);
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
