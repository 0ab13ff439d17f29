// Every counter a user can drive from an expression or a term, at its limit: the largest
// accepted value computes exactly, one past it is refused with a one-line cgt::Error
// naming the limit, and nothing wraps (the hostile-input issue, item 6). Remoteness in
// solved cells is driven to its limit in tests/solve/dense_solver_test.cpp, graph sizes
// in tests/core/game_graph_test.cpp.
#include <gtest/gtest.h>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt::lang {
namespace CGT_TEST_NS {

class Limits : public ::testing::Test {
 protected:
  std::string eval(std::string_view program) { return to_string(interpreter_.evaluate(program)); }
  // The message of the error `program` raises ("" when it raises none).
  std::string error_of(std::string_view program) {
    try {
      (void)interpreter_.evaluate(program);
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << "one line: " << e.what();
      return e.what();
    }
    return "";
  }
  void expect_refused(std::string_view program, std::string_view says) {
    const std::string message = error_of(program);
    EXPECT_NE(message.find(says), std::string::npos) << program << " gave '" << message << "'";
  }
  // `work` (outside the interpreter) stops with a cgt::LimitError that says `says`.
  template <class Work>
  static void expect_limit(Work work, std::string_view says) {
    try {
      work();
      ADD_FAILURE() << "no limit was met";
    } catch (const LimitError& e) {
      EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
    }
  }
  RunControl run_;
  Registry registry_ = builtin_registry();
  Session session_{registry_, run_};
  Interpreter interpreter_{session_};
};

TEST_F(Limits, Nimbers) {
  EXPECT_EQ(eval("*16777216"), "*16777216");
  expect_refused("*16777217", "a nimber is too large: 16777217 (at most 16777216)");
  expect_refused("*18446744073709551616", "a nimber is too large");  // past 64 bits
  expect_refused("*9223372036854775807 + *1", "a nimber is too large");
}

TEST_F(Limits, UpsAndMultiples) {
  EXPECT_EQ(eval("^16777216 + ^"), "^16777217");  // sums go on in closed form
  expect_refused("^16777217", "too many ups: 16777217 (at most 16777216)");
  EXPECT_EQ(eval("16777216*^"), "^16777216");
  expect_refused("16777217*^", "a multiple too large: 16777217");
  EXPECT_EQ(eval("16777216*(16777216*^)"), "^281474976710656");
  // Closed forms hold at most 2^61 ups: past it an error, not a wrapped count.
  expect_refused("16777216*(16777216*(16777216*^))", "a multiple of ^ too large");
  expect_refused("(2^70)*{1|*}", "a multiple too large: 1180591620717411303424");
  // Norton products take a multiplier of any size, exactly (GMP).
  EXPECT_EQ(eval("{1|*}.NortonProduct(2^70)"), "{2361183241434822606847||0|-2361183241434822606846}");
}

TEST_F(Limits, UptimalOrders) {
  expect_refused("v[65537]", "the order of an uptimal is too large: 65537 (at most 65536)");
  expect_refused("^<99999999999>", "the order of an uptimal is too large");
  EXPECT_EQ(eval("^.Pow(100)"), "^<100>");  // (deep orders reach the stack guard first under ASan)
}

TEST_F(Limits, IntegersAndPowers) {
  EXPECT_EQ(eval("(2^64-1).NimProduct(2)"), "6148914691236517205");
  expect_refused("(2^64).NimProduct(2)", "NimProduct is limited to integers below 2^64");
  EXPECT_EQ(eval("(2^63).NimSum(2^63)"), "0");
  EXPECT_EQ(eval("(2^100).NimSum(1) == 2^100 + 1"), "true");
  EXPECT_EQ(eval("2^200 + 1 - 2^200"), "1");
  expect_refused("2^(2^40)", "the power is too large: exponent 1099511627776");
  expect_refused("1/2^(10^9)", "the power is too large");
  // exponent × bits wraps past 2^64 to 0 (10 bits × 2^63): the expression fuzz target's
  // finding 2^63-1^632^2^63-1^632^, which made GMP abort
  expect_refused("632^(2^63)", "the power is too large: exponent 9223372036854775808");
  expect_refused("(1/632)^(2^63)", "the power is too large");
  expect_refused("2^63-1^632^2^63-1^632^", "the power is too large");
}

TEST_F(Limits, HeapSizesAndTermIntegers) {
  EXPECT_EQ(eval("kayles(10000000).NimValue"), "1");  // the largest heap a term takes (Kayles has period 12 from 72: G(10^7) = G(76) = 1)
  expect_refused("kayles(10000001)", "out of range (from 0 to 10000000)");
  expect_refused("grundys_game(10000001)", "out of range (from 0 to 10000000)");
  expect_refused("kayles(10000000000000000000)", "is too large (64-bit)");
  expect_refused("kayles(-1)", "out of range");
}

// A small game whose text is exponential: ^*6:*26 has birthday 34 and a few hundred
// followers, but its options share followers that the text writes out again each time
// (about 3^26 characters). Found by the expression fuzz target, which waited minutes
// on it. Printing stops at the printer's bound, or sooner at the run's limits.
TEST_F(Limits, TextsThatRepeatSharedFollowers) {
  EXPECT_EQ(eval("(^*6:*26).Birthday"), "34");  // b(G:H) = b(G) + b(H) here: b(^*6) = 8
  const Game g = interpreter_.evaluate("^*6:*26").as_game();
  expect_limit([g] { (void)to_string(g); }, "printed form is too long");
  RunControl timed(cgt::Limits{.max_seconds = 0.02});
  const GameTable::Watch watch(timed);
  expect_limit([g] { (void)to_string(g); }, "time limit");
  EXPECT_EQ(to_string(interpreter_.evaluate("^*6:*2").as_game()), "{^*6,{^*6|*7,^*6}|*7,^*6,{^*6|*7,^*6}}");
}

// 231:+-86^3 is {636287 | 231:-636056}: its Right option is a number with a denominator
// of 2^636056, and the thermograph walks the 636,056 numbers below it, each as large.
// Found by the expression fuzz target: 17 s past a 0.25 s limit, in decimal conversions.
TEST_F(Limits, NumbersOfHundredsOfThousandsOfBits) {
  EXPECT_EQ(eval("(231:+-86^3).Birthday"), "636288");  // b(231) + b(636056) + 1
  EXPECT_EQ(eval("(231:+-86^3).LeftOptions"), "{636287}");
  const Game g = interpreter_.evaluate("231:+-86^3").as_game();
  RunControl timed(cgt::Limits{.max_seconds = 0.1});
  const GameTable::Watch watch(timed);
  expect_limit([g] { (void)thermograph(g); }, "time limit");
}

}  // namespace
}  // namespace cgt::lang
