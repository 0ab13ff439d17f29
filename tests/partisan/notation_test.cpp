#include "cgt/partisan/notation.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string canon(const char* text) { return to_string(parse_game(text)); }

TEST(Notation, NumbersNimbersAndUps) {
  // CGSuite's printed forms (shared/literature/partisan.md; Winning Ways ch. 2-3).
  EXPECT_EQ(canon("0"), "0");
  EXPECT_EQ(canon("3/4"), "3/4");
  EXPECT_EQ(canon("-5/8"), "-5/8");
  EXPECT_EQ(canon("6/8"), "3/4");
  EXPECT_EQ(canon("{0|1}"), "1/2");
  EXPECT_EQ(canon("{|}"), "0");
  EXPECT_EQ(canon("*"), "*");
  EXPECT_EQ(canon("*2 + *3"), "*");
  EXPECT_EQ(canon("{0|*}"), "^");
  EXPECT_EQ(canon("^ + ^ + *"), "^^*");  // ^ + ^ + * = ^^*
  EXPECT_EQ(canon("{0|^}"), "^^*");
  EXPECT_EQ(canon("^3"), "^3");
  EXPECT_EQ(canon("v"), "v");
  EXPECT_EQ(canon("-^"), "v");
  EXPECT_EQ(canon("v*"), "v*");
  EXPECT_EQ(canon("vvv + vvvvvv + *8"), "v9*8");
  EXPECT_EQ(canon("9/8 + *"), "9/8*");
  EXPECT_EQ(canon("1*"), "1*");
  EXPECT_EQ(canon("{1|1}"), "1*");
  EXPECT_EQ(canon("^*2"), "^*2");
  EXPECT_EQ(canon("2^^*"), "2^^*");
}

TEST(Notation, SwitchesTinyMinyAndSlashes) {
  EXPECT_EQ(canon("+-1"), "+-1");
  EXPECT_EQ(canon("{1|-1}"), "+-1");
  EXPECT_EQ(canon("+-1 + +-1"), "0");  // Winning Ways ch. 2
  EXPECT_EQ(canon("+-{1,2}"), "+-2");  // 1 is dominated by 2
  EXPECT_EQ(canon("+-{{2|0},1}"), "+-{1,{2|0}}");
  EXPECT_EQ(canon("{2|-1/2}"), "{2|-1/2}");  // Domineering 2x3
  EXPECT_EQ(canon("{0||0|-2}"), "Tiny(2)");
  EXPECT_EQ(canon("Tiny(2)"), "Tiny(2)");
  EXPECT_EQ(canon("Miny(2)"), "Miny(2)");
  EXPECT_EQ(canon("2 + Tiny(2)"), "2Tiny(2)");
  EXPECT_EQ(canon("{3||2|1}"), "{3||2|1}");
  EXPECT_EQ(canon("{{3|2}|1}"), "{3|2||1}");
  EXPECT_EQ(canon("{1|*}"), "{1|*}");
  EXPECT_EQ(canon("{3||2+*|1+*}"), canon("{3|{2*|1*}}"));
  EXPECT_EQ(canon("^<1>"), "^");
  EXPECT_EQ(parse_game("^<2>"), parse_game("{0|v*}"));  // up-nth (CGSuite Pow)
  EXPECT_EQ(parse_game("^<1> + ^<2> + ^<3>"), parse_game("^[3]"));  // ^[n] = ^ + ^<2> + ... + ^<n>
  EXPECT_EQ(compare(parse_game("^<3>"), parse_game("^<2>")), Relation::Less);
  EXPECT_EQ(compare(parse_game("^<3>"), Game()), Relation::Greater);
  EXPECT_EQ(parse_game("^[2]"), parse_game("{^|*}"));   // up-to-the-n (PowTo)
  EXPECT_EQ(parse_game("v[2]"), -parse_game("^[2]"));
}

