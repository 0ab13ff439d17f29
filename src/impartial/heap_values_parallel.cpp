// HeapGrundySequence on several cores: blocks of values (declared in
// cgt/impartial/heap_values.hpp; the sequential engine is heap_values.cpp).
#include <omp.h>

#include <algorithm>
#include <vector>

#include "cgt/impartial/heap_values.hpp"

namespace cgt {
namespace {

// Known pairs the first pass scans per value and pair digit before leaving the rest
// to the sequential pass: a gap that only a new pair fills would otherwise cost a scan
// of every known pair. Scans of the common pairs rarely need more (Officers and
// Grundy's game near n = 5·10^5: 2,700 pairs on average, 11,000 at most).
constexpr std::size_t kFirstPassScan = 1 << 13;

}  // namespace

// For n in [N, N + B), every option made only of heaps below N is known before the
// block starts. A first pass, in parallel over n, marks those option values (single
// heaps, pairs holding a rare heap) and scans known common pairs while the least
// unmarked value is rare, remembering where each scan stopped. A second, sequential
// pass adds the options that involve heaps >= N (pairs whose small heap is at most
// n - N - k: at most B per n), then finishes each value, scanning the new pairs and
// the rest of the known ones only if the least unmarked value is still rare. The
// result is identical to the sequential computation.
void HeapGrundySequence::compute_block(std::size_t first, std::size_t size, int threads) {
  const std::size_t horizon = first;
  const GrundyValue cap = cap_;
  const std::size_t stride = std::size_t{cap} + 1;  // row[cap] stays 0: a sentinel
  const std::size_t digits = pair_k_.size();
  std::vector<std::uint8_t> marks(size * stride, 0);
  std::vector<std::uint32_t> scan_from(size * digits, 0);
#pragma omp parallel num_threads(threads)
  {
    Scratch s;
#pragma omp for schedule(dynamic, 8)
    for (std::size_t i = 0; i < size; ++i) {
      const std::size_t n = first + i;
      s.begin(stride);
      for (std::uint32_t k : empty_k_)
        if (n == k) s.seen[0] = s.stamp;
      for (std::uint32_t k : single_k_)
        if (n > k && n - k < horizon) s.seen[g_[n - k]] = s.stamp;
      for (std::uint32_t k : pair_k_)
        if (n >= k + 2) mark_pairs(n - k, horizon, s);
      GrundyValue gap = s.first_unmarked(0);
      for (std::size_t j = 0; j < digits; ++j) {
        const std::size_t k = pair_k_[j];
        if (n < k + 2) continue;
        const std::size_t m = n - k;
        std::size_t a = m >= horizon ? m - horizon + 1 : 1;  // least a with m - a known
        if (is_rare(gap)) gap = scan_pairs(gap, m, a, std::min(last_pair_heap(m), a + kFirstPassScan), s);
        scan_from[i * digits + j] = static_cast<std::uint32_t>(a);
      }
      std::uint8_t* row = &marks[i * stride];
      for (GrundyValue v = 0; v < cap; ++v) row[v] = (s.seen[v] == s.stamp);
    }
  }
  Scratch s;
  for (std::size_t i = 0; i < size; ++i) {
    const std::size_t n = first + i;
    if (cap_ > cap) {  // a value outgrew the block's tables: finish the block one by one
      record(next_code_value(n));
      continue;
    }
    record(finish_block_value(n, horizon, &marks[i * stride], &scan_from[i * digits], s));
  }
}

// The sequential pass for one n of a block: `row` holds the option values marked from
// known heaps (row[v] != 0), `scan_from[j]` where the first pass's scan of known
// common pairs stopped for pair digit j. Every value so far is below the block's cap
// (checked by the caller), hence so is every nim-sum.
GrundyValue HeapGrundySequence::finish_block_value(std::size_t n, std::size_t horizon, std::uint8_t* row,
                                                   const std::uint32_t* scan_from, Scratch& s) {
  const GrundyValue* g = g_.data();
  for (std::uint32_t k : single_k_)
    if (n > k && n - k >= horizon) row[g[n - k]] = 1;
  // New pairs (a, m - a) have m - a >= horizon, so a <= m - horizon: a small heap. Only
  // those holding a rare heap can give a common value: a rare small heap (the start of
  // the rare list) or a rare new large heap (the end of it).
  for (std::uint32_t k : pair_k_) {
    if (n < k + 2) continue;
    const std::size_t m = n - k;
    if (m <= horizon) continue;
    const std::size_t small_end = m - horizon;  // a <= small_end
    for (auto it = rare_.begin(); it != rare_.end() && it->index <= small_end; ++it)
      if (!(unequal_split_ && 2 * it->index == m)) row[it->value ^ g[m - it->index]] = 1;
    for (auto it = rare_.rbegin(); it != rare_.rend() && it->index >= horizon; ++it)
      if (it->index < m && !(unequal_split_ && 2 * it->index == m)) row[it->value ^ g[m - it->index]] = 1;
  }
  GrundyValue gap = 0;
  while (row[gap]) ++gap;  // row[cap] is never set
  if (!is_rare(gap)) return gap;
  // Only a pair of common heaps can fill a rare gap: the new pairs, then the known
  // pairs the first pass did not reach.
  const GrundyValue cap = cap_;
  s.begin(std::size_t{cap} + 1);
  for (GrundyValue v = 0; v < cap; ++v)
    if (row[v]) s.seen[v] = s.stamp;
  for (std::size_t j = 0; j < pair_k_.size() && is_rare(gap); ++j) {
    const std::size_t k = pair_k_[j];
    if (n < k + 2) continue;
    const std::size_t m = n - k;
    const std::size_t last = last_pair_heap(m);
    std::size_t a = 1;
    if (m > horizon) gap = scan_pairs(gap, m, a, std::min(last, m - horizon), s);
    if (!is_rare(gap)) break;
    a = scan_from[j];
    gap = scan_pairs(gap, m, a, last, s);
  }
  return gap;
}

}  // namespace cgt
