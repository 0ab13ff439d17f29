// CGSuite's own test facts (tests/data/cgsuite_facts.tsv: every fact of CGSuite's
// ScalaTest suites lib/core/src/test/scala/org/cgsuite/lang/, snapshot e909ab8, and of
// the 1.x test-instances.txt, in the groups and form of
// shared/literature/cgsuite-parity-sample.md, whose rows are every fifth of them). Each
// expression is evaluated as `cgt value` does and printed; the expected string is
// CGSuite's output (whitespace ignored; for 1.x's rows, the value that output denotes),
// or, when it starts with "!!", CGSuite raises an error there and so must cgt.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/lang/interpreter.hpp"

namespace cgt::lang {
namespace CGT_TEST_NS {

struct Fact {
  std::string group, expression, expected;
};

std::vector<Fact> read_facts() {
  std::ifstream in(std::string(CGT_TEST_DATA) + "/cgsuite_facts.tsv");
  std::vector<Fact> facts;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Fact f;
    std::getline(fields, f.group, '\t');
    std::getline(fields, f.expression, '\t');
    std::getline(fields, f.expected, '\t');
    facts.push_back(f);
  }
  return facts;
}

std::string without_space(std::string s) {
  std::erase_if(s, [](unsigned char c) { return std::isspace(c) != 0; });
  return s;
}

TEST(CGSuiteFacts, EveryRowAsCGSuitePrintsIt) {
  const std::vector<Fact> facts = read_facts();
  ASSERT_GE(facts.size(), 900u);
  const Registry registry = builtin_registry();
  int errors_expected = 0;
  for (const Fact& f : facts) {
    RunControl run;
    Session session(registry, run);
    Interpreter interpreter(session);
    if (f.expected.rfind("!!", 0) == 0) {
      ++errors_expected;
      EXPECT_THROW(interpreter.evaluate(f.expression), Error) << f.group << ": " << f.expression;
      continue;
    }
    try {
      const std::string printed = to_string(interpreter.evaluate(f.expression));
      // CGSuite 1.x printed values in its own notation (`^.PowTo(2)` for ^[2]) and
      // options in its own order; its rows hold when the expected text, read as an
      // expression, is the same value.
      const std::string expected =
          f.group.starts_with("Legacy") ? to_string(interpreter.evaluate(f.expected)) : f.expected;
      EXPECT_EQ(without_space(printed), without_space(expected)) << f.group << ": " << f.expression;
    } catch (const Error& e) {
      ADD_FAILURE() << f.group << ": " << f.expression << " raised " << e.what();
    }
  }
  EXPECT_GT(errors_expected, 0);
}

}  // namespace
}  // namespace cgt::lang
