// Loopy values (issue #19's speed target: every loopy fact of CGSuite's parity sample
// in under 1 s): each expression through the expression language, in a fresh
// interpreter per iteration. The sample's expressions are the workload here; their
// expected strings are checked by tests/lang/cgsuite_facts_test.cpp.
#include <benchmark/benchmark.h>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/lang/interpreter.hpp"

namespace {

const char* const kLoopyFacts[] = {
    "on",
    "(on).Variety",
    "(off).LeftStop",
    "(off).FollowerCount",
    "(over).OutcomeClass",
    "({pass|3/2}).Degree",
    "({pass|3/2}).IsStable",
    "({-1/4+*|pass}).RightStop",
    "begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end",
    "(begin uponth := {0||0|0,pass}; {0|uponth||-uponth} end).Variety",
    "({0|||0||0|off}).LeftStop",
    "({0|||0||0|off}).FollowerCount",
    "({on|0||0}).OutcomeClass",
    "({0||0|under}).Degree",
    "({0||0|under}).IsStable",
    "(+-{0|pass}).RightStop",
    "+-{5|pass}",
    "(+-{5|pass}).Variety",
    "(a{0||||0|||a|*||*}).LeftStop",
    "(a{0||||0|||a|*||*}).FollowerCount",
    "({0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}).OutcomeClass",
    "(a{0|{0||||0,*2|||a|0||0}||0}).Degree",
    "(a{0|{0||||0,*2|||a|0||0}||0}).IsStable",
    "(dud).OutcomeClass",
    "{0|{dud|},*}",
    "a{{|a}|}",
    "a{{|a}|} + upon",
    // Bach's carousel: sides that are not stoppers, simplified and printed as CGSuite does.
    "(a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}).OutcomeClass",
    "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
    "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}+1",
    // CGSuite's EvalTest "integer * sided": (0 + x) + (x + x), a 152-position sum sidled.
    "3*a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
    // Followers of a loopy value, in CGSuite's set order.
    "(a{0||||0|||a|*||*}).Followers",
};

// Evaluates `expression` in a fresh session and interpreter per iteration.
void BM_LoopyFactOf(benchmark::State& state, const char* expression) {
  cgt::RunControl run;
  const cgt::Registry registry = cgt::builtin_registry();
  for (auto _ : state) {
    cgt::Session session(registry, run);
    cgt::lang::Interpreter interpreter(session);
    benchmark::DoNotOptimize(interpreter.evaluate(expression));
  }
  state.SetLabel(expression);
}

void BM_LoopyFact(benchmark::State& state) { BM_LoopyFactOf(state, kLoopyFacts[state.range(0)]); }
BENCHMARK(BM_LoopyFact)->DenseRange(0, std::size(kLoopyFacts) - 1)->Unit(benchmark::kMillisecond);

// The loopy rulesets at the positions of CGSuite's tests (GameGridTest, GameStripTest;
// values checked by tests/slow/loopy_rulesets_test.cpp).
const char* const kLoopyRulesets[] = {
    "ceylonese_fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
    "fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
    "gen_fox_and_geese({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9), board_width = 10)",
    "fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,1))",
    "backsliding_toads_and_frogs(\"ttt..fff\")",
};

void BM_LoopyRuleset(benchmark::State& state) {
  BM_LoopyFactOf(state, kLoopyRulesets[state.range(0)]);
}
BENCHMARK(BM_LoopyRuleset)->DenseRange(0, std::size(kLoopyRulesets) - 1)->Unit(benchmark::kMillisecond);

}  // namespace
