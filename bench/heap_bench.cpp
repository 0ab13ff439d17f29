// Heap-game benchmarks: the figures issue #2 asks for. Run with `make bench`, or
// `build/bench/cgt_bench --benchmark_filter=NAME` for one.
#include <benchmark/benchmark.h>

#include "cgt/impartial/heap_analysis.hpp"

namespace {

using cgt::HeapRule;

// Grundy's game by the sparse-space engine, values G(0..n-1).
void BM_GrundysGameSparse(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  for (auto _ : state) {
    cgt::HeapGrundySequence seq(HeapRule::grundys_game());
    seq.extend_to(n);
    benchmark::DoNotOptimize(seq.values().back());
    state.counters["rare"] = static_cast<double>(seq.rare_count());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
}
BENCHMARK(BM_GrundysGameSparse)->Arg(1 << 20)->Arg(10'000'000)->Unit(benchmark::kSecond)->Iterations(1);

// Grundy's game by the definition (the reference engine).
void BM_GrundysGameNaive(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(cgt::naive_grundy_values(HeapRule::grundys_game(), n).back());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
}
BENCHMARK(BM_GrundysGameNaive)->Arg(1 << 17)->Arg(1'000'000)->Unit(benchmark::kSecond)->Iterations(1);

// 0.16 computed until its period (n0 = 105351, p = 149459) is certified.
void BM_016Certified(benchmark::State& state) {
  for (auto _ : state) {
    const auto analysis = cgt::analyze_heap_game_until_period(HeapRule::parse("0.16"), 10'000'000);
    if (!analysis.period || analysis.period->period != 149459 || analysis.period->preperiod != 105351)
      state.SkipWithError("0.16: wrong or missing period");
    state.counters["values"] = static_cast<double>(analysis.count);
  }
}
BENCHMARK(BM_016Certified)->Unit(benchmark::kSecond)->Iterations(1);

// Officers 0.6: values per second (reported as items_per_second).
void BM_OfficersValues(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  for (auto _ : state) {
    cgt::HeapGrundySequence seq(HeapRule::parse("0.6"));
    seq.extend_to(n);
    benchmark::DoNotOptimize(seq.values().back());
    state.counters["rare"] = static_cast<double>(seq.rare_count());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
}
BENCHMARK(BM_OfficersValues)->Arg(1'000'000)->Arg(10'000'000)->Unit(benchmark::kSecond)->Iterations(1);

// 0.354 computed until its period 1180 from n = 10,061,916 is certified (Flammenkamp
// 2002; issue #20 asks for under 10 s).
void BM_0354Certified(benchmark::State& state) {
  for (auto _ : state) {
    const auto analysis = cgt::analyze_heap_game_until_period(HeapRule::parse("0.354"), 21'000'000);
    if (!analysis.period || analysis.period->period != 1180 || analysis.period->preperiod != 10'061'916)
      state.SkipWithError("0.354: wrong or missing period");
    state.counters["values"] = static_cast<double>(analysis.count);
  }
}
BENCHMARK(BM_0354Certified)->Unit(benchmark::kSecond)->Iterations(1);

// 0.1777 computed until its period 60,620,715 from n = 160,949,018 is certified: 443 million
// values (OEIS A071509 after Flammenkamp: the last exception is at n = 160,949,017). The
// values are not kept past the run (1.8 GB instead of 3.5).
void BM_01777Certified(benchmark::State& state) {
  for (auto _ : state) {
    cgt::HeapRunOptions options;
    options.keep_values = false;
    const auto analysis = cgt::analyze_heap_game_until_period(HeapRule::parse("0.1777"), 500'000'000,
                                                              cgt::unlimited_run(), 0, std::move(options));
    if (!analysis.period || analysis.period->period != 60'620'715 || analysis.period->preperiod != 160'949'018)
      state.SkipWithError("0.1777: wrong or missing period");
    state.counters["values"] = static_cast<double>(analysis.count);
  }
}
BENCHMARK(BM_01777Certified)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
