// Childish Hackenbush (CGSuite's game.graph.ChildishHackenbush): CGSuite's values
// (GameGraphTest), stalks against an independent recursion (only the top blue or red edge
// may be cut), the reducer against a plain recursion on random graphs, colour-swap negation.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/games/hackenbush_graph.hpp"
#include "cgt/partisan/atomic_weight.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

HackenbushGraph childish(std::string_view text) { return HackenbushGraph::from_cgsuite(text, "childish_hackenbush", true); }
Game value(std::string_view text) {
  const HackenbushGraph g = childish(text);
  return value_of(g, g.start());
}

TEST(ChildishHackenbush, ValuesFromCGSuite) {
  EXPECT_EQ(to_string(value("l(l;rl)")), "2");
  EXPECT_EQ(to_string(value(":{ground}llllllrrrr:{ground}")), "{4|-2}");
  EXPECT_EQ(to_string(value("r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))")), "15/16");
  EXPECT_EQ(to_string(value("(e:B;e:Bllllllrrr:B)")), "{0|^[4]*||vv}");
  EXPECT_EQ(to_string(atomic_weight(value("(e:B;e:B;e:Blllllllllrr:B)"))), "3/2");
  EXPECT_THROW(value("lr;l"), ParseError);
  EXPECT_THROW(value(""), ParseError);
}

// On a stalk only the top blue or red edge may be cut (anything lower takes the top with
// it); a green edge may be cut anywhere.
Game stalk(const std::string& s, std::map<std::string, Game>& memo) {
  if (auto it = memo.find(s); it != memo.end()) return it->second;
  std::vector<Game> left, right;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool top = i + 1 == s.size();
    if (s[i] == 'e' || (s[i] == 'l' && top)) left.push_back(stalk(s.substr(0, i), memo));
    if (s[i] == 'e' || (s[i] == 'r' && top)) right.push_back(stalk(s.substr(0, i), memo));
  }
  return memo[s] = Game::from_options(left, right);
}

TEST(ChildishHackenbush, StalksCutFromTheTop) {
  std::mt19937 rng(5);
  std::map<std::string, Game> memo;
  for (int trial = 0; trial < 100; ++trial) {
    std::string s(1 + rng() % 8, 'l');
    for (char& c : s) c = "lre"[rng() % 3];
    EXPECT_EQ(value(s), stalk(s, memo)) << s;
  }
}

// Random graphs with cycles: the reducer (components at the ground) against a plain
// recursion, and blue and red swapped give the negative.
TEST(ChildishHackenbush, ReducerMatchesPlainRecursion) {
  std::mt19937 rng(9);
  for (int trial = 0; trial < 60; ++trial) {
    std::string text;
    const int chains = 1 + static_cast<int>(rng() % 3);
    for (int c = 0; c < chains; ++c) {
      text += c == 0 ? "(" : ";";
      const int len = 1 + static_cast<int>(rng() % 4);
      for (int i = 0; i < len; ++i) {
        text += "lre"[rng() % 3];
        if (rng() % 3 == 0) {
          text += ':';
          text += "ABG"[rng() % 3];
        }
      }
    }
    text = fmt::format(":G{})", text);
    HackenbushGraph g;
    try {
      g = childish(text);
    } catch (const ParseError&) {
      continue;  // a name reused for the ground's own chain start is fine; others may not connect
    }
    DirectMemo<HackenbushGraph> memo;
    const Game v = value_of(g, g.start());
    EXPECT_EQ(v, direct_value(g, g.start(), memo)) << text;
    std::string swapped = text;
    for (char& ch : swapped) ch = ch == 'l' ? 'r' : ch == 'r' ? 'l' : ch;
    EXPECT_EQ(value(swapped), -v) << text;
  }
}

}  // namespace
}  // namespace cgt
