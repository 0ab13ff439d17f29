#include "cgt/core/nimber.hpp"

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

// Product of a, b < 2^(2^(level+1))... written for half-width `half` = 2^level bits:
// both operands fit in 2·half bits. F = 2^half is the Fermat 2-power of this level.
Nimber product_at(Nimber a, Nimber b, unsigned half) noexcept {
  if (a <= 1 || b <= 1) return a * b;  // *0 and *1 are the field's 0 and 1
  if (half == 0) return a & b;         // GF(2)
  // Operands below 2^half live in the subfield: recurse without splitting.
  const unsigned sub = half / 2;
  const Nimber low_mask = (half == 64) ? ~Nimber{0} : ((Nimber{1} << half) - 1);
  const Nimber a1 = a >> half, a0 = a & low_mask;
  const Nimber b1 = b >> half, b0 = b & low_mask;
  if (a1 == 0 && b1 == 0) return product_at(a0, b0, sub);
  // (a1 F + a0)(b1 F + b0) = a1b1 F^2 + (a1b0 + a0b1) F + a0b0, with F^2 = F + F/2:
  // = (a1b1 + a1b0 + a0b1) F + a0b0 + a1b1·(F/2)
  // and a1b1 + a1b0 + a0b1 = (a1+a0)(b1+b0) + a0b0 (Karatsuba-style, 3 products).
  const Nimber p00 = product_at(a0, b0, sub);
  const Nimber p11 = product_at(a1, b1, sub);
  const Nimber mid = product_at(a0 ^ a1, b0 ^ b1, sub) ^ p00;
  const Nimber half_f = Nimber{1} << (half - 1);  // F/2 = 2^(half-1), lies in the subfield
  return (mid << half) ^ p00 ^ product_at(p11, half_f, sub);
}

}  // namespace

Nimber nim_product(Nimber a, Nimber b) noexcept { return product_at(a, b, 32); }

Nimber nim_power(Nimber a, std::uint64_t e) noexcept {
  Nimber result = 1;
  while (e != 0) {
    if (e & 1) result = nim_product(result, a);
    a = nim_product(a, a);
    e >>= 1;
  }
  return result;
}

Nimber nim_inverse(Nimber a) {
  if (a == 0) throw DomainError("nim_inverse: *0 has no inverse");
  return nim_power(a, ~std::uint64_t{0} - 1);  // a^(2^64 - 2): the group has order 2^64 - 1
}

}  // namespace cgt
