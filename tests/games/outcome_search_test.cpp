#include "cgt/partisan/outcome_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/games/advance_or_eat.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Budget 0: pure search over positions; small budgets: small components fold into a
// canonical part K (numbers among them, moved in last), the rest stays open.
class OutcomeSearchBudgets : public ::testing::TestWithParam<std::size_t> {};

TEST_P(OutcomeSearchBudgets, AgreesWithCanonicalFormsOnRandomBoards) {
  std::mt19937 rng(55 + static_cast<unsigned>(GetParam()));
  const Domineering dom;
  const Clobber clob;
  for (int trial = 0; trial < 150; ++trial) {
    const int rows = 1 + rng() % 4, cols = 1 + rng() % 5;
    Grid d{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& c : d.cells) c = (rng() % 4 == 0) ? '#' : '.';
    EXPECT_EQ(OutcomeSearch<Domineering>(dom, 1'000'000, unlimited_run(), GetParam()).outcome(d),
              outcome(value_of<Domineering>(d)))
        << d.to_string();
    Grid c{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& x : c.cells) x = "xo.."[rng() % 4];
    EXPECT_EQ(OutcomeSearch<Clobber>(clob, 1'000'000, unlimited_run(), GetParam()).outcome(c),
              outcome(value_of<Clobber>(c)))
        << c.to_string();
  }
  // Advance or Eat: every column is a number, so with a budget the search folds them.
  const AdvanceOrEat aoe;
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 2 + static_cast<int>(rng() % 2);
    std::string text;
    for (int r = 0; r < n; ++r) {
      if (r > 0) text += '|';
      for (int c = 0; c < n; ++c) text += "WB.."[rng() % 4];
    }
    const auto p = AdvanceOrEat::parse(text);
    EXPECT_EQ(OutcomeSearch<AdvanceOrEat>(aoe, 1'000'000, unlimited_run(), GetParam()).outcome(p),
              outcome(canonical_form(aoe, p)))
        << text;
  }
}

INSTANTIATE_TEST_SUITE_P(Budgets, OutcomeSearchBudgets, ::testing::Values(0, 3, 12, 40, 4096));

TEST(OutcomeSearch, NumberComponentsAreMovedInWhenTheOpenPartEqualsANumber) {
  // Open part: a Domineering region left unvalued (budget 1) whose value is a number;
  // K: a number. Number avoidance must not forbid moves in K then. 2×1 + 1×3 + 1×3:
  // 1 - 1 - 1 = -1, and with budget 1 only the tiny parts fold into K.
  const Domineering dom;
  for (const char* board : {"..#...|.#####", "....|####|.###|.###", "..|..|##|..", "...#.|##.#."}) {
    const Grid g = Domineering::parse(board);
    for (std::size_t budget : {1, 2, 5})
      EXPECT_EQ(OutcomeSearch<Domineering>(dom, 1'000'000, unlimited_run(), budget).outcome(g),
                outcome(value_of<Domineering>(g)))
          << board << " budget " << budget;
  }
}

TEST(OutcomeSearch, DomineeringSquares) {
  // 4x4 is a first-player win, 5x5 a second-player win (Breuker, Uiterwijk, van den Herik
  // 2000; Wikipedia "Domineering").
  EXPECT_EQ(OutcomeSearch<Domineering>(Domineering{}).outcome(Domineering::rectangle(4, 4)), OutcomeClass::N);
  EXPECT_EQ(OutcomeSearch<Domineering>(Domineering{}).outcome(Domineering::rectangle(5, 5)), OutcomeClass::P);
  EXPECT_THROW(OutcomeSearch<Domineering>(Domineering{}, 10, unlimited_run(), 0).outcome(Domineering::rectangle(4, 4)), LimitError);
}

