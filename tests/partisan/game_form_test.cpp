// Game forms and their compounds: CGSuite's CompoundGameTestCase.scala (all instances),
// and cross-checks against direct game-tree searches on games born by day 2 and 3.
#include "cgt/partisan/game_form.hpp"

#include <gtest/gtest.h>

#include <absl/container/flat_hash_map.h>

#include <random>
#include <string>
#include <tuple>

#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/products.hpp"

namespace cgt {
namespace CGT_TEST_NS {

GameForm form(const char* text) { return GameForm::of(parse_game(text)); }
Game game(const char* text) { return parse_game(text); }
GameForm impartial(std::vector<GameForm> options) { return GameForm::node(options, options); }

// The canonical form of g written out as explicit nodes (no canonical leaves), so that
// canonical() takes the generic path through the options.
GameForm explicit_form(Game g, absl::flat_hash_map<Game::Id, GameForm>& memo) {
  if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
  std::vector<GameForm> left, right;
  for (Game x : g.left_options()) left.push_back(explicit_form(x, memo));
  for (Game x : g.right_options()) right.push_back(explicit_form(x, memo));
  const GameForm f = GameForm::node(left, right);
  memo.emplace(g.id(), f);
  return f;
}

TEST(GameForm, CompoundGameTestCase) {
  // CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala: each
  // (g, h) with the canonical forms of g ConjunctiveSum h, g ConwayProduct h, g + h,
  // g OrdinalProduct h, g : h and g SelectiveSum h.
  const GameForm two = impartial({form("*2")});        // *[2]
  const GameForm two_two = impartial({two});            // *[[2]]
  struct Case {
    GameForm g, h;
    const char *conjunctive, *conway, *disjunctive, *ordinal_product, *ordinal, *selective;
  };
  const Case cases[] = {
      {form("1/2"), form("1/4"), "1/2", "1/8", "3/4", "11/32", "9/16", "3/4"},
      {form("*5"), form("*6"), "*5", "*8", "*3", "*30", "*11", "*8"},
      {form("+-1"), form("^^"), "{0|-1}", "+-^^", "{1^^|-1^^}", "+-1", "{1,+-1|-1,{1,+-1,+-{1,+-1}|-1,+-1}}",
       "{1^^|-1}"},
      {form("{1|0}"), form("0"), "0", "0", "{1|0}", "0", "{1|0}", "{1|0}"},
      {impartial({form("*")}), form("3"), "2", "0", "3", "0", "^[3]", "3"},  // '{*|*}'
      {impartial({two_two, two, form("0")}), form("*5"), "*5", "*10", "*7", "*10", "*7", "*7"},  // *[[[2]],[2],0]
  };
  for (const Case& c : cases) {
    const std::string where = to_string(c.g.canonical()) + ", " + to_string(c.h.canonical());
    EXPECT_EQ(conjunctive_sum(c.g, c.h).canonical(), game(c.conjunctive)) << where;
    EXPECT_EQ(conway_product(c.g, c.h).canonical(), game(c.conway)) << where;
    EXPECT_EQ((c.g + c.h).canonical(), game(c.disjunctive)) << where;
    EXPECT_EQ(ordinal_product(c.g, c.h).canonical(), game(c.ordinal_product)) << where;
    EXPECT_EQ(ordinal_sum(c.g, c.h).canonical(), game(c.ordinal)) << where;
    EXPECT_EQ(selective_sum(c.g, c.h).canonical(), game(c.selective)) << where;
  }
}

TEST(GameForm, BriefFacts) {
  // CGSuite: ((+-1) ConjunctiveSum (^^)).CanonicalForm = {0|-1};
  // ((+-1) SelectiveSum (^^)).CanonicalForm = {1^^|-1}; (({1|0}) : (0)) = {1|0};
  // ('{*|*}' OrdinalProduct 3) = 0; (-2 * '{|-1}').CanonicalForm = 4 (Ops.scala: an
  // integer times a non-canonical game is their ConwayProduct); (*+*)*3 = 0.
  EXPECT_EQ(to_string(conjunctive_sum(form("+-1"), form("^^")).canonical()), "{0|-1}");
  EXPECT_EQ(to_string(selective_sum(form("+-1"), form("^^")).canonical()), "{1^^|-1}");
  EXPECT_EQ(to_string(ordinal_sum(form("{1|0}"), form("0")).canonical()), "{1|0}");
  EXPECT_EQ(ordinal_product(impartial({form("*")}), form("3")).canonical(), Game());
  EXPECT_EQ(conway_product(form("-2"), GameForm::node({}, {form("-1")})).canonical(), Game::integer(4));
  EXPECT_EQ(conway_product(form("*") + form("*"), form("3")).canonical(), Game());
}

TEST(GameForm, OptionsNegationAndSums) {
  const GameForm f = GameForm::node({form("*"), form("1")}, {form("-1")});
  ASSERT_EQ(f.left_options().size(), 2u);  // kept as given: * is not removed
  EXPECT_EQ(f.canonical(), game("{1|-1}"));
  const GameForm n = -f;
  ASSERT_EQ(n.left_options().size(), 1u);
  ASSERT_EQ(n.right_options().size(), 2u);
  EXPECT_EQ(n.canonical(), -f.canonical());
  EXPECT_EQ((-(-f)).canonical(), f.canonical());
  // A canonical game as a form has its canonical options: 1/2 = {0|1}.
  const GameForm half = form("1/2");
  ASSERT_EQ(half.left_options().size(), 1u);
  EXPECT_EQ(half.left_options()[0].canonical(), Game());
  EXPECT_EQ(half.right_options()[0].canonical(), Game::integer(1));
  // 2 + 1 as a form has options 1 + 1 and 2 + 0 (CompoundGame.cgs), and equals 3.
  const GameForm sum = form("2") + form("1");
  EXPECT_EQ(sum.left_options().size(), 2u);
  EXPECT_EQ(sum.canonical(), Game::integer(3));
  // Negatives of every compound are the compounds of the negatives' values.
  const GameForm g = form("{2|*}"), h = form("^*");
  for (const GameForm& c : {conjunctive_sum(g, h), selective_sum(g, h), ordinal_sum(g, h), ordinal_product(g, h),
                            conway_product(g, h), g + h})
    EXPECT_EQ((-c).canonical(), -c.canonical());
}

// Normal-play search straight on the game trees of the canonical forms: who wins the
// compound `kind` of g and h when `left` moves first. Kinds: 0 disjunctive,
// 1 conjunctive, 2 CGSuite's selective (a move in one component leaves a disjunctive
// sum, a move in both a conjunctive one).
struct CompoundSearch {
  absl::flat_hash_map<std::tuple<int, Game::Id, Game::Id, bool>, bool> memo;

