#include "cgt/games/domineering.hpp"

#include <gtest/gtest.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game board(const char* text) { return value_of<Domineering>(Domineering::parse(text)); }

TEST(Domineering, SmallBoardsFromTheLiterature) {
  // shared/literature/partisan.md D1-D17 (Wikipedia "Domineering"; cgt-tools tests
  // confirmed with CGSuite; Winning Ways ch. 5).
  EXPECT_EQ(to_string(board(".")), "0");
  EXPECT_EQ(to_string(board("..")), "-1");
  EXPECT_EQ(to_string(board(".|.")), "1");
  EXPECT_EQ(to_string(board("...")), "-1");
  EXPECT_EQ(to_string(board("....")), "-2");
  for (int n = 1; n <= 7; ++n) {
    EXPECT_EQ(value_of<Domineering>(Domineering::rectangle(1, n)), Game::integer(-(n / 2)));
    EXPECT_EQ(value_of<Domineering>(Domineering::rectangle(n, 1)), Game::integer(n / 2));
  }
  EXPECT_EQ(to_string(board("..|..")), "+-1");
  EXPECT_EQ(to_string(board("...|...")), "{2|-1/2}");
  EXPECT_EQ(to_string(board("..|..|..")), "{1/2|-2}");
  EXPECT_EQ(to_string(value_of<Domineering>(Domineering::rectangle(3, 3))), "+-1");
  EXPECT_EQ(to_string(board(".#|..")), "*");
  EXPECT_EQ(to_string(board(".##|.##|...")), "0");
  EXPECT_EQ(to_string(board("..#|..#|...")), "{1/2|-2}");
  EXPECT_EQ(to_string(board(".#.#|.#..")), "1*");
  EXPECT_EQ(to_string(board("#...|....|....|....")), "+-(1*)");  // {1*|-1*}; CGSuite parenthesises 1* after +-
  EXPECT_EQ(to_string(board("....|....")), "Miny(2)");  // {{2|0}|0}
  EXPECT_EQ(to_string(value_of<Domineering>(Domineering::rectangle(4, 2))), "Tiny(2)");
  // CGSuite: game.grid.Domineering(Grid.Empty(4,4)).CanonicalForm.
  EXPECT_EQ(to_string(value_of<Domineering>(Domineering::rectangle(4, 4))), "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
  // Mean and temperature of 2x3 (Wikipedia: mean 3/4, temperature 5/4).
  EXPECT_EQ(mean(board("...|...")), Dyadic::parse("3/4"));
  EXPECT_EQ(temperature(board("...|...")), Dyadic::parse("5/4"));
}

TEST(Domineering, TransposingNegates) {
  for (const char* text : {"...|..#", "....|.#..|....", "...|...|...|..#"}) {
    const Grid g = Domineering::parse(text);
    EXPECT_EQ(value_of<Domineering>(g.transposed()), -value_of<Domineering>(g)) << text;
  }
}

TEST(Domineering, BadBoards) {
  EXPECT_THROW(Domineering::parse("..x"), ParseError);
  EXPECT_THROW(Domineering::parse("..|."), ParseError);
  EXPECT_THROW(Domineering::rectangle(20, 20), LimitError);
}

}  // namespace
}  // namespace cgt
