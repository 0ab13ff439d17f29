#include "cgt/impartial/periodicity.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cgt/impartial/heap_analysis.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Period certified(const std::string& rule) {
  const auto analysis = analyze_heap_game_until_period(HeapRule::parse(rule), 100000);
  EXPECT_TRUE(analysis.period.has_value()) << rule;
  return analysis.period.value_or(Period{});
}

TEST(Periodicity, ClassicOctalGamesFromTheLiterature) {
  // Kayles: period 12 from n = 71 (OEIS A002186; Winning Ways ch. 4).
  EXPECT_EQ(certified("0.77"), (Period{71, 12}));
  // Dawson's Kayles: period 34, preperiod 53 (Winning Ways ch. 4; CGSuite's tests).
  EXPECT_EQ(certified("0.07"), (Period{53, 34}));
  // Dawson's Chess 0.137: period 34 from n = 52 (OEIS A002187).
  EXPECT_EQ(certified("0.137"), (Period{52, 34}));
  // Subtraction {1,3,4}: purely periodic with period 7.
  EXPECT_EQ(certified("sub:1,3,4"), (Period{0, 7}));
  EXPECT_EQ(certified("sub:1,2,3"), (Period{0, 4}));
}

TEST(Periodicity, CertificateLengthFollowsTheTheorem) {
  const HeapRule kayles = HeapRule::parse("0.77");
  // Window n0 <= n < 2*71 + 12 + 2 = 156, needing values up to 156 + 12.
  EXPECT_EQ(periodicity_window_end(kayles, {71, 12}), 156u);
  EXPECT_EQ(certificate_length(kayles, {71, 12}), 168u);
  const auto analysis = analyze_heap_game_until_period(kayles, 100000);
  EXPECT_EQ(analysis.values.size(), 168u);
  // Three-heap splits need the longer window 3*n0 + 2p + t.
  EXPECT_EQ(periodicity_window_end(HeapRule::parse("0.8"), {5, 3}), 3u * 5 + 2 * 3 + 1);
  // No splitting: n0 + t (with n0 taken as at least 1).
  EXPECT_EQ(periodicity_window_end(HeapRule::parse("sub:1,3,4"), {0, 7}), 1u + 4);
}

TEST(Periodicity, NotCertifiedWithTooFewValues) {
  const HeapRule kayles = HeapRule::parse("0.77");
  EXPECT_FALSE(analyze_heap_game(kayles, 167).period.has_value());
  EXPECT_EQ(analyze_heap_game(kayles, 168).period, (Period{71, 12}));
}

TEST(Periodicity, RulesWithoutTheTheoremAreNeverCertified) {
  EXPECT_FALSE(analyze_heap_game_until_period(HeapRule::grundys_game(), 3000).period.has_value());
  EXPECT_FALSE(analyze_heap_game_until_period(HeapRule::parse("allbut:1,2"), 3000).period.has_value());
  EXPECT_EQ(analyze_heap_game_until_period(HeapRule::grundys_game(), 3000).values.size(), 3000u);
}

TEST(Periodicity, CertifiedPeriodsHoldFarBeyondTheWindow) {
  // For every two-digit octal code certified within 1500 values, the naive values up to
  // 4000 must obey the period: the theorem (with our window) is checked against the truth.
  int certified_count = 0;
  for (int d1 = 0; d1 < 8; ++d1)
    for (int d2 = 0; d2 < 8; ++d2) {
      const HeapRule rule = HeapRule::parse("0." + std::to_string(d1) + std::to_string(d2));
      const auto analysis = analyze_heap_game_until_period(rule, 1500);
      if (!analysis.period) continue;
      ++certified_count;
      const auto truth = naive_grundy_values(rule, 4000);
      const Period p = *analysis.period;
      for (std::size_t n = p.preperiod; n + p.period < truth.size(); ++n)
        ASSERT_EQ(truth[n + p.period], truth[n]) << rule.name() << " at n = " << n;
      if (p.preperiod > 0) {
        EXPECT_NE(truth[p.preperiod - 1 + p.period], truth[p.preperiod - 1]) << rule.name() << ": n0 not minimal";
      }
      // -n mode fills by the period: must equal the truth too.
      EXPECT_EQ(analyze_heap_game(rule, 4000).values, truth) << rule.name();
    }
  EXPECT_GT(certified_count, 40);
}

