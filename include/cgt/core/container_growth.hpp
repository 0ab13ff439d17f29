#pragma once
/// \file
/// The bytes a container's next growth allocates, so a memory limit can be checked
/// before a table doubles (RunControl::check_growth) rather than after: a table at
/// half the limit doubles past it in one allocation, between two checkpoints.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cgt {

/// Bytes a std::vector about to take `more` elements allocates: a new buffer of twice
/// the capacity (or of the size needed) when it has no room, else 0. O(1).
template <class T>
std::uint64_t vector_growth(const std::vector<T>& v, std::size_t more) {
  if (v.size() + more <= v.capacity()) return 0;
  return 2 * std::max<std::size_t>(v.capacity(), v.size() + more) * sizeof(T);
}

/// Bytes an absl flat hash map or set about to take `more` elements allocates: it
/// doubles past 7/8 of its capacity (slots plus one control byte each), else 0. O(1).
template <class Map>
std::uint64_t map_growth(const Map& m, std::size_t more) {
  if (m.size() + more <= m.capacity() - m.capacity() / 8) return 0;  // absl: CapacityToGrowth
  return 2 * std::max<std::size_t>(m.capacity(), m.size() + more) * (sizeof(typename Map::value_type) + 1);
}

}  // namespace cgt
