#include "cgt/impartial/heap_values.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/periodicity.hpp"
#include "literature_values.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::vector<GrundyValue> fast_values(const std::string& rule, std::size_t count) {
  HeapGrundySequence seq(HeapRule::parse(rule));
  seq.extend_to(count);
  return {seq.values().begin(), seq.values().end()};
}

TEST(HeapValues, KaylesMatchesOeisA002186) {
  const auto& expected = literature::kKayles;
  EXPECT_EQ(naive_grundy_values(HeapRule::parse("0.77"), expected.size()), expected);
  EXPECT_EQ(fast_values("0.77", expected.size()), expected);
}

TEST(HeapValues, DawsonsChessMatchesOeisA002187) {
  const auto& expected = literature::kDawsonsChess;
  EXPECT_EQ(naive_grundy_values(HeapRule::parse("0.137"), expected.size()), expected);
  EXPECT_EQ(fast_values("0.137", expected.size()), expected);
}

TEST(HeapValues, DawsonsKaylesIsDawsonsChessShiftedByOne) {
  // A002187: Dawson's Kayles 0.07 has G(n) = A002187(n-1) for n >= 1.
  std::vector<GrundyValue> expected{0};
  expected.insert(expected.end(), literature::kDawsonsChess.begin(), literature::kDawsonsChess.end());
  EXPECT_EQ(naive_grundy_values(HeapRule::parse("0.07"), expected.size()), expected);
  EXPECT_EQ(fast_values("0.07", expected.size()), expected);
  // A002187 also gives 0.4 as the sequence shifted by two.
  std::vector<GrundyValue> shifted2{0, 0};
  shifted2.insert(shifted2.end(), literature::kDawsonsChess.begin(), literature::kDawsonsChess.end());
  EXPECT_EQ(fast_values("0.4", shifted2.size()), shifted2);
}

TEST(HeapValues, OfficersMatchesOeisA046695) {
  const auto& expected = literature::kOfficers;
  EXPECT_EQ(naive_grundy_values(HeapRule::parse("0.6"), expected.size()), expected);
  EXPECT_EQ(fast_values("0.6", expected.size()), expected);
}

TEST(HeapValues, GrundysGameMatchesOeisA002188) {
  const auto& expected = literature::kGrundysGame;
  EXPECT_EQ(naive_grundy_values(HeapRule::grundys_game(), expected.size()), expected);
  EXPECT_EQ(fast_values("grundy", expected.size()), expected);
}

TEST(HeapValues, SubtractionGames) {
  // Subtraction set {1,...,k}: G(n) = n mod (k+1) (Winning Ways ch. 3).
  const auto values = fast_values("sub:1,2,3", 100);
  for (std::size_t n = 0; n < values.size(); ++n) EXPECT_EQ(values[n], n % 4);
  // {1,3,4}: period 7 with pattern 0 1 0 1 2 3 2 (Berlekamp, Conway, Guy; Lessons in Play ch. 7).
  const std::vector<GrundyValue> pattern{0, 1, 0, 1, 2, 3, 2};
  const auto v134 = fast_values("sub:1,3,4", 70);
  for (std::size_t n = 0; n < v134.size(); ++n) EXPECT_EQ(v134[n], pattern[n % 7]);
}

TEST(HeapValues, AllButWithNoExclusionsIsNim) {
  const auto values = fast_values("allbut:", 300);
  for (std::size_t n = 0; n < values.size(); ++n) EXPECT_EQ(values[n], n);
}

// Sparse space and the other shortcuts must agree with the definition exactly.
void expect_engines_agree(const std::string& rule, std::size_t count) {
  const HeapRule parsed = HeapRule::parse(rule);
  EXPECT_EQ(fast_values(rule, count), naive_grundy_values(parsed, count)) << "rule " << rule;
}

TEST(HeapValues, FastEqualsNaiveOnEveryTwoDigitOctalCode) {
  for (int d1 = 0; d1 < 8; ++d1)
    for (int d2 = 0; d2 < 8; ++d2) expect_engines_agree("0." + std::to_string(d1) + std::to_string(d2), 2500);
}

TEST(HeapValues, FastEqualsNaiveOnRandomLongerCodes) {
  std::mt19937 rng(2024);
  for (int i = 0; i < 40; ++i) {
    std::string code = (rng() % 2) ? "4." : "0.";
    const int length = 1 + rng() % 5;
    for (int k = 0; k < length; ++k) code += static_cast<char>('0' + rng() % 8);
    expect_engines_agree(code, 2200);
  }
}

TEST(HeapValues, FastEqualsNaiveOnHexadecimalCodes) {
  for (const char* code : {"0.8", "0.F", "0.3F", "0.B", "0.9", "8.0", "C.1", "0.48", "0.0F", "0.E7"})
    expect_engines_agree(code, 260);
}

TEST(HeapValues, FastEqualsNaiveOnGrundysGameAndSubtractionSets) {
  expect_engines_agree("grundy", 6000);
  expect_engines_agree("sub:2,5,7", 500);
  expect_engines_agree("allbut:1,2", 1500);
  expect_engines_agree("allbut:2,3,7", 1500);
  expect_engines_agree("allbut:1", 1500);
}

