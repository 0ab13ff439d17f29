// Partisan-engine benchmarks (issue #3 workloads): random canonical forms of birthday
// up to 3-4, their sums, comparisons, and thermographs of sums.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace {

using cgt::Game;

// Random games by options drawn from the games of the previous day.
std::vector<Game> random_games(std::mt19937& rng, int days, std::size_t per_day) {
  std::vector<Game> pool{Game(), Game::integer(1), Game::integer(-1), Game::nimber(1)};
  for (int day = 0; day < days; ++day) {
    std::vector<Game> next;
    for (std::size_t i = 0; i < per_day; ++i) {
      std::vector<Game> l, r;
      const std::size_t nl = 1 + rng() % 3, nr = 1 + rng() % 3;
      for (std::size_t j = 0; j < nl; ++j) l.push_back(pool[rng() % pool.size()]);
      for (std::size_t j = 0; j < nr; ++j) r.push_back(pool[rng() % pool.size()]);
      next.push_back(Game::from_options(l, r));
    }
    pool.insert(pool.end(), next.begin(), next.end());
  }
  return pool;
}

// Builds a fresh random game of birthday <= 4 and adds it to another: the table keeps
// growing, so most sums are new work rather than memo hits.
void BM_BuildAndSumRandomGames(benchmark::State& state) {
  std::mt19937 rng(1);
  const auto pool = random_games(rng, 2, 40);  // birthdays <= 3
  auto fresh = [&] {
    std::vector<Game> l, r;
    const std::size_t nl = 1 + rng() % 3, nr = 1 + rng() % 3;
    for (std::size_t j = 0; j < nl; ++j) l.push_back(pool[rng() % pool.size()]);
    for (std::size_t j = 0; j < nr; ++j) r.push_back(pool[rng() % pool.size()]);
    return Game::from_options(l, r);
  };
  for (auto _ : state) benchmark::DoNotOptimize(fresh() + fresh());
  state.counters["table"] = static_cast<double>(Game::table_size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_BuildAndSumRandomGames)->Unit(benchmark::kMicrosecond);

void BM_Comparisons(benchmark::State& state) {
  std::mt19937 rng(2);
  const auto games = random_games(rng, 3, 60);
  std::vector<Game> sums;
  for (std::size_t i = 0; i + 1 < games.size(); ++i) sums.push_back(games[i] + games[i + 1]);
  std::size_t count = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i + 1 < sums.size(); ++i) benchmark::DoNotOptimize(cgt::compare(sums[i], sums[i + 1]));
    count += sums.size() - 1;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(count));
}
BENCHMARK(BM_Comparisons)->Unit(benchmark::kMicrosecond);

void BM_ThermographOfASum(benchmark::State& state) {
  std::mt19937 rng(3);
  const auto games = random_games(rng, 2, 30);
  for (auto _ : state) {
    Game total;
    for (int i = 0; i < state.range(0); ++i) total += games[rng() % games.size()];
    benchmark::DoNotOptimize(cgt::thermograph(total).temperature);
  }
}
BENCHMARK(BM_ThermographOfASum)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);

}  // namespace

namespace {

// CGSuite's benchmark workload "*14 Heat 1": *14 heated by 1, from an empty memo each
// time is not possible (the table is global), so the first iteration is the real cost:
// run with --benchmark_min_time=0 / one iteration for that figure.
void BM_HeatStar14(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(cgt::heat(Game::nimber(14), Game::integer(1)));
}
BENCHMARK(BM_HeatStar14)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
