#pragma once
/// \file
/// Grundy values G(0), G(1), ... of one heap under a HeapRule.
///
/// Two engines, always equal (the tests check it on long prefixes of many rules):
///  - `naive_grundy_values`: the definition, G(n) = mex of the values of every
///    option (a sum of heaps has the nim-sum of their values). O(n²) for rules that
///    split into two heaps, O(n³) for three. The reference.
///  - `HeapGrundySequence`: the fast engine. Two-heap splits use the sparse-space
///    method of Winning Ways ch. 4 ("Sparse space spells speed"; Gangolli–Plambeck
///    1989): with a bit mask m, call a value rare when popcount(v & m) is even.
///    A nim-sum of two values is common only if exactly one of them is rare, so every
///    common option value comes from a pair (rare heap, any heap) — few pairs, since
///    rare values are rare. While the least unmarked value is rare, pairs of common
///    heaps are scanned, from both ends of the range in turn, until it is marked and the least unmarked
///    value is common (or every pair is seen: a rare value). The mask is chosen from
///    the value histogram as the prefix grows. Past 2^14 values, blocks of values are
///    marked on all threads and finished in order, with identical results. Three-
///    heap splits use per-size sets of two-heap nim-sums; all-but rules keep a count
///    of each value so that G(n) costs O(|excluded set|).
/// Values are exact; a value past 2^31 raises cgt::LimitError instead of wrapping.

#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <span>
#include <utility>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/impartial/heap_rule.hpp"

namespace cgt {

/// A Grundy value (nim-value) of a heap.
using GrundyValue = std::uint32_t;

/// Sparse space (Winning Ways ch. 4): under a mask m, v is rare when popcount(v & m) is
/// even (with m = 0 every value is).
constexpr bool is_rare_under(GrundyValue v, std::uint32_t mask) noexcept {
  return (std::popcount(v & mask) & 1) == 0;
}

/// G(0..n-1) read-only, as the fast engine keeps them: in the narrowest of 8, 16 and 32
/// bits that holds every value (8 bits for 0.1777 or 0.354, 16 for Officers to 10^9
/// heaps: 2 GB instead of 4). Indexing and iterating give GrundyValue; `visit(f)` calls
/// f with the span of the stored type, for loops that should read the narrow array
/// itself. Converts implicitly from a contiguous range of 8-, 16- or 32-bit values (a
/// std::vector<GrundyValue>, a span). Views, like spans, do not own the values: they stay
/// valid while the sequence neither grows nor shrinks.
class HeapValues {
 public:
  HeapValues() = default;
  HeapValues(std::span<const std::uint8_t> v) noexcept : data_(v.data()), size_(v.size()), bytes_(1) {}
  HeapValues(std::span<const std::uint16_t> v) noexcept : data_(v.data()), size_(v.size()), bytes_(2) {}
  HeapValues(std::span<const GrundyValue> v) noexcept : data_(v.data()), size_(v.size()), bytes_(4) {}
  HeapValues(const std::vector<std::uint8_t>& v) noexcept : HeapValues(std::span<const std::uint8_t>(v)) {}
  HeapValues(const std::vector<std::uint16_t>& v) noexcept : HeapValues(std::span<const std::uint16_t>(v)) {}
  HeapValues(const std::vector<GrundyValue>& v) noexcept : HeapValues(std::span<const GrundyValue>(v)) {}

  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  GrundyValue operator[](std::size_t i) const noexcept {
    if (bytes_ == 1) return static_cast<const std::uint8_t*>(data_)[i];
    if (bytes_ == 2) return static_cast<const std::uint16_t*>(data_)[i];
    return static_cast<const GrundyValue*>(data_)[i];
  }
  GrundyValue back() const noexcept { return (*this)[size_ - 1]; }
  /// Bits per stored value: 8, 16 or 32.
  unsigned bits() const noexcept { return 8u * bytes_; }
  /// The `count` values from `offset` on (offset + count <= size()).
  HeapValues subspan(std::size_t offset, std::size_t count) const noexcept;
  template <class F>
  decltype(auto) visit(F&& f) const {
    if (bytes_ == 1) return f(std::span<const std::uint8_t>(static_cast<const std::uint8_t*>(data_), size_));
    if (bytes_ == 2) return f(std::span<const std::uint16_t>(static_cast<const std::uint16_t*>(data_), size_));
    return f(std::span<const GrundyValue>(static_cast<const GrundyValue*>(data_), size_));
  }

