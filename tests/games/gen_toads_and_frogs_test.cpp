// CGSuite's GenToadsAndFrogs: GameStripTest's facts, and its special cases against the
// separate Toads and Frogs and Elephants and Rhinos implementations.
#include "cgt/games/gen_toads_and_frogs.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

class GenToadsAndFrogsTest : public ::testing::Test {
 protected:
  std::string value(const std::string& term) { return to_string(value_of(parse_term(term), session_)); }
  std::string loopy(const std::string& term) { return loopy_value_of(parse_term(term), session_).to_string(); }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

TEST_F(GenToadsAndFrogsTest, CGSuiteGameStripTest) {
  EXPECT_EQ(value("gen_toads_and_frogs(\"tttt..fff\", maxJump => 2)"), "{1/2*|v}");
  EXPECT_EQ(value("gen_toads_and_frogs(\"tttt..fff\", max_jump = 0)"), "1");  // ElephantsAndRhinos
  EXPECT_EQ(value("gen_toads_and_frogs(\"ttttt..fffff\")"),
            "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}");
  EXPECT_EQ(loopy("gen_toads_and_frogs(\"tt..f\", min_slide = -1)"), loopy("backsliding_toads_and_frogs(\"tt..f\")"));
  EXPECT_EQ(loopy("gen_toads_and_frogs(\"tttt..fff\", maxJump => 2)"), "{1/2*|v}");  // loop-free: a short game
}

// The defaults are Toads and Frogs, max_jump 0 Elephants and Rhinos: equal values on
// random strips, each computed by its own implementation.
TEST_F(GenToadsAndFrogsTest, SpecialCasesAgreeWithTheirOwnRulesets) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 150; ++trial) {
    std::string strip(1 + rng() % 9, '.');
    for (char& c : strip) c = "tf.."[rng() % 4];
    const std::string quoted = "(\"" + strip + "\"";
    EXPECT_EQ(value("gen_toads_and_frogs" + quoted + ")"), value("toads_and_frogs" + quoted + ")")) << strip;
    EXPECT_EQ(value("gen_toads_and_frogs" + quoted + ", max_jump = 0)"), value("elephants_and_rhinos" + quoted + ")"))
        << strip;
  }
}

TEST(GenToadsAndFrogs, MovesAsCGSuiteDefinesThem) {
  // Slides of 1..2 cells, jumps over up to two frogs: the toad at 0 of "t.f" slides to 1
  // (2 is a frog: the slide stops), the toad of "tff." jumps both frogs.
  EXPECT_EQ(GenToadsAndFrogs(1, 2, 1).left_options("t.f"), std::vector<std::string>{".tf"});
  EXPECT_EQ(GenToadsAndFrogs(1, 2, 2).left_options("tff."), std::vector<std::string>{".fft"});
  EXPECT_TRUE(GenToadsAndFrogs(1, 2, 1).left_options("tff.").empty());
  EXPECT_EQ(GenToadsAndFrogs(2, 2, 0).left_options("t.."), std::vector<std::string>{"..t"});  // only 2-cell slides
  EXPECT_EQ(GenToadsAndFrogs(1, 1, 1, true).left_options("tt."), (std::vector<std::string>{".tt", "t.t"}));
  EXPECT_EQ(GenToadsAndFrogs(-1).right_options(".f."), (std::vector<std::string>{"f..", "..f"}));
  EXPECT_THROW(GenToadsAndFrogs(2, 1, 1), ParseError);
  EXPECT_THROW(GenToadsAndFrogs(1, 1, -1), ParseError);
  EXPECT_THROW(GenToadsAndFrogs(1, 1000, 1), LimitError);
}

}  // namespace
}  // namespace cgt
