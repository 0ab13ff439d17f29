// Game-catalogue benchmarks (issue #5 workloads): CGSuite's own benchmark positions
// (Clobber xoxo|oxox|xoxo|oxox and Amazons x......|o...... canonical forms), Domineering
// rectangles by canonical form, Domineering outcomes by direct search (nodes/s), and
// the positions of the parity sample's ruleset group on one core.
#include <benchmark/benchmark.h>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/games/amazons.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/domineering_solver.hpp"
#include "cgt/partisan/outcome_search.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace {

// The canonical form of p by a fresh reducer on all cores (a cold table each iteration).
template <class G>
cgt::Game value(const G& game, const typename G::Position& p) {
  cgt::RunControl run;
  cgt::CanonicalReducer<G> reducer(game, run);
  return reducer.value(p);
}

void BM_ClobberCheckerboard4x4(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(value(cgt::Clobber{}, cgt::Clobber::parse("xoxo|oxox|xoxo|oxox")));
}
BENCHMARK(BM_ClobberCheckerboard4x4)->Unit(benchmark::kSecond)->Iterations(1);

void BM_Amazons2x7(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(value(cgt::Amazons{}, cgt::Amazons::parse("x......|o......")));
}
BENCHMARK(BM_Amazons2x7)->Unit(benchmark::kSecond)->Iterations(1);

// Canonical form of the empty m x n board, rows x columns as Arg pairs.
void BM_DomineeringCanonical(benchmark::State& state) {
  const auto board = cgt::Domineering::rectangle(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  for (auto _ : state) benchmark::DoNotOptimize(value(cgt::Domineering{}, board));
}
BENCHMARK(BM_DomineeringCanonical)->Args({4, 4})->Args({4, 5})->Args({5, 5})->Unit(benchmark::kSecond)->Iterations(1);

void BM_DomineeringOutcome(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    cgt::OutcomeSearch<cgt::Domineering> search{cgt::Domineering{}};
    benchmark::DoNotOptimize(search.outcome(cgt::Domineering::rectangle(n, n)));
    nodes = search.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DomineeringOutcome)->Arg(5)->Arg(6)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// The bitboard search with safe-move bounds (cgt/games/domineering_solver.hpp), as
// `cgt outcome 'domineering(n,n)'` runs it (1 GiB table).
void BM_DomineeringSolver(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    cgt::DomineeringSolver solver(std::uint64_t{1} << 30);
    benchmark::DoNotOptimize(solver.outcome(cgt::Domineering::rectangle(n, n)));
    nodes = solver.nodes();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DomineeringSolver)->Arg(6)->Arg(7)->Arg(8)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// The positions of the parity sample's ruleset group (issue #14: each value in under
// 1 s on one core), through the expression language in a fresh session per iteration.
const char* const kSampleRulesets[] = {
    "amazons(\"x...|o...\")",
    "anti_clobber(\"xoxo|oo..\")",
    "ceylonese_fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
    "toppling_dominoes(\"lrrlrrl\")",
    "hackenbush(\"lrlrrllr\")",
    "childish_hackenbush(\"l(l;rl)\")",
    "partizan_arc_kayles(\"llr\")",
};

void BM_SampleRuleset(benchmark::State& state) {
  cgt::Limits one_core;
  one_core.threads = 1;
  cgt::RunControl run(one_core);
  const cgt::Registry registry = cgt::builtin_registry();
  const char* expression = kSampleRulesets[state.range(0)];
  for (auto _ : state) {
    cgt::Session session(registry, run);
    cgt::lang::Interpreter interpreter(session);
    benchmark::DoNotOptimize(interpreter.evaluate(expression));
  }
  state.SetLabel(expression);
}
BENCHMARK(BM_SampleRuleset)->DenseRange(0, std::size(kSampleRulesets) - 1)->Unit(benchmark::kMillisecond);

}  // namespace
