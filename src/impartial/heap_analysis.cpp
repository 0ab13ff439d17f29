#include "cgt/impartial/heap_analysis.hpp"

#include <algorithm>

namespace cgt {
namespace {

struct Found {
  std::optional<Period> period;
  std::optional<ArithmeticPeriod> arithmetic;
  bool stopped_by_work = false;
};

// Computes values in growing steps, looking for a certified period (when the rule has
// a periodicity theorem) or an apparent arithmetic one after each step. Step sizes
// grow geometrically so the period searches cost O(total) overall.
Found grow_until_periodic(HeapGrundySequence& seq, std::size_t limit, RunControl& run, std::uint64_t max_work = 0) {
  std::size_t target = std::min<std::size_t>(limit, 256);
  while (true) {
    seq.extend_to(target, run, limit);
    if (seq.rule().has_periodicity_theorem())
      if (auto period = find_certified_period(seq.rule(), seq.values())) return {period, std::nullopt};
    if (auto arithmetic = find_apparent_arithmetic_period(seq.rule(), seq.values())) return {std::nullopt, arithmetic};
    if (target >= limit) return {};
    if (max_work != 0 && seq.work() >= max_work) return {std::nullopt, std::nullopt, true};
    target = std::min(limit, target + std::max<std::size_t>(target / 4, 256));
  }
}

// The sequence's values, what is known of their period, and their statistics under the
// mask the engine chose.
HeapAnalysis analysis_of(const HeapGrundySequence& seq, std::optional<Period> period,
                         std::optional<ArithmeticPeriod> arithmetic, bool stopped_by_work) {
  HeapAnalysis a{std::vector<GrundyValue>(seq.values().begin(), seq.values().end()), period, arithmetic,
                 stopped_by_work, {}};
  a.statistics = heap_statistics(a.values, seq.rare_mask());
  return a;
}

}  // namespace

HeapStatistics heap_statistics(std::span<const GrundyValue> values, std::uint32_t rare_mask) {
  HeapStatistics s;
  s.rare_mask = rare_mask;
  for (std::size_t n = 0; n < values.size(); ++n) {
    const GrundyValue v = values[n];
    if (v > s.max_value) {
      s.max_value = v;
      s.max_at = n;
    }
    if (rare_mask != 0 && is_rare_under(v, rare_mask)) {
      ++s.rare_count;
      s.last_rare = n;
    }
  }
  return s;
}

HeapAnalysis analyze_heap_game(const HeapRule& rule, std::size_t count, RunControl& run) {
  HeapGrundySequence seq(rule);
  // A certified period gives the remaining values for free; an arithmetic one does not.
  const Found found = rule.has_periodicity_theorem() ? grow_until_periodic(seq, count, run) : Found{};
  if (found.period) {
    seq.extend_periodically(count, found.period->period);
  } else {
    seq.extend_to(count, run);
  }
  run.finish();
  HeapAnalysis a = analysis_of(seq, found.period, std::nullopt, false);
  if (!a.period) a.arithmetic = find_apparent_arithmetic_period(rule, a.values);
  return a;
}

HeapAnalysis analyze_heap_game_until_period(const HeapRule& rule, std::size_t max_count, RunControl& run,
                                            std::uint64_t max_work) {
  HeapGrundySequence seq(rule);
  const Found found = grow_until_periodic(seq, max_count, run, max_work);
  if (found.period) seq.truncate(certificate_length(rule, *found.period));
  run.finish();
  return analysis_of(seq, found.period, found.arithmetic, found.stopped_by_work);
}

}  // namespace cgt
