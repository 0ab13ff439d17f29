#include "cgt/core/dyadic.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Dyadic d(const char* text) { return Dyadic::parse(text); }

TEST(Dyadic, ParsesAndPrintsReducedFractions) {
  EXPECT_EQ(d("3/4").to_string(), "3/4");
  EXPECT_EQ(d("-5/8").to_string(), "-5/8");
  EXPECT_EQ(d("6/4").to_string(), "3/2");
  EXPECT_EQ(d("8/4").to_string(), "2");
  EXPECT_EQ(d("-0").to_string(), "0");
  EXPECT_EQ(d("123456789012345678901234567890").to_string(), "123456789012345678901234567890");
  EXPECT_THROW(d("3/5"), ParseError);
  EXPECT_THROW(d("3/"), ParseError);
  EXPECT_THROW(d("x"), ParseError);
  EXPECT_THROW(d("1/-2"), ParseError);
  EXPECT_THROW(d("1/0"), ParseError);
}

TEST(Dyadic, ArithmeticIsExactAtAnySize) {
  EXPECT_EQ(d("3/4") + d("5/8"), d("11/8"));
  EXPECT_EQ(d("3/4") - d("3/4"), Dyadic(0));
  EXPECT_EQ(d("3/4") * d("-1/2"), d("-3/8"));
  EXPECT_EQ(Dyadic(3).half(), d("3/2"));
  EXPECT_EQ(Dyadic(4).half(), Dyadic(2));
  EXPECT_LT(d("-5/8"), d("-1/2"));
  EXPECT_EQ(d("7/4").floor(), 1);
  EXPECT_EQ(d("-7/4").floor(), -2);
  EXPECT_EQ(d("-7/4").ceil(), -1);
  // 2^100 + 2^-100 - 2^100 = 2^-100: no wrap-around, no rounding.
  Dyadic big = Dyadic::from_parts(mpz_class(1), 0);
  for (int i = 0; i < 100; ++i) big = big + big;
  Dyadic tiny = Dyadic(1);
  for (int i = 0; i < 100; ++i) tiny = tiny.half();
  EXPECT_EQ((big + tiny) - big, tiny);
  EXPECT_EQ(tiny.exponent(), 100u);
}

TEST(Dyadic, SimplestNumberExamples) {
  // The examples, and Conway's (ONAG ch. 0): {|} = 0, {0|} = 1, {|-1} = -2, {0|1} = 1/2.
  EXPECT_EQ(simplest_number(d("-25/8"), d("3/2")), Dyadic(0));
  EXPECT_EQ(simplest_number(d("-11/2"), Dyadic(-2)), Dyadic(-3));
  EXPECT_EQ(simplest_number(d("13/8"), d("57/32")), d("7/4"));
  EXPECT_EQ(simplest_number(std::nullopt, std::nullopt), Dyadic(0));
  EXPECT_EQ(simplest_number(Dyadic(0), std::nullopt), Dyadic(1));
  EXPECT_EQ(simplest_number(std::nullopt, Dyadic(-1)), Dyadic(-2));
  EXPECT_EQ(simplest_number(Dyadic(0), Dyadic(1)), d("1/2"));
  EXPECT_EQ(simplest_number(Dyadic(1), Dyadic(2)), d("3/2"));
  EXPECT_EQ(simplest_number(d("1/2"), Dyadic(1)), d("3/4"));
  EXPECT_THROW(simplest_number(Dyadic(1), Dyadic(1)), DomainError);
  EXPECT_THROW(simplest_number(Dyadic(2), Dyadic(1)), DomainError);
}

TEST(Dyadic, SimplestNumberHasTheLeastBirthdayOnRandomIntervals) {
  // Brute force: among all dyadics with denominator <= 2^6 in [-12, 12], the one of least
  // birthday strictly inside the interval (it is unique).
  std::vector<Dyadic> all;
  for (long num = -12 * 64; num <= 12 * 64; ++num) all.push_back(Dyadic::from_parts(mpz_class(num), 6));
  std::mt19937 rng(17);
  for (int trial = 0; trial < 3000; ++trial) {
    auto random_dyadic = [&] {  // in [-11, 11], denominator <= 2^5
      const unsigned e = rng() % 6;
      const long range = 11L << e;
      return Dyadic::from_parts(mpz_class(static_cast<long>(rng() % (2 * range + 1)) - range), e);
    };
    const Dyadic a = random_dyadic(), b = random_dyadic();
    if (a == b) continue;
    const Dyadic lo = std::min(a, b), hi = std::max(a, b);
    const bool open_left = trial % 7 == 0, open_right = trial % 11 == 0;
    std::optional<Dyadic> best;
    for (const Dyadic& x : all) {
      if ((!open_left && x <= lo) || (!open_right && x >= hi)) continue;
      if (!best || birthday(x) < birthday(*best)) best = x;
    }
    const auto got = simplest_number(open_left ? std::nullopt : std::optional(lo),
                                     open_right ? std::nullopt : std::optional(hi));
    ASSERT_TRUE(best.has_value());  // the enumeration covers [-12, 12] and every bound is inside it
    EXPECT_EQ(got, *best) << lo.to_string() << " " << hi.to_string();
  }
}

TEST(Dyadic, Birthdays) {
  EXPECT_EQ(birthday(Dyadic(0)), 0);
  EXPECT_EQ(birthday(Dyadic(-3)), 3);
  EXPECT_EQ(birthday(d("1/2")), 2);
  EXPECT_EQ(birthday(d("-3/4")), 3);
  EXPECT_EQ(birthday(d("5/4")), 4);
}

}  // namespace
}  // namespace cgt
