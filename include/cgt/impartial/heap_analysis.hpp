#pragma once
/// \file
/// The whole job behind `cgt heap`: Grundy values of a heap rule together with
/// their certified period.

#include <optional>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/heap_values.hpp"
#include "cgt/impartial/periodicity.hpp"

namespace cgt {

struct HeapAnalysis {
  std::vector<GrundyValue> values;  ///< G(0 .. values.size()-1), exact
  std::optional<Period> period;     ///< set only when certified by the periodicity theorem
  bool certified() const noexcept { return period.has_value(); }
};

/// Exactly `count` values, and the period if the theorem certifies one within them.
/// Once a period is certified part-way, the remaining values follow from it.
HeapAnalysis analyze_heap_game(const HeapRule& rule, std::size_t count, RunControl& run = unlimited_run());

/// Values until the period is certified, ending with the last value the
/// certificate needs (so `values.size()` is `certificate_length`); or, when no period
/// is certified within `max_count` values (or the rule has no periodicity theorem),
/// the `max_count` values computed with `period` empty.
HeapAnalysis analyze_heap_game_until_period(const HeapRule& rule, std::size_t max_count,
                                            RunControl& run = unlimited_run());

}  // namespace cgt
