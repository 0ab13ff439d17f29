// Printing with general uptimal expansions (uptimal.hpp) and CGSuite's Tiny/Miny rule
// (CanonicalShortGame.isNumberTiny: the subscript may be any game), checked against CGSuite's expected outputs and by
// parsing back everything printed.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/uptimal.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string canon(const char* text) { return to_string(parse_game(text)); }

TEST(UptimalNotation, CgsuiteForms) {
  // CanonicalShortGameTestCase.scala (printed forms).
  EXPECT_EQ(canon("{0|||0||-1|-3}"), "Tiny({3|1})");
  EXPECT_EQ(canon("{5||3|1|||0||||0}"), "Miny({5||3|1})");
  EXPECT_EQ(canon("{0||0|v*}"), "{0|^<2>}");
  // Options that are uptimals (*4.0202 has the uptimal option *4.0201...) come after the
  // nimbers, ordered by expansion.
  const char* big =
      "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},"
      "{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}";
  EXPECT_EQ(canon(big), big);
  // GameTest.scala (Pow, PowTo outputs).
  EXPECT_EQ(canon("{Tiny(2)||0|-2|||0|-2}"), "{Tiny(2)||0|-2|||0|-2}");
  EXPECT_EQ(canon("{^|*,^[2]||*,^[2]}"), "{^|*,^[2]||*,^[2]}");
}

TEST(UptimalNotation, FormsTheOtherTestsExpectStayTheSame) {
  // tests/cli/cli_test.sh and tests/games expect these canonical forms.
  for (const char* text : {"+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}",
                           "{1^*|-1^*}", "{^^*|*,v}", "{^^|0,v*}"})
    EXPECT_EQ(canon(text), text);
}

TEST(UptimalNotation, NamedForAnyNimberAndLength) {
  // CGSuite's Uptimal.appendTo names every unit and unit sum.
  for (const char* text : {"^<70>*9", "v[3]*12", "5/8^[2]*8"}) EXPECT_EQ(canon(text), text);
}

std::vector<Game> day(const std::vector<Game>& games) {
  std::vector<Game> out;
  const std::size_t n = games.size();
  for (std::size_t l = 0; l < (std::size_t{1} << n); ++l)
    for (std::size_t r = 0; r < (std::size_t{1} << n); ++r) {
      std::vector<Game> left, right;
      for (std::size_t i = 0; i < n; ++i) {
        if (l >> i & 1) left.push_back(games[i]);
        if (r >> i & 1) right.push_back(games[i]);
      }
      out.push_back(Game::from_options(left, right));
    }
  std::sort(out.begin(), out.end(), [](Game a, Game b) { return a.id() < b.id(); });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

TEST(UptimalNotation, PrintedGamesParseBack) {
  // Every game born by day 2, their options' sums and a sample of day-3 games.
  const std::vector<Game> day2 = day(day({Game()}));
  ASSERT_EQ(day2.size(), 22u);
  std::vector<Game> games = day2;
  for (Game a : day2)
    for (Game b : day2) {
      games.push_back(a + b);
      games.push_back(Game::from_options(std::vector<Game>{a}, std::vector<Game>{b}));
      games.push_back(Game::from_options(std::vector<Game>{a, b}, std::vector<Game>{-a}));
    }
  for (Game x : games) EXPECT_EQ(parse_game(to_string(x)), x) << to_string(x);
}

}  // namespace
}  // namespace cgt
