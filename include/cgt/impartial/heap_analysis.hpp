#pragma once
/// \file
/// The whole job behind `cgt heap`: Grundy values of a heap rule together with
/// their certified period, or their apparent arithmetic period.

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/heap_values.hpp"
#include "cgt/impartial/periodicity.hpp"

namespace cgt {

/// The statistics Flammenkamp's tables give for each heap game, so that a run can be
/// compared with them: the sparse-space mask, the rare values under it, and the
/// largest value. A value v is rare when popcount(v & rare_mask) is even (Winning
/// Ways ch. 4, "Sparse space spells speed"); heaps are counted from n = 0, as in the
/// published counts (Grundy's game, mask 0xfe: 1274 rare values below 2^21, the last
/// at n = 82860).
struct HeapStatistics {
  std::uint32_t rare_mask = 0;          ///< the engine's mask; 0 when none split the values
  std::size_t rare_count = 0;           ///< heaps n with G(n) rare (0 without a mask)
  std::optional<std::size_t> last_rare; ///< the largest such n
  GrundyValue max_value = 0;            ///< the largest G(n)
  std::size_t max_at = 0;               ///< the least n with G(n) = max_value
};

/// Statistics of G(0 .. values.size()-1) under `rare_mask` (0: no rare values
/// counted). O(values.size()).
HeapStatistics heap_statistics(HeapValues values, std::uint32_t rare_mask);

struct HeapAnalysis {
  std::vector<GrundyValue> values;  ///< G(0 .. count-1), exact (empty when not kept)
  std::size_t count = 0;            ///< the number of values computed
  std::optional<Period> period;     ///< set only when certified by the periodicity theorem
  /// Set when the values grow with an apparent arithmetic period (periodicity.hpp):
  /// observed, not certified.
  std::optional<ArithmeticPeriod> arithmetic;
  /// The search for a period stopped at its work bound, before its value bound.
  bool stopped_by_work = false;
  HeapStatistics statistics;  ///< of `values`, under the mask the engine chose
  bool certified() const noexcept { return period.has_value(); }
};

/// Where a run stands when it hands its values on (HeapRunOptions::on_values).
enum class HeapRunStage {
  step,      ///< part-way: more values follow
  stopped,   ///< a limit or an error ends the run (the error is rethrown after the call)
  finished,  ///< the run is done; the analysis has its period and statistics
};

/// How a run starts and what it does with its values on the way, for runs whose values
/// go to disk (cgt/impartial/heap_store.hpp). The defaults give a plain run in memory.
struct HeapRunOptions {
  /// G(0..k-1) from an earlier run of the same rule (a resumed store), trusted as exact.
  std::vector<GrundyValue> known;
  /// Called with every value so far after each step of at most `step` new values, once
  /// when a cgt::Error stops the run, and once at the end. The analysis passed has
  /// `count` (and, when finished, the period and statistics) but never `values`.
  std::function<void(HeapValues values, HeapRunStage stage, const HeapAnalysis& analysis)>
      on_values;
  std::size_t step = std::size_t{1} << 22;
  /// Keep the values in HeapAnalysis::values. Without, a run of 10^9 values holds them
  /// once, in the engine's narrow array (1 or 2 bytes each while they stay below 2^8
  /// or 2^16).
  bool keep_values = true;
};

/// Exactly `count` values, and the period if the theorem certifies one within them.
/// Once a period is certified part-way, the remaining values follow from it.
HeapAnalysis analyze_heap_game(const HeapRule& rule, std::size_t count, RunControl& run = unlimited_run(),
                               HeapRunOptions options = {});

/// Values until the period is certified, ending with the last value the
/// certificate needs (so `values.size()` is `certificate_length`); or until an
/// arithmetic period is apparent (`arithmetic` set; the values seen so far); or, when
/// neither happens within `max_count` values, the `max_count` values computed.
/// With `max_work` (0: none), the search also stops at the first step past that many
/// option visits (HeapGrundySequence::work(); `stopped_by_work` is then set).
HeapAnalysis analyze_heap_game_until_period(const HeapRule& rule, std::size_t max_count,
                                            RunControl& run = unlimited_run(), std::uint64_t max_work = 0,
                                            HeapRunOptions options = {});

/// The search for a period when the caller gives no bound (`cgt heap RULE` without -n
/// or --max, the Python module's `Heap.period`): up to 2^19 values (enough to certify
/// 0.16's period 149459 from heap 105351) or 10^10 option visits, whichever comes
/// first: a few seconds to half a minute on one core. The second bound is what ends
/// long codes (0.777…7 with 100 digits) and three-heap splits, whose values cost O(n)
/// and O(n²) option visits each.
inline constexpr std::size_t kDefaultPeriodSearch = std::size_t{1} << 19;
inline constexpr std::uint64_t kDefaultSearchWork = 10'000'000'000;

}  // namespace cgt
