// Long computations checked against the literature; Release suite only (label "slow").
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "cgt/core/game_graph.hpp"
#include "cgt/impartial/graph_grundy.hpp"
#include "cgt/impartial/heap_analysis.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(Slow, GrundysGameTo2Pow21) {
  // tczajka/octal-games UnsolvedGames.md (recomputed in the literature notes): for n < 2^21
  // the maximum value is 231, first reached at n = 763622; with mask 0xfe there are 1274
  // rare values (counting n = 0), the last at n = 82860.
  const HeapAnalysis a = analyze_heap_game(HeapRule::grundys_game(), std::size_t{1} << 21);
  const HeapStatistics& s = a.statistics;
  EXPECT_EQ(s.max_value, 231u);
  EXPECT_EQ(s.max_at, 763622u);
  EXPECT_EQ(s.rare_mask, 0xfeu);
  EXPECT_EQ(s.rare_count, 1274u);
  EXPECT_EQ(s.last_rare, 82860u);
  // The statistics against a direct count over the values.
  std::size_t rare = 0;
  for (GrundyValue v : a.values) rare += std::popcount(v & 0xfeu) % 2 == 0;
  EXPECT_EQ(rare, s.rare_count);
}

TEST(Slow, SparseEqualsNaiveOnLongPrefixes) {
  for (const char* rule : {"grundy", "0.6", "0.16", "0.35", "0.106"}) {
    const HeapRule r = HeapRule::parse(rule);
    HeapGrundySequence seq(r);
    seq.extend_to(30000);
    const auto naive = naive_grundy_values(r, 30000);
    EXPECT_TRUE(std::equal(naive.begin(), naive.end(), seq.values().begin())) << rule;
  }
}

TEST(Slow, FastEqualsNaiveOnRandomOctalCodes) {
  // Issue #20's check of the fast engine (sparse space, parallel blocks) against the
  // definition: random octal codes of 1 to 6 digits, d0 = 0 or 4; 200 codes to 10^4
  // and the first 8 of them to 10^5. (All 200 to 10^5 took 20 minutes of CI's 90; the
  // naive values cost O(n^2) each.) The naive values are computed on all cores, one
  // code per thread.
  std::mt19937 rng(20);
  std::vector<std::string> codes;
  while (codes.size() < 200) {
    std::string code = (rng() % 4 == 0) ? "4." : "0.";
    const int length = 1 + static_cast<int>(rng() % 6);
    for (int k = 0; k < length; ++k) code += static_cast<char>('0' + rng() % 8);
    if (code.back() == '0') continue;
    codes.push_back(code);
  }
  const auto count = [](std::size_t i) -> std::size_t { return i < 8 ? 100'000 : 10'000; };
  std::vector<std::vector<GrundyValue>> naive(codes.size());
#pragma omp parallel for schedule(dynamic, 1)
  for (std::size_t i = 0; i < codes.size(); ++i) naive[i] = naive_grundy_values(HeapRule::parse(codes[i]), count(i));
  for (std::size_t i = 0; i < codes.size(); ++i) {
    HeapGrundySequence seq(HeapRule::parse(codes[i]));
    seq.extend_to(count(i));
    ASSERT_TRUE(std::equal(naive[i].begin(), naive[i].end(), seq.values().begin())) << codes[i];
  }
}

TEST(Slow, Certified016) {
  // OEIS A071430; Gangolli & Plambeck 1989: 0.16 has period 149459 from n = 105351.
  // The default search of `cgt heap 0.16` (no bound given) reaches it.
  const auto a = analyze_heap_game_until_period(HeapRule::parse("0.16"), kDefaultPeriodSearch, unlimited_run(),
                                                kDefaultSearchWork);
  ASSERT_TRUE(a.period.has_value());
  EXPECT_EQ(a.period->period, 149459u);
  EXPECT_EQ(a.period->preperiod, 105351u);
}

TEST(Slow, GraphOfTenMillionPositions) {
  // Subtraction game {1,2,3} as an explicit graph of 10^7 positions: G(i) = i mod 4.
  const std::size_t n = 10'000'000;
  std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> edges;
  edges.reserve(3 * n);
  for (GameGraph::Vertex i = 0; i < n; ++i)
    for (GameGraph::Vertex d = 1; d <= 3 && d <= i; ++d) edges.emplace_back(i, i - d);
  const GameGraph graph(n, edges);
  edges = {};
  const auto values = acyclic_grundy_values(graph);
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(values[i], i % 4) << i;
  // The generalized algorithm on the same (acyclic) graph gives the same values.
  EXPECT_EQ(generalized_grundy_values(graph), values);
}

}  // namespace
}  // namespace cgt
