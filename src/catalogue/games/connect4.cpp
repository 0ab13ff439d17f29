// Connect-Four in the catalogue: solved by tiers (the stone count), with tier files for
// --db, query and play; play without a database is against the hash-table solver.
#include "../solver_entry.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/connect_four_tiers.hpp"
#include "cgt/solve/tiered_solver.hpp"

namespace cgt::catalogue {

GameEntry connect4_entry() {
  GameEntry e;
  e.name = "connect4";
  e.signatures = {{integer_parameter("width", "columns", 1, 63, 7), integer_parameter("height", "rows", 1, 63, 6),
                   integer_parameter("k", "stones in a row to win", 1, 63, 4)}};
  e.example = "connect4(4, 4)";
  e.description =
      "stones drop into columns; k in a row wins (Allis 1988; Tromp's position counts, OEIS A212693). Positions: "
      "rows top to bottom separated by '|', 'x' moves first";
  const auto make = [](const Arguments& a) {
    return ConnectFour(a.small_integer("width"), a.small_integer("height"), a.small_integer("k"));
  };
  serve_acyclic_tiers<ConnectFour, ConnectFourTiers>(
      e, make, "tiered retrograde analysis (tier = stones; --db DIR writes a file per tier, --resume)");
  // Past memory (--scratch DIR), mirror images share a slot: half the slots and positions.
  const auto in_memory = e.solve;
  e.solve = [make, in_memory](const Arguments& a, Session& s, const SolveRequest& r) {
    if (r.scratch.empty()) return in_memory(a, s, r);
    return solve_on_disk(ConnectFourTiers(make(a), ConnectFourTiers::MirrorImages::Folded), a, s, r);
  };
  e.bench = {Command::Solve, "connect4(4, 5)"};
  e.random_position = [](std::mt19937_64& rng) {
    Term t = parse_term("connect4(3, 3, 3)");
    t.positional[0].data = std::int64_t(1 + rng() % 4);
    t.positional[1].data = std::int64_t(1 + rng() % 3);
    t.positional[2].data = std::int64_t(1 + rng() % 3);
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
