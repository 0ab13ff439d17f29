// Game tables owned by their callers (cgt/partisan/game_table.hpp): games live in the
// table bound to their thread; bindings nest; a thread that binds none has a table of
// its own; the same computation in any table prints the same canonical form.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/private_table.hpp"
#include "cgt/partisan/products.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// {3||2*|1*} (CGSuite's test suite), its thermograph's text, and 2·^ + *3 + 1/2.
struct Results {
  std::string form, thermograph, sum;
  bool operator==(const Results&) const = default;
};

Results compute() {
  const Game star = Game::nimber(1);
  const Game two_star = Game::from_options(std::vector{Game::integer(2) + star}, std::vector{Game::integer(1) + star});
  const Game g = Game::from_options(std::vector{Game::integer(3)}, std::vector{two_star});
  const Game sum = Game::up() + Game::up() + Game::nimber(3) + Game::number(Dyadic::from_parts(1, 1));
  return {to_string(g), thermograph(g).to_string(), to_string(sum)};
}

TEST(GameTable, ACallerOwnedTableHoldsTheGamesBuiltWhileBound) {
  GameTable mine;
  EXPECT_EQ(mine.size(), 1u);  // only 0
  Results inside;
  {
    const GameTable::Use use(mine);
    inside = compute();
    EXPECT_EQ(Game::table_size(), mine.size());
  }
  EXPECT_GT(mine.size(), 5u);
  EXPECT_EQ(inside.form, "{3||2*|1*}");
  EXPECT_EQ(inside.thermograph, "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
  EXPECT_EQ(inside.sum, "1/2^^*3");
  // The same computation in the thread's own table gives the same texts and leaves
  // `mine` alone.
  const std::size_t before = mine.size();
  EXPECT_EQ(compute(), inside);
  EXPECT_EQ(mine.size(), before);
}

TEST(GameTable, BindingsNestAndRestore) {
  GameTable outer, inner;
  const GameTable::Use use_outer(outer);
  const Game a = Game::nimber(5);
  const std::size_t outer_size = outer.size();
  {
    const GameTable::Use use_inner(inner);
    compute();
    EXPECT_EQ(Game::table_size(), inner.size());
    EXPECT_EQ(outer.size(), outer_size);  // nothing leaked into the outer table
  }
  EXPECT_EQ(Game::table_size(), outer.size());
  EXPECT_EQ(to_string(a + Game::nimber(1)), "*4");  // a is still outer's *5
}

TEST(GameTable, ThreadsThatBindNoneHaveTablesOfTheirOwn) {
  const Results serial = compute();
  std::vector<Results> results(4);
  std::vector<std::thread> threads;
  for (Results& r : results) threads.emplace_back([&r] { r = compute(); });
  for (std::thread& t : threads) t.join();
  for (const Results& r : results) EXPECT_EQ(r, serial);
}

TEST(GameTable, PortableGamesCarryValuesBetweenTables) {
  PortableGame carried;
  std::string printed;
  {
    const ScopedGameTable scratch;
    const Game g = Game::from_options(std::vector{Game::integer(3)}, std::vector{Game::up() + Game::nimber(2)});
    printed = to_string(g);
    carried = PortableGame::from(g);
  }
  GameTable target;
  const GameTable::Use use(target);
  EXPECT_EQ(to_string(carried.to_game()), printed);
}

// *k has k options a side: an operation that must list them past the per-side limit is
// refused at once (a fuzzer's {*2^30|0} once listed them for minutes), and the table
// stays usable.
TEST(GameTable, HugeNimbersRefuseToListTheirOptions) {
  const auto star3_over_0 = [] { return to_string(Game::from_options(std::vector{Game::nimber(3)}, std::vector{Game::integer(0)})); };
  std::string fresh;
  {
    const ScopedGameTable other;
    fresh = star3_over_0();
  }
  const ScopedGameTable scratch;
  const Game huge = Game::nimber(std::uint64_t{1} << 30);
  EXPECT_EQ(to_string(huge + Game::nimber(1)), "*1073741825");  // closed forms need no options
  EXPECT_THROW(Game::from_options(std::vector{huge}, std::vector{Game::integer(0)}), LimitError);
  EXPECT_EQ(star3_over_0(), fresh);
}

// ^ + *k = {0 | *(k xor 1)} (Winning Ways ch. 3; Siegel, CGT, II.4): canonicalising it
// from a big nimber option makes the nimbers below *k one at a time, as comparisons need
// them, not k lists of up to k options (a fuzzer's {0|*13192} once took 12 s and 1.7 GB).
TEST(GameTable, BigNimberOptionsAreComparedWithoutListingEveryFollower) {
  const ScopedGameTable scratch;
  const Game g = Game::from_options(std::vector{Game::integer(0)}, std::vector{Game::nimber(13192)});
  EXPECT_EQ(to_string(g), "^*13193");
  EXPECT_LT(Game::table_size(), 20000u);  // not the ~87 million option ids of every list
}

// {S | S} for a set S of nimbers is *mex(S) (Sprague-Grundy; Winning Ways ch. 3), found
// without comparing every pair of options: rebuilding *2000 from its 2000 options (as a
// loopy graph or an explicit form does, level by level) stays small and quick.
TEST(GameTable, NimberOptionsOnBothSidesTakeTheMex) {
  const ScopedGameTable scratch;
  const std::vector<Game> s{Game::nimber(0), Game::nimber(1), Game::nimber(3)};
  EXPECT_EQ(to_string(Game::from_options(s, s)), "*2");
  EXPECT_EQ(to_string(Game::from_options(std::vector{Game::nimber(1)}, std::vector{Game::nimber(1)})), "0");
  EXPECT_EQ(to_string(Game::from_options(std::vector{Game::integer(0), Game::nimber(1)}, std::vector{Game::integer(0)})),
            "^*");  // Left's and Right's options differ: not impartial
  std::vector<Game> heaps;
  for (std::uint64_t k = 0; k < 2000; ++k) heaps.push_back(Game::from_options(heaps, heaps));
  EXPECT_EQ(to_string(Game::from_options(heaps, heaps)), "*2000");
  EXPECT_LT(Game::table_size(), 5000u);
}

// A GameTable::Watch puts the algebra under a run's limits: a cancelled (or timed-out)
// run stops a long walk through options with LimitError, and the table stays usable.
// *40 : 8 (an ordinal sum whose base has 40 nimber options on each side) takes tens of
// thousands of option walks and comparisons: far past the first checkpoint.
TEST(GameTable, AWatchStopsLongComputationsAndTheTableStaysUsable) {
  const ScopedGameTable scratch;
  const auto heavy = [] { return ordinal_sum(Game::nimber(40), Game::integer(8)); };
  RunControl run;
  run.cancel();
  {
    const GameTable::Watch watch(run);
    EXPECT_THROW(heavy(), LimitError);
    EXPECT_EQ(to_string(Game::nimber(2) + Game::nimber(3)), "*");  // closed forms: no walk
  }
  const std::string unwatched = to_string(heavy());  // the same table, no watch: it completes
  const ScopedGameTable fresh;
  EXPECT_EQ(unwatched, to_string(heavy()));  // as in a table no cancelled walk touched
}

// A work limit stops a computation that takes more steps than it allows, leaves the
// table usable, and nests: the tighter limit holds, and the outer one comes back.
TEST(GameTable, AWorkLimitStopsAComputationPastItsSteps) {
  const ScopedGameTable scratch;
  const auto heavy = [] { return ordinal_sum(Game::nimber(40), Game::integer(8)); };
  {
    const GameTable::WorkLimit outer(1'000'000'000);
    {
      const GameTable::WorkLimit inner(1'000);
      EXPECT_THROW(heavy(), LimitError);
      EXPECT_EQ(to_string(Game::nimber(2) + Game::nimber(3)), "*");  // closed forms: no walk
    }
    const std::string within = to_string(heavy());  // the outer limit allows it
    const ScopedGameTable fresh;
    EXPECT_EQ(within, to_string(heavy()));  // as in a table no stopped walk touched
  }
  try {
    const GameTable::WorkLimit tight(10);
    const ScopedGameTable fresh;  // a fresh table has no limit of its own
    (void)heavy();
    SUCCEED();
  } catch (const LimitError&) {
    FAIL() << "a limit on one table stopped work in another";
  }
}

// Copying an option list is work in proportion to its length: one copy of *683142's
// options reaches the run's checkpoint. Before, a copy counted as one step, and an
// ordinal sum copying that list at each level of its recursion ({|*683142:963844}, found
// by the expression fuzz target) held 7.6 GB before the memory limit was first checked.
TEST(GameTable, CopyingALongOptionListReachesACheckpoint) {
  const ScopedGameTable scratch;
  const Game big = Game::nimber(683142);
  (void)big.right_options();  // options built before the watch: only the copy is timed
  RunControl run;
  run.cancel();
  const GameTable::Watch watch(run);
  EXPECT_THROW((void)big.left_options(), LimitError);
}

// The ordinal sum recurses through h before it copies g's options, so a deep h meets the
// stack guard at once, holding next to nothing.
TEST(GameTable, DeepOrdinalSumsStopCleanly) {
  const ScopedGameTable scratch;
  RunControl run(Limits{.max_seconds = 20});
  const GameTable::Watch watch(run);
  try {
    (void)ordinal_sum(Game::nimber(683142), Game::integer(963844));
    ADD_FAILURE() << "the ordinal sum completed";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("nested too deeply"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cgt
