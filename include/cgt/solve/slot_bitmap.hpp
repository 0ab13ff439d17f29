#pragma once
/// \file
/// Bitmaps over position slots (one bit per slot of a perfect hash), shared by threads:
/// the reachability passes of the dense and tiered solvers. Reads and sets are relaxed
/// atomics (a plain read of a word another thread sets is a data race, found by
/// ThreadSanitizer), so threads may test and mark the same word at once.

#include <atomic>
#include <cstdint>
#include <vector>

namespace cgt::detail {

/// Words: a vector of 64-bit words (any allocator).
template <class Words>
bool test_bit(const Words& bits, std::uint64_t i) {
  // atomic_ref needs a mutable object; the words are never const objects themselves.
  const std::atomic_ref<std::uint64_t> word(const_cast<std::uint64_t&>(bits[i >> 6]));
  return (word.load(std::memory_order_relaxed) >> (i & 63)) & 1;
}

/// Sets bit i atomically; true if it was clear.
template <class Words>
bool set_bit(Words& bits, std::uint64_t i) {
  std::atomic_ref<std::uint64_t> word(bits[i >> 6]);
  const std::uint64_t mask = std::uint64_t{1} << (i & 63);
  return (word.fetch_or(mask, std::memory_order_relaxed) & mask) == 0;
}

}  // namespace cgt::detail
