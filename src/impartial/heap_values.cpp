#include "cgt/impartial/heap_values.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <string>

#include "cgt/core/error.hpp"
#include "heap_values_internal.hpp"

namespace cgt {
using namespace heap_detail;
namespace {

// Blocks of values computed on all cores (see compute_block); below kParallelFrom the
// sequential computation is cheap enough.
constexpr std::size_t kBlock = 512;

constexpr std::size_t kParallelFrom = 1 << 14;
constexpr GrundyValue kMaxBlockCap = 1 << 12;  // per-value tables of a block stay small

}  // namespace

HeapGrundySequence::HeapGrundySequence(HeapRule rule) : rule_(std::move(rule)) {
  if (rule_.kind() == HeapRule::Kind::Grundy) {
    unequal_split_ = true;
    pair_k_.push_back(0);
  }
  const auto digits = rule_.digits();
  for (std::uint32_t k = 0; k < digits.size(); ++k) {
    if (digits[k] & 1) empty_k_.push_back(k);
    if (digits[k] & 2) single_k_.push_back(k);
    if (digits[k] & 4) pair_k_.push_back(k);
    if (digits[k] & 8) triple_k_.push_back(k);
  }
  marks_.assign(std::size_t{cap_} + 1, 0);
}

void HeapGrundySequence::record(GrundyValue v) {
  // Counted here, from the state before this value, so that the sequential and the
  // block computations count the same work value by value.
  work_ += value_work(size());
  if (v >= kMaxValue) throw LimitError(fmt::format("Grundy value of heap {} exceeds 2^31", size()));
  if (rule_.kind() != HeapRule::Kind::AllBut) {  // all-but values grow like n and need no mex table
    while (v >= cap_) cap_ *= 2;
    if (marks_.size() < std::size_t{cap_} + 1) marks_.resize(std::size_t{cap_} + 1, 0);
  }
  const std::size_t n = size();
  g_.push_back(v);
  if (n == 0 || rule_.kind() == HeapRule::Kind::AllBut) return;
  if (!dense_ && is_rare(v)) rare_.push_back(n, v);
}

GrundyValue HeapGrundySequence::first_unmarked(const std::uint8_t* seen, GrundyValue from) {
  GrundyValue v = from;
  while (seen[v]) ++v;  // seen[cap_] is never marked: nim-sums stay below cap_
  return v;
}

// Pairs (a, m - a) counted as "known" have both heaps below `horizon`: for the
// sequential computation of G(n) that is every pair (horizon = n); for the parallel
// first pass over a block it is the pairs made of values known before the block.
void HeapGrundySequence::mark_pairs(std::size_t m, std::size_t horizon, std::uint8_t* seen) const {
  const PairScan known = known_pairs(m, horizon);
  if (dense_) {
    with_values([&](const auto* g) {
      for (std::size_t a = known.low; a <= known.high; ++a) seen[g[a] ^ g[m - a]] = 1;
    });
    return;
  }
  // Every pair holding a rare heap: (r, m - r) for rare r < m. A pair of two rare heaps
  // is met twice, which is harmless; Grundy's game must skip the pair (m/2, m/2).
  const std::size_t first = rare_.lower_bound(known.low);
  const std::size_t last = rare_.lower_bound(m);
  const std::size_t half = unequal_split_ && m % 2 == 0 ? rare_.lower_bound(m / 2) : last;
  if (half >= first && half < last && rare_.index[half] == m / 2) {
    mark_rare_pairs(m, first, half, seen);
    mark_rare_pairs(m, half + 1, last, seen);
  } else {
    mark_rare_pairs(m, first, last, seen);
  }
}

void HeapGrundySequence::mark_rare_pairs(std::size_t m, std::size_t first, std::size_t last, std::uint8_t* seen) const {
  // The engine's innermost loop (about 1,600 rare heaps per value for Officers): one
  // load of a recent value and one store per pair, no branch.
  const std::uint32_t* index = rare_.index.data();
  const GrundyValue* value = rare_.value.data();
  with_values([&](const auto* g) {
#pragma GCC unroll 4
    for (std::size_t i = first; i < last; ++i) seen[value[i] ^ g[m - index[i]]] = 1;
  });
}

std::size_t HeapGrundySequence::RareHeaps::lower_bound(std::size_t heap) const {
  if (index.empty() || index.back() < heap) return index.size();
  return static_cast<std::size_t>(std::lower_bound(index.begin(), index.end(), heap) - index.begin());
}

void HeapGrundySequence::ensure_pair_sets(std::size_t up_to) {
  // pair_sets_[s] needs G(1..s-1).
  std::vector<std::uint8_t> present;
  while (pair_sets_.size() <= up_to) {
    const std::size_t s = pair_sets_.size();
    std::vector<GrundyValue> set;
    if (s >= 2) {
      present.assign(cap_, 0);
      for (std::size_t a = 1; 2 * a <= s; ++a) present[at(a) ^ at(s - a)] = 1;
      for (GrundyValue v = 0; v < cap_; ++v)
        if (present[v]) set.push_back(v);
    }
    pair_sets_.push_back(std::move(set));
  }
}

void HeapGrundySequence::mark_triples(std::size_t m) {
  // Heaps a + (two heaps summing to m - a), a >= 1, m - a >= 2.
  for (std::size_t a = 1; a + 2 <= m; ++a) {
    work_ += pair_sets_[m - a].size();
    for (GrundyValue x : pair_sets_[m - a]) marks_[at(a) ^ x] = 1;
  }
}

// The pairs and single heaps G(n) looks at (triples are counted as they are marked).
std::uint64_t HeapGrundySequence::value_work(std::size_t n) const noexcept {
  const std::uint64_t per_pair = dense_ ? n / 2 + 1 : rare_.size() + 1;
  return 1 + single_k_.size() + rule_.excluded().size() + pair_k_.size() * per_pair;
}

GrundyValue HeapGrundySequence::scan_pairs(GrundyValue gap, std::size_t m, PairScan& scan, std::size_t budget,
                                           std::uint8_t* seen) const {
  // Marks the nim-sums of the pairs `scan` has left, until the least unmarked value is
  // common, the pairs run out or `budget` pairs are marked; `scan` keeps what is left.
  // Chunks are taken in turn from both ends of the range: pairs with a small heap give
  // values near the recent ones, pairs of two middle-sized heaps the others, and the
  // scan ends with the hardest value to give. Measured near n = 5·10^5 over 2,000
  // values, this order needs 1,930 pairs on average for Officers and 1,990 for Grundy's
  // game, against 2,770 and 2,730 from the small end alone. A chunk's nim-sums are
  // computed first, in a loop the compiler vectorises (a reversed load and pxor, eight
  // 16-bit values or four 32-bit ones at a time), then marked: the marking is a scatter, which SSE4.2 cannot
  // vectorise. Neither loop has a branch; the gap is looked at after each chunk.
  constexpr std::size_t kChunk = 64;
  return with_values([&](const auto* g) {
    std::size_t scanned = 0;
    std::size_t& low = scan.low;
    std::size_t& high = scan.high;
    bool& from_low = scan.from_low;
    while (low <= high && scanned < budget) {
      std::size_t first, last;
      if (from_low) {
        first = low;
        last = std::min(high, low + kChunk - 1);
        low = last + 1;
      } else {
        last = high;
        first = high - low >= kChunk ? high - kChunk + 1 : low;
        high = first - 1;  // first >= low >= 1
      }
      from_low = !from_low;
      const std::size_t count = last - first + 1;
      const auto* low_values = g + first;
      const auto* high_values = g + (m - last);  // g[m - a] for a = last .. first
      alignas(16) std::remove_cvref_t<decltype(*g)> sums[kChunk];
      for (std::size_t i = 0; i < count; ++i) sums[i] = low_values[i] ^ high_values[count - 1 - i];
#pragma GCC unroll 4
      for (std::size_t i = 0; i < count; ++i) seen[sums[i]] = 1;
      scanned += count;
      if (seen[gap]) {
        gap = first_unmarked(seen, gap);
        if (!is_rare(gap)) return gap;
      }
    }
    return gap;
  });
}

GrundyValue HeapGrundySequence::fill_rare_gaps(GrundyValue gap, std::size_t n, std::size_t horizon, std::uint8_t* seen,
                                               std::size_t budget, PairScan* scans) const {
  // gap, the least unmarked value, is rare. Every common option value is marked already
  // (a common nim-sum needs a rare heap), and a nim-sum of two common heaps is rare: so
  // the answer is the least rare value that no pair of common heaps gives, or the least
  // unmarked common value if it is smaller. Pairs are scanned (see scan_pairs) until
  // the least unmarked value is common. Only pairs (a, m - a) with m - a < horizon are
  // scanned (all of them when horizon = n), and at most `budget` of them per pair
  // digit and call: in the parallel first pass the result is then only the least
  // value left unmarked.
  //
  // Measured alternatives were slower: searching for each open rare value on its own,
  // even vectorised and four at a time, costs more than one marking scan, whose
  // length is that of the hardest value (Officers and Grundy's game near n = 5·10^5:
  // about 2,000 pairs on average), and a witness pair remembered from n - 1 almost never
  // gives the value again.
  //
  // With `scans` (one per pair digit, from known_pairs) the scans go on from where they
  // were left and are left where they stop, so a later call does not repeat them.
  for (std::size_t j = 0; j < pair_k_.size(); ++j) {
    const std::size_t k = pair_k_[j];
    if (n < k + 2) continue;
    PairScan fresh = known_pairs(n - k, horizon);
    gap = scan_pairs(gap, n - k, scans ? scans[j] : fresh, budget, seen);
    if (!is_rare(gap)) return gap;
  }
  return gap;
}

HeapGrundySequence::PairScan HeapGrundySequence::known_pairs(std::size_t m, std::size_t horizon) const noexcept {
  return {m >= horizon ? m - horizon + 1 : 1, last_pair_heap(m), true};  // a >= low: m - a < horizon
}

std::size_t HeapGrundySequence::last_pair_heap(std::size_t m) const noexcept {
  return unequal_split_ ? (m - 1) / 2 : m / 2;
}

GrundyValue HeapGrundySequence::next_code_value(std::size_t n) {
  std::uint8_t* seen = marks_.data();
  std::fill_n(seen, std::size_t{cap_} + 1, std::uint8_t{0});
  for (std::uint32_t k : empty_k_)
    if (n == k) seen[0] = 1;
  for (std::uint32_t k : single_k_)
    if (n > k) seen[at(n - k)] = 1;
  bool any_pairs = false;
  for (std::uint32_t k : pair_k_)
    if (n >= k + 2) {
      mark_pairs(n - k, n, seen);
      any_pairs = true;
    }
  if (!triple_k_.empty() && n >= 3) {
    ensure_pair_sets(n - 1);
    for (std::uint32_t k : triple_k_)
      if (n >= k + 3) mark_triples(n - k);
  }
  const GrundyValue gap = first_unmarked(seen, 0);
  if (dense_ || !any_pairs) return gap;
  return is_rare(gap) ? fill_rare_gaps(gap, n, n, seen) : gap;
}

GrundyValue HeapGrundySequence::next_all_but_value(std::size_t n) {
  // G(n) = mex of G(m) over m < n except m = n - s, s excluded. Every value below the
  // mex of all earlier values is present somewhere; it is missing from the options
  // only if each of its occurrences sits at an excluded position.
  GrundyValue best = global_mex_;
  for (std::uint64_t s : rule_.excluded()) {
    if (s > n) break;
    --value_count_[at(n - s)];
  }
  for (std::uint64_t s : rule_.excluded()) {
    if (s > n) break;
    const GrundyValue v = at(n - s);
    if (value_count_[v] == 0) best = std::min(best, v);
  }
  for (std::uint64_t s : rule_.excluded()) {
    if (s > n) break;
    ++value_count_[at(n - s)];
  }
  return best;
}

void HeapGrundySequence::review_mask(std::size_t n) {
  // Choose the mask that makes the fewest of G(1..n-1) rare. Only masks below 2^12 are
  // tried; any mask is correct, a good one is fast. Keep enumerating every pair when no
  // mask makes rare values rarer than a quarter.
  const GrundyValue span = std::min<GrundyValue>(cap_, 1u << 12);
  std::vector<std::uint64_t> histogram(span, 0);
  for (std::size_t i = 1; i < n; ++i) ++histogram[at(i) & (span - 1)];
  std::uint32_t best_mask = 0;
  std::uint64_t best_rare = n;
  for (std::uint32_t mask = 1; mask < span; ++mask) {
    std::uint64_t rare = 0;
    for (GrundyValue v = 0; v < span; ++v)
      if ((std::popcount(v & mask) & 1) == 0) rare += histogram[v];
    if (rare < best_rare) {
      best_rare = rare;
      best_mask = mask;
    }
  }
  if (best_mask == 0 || best_rare * 4 > n) {
    dense_ = true;
    mask_ = 0;
    rare_.clear();
    return;
  }
  dense_ = false;
  mask_ = best_mask;
  rare_.clear();
  for (std::size_t i = 1; i < size(); ++i)
    if (is_rare(at(i))) rare_.push_back(i, at(i));
}

void HeapGrundySequence::extend_to(std::size_t count, RunControl& run, std::size_t total) {
  check_count(count);
  if (total < count) total = count;
  // A value of a three-heap split rule costs O(n²) option visits, so past a few
  // thousand heaps each one takes milliseconds: check the limits at every value.
  const std::size_t every = triple_k_.empty() ? kProgressEvery : 1;
  if (count <= size()) return;
  reserve_for(count, total, run);
  const bool all_but = rule_.kind() == HeapRule::Kind::AllBut;
  const bool sparse_possible = !all_but && !pair_k_.empty();
  const int threads = run.threads();
  const bool parallel = sparse_possible && triple_k_.empty() && threads > 1;
  while (size() < count) {
    const std::size_t n = size();
    if (sparse_possible && n >= next_review_) {
      review_mask(n);
      while (next_review_ <= n) next_review_ *= 2;
    }
    if (parallel && !dense_ && cap_ <= kMaxBlockCap && n >= kParallelFrom && n % kBlock == 0 &&
        n + kBlock <= count) {
      compute_block(n, kBlock, threads);
      checkpoint(run, size(), total);
      continue;
    }
    GrundyValue v;
    if (all_but) {
      v = next_all_but_value(n);
      if (value_count_.size() <= v + std::size_t{1}) value_count_.resize(v + std::size_t{2}, 0);
      ++value_count_[v];
      while (value_count_.size() > global_mex_ && value_count_[global_mex_] > 0) ++global_mex_;
      if (value_count_.size() <= global_mex_) value_count_.resize(global_mex_ + std::size_t{1}, 0);
    } else {
      v = next_code_value(n);
    }
    record(v);
    if (n % every == 0) checkpoint(run, n, total);
  }
}

void HeapGrundySequence::reserve_for(std::size_t count, std::size_t total, RunControl& run) {
  const std::size_t held = g_.capacity_bytes() / g_.bytes();
  if (held >= count) return;
  // Callers extend in steps toward `total`: grow geometrically (at most to `total`) so
  // the steps do not copy the values again and again, and check the memory limit before
  // growing, not after.
  const std::size_t capacity = std::max(count, std::min(total, held * 2));
  run.check_growth("the Grundy values", (capacity - size()) * g_.bytes());
  g_.reserve(capacity);
}

void HeapGrundySequence::resume_from(std::vector<GrundyValue> known) {
  if (size() != 0) throw DomainError("resume_from: the sequence already has values");
  check_count(known.size());
  g_.assign(std::move(known));
  rebuild_tables();
  // The mask is chosen where an uninterrupted run last chose it (from G(0..R-1), R the
  // last review point below size()), so that the state, and the statistics reported
  // at the end, are the same as if the values had been computed here.
  if (rule_.kind() == HeapRule::Kind::AllBut || pair_k_.empty()) return;
  std::size_t last = 0;
  while (next_review_ < size()) {
    last = next_review_;
    next_review_ *= 2;
  }
  if (last != 0) review_mask(last);
}

void HeapGrundySequence::checkpoint(RunControl& run, std::size_t done, std::size_t total) const {
  std::string detail;
  if (run.reports_progress() && !dense_) detail = fmt::format("{} rare (mask {})", rare_.size(), mask_);
  run.checkpoint("grundy values", done, total, memory_bytes(), detail);
}

std::size_t HeapGrundySequence::memory_bytes() const noexcept {
  // The values twice: a caller keeping a copy (HeapAnalysis::values) is counted too.
  return g_.capacity_bytes() * 2 + rare_.size() * (sizeof(std::uint32_t) + sizeof(GrundyValue));
}

void HeapGrundySequence::extend_periodically(std::size_t count, std::size_t period) {
  check_count(count);
  if (period == 0 || period > size()) throw DomainError("extend_periodically: period must be in 1..size()");
  g_.reserve(count);
  while (size() < count) g_.push_back(at(size() - period));
  // The sparse-space tables no longer describe the sequence; rebuild them if asked to
  // compute past this point.
  next_review_ = size();
  rebuild_tables();
}

void HeapGrundySequence::rebuild_tables() {
  pair_sets_.clear();
  if (rule_.kind() == HeapRule::Kind::AllBut) {
    value_count_.assign(1, 0);
    global_mex_ = 0;
    for (GrundyValue v : values()) {
      if (value_count_.size() <= v + std::size_t{1}) value_count_.resize(v + std::size_t{2}, 0);
      ++value_count_[v];
    }
    while (value_count_[global_mex_] > 0) ++global_mex_;
    return;
  }
  for (GrundyValue v : values())
    while (v >= cap_) cap_ *= 2;
  marks_.resize(std::size_t{cap_} + 1, 0);
}

void HeapGrundySequence::truncate(std::size_t count) {
  if (count >= size()) return;
  g_.resize(count);
  rare_.truncate(rare_.lower_bound(count));
  rebuild_tables();
}

HeapValues NarrowValueArray::view() const noexcept {
  if (bytes_ == 1) return HeapValues(std::span<const std::uint8_t>(v8_.data(), size_));
  if (bytes_ == 2) return HeapValues(std::span<const std::uint16_t>(v16_.data(), size_));
  return HeapValues(std::span<const GrundyValue>(v32_.data(), size_));
}

void NarrowValueArray::widen_to(unsigned bytes) {
  // Copied once into the wider array, which keeps the capacity reserved so far.
  const std::size_t capacity = std::max(capacity_bytes() / bytes_, size_ + 1);
  const HeapValues old = view();
  const auto copy_into = [&]<class T>(std::vector<T>& wider) {
    wider.reserve(capacity);
    for (std::size_t i = 0; i < size_; ++i) wider.push_back(static_cast<T>(old[i]));
  };
  if (bytes == 2) {
    copy_into(v16_);
  } else {
    copy_into(v32_);
  }
  v8_ = {};
  if (bytes == 4) v16_ = {};
  bytes_ = bytes;
}

void NarrowValueArray::push_back(GrundyValue v) {
  if (v > 0xFF && bytes_ == 1) widen_to(v > 0xFFFF ? 4 : 2);
  if (v > 0xFFFF && bytes_ == 2) widen_to(4);
  if (bytes_ == 1) {
    v8_.push_back(static_cast<std::uint8_t>(v));
  } else if (bytes_ == 2) {
    v16_.push_back(static_cast<std::uint16_t>(v));
  } else {
    v32_.push_back(v);
  }
  ++size_;
}

void NarrowValueArray::reserve(std::size_t count) {
  if (bytes_ == 1) v8_.reserve(count);
  if (bytes_ == 2) v16_.reserve(count);
  if (bytes_ == 4) v32_.reserve(count);
}

void NarrowValueArray::resize(std::size_t count) {
  if (count >= size_) return;
  if (bytes_ == 1) v8_.resize(count);
  if (bytes_ == 2) v16_.resize(count);
  if (bytes_ == 4) v32_.resize(count);
  size_ = count;
}

void NarrowValueArray::assign(std::vector<GrundyValue> values) {
  const GrundyValue max = values.empty() ? 0 : *std::max_element(values.begin(), values.end());
  v8_ = {};
  v16_ = {};
  v32_ = {};
  size_ = values.size();
  bytes_ = max <= 0xFF ? 1 : max <= 0xFFFF ? 2 : 4;
  if (bytes_ == 1) v8_.assign(values.begin(), values.end());
  if (bytes_ == 2) v16_.assign(values.begin(), values.end());
  if (bytes_ == 4) v32_ = std::move(values);
}

}  // namespace cgt