TEST(Notation, CgsuitePrintedExamples) {
  // CGSuite's own output for known positions (shared/literature/partisan.md): the
  // canonical forms round-trip through our parser and printer unchanged.
  for (const char* text : {"{^^*|*,v}", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", "{1|0,{0|-1}}", "77/128"})
    EXPECT_EQ(canon(text), text);
}

TEST(Notation, ValuesFromTheLiterature) {
  // ^* || 0 (Winning Ways ch. 3); {0|^} = ^^* (Toads and Frogs T.TFF..., partisan.md F7).
  EXPECT_EQ(compare(parse_game("^*"), Game()), Relation::Confused);
  EXPECT_EQ(outcome(parse_game("{0|^}")), OutcomeClass::L);
  // Domineering 2x3 = {2|-1/2}: mean 3/4, temperature 5/4.
  EXPECT_EQ(mean(parse_game("{2|-1/2}")), Dyadic::parse("3/4"));
  EXPECT_EQ(temperature(parse_game("{2|-1/2}")), Dyadic::parse("5/4"));
  EXPECT_EQ(parse_game("(1 + *) - *"), parse_game("1"));
}

std::string error_of(const char* text) {
  try {
    parse_game(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(Notation, PrintedFormsParseBackToTheSameGame) {
  // Random games of birthday <= 4 (thousands of distinct option lists: the printer's
  // caches grow and rehash while it sorts); printing then parsing must give the game back.
  std::mt19937 rng(11);
  std::vector<Game> pool{Game(), Game::integer(1), Game::integer(-1), Game::nimber(1), Game::up(), parse_game("^<2>"),
                         parse_game("1/2")};
  for (int day = 0; day < 3; ++day) {
    std::vector<Game> next;
    for (int i = 0; i < 700; ++i) {
      std::vector<Game> l, r;
      for (std::size_t j = 1 + rng() % 3; j > 0; --j) l.push_back(pool[rng() % pool.size()]);
      for (std::size_t j = 1 + rng() % 3; j > 0; --j) r.push_back(pool[rng() % pool.size()]);
      next.push_back(Game::from_options(l, r));
    }
    pool.insert(pool.end(), next.begin(), next.end());
  }
  for (Game g : pool) {
    const std::string text = to_string(g);
    ASSERT_EQ(parse_game(text), g) << text;
  }
  // Negative numbers in front of ups, nimbers and named forms: -1^* is -1 + ^*.
  for (std::size_t i = 0; i < pool.size(); i += 7)
    for (const char* x : {"-3/2", "-5", "2"}) {
      const Game g = pool[i] + parse_game(x);
      const std::string text = to_string(g);
      ASSERT_EQ(parse_game(text), g) << text;
    }
  for (const char* text : {"-1^", "-1/2v*", "-2Tiny(2)", "-3v<5>*2", "-1^[3]"})
    EXPECT_EQ(to_string(parse_game(text)), text);
}

TEST(Notation, ErrorsNameTheColumn) {
  EXPECT_NE(error_of("{1|2").find("never closed"), std::string::npos);
  EXPECT_NE(error_of("1 +").find("column 4"), std::string::npos) << error_of("1 +");
  EXPECT_NE(error_of("3/5").find("power of two"), std::string::npos);
  EXPECT_NE(error_of("{1|2|3}").find("ambiguous"), std::string::npos);
  EXPECT_NE(error_of("1 2").find("unexpected '2'"), std::string::npos) << error_of("1 2");
  EXPECT_NE(error_of("{1,}").find("expected"), std::string::npos);
  EXPECT_NE(error_of("Tiny 2").find("'('"), std::string::npos);
  EXPECT_NE(error_of("x").find("unknown name 'x'"), std::string::npos) << error_of("x");
  EXPECT_NE(error_of("").find("expected a game"), std::string::npos);
  EXPECT_NE(error_of("*9999999").find("too large"), std::string::npos);
}

// Input cannot deepen the parser's recursion without bound: deep nesting is refused
// with a one-line error quoting a short excerpt (issue: 30,000 nested options crashed).
TEST(Notation, DeepNestingIsRefusedNotACrash) {
  std::string nested;
  for (int i = 0; i < 30000; ++i) nested += "{0|";
  nested += "0" + std::string(30000, '}');
  for (const std::string& text : {nested, std::string(50000, '{'), std::string(40000, '(') + "0" + std::string(40000, ')'),
                                  std::string(40000, '-') + "1"}) {
    try {
      parse_game(text);
      FAIL() << "accepted";
    } catch (const ParseError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("nesting deeper than 1000"), std::string::npos) << what.substr(0, 200);
      EXPECT_LT(what.size(), 200u);
    }
  }
  // Within the limit it parses: {0|{0|...}} 300 deep.
  std::string fine;
  for (int i = 0; i < 300; ++i) fine += "{0|";
  fine += "0" + std::string(300, '}');
  EXPECT_NO_THROW(parse_game(fine));
}

}  // namespace
}  // namespace cgt
