// Amazons in the catalogue: canonical forms, and outcomes by the search over sums of
// regions (the generic search when a region does not fit 8 × 8).
#include "../partisan_entry.hpp"
#include "cgt/games/amazons.hpp"
#include "cgt/games/amazons_solver.hpp"

namespace cgt::catalogue {
namespace {

OutcomeReport outcome(const Arguments& a, Session& s, const OutcomeRequest& r) {
  const Grid board = Amazons::parse(a.string("board"));
  if (!AmazonsSolver::fits(board) || r.fold_budget) return search_outcome(s, Amazons{}, board, r, 0);
  // Its two searches' tables take half the memory limit, at most what a search uses.
  AmazonsSolver solver(solver_table_bytes(s, AmazonsSolver::kMostTableBytes, 4), s.run());
  return solver_outcome(solver, Amazons{}, board, r);
}

}  // namespace

GameEntry amazons_entry() {
  GameEntry e = board_game_entry<Amazons>({
    .name = "amazons",
    .board_doc = "rows separated by '|': 'x' Left's amazon, 'o' Right's, '#' burnt, '.' empty",
    .example = "amazons(\"x...|o...\")",
    .description = "an amazon moves like a queen, then shoots an arrow like a queen that burns the square it lands on "
                   "(Berlekamp 2000, 'Sums of N x 2 Amazons')",
    .value_engine = "canonical reducer (regions, symmetry, colour swap as negation)",
    .outcome_engine = "search over sums of regions with integer thresholds (regions up to 8x8); generic outcome search beyond",
    .fold_budget = 0,
    .bench = {Command::Value, "amazons(\"x.....|o.....\")"},
    .random_board = [](std::mt19937_64& rng) { return random_board(rng, 2, 4, "xo#..."); },
  });
  e.outcome = outcome;
  return e;
}

}  // namespace cgt::catalogue
