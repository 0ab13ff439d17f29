// Conjugates (HasConjugate) are negatives: checked by valuing both with separate
// reducers on random positions of every game that declares one.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/games/amazons.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/strip_games.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string random_grid(std::mt19937& rng, const std::string& cells, int max_rows, int max_cols) {
  const int rows = 1 + static_cast<int>(rng() % max_rows), cols = 1 + static_cast<int>(rng() % max_cols);
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

template <class G>
void expect_conjugates_negate(const G& game, const typename G::Position& p, const std::string& text) {
  static_assert(HasConjugate<G>);
  // Fresh reducers: the one valuing p must not have seen its conjugate.
  const Game a = canonical_form(game, p), b = canonical_form(game, game.conjugate(p));
  EXPECT_EQ(b, -a) << text;
  // And a reducer that has seen p answers the conjugate through its entry.
  RunControl run;
  CanonicalReducer<G> shared(game, run);
  EXPECT_EQ(shared.value(p), a);
  EXPECT_EQ(shared.value(game.conjugate(p)), -a) << text;
}

TEST(Conjugate, IsTheNegativeInEveryGameThatHasOne) {
  std::mt19937 rng(808);
  for (int i = 0; i < 80; ++i) {
    const std::string d = random_grid(rng, "..#", 4, 4), c = random_grid(rng, "xo..", 3, 4),
                      a = random_grid(rng, "x.o....#", 2, 4);
    expect_conjugates_negate(Domineering(), Domineering::parse(d), d);
    expect_conjugates_negate(Clobber(), Clobber::parse(c), c);
    expect_conjugates_negate(Amazons(), Amazons::parse(a), a);
    std::string t;
    for (int k = 2 + static_cast<int>(rng() % 8); k > 0; --k) t += "tf.."[rng() % 4];
    expect_conjugates_negate(ToadsAndFrogs(), ToadsAndFrogs::parse(t), t);
  }
}

}  // namespace
}  // namespace cgt
