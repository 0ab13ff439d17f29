// The bench workloads (see cgt/catalogue/bench.hpp).
#include "cgt/catalogue/bench.hpp"

#include <fmt/format.h>

#include <chrono>

#include "cgt/catalogue/expression.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace {

BenchRun run_one(const GameEntry& entry, const BenchWorkload& workload, Session& session) {
  const Term term = parse_term(workload.term);
  const Arguments args = entry.arguments(term);
  BenchRun r{entry.name, to_string(workload.command), workload.term, "", 0, 0};
  switch (workload.command) {
    case Command::Value:
      r.result = entry.value ? to_string(entry.value(args, session)) : entry.loopy_value(args, session).to_string();
      break;
    case Command::Outcome: {
      const OutcomeReport o = entry.outcome(args, session, {});
      r.result = o.text();
      r.nodes = o.nodes;
      break;
    }
    case Command::Solve: {
      const SolveReport s = entry.solve(args, session, {});
      r.result = s.score ? fmt::format("{} in {}", *s.score, s.remoteness)
                         : fmt::format("{} in {}", to_string(s.value), s.remoteness);
      r.nodes = s.positions;
      break;
    }
    case Command::Heap: {
      // The heap argument is the number of values.
      const auto count = static_cast<std::size_t>(args.integer("heap"));
      const HeapAnalysis a = analyze_heap_game(entry.heap(args), count, session.run());
      std::uint64_t hash = 1469598103934665603ull;
      for (auto v : a.values) hash = (hash ^ static_cast<std::uint64_t>(v)) * 1099511628211ull;
      r.result = fmt::format("values hash {:016x}", hash);
      r.nodes = a.values.size();
      break;
    }
    case Command::Play:
    case Command::Query:
      r.result = "(not a bench command)";
      break;
  }
  return r;
}

}  // namespace

std::vector<BenchRun> run_bench(const Registry& registry, RunControl& run,
                                const std::function<void(const BenchRun&)>& each) {
  std::vector<BenchRun> runs;
  for (const GameEntry& entry : registry.entries()) {
    std::vector<BenchWorkload> workloads = entry.more_bench;
    if (!entry.bench.term.empty()) workloads.insert(workloads.begin(), entry.bench);
    for (const BenchWorkload& workload : workloads) {
      Session session(registry, run);
      const auto start = std::chrono::steady_clock::now();
      BenchRun r = run_one(entry, workload, session);
      r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (each) each(r);
      runs.push_back(std::move(r));
    }
  }
  return runs;
}

std::uint64_t bench_signature(const std::vector<BenchRun>& runs) {
  std::uint64_t hash = 1469598103934665603ull;
  for (const BenchRun& r : runs) {
    const std::string line = fmt::format("{}|{}|{}|{}|{}\n", r.game, r.command, r.term, r.result, r.nodes);
    for (unsigned char c : line) hash = (hash ^ c) * 1099511628211ull;
  }
  return hash;
}

}  // namespace cgt
