#include "cgt/partisan/game.hpp"

#include <absl/container/flat_hash_map.h>
#include <gtest/gtest.h>

#include <functional>
#include <random>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game num(const char* x) { return Game::number(Dyadic::parse(x)); }
Game opts(std::initializer_list<Game> l, std::initializer_list<Game> r) {
  return Game::from_options(std::span(l.begin(), l.size()), std::span(r.begin(), r.size()));
}
const Game zero;
Game star() { return Game::nimber(1); }

TEST(Game, NumbersBySimplicity) {
  // ONAG ch. 0 / Winning Ways ch. 2: {|} = 0, {0|} = 1, {0|1} = 1/2, {1|} = 2, {-1|1} = 0.
  EXPECT_EQ(opts({}, {}), zero);
  EXPECT_EQ(opts({zero}, {}), Game::integer(1));
  EXPECT_EQ(opts({zero}, {Game::integer(1)}), num("1/2"));
  EXPECT_EQ(opts({Game::integer(1)}, {}), Game::integer(2));
  EXPECT_EQ(opts({Game::integer(-1)}, {Game::integer(1)}), zero);
  EXPECT_EQ(opts({num("1/2")}, {Game::integer(1)}), num("3/4"));
  EXPECT_TRUE(num("3/4").is_number());
  EXPECT_EQ(num("1/2") + num("1/2"), Game::integer(1));
}

TEST(Game, IntegersAreTheNumbersOfDenominatorOne) {
  // {0|} = 1 and {-1|1} = 0 are integers; {0|1} = 1/2, * and {1|-1} are not.
  EXPECT_TRUE(opts({zero}, {}).is_integer());
  EXPECT_TRUE(opts({Game::integer(-1)}, {Game::integer(1)}).is_integer());
  EXPECT_TRUE(Game::integer(-7).is_integer());
  EXPECT_TRUE((num("3/4") + num("1/4")).is_integer());
  EXPECT_FALSE(opts({zero}, {Game::integer(1)}).is_integer());
  EXPECT_FALSE(star().is_integer());
  EXPECT_FALSE(opts({Game::integer(1)}, {Game::integer(-1)}).is_integer());
}

TEST(Game, StarUpAndFriends) {
  const Game s = star(), up = Game::up();
  EXPECT_EQ(s + s, zero);                            // * + * = 0
  EXPECT_EQ(outcome(s), OutcomeClass::N);
  EXPECT_EQ(outcome(up), OutcomeClass::L);           // ^ > 0
  EXPECT_EQ(compare(up + s, zero), Relation::Confused);  // ^* || 0 (Winning Ways ch. 3)
  EXPECT_EQ(up + s, opts({zero, s}, {zero}));        // ^* = {0,*|0}
  EXPECT_EQ(up + up + s, opts({zero}, {up}));        // ^^* = {0|^}
  EXPECT_EQ(up + up, opts({zero}, {up + s}));        // ^^ = {0|^*}
  EXPECT_EQ(-up, opts({s}, {zero}));                 // v = {*|0}
  EXPECT_EQ(Game::nimber(2) + Game::nimber(3), Game::nimber(1));  // *2 + *3 = *1
  EXPECT_EQ(opts({zero}, {s}), up);
  EXPECT_TRUE(is_infinitesimal(up));
}

TEST(Game, SwitchesAndTheirSums) {
  const Game pm1 = opts({Game::integer(1)}, {Game::integer(-1)});  // +-1
  EXPECT_EQ(pm1 + pm1, zero);  // +-1 + +-1 = 0 (Winning Ways ch. 2)
  EXPECT_EQ(outcome(pm1), OutcomeClass::N);
  EXPECT_EQ(left_stop(pm1), Dyadic(1));
  EXPECT_EQ(right_stop(pm1), Dyadic(-1));
  const Game g = opts({Game::integer(2)}, {num("-1/2")});  // Domineering 2x3 = {2|-1/2}
  EXPECT_EQ(left_stop(g), Dyadic(2));
  EXPECT_EQ(birthday(g), 3);
  EXPECT_EQ(birthday(star()), 1);
  EXPECT_EQ(birthday(Game::up()), 2);
}

TEST(Game, NumberTranslationAndHugeNumbers) {
  Dyadic big(1);
  for (int i = 0; i < 200; ++i) big = big + big;  // 2^200: never expanded as a tree
  const Game x = Game::number(big);
  EXPECT_EQ(x + star() - x, star());
  EXPECT_EQ(compare(x, x + Game::up()), Relation::Less);
  EXPECT_EQ(left_stop(x + star()), big);
  EXPECT_EQ(opts({Game::integer(1)}, {Game::integer(1)}), Game::integer(1) + star());  // {1|1} = 1*
}

