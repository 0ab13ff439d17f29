#include "cgt/games/connect_four.hpp"

#include <gtest/gtest.h>

#include <map>

#include "cgt/core/error.hpp"
#include "cgt/games/mnk.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// An independent Connect-k on strings (row 0 at the bottom), solved by memoised
// recursion: (value, remoteness) for the player to move.
struct NaiveConnect {
  int w, h, k;
  bool line(const std::string& b, char who) const {
    const int dr[] = {0, 1, 1, 1}, dc[] = {1, 0, 1, -1};
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c)
        for (int d = 0; d < 4; ++d) {
          int n = 0;
          for (int rr = r, cc = c; rr >= 0 && rr < h && cc >= 0 && cc < w && b[rr * w + cc] == who; rr += dr[d], cc += dc[d])
            if (++n == k) return true;
        }
    return false;
  }
  std::pair<SolvedValue, int> solve(const std::string& b, char mover, std::map<std::string, std::pair<SolvedValue, int>>& memo) const {
    if (auto it = memo.find(b); it != memo.end()) return it->second;
    std::pair<SolvedValue, int> result;
    const char other = mover == 'x' ? 'o' : 'x';
    if (line(b, other)) result = {SolvedValue::Lose, 0};
    else if (b.find('.') == std::string::npos) result = {SolvedValue::Tie, 0};
    else {
      int win = 1 << 30, tie = 1 << 30, lose = -1;
      for (int c = 0; c < w; ++c)
        for (int r = 0; r < h; ++r)
          if (b[r * w + c] == '.') {
            std::string next = b;
            next[r * w + c] = mover;
            const auto [v, rem] = solve(next, other, memo);
            if (v == SolvedValue::Lose) win = std::min(win, rem + 1);
            if (v == SolvedValue::Tie) tie = std::min(tie, rem + 1);
            if (v == SolvedValue::Win) lose = std::max(lose, rem + 1);
            break;
          }
      result = win < (1 << 30) ? std::pair{SolvedValue::Win, win}
               : tie < (1 << 30) ? std::pair{SolvedValue::Tie, tie}
                                 : std::pair{SolvedValue::Lose, lose};
    }
    return memo[b] = result;
  }
};

TEST(ConnectFour, SmallBoardsAgreeWithANaiveSolver) {
  for (auto [w, h, k] : {std::tuple{3, 3, 3}, {4, 3, 3}, {3, 4, 3}, {4, 4, 3}, {5, 3, 3}, {4, 4, 4}, {2, 2, 2}}) {
    const NaiveConnect naive{w, h, k};
    std::map<std::string, std::pair<SolvedValue, int>> memo;
    const auto [v, rem] = naive.solve(std::string(static_cast<std::size_t>(w * h), '.'), 'x', memo);
    const SolveResult r = solve(ConnectFour(w, h, k));
    EXPECT_EQ(r.value, v) << w << "x" << h << " k=" << k;
    EXPECT_EQ(r.remoteness, static_cast<std::uint32_t>(rem)) << w << "x" << h << " k=" << k;
    EXPECT_EQ(r.positions, memo.size()) << w << "x" << h << " k=" << k;
    std::uint64_t counts[4] = {0, 0, 0, 0};
    for (const auto& [b, vr] : memo) ++counts[static_cast<int>(vr.first)];
    for (int i = 0; i < 4; ++i) EXPECT_EQ(r.counts[i], counts[i]) << w << "x" << h << " value " << i;
  }
}

TEST(ConnectFour, PositionStrings) {
  const ConnectFour g(4, 3);
  const auto p = g.parse("....|.o..|xx..");
  EXPECT_EQ(g.to_string(p), "....|.o..|xx..");
  EXPECT_EQ(g.moves(p).size(), 4u);
  EXPECT_EQ(g.to_string(g.moves(p)[0]), "....|oo..|xx..");  // o to move, drops in column 1
  EXPECT_THROW(g.parse("x...|....|...."), ParseError);        // floating stone
  EXPECT_THROW(g.parse("....|....|xx.."), ParseError);        // two x, no o
  EXPECT_THROW(g.parse("....|....|xo."), ParseError);
  EXPECT_THROW(ConnectFour(8, 8), LimitError);
  const auto labelled = g.labelled_moves(g.parse("x...|o...|x..."));  // column 1 is full
  ASSERT_EQ(labelled.size(), 3u);
  EXPECT_EQ(labelled[0].first, "2");
  EXPECT_EQ(g.to_string(labelled[0].second), "x...|o...|xo..");
  EXPECT_EQ(g.primitive(g.parse("....|oo..|xxx.")), Primitive::Undecided);
  EXPECT_EQ(ConnectFour(4, 3, 3).primitive(ConnectFour(4, 3, 3).parse("....|oo..|xxx.")), Primitive::Lose);
}

TEST(MnkGame, PositionStrings) {
  const MnkGame g(3, 3, 3);
  const auto p = g.parse("x..|.o.|...");
  EXPECT_EQ(g.to_string(p), "x..|.o.|...");
  const auto labelled = g.labelled_moves(p);
  ASSERT_EQ(labelled.size(), 7u);
  EXPECT_EQ(labelled[0].first, "b1");
  EXPECT_EQ(g.to_string(labelled[0].second), "xx.|.o.|...");
  EXPECT_EQ(labelled[3].first, "c2");
  EXPECT_THROW(g.parse("xx.|...|..."), ParseError);
  EXPECT_THROW(g.parse("x..|...."), ParseError);
}

}  // namespace
}  // namespace cgt
