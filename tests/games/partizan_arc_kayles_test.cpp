// Partizan Arc Kayles (CGSuite's game.graph.PartizanArcKayles): CGSuite's values
// (GameGraphTest), green paths as Dawson's Kayles heaps (CGSuite's Arc Kayles test), the
// reducer against a plain recursion on random graphs, colour-swap negation, errors.
#include "cgt/games/partizan_arc_kayles.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_values.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game value(const PartizanArcKayles& g) { return value_of(g, g.start()); }
Game value(std::string_view text) { return value(PartizanArcKayles::parse(text)); }

TEST(PartizanArcKayles, ValuesFromCGSuite) {
  EXPECT_EQ(to_string(value("llr")), "1/2");
  EXPECT_EQ(to_string(value("lrlr(ll;ree(rl;l))")), "{3*|2*||3/2,3/2*|1/2*}");
  EXPECT_EQ(value(""), Game());
  EXPECT_EQ(value("l"), Game::integer(1));  // one blue edge: Left's move
  EXPECT_THROW(PartizanArcKayles::parse("l(r"), ParseError);
  EXPECT_THROW(PartizanArcKayles::parse("l-r"), ParseError);
}

// A green path of n vertices is a heap of n in Dawson's Kayles, 0.07 (CGSuite's test of
// game.graph.ArcKayles on Graph.Path(n)).
TEST(PartizanArcKayles, GreenPathsAreDawsonsKayles) {
  const auto grundy = naive_grundy_values(HeapRule::parse("0.07"), 26);
  for (int n = 1; n <= 25; ++n)
    EXPECT_EQ(value(std::string(static_cast<std::size_t>(n - 1), 'e')), Game::nimber(grundy[static_cast<std::size_t>(n)]))
        << n;
}

TEST(PartizanArcKayles, ReducerMatchesPlainRecursion) {
  std::mt19937 rng(4);
  for (int trial = 0; trial < 150; ++trial) {
    auto chain = [&](int max) {
      std::string out;
      for (int i = 1 + static_cast<int>(rng() % static_cast<unsigned>(max)); i > 0; --i) {
        out += "lre"[rng() % 3];
        if (rng() % 4 == 0) out += fmt::format(":{}", "AB"[rng() % 2]);  // cycles
      }
      return out;
    };
    std::string text = chain(6);
    if (rng() % 2) text += fmt::format("({};{})", chain(3), chain(3));
    const PartizanArcKayles g = PartizanArcKayles::parse(text);
    DirectMemo<PartizanArcKayles> memo;
    const Game v = value(g);
    EXPECT_EQ(v, direct_value(g, g.start(), memo)) << text;
    EXPECT_EQ(value(g.swapped()), -v) << text;
  }
}

}  // namespace
}  // namespace cgt
