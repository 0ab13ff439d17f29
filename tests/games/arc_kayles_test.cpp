// Arc Kayles (CGSuite's game.graph.ArcKayles): CGSuite's GameGraphTest facts and the
// path = Dawson's Kayles identity against the heap engine.
#include <gtest/gtest.h>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/partizan_arc_kayles.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

class ArcKaylesTest : public ::testing::Test {
 protected:
  Game value(const std::string& term) { return value_of(parse_term(term), session_); }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

// "Arc Kayles paths are Dawson's Kayles heaps": CGSuite's list for n = 1..50, and the
// octal game 0.07 from the heap engine.
TEST_F(ArcKaylesTest, PathsAreDawsonsKaylesHeaps) {
  const int cgsuite[] = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0,
                         2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5};
  const HeapAnalysis dawson = analyze_heap_game(HeapRule::parse("0.07"), 51);
  for (int n = 1; n <= 50; ++n) {
    EXPECT_EQ(value("arc_kayles(path = " + std::to_string(n) + ")"), Game::nimber(static_cast<std::uint64_t>(cgsuite[n - 1]))) << n;
    EXPECT_EQ(dawson.values[static_cast<std::size_t>(n)], static_cast<std::uint64_t>(cgsuite[n - 1])) << n;
  }
  // The same path in CGSuite's notation.
  EXPECT_EQ(value("arc_kayles(\".-.-.-.-.-.\")"), value("arc_kayles(path = 6)"));
}

TEST_F(ArcKaylesTest, GraphsAndErrors) {
  EXPECT_EQ(value("arc_kayles(\".:A-.-.-:A\")"), Game::nimber(1));  // a triangle: every move takes it all but one
  EXPECT_EQ(value("arc_kayles(\".-.(-.;-.)\")"), Game::nimber(1));  // a star K1,3: one move ends it
  EXPECT_EQ(misere_form_of(parse_term("arc_kayles(path = 4)"), session_).genus().base, 2u);
  EXPECT_THROW(value("arc_kayles(\"l-.\")"), ParseError);
  EXPECT_THROW(value("arc_kayles(path = 65)"), LimitError);
}

}  // namespace
}  // namespace cgt
