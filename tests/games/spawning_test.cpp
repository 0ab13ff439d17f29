// Coin-turning games (Winning Ways ch. 14): CGSuite's GameHeapTest rows for Spawning
// (nim values of heaps 1..20 and Options.Size of heap 20) and GameStripTest's Turning.
#include "cgt/games/spawning.hpp"

#include <gtest/gtest.h>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {
namespace CGT_TEST_NS {

struct Row {
  const char* code;
  std::uint64_t options_of_20;
  std::vector<std::uint64_t> values;  // heaps 1..20
};

TEST(Spawning, CGSuiteGameHeapTest) {
  const Row rows[] = {
      {"1-3", 191, {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38}},  // Mock Turtles
      {"1-9", 169766, {1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691}},  // Moidores
      {"3", 171, {0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35}},  // Triplets
      {"1+C", 20, {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4}},             // Ruler
      {"1-3C(5)", 11, {1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8}},          // Mock Turtle Fives
      {"3C(5)", 6, {0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4}},             // Triplet Fives
      {"1-5C", 5, {1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4}},              // Ruler Fives
      {"3E", 9, {0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4}},                // Turnips
      {"4FS", 9, {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3}},               // Grunt
      {"1+S", 2046, {1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28}},  // Sym
  };
  RunControl run;
  for (const Row& row : rows) {
    const Spawning rules(row.code);
    EXPECT_EQ(rules.option_count(20), row.options_of_20) << row.code;
    const std::vector<std::uint64_t> g = rules.grundy_values(20, run);
    EXPECT_EQ(std::vector<std::uint64_t>(g.begin() + 1, g.end()), row.values) << row.code;
  }
}

// Mock Turtles' values are the odious numbers (Winning Ways ch. 14): 2n or 2n+1,
// whichever has an odd number of ones.
TEST(Spawning, MockTurtlesAreOdiousNumbers) {
  RunControl run;
  const std::vector<std::uint64_t> g = Spawning("1-3").grundy_values(200, run);
  for (std::uint64_t n = 1; n <= 200; ++n) {
    const std::uint64_t twice = 2 * (n - 1);
    EXPECT_EQ(g[n], __builtin_popcountll(twice) % 2 ? twice : twice + 1) << n;
  }
}

TEST(Spawning, TurningAndErrors) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  // CGSuite's GameStripTest: Turning("1-3")("htththtth").NimValue = 29.
  EXPECT_EQ(value_of(parse_term("turning(\"htththtth\", \"1-3\")"), session), Game::nimber(29));
  EXPECT_EQ(value_of(parse_term("spawning(\"1-3\", 9)"), session), Game::nimber(16));
  EXPECT_EQ(misere_form_of(parse_term("spawning(\"1+C\", 4)"), session).genus().base, 4u);
  for (const char* bad : {"", "x", "1-", "3-1", "1+Q", "1C(5", "0"}) EXPECT_THROW(Spawning{bad}, ParseError) << bad;
  EXPECT_THROW(value_of(parse_term("turning(\"htx\", \"1-3\")"), session), ParseError);
  // 2^59 options: the run's time limit stops it (checked every 2^16 options).
  RunControl short_run(Limits{.max_seconds = 0.2});
  Session limited(registry, short_run);
  EXPECT_THROW(value_of(parse_term("spawning(\"1+\", 60)"), limited), LimitError);
}

}  // namespace
}  // namespace cgt