// The definition, for the test below: the least p, and for it the least n0, with
// G(n + p) = G(n) for every n0 <= n < size - p and a certificate within the values.
std::optional<Period> certified_by_definition(const HeapRule& rule, const std::vector<GrundyValue>& g) {
  for (std::size_t p = 1; p < g.size(); ++p) {
    std::size_t n0 = g.size() - p;
    while (n0 > 0 && g[n0 - 1] == g[n0 - 1 + p]) --n0;
    if (certificate_length(rule, {n0, p}) <= g.size()) return Period{n0, p};
  }
  return std::nullopt;
}

TEST(Periodicity, SearchEqualsTheDefinitionOnRandomSequences) {
  // Random prefixes followed by a random repeating block, cut at random lengths (so
  // many are just short of or past their certificate), with few distinct values so
  // that chance repeats are common.
  std::mt19937_64 rng(20261125);
  const HeapRule rules[] = {HeapRule::parse("0.77"), HeapRule::parse("0.8"), HeapRule::parse("sub:1,3,4")};
  int certified_count = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const HeapRule& rule = rules[trial % 3];
    const std::size_t pre = rng() % 40, period = 1 + rng() % 12, length = 1 + rng() % 200;
    const GrundyValue alphabet = 1 + static_cast<GrundyValue>(rng() % 4);
    std::vector<GrundyValue> block(period), g(length);
    for (auto& v : block) v = static_cast<GrundyValue>(rng() % alphabet);
    for (std::size_t n = 0; n < length; ++n)
      g[n] = n < pre ? static_cast<GrundyValue>(rng() % alphabet) : block[(n - pre) % period];
    const auto expected = certified_by_definition(rule, g);
    ASSERT_EQ(find_certified_period(rule, g), expected) << "trial " << trial;
    certified_count += expected.has_value();
  }
  EXPECT_GT(certified_count, 500);
}

// The definition of find_apparent_period: the least p (with 2p and p + 32 within the
// values) whose relation, from its least n0, is seen over max(p, 32) values or more.
std::optional<Period> apparent_by_definition(const std::vector<GrundyValue>& g) {
  for (std::size_t p = 1; 2 * p <= g.size() && p + 32 <= g.size(); ++p) {
    std::size_t n0 = g.size() - p;
    while (n0 > 0 && g[n0 - 1] == g[n0 - 1 + p]) --n0;
    if (g.size() - p - n0 >= std::max<std::size_t>(p, 32)) return Period{n0, p};
  }
  return std::nullopt;
}

TEST(Periodicity, ApparentPeriodEqualsTheDefinitionOnRandomSequences) {
  std::mt19937_64 rng(20261126);
  int found = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const std::size_t pre = rng() % 60, period = 1 + rng() % 40, length = 1 + rng() % 300;
    const GrundyValue alphabet = 1 + static_cast<GrundyValue>(rng() % 4);
    std::vector<GrundyValue> block(period), g(length);
    for (auto& v : block) v = static_cast<GrundyValue>(rng() % alphabet);
    for (std::size_t n = 0; n < length; ++n)
      g[n] = n < pre ? static_cast<GrundyValue>(rng() % alphabet) : block[(n - pre) % period];
    const auto expected = apparent_by_definition(g);
    ASSERT_EQ(find_apparent_period(g), expected) << "trial " << trial;
    found += expected.has_value();
  }
  EXPECT_GT(found, 1000);
}

TEST(Periodicity, ACertificationRunStopsAtItsCertificate) {
  // 0.16: period 149459 from 105351 (Gangolli and Plambeck 1989). Aiming each step at the
  // apparent period's certificate means no value past it is computed.
  std::size_t most = 0;
  HeapRunOptions options;
  options.on_values = [&](HeapValues values, HeapRunStage, const HeapAnalysis&) {
    most = std::max(most, values.size());
  };
  const HeapRule rule = HeapRule::parse("0.16");
  const HeapAnalysis a = analyze_heap_game_until_period(rule, 1 << 20, unlimited_run(), 0, std::move(options));
  ASSERT_TRUE(a.period.has_value());
  EXPECT_EQ(*a.period, (Period{105351, 149459}));
  EXPECT_EQ(a.count, certificate_length(rule, *a.period));
  EXPECT_EQ(most, a.count);
}

