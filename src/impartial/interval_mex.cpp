#include "cgt/impartial/interval_mex.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {

std::vector<std::uint32_t> interval_grundy_values(std::span<const std::uint64_t> reach) {
  const std::size_t n = reach.size();
  for (std::size_t i = 1; i < n; ++i)
    if (reach[i] > i) throw DomainError(fmt::format("position {} reaches {} back, past position 0", i, reach[i]));
  // Values are at most N. Leaves hold last[v] + 1 (0 = never seen); inner nodes the minimum.
  std::size_t leaves = 1;
  while (leaves < n + 1) leaves *= 2;
  std::vector<std::uint64_t> tree(2 * leaves, 0);
  auto set_last = [&](std::size_t value, std::uint64_t position) {
    std::size_t node = leaves + value;
    tree[node] = position + 1;
    for (node /= 2; node >= 1; node /= 2) tree[node] = std::min(tree[2 * node], tree[2 * node + 1]);
  };
  // Least value v with last[v] < start, i.e. stored last[v] + 1 <= start.
  auto least_absent = [&](std::uint64_t start) {
    std::size_t node = 1;
    while (node < leaves) node = (tree[2 * node] <= start) ? 2 * node : 2 * node + 1;
    return node - leaves;
  };
  std::vector<std::uint32_t> g(n, 0);
  if (n == 0) return g;
  set_last(0, 0);  // G(0) = 0
  for (std::size_t i = 1; i < n; ++i) {
    const std::uint64_t start = i - reach[i];  // window [start, i-1]
    g[i] = static_cast<std::uint32_t>(reach[i] == 0 ? 0 : least_absent(start));
    set_last(g[i], i);
  }
  return g;
}

}  // namespace cgt
