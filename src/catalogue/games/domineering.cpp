// Domineering in the catalogue: canonical forms, and outcomes by the bitboard search
// with safe-move bounds for boards up to 10×10 (the generic search beyond, and on sums of regions).
#include "../partisan_entry.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/domineering_solver.hpp"

namespace cgt::catalogue {
namespace {

Grid domineering_board(const Arguments& a) {
  if (a.signature() == 0) return Domineering::rectangle(a.small_integer("rows"), a.small_integer("columns"));
  return Domineering::parse(a.string("board"));
}

OutcomeReport outcome(const Arguments& a, Session& s, const OutcomeRequest& r) {
  const Grid board = domineering_board(a);
  // A sum of regions goes to the generic search, which values the regions by canonical
  // forms (within its budgets) and searches their sum: three empty 4x4 regions take it
  // 0.01 s and the bitboard search, which sees one board, over 30 s; sums of three
  // regions of 4x4 to 5x5 with blocked cells, 7 of 8 under 0.5 s against 1 of 8 under
  // 30 s in pure search. In one region numbers are rare: pure search (fold budget 0)
  // when the board does not fit the bitboard search.
  if (Domineering{}.components(board).size() > 1) return search_outcome(s, Domineering{}, board, r, kDefaultComponentBudget);
  if (!DomineeringSolver::fits(board) || r.fold_budget) return search_outcome(s, Domineering{}, board, r, 0);
  // Its table takes half the memory limit, at most what a search uses.
  DomineeringSolver solver(solver_table_bytes(s, DomineeringSolver::kMostTableBytes, 2), s.run());
  return solver_outcome(solver, Domineering{}, board, r);
}

}  // namespace

GameEntry domineering_entry() {
  GameEntry e;
  e.name = "domineering";
  e.signatures = {{integer_parameter("rows", "rows of the empty board", 0, 64),
                   integer_parameter("columns", "columns of the empty board", 0, 64)},
                  board_signature("rows separated by '|': '.' empty, '#' filled")};
  e.example = "domineering(3, 4)";
  e.description =
      "Left places vertical dominoes, Right horizontal ones (Winning Ways ch. 2; Berlekamp 1988; Breuker, "
      "Uiterwijk and van den Herik 2000 for 8x8)";
  e.engines = {{Command::Value, "canonical reducer (components, symmetry, transposition as negation)"},
               {Command::Outcome, "bitboard search with safe-move bounds up to 10x10; generic outcome search beyond and on sums of regions"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Outcome, "domineering(6, 6)"};
  e.value = [](const Arguments& a, Session& s) { return reduce(s, Domineering{}, domineering_board(a)); };
  e.outcome = outcome;
  serve_play(e, [](const Arguments& a) {
    return std::tuple{Domineering{}, domineering_board(a), [](const Grid& g) { return g.to_string(); }};
  });
  e.misere_outcome = [](const Arguments& a, Session& s) { return search_misere_outcome(s, Domineering{}, domineering_board(a)); };
  e.random_position = [](std::mt19937_64& rng) { return board_term("domineering", random_board(rng, 4, 4, "..#")); };
  e.normal_position = [](const Arguments& a) { return board_term("domineering", domineering_board(a).to_string()); };
  e.position_followers = [](const Arguments& a, Session& s) {
    return followers_as_terms(Domineering{}, domineering_board(a), s, [](const Grid& g) { return board_term("domineering", g.to_string()); });
  };
  return e;
}

}  // namespace cgt::catalogue
