// Strong-solver benchmarks (issue #4 and #18 workloads): Quixo 4x4 and Teeko with the
// dense retrograde solver and by loopy tiers on 1 and 2 threads, Connect-Four 5x4 with
// the hash-table solver.
// Counters: positions reachable from the start, positions per second, peak bytes of the
// solver's tables and bytes per position.
#include <benchmark/benchmark.h>

#include "cgt/games/connect_four.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/quixo_tiers.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/games/teeko_tiers.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "cgt/solve/loopy_tiered_solver.hpp"

namespace {

void report(benchmark::State& state, const cgt::SolveResult& r) {
  state.counters["positions"] = static_cast<double>(r.positions);
  state.counters["positions_per_s"] = benchmark::Counter(static_cast<double>(r.positions), benchmark::Counter::kIsRate);
  state.counters["peak_bytes"] = static_cast<double>(r.peak_bytes);
  state.counters["bytes_per_position"] = static_cast<double>(r.peak_bytes) / static_cast<double>(r.positions);
}

template <class Game>
void BM_Dense(benchmark::State& state, const Game& game) {
  cgt::SolveResult r;
  cgt::RunControl run(cgt::Limits{.threads = static_cast<int>(state.range(0))});
  for (auto _ : state) r = cgt::solve_dense(game, {}, run).summary;
  report(state, r);
}

void BM_Quixo4x4(benchmark::State& state) { BM_Dense(state, cgt::Quixo(4)); }
BENCHMARK(BM_Quixo4x4)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

void BM_Teeko(benchmark::State& state) { BM_Dense(state, cgt::Teeko()); }
BENCHMARK(BM_Teeko)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

template <class Tiers>
void BM_LoopyTiers(benchmark::State& state, const Tiers& tiers) {
  cgt::SolveResult r;
  cgt::RunControl run(cgt::Limits{.threads = static_cast<int>(state.range(0))});
  for (auto _ : state) r = cgt::solve_loopy_tiered(tiers, run).summary;
  report(state, r);
}

void BM_Quixo4x4Tiers(benchmark::State& state) { BM_LoopyTiers(state, cgt::QuixoTiers(cgt::Quixo(4))); }
BENCHMARK(BM_Quixo4x4Tiers)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

void BM_TeekoTiers(benchmark::State& state) { BM_LoopyTiers(state, cgt::TeekoTiers(cgt::Teeko())); }
BENCHMARK(BM_TeekoTiers)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

void BM_ConnectFour5x4(benchmark::State& state) {
  cgt::SolveResult r;
  for (auto _ : state) r = cgt::solve(cgt::ConnectFour(5, 4));
  report(state, r);
}
BENCHMARK(BM_ConnectFour5x4)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
