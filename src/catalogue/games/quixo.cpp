// Quixo in the catalogue: the dense solver (perfect hash and un-moves).
#include "../solver_entry.hpp"
#include "cgt/games/quixo.hpp"

namespace cgt::catalogue {

GameEntry quixo_entry() {
  GameEntry e;
  e.name = "quixo";
  e.signatures = {{integer_parameter("size", "board side (3 or 4 fit here)", 2, 8, 4)}};
  e.example = "quixo(3)";
  e.description =
      "take a blank or own cube from the border, push it back in at a row or column end (Gigamic; Tanaka et al. 2021). "
      "Positions: rows separated by '|', then the player to move: 'x...|....|....|.... o'";
  const auto make = [](const Arguments& a) { return std::make_shared<const Quixo>(a.small_integer("size")); };
  serve_dense<Quixo>(e, make, "dense retrograde solver (perfect hash, un-moves, parallel levels)");
  e.bench = {Command::Solve, "quixo(3)"};
  return e;
}

}  // namespace cgt::catalogue
