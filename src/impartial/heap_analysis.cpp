#include "cgt/impartial/heap_analysis.hpp"

#include <algorithm>

namespace cgt {
namespace {

// Computes values in growing steps, looking for a certified period after each step.
// Step sizes grow geometrically so the period searches cost O(total) overall.
// Returns the period certified within the first `limit` values, if any.
std::optional<Period> grow_until_certified(HeapGrundySequence& seq, std::size_t limit, RunControl& run) {
  std::size_t target = std::min<std::size_t>(limit, 256);
  while (true) {
    seq.extend_to(target, run);
    if (auto period = find_certified_period(seq.rule(), seq.values())) return period;
    if (target >= limit) return std::nullopt;
    target = std::min(limit, target + std::max<std::size_t>(target / 4, 256));
  }
}

}  // namespace

HeapAnalysis analyze_heap_game(const HeapRule& rule, std::size_t count, RunControl& run) {
  HeapGrundySequence seq(rule);
  std::optional<Period> period;
  if (rule.has_periodicity_theorem()) {
    period = grow_until_certified(seq, count, run);
    if (period) seq.extend_periodically(count, period->period);
  } else {
    seq.extend_to(count, run);
  }
  run.finish();
  return {std::vector<GrundyValue>(seq.values().begin(), seq.values().end()), period};
}

HeapAnalysis analyze_heap_game_until_period(const HeapRule& rule, std::size_t max_count, RunControl& run) {
  HeapGrundySequence seq(rule);
  std::optional<Period> period;
  if (rule.has_periodicity_theorem()) {
    period = grow_until_certified(seq, max_count, run);
    if (period) seq.truncate(certificate_length(rule, *period));
  } else {
    seq.extend_to(max_count, run);
  }
  run.finish();
  return {std::vector<GrundyValue>(seq.values().begin(), seq.values().end()), period};
}

}  // namespace cgt
