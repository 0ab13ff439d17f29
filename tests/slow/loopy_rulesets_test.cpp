// Loopy rulesets at the size of CGSuite's own tests (tens of seconds in Release; label
// slow, so not in the sanitizer run).
#include <gtest/gtest.h>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// CGSuite's GameStripTest: BackslidingToadsAndFrogs("ttt..fff").GameValue.
TEST(LoopyRulesets, BackslidingToadsAndFrogsAsCGSuiteValuesIt) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(loopy_value_of(parse_term("backsliding_toads_and_frogs(\"ttt..fff\")"), session).to_string(),
            "{on||0|-1/2} & {1/2|0||off}");
}

// CGSuite's GameGridTest ("define FoxAndGeese properly"): 3-10 s each in Release.
TEST(LoopyRulesets, FoxAndGeeseAsCGSuiteValuesIt) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  const auto value = [&](const char* term) { return loopy_value_of(parse_term(term), session).to_string(); };
  EXPECT_EQ(value("fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))"), "{4*|7/2}");
  EXPECT_EQ(value("gen_fox_and_geese({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9), boardWidth => 10)"), "{6over|5*}");
  EXPECT_EQ(value("ceylonese_fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))"), "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}");
  // The same position in other spellings: a list with a repeat, gen_ with range 2.
  EXPECT_EQ(value("gen_fox_and_geese([(4,8),(4,2),(4,4),(4,6),(4,2)], (1,1), fox_range = 2)"),
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}");
}

}  // namespace
}  // namespace cgt