TEST(HeapStatistics, CountsRareValuesAndTheLargestValue) {
  // Mask 1: the even values are rare.
  const std::vector<GrundyValue> g = {0, 3, 1, 3, 2, 0, 1};
  const HeapStatistics s = heap_statistics(g, 1);
  EXPECT_EQ(s.rare_count, 3u);
  EXPECT_EQ(s.last_rare, 5u);
  EXPECT_EQ(s.max_value, 3u);
  EXPECT_EQ(s.max_at, 1u);
  const HeapStatistics none = heap_statistics(g, 0);
  EXPECT_EQ(none.rare_count, 0u);
  EXPECT_FALSE(none.last_rare.has_value());
}

// Arithmetic periodicity (Winning Ways ch. 4; periodicity.hpp): apparent, not certified.
TEST(ArithmeticPeriodicity, NimAndThreeWaySplitsFromTheirValues) {
  // 0.[3]: take any number from a heap, leaving one heap or none: Nim, G(n) = n.
  const auto nim = analyze_heap_game_until_period(HeapRule::parse("0.[3]"), 100000);
  EXPECT_FALSE(nim.period.has_value());
  EXPECT_EQ(nim.arithmetic, (ArithmeticPeriod{0, 1, 1}));
  // 8.: split a heap into three, removing nothing: G = 0 0 0 1 1 2 2 3 3 ..., so
  // G(n + 2) = G(n) + 1 from n = 1 (G(0) = G(2) = 0 breaks it at n = 0).
  const auto three = analyze_heap_game_until_period(HeapRule::parse("8."), 10000);
  EXPECT_FALSE(three.period.has_value());
  ASSERT_TRUE(three.arithmetic.has_value());
  EXPECT_EQ(*three.arithmetic, (ArithmeticPeriod{1, 2, 1}));
  EXPECT_LT(three.values.size(), 1000u);  // found long before the bound
  // Ordinary periodic games never report an arithmetic period.
  EXPECT_FALSE(analyze_heap_game_until_period(HeapRule::parse("0.77"), 100000).arithmetic.has_value());
  EXPECT_FALSE(analyze_heap_game(HeapRule::parse("0.07"), 3000).arithmetic.has_value());
}

TEST(ArithmeticPeriodicity, ApparentPeriodsHoldFarBeyondTheEvidence) {
  // Every all-but subtraction game is arithmetic-periodic (Austin 1976). For each small
  // excluded set, the period found from the first values must hold on 4 times as many
  // values, and its preperiod must be minimal.
  int found = 0;
  for (unsigned mask = 1; mask < (1u << 6); ++mask) {
    std::string rule_text = "allbut:";
    for (unsigned k = 0; k < 6; ++k)
      if (mask & (1u << k)) rule_text += std::to_string(k + 1) + ",";
    rule_text.pop_back();
    const HeapRule rule = HeapRule::parse(rule_text);
    const auto a = analyze_heap_game_until_period(rule, 20000);
    if (!a.arithmetic) continue;
    ++found;
    const ArithmeticPeriod ap = *a.arithmetic;
    const auto truth = analyze_heap_game(rule, 4 * a.values.size()).values;
    for (std::size_t n = ap.preperiod; n + ap.period < truth.size(); ++n)
      ASSERT_EQ(std::uint64_t{truth[n + ap.period]}, truth[n] + ap.saltus) << rule_text << " at n = " << n;
    if (ap.preperiod > 0) {
      EXPECT_NE(std::uint64_t{truth[ap.preperiod - 1 + ap.period]}, truth[ap.preperiod - 1] + ap.saltus)
          << rule_text << ": n0 not minimal";
    }
  }
  EXPECT_EQ(found, 63);  // Austin: all of them
}

TEST(HeapSearch, AWorkBoundStopsASearchTheSameWayEveryTime) {
  // 4.F9 splits heaps into three: its values cost O(n²) option visits each, and no
  // period shows within a few thousand values.
  const HeapRule rule = HeapRule::parse("4.F9");
  const auto a = analyze_heap_game_until_period(rule, 1'000'000, unlimited_run(), 200'000'000);
  EXPECT_TRUE(a.stopped_by_work);
  EXPECT_FALSE(a.period.has_value());
  EXPECT_LT(a.values.size(), 10'000u);
  // The same bound stops at the same heap, and the values are the exact ones.
  const auto b = analyze_heap_game_until_period(rule, 1'000'000, unlimited_run(), 200'000'000);
  EXPECT_EQ(a.values, b.values);
  EXPECT_EQ(analyze_heap_game(rule, a.values.size()).values, a.values);
  // Without a work bound only the value bound counts.
  EXPECT_FALSE(analyze_heap_game_until_period(rule, 300).stopped_by_work);
}

}  // namespace
}  // namespace cgt
