// Toppling Dominoes: values from Winning Ways (ch. 7) and CGSuite's test suites, and the
// reducer (rows as components, conjugates) against a direct recursion on random rows.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/toppling_dominoes.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game value(std::string_view row) { return value_of<TopplingDominoes>(TopplingDominoes::parse(row)); }

TEST(TopplingDominoes, ValuesFromTheLiterature) {
  // Winning Ways ch. 7: n blue dominoes are n, a green row of n is *n, blue-red is *.
  EXPECT_EQ(value("lll"), Game::integer(3));
  EXPECT_EQ(value("rr"), Game::integer(-2));
  EXPECT_EQ(value("eee"), Game::nimber(3));
  EXPECT_EQ(value("lr"), Game::nimber(1));
  // CGSuite's GameStripTest (game.strip.TopplingDominoes) and its 1.x test instances.
  EXPECT_EQ(to_string(value("lrrlrrl")), "Tiny(1/2)");
  // (1.x printed options in an older order: compared as values.)
  EXPECT_EQ(value("xoxeoxeeo"), parse_game("{1/2,{1/2|*},{1/2|0,*2}|-1,{0|-1},{*,*2|-1}}"));
  // A gap separates rows: a sum.
  EXPECT_EQ(value("ll.e"), Game::integer(2) + Game::nimber(1));
}

TEST(TopplingDominoes, ReducerMatchesDirectRecursion) {
  const TopplingDominoes game;
  std::map<std::string, Game> memo;
  std::function<Game(const std::string&)> direct = [&](const std::string& p) {
    if (auto it = memo.find(p); it != memo.end()) return it->second;
    std::vector<Game> l, r;
    for (const auto& q : game.left_options(p)) l.push_back(direct(q));
    for (const auto& q : game.right_options(p)) r.push_back(direct(q));
    return memo[p] = Game::from_options(l, r);
  };
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::string row(1 + rng() % 9, '.');
    for (char& c : row) c = "lre.l"[rng() % 5];
    const auto p = TopplingDominoes::parse(row);
    EXPECT_EQ(value_of(game, p), direct(p)) << row;
    EXPECT_EQ(value_of(game, game.conjugate(p)), -direct(p)) << row;
  }
}

TEST(TopplingDominoes, BadInput) {
  EXPECT_THROW(TopplingDominoes::parse("lrq"), ParseError);
  EXPECT_EQ(TopplingDominoes::parse("..l...r.."), "l.r");
}

}  // namespace
}  // namespace cgt
