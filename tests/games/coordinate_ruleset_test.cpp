// CGSuite's coordinate rulesets (game.heap: Wythoff, GenWythoff, Mem, GenMem, Fibonacci
// Nim, Take-Away, the cakes, Partizan Euclid, Partizan Subtraction, Splittles and the
// partizan heap rulesets) against CGSuite's GameHeapTest and independent brute forces.
#include "cgt/games/coordinate_ruleset.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

class CoordinateGames : public ::testing::Test {
 protected:
  std::string value(const std::string& term) { return to_string(value_of(parse_term(term), session_)); }
  // [term((m, n)) for n from 0 to last] as CGSuite prints a list.
  std::string row(const std::string& name, int m, int last, const std::string& extra = "") {
    std::string out = "[";
    for (int n = 0; n <= last; ++n) {
      if (n > 0) out += ',';
      out += value(fmt::format("{}(({},{}){})", name, m, n, extra));
    }
    return out + "]";
  }
  // Nim values of a row: "*k" printed as k, "0" as 0, "*" as 1.
  std::string nim_row(const std::string& name, int m, int last, const std::string& extra = "") {
    std::string out = "[";
    for (int n = 0; n <= last; ++n) {
      std::string v = value(name + "((" + std::to_string(m) + "," + std::to_string(n) + ")" + extra + ")");
      if (v == "*") v = "1";
      if (v[0] == '*') v.erase(0, 1);
      out += (n ? "," : "") + v;
    }
    return out + "]";
  }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

// CGSuite's GameHeapTest, "define coordinate games properly": nim values of (10, n).
TEST_F(CoordinateGames, CGSuiteNimValueRows) {
  EXPECT_EQ(nim_row("wythoff", 10, 20), "[10,11,9,8,13,12,0,15,16,17,14,18,7,6,2,3,1,4,5,23,28]");
  EXPECT_EQ(nim_row("gen_wythoff", 10, 20, ", r = 2"), "[10,11,12,13,0,14,9,17,18,19,20,21,22,23,24,25,26,15,28,29,30]");
  EXPECT_EQ(nim_row("fibonacci_nim", 10, 20), "[0,2,2,2,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5]");
  EXPECT_EQ(nim_row("take_away", 10, 20, ", limit = 3"), "[0,2,2,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6]");
  EXPECT_EQ(nim_row("mem", 10, 20), "[3,3,3,3,2,2,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0]");
  EXPECT_EQ(nim_row("gen_mem", 10, 20, ", relation = not_equal"), "[6,6,6,4,6,6,3,6,6,6,6,6,6,6,6,6,6,6,6,6,6]");
}

// CGSuite's Genus row of Wythoff (10, n), through the misère canonical form.
TEST_F(CoordinateGames, CGSuiteWythoffGenus) {
  const char* genus[] = {"10", "11", "9", "8^8", "13^(13)", "12^(12)", "0^0"};
  for (int n = 0; n < 7; ++n)
    EXPECT_EQ(to_string(misere_form_of(parse_term("wythoff((10," + std::to_string(n) + "))"), session_).genus()), genus[n]) << n;
}

// CGSuite's GameHeapTest, "define partizan coordinate games properly".
TEST_F(CoordinateGames, CGSuiteCakeRows) {
  EXPECT_EQ(row("cutcake", 8, 8), "[-7,-7,-3,-3,-1,-1,-1,-1,0]");
  EXPECT_EQ(row("maundy_cake", 8, 8), "[-7,-7,-3,-3,-1,-3,-1,-3,0]");
  EXPECT_EQ(row("eatcake", 8, 8),
            "[-8,^,{^|||^*|v||0},{^^|*},{^^|*||0,{0|vv*}},{^3|^*||*},{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}},{0||^^*|0|||*},*]");
  EXPECT_EQ(row("turn_and_eatcake", 8, 8), "[0,v,0,v,0,v<3>,0,v,0]");
  EXPECT_EQ(row("gen_cutcake", 8, 8, ", left = \"{2+}=.0\", right = \"{2+}=.0\", twisted => true"),
            "[1,1,{8|-2},{8|-3},{8|-6},{8|-5},{8|-6,{-4|-14}},{10|-7},+-12]");
  EXPECT_EQ(row("partizan_euclid", 8, 8), "[0,0,0,v,0,0,^,^5,0]");
  EXPECT_EQ(value("partizan_subtraction(6, [1,3], [2,3])"), "{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}");
}

// Heap values of a ruleset where each side removes a number in its set from one heap and
// leaves the rest as one heap, two or (all removed) none (digit 7 in Winning Ways' code),
// by the definition of a disjunctive sum: V(n) = { V(r), V(a) + V(r - a) | ... }, r = n - k.
std::vector<Game> splittles_by_definition(const std::vector<int>& left, const std::vector<int>& right, int last) {
  std::vector<Game> v;
  for (int n = 0; n <= last; ++n) {
    std::vector<Game> options[2];
    for (int side = 0; side < 2; ++side)
      for (const int k : side == 0 ? left : right) {
        if (k > n) continue;
        const int r = n - k;
        options[side].push_back(v[static_cast<std::size_t>(r)]);
        for (int a = 1; 2 * a <= r; ++a)  // two nonempty heaps a and r - a
          options[side].push_back(v[static_cast<std::size_t>(a)] + v[static_cast<std::size_t>(r - a)]);
      }
    v.push_back(Game::from_options(options[0], options[1]));
  }
  return v;
}

// Splittles (CGSuite's TakeAndBreak.FromSubtractionSet(set, "7")): {1,2} is Kayles (0.77)
// and {2} Dawson's Kayles (0.07) (Winning Ways ch. 4). PartizanSplittles and
// PartizanTakeAndBreak against the definition; equal codes on both sides give the
// impartial game's nimber.
TEST_F(CoordinateGames, SplittlesAndPartizanTakeAndBreak) {
  for (int n = 0; n <= 30; ++n) {
    EXPECT_EQ(value(fmt::format("splittles({}, [1,2])", n)), value(fmt::format("kayles({})", n))) << n;
    EXPECT_EQ(value(fmt::format("splittles({}, [2])", n)), value(fmt::format("dawsons_kayles({})", n))) << n;
  }
  EXPECT_EQ(value("splittles(11, [1,2])"), "*6");  // Kayles: G(11) = 6 (OEIS A002186)
  const std::vector<Game> split = splittles_by_definition({1, 2}, {2, 3}, 12);
  const std::vector<Game> codes = splittles_by_definition({2}, {1}, 12);
  for (int n = 0; n <= 12; ++n) {
    EXPECT_EQ(value(fmt::format("partizan_splittles({}, [1,2], [2,3])", n)),
              to_string(split[static_cast<std::size_t>(n)])) << n;
    EXPECT_EQ(value(fmt::format("partizan_take_and_break({}, \"0.07\", \"0.7\")", n)),
              to_string(codes[static_cast<std::size_t>(n)])) << n;
    EXPECT_EQ(value(fmt::format("partizan_take_and_break({}, \"0.77\", \"0.77\")", n)),
              value(fmt::format("kayles({})", n)));
    // Digit 3 (no splitting) is PartizanSubtraction.
    EXPECT_EQ(value(fmt::format("partizan_take_and_break({}, \"0.3\", \"0.03\")", n)),
              value(fmt::format("partizan_subtraction({}, [1], [2])", n)));
  }
  EXPECT_THROW(value("splittles(5, [1], allbut = true)"), DomainError);
  EXPECT_THROW(value("partizan_take_and_break(5, \"0.x\", \"0.7\")"), ParseError);
}

// CGSuite's Options.Size of (10, 10) and LeftOptions.Size of (8, 8).
TEST(CoordinateRuleset, CGSuiteOptionCounts) {
  const auto mem = [](std::function<bool(std::int64_t, std::int64_t)> f) { return CoordinateRuleset::gen_mem(std::move(f)); };
  EXPECT_EQ(CoordinateRuleset::gen_wythoff(1).option_count({10, 10}, true), 30u);
  EXPECT_EQ(CoordinateRuleset::gen_wythoff(2).option_count({10, 10}, true), 48u);
  EXPECT_EQ(mem([](auto k, auto j) { return j <= 2 * k; }).option_count({10, 10}, true), 10u);
  EXPECT_EQ(mem([](auto k, auto j) { return j >= k; }).option_count({10, 10}, true), 1u);
  EXPECT_EQ(mem([](auto k, auto j) { return j != k; }).option_count({10, 10}, true), 9u);
  const auto cake = [](const char* code, bool twisted) {
    return CoordinateRuleset::gen_cutcake(CoordinateRuleset::heap_moves(HeapRule::parse(code)),
                                          CoordinateRuleset::heap_moves(HeapRule::parse(code)), twisted);
  };
  EXPECT_EQ(cake("4.0", false).option_count({8, 8}, true), 4u);
  EXPECT_EQ(cake("0.7", false).option_count({8, 8}, true), 4u);
  const auto maundy = CoordinateRuleset::gen_cutcake(CoordinateRuleset::equal_split_moves(),
                                                     CoordinateRuleset::equal_split_moves(), false);
  EXPECT_EQ(maundy.option_count({8, 8}, true), 3u);
  EXPECT_EQ(CoordinateRuleset::partizan_euclid().option_count({8, 8}, true), 0u);
}

// Wythoff's P-positions (floor(k phi), floor(k phi^2)), and Fraenkel's for r-Wythoff:
// alpha = (2 - r + sqrt(r^2 + 4)) / 2, pairs (floor(k alpha), floor(k alpha) + k r) (as
// CGSuite's test computes them).
TEST_F(CoordinateGames, FraenkelsPPositions) {
  for (int r = 1; r <= 4; ++r) {
    const double alpha = 0.5 * (2 - r + std::sqrt(r * r + 4.0));
    for (int k = 0; k < 12; ++k) {
      const auto a = static_cast<int>(k * alpha), b = static_cast<int>(k * (alpha + r));
      EXPECT_EQ(value("gen_wythoff((" + std::to_string(a) + "," + std::to_string(b) + "), r = " + std::to_string(r) + ")"), "0")
          << "r = " << r << ", k = " << k;
      if (k > 0) {
        EXPECT_NE(value("gen_wythoff((" + std::to_string(a) + "," + std::to_string(b + 1) + "), r = " + std::to_string(r) + ")"), "0");
      }
    }
  }
}

// Cutcake's values are integers (Winning Ways ch. 2), and (n, m) = -(m, n): the players'
// rules are the same with the coordinates exchanged.
TEST_F(CoordinateGames, CutcakeIsAntisymmetricAndAnInteger) {
  for (int m = 1; m <= 9; ++m)
    for (int n = 1; n <= 9; ++n) {
      const Game a = value_of(parse_term("cutcake((" + std::to_string(m) + "," + std::to_string(n) + "))"), session_);
      const Game b = value_of(parse_term("cutcake((" + std::to_string(n) + "," + std::to_string(m) + "))"), session_);
      EXPECT_EQ(a, -b) << m << "x" << n;
      EXPECT_TRUE(a.is_number() && a.number_value().is_integer()) << m << "x" << n;
    }
}

// Independent brute force: Grundy values of Mem, Take-Away and Wythoff by direct
// recursion over the rules as CGSuite states them.
int brute_grundy(std::map<std::pair<int, int>, int>& memo, std::pair<int, int> c,
                 const std::function<std::vector<std::pair<int, int>>(int, int)>& moves) {
  if (auto it = memo.find(c); it != memo.end()) return it->second;
  std::vector<bool> seen(64, false);
  for (const auto& d : moves(c.first, c.second)) seen[static_cast<std::size_t>(brute_grundy(memo, d, moves))] = true;
  int g = 0;
  while (seen[static_cast<std::size_t>(g)]) ++g;
  return memo[c] = g;
}

TEST_F(CoordinateGames, NimValuesAgreeWithBruteForce) {
  std::map<std::pair<int, int>, int> wythoff, takeaway;
  const auto wythoff_moves = [](int m, int n) {
    std::vector<std::pair<int, int>> out;
    for (int a = 1; a <= m; ++a) out.emplace_back(m - a, n);
    for (int b = 1; b <= n; ++b) out.emplace_back(m, n - b);
    for (int k = 1; k <= std::min(m, n); ++k) out.emplace_back(m - k, n - k);
    return out;
  };
  const auto takeaway_moves = [](int n, int k) {
    std::vector<std::pair<int, int>> out;
    for (int a = 1; a <= n && a <= 3 * k; ++a) out.emplace_back(n - a, a);
    return out;
  };
  for (int m = 0; m <= 9; ++m)
    for (int n = 0; n <= 9; ++n) {
      const std::string at = "((" + std::to_string(m) + "," + std::to_string(n) + ")";
      const auto nimber = [](int g) { return g == 0 ? std::string("0") : g == 1 ? std::string("*") : fmt::format("*{}", g); };
      EXPECT_EQ(value("wythoff" + at + ")"), nimber(brute_grundy(wythoff, {m, n}, wythoff_moves))) << at;
      EXPECT_EQ(value("take_away" + at + ", limit = 3)"), nimber(brute_grundy(takeaway, {m, n}, takeaway_moves))) << at;
    }
}

TEST_F(CoordinateGames, BadPositionsAndRulesAreClearErrors) {
  EXPECT_THROW(value("wythoff((-1, 2))"), ParseError);
  EXPECT_THROW(value("wythoff((1, 2000000))"), LimitError);
  EXPECT_THROW(value("wythoff([1, 2])"), ParseError);  // a list is not a pair
  EXPECT_THROW(value("gen_wythoff((1, 2), r = 0)"), LimitError);
  EXPECT_THROW(value("gen_cutcake((3, 3), left = \"x\")"), ParseError);
  EXPECT_THROW(value("subtraction([2, 3, 7])"), ParseError);  // the ruleset, not a position
  EXPECT_THROW(value("partizan_subtraction(5, [0], [1])"), ParseError);
  EXPECT_EQ(value("subtraction(6, [2, 3, 7])"), "0");
  EXPECT_EQ(value("subtraction(4, [2, 3, 7], allbut = true)"), "*2");  // CGSuite: 1,0,1,2,3,...
}

}  // namespace
}  // namespace cgt
