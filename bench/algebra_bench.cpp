// CGSuite's algebra on every game born by day 3 (issue #13's speed target: under 1 s in
// total on one core): AtomicWeight (where defined), ReducedCanonicalForm, Cool(1/2),
// Heat(1), Freeze, StopCount, Companion and Thermograph of all 1,474 games, in a fresh
// game table each iteration (cold memos; building the 1,474 games is timed too).
#include <benchmark/benchmark.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/atomic_weight.hpp"
#include "cgt/partisan/cooling.hpp"
#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/private_table.hpp"
#include "cgt/partisan/reduced_canonical_form.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace {

void BM_Day3Algebra(benchmark::State& state) {
  std::size_t atomic = 0;
  for (auto _ : state) {
    const cgt::ScopedGameTable table;
    const std::vector<cgt::Game> games = cgt::games_born_by(3);
    if (games.size() != 1474) state.SkipWithError("DayN(3) does not have 1474 games");
    atomic = 0;
    const cgt::Dyadic half = cgt::Dyadic::from_parts(1, 1);
    for (cgt::Game g : games) {
      if (cgt::is_atomic(g)) {
        benchmark::DoNotOptimize(cgt::atomic_weight(g));
        ++atomic;
      }
      benchmark::DoNotOptimize(cgt::reduced_canonical_form(g));
      benchmark::DoNotOptimize(cgt::cool(g, half));
      benchmark::DoNotOptimize(cgt::heat(g, cgt::Game::integer(1)));
      benchmark::DoNotOptimize(cgt::freeze(g));
      benchmark::DoNotOptimize(cgt::stop_count(g));
      benchmark::DoNotOptimize(cgt::companion(g));
      benchmark::DoNotOptimize(&cgt::thermograph(g));
    }
  }
  state.counters["games"] = 1474;
  state.counters["atomic"] = static_cast<double>(atomic);
}
BENCHMARK(BM_Day3Algebra)->Unit(benchmark::kMillisecond);

}  // namespace