// A slow reference: the value of a game tree without canonical forms, compared by the
// definition, on random small trees.
struct Tree {
  std::vector<Tree> left, right;
};
bool tree_leq(const Tree& a, const Tree& b) {
  for (const Tree& l : a.left)
    if (tree_leq(b, l)) return false;
  for (const Tree& r : b.right)
    if (tree_leq(r, a)) return false;
  return true;
}
Tree random_tree(std::mt19937& rng, int depth) {
  Tree t;
  if (depth == 0) return t;
  const int nl = rng() % 3, nr = rng() % 3;
  for (int i = 0; i < nl; ++i) t.left.push_back(random_tree(rng, depth - 1));
  for (int i = 0; i < nr; ++i) t.right.push_back(random_tree(rng, depth - 1));
  return t;
}
Game to_game(const Tree& t) {
  std::vector<Game> l, r;
  for (const Tree& x : t.left) l.push_back(to_game(x));
  for (const Tree& x : t.right) r.push_back(to_game(x));
  return Game::from_options(l, r);
}
Tree negate_tree(const Tree& t) {
  Tree n;
  for (const Tree& x : t.right) n.left.push_back(negate_tree(x));
  for (const Tree& x : t.left) n.right.push_back(negate_tree(x));
  return n;
}
Tree sum_tree(const Tree& a, const Tree& b) {
  Tree s;
  for (const Tree& x : a.left) s.left.push_back(sum_tree(x, b));
  for (const Tree& x : b.left) s.left.push_back(sum_tree(a, x));
  for (const Tree& x : a.right) s.right.push_back(sum_tree(x, b));
  for (const Tree& x : b.right) s.right.push_back(sum_tree(a, x));
  return s;
}

TEST(Game, CanonicalFormsAgreeWithTheDefinitionOnRandomTrees) {
  std::mt19937 rng(2718);
  std::vector<Tree> trees;
  for (int i = 0; i < 60; ++i) trees.push_back(random_tree(rng, 1 + rng() % 3));
  for (std::size_t i = 0; i < trees.size(); ++i) {
    const Game gi = to_game(trees[i]);
    EXPECT_EQ(gi - gi, zero);  // G - G = 0
    for (std::size_t j = 0; j < trees.size(); j += 3) {
      const Game gj = to_game(trees[j]);
      ASSERT_EQ(leq(gi, gj), tree_leq(trees[i], trees[j])) << i << " " << j;
      // Equal values have equal canonical forms (ids), and the sum is the tree sum.
      EXPECT_EQ(gi == gj, tree_leq(trees[i], trees[j]) && tree_leq(trees[j], trees[i]));
      EXPECT_EQ(gi + gj, gj + gi);
      if (i < 20 && j < 20) {
        const Tree s = sum_tree(trees[i], trees[j]);
        const Game gs = gi + gj;
        EXPECT_TRUE(leq(gs, to_game(s)) && leq(to_game(s), gs));
        EXPECT_EQ(to_game(sum_tree(trees[i], negate_tree(trees[i]))), zero);
      }
      // Comparison agrees with the outcome of the difference.
      const OutcomeClass o = outcome(gi - gj);
      EXPECT_EQ(leq(gj, gi), o == OutcomeClass::L || o == OutcomeClass::P);
    }
  }
}

TEST(Game, SumIsAssociative) {
  std::mt19937 rng(99);
  for (int i = 0; i < 40; ++i) {
    const Game a = to_game(random_tree(rng, 2)), b = to_game(random_tree(rng, 2)), c = to_game(random_tree(rng, 2));
    EXPECT_EQ((a + b) + c, a + (b + c));
  }
}

// x + n.^ + *k gets its birthday and stops in closed form; checked against the plain
// recursion through the options (memoised here, so *k costs k^2 steps, not 2^k).
TEST(Game, ClosedFormsOfNumberUpStarsAgreeWithTheRecursion) {
  absl::flat_hash_map<Game::Id, mpz_class> days;
  const std::function<mpz_class(Game)> plain_birthday = [&](Game g) -> mpz_class {
    if (g.is_number()) return birthday(g.number_value());
    if (auto it = days.find(g.id()); it != days.end()) return it->second;
    mpz_class most = 0;
    for (Game x : g.left_options()) most = std::max(most, plain_birthday(x));
    for (Game x : g.right_options()) most = std::max(most, plain_birthday(x));
    days.emplace(g.id(), most + 1);
    return most + 1;
  };
  const std::function<Dyadic(Game, bool)> plain_stop = [&](Game g, bool left) -> Dyadic {
    if (g.is_number()) return g.number_value();
    std::optional<Dyadic> best;
    for (Game o : left ? g.left_options() : g.right_options()) {
      Dyadic s = plain_stop(o, !left);
      if (!best || (left ? *best < s : s < *best)) best = s;
    }
    return *best;
  };
  for (const char* x : {"0", "1/2", "-3/4", "2", "-5/8"}) {
    for (long n = -5; n <= 5; ++n) {
      for (std::uint64_t k = 0; k <= 9; ++k) {
        const Game g = Game::number_up_star(Dyadic::parse(x), n, k);
        EXPECT_EQ(birthday(g), plain_birthday(g)) << x << ' ' << n << ' ' << k;
        if (n >= -2 && n <= 2 && k <= 5) {  // the stop recursion is not memoised
          EXPECT_EQ(left_stop(g), plain_stop(g, true)) << x << ' ' << n << ' ' << k;
          EXPECT_EQ(right_stop(g), plain_stop(g, false)) << x << ' ' << n << ' ' << k;
        }
      }
    }
  }
  EXPECT_EQ(birthday(Game::nimber(100000)), 100000);  // no walk through 10^5 options
}

