// The run context (cgt/core/run_control.hpp): analyses with different thread counts and
// limits run at once in one process and give the serial results; cancellation; memos
// owned by the game table, so private tables print and take thermographs too.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/partisan_game.hpp"
#include "cgt/partisan/private_table.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/solve/dense_solver.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Boards of several components, so that a reducer with two threads values them in
// parallel workers.
const std::vector<std::string> kDomineering = {"...#...|...#...|...#...", "....#..|....#..|..#....", "..|..",
                                               "..#..|..#..|....."};
const std::vector<std::string> kClobber = {"xox.oxo|oxo.xox", "xoxo.xo|oxox.ox", "xo.|ox."};

// Canonical forms, printed, by one reducer per game under `run`, in a private table.
std::vector<std::string> partisan_analysis(RunControl& run) {
  const ScopedGameTable table;
  std::vector<std::string> out;
  const Domineering domineering;
  CanonicalReducer<Domineering> d(domineering, run);
  for (const std::string& board : kDomineering) out.push_back(to_string(d.value(Domineering::parse(board))));
  const Clobber clobber;
  CanonicalReducer<Clobber> c(clobber, run);
  for (const std::string& board : kClobber) out.push_back(to_string(c.value(Clobber::parse(board))));
  return out;
}

void expect_same_solution(const DenseSolve& a, const DenseSolve& b) {
  EXPECT_EQ(a.summary.value, b.summary.value);
  EXPECT_EQ(a.summary.remoteness, b.summary.remoteness);
  EXPECT_EQ(a.summary.positions, b.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(a.summary.counts[v], b.summary.counts[v]) << "value " << v;
  EXPECT_EQ(a.table.cells, b.table.cells);
}

TEST(RunContext, ThreadsComeFromTheLimits) {
  EXPECT_EQ(RunControl(Limits{.threads = 3}).threads(), 3);
  EXPECT_GE(RunControl().threads(), 1);  // 0: all cores
  EXPECT_GE(unlimited_run().threads(), 1);
}

TEST(RunContext, TwoAnalysesAtOnceGiveTheSerialResults) {
  // Serial references first.
  RunControl serial_partisan(Limits{.threads = 1}), serial_solve(Limits{.threads = 1});
  const std::vector<std::string> partisan_expected = partisan_analysis(serial_partisan);
  const Quixo quixo(3);
  const DenseSolve solve_expected = solve_dense(quixo, {}, serial_solve);

  // Then three at once: two threads and a generous limit; one thread; a tiny time limit.
  RunControl partisan_run(Limits{.max_seconds = 600, .threads = 2});
  RunControl solve_run(Limits{.max_seconds = 600, .threads = 1});
  RunControl doomed_run(Limits{.max_seconds = 0.01, .threads = 2});
  std::vector<std::string> partisan_got;
  DenseSolve solve_got;
  std::exception_ptr partisan_error, solve_error;
  bool doomed_threw = false;
  std::thread partisan([&] {
    try {
      partisan_got = partisan_analysis(partisan_run);
    } catch (...) {
      partisan_error = std::current_exception();
    }
  });
  std::thread solver([&] {
    try {
      solve_got = solve_dense(quixo, {.parallel_from = 0}, solve_run);
    } catch (...) {
      solve_error = std::current_exception();
    }
  });
  std::thread doomed([&] {
    try {
      const ScopedGameTable table;
      const Domineering domineering;
      CanonicalReducer<Domineering> reducer(domineering, doomed_run);
      reducer.value(Domineering::parse(".....#.....|.....#.....|.....#.....|.....#.....|.....#....."));
    } catch (const LimitError&) {
      doomed_threw = true;
    }
  });
  doomed.join();
  solver.join();
  partisan.join();
  EXPECT_TRUE(doomed_threw);
  ASSERT_FALSE(partisan_error);
  ASSERT_FALSE(solve_error);
  EXPECT_EQ(partisan_got, partisan_expected);
  expect_same_solution(solve_got, solve_expected);
}

TEST(RunContext, CancelStopsAtTheNextCheckpoint) {
  RunControl run;
  EXPECT_FALSE(run.cancelled());
  run.checkpoint("nothing", 0, 0);
  run.cancel();
  EXPECT_TRUE(run.cancelled());
  try {
    run.checkpoint("nothing", 0, 0);
    FAIL() << "a cancelled run went on";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("cancelled"), std::string::npos) << e.what();
  }
  // Solvers and reducers given a cancelled run stop.
  EXPECT_THROW(solve_dense(Quixo(3), {}, run), LimitError);
  const ScopedGameTable table;
  const Domineering domineering;
  CanonicalReducer<Domineering> reducer(domineering, run);
  EXPECT_THROW(reducer.value(Domineering::rectangle(5, 5)), LimitError);
}

TEST(RunContext, CancelFromAnotherThreadStopsAReducer) {
  RunControl run(Limits{.threads = 2});
  bool threw = false;
  std::thread worker([&] {
    try {
      const ScopedGameTable table;
      const Domineering domineering;
      CanonicalReducer<Domineering> reducer(domineering, run);
      reducer.value(Domineering::parse(".....#.....|.....#.....|.....#.....|.....#.....|.....#....."));
    } catch (const LimitError&) {
      threw = true;
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  run.cancel();
  worker.join();
  EXPECT_TRUE(threw);
}

TEST(RunContext, TheSharedUnlimitedRunCannotBeCancelled) {
  unlimited_run().cancel();
  EXPECT_FALSE(unlimited_run().cancelled());
  unlimited_run().checkpoint("nothing", 0, 0);
}

TEST(RunContext, PrivateTablesHaveTheirOwnMemos) {
  // Printing, thermographs, heating and all-small inside a private table give what they
  // give in the process table.
  const std::vector<std::string> games = {"{2|-1/2}", "^^*", "+-1 + *", "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
                                          "^<3>", "v[4]*"};
  std::vector<std::string> outside;
  for (const std::string& text : games) {
    const Game g = parse_game(text);
    outside.push_back(fmt::format("{} {} {} {}", to_string(g), thermograph(g).to_string(),
                                  to_string(heat(g, Game::integer(1))), is_all_small(g)));
  }
  for (int round = 0; round < 2; ++round) {  // a second private table starts empty again
    const ScopedGameTable table;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const Game g = parse_game(games[i]);
      EXPECT_EQ(fmt::format("{} {} {} {}", to_string(g), thermograph(g).to_string(),
                            to_string(heat(g, Game::integer(1))), is_all_small(g)),
                outside[i])
          << games[i];
    }
  }
}

}  // namespace
}  // namespace cgt
