// Domineering on the standard board: the bitboard outcome search (~80 s, 1 GiB table).
#include <gtest/gtest.h>

#include "cgt/games/domineering.hpp"
#include "cgt/games/domineering_solver.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(DomineeringSolver, EightByEightIsAFirstPlayerWin) {
  // Breuker, Uiterwijk, van den Herik, "Solving 8×8 Domineering", TCS 230 (2000): the
  // player to move wins. The board is its own transpose, so one search decides both.
  DomineeringSolver solver(std::uint64_t{1} << 30);
  EXPECT_EQ(solver.outcome(Domineering::rectangle(8, 8)), OutcomeClass::N);
}

TEST(DomineeringSolver, SevenBySevenIsAFirstPlayerWin) {
  // Computed by this search (~2 s); a regression value, not checked against a source
  // here. Breuker et al. (2000) tabulate all m×n boards up to 8×9.
  DomineeringSolver solver(std::uint64_t{256} << 20);
  EXPECT_EQ(solver.outcome(Domineering::rectangle(7, 7)), OutcomeClass::N);
}

}  // namespace
}  // namespace cgt
