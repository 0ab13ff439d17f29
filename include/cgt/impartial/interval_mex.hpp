#pragma once
/// \file
/// Grundy values of a game on a line whose moves from position i go to a contiguous
/// window of earlier positions: i -> j for i - reach[i] <= j <= i - 1 (position 0 has
/// no moves). G(i) = mex{G(j) : j in the window}, a sliding-window mex.
///
/// Computed in O(N log N) with a segment tree over values that stores, for each value,
/// the last position holding it; the mex of the window starting at L is the least
/// value whose last position is < L, found by one descent. (Typical contest use:
/// beans moved leftwards between bowls, AtCoder ARC038 C.)

#include <cstdint>
#include <span>
#include <vector>

namespace cgt {

/// G(0..N-1) where N = reach.size(); reach[0] is ignored. Throws cgt::DomainError if
/// some reach[i] > i (the window would start before position 0).
std::vector<std::uint32_t> interval_grundy_values(std::span<const std::uint64_t> reach);

}  // namespace cgt
