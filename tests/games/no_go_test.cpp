// NoGo: CGSuite 1.x's test instance and its example, small boards by hand, every option
// leaves every group a liberty, the reducer (symmetry, conjugates) against a direct
// recursion, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <map>
#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/no_go.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string value(std::string_view board) { return to_string(value_of<NoGo>(NoGo::parse(board))); }

TEST(NoGo, ValuesFromCGSuite) {
  // CGSuite 1.x's test instances (printed there with 1.Miny; CGSuite 2 prints Miny(1)).
  EXPECT_EQ(value("x..|...|x.x"), "{3||2|1|||{1|0},{1,{2|1}|{1|0},Miny(1)}}");
  // NoGo.cgs: game.grid.NoGo("...|...|...").CanonicalForm "should be *".
  EXPECT_EQ(value("...|...|..."), "*");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("no_go(\"x..|...|x.x\")"), session)),
            "{3||2|1|||{1|0},{1,{2|1}|{1|0},Miny(1)}}");
}

TEST(NoGo, SmallBoards) {
  EXPECT_EQ(value("."), "0");    // a lone stone would have no liberty
  EXPECT_EQ(value(".."), "*");   // the first stone takes the second cell's chance
  EXPECT_EQ(value("x.."), "*");  // Right may not fill x's last liberty, but may play at the end
  EXPECT_EQ(value("x.x"), "0");  // the middle cell is both groups' last liberty
  EXPECT_EQ(value("x.o"), "0");  // the middle cell would capture either way
}

// Every option of a position whose groups all have liberties keeps them all.
bool all_groups_breathe(const Grid& p) {
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (p.at(r, c) != '.' && !NoGo::has_liberty(p, r, c)) return false;
  return true;
}

Game direct(const NoGo& game, const Grid& p, std::map<std::string, Game>& memo) {
  const std::string key = p.to_string();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Game> l, r;
  const auto left = game.left_options(p);
  for (const Grid& q : left) {
    EXPECT_TRUE(all_groups_breathe(q)) << key << " -> " << q.to_string();
    l.push_back(direct(game, q, memo));
  }
  for (const Grid& q : game.right_options(p)) {
    EXPECT_TRUE(all_groups_breathe(q)) << key << " -> " << q.to_string();
    r.push_back(direct(game, q, memo));
  }
  // A move is refused only when some group would be left without a liberty.
  std::size_t empty = 0;
  for (char c : p.cells) empty += c == '.';
  if (l.size() < empty) {
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
      if (p.cells[i] != '.') continue;
      Grid q = p;
      q.cells[i] = 'x';
      if (std::find(left.begin(), left.end(), q) == left.end()) {
        EXPECT_FALSE(all_groups_breathe(q)) << key << ": x at " << i << " refused";
      }
    }
  }
  return memo[key] = Game::from_options(l, r);
}

TEST(NoGo, ReducerMatchesDirectRecursion) {
  const NoGo game;
  std::map<std::string, Game> memo;
  std::mt19937_64 rng(5);
  int checked = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const std::string text = random_grid_text(rng, "xo...", 3, 3);
    const Grid p = NoGo::parse(text);
    if (!all_groups_breathe(p)) continue;  // not a NoGo position
    ++checked;
    const Game want = direct(game, p, memo);
    EXPECT_EQ(value_of(game, p), want) << text;
    EXPECT_EQ(value_of(game, game.conjugate(p)), -want) << text;          // colours swapped
    EXPECT_EQ(value_of(game, p.transposed().flipped_cols()), want) << text;  // a rotation
  }
  EXPECT_GT(checked, 80);
}

TEST(NoGo, Errors) {
  EXPECT_THROW(NoGo::parse("x#."), ParseError);
  EXPECT_THROW(NoGo::parse("x..|.."), ParseError);
  try {
    NoGo::parse("x..|..|...");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("no_go board 'x..|..|...': row 2 has 2 cells, row 1 has 3"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cgt
