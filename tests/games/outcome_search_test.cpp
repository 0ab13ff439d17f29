#include "cgt/partisan/outcome_search.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/catalogue.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"

namespace cgt {
namespace {

TEST(OutcomeSearch, AgreesWithCanonicalFormsOnRandomBoards) {
  std::mt19937 rng(55);
  const Domineering dom;
  const Clobber clob;
  for (int trial = 0; trial < 150; ++trial) {
    const int rows = 1 + rng() % 4, cols = 1 + rng() % 4;
    Grid d{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& c : d.cells) c = (rng() % 4 == 0) ? '#' : '.';
    EXPECT_EQ(OutcomeSearch<Domineering>(dom).outcome(d), outcome(domineering_value(d))) << d.to_string();
    Grid c{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& x : c.cells) x = "xo."[rng() % 3];
    EXPECT_EQ(OutcomeSearch<Clobber>(clob).outcome(c), outcome(clobber_value(c))) << c.to_string();
  }
}

TEST(OutcomeSearch, DomineeringSquares) {
  // 4x4 is a first-player win, 5x5 a second-player win (Breuker, Uiterwijk, van den Herik
  // 2000; Wikipedia "Domineering").
  EXPECT_EQ(outcome_of_term("domineering(4,4)").outcome, OutcomeClass::N);
  EXPECT_EQ(outcome_of_term("domineering(5,5)").outcome, OutcomeClass::P);
  EXPECT_THROW(outcome_of_term("domineering(4"), ParseError);
  EXPECT_THROW(outcome_of_term("chess(\"x\")"), ParseError);
  EXPECT_THROW(OutcomeSearch<Domineering>(Domineering{}, 10).outcome(Domineering::rectangle(4, 4)), LimitError);
}

}  // namespace
}  // namespace cgt