TEST(HeapValues, SparseSpaceIsActuallyUsedForGrundysGame) {
  HeapGrundySequence seq(HeapRule::grundys_game());
  seq.extend_to(5000);
  EXPECT_NE(seq.rare_mask(), 0u);
  EXPECT_LT(seq.rare_count(), 5000u / 4);
}

TEST(HeapValues, ExtendingInStepsEqualsOneGo) {
  HeapGrundySequence seq(HeapRule::parse("0.16"));
  for (std::size_t n : {10, 500, 1024, 1025, 3000, 4100}) seq.extend_to(n);
  seq.truncate(2000);
  seq.extend_to(4100);
  EXPECT_EQ(std::vector<GrundyValue>(seq.values().begin(), seq.values().end()),
            naive_grundy_values(HeapRule::parse("0.16"), 4100));
}

TEST(HeapValues, LimitsAreErrors) {
  EXPECT_THROW(naive_grundy_values(HeapRule::parse("0.77"), kMaxHeapValues + 1), LimitError);
  RunControl tight(Limits{0, 1000});
  HeapGrundySequence seq(HeapRule::parse("0.77"));
  EXPECT_THROW(seq.extend_to(100000, tight), LimitError);
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

TEST(HeapValues, ParallelBlocksEqualNaive) {
  // Past 2^14 values the fast engine computes blocks of values on all cores; the
  // result must be exactly the definition's.
  for (const char* rule : {"grundy", "0.6", "0.16"}) expect_engines_agree(rule, 20000);
}

TEST(HeapValues, ParallelBlocksEqualOneThreadOnManyCodes) {
  // The block computation (first pass on all threads, with a bounded scan of the
  // common pairs, then a sequential finish) against the value-by-value one, over many
  // blocks: classic codes with one or several pair digits and random octal codes.
  std::vector<std::string> rules = {"0.6", "0.354", "0.1777", "4.47", "0.77", "0.156", "grundy", "4.7"};
  std::mt19937_64 rng(2026112520);
  while (rules.size() < 20) {
    std::string code = "0.";
    const int digits = 1 + static_cast<int>(rng() % 4);
    for (int d = 0; d < digits; ++d) code += static_cast<char>('0' + rng() % 8);
    if (code.back() != '0') rules.push_back(code);
  }
  for (const std::string& rule : rules) {
    HeapGrundySequence one(HeapRule::parse(rule)), two(HeapRule::parse(rule)), three(HeapRule::parse(rule));
    RunControl run1(Limits{.threads = 1}), run2(Limits{.threads = 2}), run3(Limits{.threads = 3});
    one.extend_to(36000, run1);
    two.extend_to(36000, run2);
    three.extend_to(36000, run3);
    ASSERT_TRUE(std::ranges::equal(one.values(), two.values())) << rule;
    ASSERT_TRUE(std::ranges::equal(one.values(), three.values())) << rule;
  }
}

TEST(HeapValues, WorkIsTheSameOnOneThreadAndInParallelBlocks) {
  // work() bounds the default period search, so it must not depend on the thread count:
  // past 2^14 values two threads compute blocks, one thread value by value.
  for (const char* rule : {"grundy", "0.16"}) {
    HeapGrundySequence serial(HeapRule::parse(rule)), parallel(HeapRule::parse(rule));
    RunControl one(Limits{.threads = 1}), two(Limits{.threads = 2});
    serial.extend_to(20000, one);
    parallel.extend_to(20000, two);
    EXPECT_GT(serial.work(), 20000u) << rule;
    EXPECT_EQ(serial.work(), parallel.work()) << rule;
  }
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

// The definition once more, through HeapRule::for_each_option (which lists every move
// with the heaps it leaves): the reference engine must agree with it.
std::vector<GrundyValue> by_listed_options(const HeapRule& rule, std::size_t count) {
  std::vector<GrundyValue> g;
  for (std::size_t n = 0; n < count; ++n) {
    std::vector<bool> seen(4 * count + 64, false);
    rule.for_each_option(n, [&](std::span<const std::uint64_t> heaps) {
      GrundyValue x = 0;
      for (auto h : heaps) x ^= g[h];
      seen[x] = true;
    });
    GrundyValue v = 0;
    while (seen[v]) ++v;
    g.push_back(v);
  }
  return g;
}

TEST(HeapValues, ReferenceEqualsTheListedOptions) {
  for (const char* rule : {"0.77", "0.07", "4.07", "0.3F", "0.8", "C.1", "sub:2,5", "allbut:1,3", "grundy", "0.6"}) {
    const HeapRule r = HeapRule::parse(rule);
    EXPECT_EQ(naive_grundy_values(r, 150), by_listed_options(r, 150)) << rule;
  }
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

TEST(HeapValues, AResumedSequenceEqualsOneRunStateAndAll) {
  // Resumed from prefixes on both sides of the mask reviews (1024, 2048, ...): the same
  // values, the same mask and the same rare heaps as one uninterrupted run.
  for (const char* code : {"grundy", "0.6", "0.354", "4.07"}) {
    const HeapRule rule = HeapRule::parse(code);
    HeapGrundySequence whole(rule);
    whole.extend_to(20'000);
    for (std::size_t cut : {500, 1023, 1024, 1025, 3000, 4096, 9000}) {
      HeapGrundySequence resumed(rule);
      resumed.resume_from({whole.values().begin(), whole.values().begin() + static_cast<std::ptrdiff_t>(cut)});
      resumed.extend_to(20'000);
      ASSERT_TRUE(std::equal(whole.values().begin(), whole.values().end(), resumed.values().begin()))
          << code << " cut " << cut;
      EXPECT_EQ(resumed.rare_mask(), whole.rare_mask()) << code << " cut " << cut;
      EXPECT_EQ(resumed.rare_count(), whole.rare_count()) << code << " cut " << cut;
    }
  }
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

TEST(HeapValues, ValuesAreKeptInTheNarrowestWidthThatHoldsThem) {
  // Each sequence is stored in the narrowest of 8, 16 and 32 bits holding its largest value.
  for (const char* code : {"0.6", "grundy", "0.354", "0.1777", "0.77", "4.47", "allbut:1,2"}) {
    HeapGrundySequence seq(HeapRule::parse(code));
    seq.extend_to(40'000);
    const GrundyValue max = *std::max_element(seq.values().begin(), seq.values().end());
    EXPECT_EQ(seq.values().bits(), max <= 0xFF ? 8u : max <= 0xFFFF ? 16u : 32u) << code << " max " << max;
    EXPECT_TRUE(std::ranges::equal(seq.values().subspan(0, 2'000), naive_grundy_values(HeapRule::parse(code), 2'000)))
        << code;
  }

  // Nim (all-but with nothing excluded) has G(n) = n: the array widens at the first
  // value past 255 and again past 65535, and keeps every earlier value.
  HeapGrundySequence nim(HeapRule::parse("allbut:"));
  nim.extend_to(256);
  EXPECT_EQ(nim.values().bits(), 8u);
  nim.extend_to(65'536);
  EXPECT_EQ(nim.values().bits(), 16u);
  nim.extend_to(70'000);
  EXPECT_EQ(nim.values().bits(), 32u);
  for (std::size_t n = 0; n < nim.size(); ++n) ASSERT_EQ(nim.values()[n], n);
  nim.truncate(100);
  EXPECT_EQ(nim.values().bits(), 32u);
  EXPECT_EQ(nim.values().back(), 99u);

  // A resumed prefix takes the narrowest width that holds all of it.
  HeapGrundySequence small(HeapRule::parse("allbut:"));
  small.resume_from({0, 1, 2, 3});
  EXPECT_EQ(small.values().bits(), 8u);
  HeapGrundySequence large(HeapRule::parse("allbut:"));
  std::vector<GrundyValue> prefix(70'000);
  for (std::size_t n = 0; n < prefix.size(); ++n) prefix[n] = static_cast<GrundyValue>(n);
  large.resume_from(prefix);
  EXPECT_EQ(large.values().bits(), 32u);
  large.extend_to(70'010);
  EXPECT_EQ(large.values().back(), 70'009u);
}

TEST(HeapValues, ViewsOfEitherWidthReadTheSame) {
  const std::vector<GrundyValue> wide{4, 0, 7, 65535, 2, 9};
  const std::vector<std::uint16_t> narrow(wide.begin(), wide.end());
  const std::vector<std::uint8_t> bytes{4, 0, 7, 255, 2, 9};
  const HeapValues a(wide), b(narrow), c(bytes);
  EXPECT_EQ(a.bits(), 32u);
  EXPECT_EQ(b.bits(), 16u);
  EXPECT_EQ(c.bits(), 8u);
  EXPECT_TRUE(std::ranges::equal(a, b));
  EXPECT_TRUE(std::ranges::equal(a.subspan(2, 3), std::vector<GrundyValue>{7, 65535, 2}));
  EXPECT_TRUE(std::ranges::equal(b.subspan(2, 3), std::vector<GrundyValue>{7, 65535, 2}));
  EXPECT_TRUE(std::ranges::equal(c.subspan(2, 3), std::vector<GrundyValue>{7, 255, 2}));
  const auto sum = [](auto values) {
    std::uint64_t total = 0;
    for (auto v : values) total += v;
    return total;
  };
  EXPECT_EQ(a.visit(sum), b.visit(sum));
  EXPECT_EQ(*std::max_element(b.begin(), b.end()), 65535u);
  // Period searches and statistics see the same values in either width.
  const HeapRule rule = HeapRule::parse("0.354");
  HeapGrundySequence seq(rule);
  seq.extend_to(40'000);
  const std::vector<GrundyValue> copy(seq.values().begin(), seq.values().end());
  ASSERT_EQ(seq.values().bits(), 8u);
  EXPECT_EQ(find_apparent_period(seq.values()), find_apparent_period(copy));
  EXPECT_EQ(heap_statistics(seq.values(), seq.rare_mask()).rare_count, heap_statistics(copy, seq.rare_mask()).rare_count);
}

}  // namespace
}  // namespace cgt
