#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/strip_games.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(Hackenbush, BlueRedStringsFromTheLiterature) {
  // shared/literature/partisan.md H1-H17 (Winning Ways vol. 1; Lessons in Play), B = l, R = r.
  const std::pair<const char*, const char*> table[] = {
      {"l", "1"},       {"ll", "2"},       {"r", "-1"},       {"lr", "1/2"},      {"llr", "3/2"},  {"lrl", "3/4"},
      {"lrr", "1/4"},   {"lrll", "7/8"},   {"lrrl", "3/8"},   {"lllr", "5/2"},    {"lrlr", "5/8"}, {"llrr", "5/4"},
      {"lrlrl", "11/16"}, {"rl", "-1/2"},  {"rll", "-1/4"},   {"lrrrr", "1/16"},  {"llrlrl", "27/16"}};
  for (auto [s, v] : table) {
    EXPECT_EQ(to_string(value_of<HackenbushString>(HackenbushString::parse(s))), v) << s;
    EXPECT_EQ(blue_red_string_value(s).to_string(), v) << s;
  }
  // CGSuite: game.graph.Hackenbush("lrlrrllr").CanonicalForm = 77/128.
  EXPECT_EQ(to_string(value_of<HackenbushString>(HackenbushString::parse("lrlrrllr"))), "77/128");
  EXPECT_EQ(to_string(value_of<HackenbushString>(HackenbushString::parse("eee"))), "*3");  // green strings are nimbers
}

TEST(Hackenbush, SignExpansionAgreesWithTheEngineOnRandomStrings) {
  std::mt19937 rng(5);
  for (int i = 0; i < 300; ++i) {
    std::string s(1 + rng() % 12, 'l');
    for (char& c : s) c = (rng() % 2) ? 'l' : 'r';
    EXPECT_EQ(value_of<HackenbushString>(s), Game::number(blue_red_string_value(s))) << s;
  }
}

TEST(ToadsAndFrogs, ValuesFromTheLiterature) {
  // shared/literature/partisan.md F1-F12 (cgt-tools tests confirmed with CGSuite;
  // Erickson 1996), T = t, F = f.
  const std::pair<const char*, const char*> table[] = {
      {"TFTF.TF", "0"}, {"TFTFTF.", "0"}, {"TFTFT.F", "*"}, {"TF.TTFF", "0"},  {"TFT.TFF", "^"}, {".TTFTFF", "0"},
      {"T.TFTFF", "^^*"}, {"TFTF.", "0"}, {"TF.TF", "0"},   {"TFT.F", "*"},    {"T.TFF", "^"},   {"TT.FF", "*"}};
  for (auto [s, v] : table) EXPECT_EQ(to_string(value_of<ToadsAndFrogs>(ToadsAndFrogs::parse(s))), v) << s;
}

TEST(Clobber, ValuesFromTheLiterature) {
  // CGSuite: game.grid.Clobber("xox|ox.").CanonicalForm = {^^*|*,v}.
  EXPECT_EQ(to_string(value_of<Clobber>(Clobber::parse("xox|ox."))), "{^^*|*,v}");
  // A single xo pair is * and xoxo rows are well known small values (Albert et al.).
  EXPECT_EQ(to_string(value_of<Clobber>(Clobber::parse("xo"))), "*");
  EXPECT_EQ(to_string(value_of<Clobber>(Clobber::parse("xxo"))), "^");  // {x.x | xo} = {0|*}
}

TEST(StripGames, BadInput) {
  EXPECT_THROW(HackenbushString::parse("lrx"), ParseError);
  EXPECT_THROW(ToadsAndFrogs::parse("tq"), ParseError);
  EXPECT_THROW(Clobber::parse("xo|x"), ParseError);
}

}  // namespace
}  // namespace cgt
