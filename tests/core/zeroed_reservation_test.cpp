// ZeroedReservation: a large reservation reads as zero everywhere, keeps what is written,
// is aligned to a huge page, and moves without copying its elements.
#include "cgt/core/zeroed_reservation.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <new>
#include <utility>

namespace cgt {
namespace CGT_TEST_NS {

TEST(ZeroedReservation, ReadsZeroUntilWrittenAndKeepsWhatIsWritten) {
  // 1 GiB of address space: only the pages touched below take memory.
  const std::size_t n = std::size_t{1} << 27;
  ZeroedReservation<std::uint64_t> words(n);
  EXPECT_EQ(words.capacity(), n);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(words.data()) % (std::size_t{2} << 20), 0u);
  for (std::size_t i = 0; i < n; i += n / 64 + 7) EXPECT_EQ(words[i], 0u) << i;
  words[0] = 1;
  words[n - 1] = 2;
  words[n / 2] = 3;
  EXPECT_EQ(words[0], 1u);
  EXPECT_EQ(words[n - 1], 2u);
  EXPECT_EQ(words[n / 2], 3u);
  EXPECT_EQ(words[n / 2 + 1], 0u);
}

TEST(ZeroedReservation, MovesTheMappingNotTheElements) {
  ZeroedReservation<std::uint32_t> a(1000);
  a[999] = 42;
  const std::uint32_t* where = a.data();
  ZeroedReservation<std::uint32_t> b(std::move(a));
  EXPECT_EQ(b.data(), where);
  EXPECT_EQ(b[999], 42u);
  ZeroedReservation<std::uint32_t> c(10);
  c = std::move(b);
  EXPECT_EQ(c.data(), where);
  EXPECT_EQ(c.capacity(), 1000u);
  EXPECT_EQ(c[999], 42u);
}

TEST(ZeroedReservation, AnImpossibleSizeThrowsBadAlloc) {
  EXPECT_THROW(ZeroedReservation<std::uint64_t>(std::size_t(-1) / 4), std::bad_alloc);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