  class iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = GrundyValue;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = GrundyValue;
    iterator() = default;
    iterator(const HeapValues* values, std::size_t at) : values_(values), at_(at) {}
    GrundyValue operator*() const noexcept { return (*values_)[at_]; }
    GrundyValue operator[](difference_type d) const noexcept { return (*values_)[at_ + static_cast<std::size_t>(d)]; }
    iterator& operator++() { ++at_; return *this; }
    iterator operator++(int) { iterator t = *this; ++at_; return t; }
    iterator& operator--() { --at_; return *this; }
    iterator operator--(int) { iterator t = *this; --at_; return t; }
    iterator& operator+=(difference_type d) { at_ += static_cast<std::size_t>(d); return *this; }
    iterator& operator-=(difference_type d) { at_ -= static_cast<std::size_t>(d); return *this; }
    friend iterator operator+(iterator i, difference_type d) { return i += d; }
    friend iterator operator+(difference_type d, iterator i) { return i += d; }
    friend iterator operator-(iterator i, difference_type d) { return i -= d; }
    friend difference_type operator-(const iterator& a, const iterator& b) {
      return static_cast<difference_type>(a.at_) - static_cast<difference_type>(b.at_);
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.at_ == b.at_; }
    friend auto operator<=>(const iterator& a, const iterator& b) { return a.at_ <=> b.at_; }

   private:
    const HeapValues* values_ = nullptr;
    std::size_t at_ = 0;
  };
  iterator begin() const noexcept { return {this, 0}; }
  iterator end() const noexcept { return {this, size_}; }

 private:
  const void* data_ = nullptr;
  std::size_t size_ = 0;
  unsigned bytes_ = 4;
};

// Defined after the class: a HeapValues returned inside its own body would weigh the
// span constructors (ranges) while the class is incomplete.
inline HeapValues HeapValues::subspan(std::size_t offset, std::size_t count) const noexcept {
  return visit([&](auto all) { return HeapValues(all.subspan(offset, count)); });
}

/// The values of a HeapGrundySequence, owned: one array of 8-, 16- or 32-bit values,
/// widened (copied once) when a value first needs more bits. push is amortised O(1).
class NarrowValueArray {
 public:
  std::size_t size() const noexcept { return size_; }
  unsigned bytes() const noexcept { return bytes_; }
  std::size_t capacity_bytes() const noexcept { return v8_.capacity() + 2 * v16_.capacity() + 4 * v32_.capacity(); }
  GrundyValue operator[](std::size_t i) const noexcept { return view()[i]; }
  HeapValues view() const noexcept;
  void push_back(GrundyValue v);
  void reserve(std::size_t count);
  void resize(std::size_t count);  // count <= size()
  /// Replaces the values by `values`, in the narrowest width that holds them.
  void assign(std::vector<GrundyValue> values);
  /// f(pointer to the stored values): for hot loops, compiled for each width.
  template <class F>
  decltype(auto) with_data(F&& f) const {
    if (bytes_ == 1) return f(v8_.data());
    if (bytes_ == 2) return f(v16_.data());
    return f(v32_.data());
  }

 private:
  void widen_to(unsigned bytes);
  std::vector<std::uint8_t> v8_;
  std::vector<std::uint16_t> v16_;
  std::vector<GrundyValue> v32_;
  std::size_t size_ = 0;
  unsigned bytes_ = 1;
};

/// Largest number of values either engine computes in one sequence.
inline constexpr std::size_t kMaxHeapValues = std::size_t{1} << 31;

/// The first `count` Grundy values by mex over every option. Reference engine.
/// Throws cgt::LimitError past kMaxHeapValues or the RunControl's limits.
std::vector<GrundyValue> naive_grundy_values(const HeapRule& rule, std::size_t count,
                                             RunControl& run = unlimited_run());

/// The fast engine, resumable: values can be extended as far as needed.
class HeapGrundySequence {
 public:
  explicit HeapGrundySequence(HeapRule rule);

  /// Computes values until `size() >= count`. Reports progress and checks limits
  /// through `run` (phase "grundy values", out of `total` values, or `count` when 0):
  /// every value once one value's work is large (three-heap splits), so limits hold
  /// to well under a second. Throws cgt::LimitError.
  void extend_to(std::size_t count, RunControl& run = unlimited_run(), std::size_t total = 0);

  /// Appends values up to `count` by G(n) = G(n - period). Only valid once the
  /// period has been certified from the values already computed (see periodicity.hpp).
  void extend_periodically(std::size_t count, std::size_t period);

  /// Starts an empty sequence from G(0..k-1) computed earlier (a resumed run), trusted
  /// as exact; later values are the same as if they had been computed here. O(k).
  /// Throws cgt::DomainError when the sequence already has values.
  void resume_from(std::vector<GrundyValue> known);

  /// Keeps only the first `count` values.
  void truncate(std::size_t count);

