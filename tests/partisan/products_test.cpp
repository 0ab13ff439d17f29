// Norton's and Conway's products, ordinal sums and integer multiples of canonical
// games: CGSuite's expected outputs (CanonicalShortGameOps, EvalTest, GameTest) and
// identities from the definitions.
#include "cgt/partisan/products.hpp"

#include <gtest/gtest.h>

#include <absl/container/flat_hash_map.h>

#include <random>
#include <string>

#include "cgt/core/nimber.hpp"
#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/game_form.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game game(const char* text) { return parse_game(text); }

TEST(Products, NortonProductFacts) {
  // CGSuite: 0.NortonProduct(^) = 0, 6 -> ^6, (-4) -> v4, (1/2).NortonProduct(^) =
  // {^^*|v*}, ^.NortonProduct(^) = {^^*||0|v4}, Tiny(2).NortonProduct(^) = {^^*||0|v6}.
  const Game up = Game::up();
  EXPECT_EQ(norton_product(Game(), up), Game());
  EXPECT_EQ(norton_product(Game::integer(6), up), game("^6"));
  EXPECT_EQ(norton_product(Game::integer(-4), up), game("v4"));
  EXPECT_EQ(norton_product(game("1/2"), up), game("{^^*|v*}"));
  EXPECT_EQ(norton_product(up, up), game("{^^*||0|v4}"));
  EXPECT_EQ(norton_product(game("Tiny(2)"), up), game("{^^*||0|v6}"));
}

TEST(Products, ConwayProductFacts) {
  // CGSuite: *4·*4 = *6, *19·*23 = *86, 15.ConwayProduct(^^*2) = ^30*2,
  // {3|1}.ConwayProduct(^^) = {^6|^^}, ^^.ConwayProduct(^^) = {0||0,*|0,{0,*|0,*2}},
  // *5 ConwayProduct *6 = *8 (CompoundGameTestCase).
  EXPECT_EQ(conway_product(game("*4"), game("*4")), game("*6"));
  EXPECT_EQ(conway_product(game("*19"), game("*23")), game("*86"));
  EXPECT_EQ(conway_product(game("15"), game("^^*2")), game("^30*2"));
  EXPECT_EQ(conway_product(game("{3|1}"), game("^^")), game("{^6|^^}"));
  EXPECT_EQ(conway_product(game("^^"), game("^^")), game("{0||0,*|0,{0,*|0,*2}}"));
  EXPECT_EQ(conway_product(game("*5"), game("*6")), game("*8"));
  EXPECT_EQ(conway_product(game("1/2"), game("1/4")), game("1/8"));
}

TEST(Products, OrdinalSumFacts) {
  // CompoundGameTestCase.scala, g : h for canonical g and h.
  EXPECT_EQ(ordinal_sum(game("1/2"), game("1/4")), game("9/16"));
  EXPECT_EQ(ordinal_sum(game("*5"), game("*6")), game("*11"));
  EXPECT_EQ(ordinal_sum(game("+-1"), game("^^")), game("{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}"));
  EXPECT_EQ(ordinal_sum(game("{1|0}"), Game()), game("{1|0}"));
  // CanonicalShortGame.powTo: ^<2> is ^ : ... ; Siegel: 1:1 = 2, 1:-1 = 1/2.
  EXPECT_EQ(ordinal_sum(game("1"), game("1")), game("2"));
  EXPECT_EQ(ordinal_sum(game("1"), game("-1")), game("1/2"));
}

TEST(Products, IntegerMultipleFacts) {
  // CGSuite (Ops.scala: an integer times a canonical game is G.NCopies(n), i.e. the
  // NortonProduct of n and G): 9*(1+^.Pow(2)+*4), with ^.Pow(2) = ^<2> = {0|v*};
  // (*+*)*3 = 0; -2 * '{|-1}' = 4 ('{|-1}' is -2).
  const char* expected =
      "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,9v5*5|||9v7*5,"
      "9v6*4||9v8*4,9v7*5|9v9*5}}}";
  EXPECT_EQ(integer_multiple(9, game("1") + game("{0|v*}") + game("*4")), game(expected));
  EXPECT_EQ(integer_multiple(3, game("*") + game("*")), Game());
  EXPECT_EQ(integer_multiple(-2, Game::from_options({}, std::vector<Game>{Game::integer(-1)})), Game::integer(4));
  EXPECT_EQ(integer_multiple(mpz_class(1) << 70, Game::integer(1)), Game::number(Dyadic(mpz_class(1) << 70)));
}

