#include "cgt/partisan/thermograph.hpp"

#include <absl/container/flat_hash_map.h>
#include <gtest/gtest.h>

#include <functional>
#include <optional>

#include <random>

namespace cgt {
namespace CGT_TEST_NS {

Game num(const char* x) { return Game::number(Dyadic::parse(x)); }
Game opts(std::initializer_list<Game> l, std::initializer_list<Game> r) {
  return Game::from_options(std::span(l.begin(), l.size()), std::span(r.begin(), r.size()));
}
Dyadic d(const char* x) { return Dyadic::parse(x); }

TEST(Thermograph, TemperaturesOfNumbersFollowTheSubzeroConvention) {
  // Siegel, CGT; CGSuite: integers -1, m/2^k (k >= 1) -1/2^k.
  EXPECT_EQ(temperature(Game::integer(3)), Dyadic(-1));
  EXPECT_EQ(temperature(Game()), Dyadic(-1));
  EXPECT_EQ(temperature(num("1/2")), d("-1/2"));
  EXPECT_EQ(temperature(num("-3/4")), d("-1/4"));
  EXPECT_EQ(temperature(num("5/8")), d("-1/8"));
  EXPECT_EQ(mean(num("5/8")), d("5/8"));
}

TEST(Thermograph, SwitchesAndDomineering) {
  const Game pm1 = opts({Game::integer(1)}, {Game::integer(-1)});
  EXPECT_EQ(temperature(pm1), Dyadic(1));
  EXPECT_EQ(mean(pm1), Dyadic(0));
  // Domineering 2x3 = {2|-1/2}: mean 3/4, temperature 5/4 (Winning Ways ch. 6; Wikipedia).
  const Game g = opts({Game::integer(2)}, {num("-1/2")});
  EXPECT_EQ(mean(g), d("3/4"));
  EXPECT_EQ(temperature(g), d("5/4"));
  EXPECT_EQ(thermograph(g).to_string(), "Thermograph(3/4,[5/4],[0,-1],3/4,[5/4,-1/2],[0,1,0])");
  // {1*|-1*}: temperature 1, mean 0 (Domineering, 4x4 minus a corner).
  const Game s = Game::nimber(1);
  EXPECT_EQ(temperature(opts({Game::integer(1) + s}, {Game::integer(-1) + s})), Dyadic(1));
}

TEST(Thermograph, InfinitesimalsHaveTemperatureZero) {
  EXPECT_EQ(temperature(Game::nimber(1)), Dyadic(0));
  EXPECT_EQ(temperature(Game::up()), Dyadic(0));
  EXPECT_EQ(temperature(Game::nimber(2) + Game::up()), Dyadic(0));
  const Game tiny2 = opts({Game()}, {opts({Game()}, {Game::integer(-2)})});  // {0||0|-2}
  EXPECT_EQ(temperature(tiny2), Dyadic(0));
  EXPECT_EQ(mean(tiny2), Dyadic(0));
}

// x + n.^ + *k takes the thermograph of x + *, x + ^ or x + v (CGSuite's shortcut); checked
// against the scaffolds built through every option (Siegel, CGT II.5), memoised by id.
TEST(Thermograph, NumberUpStarsAgreeWithTheirScaffolds) {
  absl::flat_hash_map<Game::Id, Thermograph> memo;
  const std::function<Thermograph(Game)> plain = [&](Game g) -> Thermograph {
    if (g.is_number() && g.number_value().is_integer())
      return {Trajectory::constant(g.number_value()), Trajectory::constant(g.number_value()), Dyadic(-1), g.number_value()};
    if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
    std::optional<Trajectory> left, right;
    for (Game l : g.left_options()) {
      Trajectory s = plain(l).right_wall.tilted(-1);
      left = left ? Trajectory::max(*left, s) : s;
    }
    for (Game r : g.right_options()) {
      Trajectory s = plain(r).left_wall.tilted(+1);
      right = right ? Trajectory::min(*right, s) : s;
    }
    const Dyadic meet = *Trajectory::first_meeting(*left, *right);
    Thermograph t{left->masted_at(meet), right->masted_at(meet), meet, left->value_at(meet)};
    memo.emplace(g.id(), t);
    return t;
  };
  for (const char* x : {"0", "1/2", "-3/4", "5/8"}) {
    for (long n = -4; n <= 4; ++n) {
      for (std::uint64_t k = 0; k <= 6; ++k) {
        const Game g = Game::number_up_star(d(x), n, k);
        EXPECT_EQ(thermograph(g).to_string(), plain(g).to_string()) << x << ' ' << n << ' ' << k;
      }
    }
  }
  EXPECT_EQ(temperature(Game::nimber(100000)), Dyadic(0));  // no walk through 10^5 options
}

TEST(Thermograph, MeanIsAdditiveOnRandomSums) {
  // mean(G + H) = mean(G) + mean(H) (Winning Ways ch. 6; Siegel, CGT, II.5).
  std::mt19937 rng(8);
  std::vector<Game> games;
  for (int i = 0; i < 30; ++i) {
    std::vector<Game> l, r;
    const int nl = 1 + rng() % 2, nr = 1 + rng() % 2;
    for (int j = 0; j < nl; ++j) l.push_back(Game::number(Dyadic::from_parts(mpz_class(static_cast<long>(rng() % 9)), rng() % 3)));
    for (int j = 0; j < nr; ++j) r.push_back(Game::number(Dyadic::from_parts(mpz_class(-static_cast<long>(rng() % 9)), rng() % 3)));
    games.push_back(Game::from_options(l, r));
  }
  for (std::size_t i = 0; i + 1 < games.size(); ++i) {
    const Game s = games[i] + games[i + 1];
    EXPECT_EQ(mean(s), mean(games[i]) + mean(games[i + 1]));
    EXPECT_LE(temperature(s), std::max(temperature(games[i]), temperature(games[i + 1])));
  }
}

}  // namespace
}  // namespace cgt