// With two threads, Right's search runs beside Left's in a search of its own: the same
// outcome as one thread on random Clobber rows and boards.
TEST(OutcomeSearch, TwoThreadsGiveTheSingleThreadAnswer) {
  std::mt19937 rng(1989);
  const Clobber clob;
  RunControl one(Limits{.threads = 1}), two(Limits{.threads = 2});
  for (int trial = 0; trial < 40; ++trial) {
    const int rows = 1 + static_cast<int>(rng() % 3), cols = 3 + static_cast<int>(rng() % 6);
    Grid c{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
    for (char& x : c.cells) x = "xo."[rng() % 3];
    for (std::size_t budget : {0, 64}) {
      OutcomeSearch<Clobber> serial(clob, 1'000'000, one, budget), parallel(clob, 1'000'000, two, budget);
      EXPECT_EQ(parallel.outcome(c), serial.outcome(c)) << c.to_string();
      EXPECT_EQ(parallel.wins(c, false), serial.wins(c, false)) << c.to_string();
    }
  }
}

// Domineering region `rows` (3 rows, '|' between them) beside |level| integer pieces,
// walled off by '#' columns: a vertical slot is 1 (Left's move), a horizontal one -1.
Grid region_beside_integer(const std::string& region, int level) {
  std::vector<std::string> lines;
  for (std::size_t at = 0;;) {
    const std::size_t bar = region.find('|', at);
    lines.push_back(region.substr(at, bar - at));
    if (bar == std::string::npos) break;
    at = bar + 1;
  }
  for (int i = 0; i < std::abs(level); ++i) {
    const char* piece[3] = {level > 0 ? "#." : "#..", level > 0 ? "#." : "###", level > 0 ? "##" : "###"};
    for (int r = 0; r < 3; ++r) lines[static_cast<std::size_t>(r)] += piece[r];
  }
  std::string text = lines[0] + "|" + lines[1] + "|" + lines[2];
  return Domineering::parse(text);
}

// The table keeps, for a state less its K's integer part, the levels (integers in K)
// known won or lost, and a win is monotone in the level (H + n >= H for n >= 0): one
// search object asked about one region beside integers -3..3 in random order answers as
// canonical forms do, and a level past a known win (below a known loss) for Left adds no
// state.
TEST(OutcomeSearch, OneTableEntryServesEveryIntegerBesideTheSameParts) {
  std::mt19937 rng(4242);
  const Domineering dom;
  int answered_by_bounds = 0;
  for (int trial = 0; trial < 25; ++trial) {
    const int cols = 3 + static_cast<int>(rng() % 2);
    std::string region;
    for (int r = 0; r < 3; ++r) {
      if (r > 0) region += '|';
      for (int c = 0; c < cols; ++c) region += rng() % 5 == 0 ? '#' : '.';
    }
    // Budget 1: each slot (one option) folds into K as an integer; the region stays open.
    OutcomeSearch<Domineering> search(dom, 1'000'000, unlimited_run(), 1);
    std::vector<int> levels = {-3, -2, -1, 0, 1, 2, 3};
    std::shuffle(levels.begin(), levels.end(), rng);
    for (int level : levels) {
      const Grid board = region_beside_integer(region, level);
      const OutcomeClass o = outcome(value_of<Domineering>(board));
      EXPECT_EQ(search.wins(board, true), o == OutcomeClass::L || o == OutcomeClass::N) << board.to_string();
      EXPECT_EQ(search.wins(board, false), o == OutcomeClass::R || o == OutcomeClass::N) << board.to_string();
    }
    OutcomeSearch<Domineering> fresh(dom, 1'000'000, unlimited_run(), 1);
    const bool wins_at_0 = fresh.wins(region_beside_integer(region, 0), true);
    const std::size_t stored = fresh.nodes();
    if (stored == 0) continue;  // no open part: nothing was stored
    EXPECT_EQ(fresh.wins(region_beside_integer(region, wins_at_0 ? 2 : -2), true), wins_at_0) << region;
    EXPECT_EQ(fresh.nodes(), stored) << region;
    ++answered_by_bounds;
  }
  EXPECT_GT(answered_by_bounds, 10);
}

// A limit met on either thread stops both searches and is reported once.
TEST(OutcomeSearch, ALimitStopsBothThreads) {
  RunControl two(Limits{.threads = 2});
  EXPECT_THROW(OutcomeSearch<Domineering>(Domineering{}, 50, two, 0).outcome(Domineering::rectangle(5, 5)), LimitError);
  RunControl timed(Limits{.max_seconds = 1e-9, .threads = 2});
  std::string board;
  for (int i = 0; i < 16; ++i) board += "xo";  // 56,299 states: past the first check of the clock
  EXPECT_THROW(OutcomeSearch<Clobber>(Clobber{}, 100'000'000, timed, 0).outcome(Clobber::parse(board)), LimitError);
}

// 40 random Clobber strips of `shortest` to `shortest` + 3 cells over `cells` (each
// character equally likely): the search with `budget` gives canonical forms' outcome.
void expect_random_strips_agree(unsigned seed, std::string_view cells, int shortest, std::size_t budget) {
  std::mt19937 rng(seed);
  const Clobber clob;
  for (int trial = 0; trial < 40; ++trial) {
    std::string strip;
    for (int i = 0; i < shortest + static_cast<int>(rng() % 4); ++i) strip += cells[rng() % cells.size()];
    const Grid c = Clobber::parse(strip);
    EXPECT_EQ(OutcomeSearch<Clobber>(clob, 1'000'000, unlimited_run(), budget).outcome(c), outcome(value_of<Clobber>(c)))
        << strip;
  }
}

// Components whose values are closed forms (x + n.^ + *k) fold into one: on a Clobber
// strip the pieces left by play are mostly *, ^, ^* and 0, so (xo)^10 searches a
// fraction of the states, with the answer canonical forms give.
TEST(OutcomeSearch, ClosedFormComponentsFoldIntoOne) {
  const Clobber clob;
  std::string board;
  for (int i = 0; i < 10; ++i) board += "xo";
  const Grid g = Clobber::parse(board);
  OutcomeSearch<Clobber> pure(clob, 100'000'000, unlimited_run(), 0), folding(clob, 100'000'000, unlimited_run(), 16);
  EXPECT_EQ(folding.outcome(g), OutcomeClass::N);
  EXPECT_EQ(pure.outcome(g), OutcomeClass::N);
  EXPECT_LT(4 * folding.nodes(), pure.nodes());  // measured: 351 against 6,656
  // Strips from random play, against canonical forms.
  expect_random_strips_agree(2026, "xo.", 9, 16);
}

// Moves that bank ups for the mover are tried first: on (xo)^25 with the strip budget
// the search stores 16,179 states (46,299 when the ups banked were not looked at), and
// the answer stays canonical forms' on strips where folds bank ups for both sides.
TEST(OutcomeSearch, MovesThatBankUpsComeFirst) {
  const Clobber clob;
  std::string board;
  for (int i = 0; i < 25; ++i) board += "xo";
  OutcomeSearch<Clobber> search(clob, 100'000'000, unlimited_run(), 16);
  EXPECT_EQ(search.outcome(Clobber::parse(board)), OutcomeClass::N);
  EXPECT_LT(search.nodes(), 25'000u);
  expect_random_strips_agree(1729, "xxoo.", 10, 4);
}

// A component valued to a canonical form that is not x + n.^ + *k stays in the sum as
// a value, and G + (-G) cancels before any search: xoxo is +-{*,^} and oxox
// its negative (the colours swapped). Open components cancel their conjugates too.
TEST(OutcomeSearch, ValuedComponentsCancelTheirNegatives) {
  const Clobber clob;
  EXPECT_EQ(to_string(value_of<Clobber>(Clobber::parse("xoxo"))), "+-{*,^}");
  OutcomeSearch<Clobber> search(clob, 1'000'000, unlimited_run(), 4096);
  EXPECT_EQ(search.outcome(Clobber::parse("xoxo.oxox")), OutcomeClass::P);
  EXPECT_EQ(search.nodes(), 0u);  // nothing left to search after the cancellation
  OutcomeSearch<Clobber> pure(clob, 1'000'000, unlimited_run(), 0);
  EXPECT_EQ(pure.outcome(Clobber::parse("xoxo.oxox")), OutcomeClass::P);
  EXPECT_EQ(pure.nodes(), 0u);
  OutcomeSearch<Clobber> one_open(clob, 1'000'000, unlimited_run(), 0);
  EXPECT_EQ(one_open.outcome(Clobber::parse("xoxo")), OutcomeClass::N);
  EXPECT_GT(one_open.nodes(), 0u);
  // Sums of valued components with one open one, against the canonical form.
  const Grid sum = Clobber::parse("xoxo.xxoxo.oxoxoxoxoxoxo");
  EXPECT_EQ(OutcomeSearch<Clobber>(clob, 1'000'000, unlimited_run(), 64).outcome(sum),
            outcome(value_of<Clobber>(sum)));
}

// G + (-G) + H has H's outcome, and the search cancels the open pair G, -G at once:
// with pure search (every component open) it visits what H alone visits. -G is G with
// the colours swapped, and reversed half of the time (the same component, normalised).
TEST(OutcomeSearch, OpenConjugatesCancel) {
  const Clobber clob;
  std::mt19937 rng(77);
  for (int trial = 0; trial < 30; ++trial) {
    std::string g, h;
    for (int i = 0; i < 5 + static_cast<int>(rng() % 4); ++i) g += "xo"[rng() % 2];
    for (int i = 0; i < 6 + static_cast<int>(rng() % 4); ++i) h += "xo."[rng() % 3];
    std::string negative = g;
    for (char& c : negative) c = c == 'x' ? 'o' : 'x';
    if (trial % 2 == 1) std::reverse(negative.begin(), negative.end());
    const std::string sum = g + "." + negative + "." + h;
    OutcomeSearch<Clobber> with_pair(clob, 1'000'000, unlimited_run(), 0), alone(clob, 1'000'000, unlimited_run(), 0);
    EXPECT_EQ(with_pair.outcome(Clobber::parse(sum)), outcome(value_of<Clobber>(Clobber::parse(h)))) << sum;
    EXPECT_EQ(alone.outcome(Clobber::parse(h)), outcome(value_of<Clobber>(Clobber::parse(h)))) << h;
    EXPECT_EQ(with_pair.nodes(), alone.nodes()) << sum;
  }
}

// Item 5 of the outcome-search issue: progress shows which search runs, its depth and
// the root move being searched. In xo repeated k times each player has 2k - 1 moves.
TEST(OutcomeSearch, ProgressReportsDepthAndRootMove) {
  struct Recorder final : ProgressSink {
    std::vector<std::string> details;
    void update(std::string_view, std::uint64_t, std::uint64_t, std::string_view detail) override {
      details.emplace_back(detail);
    }
  } recorder;
  RunControl control(Limits{.threads = 1, .report_seconds = 0}, &recorder);
  std::string board;
  for (int i = 0; i < 16; ++i) board += "xo";  // each side's search visits over 4,096 states
  OutcomeSearch<Clobber> search(Clobber{}, 100'000'000, control, 0);
  // (xo)^n is a first-player win for every n but 3 (conjectured by Albert, Grossman,
  // Nowakowski and Wolfe 2005, and confirmed by search far beyond n = 16).
  EXPECT_EQ(search.outcome(Clobber::parse(board)), OutcomeClass::N);
  const std::regex line(R"((Left|Right) moving first: depth (\d+), root move (\d+) of 31)");
  std::set<std::string> sides;
  int deepest = 0;
  for (const std::string& d : recorder.details) {
    std::smatch m;
    ASSERT_TRUE(std::regex_match(d, m, line)) << d;
    sides.insert(m[1]);
    const int depth = std::stoi(m[2]), move = std::stoi(m[3]);
    EXPECT_TRUE(depth >= 1 && depth <= 32) << d;  // one stone leaves per move
    EXPECT_TRUE(move >= 1 && move <= 31) << d;
    deepest = std::max(deepest, depth);
  }
  EXPECT_EQ(sides, (std::set<std::string>{"Left", "Right"}));
  EXPECT_GT(deepest, 1);
}

}  // namespace
}  // namespace cgt
