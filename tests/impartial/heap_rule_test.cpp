#include "cgt/impartial/heap_rule.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <string>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(HeapRule, ParsesOctalAndHexCodes) {
  const HeapRule kayles = HeapRule::parse("0.77");
  EXPECT_EQ(kayles.kind(), HeapRule::Kind::Code);
  EXPECT_EQ(kayles.name(), "0.77");
  EXPECT_EQ(kayles.last_digit_index(), 2u);
  EXPECT_EQ(kayles.max_heaps_left(), 2);

  const HeapRule hex = HeapRule::parse("0.3f");
  EXPECT_EQ(hex.name(), "0.3F");
  EXPECT_EQ(hex.max_heaps_left(), 3);

  const HeapRule split = HeapRule::parse("4.07");
  EXPECT_EQ(split.digits()[0], 4);
  EXPECT_EQ(split.last_digit_index(), 2u);

  EXPECT_EQ(HeapRule::parse("0.0700").name(), "0.07");  // trailing zero digits are dropped
  EXPECT_EQ(HeapRule::parse("0.").name(), "0.0");
  EXPECT_EQ(HeapRule::parse("0.6").max_heaps_left(), 2);
  EXPECT_EQ(HeapRule::parse("0.3").max_heaps_left(), 1);
}

// Named games (kayles, officers, ...) live in the catalogue (tests/catalogue).
TEST(HeapRule, GrundysGame) {
  EXPECT_EQ(HeapRule::parse("grundy").kind(), HeapRule::Kind::Grundy);
  EXPECT_EQ(HeapRule::parse("4!.0").kind(), HeapRule::Kind::Grundy);  // CGSuite's code
  EXPECT_THROW(HeapRule::parse("0.4!"), DomainError);
}

TEST(HeapRule, SubtractionSetsAreCodesWithDigitThree) {
  const HeapRule sub = HeapRule::parse("sub:4,1,3,3");
  EXPECT_EQ(sub.name(), "sub:1,3,4");
  ASSERT_EQ(sub.digits().size(), 5u);
  EXPECT_EQ(sub.digits()[1], 3);
  EXPECT_EQ(sub.digits()[2], 0);
  EXPECT_EQ(sub.digits()[4], 3);
  EXPECT_EQ(sub.max_heaps_left(), 1);
}

TEST(HeapRule, AllButSets) {
  const HeapRule rule = HeapRule::parse("allbut:2,1");
  EXPECT_EQ(rule.kind(), HeapRule::Kind::AllBut);
  EXPECT_EQ(rule.name(), "allbut:1,2");
  EXPECT_FALSE(rule.has_periodicity_theorem());
  EXPECT_EQ(HeapRule::parse("allbut:").name(), "allbut:");  // no exclusions: Nim
}

std::string error_of(const std::string& text) {
  try {
    HeapRule::parse(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// CGSuite's GameHeapTest: Subtraction([2,3,7]).Code and (allbut => true).Code; Kayles,
// Grundy's game and Nim as CGSuite writes them. A code reads back as the same rule.
TEST(HeapRule, CGSuiteCodes) {
  EXPECT_EQ(HeapRule::parse("sub:2,3,7").code(), "0.0330003");
  EXPECT_EQ(HeapRule::parse("allbut:2,3,7").code(), "0.3003330[3]");
  EXPECT_EQ(HeapRule::parse("0.77").code(), "0.77");
  EXPECT_EQ(HeapRule::parse("grundy").code(), "4!.0");
  EXPECT_EQ(HeapRule::parse("0.[3]").code(), "0.[3]");
  EXPECT_EQ(HeapRule::parse("4.0").code(), "4.0");
  for (const char* rule : {"sub:2,3,7", "allbut:2,3,7", "0.77", "0.3F", "allbut:1"}) {
    const HeapRule r = HeapRule::parse(rule);
    const HeapRule again = HeapRule::parse(r.code());
    for (std::uint64_t n = 0; n < 30; ++n) {
      std::vector<std::vector<std::uint64_t>> a, b;
      r.for_each_option(n, [&](std::span<const std::uint64_t> h) { a.emplace_back(h.begin(), h.end()); });
      again.for_each_option(n, [&](std::span<const std::uint64_t> h) { b.emplace_back(h.begin(), h.end()); });
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      EXPECT_EQ(a, b) << rule << " at " << n;
    }
  }
}

TEST(HeapRule, MalformedRulesNameTheProblem) {
  EXPECT_NE(error_of("0.0g7").find("character 4"), std::string::npos) << error_of("0.0g7");
  EXPECT_NE(error_of("1.07").find("d0"), std::string::npos);
  EXPECT_NE(error_of("07").find("expected a code"), std::string::npos);
  EXPECT_NE(error_of("00.7").find("one digit before"), std::string::npos);
  EXPECT_NE(error_of("sub:1,,2").find("character 7"), std::string::npos) << error_of("sub:1,,2");
  EXPECT_NE(error_of("sub:0").find("positive"), std::string::npos);
  EXPECT_NE(error_of("sub:").find("positive integer"), std::string::npos);
  EXPECT_NE(error_of("sub:1;2").find("expected ','"), std::string::npos);
  EXPECT_NE(error_of("sub:99999999999999999999999").find("limit"), std::string::npos);
  EXPECT_NE(error_of("").find("empty"), std::string::npos);
  EXPECT_THROW(HeapRule::parse("0.7x"), ParseError);
  EXPECT_THROW(HeapRule::parse("sub:5000000"), LimitError);
}

TEST(HeapRule, OptionsOfAHeap) {
  // Kayles 0.77 from a heap of 4: remove 1 (leaving {3} or {1,2}) or 2 (leaving {2} or {1,1}).
  int count = 0;
  HeapRule::parse("0.77").for_each_option(4, [&](std::span<const std::uint64_t> heaps) {
    std::uint64_t total = 0;
    for (auto h : heaps) total += h;
    EXPECT_TRUE(total == 3 || total == 2);
    ++count;
  });
  EXPECT_EQ(count, 4);
}

TEST(HeapRule, GrundysGameOptionCount) {
  // CGSuite's test: heap 92679 of Grundy's game has exactly 46339 options (46341 is the
  // least n with n^2 >= 2^31, so a 32-bit overflow would break this).
  std::uint64_t count = 0;
  HeapRule::grundys_game().for_each_option(92679, [&](std::span<const std::uint64_t>) { ++count; });
  EXPECT_EQ(count, 46339u);
}

}  // namespace
}  // namespace cgt
