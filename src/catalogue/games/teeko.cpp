// Teeko in the catalogue: solved by loopy tiers (markers placed), played against the dense solver or the tier files.
#include "../solver_entry.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/games/teeko_tiers.hpp"

namespace cgt::catalogue {

GameEntry teeko_entry() {
  GameEntry e;
  e.name = "teeko";
  e.signatures = {{integer_parameter("size", "board side: 5, or 4 for the small variant", 4, 5, 5)}};
  e.example = "teeko(4)";
  e.description =
      "drop four markers each, then slide one to a neighbouring cell; four in a row or a square wins (Scarne 1945; "
      "a draw, Steele 1998). Positions: rows separated by '|', then the player to move";
  const auto make = [](const Arguments& a) { return std::make_shared<const Teeko>(a.small_integer("size")); };
  serve_loopy_tiers<Teeko, TeekoTiers>(e, make, "loopy tiered retrograde analysis (tier = markers placed; un-moves; --db DIR writes a file per tier, --resume)");
  e.bench = {Command::Solve, "teeko(4)"};
  return e;
}

}  // namespace cgt::catalogue
