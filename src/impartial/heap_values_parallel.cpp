// HeapGrundySequence on two cores: blocks of values (declared in
// cgt/impartial/heap_values.hpp; the sequential engine is heap_values.cpp).
#include <omp.h>

#include <algorithm>
#include <vector>

#include "cgt/impartial/heap_values.hpp"

namespace cgt {

// For n in [N, N + B), every option made only of heaps below N is known before the
// block starts. A first pass, in parallel over n, marks those option values and
// confirms rare gaps with pairs of such heaps (flagging the gaps no such pair fills).
// A second, sequential pass adds the options that involve heaps >= N (pairs whose
// small heap is at most n - N - k: at most B per n), then finishes each value. The
// result is identical to the sequential computation.

void HeapGrundySequence::compute_block(std::size_t first, std::size_t size, int threads) {
  if (partners_stale_) sort_partners();
  if (witness_.size() < cap_) witness_.resize(cap_, 0);
  const std::size_t horizon = first;
  const GrundyValue cap = cap_;
  const std::size_t stride = std::size_t{cap} + 1;  // row[cap] stays 0: a sentinel
  std::vector<std::uint8_t> marks(size * stride, 0);
  std::vector<GrundyValue> common_gap(size);
  std::vector<std::uint8_t> absent(size * stride, 0);
#pragma omp parallel num_threads(threads)
  {
    Scratch s;
    std::vector<std::uint32_t> witness = witness_;
    SearchStats stats = stats_;
    std::vector<std::uint8_t> flags(cap, 0);
#pragma omp for schedule(dynamic, 8)
    for (std::size_t i = 0; i < size; ++i) {
      const std::size_t n = first + i;
      s.begin(std::size_t{cap} + 1);
      for (std::uint32_t k : empty_k_)
        if (n == k) s.seen[0] = s.stamp;
      for (std::uint32_t k : single_k_)
        if (n > k && n - k < horizon) s.seen[g_[n - k]] = s.stamp;
      for (std::uint32_t k : pair_k_)
        if (n >= k + 2) mark_pairs(n - k, horizon, s);
      GrundyValue gap = s.first_unmarked(0);
      std::fill(flags.begin(), flags.end(), 0);
      if (is_rare(gap)) gap = confirm_rare_values(gap, n, horizon, s, witness, stats, &flags);
      common_gap[i] = gap;
      for (GrundyValue v = 0; v < cap; ++v) {
        marks[i * stride + v] = (s.seen[v] == s.stamp);
        absent[i * stride + v] = flags[v];
      }
    }
    if (omp_get_thread_num() == 0) stats_ = stats;
  }
  for (std::size_t i = 0; i < size; ++i) {
    const std::size_t n = first + i;
    if (cap_ > cap) {  // a value outgrew the block's tables: finish the block one by one
      record(next_code_value(n));
      continue;
    }
    record(finish_block_value(n, horizon, &marks[i * stride], &absent[i * stride], common_gap[i]));
  }
}

// The sequential pass for one n of a block: `row` holds the option values marked from
// known heaps (row[v] != 0), `absent` the rare gaps no known pair fills. Every value so
// far is below the block's cap (checked by the caller), hence so is every nim-sum.
GrundyValue HeapGrundySequence::finish_block_value(std::size_t n, std::size_t horizon, std::uint8_t* row,
                                                   const std::uint8_t* absent, GrundyValue common_gap) {
  const GrundyValue* g = g_.data();
  for (std::uint32_t k : single_k_)
    if (n > k && n - k >= horizon) row[g[n - k]] = 1;
  // New pairs (s, m - s) have m - s >= horizon, so s <= m - horizon: a small heap. Only
  // those holding a rare heap can give a common value: a rare small heap (the start of
  // the rare list) or a rare new large heap (the end of it).
  for (std::uint32_t k : pair_k_) {
    if (n < k + 2) continue;
    const std::size_t m = n - k;
    if (m <= horizon) continue;
    const std::size_t small_end = m - horizon;  // s <= small_end
    for (auto it = rare_.begin(); it != rare_.end() && it->index <= small_end; ++it)
      if (!(unequal_split_ && 2 * it->index == m)) row[it->value ^ g[m - it->index]] = 1;
    for (auto it = rare_.rbegin(); it != rare_.rend() && it->index >= horizon; ++it)
      if (it->index < m && !(unequal_split_ && 2 * it->index == m)) row[it->value ^ g[m - it->index]] = 1;
  }
  GrundyValue v = 0;
  while (row[v]) ++v;  // row[cap] is never set
  while (is_rare(v)) {
    bool found = false;
    if (v < common_gap && absent[v]) {
      // No known pair gives v: only a new pair can.
      for (std::uint32_t k : pair_k_) {
        if (n < k + 2) continue;
        const std::size_t m = n - k;
        for (std::size_t a = 1; !found && a + horizon <= m && (unequal_split_ ? 2 * a < m : 2 * a <= m); ++a)
          found = (g[a] ^ g[m - a]) == v;
      }
    } else {
      if (partners_stale_) sort_partners();
      if (witness_.size() < cap_) witness_.resize(cap_, 0);
      found = near_last_witness(v, n, n, witness_) || find_common_pair(v, n, n, witness_) == Search::Found;
    }
    if (!found) break;
    row[v] = 1;
    while (row[v]) ++v;
  }
  return v;
}

}  // namespace cgt
