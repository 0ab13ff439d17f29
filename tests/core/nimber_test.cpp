#include "cgt/core/nimber.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// The definition: a ⊗ b = mex{ a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b } (Conway, ONAG ch. 6).
std::vector<std::vector<Nimber>> product_table_by_definition(unsigned size) {
  std::vector<std::vector<Nimber>> t(size, std::vector<Nimber>(size, 0));
  for (unsigned a = 0; a < size; ++a)
    for (unsigned b = 0; b < size; ++b) {
      std::vector<bool> seen(257, false);  // products of values < 32 lie below 256
      for (unsigned x = 0; x < a; ++x)
        for (unsigned y = 0; y < b; ++y) seen[t[x][b] ^ t[a][y] ^ t[x][y]] = true;
      Nimber m = 0;
      while (seen[m]) ++m;
      t[a][b] = m;
    }
  return t;
}

TEST(Nimber, NimSumIsXor) {
  EXPECT_EQ(nim_sum(5, 3), 6u);
  const std::vector<Nimber> heaps{1, 2, 3};
  EXPECT_EQ(nim_sum(heaps), 0u);  // Winning Ways ch. 2: 1+2+3 is a P-position of Nim
}

TEST(Nimber, ProductMatchesTheMexDefinitionBelow32) {
  const auto table = product_table_by_definition(32);
  for (unsigned a = 0; a < 32; ++a)
    for (unsigned b = 0; b < 32; ++b) EXPECT_EQ(nim_product(a, b), table[a][b]) << a << " x " << b;
}

TEST(Nimber, KnownProducts) {
  // Winning Ways ch. 14 / ONAG: 2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24, and F⊗F = 3F/2 for F = 2^(2^k).
  EXPECT_EQ(nim_product(2, 2), 3u);
  EXPECT_EQ(nim_product(2, 3), 1u);
  EXPECT_EQ(nim_product(4, 4), 6u);
  EXPECT_EQ(nim_product(16, 16), 24u);
  EXPECT_EQ(nim_product(256, 256), 384u);
  EXPECT_EQ(nim_product(Nimber{1} << 32, Nimber{1} << 32), (Nimber{3} << 31));
  // Distinct Fermat 2-powers multiply as ordinary integers.
  EXPECT_EQ(nim_product(2, 4), 8u);
  EXPECT_EQ(nim_product(Nimber{1} << 16, Nimber{1} << 32), Nimber{1} << 48);
}

TEST(Nimber, FieldLawsOnRandom64BitValues) {
  std::mt19937_64 rng(12345);
  for (int i = 0; i < 2000; ++i) {
    const Nimber a = rng(), b = rng(), c = rng();
    EXPECT_EQ(nim_product(a, b), nim_product(b, a));
    EXPECT_EQ(nim_product(nim_product(a, b), c), nim_product(a, nim_product(b, c)));
    EXPECT_EQ(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
    EXPECT_EQ(nim_product(a, 1), a);
    if (a != 0) {
      EXPECT_EQ(nim_product(a, nim_inverse(a)), 1u);
    }
  }
}

TEST(Nimber, InverseOfZeroIsAnError) { EXPECT_THROW(nim_inverse(0), DomainError); }

TEST(Nimber, PowerAndFrobenius) {
  // In characteristic 2, (a ⊕ b)^2 = a^2 ⊕ b^2; and the multiplicative group has order 2^64 - 1.
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    const Nimber a = rng() | 1, b = rng();
    EXPECT_EQ(nim_power(a ^ b, 2), nim_power(a, 2) ^ nim_power(b, 2));
    EXPECT_EQ(nim_power(a, ~std::uint64_t{0}), 1u);
  }
}

}  // namespace
}  // namespace cgt
