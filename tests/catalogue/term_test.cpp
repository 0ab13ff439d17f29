// The term grammar: spellings, errors with columns, round trips.
#include <gtest/gtest.h>

#include <random>

#include "cgt/catalogue/term.hpp"
#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(Term, SpacingDoesNotMatter) {
  const Term a = parse_term("domineering(2,2)");
  for (const char* text : {"domineering(2, 2) ", " domineering( 2 ,2 )", "domineering ( 2 , 2 )", "\tdomineering(2,\n2)"})
    EXPECT_EQ(parse_term(text), a) << text;
  EXPECT_EQ(a.name, "domineering");
  ASSERT_EQ(a.positional.size(), 2u);
  EXPECT_EQ(std::get<std::int64_t>(a.positional[1].data), 2);
}

TEST(Term, ValuesOfEveryKind) {
  const Term t = parse_term(R"(g("a|b", -3, true, [1, [2, 3], "x"], k = false, s = "q\"uote"))");
  ASSERT_EQ(t.positional.size(), 4u);
  EXPECT_EQ(std::get<std::string>(t.positional[0].data), "a|b");
  EXPECT_EQ(std::get<std::int64_t>(t.positional[1].data), -3);
  EXPECT_TRUE(std::get<bool>(t.positional[2].data));
  EXPECT_EQ(std::get<TermValue::List>(t.positional[3].data).items.size(), 3u);
  ASSERT_EQ(t.named.size(), 2u);
  EXPECT_EQ(t.named[1].first, "s");
  EXPECT_EQ(std::get<std::string>(t.named[1].second.data), "q\"uote");
  EXPECT_EQ(parse_term(to_string(t)), t);
  EXPECT_EQ(to_string(parse_term("tic_tac_toe")), "tic_tac_toe");
  EXPECT_EQ(to_string(parse_term("connect4( 6,5 )")), "connect4(6, 5)");
}

// Bare words are values (a choice parameter's words); CGSuite's `=>` names an argument.
TEST(Term, WordsAndCGSuiteArrows) {
  const Term t = parse_term(R"(clobber("xo", directions => diagonal, anti = true))");
  ASSERT_EQ(t.named.size(), 2u);
  EXPECT_EQ(t.named[0].first, "directions");
  EXPECT_EQ(std::get<TermValue::Word>(t.named[0].second.data).text, "diagonal");
  EXPECT_STREQ(t.named[0].second.kind(), "a word");
  EXPECT_EQ(to_string(t), R"(clobber("xo", directions = diagonal, anti = true))");
  EXPECT_EQ(parse_term(to_string(t)), t);
  EXPECT_NE(parse_term("g(diagonal)"), parse_term("g(\"diagonal\")"));  // a word is not a string
}

// CGSuite writes a ruleset with parameters, then its position: `Turning("1-3")("htth")`.
// The position's arguments come first, the ruleset's after them.
TEST(Term, RulesetThenPosition) {
  EXPECT_EQ(parse_term(R"(turning("1-3")("htth"))"), parse_term(R"(turning("htth", "1-3"))"));
  EXPECT_EQ(parse_term(R"(gen_toads_and_frogs(max_jump => 2) ("tt..ff"))"),
            parse_term(R"(gen_toads_and_frogs("tt..ff", max_jump = 2))"));
  EXPECT_EQ(parse_term("g(w = 10)({(3,1)}, (1,9))"), parse_term("g({(3,1)}, (1,9), w = 10)"));
  EXPECT_THROW(parse_term("g(w = 1)(w = 2)"), ParseError);   // given twice
  EXPECT_THROW(parse_term("g(1)(w = 2)"), ParseError);       // positional after named
  EXPECT_THROW(parse_term("g(1)(2)(3)"), ParseError);        // one position group only
}

// CGSuite's constructors inside a term: kept as calls when read (their arguments may
// be variables of an expression), resolved when the term is bound.
TEST(Term, ConstructorsInsideATerm) {
  Term t = parse_term(R"(arc_kayles(path(4)))");
  ASSERT_EQ(t.positional.size(), 1u);
  EXPECT_STREQ(t.positional[0].kind(), "a call");
  EXPECT_EQ(to_string(t), "arc_kayles(path(4))");
  resolve_calls(t);
  EXPECT_EQ(std::get<std::string>(t.positional[0].data), ".-.-.-.");
  Term u = parse_term(R"(turning(spawning("1-3"))("htth"))");
  resolve_calls(u);
  EXPECT_EQ(u, parse_term(R"(turning("htth", "1-3"))"));
  Term empty = parse_term("arc_kayles(path(0))");
  resolve_calls(empty);
  EXPECT_EQ(std::get<std::string>(empty.positional[0].data), "");
  for (const char* bad : {"g(path(-1))", "g(path(4097))", "g(path(n))", "g(path(1, 2))", "g(spawning(3))",
                          "g(path(n = 3))"}) {
    Term b = parse_term(bad);
    EXPECT_THROW(resolve_calls(b), ParseError) << bad;
  }
  // Any other call is a game term (for impartial(...)), kept with its named arguments;
  // binding refuses it where a parameter is not a game term.
  Term game = parse_term(R"(impartial(clobber( "xo" , directions => diagonal)))");
  resolve_calls(game);
  EXPECT_EQ(to_string(game), R"(impartial(clobber("xo", directions = diagonal)))");
  EXPECT_EQ(parse_term(to_string(game)), game);
  EXPECT_THROW(parse_term("g(f(1, w = 2, 3))"), ParseError);  // positional after named, inside a call too
  EXPECT_THROW(parse_term("g(f(w = 1, w = 2))"), ParseError);
}

