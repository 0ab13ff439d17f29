// The reference engine: Grundy values of a heap rule by the definition, G(n) = mex of
// the values of every option (declared in cgt/impartial/heap_values.hpp).
#include <omp.h>

#include <algorithm>
#include <vector>

#include "cgt/impartial/heap_values.hpp"
#include "heap_values_internal.hpp"

namespace cgt {
using namespace heap_detail;

namespace {

// Marks G(a) ⊕ G(m - a) for 1 <= a <= last. Long loops are split over the cores, each
// marking its own table, merged afterwards.
void mark_all_pairs(const GrundyValue* g, std::size_t m, std::size_t last, std::vector<std::uint8_t>& marks,
                    int threads) {
  constexpr std::size_t kParallelPairs = 1 << 15;
  if (last < kParallelPairs || threads == 1) {
    for (std::size_t a = 1; a <= last; ++a) marks[g[a] ^ g[m - a]] = 1;
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    std::vector<std::uint8_t> local(marks.size(), 0);
#pragma omp for schedule(static) nowait
    for (std::size_t a = 1; a <= last; ++a) local[g[a] ^ g[m - a]] = 1;
#pragma omp critical
    for (std::size_t v = 0; v < marks.size(); ++v) marks[v] |= local[v];
  }
}

}  // namespace

std::vector<GrundyValue> naive_grundy_values(const HeapRule& rule, std::size_t count, RunControl& run) {
  check_count(count);
  const int threads = run.threads();
  std::vector<GrundyValue> g;
  g.reserve(count);
  std::vector<std::uint8_t> marks;
  std::size_t cap = 1;  // a power of two above every value so far: nim-sums stay below it
  const auto digits = rule.digits();
  const auto excluded = rule.excluded();
  for (std::size_t n = 0; n < count; ++n) {
    // Single-heap options of an all-but rule reach any earlier value, so size by n there.
    marks.assign((rule.kind() == HeapRule::Kind::AllBut ? std::max(cap, n) : cap) + 1, 0);
    switch (rule.kind()) {
      case HeapRule::Kind::Grundy:
        if (n >= 3) mark_all_pairs(g.data(), n, (n - 1) / 2, marks, threads);
        break;
      case HeapRule::Kind::AllBut:
        for (std::size_t k = 1, e = 0; k <= n; ++k) {
          while (e < excluded.size() && excluded[e] < k) ++e;
          if (e < excluded.size() && excluded[e] == k) continue;
          marks[k == n ? 0 : g[n - k]] = 1;
        }
        break;
      case HeapRule::Kind::Code:
        for (std::size_t k = 0; k < digits.size() && k <= n; ++k) {
          const unsigned d = digits[k];
          const std::size_t m = n - k;
          if ((d & 1) && m == 0) marks[0] = 1;
          if ((d & 2) && m >= 1) marks[g[m]] = 1;
          if ((d & 4) && m >= 2) mark_all_pairs(g.data(), m, m / 2, marks, threads);
          if (d & 8)
            for (std::size_t a = 1; 3 * a <= m; ++a)
              for (std::size_t b = a; a + 2 * b <= m; ++b) marks[g[a] ^ g[b] ^ g[m - a - b]] = 1;
        }
        break;
    }
    GrundyValue v = 0;
    while (v < marks.size() && marks[v]) ++v;
    if (v >= kMaxValue) throw LimitError(fmt::format("Grundy value of heap {} exceeds 2^31", n));
    g.push_back(v);
    while (v >= cap) cap *= 2;
    if (n % kProgressEvery == 0) run.checkpoint("grundy values (naive)", n, count, g.capacity() * sizeof(GrundyValue));
  }
  return g;
}

}  // namespace cgt