  std::vector<std::tuple<int, Game, Game>> moves(int kind, Game g, Game h, bool left) {
    std::vector<std::tuple<int, Game, Game>> out;
    const auto gs = left ? g.left_options() : g.right_options();
    const auto hs = left ? h.left_options() : h.right_options();
    if (kind != 1) {
      for (Game x : gs) out.emplace_back(0, x, h);
      for (Game y : hs) out.emplace_back(0, g, y);
    }
    if (kind != 0)
      for (Game x : gs)
        for (Game y : hs) out.emplace_back(1, x, y);
    return out;
  }

  bool mover_wins(int kind, Game g, Game h, bool left) {
    const auto key = std::make_tuple(kind, g.id(), h.id(), left);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool win = false;
    for (const auto& [k, x, y] : moves(kind, g, h, left))
      if (!mover_wins(k, x, y, !left)) win = true;
    memo.emplace(key, win);
    return win;
  }

  OutcomeClass outcome(int kind, Game g, Game h) {
    const bool l = mover_wins(kind, g, h, true), r = mover_wins(kind, g, h, false);
    return l && r ? OutcomeClass::N : l ? OutcomeClass::L : r ? OutcomeClass::R : OutcomeClass::P;
  }
};

TEST(GameForm, CompoundOutcomesMatchDirectSearchOnDay3) {
  const std::vector<Game> day3 = games_born_by(3);
  std::mt19937 rng(20240601);
  std::uniform_int_distribution<std::size_t> pick(0, day3.size() - 1);
  CompoundSearch search;
  for (int i = 0; i < 400; ++i) {
    const Game g = day3[pick(rng)], h = day3[pick(rng)];
    const std::string where = to_string(g) + " and " + to_string(h);
    EXPECT_EQ(outcome(conjunctive_sum(GameForm::of(g), GameForm::of(h)).canonical()), search.outcome(1, g, h))
        << where;
    EXPECT_EQ(outcome(selective_sum(GameForm::of(g), GameForm::of(h)).canonical()), search.outcome(2, g, h))
        << where;
    EXPECT_EQ(outcome((GameForm::of(g) + GameForm::of(h)).canonical()), search.outcome(0, g, h)) << where;
  }
}

TEST(GameForm, LeavesAndExplicitFormsAgreeOnDay2) {
  // Canonical leaves take shortcuts (Game's sum, products.hpp's ordinal sum and Conway
  // product); the same forms written out node by node go through the options.
  const std::vector<Game> day2 = games_born_by(2);
  absl::flat_hash_map<Game::Id, GameForm> memo;
  for (Game g : day2) {
    for (Game h : day2) {
      const GameForm a = GameForm::of(g), b = GameForm::of(h);
      const GameForm x = explicit_form(g, memo), y = explicit_form(h, memo);
      EXPECT_EQ(ordinal_sum(x, y).canonical(), ordinal_sum(a, b).canonical());
      EXPECT_EQ(conway_product(x, y).canonical(), conway_product(a, b).canonical());
      EXPECT_EQ(conjunctive_sum(x, y).canonical(), conjunctive_sum(a, b).canonical());
      EXPECT_EQ((x + y).canonical(), g + h);
    }
  }
}

TEST(GameForm, OrdinalSumSignAndColonPrinciple) {
  // Siegel, CGT, II.6 (ordinal sums; Norton's lemma): for G in canonical form, G:H - G
  // has the sign of H; colon principle: H >= K implies G:H >= G:K.
  const std::vector<Game> day2 = games_born_by(2);
  for (Game g : day2) {
    for (Game h : day2) {
      const Game gh = ordinal_sum(GameForm::of(g), GameForm::of(h)).canonical();
      EXPECT_EQ(compare(gh, g), compare(h, Game())) << to_string(g) << " : " << to_string(h);
      for (Game k : day2) {
        if (leq(k, h)) {
          EXPECT_TRUE(leq(ordinal_sum(g, k), gh)) << to_string(g) << " : " << to_string(h);
        }
      }
    }
  }
}

TEST(GameForm, MisereOutcomeOfFormsAndOfCanonicalForms) {
  // A form's misère outcome is its own tree's: '{*2|*2}' (= 0) makes the mover move to
  // *2, from which the opponent moves to * and wins (misère * is a loss for the mover).
  const GameForm zero_form = impartial({form("*2")});
  EXPECT_EQ(zero_form.canonical(), Game());
  EXPECT_EQ(misere_outcome(zero_form), OutcomeClass::P);
  EXPECT_EQ(misere_outcome(Game()), OutcomeClass::N);
  // Canonical leaves: the form's tree is the canonical tree.
  for (Game g : games_born_by(3)) EXPECT_EQ(misere_outcome(GameForm::of(g)), misere_outcome(g)) << to_string(g);
}

}  // namespace
}  // namespace cgt
