#include "cgt/impartial/periodicity.hpp"

#include <algorithm>

namespace cgt {

std::size_t periodicity_window_end(const HeapRule& rule, Period c) {
  const std::size_t h = static_cast<std::size_t>(rule.max_heaps_left());
  const std::size_t n0 = std::max<std::size_t>(c.preperiod, 1);
  return h * n0 + (h - 1) * c.period + rule.last_digit_index();
}

std::size_t certificate_length(const HeapRule& rule, Period c) {
  return periodicity_window_end(rule, c) + c.period;
}

std::optional<Period> find_certified_period(const HeapRule& rule, std::span<const GrundyValue> values) {
  if (!rule.has_periodicity_theorem()) return std::nullopt;
  const std::size_t count = values.size();
  for (std::size_t p = 1; p < count; ++p) {
    if (certificate_length(rule, {0, p}) > count) break;  // longer periods need even more values
    // Walk down from the end while G(n + p) = G(n); the first mismatch fixes n0.
    std::size_t n = count - p;
    while (n > 0 && values[n - 1 + p] == values[n - 1]) --n;
    const Period candidate{n, p};
    if (certificate_length(rule, candidate) <= count) return candidate;
  }
  return std::nullopt;
}

}  // namespace cgt
