// Elephants and Rhinos (CGSuite's game.strip.ElephantsAndRhinos): CGSuite's value
// (GameStripTest), integers for lone pieces, the reducer against a plain recursion on
// random strips, reversal negation, errors.
#include "cgt/games/elephants_and_rhinos.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game value(std::string_view strip) { return value_of<ElephantsAndRhinos>(ElephantsAndRhinos::parse(strip)); }

TEST(ElephantsAndRhinos, ValuesFromCGSuite) {
  EXPECT_EQ(to_string(value("tttt..fff")), "1");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("elephants_and_rhinos(\"tttt..fff\")"), session)), "1");
  // A lone elephant with k empty cells ahead moves k times; pieces never jump.
  EXPECT_EQ(value("t..."), Game::integer(3));
  EXPECT_EQ(value("..f"), Game::integer(-2));
  EXPECT_EQ(value("tf"), Game());
  EXPECT_THROW(ElephantsAndRhinos::parse("tx"), ParseError);
}

TEST(ElephantsAndRhinos, ReducerMatchesPlainRecursion) {
  std::mt19937 rng(6);
  const ElephantsAndRhinos game;
  DirectMemo<ElephantsAndRhinos> memo;
  for (int trial = 0; trial < 200; ++trial) {
    std::string s(1 + rng() % 10, '.');
    for (char& c : s) c = "tf.."[rng() % 4];
    const Game v = value(s);
    EXPECT_EQ(v, direct_value(game, s, memo)) << s;
    EXPECT_EQ(value(game.conjugate(s)), -v) << s;
  }
}

}  // namespace
}  // namespace cgt
