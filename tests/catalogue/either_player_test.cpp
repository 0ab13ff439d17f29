// `impartial(TERM)`: a partisan game of the catalogue played impartially, either player
// making any move of Left's or Right's. Domineering played so is Cram (Gardner 1974;
// Winning Ways), valued here by Cram's own reducer; Clobber played so is checked against
// a mex over rows written in this test, with its own move rule.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <map>
#include <random>
#include <string>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/grid.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

class EitherPlayer : public ::testing::Test {
 protected:
  std::string value(const std::string& term) { return to_string(value_of(parse_term(term), session_)); }
  OutcomeReport outcome(const std::string& term, bool moves) {
    const Term t = parse_term(term);
    const GameEntry& e = *registry_.find(t.name);
    return e.outcome(e.arguments(t), session_, {std::nullopt, moves});
  }
  std::string error_of(const std::string& term) {
    try {
      value(term);
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

// Clobber on a row played impartially, by mex: a stone of either colour moves onto an
// adjacent stone of the other colour (with `cannibal`, onto any adjacent stone).
unsigned row_grundy(const std::string& row, bool cannibal, std::map<std::string, unsigned>& memo) {
  if (auto it = memo.find(row); it != memo.end()) return it->second;
  std::vector<unsigned> seen(row.size() * 2 + 2, 0);
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] == '.') continue;
    for (const std::size_t j : {i - 1, i + 1}) {
      if (j >= row.size() || row[j] == '.' || (!cannibal && row[j] == row[i])) continue;
      std::string next = row;
      next[j] = row[i];
      next[i] = '.';
      const unsigned g = row_grundy(next, cannibal, memo);
      if (g < seen.size()) seen[g] = 1;
    }
  }
  unsigned mex = 0;
  while (seen[mex]) ++mex;
  return memo[row] = mex;
}

std::string nimber(unsigned g) { return g == 0 ? "0" : g == 1 ? "*" : fmt::format("*{}", g); }

TEST_F(EitherPlayer, DomineeringPlayedImpartiallyIsCram) {
  std::mt19937_64 rng(1974);
  for (int trial = 0; trial < 60; ++trial) {
    const std::string board = random_grid_text(rng, "...#", 4, 4);
    EXPECT_EQ(value("impartial(domineering(\"" + board + "\"))"), value("cram(\"" + board + "\")")) << board;
  }
  EXPECT_EQ(value("impartial(domineering(3, 3))"), value("cram(3, 3)"));
  EXPECT_EQ(value("impartial(domineering(2, 5))"), value("cram(2, 5)"));
  EXPECT_EQ(value("impartial(cram(3, 4))"), value("cram(3, 4)"));  // already impartial
}

// Played impartially, an impartial game is itself: its value is the nimber of its
// Grundy value.
TEST_F(EitherPlayer, ImpartialGamesAreThemselves) {
  for (const char* term : {"wythoff((10, 11))", "mem((10, 1))", "take_away((10, 3), limit = 3)", "fibonacci_nim((10, 10))",
                           "arc_kayles(\".-.-.-.(-.;-.-.)\")", "cram(\"....|..#.|....\")"})
    EXPECT_EQ(value(fmt::format("impartial({})", term)), value(term)) << term;
}

TEST_F(EitherPlayer, ClobberRowsAgreeWithMex) {
  std::map<std::string, unsigned> plain, cannibal;
  std::mt19937_64 rng(2001);
  for (int trial = 0; trial < 120; ++trial) {
    std::string row;
    const std::size_t length = 1 + rng() % 10;
    for (std::size_t i = 0; i < length; ++i) row += "xo."[rng() % 3];
    EXPECT_EQ(value("impartial(clobber(\"" + row + "\"))"), nimber(row_grundy(row, false, plain))) << row;
    EXPECT_EQ(value("impartial(gen_clobber(\"" + row + "\", cannibal = true))"), nimber(row_grundy(row, true, cannibal)))
        << row;
  }
  EXPECT_EQ(value("impartial(clobber(\"xo.ox\"))"), "0");  // * + *
  EXPECT_EQ(value("impartial(clobber(\"xoxo\", directions = diagonal))"), "0");  // no diagonal neighbours
}

// The mover wins exactly when the Grundy value is not 0; the winning moves are the
// moves to Grundy value 0, for both players alike.
TEST_F(EitherPlayer, OutcomeAndWinningMoves) {
  const OutcomeReport r = outcome("impartial(clobber(\"xoxo\"))", true);
  EXPECT_EQ(r.outcome, OutcomeClass::N);
  ASSERT_FALSE(r.left_winning_moves.empty());
  EXPECT_EQ(r.left_winning_moves, r.right_winning_moves);
  for (const std::string& move : r.left_winning_moves) EXPECT_EQ(value("impartial(clobber(\"" + move + "\"))"), "0") << move;
  EXPECT_EQ(outcome("impartial(clobber(\"xo.ox\"))", false).outcome, OutcomeClass::P);
}

TEST_F(EitherPlayer, Errors) {
  EXPECT_NE(error_of("impartial(3)").find("impartial: game at column 11 must be a game term, not an integer"),
            std::string::npos)
      << error_of("impartial(3)");
  EXPECT_NE(error_of("impartial(kayles(3))").find("kayles (column 11) has no impartial play here"),
            std::string::npos)
      << error_of("impartial(kayles(3))");
  EXPECT_NE(error_of("domineering(clobber(\"x\"))").find("'clobber(...)' at column 13 is not a value"), std::string::npos)
      << error_of("domineering(clobber(\"x\"))");
  EXPECT_NE(error_of("impartial(clobber(\"xq\"))").find("'q'"), std::string::npos) << error_of("impartial(clobber(\"xq\"))");
  EXPECT_NE(error_of("impartial(dominering(3, 3))").find("unknown game 'dominering'"), std::string::npos);
}

}  // namespace
}  // namespace cgt
