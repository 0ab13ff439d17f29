#pragma once
/// \file
/// Bitmaps over position slots (one bit per slot of a perfect hash), shared by threads:
/// the reachability passes of the dense and tiered solvers. Reads are plain; sets are
/// atomic, so threads may mark the same word at once.

#include <atomic>
#include <cstdint>
#include <vector>

namespace cgt::detail {

/// Words: a vector of 64-bit words (any allocator).
template <class Words>
bool test_bit(const Words& bits, std::uint64_t i) {
  return (bits[i >> 6] >> (i & 63)) & 1;
}

/// Sets bit i atomically; true if it was clear.
template <class Words>
bool set_bit(Words& bits, std::uint64_t i) {
  std::atomic_ref<std::uint64_t> word(bits[i >> 6]);
  const std::uint64_t mask = std::uint64_t{1} << (i & 63);
  return (word.fetch_or(mask, std::memory_order_relaxed) & mask) == 0;
}

}  // namespace cgt::detail
