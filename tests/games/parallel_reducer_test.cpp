// Valuing components on several threads, each in a private game table: the results
// must equal a serial run's (canonical forms are unique; Siegel, CGT, II.2.7).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/partisan_game.hpp"
#include "cgt/partisan/private_table.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// A board of `rows` rows whose cells are '.', or '#' with probability 1/3: usually
// several regions, i.e. several components.
std::string random_board(std::mt19937& rng, int rows, int cols, const std::string& cells) {
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

TEST(PortableGame, RoundTripsThroughAPrivateTable) {
  const Domineering domineering;
  for (const char* board : {"....|....|....", "...|...|...", "..#|...|.#.", "#"}) {
    const Game g = canonical_form(domineering, Domineering::parse(board));
    const PortableGame out = PortableGame::from(g);
    PortableGame again;
    {
      const ScopedGameTable scope;
      const Game inside = out.to_game();
      EXPECT_EQ(inside.id() == g.id(), inside == g);  // ids of another table: no meaning
      again = PortableGame::from(inside);
    }
    EXPECT_EQ(again.to_game(), g) << board;
    EXPECT_EQ(again.nodes.size(), out.nodes.size()) << board;
  }
}

TEST(PortableGame, NumbersUpsAndNimbersTravelInClosedForm) {
  const Game g = Game::number_up_star(Dyadic::from_parts(mpz_class("123456789012345678901234567891"), 7), -3, 5);
  const PortableGame out = PortableGame::from(g);
  ASSERT_EQ(out.nodes.size(), 1u);
  const auto closed = g.as_number_up_star();
  const std::string printed = to_string(g);
  {
    const ScopedGameTable scope;
    const Game back = out.to_game();
    EXPECT_EQ(back.as_number_up_star(), closed);
    EXPECT_EQ(to_string(back), printed);  // the private table has printing memos of its own
  }
  EXPECT_EQ(out.to_game(), g);
}

template <class G>
void expect_parallel_equals_serial(const G& game, const std::string& cells, unsigned seed, int boards) {
  std::mt19937 rng(seed);
  for (int i = 0; i < boards; ++i) {
    const std::string text = random_board(rng, 2 + rng() % 3, 2 + rng() % 4, cells);
    const auto p = G::parse(text);
    RunControl one_thread(Limits{.threads = 1}), two_threads(Limits{.threads = 2});
    CanonicalReducer<G> serial(game, one_thread, 1'000'000), parallel(game, two_threads, 1'000'000);
    const Game a = serial.value(p), b = parallel.value(p);
    ASSERT_EQ(a, b) << text << ": " << to_string(a) << " vs " << to_string(b);
  }
}

TEST(CanonicalReducer, ParallelComponentsEqualASerialRunForDomineering) {
  expect_parallel_equals_serial(Domineering(), "..#", 11, 300);
}

TEST(CanonicalReducer, ParallelComponentsEqualASerialRunForClobber) {
  expect_parallel_equals_serial(Clobber(), "xo..", 12, 200);
}

TEST(CanonicalReducer, AWorkerErrorReachesTheCaller) {
  // Two large regions, each needing more positions than the limit allows.
  const Domineering domineering;
  RunControl two_threads(Limits{.threads = 2});
  CanonicalReducer<Domineering> reducer(domineering, two_threads, 50);
  EXPECT_THROW(reducer.value(Domineering::parse("....#....|....#....|....#....")), LimitError);
}

}  // namespace
}  // namespace cgt
