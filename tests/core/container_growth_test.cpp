// container_growth.hpp: the bytes of a container's next growth, checked against what
// the containers really do (a vector's capacity, an absl map's capacity).
#include "cgt/core/container_growth.hpp"

#include <absl/container/flat_hash_map.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace cgt {
namespace CGT_TEST_NS {

TEST(ContainerGrowth, VectorGrowsExactlyWhenFull) {
  std::vector<std::uint64_t> v;
  v.reserve(100);
  v.resize(99);
  EXPECT_EQ(vector_growth(v, 1), 0u);
  EXPECT_EQ(vector_growth(v, 2), 2 * 101 * sizeof(std::uint64_t));
  v.push_back(1);
  EXPECT_EQ(vector_growth(v, 1), 2 * 101 * sizeof(std::uint64_t));  // at least double, at least the size needed
}

TEST(ContainerGrowth, MapGrowthPredictsEveryRehash) {
  // Whenever the helper says "room", inserting one element keeps the capacity; whenever
  // the map's capacity changes, the helper had announced it.
  absl::flat_hash_map<std::uint64_t, std::uint32_t> m;
  for (std::uint64_t i = 0; i < 100'000; ++i) {
    const std::size_t before = m.capacity();
    const std::uint64_t announced = map_growth(m, 1);
    m.emplace(i * 7919, 0);
    if (m.capacity() != before) {
      EXPECT_GT(announced, 0u) << "unannounced rehash at size " << i;
      EXPECT_GE(announced, m.capacity() * sizeof(std::pair<const std::uint64_t, std::uint32_t>));
    } else {
      EXPECT_EQ(announced, 0u) << "announced a rehash that did not come at size " << i;
    }
  }
}

}  // namespace
}  // namespace cgt
