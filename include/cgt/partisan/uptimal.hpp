#pragma once
/// \file
/// The uptimal basis (Siegel, CGT, II.7; CGSuite's ^<n> and ^[n]):
///   ^[n] (up-to-the-n): ^[1] = ^, ^[n] = {^[n-1] | *};
///   ^<n> (up-nth):      ^<1> = ^, ^<n> = ^[n] - ^[n-1]; so ^<2> = {0|v*} and
///                       ^<n> = {0 | v* - ^<2> - ... - ^<n-1>} as CGSuite builds them.
/// O(n) table operations each.

#include "cgt/partisan/game.hpp"

namespace cgt {

/// ^[n] for n >= 1 (0 for n <= 0).
Game up_to_the(long n);
/// ^<n> for n >= 1 (0 for n <= 0).
Game up_nth(long n);

}  // namespace cgt
