#pragma once
// The uptimal expansions of one game table, by reference (internal to src/partisan): the
// printer orders and names options by them without copying.
#include <optional>

#include "cgt/partisan/uptimal.hpp"

namespace cgt::detail {

/// uptimal_expansion(g), memoised in the current game table; the reference stays valid
/// for the table's lifetime.
const std::optional<UptimalExpansion>& cached_uptimal_expansion(Game g);

/// CGSuite's order of expansions (UptimalExpansion.compareTo): number, then the digits in
/// turn, then the length (shorter first), then the nimber. <0, 0, >0.
int compare_uptimal_expansions(const UptimalExpansion& a, const UptimalExpansion& b);

}  // namespace cgt::detail
