// Followers, follower and stop counts, companions, reduced canonical forms, misère
// outcomes and the games born by day n: CGSuite's expected outputs and brute force.
#include "cgt/partisan/followers.hpp"
#include "cgt/partisan/reduced_canonical_form.hpp"

#include <gtest/gtest.h>

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/private_table.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game game(const std::string& text) { return parse_game(text); }

// "{a,b,...}" as CGSuite prints a set: the games, split at top-level commas.
std::vector<Game> parse_set(const std::string& text) {
  std::vector<Game> out;
  int depth = 0;
  std::size_t start = 1;
  for (std::size_t i = 1; i + 1 < text.size(); ++i) {
    const char c = text[i];
    if (c == '{' || c == '(') ++depth;
    if (c == '}' || c == ')') --depth;
    if (c == ',' && depth == 0) {
      out.push_back(game(text.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (text.size() > 2) out.push_back(game(text.substr(start, text.size() - 1 - start)));
  return out;
}

absl::flat_hash_set<Game::Id> ids(const std::vector<Game>& games) {
  absl::flat_hash_set<Game::Id> out;
  for (Game g : games) out.insert(g.id());
  return out;
}

OutcomeClass outcome_from(const std::string& text) {
  for (OutcomeClass o : {OutcomeClass::L, OutcomeClass::R, OutcomeClass::N, OutcomeClass::P})
    if (to_string(o) == text) return o;
  return OutcomeClass::D;
}

struct Case {
  const char *input, *companion, *follower_count, *followers, *stop_count, *misere, *reduced;
};

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala:
// for each instance x, the fields companion, followerCount, followers (when given),
// stopCount, misereOutcomeClass and reducedCanonicalForm.
const Case kCases[] = {
    {"0", "*", "1", "{0}", "1", "N", "0"},
    {"5", "5", "6", "{0,1,2,3,4,5}", "1", "R", "5"},
    {"-1823437481924", "-1823437481924", "1823437481925", nullptr, "1", "L", "-1823437481924"},
    {"-1/2", "-1/2", "3", "{-1,-1/2,0}", "1", "L", "-1/2"},
    {"25/16", "25/16", "7", "{0,1,3/2,25/16,13/8,7/4,2}", "1", "R", "25/16"},
    {"*8", "*8", "9", "{0,*,*2,*3,*4,*5,*6,*7,*8}", "4374", "N", "0"},
    {"9/8+*", "9/8*", "7", "{0,1,9/8,5/4,3/2,2,9/8*}", "2", "R", "9/8"},
    {"^", "^*", "3", "{0,*,^}", "3", "R", "0"},
    {"v*", "v", "3", "{0,*,v*}", "4", "R", "0"},
    {"6+^*", "6^*", "9", "{0,1,2,3,4,5,6,6*,6^*}", "4", "R", "6"},
    {"^*6", "^*6", "9", "{0,*,*2,*3,*4,*5,*6,*7,^*6}", "1459", "P", "0"},
    {"73/16+v9*8", "73/16v9*8", "28", nullptr, "13131", "R", "73/16"},
    {"{0|*||*|||*||||*}", "^[4]*", "6", "{0,*,^,^[2],^[3],^[4]}", "9", "R", "0"},
    {"{0||0|v*}", "{0|^<2>*}", "5", "{0,*,v*,^<2>,{0|^<2>}}", "6", "R", "0"},
    {"{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}",
     "{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}", "10",
     nullptr, "79", "R", "0"},
    {"{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,"
     "v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,"
     "v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}",
     "13", nullptr, "1509", "L", "0"},
    {"{0||0|vvv}", "{0,*||*|v3*}", "7", "{0,*,v3,vv*,v,{0|v3},{0||0|v3}}", "7", "R", "0"},
    {"{^^^|vv}", "{^3*|vv*}", "8", "{0,*,vv,v*,^,^^*,^3,{^3|vv}}", "10", "R", "0"},
    {"{0||0|-3/2}", "{0,*||*|-3/2}", "6", "{-2,-3/2,-1,0,{0|-3/2},Tiny(3/2)}", "3", "R", "0"},
    {"{0|||0||-1|-3}", "{0,*|||*||-1|-3}", "7", "{-3,-2,-1,0,{-1|-3},{0||-1|-3},Tiny({3|1})}", "4", "R", "0"},
    {"{5||3|1|||0||||0}", "{5||3|1|||*||||0,*}", "10", nullptr, "5", "L", "0"},
    {"{1|^^||^}", "{1|^^*||^*}", "8", "{0,1,*,^,^*,^^,{1|^^},{1|^^||^}}", "9", "R", "0"},
    {"{1|^^^||^}", "{1|^3*||^*}", "8", "{0,1,*,^,^^*,^3,{1|^3},{1|^3||^}}", "9", "R", "0"},
    {"{3||2+*|1+*}", "{3||2*|1*}", "8", "{0,1,2,3,1*,2*,{3||2*|1*},{2*|1*}}", "5", "R", "{3||2|1}"},
    {"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}", "17", nullptr, "11",
     "R", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"},
};

TEST(Followers, CanonicalShortGameTestCase) {
  for (const Case& c : kCases) {
    const Game g = game(c.input);
    EXPECT_EQ(companion(g), game(c.companion)) << c.input;
    EXPECT_EQ(follower_count(g).get_str(), c.follower_count) << c.input;
    if (c.followers != nullptr) {
      EXPECT_EQ(ids(followers(g)), ids(parse_set(c.followers))) << c.input;
      EXPECT_EQ(followers(g).size(), parse_set(c.followers).size()) << c.input;
    }
    EXPECT_EQ(stop_count(g).get_str(), c.stop_count) << c.input;
    EXPECT_EQ(misere_outcome(g), outcome_from(c.misere)) << c.input;
    EXPECT_EQ(reduced_canonical_form(g), game(c.reduced)) << c.input;
  }
}

TEST(Followers, BriefFacts) {
  // CGSuite: (5).Followers = {0..5}; (-1/2).Followers = {-1,-1/2,0}; (v*).Followers =
  // {0,*,v*}; ({0||0|vvv}).Followers; FollowerCount of 9/8+* (7), 73/16+v9*8 (28),
  // {0||0|v*} (5); StopCount of *8 (4374), ^*6 (1459), {0|*||*|||*||||*} (9), {0||0|vvv}
  // (7); Companion of 0 (*), 6+^* (6^*), {^^^|vv} ({^3*|vv*}); misère outcome of 0 (N),
  // ^ (R).
  EXPECT_EQ(ids(followers(game("5"))), ids(parse_set("{0,1,2,3,4,5}")));
  EXPECT_EQ(ids(followers(game("-1/2"))), ids(parse_set("{-1,-1/2,0}")));
  EXPECT_EQ(ids(followers(game("v*"))), ids(parse_set("{0,*,v*}")));
  EXPECT_EQ(ids(followers(game("{0||0|vvv}"))), ids(parse_set("{0,*,v3,vv*,v,{0|v3},{0||0|v3}}")));
  EXPECT_EQ(follower_count(game("9/8+*")), 7);
  EXPECT_EQ(follower_count(game("73/16+v9*8")), 28);
  EXPECT_EQ(follower_count(game("{0||0|v*}")), 5);
  EXPECT_EQ(stop_count(game("*8")), 4374);
  EXPECT_EQ(stop_count(game("^*6")), 1459);
  EXPECT_EQ(stop_count(game("{0|*||*|||*||||*}")), 9);
  EXPECT_EQ(stop_count(game("{0||0|vvv}")), 7);
  EXPECT_EQ(companion(Game()), Game::nimber(1));
  EXPECT_EQ(to_string(companion(game("6+^*"))), "6^*");
  EXPECT_EQ(to_string(companion(game("{^^^|vv}"))), "{^3*|vv*}");
  EXPECT_EQ(misere_outcome(Game()), OutcomeClass::N);
  EXPECT_EQ(misere_outcome(Game::up()), OutcomeClass::R);
  // Huge numbers in closed form: 2^80 has 2^80 + 1 followers, too many to list.
  const Game huge = Game::number(Dyadic(mpz_class(1) << 80));
  EXPECT_EQ(follower_count(huge), (mpz_class(1) << 80) + 1);
  EXPECT_THROW(followers(huge), LimitError);
  EXPECT_EQ(companion(huge), huge);
  EXPECT_EQ(misere_outcome(-huge), OutcomeClass::L);
}

// Domineering on a 2 x 4 board (cells 0-3 the top row, 4-7 the bottom): Left places
// vertical dominoes, Right horizontal ones.
struct Domineering2x4 {
  using Position = std::uint8_t;  // occupied cells
  std::vector<Position> left_options(Position p) const {
    std::vector<Position> out;
    for (int c = 0; c < 4; ++c) {
      const int cells = (1 << c) | (1 << (c + 4));
      if ((p & cells) == 0) out.push_back(static_cast<Position>(p | cells));
    }
    return out;
  }
  std::vector<Position> right_options(Position p) const {
    std::vector<Position> out;
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c + 1 < 4; ++c) {
        const int cells = 3 << (4 * r + c);
        if ((p & cells) == 0) out.push_back(static_cast<Position>(p | cells));
      }
    return out;
  }
};

TEST(Followers, MisereOutcomeOfAGameTree) {
  // CGSuite: the empty 2 x 4 Domineering board's MisereOutcomeClass is N, on the game's
  // own tree. Its value is Miny(2) = {{2|0}|0}, whose canonical tree played misère is L
  // (by hand: Left moves to {2|0}, Right must move to 0 and Left, without a move, wins;
  // Right moving first must move to 0, and Left wins again).
  EXPECT_EQ(misere_outcome(Domineering2x4{}, 0), OutcomeClass::N);
  const Game value = canonical_form(Domineering2x4{}, 0);
  EXPECT_EQ(value, game("Miny(2)"));
  EXPECT_EQ(misere_outcome(value), OutcomeClass::L);
}

// Brute force on the canonical game tree, integers and all, no closed forms.
struct Brute {
  absl::flat_hash_map<Game::Id, mpz_class> stops;
  absl::flat_hash_map<Game::Id, std::pair<bool, bool>> misere;
  absl::flat_hash_map<Game::Id, Game> companions;

  void collect(Game g, absl::flat_hash_set<Game::Id>& seen) {
    if (!seen.insert(g.id()).second) return;
    for (Game x : g.left_options()) collect(x, seen);
    for (Game x : g.right_options()) collect(x, seen);
  }
  mpz_class stop_count(Game g) {
    if (g.is_number()) return 1;
    if (auto it = stops.find(g.id()); it != stops.end()) return it->second;
    mpz_class n = 0;
    for (Game x : g.left_options()) n += stop_count(x);
    for (Game x : g.right_options()) n += stop_count(x);
    return stops[g.id()] = n;
  }
  // (Left wins moving first, Right wins moving first), misère.
  std::pair<bool, bool> misere_wins(Game g) {
    if (auto it = misere.find(g.id()); it != misere.end()) return it->second;
    const auto l = g.left_options(), r = g.right_options();
    bool left = l.empty(), right = r.empty();
    for (Game x : l) left = left || !misere_wins(x).second;
    for (Game x : r) right = right || !misere_wins(x).first;
    return misere[g.id()] = {left, right};
  }
  // CGSuite's companion, taken literally (numbers through their options too).
  Game companion(Game g) {
    if (const auto v = g.as_number_up_star(); v && v->number == Dyadic(0))
      return v->nimber >= 2 ? g : Game::number_up_star(Dyadic(0), v->ups, v->nimber ^ 1);
    if (auto it = companions.find(g.id()); it != companions.end()) return it->second;
    std::vector<Game> l, r;
    for (Game x : g.left_options()) l.push_back(companion(x));
    for (Game x : g.right_options()) r.push_back(companion(x));
    if (leq(Game(), g)) l.push_back(Game());
    if (leq(g, Game())) r.push_back(Game());
    return companions[g.id()] = Game::from_options(l, r);
  }
};

TEST(Followers, MatchBruteForceOnEveryGameBornByDay3) {
  Brute brute;
  const std::vector<Game> day3 = games_born_by(3);
  ASSERT_EQ(day3.size(), 1474u);
  std::vector<Game> extra = {game("7/8"), game("-13/4"), game("3*"), game("-2^*"), game("{5|1/2*}")};
  std::vector<Game> all = day3;
  all.insert(all.end(), extra.begin(), extra.end());
  for (Game g : all) {
    absl::flat_hash_set<Game::Id> seen;
    brute.collect(g, seen);
    EXPECT_EQ(follower_count(g), static_cast<unsigned long>(seen.size())) << to_string(g);
    EXPECT_EQ(ids(followers(g)), seen) << to_string(g);
    EXPECT_EQ(stop_count(g), brute.stop_count(g)) << to_string(g);
    const auto [left, right] = brute.misere_wins(g);
    const OutcomeClass expected = left && right ? OutcomeClass::N
                                  : left        ? OutcomeClass::L
                                  : right       ? OutcomeClass::R
                                                : OutcomeClass::P;
    EXPECT_EQ(misere_outcome(g), expected) << to_string(g);
    EXPECT_EQ(companion(g), brute.companion(g)) << to_string(g);
    // The definition is symmetric under exchanging the players.
    EXPECT_EQ(companion(-g), -companion(g)) << to_string(g);
    // Siegel, CGT, II.6: rcf(G) is infinitesimally close to G, reduced, and no later born.
    const Game rcf = reduced_canonical_form(g);
    EXPECT_TRUE(is_infinitesimal(rcf - g)) << to_string(g);
    EXPECT_EQ(reduced_canonical_form(rcf), rcf) << to_string(g);
    EXPECT_LE(birthday(rcf), birthday(g)) << to_string(g);
  }
}

TEST(Followers, GamesBornByDay) {
  // 1, 4, 22, 1474 games born by days 0-3 (Siegel, CGT, II.1; Wolfe and Fraser); CGSuite:
  // DayN(3, allSmall => true).Size = 67.
  EXPECT_EQ(games_born_by(0).size(), 1u);
  EXPECT_EQ(games_born_by(1).size(), 4u);
  EXPECT_EQ(games_born_by(2).size(), 22u);
  EXPECT_EQ(games_born_by(3).size(), 1474u);
  EXPECT_EQ(games_born_by(3, true).size(), 67u);
  EXPECT_EQ(ids(games_born_by(1)), ids({Game(), Game::nimber(1), Game::integer(1), Game::integer(-1)}));
  EXPECT_EQ(ids(games_born_by(2, true)), ids(parse_set("{0,*,*2,^,v,^*,v*}")));
  for (int day = 0; day <= 3; ++day) {
    const std::vector<Game> games = games_born_by(day);
    const auto previous = day > 0 ? ids(games_born_by(day - 1)) : absl::flat_hash_set<Game::Id>{};
    absl::flat_hash_set<Game::Id> reduced;
    for (Game g : games) {
      EXPECT_LE(birthday(g), day) << to_string(g);
      for (Game x : g.left_options()) EXPECT_TRUE(previous.contains(x.id())) << to_string(g);
      for (Game x : g.right_options()) EXPECT_TRUE(previous.contains(x.id())) << to_string(g);
      reduced.insert(reduced_canonical_form(g).id());
    }
    // The reduced games born by day n are the reduced canonical forms of those games.
    EXPECT_EQ(ids(games_born_by(day, false, true)), reduced) << day;
    for (Game g : games_born_by(day, true)) EXPECT_TRUE(g == Game() || is_infinitesimal(g)) << to_string(g);
  }
  EXPECT_THROW(games_born_by(4), LimitError);
  EXPECT_THROW(games_born_by(4, true), LimitError);
  EXPECT_THROW(games_born_by(-1), DomainError);
}

}  // namespace
}  // namespace cgt
