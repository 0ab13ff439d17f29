// Fox and Geese (CGSuite's GenFoxAndGeese): moves, the escape rule, errors, and values
// from CGSuite's GameGridTest (docs/notes/fox_and_geese.md).
#include "cgt/games/fox_and_geese.hpp"

#include <gtest/gtest.h>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/lang/interpreter.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using Squares = std::vector<std::pair<std::int64_t, std::int64_t>>;

TEST(FoxAndGeese, MovesOfGeeseAndFox) {
  const FoxAndGeese game;
  const auto p = game.position({{3, 1}, {3, 3}, {3, 5}, {3, 7}}, {1, 5});
  ASSERT_FALSE(p.escaped());
  // Geese step down: (3,1) only to (2,2); the others two ways each.
  EXPECT_EQ(game.left_options(p).size(), 7u);
  // The fox on the bottom row: up-left and up-right only.
  EXPECT_EQ(game.right_options(p).size(), 2u);
  // Ceylonese: also two squares up each way: (3,3) and (3,7) are geese, so no.
  EXPECT_EQ(FoxAndGeese(8, 2).right_options(p).size(), 2u);
  const auto q = game.position({{5, 1}, {5, 3}, {5, 5}, {5, 7}}, {1, 5});
  EXPECT_EQ(FoxAndGeese(8, 2).right_options(q).size(), 4u);  // (2,4), (3,3), (2,6), (3,7)
}

// Level with the top goose, or just below it with a free square above: off.
TEST(FoxAndGeese, EscapeRule) {
  const FoxAndGeese game;
  EXPECT_TRUE(game.position({{3, 1}, {3, 3}}, {3, 5}).escaped());
  EXPECT_TRUE(game.position({{3, 1}, {3, 3}}, {2, 6}).escaped());   // (3,5) and (3,7) free
  EXPECT_FALSE(game.position({{3, 3}, {3, 5}}, {2, 4}).escaped());  // both squares above taken
  EXPECT_FALSE(game.position({{3, 1}, {3, 3}}, {1, 5}).escaped());
  const auto off = game.position({{3, 1}}, {5, 5});
  ASSERT_TRUE(off.escaped());
  EXPECT_TRUE(game.left_options(off).empty());
  ASSERT_EQ(game.right_options(off).size(), 1u);
  EXPECT_EQ(game.right_options(off)[0], off);
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

// CGSuite's error messages.
TEST(FoxAndGeese, BadSquaresNameWhatIsWrong) {
  const FoxAndGeese game;
  EXPECT_NE(error_of([&] { game.position({{3, 1}, {3, 3}, {3, 5}, {3, 7}}, {1, 6}); })
                .find("`fox` must be a valid `Coordinates` (1 <= col <= boardWidth; row >= 1; row + col even)"),
            std::string::npos);
  EXPECT_NE(error_of([&] { game.position({{3, 1}, {3, 3}, {2, 5}, {3, 7}}, {1, 1}); })
                .find("Every element of `geese` must be a valid `Coordinates`"),
            std::string::npos);
  EXPECT_NE(error_of([&] { game.position({{3, 9}}, {1, 1}); }).find("(3, 9)"), std::string::npos);
  EXPECT_NE(error_of([&] { game.position({{3, 3}}, {3, 3}); }).find("both on (3, 3)"), std::string::npos);
  EXPECT_EQ(error_of([] { FoxAndGeese(8, 0); }), "`foxRange` must be >= 1");
  EXPECT_THROW(game.position({{1000, 2}}, {1, 1}), LimitError);
}

class FoxAndGeeseValues : public ::testing::Test {
 protected:
  std::string value(const std::string& term) {
    RunControl run;
    Session session(registry_, run);
    return loopy_value_of(parse_term(term), session).to_string();
  }
  Registry registry_ = builtin_registry();
};

// CGSuite's FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}): the fox on each square
// below the geese.
TEST_F(FoxAndGeeseValues, CGSuiteValuesTable) {
  const std::pair<const char*, const char*> rows[] = {
      {"(2,2)", "2over"}, {"(2,4)", "2"},         {"(2,6)", "3*"},      {"(2,8)", "4over"},
      {"(1,1)", "{6|2over}"}, {"(1,3)", "{2over|2}"}, {"(1,5)", "{4|3||2}"}, {"(1,7)", "{4over|3*}"},
  };
  for (const auto& [fox, expected] : rows)
    EXPECT_EQ(value(std::string("fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, ") + fox + ")"), expected) << fox;
}

// CGSuite's GameTest: a loopy value has no short canonical form.
TEST_F(FoxAndGeeseValues, CanonicalFormOfALoopyValueIsCGSuitesError) {
  RunControl run;
  Session session(registry_, run);
  lang::Interpreter interpreter(session);
  try {
    interpreter.evaluate("fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,1)).CanonicalForm");
    FAIL() << "no error";
  } catch (const DomainError& e) {
    EXPECT_NE(std::string(e.what()).find("That is not a short game. If that is intentional, try `GameValue` in place of "
                                         "`CanonicalForm`."),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(to_string(interpreter.evaluate("fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,1)).GameValue")), "{6|2over}");
}

// Escaped at the start: off, whoever moves.
TEST_F(FoxAndGeeseValues, EscapedIsOff) {
  EXPECT_EQ(value("fox_and_geese({(3,1)}, (4,4))"), "off");
  EXPECT_EQ(value("fox_and_geese({}, (1,1))"), "off");
}

}  // namespace
}  // namespace cgt
