#include "cgt/impartial/heap_analysis.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

struct Found {
  std::optional<Period> period;
  std::optional<ArithmeticPeriod> arithmetic;
  bool stopped_by_work = false;
};

// One run: the sequence, its limits, and where its values go on the way.
class Driver {
 public:
  Driver(const HeapRule& rule, RunControl& run, HeapRunOptions& options) : seq_(rule), run_(run), options_(options) {
    if (!options_.known.empty()) seq_.resume_from(std::move(options_.known));
  }

  HeapGrundySequence& seq() noexcept { return seq_; }

  // Values up to `target`, in steps of options.step when the values are handed on.
  void extend(std::size_t target, std::size_t total) {
    const std::size_t step = options_.on_values ? std::max<std::size_t>(options_.step, 1) : target;
    while (seq_.size() < target) {
      seq_.extend_to(std::min(target, seq_.size() + step), run_, total);
      if (options_.on_values) hand_on(HeapRunStage::step, summary());
    }
  }

  void hand_on(HeapRunStage stage, const HeapAnalysis& a) const {
    if (options_.on_values) options_.on_values(seq_.values(), stage, a);
  }

  // The run so far without its values.
  HeapAnalysis summary() const {
    HeapAnalysis a;
    a.count = seq_.size();
    return a;
  }

  // The sequence's values (if kept), what is known of their period, and their
  // statistics under the mask the engine chose; handed on as finished.
  HeapAnalysis finish(std::optional<Period> period, std::optional<ArithmeticPeriod> arithmetic, bool stopped_by_work) {
    HeapAnalysis a = summary();
    a.period = period;
    a.arithmetic = arithmetic;
    a.stopped_by_work = stopped_by_work;
    a.statistics = heap_statistics(seq_.values(), seq_.rare_mask());
    hand_on(HeapRunStage::finished, a);
    if (options_.keep_values) a.values.assign(seq_.values().begin(), seq_.values().end());
    return a;
  }

  // Runs `body`; a cgt::Error leaving it hands the values on first.
  template <class Body>
  HeapAnalysis guarded(Body body) {
    try {
      return body();
    } catch (const Error&) {
      hand_on(HeapRunStage::stopped, summary());
      throw;
    }
  }

  // Computes values in growing steps, looking for a certified period (when the rule has
  // a periodicity theorem) or an apparent arithmetic one after each step. Step sizes
  // grow geometrically so the period searches cost O(total) overall. A resumed run
  // starts from the values it has.
  Found grow_until_periodic(std::size_t limit, std::uint64_t max_work = 0) {
    std::size_t target = std::min(limit, std::max<std::size_t>(256, seq_.size()));
    while (true) {
      extend(target, limit);
      if (seq_.rule().has_periodicity_theorem())
        if (auto period = find_certified_period(seq_.rule(), seq_.values())) return {period, std::nullopt};
      if (auto arithmetic = find_apparent_arithmetic_period(seq_.rule(), seq_.values())) return {std::nullopt, arithmetic};
      if (target >= limit) return {};
      if (max_work != 0 && seq_.work() >= max_work) return {std::nullopt, std::nullopt, true};
      target = std::min(limit, next_target(target));
    }
  }

 private:
  // The next step's end: 25% further, or exactly where the apparent period's certificate
  // ends when that comes sooner (so a run stops at the certificate, not up to 25% past it).
  std::size_t next_target(std::size_t target) const {
    const std::size_t grown = target + std::max<std::size_t>(target / 4, 256);
    if (!seq_.rule().has_periodicity_theorem()) return grown;
    const std::optional<Period> apparent = find_apparent_period(seq_.values());
    if (!apparent) return grown;
    const std::size_t needed = certificate_length(seq_.rule(), *apparent);
    return needed > target && needed < grown ? needed : grown;
  }

  HeapGrundySequence seq_;
  RunControl& run_;
  HeapRunOptions& options_;
};

}  // namespace

HeapStatistics heap_statistics(HeapValues all, std::uint32_t rare_mask) {
  return all.visit([&](auto values) {
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
  });
}

HeapAnalysis analyze_heap_game(const HeapRule& rule, std::size_t count, RunControl& run, HeapRunOptions options) {
  // The values need at least a byte each, and a kept copy 4 bytes each: a run that
  // cannot fit is refused before it starts (values that outgrow a byte meet the limit
  // when the engine reserves for them).
  run.check_growth(fmt::format("a run of {} Grundy values", count),
                   count * (sizeof(std::uint8_t) + (options.keep_values ? sizeof(GrundyValue) : 0)));
  Driver d(rule, run, options);
  if (d.seq().size() > count) d.seq().truncate(count);
  return d.guarded([&] {
    // A certified period gives the remaining values for free; an arithmetic one does not.
    const Found found = rule.has_periodicity_theorem() ? d.grow_until_periodic(count) : Found{};
    if (found.period) {
      d.seq().extend_periodically(count, found.period->period);
    } else {
      d.extend(count, count);
    }
    run.finish();
    const std::optional<ArithmeticPeriod> arithmetic =
        found.period ? std::nullopt : find_apparent_arithmetic_period(rule, d.seq().values());
    return d.finish(found.period, arithmetic, false);
  });
}

HeapAnalysis analyze_heap_game_until_period(const HeapRule& rule, std::size_t max_count, RunControl& run,
                                            std::uint64_t max_work, HeapRunOptions options) {
  Driver d(rule, run, options);
  if (d.seq().size() > max_count) d.seq().truncate(max_count);
  return d.guarded([&] {
    const Found found = d.grow_until_periodic(max_count, max_work);
    if (found.period) d.seq().truncate(certificate_length(rule, *found.period));
    run.finish();
    return d.finish(found.period, found.arithmetic, found.stopped_by_work);
  });
}

}  // namespace cgt
