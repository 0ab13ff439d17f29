// The ordinal sum of numbers in closed form (cgt/core/sign_expansion.hpp) against the
// definition G:H = {G^L, G:H^L | G^R, G:H^R} on the canonical forms as explicit forms,
// for every pair of numbers born by day 5; sign expansions from ONAG ch. 3.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/sign_expansion.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_form.hpp"
#include "cgt/partisan/products.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// The numbers born by day `days`: each day adds one below, one above, and the
// midpoint of each gap (the simplest number between two consecutive ones).
std::vector<Dyadic> numbers_born_by(int days) {
  std::vector<Dyadic> born{Dyadic(0)};
  for (int d = 0; d < days; ++d) {
    std::vector<Dyadic> next{born.front() - Dyadic(1)};
    for (std::size_t i = 0; i < born.size(); ++i) {
      next.push_back(born[i]);
      if (i + 1 < born.size()) next.push_back((born[i] + born[i + 1]).half());
    }
    next.push_back(born.back() + Dyadic(1));
    born = next;
  }
  return born;
}

std::vector<SignRun> runs(std::initializer_list<int> signs) {
  std::vector<SignRun> out;
  for (const int s : signs) {
    if (!out.empty() && out.back().sign == s) out.back().count += 1;
    else out.push_back({s, 1});
  }
  return out;
}

TEST(SignExpansion, MatchesOnag) {
  EXPECT_TRUE(sign_expansion(Dyadic(0)).empty());
  EXPECT_EQ(sign_expansion(Dyadic(3)), runs({1, 1, 1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("1/2")), runs({1, -1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("1/4")), runs({1, -1, -1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("3/8")), runs({1, -1, -1, 1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("5/8")), runs({1, -1, 1, -1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("-5/4")), runs({-1, -1, 1, 1}));
  EXPECT_EQ(sign_expansion(Dyadic::parse("11/4")), runs({1, 1, 1, -1, 1}));
}

TEST(SignExpansion, ItsLengthIsTheBirthday) {
  const std::vector<Dyadic> born = numbers_born_by(6);
  for (const Dyadic& x : born) {
    mpz_class length = 0;
    for (const SignRun& r : sign_expansion(x)) length += r.count;
    EXPECT_EQ(length, birthday(Game::number(x))) << x.to_string();
  }
}

TEST(OrdinalSumOfNumbers, AgreesWithTheDefinitionOnEveryPairBornByDay5) {
  const std::vector<Dyadic> born = numbers_born_by(5);
  ASSERT_EQ(born.size(), 63u);  // 2^(n+1) - 1 numbers born by day n
  for (const Dyadic& x : born)
    for (const Dyadic& y : born) {
      const Game g = Game::number(x), h = Game::number(y);
      const Game by_definition = ordinal_sum(GameForm::of(g), GameForm::of(h)).canonical();
      EXPECT_EQ(ordinal_sum(g, h), by_definition) << x.to_string() << " : " << y.to_string();
      EXPECT_EQ(Game::number(ordinal_sum(x, y)), by_definition);
    }
}

TEST(OrdinalSumOfNumbers, LongSignRunsCostNothingAndHugeDenominatorsAreRefused) {
  // -18234374 : 19240 = -18234373 - 2^-19240 (a fuzzer's input, once minutes of recursion).
  const Dyadic x = ordinal_sum(Dyadic(-18234374), Dyadic(19240));
  EXPECT_EQ(x, Dyadic(-18234373) - Dyadic::from_parts(1, 19240));
  EXPECT_EQ(ordinal_sum(Dyadic(5), Dyadic(mpz_class("1000000000000000000000"))), Dyadic(mpz_class("1000000000000000000005")));
  EXPECT_EQ(ordinal_sum(Dyadic(1), Dyadic(-1)), Dyadic::parse("1/2"));
  EXPECT_THROW(ordinal_sum(Dyadic(-3), Dyadic(mpz_class("1000000000000"))), LimitError);
}

}  // namespace
}  // namespace cgt