// Up-multiples are counted in a long: sums past 2^61 ups are refused, never wrapped
// (2^24 ups doubled 40 times printed 0).
TEST(Game, UpMultiplesPastTheLimitAreRefusedNotWrapped) {
  Game g = Game::number_up_star(Dyadic(0), 1L << 24, 0);
  for (int i = 0; i < 37; ++i) g = g + g;  // 2^61 ups: the most a closed form holds
  EXPECT_EQ(*g.as_number_up_star(), (NumberUpStar{Dyadic(0), 1L << 61, 0}));
  EXPECT_THROW(g + g, LimitError);
  EXPECT_THROW(g + Game::up(), LimitError);
  EXPECT_THROW(-g + Game::number_up_star(Dyadic(0), -1, 1), LimitError);
  EXPECT_EQ(g + (-g), Game());  // within the limit, exact
  EXPECT_THROW(Game::number_up_star(Dyadic(0), (1L << 61) + 1, 0), LimitError);
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

// The closed form x + n^ + *k, expanded into an explicit tree through its options.
Tree expand(Game g, int depth_left = 12) {
  Tree t;
  if (depth_left == 0) return t;
  for (Game l : g.left_options()) t.left.push_back(expand(l, depth_left - 1));
  for (Game r : g.right_options()) t.right.push_back(expand(r, depth_left - 1));
  return t;
}

TEST(Game, ClosedFormsAgreeWithTheDefinition) {
  // Comparisons of x + n^ + *k are arithmetic; their options come from closed forms.
  // Both must agree with the definition applied to the expanded trees.
  std::vector<Game> values;
  for (const char* x : {"-1", "0", "1/2", "1"})
    for (long n = -3; n <= 3; ++n)
      for (std::uint64_t k = 0; k <= 3; ++k) values.push_back(Game::number_up_star(Dyadic::parse(x), n, k));
  std::vector<Tree> trees;
  for (Game g : values) trees.push_back(expand(g));
  for (std::size_t i = 0; i < values.size(); i += 2)
    for (std::size_t j = 1; j < values.size(); j += 3) {
      ASSERT_EQ(leq(values[i], values[j]), tree_leq(trees[i], trees[j])) << i << " " << j;
    }
  // Building the same values from their trees lands on the closed-form nodes.
  for (std::size_t i = 0; i < values.size(); i += 5) EXPECT_EQ(to_game(trees[i]), values[i]) << i;
}

TEST(Game, LargeNimbersAndUpMultiplesCostNothing) {
  const Game big = Game::nimber(1'000'000), ups = Game::number_up_star(Dyadic(0), 500, 0);
  EXPECT_EQ(big + big, Game());
  EXPECT_EQ(Game::nimber(6) + Game::nimber(3), Game::nimber(5));
  EXPECT_EQ(compare(ups, Game::up()), Relation::Greater);
  EXPECT_EQ(compare(ups + big, Game()), Relation::Greater);  // n >= 2: positive whatever the star
  EXPECT_EQ(ups.right_options()[0], Game::number_up_star(Dyadic(0), 499, 1));
  EXPECT_EQ(*(-ups).as_number_up_star(), (NumberUpStar{Dyadic(0), -500, 0}));
}

// Birthday and stops are memoised by game: *n reaches *k along every chain of smaller
// nimbers, so the plain recursion took 2^n steps (*20 took minutes; found by fuzzing).
TEST(Game, BirthdayAndStopsOfLargeNimbersAndUpStars) {
  const Game star60 = Game::nimber(60);
  EXPECT_EQ(birthday(star60), 60);  // *n is born on day n (Winning Ways ch. 2)
  EXPECT_EQ(left_stop(star60), Dyadic(0));
  EXPECT_EQ(right_stop(star60), Dyadic(0));
  const Game up_star = Game::up() + Game::nimber(60);
  EXPECT_LE(birthday(up_star), 62);  // birthdays are subadditive
  EXPECT_GE(birthday(up_star), 60);
  EXPECT_EQ(left_stop(up_star), Dyadic(0));
  // Against the plain recursion (written here) where it is still cheap.
  const std::function<mpz_class(Game)> plain = [&](Game g) -> mpz_class {
    if (g.is_number()) return birthday(g.number_value());
    mpz_class most = 0;
    for (Game x : g.left_options()) most = std::max(most, plain(x));
    for (Game x : g.right_options()) most = std::max(most, plain(x));
    return most + 1;
  };
  for (int n = 0; n <= 12; ++n) {
    EXPECT_EQ(birthday(Game::up() + Game::nimber(static_cast<std::uint64_t>(n))), plain(Game::up() + Game::nimber(static_cast<std::uint64_t>(n)))) << n;
    EXPECT_EQ(birthday(Game::nimber(static_cast<std::uint64_t>(n))), n);
  }
}

}  // namespace
}  // namespace cgt
