// Quixo in the catalogue: solved by loopy tiers (cubes showing a symbol), played against the dense solver or the tier files.
#include "../solver_entry.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/quixo_tiers.hpp"

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
  serve_loopy_tiers<Quixo, QuixoTiers>(e, make, "loopy tiered retrograde analysis (tier = cubes showing a symbol; un-moves; --db DIR writes a file per tier, --resume)");
  e.bench = {Command::Solve, "quixo(3)"};
  return e;
}

}  // namespace cgt::catalogue