  HeapValues values() const noexcept { return g_.view(); }
  std::size_t size() const noexcept { return g_.size(); }
  const HeapRule& rule() const noexcept { return rule_; }

  /// The sparse-space mask in use (0 while every value counts as rare) and the
  /// number of rare values among G(1..size()-1). For diagnostics and tests.
  std::uint32_t rare_mask() const noexcept { return mask_; }
  std::size_t rare_count() const noexcept { return rare_.size(); }

  /// Options visited so far, counted from the engine's state (pairs scanned, triples
  /// marked): a measure of work that, unlike time, is the same on every run and
  /// thread count. Bounds a search whose length the caller did not give.
  std::uint64_t work() const noexcept { return work_; }

 private:

  // Heaps with rare values, in increasing order, as two arrays for the marking loop.
  struct RareHeaps {
    std::vector<std::uint32_t> index;
    std::vector<GrundyValue> value;
    void push_back(std::size_t heap, GrundyValue v) {
      index.push_back(static_cast<std::uint32_t>(heap));
      value.push_back(v);
    }
    void clear() { truncate(0); }
    void truncate(std::size_t count) {
      index.resize(count);
      value.resize(count);
    }
    std::size_t size() const noexcept { return index.size(); }
    std::size_t lower_bound(std::size_t heap) const;  // first position with index >= heap
  };

  // Option values of one n are marked in a byte array `seen` of cap_ + 1 entries
  // (seen[v] != 0: some option has value v; seen[cap_] stays 0, a sentinel).
  static GrundyValue first_unmarked(const std::uint8_t* seen, GrundyValue from);

  // Pairs (a, m - a) with low <= a <= high not scanned yet, and which end is next.
  struct PairScan {
    std::size_t low = 1, high = 0;
    bool from_low = true;
  };

  GrundyValue next_code_value(std::size_t n);
  GrundyValue next_all_but_value(std::size_t n);
  void compute_block(std::size_t first, std::size_t size, int threads);
  GrundyValue finish_block_value(std::size_t n, std::size_t horizon, std::uint8_t* row, PairScan* scans);
  void mark_pairs(std::size_t m, std::size_t horizon, std::uint8_t* seen) const;
  void mark_rare_pairs(std::size_t m, std::size_t first, std::size_t last, std::uint8_t* seen) const;
  void mark_triples(std::size_t m);
  GrundyValue scan_pairs(GrundyValue gap, std::size_t m, PairScan& scan, std::size_t budget, std::uint8_t* seen) const;
  GrundyValue fill_rare_gaps(GrundyValue gap, std::size_t n, std::size_t horizon, std::uint8_t* seen,
                             std::size_t budget = ~std::size_t{0}, PairScan* scans = nullptr) const;
  PairScan known_pairs(std::size_t m, std::size_t horizon) const noexcept;
  std::size_t last_pair_heap(std::size_t m) const noexcept;
  void ensure_pair_sets(std::size_t up_to);
  void review_mask(std::size_t n);  // choose the mask from G(0..n-1)
  void rebuild_tables();
  void record(GrundyValue v);
  std::size_t memory_bytes() const noexcept;
  void checkpoint(RunControl& run, std::size_t done, std::size_t total) const;
  void reserve_for(std::size_t count, std::size_t total, RunControl& run);
  std::uint64_t value_work(std::size_t n) const noexcept;
  bool is_rare(GrundyValue v) const noexcept { return is_rare_under(v, mask_); }

  GrundyValue at(std::size_t n) const noexcept { return g_[n]; }
  // f(pointer to the stored values): the hot loops, compiled for each width.
  template <class F>
  decltype(auto) with_values(F&& f) const {
    return g_.with_data(std::forward<F>(f));
  }

  HeapRule rule_;
  NarrowValueArray g_;  // G(0..size()-1), in the narrowest width that holds them
  bool unequal_split_ = false;  // Grundy's game: the two heaps must differ
  std::vector<std::uint32_t> empty_k_, single_k_, pair_k_, triple_k_;

  std::vector<std::uint8_t> marks_;  // the sequential computation's option marks
  GrundyValue cap_ = 1;  // a power of two above every value so far; nim-sums stay below it
  std::uint64_t work_ = 0;

  // sparse space
  std::uint32_t mask_ = 0;
  bool dense_ = true;  // no mask yet: enumerate every pair
  RareHeaps rare_;
  std::size_t next_review_ = 1024;

  // three-heap splits: pair_sets_[s] = distinct G(a) ⊕ G(s-a), 1 <= a < s
  std::vector<std::vector<GrundyValue>> pair_sets_;

  // all-but rules
  std::vector<std::uint64_t> value_count_;
  GrundyValue global_mex_ = 0;
};

}  // namespace cgt
