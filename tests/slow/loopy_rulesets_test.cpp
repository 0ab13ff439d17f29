// Loopy rulesets at the size of CGSuite's own tests (tens of seconds in Release; label
// slow, so not in the sanitizer run).
#include <gtest/gtest.h>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {
namespace {

// CGSuite's GameStripTest: BackslidingToadsAndFrogs("ttt..fff").GameValue.
TEST(LoopyRulesets, BackslidingToadsAndFrogsAsCGSuiteValuesIt) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(loopy_value_of(parse_term("backsliding_toads_and_frogs(\"ttt..fff\")"), session).to_string(),
            "{on||0|-1/2} & {1/2|0||off}");
}

}  // namespace
}  // namespace cgt
