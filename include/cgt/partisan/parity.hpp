#pragma once
/// \file
/// Parity and temper of short games: even and odd games (Conway, ONAG ch. 9: G is even
/// when every option is odd, odd when G ≠ 0 and every option is even), and even- and
/// odd-tempered games (Berlekamp, "The economist's view of combinatorial games", 1996;
/// Siegel, CGT, II.6: numbers are even-tempered; another game is even-tempered when every
/// option is odd-tempered, odd-tempered when every option is even-tempered). As CGSuite
/// computes IsEven, IsOdd, IsEvenTempered and IsOddTempered of a canonical form; an
/// integer's parity is its parity as an integer (CGSuite's Integer.IsEven).

#include "cgt/partisan/game.hpp"

namespace cgt {

/// Even, odd, or neither.
enum class Parity { Even, Odd, Neither };

/// The parity of the canonical form g: numbers directly (integers by their parity, other
/// numbers neither), other games from their options. O(non-number subpositions), memoised
/// within one call. Throws cgt::LimitError when the recursion would exhaust the stack.
Parity parity(Game g);

/// The temper of the canonical form g: numbers even-tempered, other games from their
/// options. O(non-number subpositions), memoised within one call.
Parity temper(Game g);

}  // namespace cgt
