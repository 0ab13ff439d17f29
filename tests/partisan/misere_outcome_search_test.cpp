// The misère outcome search of partisan positions: CGSuite's value for Domineering 2x4,
// a plain recursion without memo on random Domineering and Clobber boards, the
// transposed board with the players exchanged, and impartial Cram against its misère
// canonical form (Siegel, CGT V; Winning Ways ch. 13).
#include <gtest/gtest.h>

#include <random>

#include "cgt/games/clobber.hpp"
#include "cgt/games/cram.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/grid.hpp"
#include "cgt/impartial/misere_search.hpp"
#include "cgt/partisan/misere_outcome_search.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Misère play by the definition, with no memo: the player who cannot move wins.
template <class G>
bool plain_wins_first(const G& game, const typename G::Position& p, bool left) {
  const auto options = left ? game.left_options(p) : game.right_options(p);
  if (options.empty()) return true;
  for (const auto& q : options)
    if (!plain_wins_first(game, q, !left)) return true;
  return false;
}

template <class G>
OutcomeClass plain_outcome(const G& game, const typename G::Position& p) {
  const bool l = plain_wins_first(game, p, true), r = plain_wins_first(game, p, false);
  return l && r ? OutcomeClass::N : l ? OutcomeClass::L : r ? OutcomeClass::R : OutcomeClass::P;
}

OutcomeClass swap_players(OutcomeClass o) {
  return o == OutcomeClass::L ? OutcomeClass::R : o == OutcomeClass::R ? OutcomeClass::L : o;
}

TEST(MisereOutcomeSearch, DomineeringFromCGSuite) {
  // CGSuite's GameGridTest: DomineeringGame(2 x 4).MisereOutcomeClass = N.
  MisereOutcomeSearch<Domineering> search(Domineering{});
  EXPECT_EQ(search.outcome(Domineering::parse("....|....")), OutcomeClass::N);
  // The empty board: the player to move cannot move, so wins.
  EXPECT_EQ(search.outcome(Domineering::parse("#")), OutcomeClass::N);
}

TEST(MisereOutcomeSearch, MatchesThePlainRecursionOnRandomBoards) {
  std::mt19937_64 rng(20261123);
  for (int i = 0; i < 300; ++i) {
    const Grid d = Domineering::parse(random_grid_text(rng, "..#", 3, 4));
    MisereOutcomeSearch<Domineering> search(Domineering{});
    ASSERT_EQ(search.outcome(d), plain_outcome(Domineering{}, d)) << d.to_string();
    const Grid c = Clobber::parse(random_grid_text(rng, "xo.", 3, 3));
    MisereOutcomeSearch<Clobber> clobber(Clobber{});
    ASSERT_EQ(clobber.outcome(c), plain_outcome(Clobber{}, c)) << c.to_string();
  }
}

TEST(MisereOutcomeSearch, TransposingExchangesThePlayers) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    const std::string text = random_grid_text(rng, "...#", 4, 4);
    const Grid g = Domineering::parse(text);
    MisereOutcomeSearch<Domineering> a(Domineering{}), b(Domineering{});
    ASSERT_EQ(a.outcome(g.transposed()), swap_players(b.outcome(g))) << text;
  }
}

TEST(MisereOutcomeSearch, ImpartialCramAgreesWithItsMisereCanonicalForm) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < 150; ++i) {
    const Grid g = Cram::parse(random_grid_text(rng, "..#", 3, 4));
    MisereOutcomeSearch<Cram> search(Cram{});
    ASSERT_EQ(search.outcome(g), misere_canonical_form(Cram{}, g).misere_outcome()) << g.to_string();
  }
}

}  // namespace
}  // namespace cgt
