#include "cgt/impartial/periodicity.hpp"

#include <algorithm>

namespace cgt {
namespace {

// The least n0 with G(n + p) = G(n) + s for every n0 <= n < values.size() - p: walks
// down from the end, and the first mismatch fixes n0.
template <class V>
std::size_t relation_start(std::span<const V> values, std::size_t p, std::uint64_t s) {
  std::size_t n = values.size() - p;
  while (n > 0 && std::uint64_t{values[n - 1]} + s == values[n - 1 + p]) --n;
  return n;
}

}  // namespace

// Each search is a template over the stored width (HeapValues::visit), so its loops
// read the 16- or 32-bit array directly.
std::size_t periodicity_window_end(const HeapRule& rule, Period c) {
  const std::size_t h = static_cast<std::size_t>(rule.max_heaps_left());
  const std::size_t n0 = std::max<std::size_t>(c.preperiod, 1);
  return h * n0 + (h - 1) * c.period + rule.last_digit_index();
}

std::size_t certificate_length(const HeapRule& rule, Period c) {
  return periodicity_window_end(rule, c) + c.period;
}

std::optional<Period> find_certified_period(const HeapRule& rule, HeapValues all) {
  if (!rule.has_periodicity_theorem()) return std::nullopt;
  return all.visit([&](auto values) -> std::optional<Period> {
    const std::size_t count = values.size();
    const std::size_t h = static_cast<std::size_t>(std::max(rule.max_heaps_left(), 1));
    for (std::size_t p = 1; p < count; ++p) {
      // certificate_length is h·max(n0, 1) + (terms in p): the latest preperiod these
      // values can certify for p is latest_n0.
      const std::size_t shortest = certificate_length(rule, {1, p});
      if (shortest > count) break;  // longer periods need even more values
      const std::size_t latest_n0 = 1 + (count - shortest) / h;
      // Checked upwards from latest_n0, a p that is not certified fails within a few
      // values (before the preperiod values rarely repeat), where walking down from the
      // end would cost count - n0 steps for every multiple of the true period.
      std::size_t n = latest_n0;
      while (n + p < count && values[n] == values[n + p]) ++n;
      if (n + p < count) continue;
      return Period{relation_start(values.first(latest_n0 + p), p, 0), p};
    }
    return std::nullopt;
  });
}

std::optional<Period> find_apparent_period(HeapValues all) {
  return all.visit([&](auto values) -> std::optional<Period> {
    constexpr std::size_t kMinEvidence = 32;
    const std::size_t count = values.size();
    for (std::size_t p = 1; 2 * p <= count && p + kMinEvidence <= count; ++p) {
      // Walk down from the end: a p that does not hold fails within a value or two.
      const std::size_t need = std::max(p, kMinEvidence);
      std::size_t seen = 0;
      while (seen < need && values[count - 1 - seen] == values[count - 1 - seen - p]) ++seen;
      if (seen < need) continue;
      return Period{relation_start(values, p, 0), p};
    }
    return std::nullopt;
  });
}

std::size_t arithmetic_evidence_length(const HeapRule& rule, std::size_t preperiod, std::size_t period) {
  const std::size_t h = static_cast<std::size_t>(std::max(rule.max_heaps_left(), 1));
  std::size_t t = rule.last_digit_index();
  for (std::uint64_t e : rule.excluded()) t = std::max<std::size_t>(t, e);
  return 2 * (h * std::max<std::size_t>(preperiod, 1) + h * period + t);
}

std::optional<ArithmeticPeriod> find_apparent_arithmetic_period(const HeapRule& rule, HeapValues all) {
  return all.visit([&](auto values) -> std::optional<ArithmeticPeriod> {
    const std::size_t count = values.size();
    for (std::size_t p = 1; p < count; ++p) {
      if (arithmetic_evidence_length(rule, 0, p) > count) break;  // longer periods need more values
      const std::size_t last = count - 1;
      if (values[last] <= values[last - p]) continue;  // saltus must be >= 1
      const std::uint64_t s = values[last] - values[last - p];
      const std::size_t n = relation_start(values, p, s);
      if (arithmetic_evidence_length(rule, n, p) <= count) return ArithmeticPeriod{n, p, s};
    }
    return std::nullopt;
  });
}

}  // namespace cgt
