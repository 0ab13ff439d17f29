#include "cgt/solve/solvable_game.hpp"

#include <gtest/gtest.h>

#include <map>

#include <sys/resource.h>

#include "cgt/core/error.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/mnk.hpp"

#include <omp.h>

namespace cgt {
namespace CGT_TEST_NS {

TEST(Solve, TicTacToeIsATieInNine) {
  // shared/literature/solvers.md: 5,478 positions reachable from the empty board, a tie
  // with remoteness 9 (well known; GamesmanOne agrees).
  const SolveResult r = solve(MnkGame(3, 3, 3));
  EXPECT_EQ(r.positions, 5478u);
  EXPECT_EQ(r.value, SolvedValue::Tie);
  EXPECT_EQ(r.remoteness, 9u);
  EXPECT_EQ(r.counts[0] + r.counts[1] + r.counts[2] + r.counts[3], 5478u);
  EXPECT_EQ(r.counts[static_cast<int>(SolvedValue::Draw)], 0u);  // an acyclic game
  // solvers.md: 765 positions up to the board's symmetries.
  EXPECT_EQ(r.classes, 765u);
}

// The same game without its symmetry: every position stored.
template <class G>
struct WithoutSymmetry {
  using Position = typename G::Position;
  const G& game;
  Position start() const { return game.start(); }
  auto moves(const Position& p) const { return game.moves(p); }
  Primitive primitive(const Position& p) const { return game.primitive(p); }
};

template <class G>
void expect_symmetry_changes_nothing_but_storage(const G& game) {
  static_assert(HasSymmetry<G> && !HasSymmetry<WithoutSymmetry<G>>);
  const SolveResult with = solve(game), without = solve(WithoutSymmetry<G>{game});
  EXPECT_EQ(with.value, without.value);
  EXPECT_EQ(with.remoteness, without.remoteness);
  EXPECT_EQ(with.positions, without.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(with.counts[v], without.counts[v]) << v;
  EXPECT_EQ(without.classes, without.positions);
  EXPECT_LT(with.classes, with.positions);
  // Every position's value through its class representative.
  SolvedTable<G> reduced;
  SolvedTable<WithoutSymmetry<G>> full;
  solve(game, 200'000'000, unlimited_run(), &reduced);
  solve(WithoutSymmetry<G>{game}, 200'000'000, unlimited_run(), &full);
  for (const auto& [p, cell] : full) ASSERT_EQ(reduced.at(solver_key(game, p)), cell);
}

TEST(Solve, SymmetryChangesNothingButStorage) {
  expect_symmetry_changes_nothing_but_storage(MnkGame(3, 3, 3));
  expect_symmetry_changes_nothing_but_storage(MnkGame(3, 4, 3));
  expect_symmetry_changes_nothing_but_storage(MnkGame(2, 5, 2));
  expect_symmetry_changes_nothing_but_storage(ConnectFour(4, 4));
  expect_symmetry_changes_nothing_but_storage(ConnectFour(5, 3, 3));
}

// Independent minimax: (value, remoteness) per position, by recursion.
std::pair<SolvedValue, int> minimax(const MnkGame& g, const std::string& p,
                                    std::map<std::string, std::pair<SolvedValue, int>>& memo) {
  if (auto it = memo.find(p); it != memo.end()) return it->second;
  std::pair<SolvedValue, int> result;
  const Primitive prim = g.primitive(p);
  if (prim == Primitive::Lose) result = {SolvedValue::Lose, 0};
  else if (prim == Primitive::Tie) result = {SolvedValue::Tie, 0};
  else {
    int best_win = 1 << 30, best_tie = 1 << 30, worst_lose = -1;
    for (const std::string& q : g.moves(p)) {
      const auto [v, r] = minimax(g, q, memo);
      if (v == SolvedValue::Lose) best_win = std::min(best_win, r + 1);
      if (v == SolvedValue::Tie) best_tie = std::min(best_tie, r + 1);
      if (v == SolvedValue::Win) worst_lose = std::max(worst_lose, r + 1);
    }
    if (best_win < (1 << 30)) result = {SolvedValue::Win, best_win};
    else if (best_tie < (1 << 30)) result = {SolvedValue::Tie, best_tie};
    else result = {SolvedValue::Lose, worst_lose};
  }
  memo[p] = result;
  return result;
}

TEST(Solve, CountsAgreeWithMinimaxOnSmallBoards) {
  for (auto [m, n, k] : {std::tuple{3, 3, 3}, {2, 3, 2}, {3, 4, 3}, {2, 4, 3}, {4, 3, 4}}) {
    const MnkGame g(m, n, k);
    std::map<std::string, std::pair<SolvedValue, int>> memo;
    const auto [v, rem] = minimax(g, g.start(), memo);
    const SolveResult r = solve(g);
    EXPECT_EQ(r.value, v) << m << n << k;
    EXPECT_EQ(r.remoteness, static_cast<std::uint32_t>(rem)) << m << n << k;
    EXPECT_EQ(r.positions, memo.size());
    std::uint64_t counts[4] = {0, 0, 0, 0};
    for (const auto& [pos, vr] : memo) ++counts[static_cast<int>(vr.first)];
    for (int i = 0; i < 4; ++i) EXPECT_EQ(r.counts[i], counts[i]) << m << n << k << " value " << i;
  }
}

TEST(Solve, SameTableOnOneAndTwoThreads) {
  const ConnectFour game(4, 4);
  SolvedTable<ConnectFour> one, two;
  RunControl one_thread(Limits{.threads = 1}), two_threads(Limits{.threads = 2});
  const SolveResult r1 = solve(game, 1'000'000, one_thread, &one);
  const SolveResult r2 = solve(game, 1'000'000, two_threads, &two);
  EXPECT_EQ(r1.positions, 161029u);  // Tromp's count for 4 x 4
  EXPECT_EQ(r1.positions, r2.positions);
  EXPECT_EQ(one, two);
}

TEST(Solve, Limits) {
  EXPECT_THROW(MnkGame(7, 7, 4), LimitError);
  EXPECT_THROW(solve(MnkGame(3, 3, 3), 100), LimitError);
}

TEST(Solve, MemoryLimitStopsBeforeATableDoubles) {
  // Connect-Four 5x4 needs about 300 MB. With 60 MB above what the process holds, the
  // solve must stop, and the process's peak must stay within 10% of the limit: the
  // check runs before each doubling of the discovery tables, not after it.
  const std::uint64_t limit = resident_memory_bytes() + (std::uint64_t{60} << 20);
  RunControl run(Limits{0, limit, 0});
  EXPECT_THROW(solve(ConnectFour(5, 4), 200'000'000, run), LimitError);
  rusage usage{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &usage), 0);
  const auto peak = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  EXPECT_LE(peak, limit + limit / 10) << "peak " << peak << " limit " << limit;
}

TEST(Solve, MemoryLimitBoundsTheMovesOfAChunk) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer keeps freed memory in quarantine: the peak is not the program's";
#endif
  // 5x5 4-in-a-row has about 20 moves a position: a chunk of 2^18 positions' moves alone
  // would be over 80 MB. Under a limit the chunk shrinks to about 1/16 of it, so with 50
  // MB above what the process holds the peak stays within 10% of the limit.
  const std::uint64_t limit = resident_memory_bytes() + (std::uint64_t{50} << 20);
  RunControl run(Limits{0, limit, 0});
  EXPECT_THROW(solve(MnkGame(5, 5, 4), 200'000'000, run), LimitError);
  rusage usage{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &usage), 0);
  const auto peak = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  EXPECT_LE(peak, limit + limit / 10) << "peak " << peak << " limit " << limit;
}

}  // namespace
}  // namespace cgt
