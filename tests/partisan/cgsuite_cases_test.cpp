// Table-driven checks against CGSuite's own expected outputs, from its test suite
// (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
// and .../core/UptimalTest.scala): input, printed canonical form, birthday, stops,
// mean, temperature and printed options.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt {
namespace CGT_TEST_NS {

struct Case {
  const char *input, *printed, *birthday, *left_options, *left_stop, *mean, *right_options, *right_stop,
      *temperature;
};

const Case kCases[] = {
    {"0", "0", "0", "{}", "0", "0", "{}", "0", "-1"},
    {"5", "5", "5", "{4}", "5", "5", "{}", "5", "-1"},
    {"-1823437481924", "-1823437481924", "1823437481924", "{}", "-1823437481924", "-1823437481924",
     "{-1823437481923}", "-1823437481924", "-1"},
    {"-1/2", "-1/2", "2", "{-1}", "-1/2", "-1/2", "{0}", "-1/2", "-1/2"},
    {"25/16", "25/16", "6", "{3/2}", "25/16", "25/16", "{13/8}", "25/16", "-1/16"},
    {"*8", "*8", "8", "{0,*,*2,*3,*4,*5,*6,*7}", "0", "0", "{0,*,*2,*3,*4,*5,*6,*7}", "0", "0"},
    {"^", "^", "2", "{0}", "0", "0", "{*}", "0", "0"},
    {"v*", "v*", "2", "{0}", "0", "0", "{0,*}", "0", "0"},
    {"6+^*", "6^*", "8", "{6,6*}", "6", "6", "{6}", "6", "0"},
    {"^*6", "^*6", "8", "{0}", "0", "0", "{*7}", "0", "0"},
    {"73/16+v9*8", "73/16v9*8", "27", "{73/16v8*9}", "73/16", "73/16", "{73/16}", "73/16", "0"},
    // These two were printed "{^|*||*|||*}" and "{0||0|v*}" by the CGSuite version whose
    // test file this table comes from; current CGSuite names uptimal units and unit sums
    // (Uptimal.scala: ^<n>, ^[n]; its GameGridTest prints Kings "xox|ox." as {^^*|*,v[2]}).
    {"{0|*||*|||*||||*}", "^[4]", "5", "{^[3]}", "0", "0", "{*}", "0", "0"},
    {"{0||0|v*}", "{0|^<2>}", "4", "{0}", "0", "0", "{^<2>}", "0", "0"},
};

std::string options_text(const std::vector<Game>& options) {
  // CGSuite prints option lists in braces, each option in its own notation, numbers and
  // nimbers by value.
  std::vector<Game> sorted = options;
  std::string out = "{";
  std::sort(sorted.begin(), sorted.end(), [](Game a, Game b) {
    const auto va = a.as_number_up_star(), vb = b.as_number_up_star();
    if (va && vb && va->ups == 0 && vb->ups == 0 && va->number == vb->number) return va->nimber < vb->nimber;
    if (a.is_number() && b.is_number()) return a.number_value() < b.number_value();
    return to_string(a) < to_string(b);
  });
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    if (i > 0) out += ',';
    out += to_string(sorted[i]);
  }
  out += '}';
  return out;
}

TEST(CgsuiteCases, CanonicalShortGameTestCase) {
  for (const Case& c : kCases) {
    const Game g = parse_game(c.input);
    EXPECT_EQ(to_string(g), c.printed) << c.input;
    EXPECT_EQ(birthday(g).get_str(), c.birthday) << c.input;
    EXPECT_EQ(options_text(g.left_options()), c.left_options) << c.input;
    EXPECT_EQ(options_text(g.right_options()), c.right_options) << c.input;
    EXPECT_EQ(left_stop(g).to_string(), c.left_stop) << c.input;
    EXPECT_EQ(right_stop(g).to_string(), c.right_stop) << c.input;
    EXPECT_EQ(mean(g).to_string(), c.mean) << c.input;
    EXPECT_EQ(temperature(g).to_string(), c.temperature) << c.input;
  }
}

TEST(CgsuiteCases, UpNthAsCgsuiteDefinesIt) {
  // UptimalTest.scala: up2 = {0|v*}, up3 = {0|v* - up2}, up4 = {0|v* - up2 - up3}.
  EXPECT_EQ(parse_game("^<2>"), parse_game("{0|v*}"));
  EXPECT_EQ(parse_game("^<3>"), parse_game("{0|v* - ^<2>}"));
  EXPECT_EQ(parse_game("^<4>"), parse_game("{0|v* - ^<2> - ^<3>}"));
}

TEST(CgsuiteCases, UptimalNamesAndParentheses) {
  // Current CGSuite (Uptimal.scala, GameGridTest.scala): units ^<n>, unit sums ^[n], with
  // number and nimber parts; an uptimal that is not compact is parenthesised after +-.
  const std::pair<const char*, const char*> table[] = {
      {"{^^*|*,v[2]}", "{^^*|*,v[2]}"}, {"{0|v*}", "^<2>"},    {"^[2]*", "^[2]*"},   {"1+^<3>", "1^<3>"},
      {"-^[3]", "v[3]"},                {"+-(1*)", "+-(1*)"}, {"+-(1^)", "+-(1^)"}, {"+-(1+v<2>)", "+-(1v<2>)"},
      {"+-^^", "+-^^"},                 {"^<2>+^<3>", "{^<2>|v*}"}};
  for (auto [input, printed] : table) EXPECT_EQ(to_string(parse_game(input)), printed) << input;
  // Named for any n (CGSuite's Uptimal.scala has no bound; ours is 64): ^<n>, ^[n] have
  // birthday n + 1, so the names are looked up to the game's birthday.
  for (const char* big : {"^<13>", "v[20]*3", "2^<30>*", "{0|^<15>}", "-3/4v<64>"})
    EXPECT_EQ(to_string(parse_game(big)), big);
  EXPECT_EQ(birthday(parse_game("^<30>")), 31);
}

}  // namespace
}  // namespace cgt
