// Col, Snort and Fjords (CGSuite's game.graph.GenCol): CGSuite's values (GameGraphTest),
// Winning Ways' small values, the tint representation against an independent recursion
// that colours vertices and checks neighbours' colours, colour-swap negation, errors.
#include "cgt/games/gen_col.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game gen_col(std::string_view text, GenCol::Rule rule) {
  const GenCol g = GenCol::parse(text, rule);
  return value_of(g, g.start());
}
Game col(std::string_view text) { return gen_col(text, GenCol::Rule::Col); }
Game snort(std::string_view text) { return gen_col(text, GenCol::Rule::Snort); }
Game fjords(std::string_view text) { return gen_col(text, GenCol::Rule::Fjords); }

TEST(GenCol, ValuesFromCGSuite) {
  EXPECT_EQ(to_string(col("R-.-R-.-L-.-R-.-R-.")), "7/8");
  EXPECT_EQ(to_string(snort("L-.-.-.-L")), "{4|0,+-1}");
  EXPECT_EQ(to_string(snort(".-.-.(-.;-.)")), "+-{3|2}");
}

TEST(GenCol, SmallValuesFromWinningWays) {
  // Winning Ways ch. 2: a lone vertex is *; in Col an edge is 0, in Snort +-1; a vertex
  // only Left may colour is 1.
  EXPECT_EQ(col("."), Game::nimber(1));
  EXPECT_EQ(snort("."), Game::nimber(1));
  EXPECT_EQ(col(".-."), Game());
  EXPECT_EQ(to_string(snort(".-.")), "+-1");
  EXPECT_EQ(col("R"), Game::integer(1));
  EXPECT_EQ(snort("L"), Game::integer(1));
  EXPECT_EQ(col(""), Game());
  EXPECT_EQ(col("R-.-"), col("R-.-."));  // a trailing edge ends at a new blank vertex
  EXPECT_THROW(col("R-.(-."), ParseError);
  EXPECT_THROW(snort("L.L"), ParseError);
  EXPECT_THROW(col("L-x"), ParseError);
}

// Fjords by hand: only a vertex next to one's own colour may be coloured. A lone L vertex
// is 1, L-. is 2 (colouring the L tints the next); in L-R either move kills the other
// vertex: {0|0} = *; in L-.-R each move leaves L-R: {*|*} = 0; untinted vertices are dead.
TEST(GenCol, FjordsByHand) {
  EXPECT_EQ(fjords("L"), Game::integer(1));
  EXPECT_EQ(fjords("L-."), Game::integer(2));
  EXPECT_EQ(fjords("L-R"), Game::nimber(1));
  EXPECT_EQ(fjords("L-.-R"), Game());
  EXPECT_EQ(fjords(".-.-."), Game());
  EXPECT_EQ(fjords("R-.-."), Game::integer(-3));
}

// The rules as stated: vertices coloured blue (Left) or red (Right); in Col no vertex next
// to one of its own colour, in Snort none next to one of the other colour. The start's tints
// are coloured neighbours outside the graph.
struct PlainCol {
  GenCol::Rule rule;
  std::vector<std::vector<int>> adjacent;
  std::string tint;  // per vertex: '.', 'L' or 'R'
  std::map<std::string, Game> memo;
  Game value(const std::string& colours) {  // per vertex: '.', 'L' or 'R'
    if (auto it = memo.find(colours); it != memo.end()) return it->second;
    std::vector<Game> options[2];
    for (int side = 0; side < 2; ++side) {
      const char own = side == 0 ? 'L' : 'R', other = side == 0 ? 'R' : 'L';
      for (std::size_t v = 0; v < colours.size(); ++v) {
        bool next_to_own = tint[v] == own, next_to_other = tint[v] == other;
        for (int u : adjacent[v]) {
          next_to_own = next_to_own || colours[static_cast<std::size_t>(u)] == own;
          next_to_other = next_to_other || colours[static_cast<std::size_t>(u)] == other;
        }
        // Col: not next to one's own colour; Snort: not next to the other's; Fjords: next
        // to one's own and not to the other's.
        const bool ok = colours[v] == '.' && (rule == GenCol::Rule::Col     ? !next_to_own
                                              : rule == GenCol::Rule::Snort ? !next_to_other
                                                                            : next_to_own && !next_to_other);
        if (!ok) continue;
        std::string next = colours;
        next[v] = own;
        options[side].push_back(value(next));
      }
    }
    return memo[colours] = Game::from_options(options[0], options[1]);
  }
};

TEST(GenCol, TintsMatchColouringByTheRules) {
  std::mt19937 rng(2);
  for (int trial = 0; trial < 120; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 8);
    std::vector<std::vector<int>> adjacent(static_cast<std::size_t>(n));
    std::string text, tint;
    for (int v = 0; v < n; ++v) {
      const char t = "..LR"[rng() % 4];
      tint += t;
      if (v == 0) {
        text += t;
        continue;
      }
      // Vertex v joins a random earlier vertex, named so that the chain can return to it.
      const int parent = static_cast<int>(rng() % static_cast<unsigned>(v));
      text += fmt::format(";{}:{{{}}}-{}:{{{}}}", tint[static_cast<std::size_t>(parent)], parent, t, v);
      adjacent[static_cast<std::size_t>(v)].push_back(parent);
      adjacent[static_cast<std::size_t>(parent)].push_back(v);
    }
    text = fmt::format("{}:{{0}}{}", tint[0], text.substr(1));
    for (const GenCol::Rule rule : {GenCol::Rule::Col, GenCol::Rule::Snort, GenCol::Rule::Fjords}) {
      PlainCol plain{rule, adjacent, tint, {}};
      const Game v = gen_col(text, rule);
      EXPECT_EQ(v, plain.value(std::string(static_cast<std::size_t>(n), '.'))) << text;
      std::string swapped = text;
      for (char& ch : swapped) ch = ch == 'L' ? 'R' : ch == 'R' ? 'L' : ch;
      EXPECT_EQ(gen_col(swapped, rule), -v) << text;
    }
  }
}

}  // namespace
}  // namespace cgt
