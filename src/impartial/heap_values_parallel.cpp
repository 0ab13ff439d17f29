// HeapGrundySequence on several cores: blocks of values (declared in
// cgt/impartial/heap_values.hpp; the sequential engine is heap_values.cpp).
#include <algorithm>
#include <vector>

#include "cgt/impartial/heap_values.hpp"

namespace cgt {
namespace {

// Known pairs the first pass scans per value and pair digit before leaving the rest
// to the sequential pass: a rare value that only a new pair gives would otherwise cost
// a scan of every known pair.
constexpr std::size_t kFirstPassSearch = 1 << 13;

}  // namespace

// For n in [N, N + B), every option made only of heaps below N is known before the
// block starts. A first pass, in parallel over n, marks those option values (single
// heaps, pairs holding a rare heap, and the rare values known pairs of common heaps
// give). A second, sequential pass adds the options that involve heaps >= N (pairs
// whose small heap is at most n - N - k: at most B per n), then finishes each value:
// only if the least unmarked value is still rare, it scans the new pairs of common
// heaps and goes on with the first pass's scans. The result is identical to the
// sequential computation.
void HeapGrundySequence::compute_block(std::size_t first, std::size_t size, int threads) {
  const std::size_t horizon = first;
  const GrundyValue cap = cap_;
  const std::size_t stride = std::size_t{cap} + 1;  // row[cap] stays 0: a sentinel
  std::vector<std::uint8_t> marks(size * stride, 0);
  const std::size_t digits = pair_k_.size();
  std::vector<PairScan> scans(size * digits);  // each n's scans of known pairs, resumed when finishing
#pragma omp parallel for num_threads(threads) schedule(dynamic, 8)
  for (std::size_t i = 0; i < size; ++i) {
    const std::size_t n = first + i;
    std::uint8_t* row = &marks[i * stride];
    for (std::uint32_t k : empty_k_)
      if (n == k) row[0] = 1;
    for (std::uint32_t k : single_k_)
      if (n > k && n - k < horizon) row[at(n - k)] = 1;
    for (std::uint32_t k : pair_k_)
      if (n >= k + 2) mark_pairs(n - k, horizon, row);
    PairScan* scan = &scans[i * digits];
    for (std::size_t j = 0; j < digits; ++j)
      if (n >= pair_k_[j] + 2) scan[j] = known_pairs(n - pair_k_[j], horizon);
    const GrundyValue gap = first_unmarked(row, 0);
    if (is_rare(gap)) fill_rare_gaps(gap, n, horizon, row, kFirstPassSearch, scan);
  }
  for (std::size_t i = 0; i < size; ++i) {
    const std::size_t n = first + i;
    if (cap_ > cap) {  // a value outgrew the block's tables: finish the block one by one
      record(next_code_value(n));
      continue;
    }
    record(finish_block_value(n, horizon, &marks[i * stride], &scans[i * digits]));
  }
}

// The sequential pass for one n of a block: `row` holds the option values marked from
// known heaps (row[v] != 0), `scans` the first pass's scans of known pairs (one per
// pair digit). Every value so far is below the block's cap (checked by
// the caller), hence so is every nim-sum.
GrundyValue HeapGrundySequence::finish_block_value(std::size_t n, std::size_t horizon, std::uint8_t* row,
                                                   PairScan* scans) {
  for (std::uint32_t k : single_k_)
    if (n > k && n - k >= horizon) row[at(n - k)] = 1;
  // New pairs (a, m - a) have m - a >= horizon, so a <= m - horizon: a small heap. Only
  // those holding a rare heap can give a common value: a rare small heap (the start of
  // the rare list) or a rare new large heap (the end of it).
  for (std::uint32_t k : pair_k_) {
    if (n < k + 2) continue;
    const std::size_t m = n - k;
    if (m <= horizon) continue;
    const std::size_t small_end = m - horizon;  // a <= small_end
    // Local pointers: stores through the byte row could alias the vectors' members.
    const std::uint32_t* index = rare_.index.data();
    const GrundyValue* value = rare_.value.data();
    const bool unequal = unequal_split_;
    const std::size_t small_count = rare_.lower_bound(small_end + 1), count = rare_.size();
    const std::size_t large_first = std::max(small_count, rare_.lower_bound(horizon));
    with_values([&](const auto* g) {
      const auto mark = [&](std::size_t i) {
        const std::size_t r = index[i];
        if (r < m && !(unequal && 2 * r == m)) row[value[i] ^ g[m - r]] = 1;
      };
      for (std::size_t i = 0; i < small_count; ++i) mark(i);
      for (std::size_t i = large_first; i < count; ++i) mark(i);
    });
  }
  GrundyValue gap = first_unmarked(row, 0);
  // Only a pair of common heaps can fill a rare gap: scan the new pairs, then go on
  // with the first pass's scans of the known ones.
  for (std::size_t j = 0; j < pair_k_.size() && is_rare(gap); ++j) {
    const std::size_t k = pair_k_[j];
    if (n < k + 2) continue;
    const std::size_t m = n - k;
    if (m > horizon) {
      PairScan new_pairs{1, std::min(last_pair_heap(m), m - horizon), true};
      gap = scan_pairs(gap, m, new_pairs, ~std::size_t{0}, row);
    }
    if (is_rare(gap)) gap = scan_pairs(gap, m, scans[j], ~std::size_t{0}, row);
  }
  return gap;
}

}  // namespace cgt
