// The closed form of examples/cf603c against the definition (mex over options,
// k piles of x nim-summed), for many pile sizes and both parities of k.
#include "../../examples/cf603c/lieges.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace CGT_TEST_NS {

TEST(Cf603c, ClosedFormMatchesTheDefinition) {
  for (std::uint64_t k = 1; k <= 6; ++k) {
    const lieges::OnePile game{k};
    std::vector<std::uint32_t> g;
    for (std::uint64_t x = 0; x <= 3000; ++x) {
      std::vector<bool> seen(8, false);
      for (const auto& piles : game.options(x)) {
        std::uint32_t s = 0;
        for (std::uint64_t p : piles) s ^= g[p];
        seen[s] = true;
      }
      std::uint32_t mex = 0;
      while (seen[mex]) ++mex;
      g.push_back(mex);
      ASSERT_EQ(lieges::grundy(x, k), mex) << "x=" << x << " k=" << k;
    }
  }
  EXPECT_EQ(lieges::grundy(1'000'000'000, 1), lieges::grundy(1'000'000'000, 3));
}

}  // namespace
