#pragma once
/// \file
/// `cgt bench`: every registered game's fixed workloads (GameEntry::bench, then
/// GameEntry::more_bench), run once, and a signature — a 64-bit FNV-1a hash of each
/// workload's result and node count — that changes whenever any engine's answer or
/// search effort changes (Stockfish's `bench`). The expected signature is committed
/// in bench/signature and checked by the tests.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cgt/catalogue/registry.hpp"

namespace cgt {

struct BenchRun {
  std::string game;
  std::string command;
  std::string term;
  std::string result;   ///< the answer as printed (canonical form, outcome, value, period)
  std::uint64_t nodes;  ///< positions searched, solved or values computed (0: not counted)
  double seconds;
};

/// Runs each workload in registry order on one thread (node counts must not depend
/// on scheduling), in a fresh session per workload. `each` sees every run as it ends.
/// Throws whatever a workload throws (a limit of `run`).
std::vector<BenchRun> run_bench(const Registry& registry, RunControl& run,
                                const std::function<void(const BenchRun&)>& each = {});

/// FNV-1a over "game|command|term|result|nodes" lines.
std::uint64_t bench_signature(const std::vector<BenchRun>& runs);

}  // namespace cgt