TEST(Products, IdentitiesOnGamesBornByDay3) {
  const std::vector<Game> day3 = games_born_by(3), day2 = games_born_by(2);
  std::mt19937 rng(7);
  std::uniform_int_distribution<std::size_t> pick(0, day3.size() - 1);
  for (Game g : day3) {
    // 1·G = G for Conway's product (1 = {0|}: the options reduce to G^L and G^R), and
    // G.1 = G for Norton's (U = 1 has the one incentive -1, so U + I = 0).
    EXPECT_EQ(conway_product(Game::integer(1), g), g) << to_string(g);
    EXPECT_EQ(norton_product(g, Game::integer(1)), g) << to_string(g);
  }
  for (int i = 0; i < 300; ++i) {
    // n·G is the sum of n copies (a sample: sums of hot games grow fast).
    const Game g = day3[pick(rng)];
    Game sum;
    for (int n = 0; n <= 3; ++n, sum += g) {
      EXPECT_EQ(integer_multiple(n, g), sum) << n << " " << to_string(g);
      EXPECT_EQ(integer_multiple(-n, g), -sum) << n << " " << to_string(g);
      EXPECT_EQ(norton_product(Game::integer(n), g), sum) << n << " " << to_string(g);
    }
  }
  // Conway's product is commutative (its definition is symmetric in G and H).
  for (Game g : day2)
    for (Game h : day2) EXPECT_EQ(conway_product(g, h), conway_product(h, g)) << to_string(g) << " " << to_string(h);
  for (int i = 0; i < 40; ++i) {
    const Game g = day3[pick(rng)], h = day2[i % day2.size()];
    EXPECT_EQ(conway_product(g, h), conway_product(h, g)) << to_string(g) << " " << to_string(h);
  }
  // Norton's product by a positive unit is additive and order-preserving on numbers
  // (Winning Ways ch. 8).
  std::vector<Game> numbers;
  for (Game g : day3)
    if (g.is_number()) numbers.push_back(g);
  for (Game unit : {Game::up(), game("1/2"), game("{2|1}"), game("^*")}) {
    if (!leq(Game(), unit)) continue;
    for (Game x : numbers)
      for (Game y : numbers) {
        EXPECT_EQ(norton_product(x + y, unit), norton_product(x, unit) + norton_product(y, unit))
            << to_string(x) << " " << to_string(y) << " " << to_string(unit);
        EXPECT_EQ(leq(x, y), leq(norton_product(x, unit), norton_product(y, unit)))
            << to_string(x) << " " << to_string(y) << " " << to_string(unit);
      }
  }
}

TEST(Products, NimberProductsFromTheDefinition) {
  // ONAG ch. 6: Conway's product of *a and *b, computed from the forms' options alone,
  // is *(a ⊗ b) (nim multiplication).
  absl::flat_hash_map<std::uint64_t, GameForm> nimbers;
  std::vector<GameForm> lower;
  for (std::uint64_t a = 0; a < 8; ++a) {
    nimbers.emplace(a, GameForm::node(lower, lower));
    lower.push_back(nimbers.at(a));
  }
  for (std::uint64_t a = 0; a < 8; ++a)
    for (std::uint64_t b = 0; b < 8; ++b) {
      EXPECT_EQ(conway_product(nimbers.at(a), nimbers.at(b)).canonical(), Game::nimber(nim_product(a, b)))
          << a << " " << b;
      EXPECT_EQ(conway_product(Game::nimber(a), Game::nimber(b)), Game::nimber(nim_product(a, b)));
    }
}

}  // namespace
}  // namespace cgt
