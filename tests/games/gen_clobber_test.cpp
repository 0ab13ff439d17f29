// CGSuite's Clobber schema GenClobber: Kings, Rooks, Queens, Anti-Clobber and Clobber
// along other directions. Values from CGSuite's test suites (GameGridTest, and 1.x's
// test instances and Clobber.cgs examples), the reducer (components, symmetry,
// conjugates) against a direct recursion, Anti-Clobber as Clobber backwards, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <algorithm>
#include <map>
#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/partisan/notation.hpp"
#include "direct_value.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(const GenClobber& game, std::string_view board) {
  return to_string(value_of(game, game.parse(board)));
}

// The printed value of a catalogue term, as `cgt value` prints it.
std::string term(const std::string& text) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  return to_string(value_of(parse_term(text), session));
}

std::string error_of(const std::string& text) {
  try {
    term(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(GenClobber, ValuesFromCGSuite) {
  // CGSuite 2's GameGridTest ("define Clobber properly").
  EXPECT_EQ(value(GenClobber(), "xox|ox."), "{^^*|*,v}");
  EXPECT_EQ(value(GenClobber::kings(), "xox|ox."), "{^^*|*,v[2]}");
  EXPECT_EQ(value(GenClobber::rooks(), "xox|ox."), "{^^*|0,*}");
  EXPECT_EQ(value(GenClobber::queens(), "xox|ox."), "^");
  EXPECT_EQ(value(GenClobber::anti_clobber(), "xoxo|oo.."), "{*|-1}");
  EXPECT_EQ(value(GenClobber({ClobberDirections::Diagonal, 1, false}), "xoxo|oox.|xxx."), "{0,v*|vv}");
  // CGSuite 1.x's test instances (printed there as +-(0,...), CGSuite 2 prints +-{0,...}).
  EXPECT_EQ(value(GenClobber::rooks(), "xoxo|oxox"), "+-{0,{^^*|0,+-{0,{^^*|0,+-{*,^}}}},{0||^^*|0|||0,+-{*,^}}}");
  // CGSuite 1.x's Clobber.cgs examples: all directions, and Anti-Clobber with blocked cells.
  EXPECT_EQ(value(GenClobber({ClobberDirections::All, 1, false}), "xxo|oxx"), "^^*");
  EXPECT_EQ(value(GenClobber::anti_clobber(), ".#x#|...o"), "+-3");
}

TEST(GenClobber, ThroughTheCatalogue) {
  EXPECT_EQ(term("kings(\"xox|ox.\")"), "{^^*|*,v[2]}");
  EXPECT_EQ(term("rooks(\"xox|ox.\")"), "{^^*|0,*}");
  EXPECT_EQ(term("queens(\"xox|ox.\")"), "^");
  EXPECT_EQ(term("anti_clobber(\"xoxo|oo..\")"), "{*|-1}");
  EXPECT_EQ(term("clobber(\"xoxo|oo..\", anti = true)"), "{*|-1}");
  EXPECT_EQ(term("clobber(\"xoxo|oox.|xxx.\", directions = diagonal)"), "{0,v*|vv}");
  EXPECT_EQ(term("clobber(\"xoxo|oox.|xxx.\", directions => \"diagonal\")"), "{0,v*|vv}");  // CGSuite's arrow
  EXPECT_EQ(term("gen_clobber(\"xoxo|oox.|xxx.\", directions = diagonal)"), "{0,v*|vv}");
  EXPECT_EQ(term("gen_clobber(\"xox|ox.\", directions = all, max_distance = 256)"), "^");  // Queens
  EXPECT_EQ(term("gen_clobber(\"xox|ox.\", max_distance = 256)"), "{^^*|0,*}");              // Rooks
  EXPECT_EQ(term("gen_clobber(\"xox|ox.\")"), "{^^*|*,v}");
}

// The chess pieces never jump and distance does not matter to a rook.
TEST(GenClobber, SlidingPieces) {
  const GenClobber rooks = GenClobber::rooks(), queens = GenClobber::queens();
  EXPECT_EQ(value(rooks, "x...o"), "*");
  EXPECT_EQ(value(rooks, "x.x.o"), value(GenClobber(), "xxo"));
  EXPECT_EQ(value(rooks, "x..|...|..o"), "0");           // no common line
  EXPECT_EQ(value(queens, "x..|...|..o"), "*");          // a diagonal
  EXPECT_EQ(value(queens, "x..|.x.|..o"), value(GenClobber(), "xxo"));
  EXPECT_EQ(value(GenClobber({ClobberDirections::Orthogonal, 2, false}), "x..o"), "0");  // out of reach
  EXPECT_EQ(value(GenClobber({ClobberDirections::Orthogonal, 3, false}), "x..o"), "*");
}

TEST(GenClobber, ReducerMatchesDirectRecursion) {
  std::mt19937_64 rng(14);
  for (const auto directions :
       {ClobberDirections::Orthogonal, ClobberDirections::Diagonal, ClobberDirections::All, ClobberDirections::Knight})
    for (const int distance : {1, 2, ClobberRules::kUnlimited})
      for (const auto& [anti, cannibal] : {std::pair{false, false}, std::pair{true, false}, std::pair{false, true}}) {
        const GenClobber game({directions, distance, anti, cannibal});
        DirectMemo<GenClobber> memo;
        for (int trial = 0; trial < 25; ++trial) {
          const std::string text = random_grid_text(rng, anti ? "xo..#" : "xo..", 3, 4);
          const Grid p = game.parse(text);
          const Game want = direct_value(game, p, memo);
          EXPECT_EQ(value_of(game, p), want) << text;
          EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;  // colours swapped: the negative
          EXPECT_EQ(value_of(game, p.transposed().flipped_cols()), want) << text;  // a rotation
        }
      }
}

// CGSuite's Knights (stones move and capture by knight's moves) and HotClobber (either
// colour may be clobbered: Cannibal Clobber). Small cases by hand: a knight's move apart
// each side can capture, ending the game (*); next to each other nobody moves (0).
TEST(GenClobber, KnightsAndHotClobber) {
  EXPECT_EQ(term("knights(\"x..|..o\")"), "*");
  EXPECT_EQ(term("knights(\"xo\")"), "0");
  EXPECT_EQ(term("gen_clobber(\"x..|..o\", directions = knights_move)"), "*");
  EXPECT_EQ(term("hot_clobber(\"xx\")"), "1");
  EXPECT_EQ(term("hot_clobber(\"xxo|ox.\")"), term("cannibal_clobber(\"xxo|ox.\")"));
}

// Cannibal Clobber: a group of n stones of one colour, connected, is worth n - 1 (each
// move removes one stone, and Left can always keep the rest connected: move a leaf of a
// spanning tree onto its parent).
TEST(GenClobber, CannibalClobberValues) {
  const GenClobber cannibal = GenClobber::cannibal_clobber();
  for (const auto& [board, want] : std::vector<std::pair<std::string, std::string>>{
           {"x", "0"}, {"xx", "1"}, {"xxx", "2"}, {"xxxxxx", "5"}, {"xx|xx", "3"}, {"xx.|.xx", "3"},
           {"oooo", "-3"}, {"xo", "*"}, {"xx.oo", "0"}, {"x.x", "0"}}) {
    EXPECT_EQ(value(cannibal, board), want) << board;
  }
  EXPECT_EQ(term("cannibal_clobber(\"xx|xx\")"), "3");
  EXPECT_EQ(term("gen_clobber(\"xxx\", cannibal = true)"), "2");
  EXPECT_EQ(term("gen_clobber(\"xxx\")"), "0");
}

// Cannibal Clobber on a row, by a plain minimax over strings written here (its own move
// rule, no components, no canonical forms): the outcome class of the catalogue's value
// and of its outcome search must agree with it.
bool wins_moving_first(const std::string& row, char own, std::map<std::pair<std::string, char>, bool>& memo) {
  if (auto it = memo.find({row, own}); it != memo.end()) return it->second;
  const char other = own == 'x' ? 'o' : 'x';
  bool win = false;
  for (std::size_t i = 0; i < row.size() && !win; ++i) {
    if (row[i] != own) continue;
    for (const int d : {-1, 1}) {
      const std::size_t j = i + static_cast<std::size_t>(d);
      if (j >= row.size() || row[j] == '.') continue;  // any stone may be eaten
      std::string next = row;
      next[i] = '.';
      next[j] = own;
      if (!wins_moving_first(next, other, memo)) win = true;
    }
  }
  memo[{row, own}] = win;
  return win;
}

TEST(GenClobber, CannibalClobberAgreesWithPlainMinimax) {
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  std::map<std::pair<std::string, char>, bool> memo;
  std::mt19937_64 rng(2003);
  for (int trial = 0; trial < 150; ++trial) {
    std::string row;
    const std::size_t length = 1 + rng() % 11;
    for (std::size_t i = 0; i < length; ++i) row += "xxoo."[rng() % 5];
    const bool left = wins_moving_first(row, 'x', memo), right = wins_moving_first(row, 'o', memo);
    const OutcomeClass want = left && right ? OutcomeClass::N
                              : left        ? OutcomeClass::L
                              : right       ? OutcomeClass::R
                                            : OutcomeClass::P;
    const std::string text = "cannibal_clobber(\"" + row + "\")";
    EXPECT_EQ(outcome(value_of(parse_term(text), session)), want) << row;
    const Term t = parse_term(text);
    const GameEntry& entry = *registry.find(t.name);
    EXPECT_EQ(entry.outcome(entry.arguments(t), session, OutcomeRequest{}).outcome, want) << row;
  }
}

// CGSuite: "if Clobber has a Left option from G to H, then Anti-Clobber has a Left
// option from H to G, and vice versa".
TEST(GenClobber, AntiClobberIsClobberBackwards) {
  const GenClobber clobber, anti = GenClobber::anti_clobber();
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    const Grid g = clobber.parse(random_grid_text(rng, "xo.", 3, 3));
    for (const auto& [forward, backward] :
         {std::pair{&GenClobber::left_options, &GenClobber::left_options},
          std::pair{&GenClobber::right_options, &GenClobber::right_options}}) {
      for (const Grid& h : (clobber.*forward)(g)) {
        const auto back = (anti.*backward)(h);
        EXPECT_NE(std::find(back.begin(), back.end(), g), back.end()) << g.to_string() << " -> " << h.to_string();
      }
    }
  }
}

TEST(GenClobber, Errors) {
  EXPECT_THROW(GenClobber::kings().parse("x#o"), ParseError);  // '#' only in Anti-Clobber
  EXPECT_NO_THROW(GenClobber::anti_clobber().parse("x#o"));
  EXPECT_THROW(GenClobber().parse("xo|x"), ParseError);
  EXPECT_THROW(GenClobber({ClobberDirections::All, 0, false}), DomainError);
  EXPECT_THROW(GenClobber({ClobberDirections::Orthogonal, 1, true, true}), DomainError);  // cannibal Anti-Clobber
  EXPECT_NE(error_of("gen_clobber(\"xo\", anti = true, cannibal = true)").find("cannibal and anti cannot be combined"),
            std::string::npos);
  EXPECT_NE(error_of("kings(\"x#o\")").find("kings board 'x#o': '#' at column 2 is not one of"), std::string::npos)
      << error_of("kings(\"x#o\")");
  EXPECT_NE(error_of("rooks(\"xo|x\")").find("rooks board 'xo|x': row 2 has 1 cells, row 1 has 2"), std::string::npos)
      << error_of("rooks(\"xo|x\")");
  EXPECT_NE(error_of("clobber(\"xo\", directions = diagonl)")
                .find("clobber: directions = diagonl at column 28 is not one of orthogonal, diagonal, all"),
            std::string::npos)
      << error_of("clobber(\"xo\", directions = diagonl)");
  EXPECT_NE(error_of("gen_clobber(\"xo\", max_distance = 0)").find("out of range"), std::string::npos);
  EXPECT_NE(error_of("queens(\"xo\", anti = true)").find("no parameter 'anti'"), std::string::npos);
}

}  // namespace
}  // namespace cgt
