#pragma once
// Shared by the sources of the heap-value engines; not part of the public API.

#include <fmt/format.h>

#include <cstddef>

#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_values.hpp"

namespace cgt::heap_detail {

inline constexpr GrundyValue kMaxValue = GrundyValue{1} << 31;
inline constexpr std::size_t kProgressEvery = 1 << 12;

inline void check_count(std::size_t count) {
  if (count > kMaxHeapValues)
    throw LimitError(fmt::format("{} heap values requested; the limit is {}", count, kMaxHeapValues));
}

}  // namespace cgt::heap_detail
