// The game table's compact comparison memo: exact until its cap, then it forgets.
#include "../../src/partisan/comparison_memo.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace cgt::detail {
namespace CGT_TEST_NS {

TEST(ComparisonMemo, RemembersEveryPairAcrossGrowth) {
  ComparisonMemo memo;
  std::map<std::pair<std::uint32_t, std::uint32_t>, bool> reference;
  std::mt19937 rng(3);
  for (int i = 0; i < 200000; ++i) {
    const std::uint32_t a = rng() % (1u << 28), b = rng() % 5000;  // ids below 2^28
    if (reference.count({a, b})) continue;
    const bool r = rng() % 2;
    reference[{a, b}] = r;
    memo.insert(a, b, r);
  }
  EXPECT_EQ(memo.size(), reference.size());
  for (const auto& [pair, r] : reference) ASSERT_EQ(memo.find(pair.first, pair.second), r);
  EXPECT_EQ(memo.find(1u << 27, 7777), std::nullopt);  // b never reaches 5000 above
  memo.insert((1u << 28) - 1, (1u << 28) - 1, true);  // the largest ids fit
  EXPECT_EQ(memo.find((1u << 28) - 1, (1u << 28) - 1), true);
}

TEST(ComparisonMemo, AtItsCapItForgetsAndStaysBounded) {
  ComparisonMemo memo(1 << 13);  // 8192 words
  for (std::uint32_t i = 0; i < 100000; ++i) {
    memo.insert(i, i + 1, i % 3 == 0);
    ASSERT_LE(memo.bytes(), (std::size_t{1} << 13) * 8);
    ASSERT_EQ(memo.find(i, i + 1), i % 3 == 0);  // the newest answer is always there
  }
  EXPECT_LT(memo.size(), 8192u);
}

}  // namespace
}  // namespace cgt::detail
