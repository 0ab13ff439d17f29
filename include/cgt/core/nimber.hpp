#pragma once
/// \file
/// Nimbers *n and nim arithmetic on finite 64-bit nimbers.
///
/// Nim-addition is bitwise XOR. Nim-multiplication makes the nimbers below
/// 2^(2^k) a field (Conway, On Numbers and Games, ch. 6; Winning Ways ch. 14):
/// the nimbers < 2^64 form GF(2^64) under (nim_sum, nim_product).

#include <cstdint>
#include <span>

namespace cgt {

/// A finite nimber *n, stored as its integer n.
using Nimber = std::uint64_t;

/// Nim-sum a ⊕ b (bitwise XOR). O(1).
constexpr Nimber nim_sum(Nimber a, Nimber b) noexcept { return a ^ b; }

/// Nim-sum of a list of nimbers (the Grundy value of a disjunctive sum). O(n).
constexpr Nimber nim_sum(std::span<const Nimber> values) noexcept {
  Nimber s = 0;
  for (Nimber v : values) s ^= v;
  return s;
}

/// Nim-product a ⊗ b in Conway's field GF(2^64). Uses the Fermat-power split
/// a = a1·F + a0 with F = 2^(2^k) and F⊗F = F ⊕ F/2; about 3^6 word operations.
Nimber nim_product(Nimber a, Nimber b) noexcept;

/// a raised to the nim-power e (repeated nim-multiplication). O(log e) products.
Nimber nim_power(Nimber a, std::uint64_t e) noexcept;

/// Nim-multiplicative inverse of a ≠ 0 in GF(2^64): a^(2^64 - 2).
/// Throws cgt::DomainError for a = 0.
Nimber nim_inverse(Nimber a);

}  // namespace cgt