// Calls nest as lists do, to a fixed depth: no input deepens the parser's recursion
// past it.
TEST(Term, CallsNestToAFixedDepth) {
  std::string deep = "g(";
  for (int i = 0; i < 100; ++i) deep += "f(";
  deep += "1" + std::string(101, ')');
  EXPECT_THROW(parse_term(deep), ParseError);
  std::string shallow = "g(";
  for (int i = 0; i < 10; ++i) shallow += "f(";
  shallow += "1" + std::string(11, ')');
  EXPECT_NO_THROW(parse_term(shallow));
}

TEST(Term, IntegerLimits) {
  EXPECT_EQ(std::get<std::int64_t>(parse_term("g(-9223372036854775808)").positional[0].data), INT64_MIN);
  EXPECT_EQ(std::get<std::int64_t>(parse_term("g(9223372036854775807)").positional[0].data), INT64_MAX);
  EXPECT_THROW(parse_term("g(9223372036854775808)"), ParseError);
  EXPECT_THROW(parse_term("g(99999999999999999999999)"), ParseError);
}

std::string error_of(const char* text) {
  try {
    parse_term(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(Term, ErrorsNameTheColumn) {
  EXPECT_NE(error_of("connect4(4, 4").find("column 14"), std::string::npos) << error_of("connect4(4, 4");
  EXPECT_NE(error_of("connect4(4; 4)").find("column 11"), std::string::npos) << error_of("connect4(4; 4)");
  EXPECT_NE(error_of("4x4").find("column 1"), std::string::npos);
  EXPECT_NE(error_of("g(\"abc").find("never closed"), std::string::npos);
  EXPECT_NE(error_of("g(a = 1, 2)").find("positional argument after a named"), std::string::npos);
  EXPECT_NE(error_of("g(a = 1, a = 2)").find("given twice"), std::string::npos);
  EXPECT_NE(error_of("g(=)").find("expected a value"), std::string::npos);
  EXPECT_NE(error_of("g(k => )").find("expected a value"), std::string::npos);
  EXPECT_NE(error_of("g(1) h").find("after the term"), std::string::npos);
  EXPECT_NE(error_of("g(12ab)").find("column"), std::string::npos);
  // Deep lists are refused, not recursed into without bound.
  const std::string deep = "g(" + std::string(100000, '[') + ")";
  EXPECT_NE(error_of(deep.c_str()).find("nested deeper"), std::string::npos);
}

// CGSuite's coordinates and sets: `({(4,2),(4,4)}, (1,1))`; `(5)` is just 5.
TEST(Term, TuplesAndSets) {
  const Term t = parse_term("ceylonese_fox_and_geese({(4,2), (4,4),(4,6)}, (1,1), [] , {})");
  ASSERT_EQ(t.positional.size(), 4u);
  const auto& geese = std::get<TermValue::List>(t.positional[0].data);
  EXPECT_EQ(geese.open, '{');
  ASSERT_EQ(geese.items.size(), 3u);
  EXPECT_EQ(std::get<TermValue::List>(geese.items[1].data).open, '(');
  EXPECT_STREQ(t.positional[0].kind(), "a set");
  EXPECT_STREQ(t.positional[1].kind(), "a tuple");
  EXPECT_STREQ(t.positional[2].kind(), "a list");
  EXPECT_EQ(to_string(t), "ceylonese_fox_and_geese({(4, 2), (4, 4), (4, 6)}, (1, 1), [], {})");
  EXPECT_EQ(parse_term(to_string(t)), t);
  EXPECT_NE(parse_term("g([1, 2])"), parse_term("g((1, 2))"));  // a list is not a tuple
  EXPECT_EQ(parse_term("g((5))"), parse_term("g(5)"));
  EXPECT_NE(error_of("g(())").find("two or more values"), std::string::npos) << error_of("g(())");
  EXPECT_NE(error_of("g({(1,2]})").find("expected ',' or ')' in a tuple"), std::string::npos) << error_of("g({(1,2]})");
  EXPECT_NE(error_of("g({1,2)").find("in a set"), std::string::npos);
}

TEST(Term, EmbeddedTermsStopAtTheirEnd) {
  const std::string text = "domineering(2, 3) + clobber(\"xo\")";
  std::size_t pos = 0;
  EXPECT_EQ(parse_term_at(text, pos).name, "domineering");
  EXPECT_EQ(text.substr(pos), " + clobber(\"xo\")");
}

// Random printable junk: every input parses or throws ParseError (never anything else).
TEST(Term, RandomInputsNeverCrash) {
  std::mt19937_64 rng(7);
  const std::string alphabet = "ab_(),=\"[]{}-+ 0123456789tf\\";
  for (int i = 0; i < 20000; ++i) {
    std::string text;
    const std::size_t n = rng() % 24;
    for (std::size_t j = 0; j < n; ++j) text += alphabet[rng() % alphabet.size()];
    try {
      const Term t = parse_term(text);
      EXPECT_EQ(parse_term(to_string(t)), t) << text;
    } catch (const ParseError&) {
    }
  }
}

}  // namespace
}  // namespace cgt
