#include <benchmark/benchmark.h>

#include "cgt/impartial/heap_analysis.hpp"

static void BM_Placeholder(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(cgt::HeapRule::parse("0.77"));
}
BENCHMARK(BM_Placeholder);
