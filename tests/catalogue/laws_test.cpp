// Laws every registered game must obey, generated from the registry: a game added to
// the catalogue is covered here without a line of its own.
//  - positions print back as terms that parse to the same position (same canonical
//    form, and printing is idempotent);
//  - partisan games: G + (-G) = 0 (Siegel, CGT II.1.7), the canonical form printed
//    and parsed is the same game, the outcome search agrees with the canonical form's
//    outcome class at several fold budgets, and lists winning first moves for exactly
//    the sides that win moving first;
//  - solvable games: the one-thread and two-thread solves agree exactly, and with a
//    plain negamax (cgt/solve/negamax.hpp) where the game offers it.
#include <gtest/gtest.h>

#include <memory>
#include <random>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace CGT_TEST_NS {

constexpr int kPositionsPerGame = 60;

class PartisanLaws : public ::testing::TestWithParam<std::string> {
 protected:
  Registry registry = builtin_registry();
  RunControl run;
  const GameEntry& entry() const { return registry.at(GetParam()); }
};

TEST_P(PartisanLaws, RandomPositions) {
  const GameEntry& e = entry();
  Session session(registry, run);
  std::mt19937_64 rng(std::hash<std::string>{}(e.name));
  for (int i = 0; i < kPositionsPerGame; ++i) {
    const Term t = e.random_position(rng);
    SCOPED_TRACE(to_string(t));
    Arguments args = [&] { return e.arguments(t); }();
    Game g;
    try {
      g = e.value(args, session);
    } catch (const ParseError&) {
      continue;  // a random board the game refuses (e.g. a Hackenbush string it cannot read)
    }
    if (e.normal_position) {
      const Term printed = e.normal_position(args);
      const Arguments again = e.arguments(parse_term(to_string(printed)));
      EXPECT_EQ(e.value(again, session), g);
      EXPECT_EQ(e.normal_position(again), printed);
    }
    EXPECT_EQ(g + (-g), Game());
    EXPECT_EQ(parse_game(to_string(g)), g);
    if (e.outcome) {
      for (std::size_t budget : {0, 3, 4096})
        EXPECT_EQ(e.outcome(args, session, {budget}).outcome, outcome(g)) << "fold budget " << budget;
      EXPECT_EQ(e.outcome(args, session, {}).outcome, outcome(g));
      // Winning first moves: a side has one exactly when it wins moving first.
      const OutcomeReport r = e.outcome(args, session, {std::nullopt, true});
      ASSERT_TRUE(r.moves_listed);
      const OutcomeClass o = outcome(g);
      EXPECT_EQ(!r.left_winning_moves.empty(), o == OutcomeClass::L || o == OutcomeClass::N);
      EXPECT_EQ(!r.right_winning_moves.empty(), o == OutcomeClass::R || o == OutcomeClass::N);
    }
  }
}

// `cgt play` on partisan games: Left moves first and wins exactly when Left wins moving
// first (outcome L or N); the listed moves win when they should, and playing the
// session's best move leaves the opponent in a lost position.
TEST_P(PartisanLaws, PlayAgreesWithTheOutcome) {
  const GameEntry& e = entry();
  if (!e.play || !e.outcome) GTEST_SKIP() << "no play";
  Session session(registry, run);
  std::mt19937_64 rng(std::hash<std::string>{}(e.name) + 1);
  for (int i = 0; i < kPositionsPerGame; ++i) {
    const Term t = e.random_position(rng);
    SCOPED_TRACE(to_string(t));
    std::unique_ptr<PlaySession> play;
    OutcomeClass o;
    try {
      const Arguments args = e.arguments(t);
      o = e.outcome(args, session, {}).outcome;
      play = e.play(args, session, {});
    } catch (const ParseError&) {
      continue;
    }
    ASSERT_TRUE(play->first_player_to_move());
    const bool left_wins = o == OutcomeClass::L || o == OutcomeClass::N;
    const QueryReport here = play->value();
    EXPECT_EQ(here.value == SolvedValue::Win, left_wins);
    const auto moves = play->moves();
    EXPECT_EQ(play->over() == Primitive::Lose, moves.empty());
    if (moves.empty()) continue;
    EXPECT_EQ(moves.front().value, here.value);
    EXPECT_EQ(moves.front().remoteness, here.remoteness);
    play->play(moves.front().text);
    EXPECT_FALSE(play->first_player_to_move());
    EXPECT_EQ(play->value().value == SolvedValue::Win, !left_wins);
    EXPECT_THROW(play->play("no such move"), ParseError);
  }
}

using SolverLaws = PartisanLaws;

TEST_P(SolverLaws, OneAndTwoThreadsAgree) {
  const GameEntry& e = entry();
  std::mt19937_64 rng(std::hash<std::string>{}(e.name));
  int checked_against_reference = 0;
  for (int i = 0; i < 12; ++i) {
    const Term t = e.random_position(rng);
    SCOPED_TRACE(to_string(t));
    Arguments args;
    try {
      args = e.arguments(t);
    } catch (const LimitError&) {
      continue;
    }
    SolveReport one, two;
    try {
      RunControl serial(Limits{.threads = 1});
      Session s1(registry, serial);
      one = e.solve(args, s1, {});
    } catch (const LimitError&) {
      continue;  // an instance the game refuses (k larger than the board)
    }
    RunControl parallel(Limits{.threads = 2});
    Session s2(registry, parallel);
    two = e.solve(args, s2, {});
    EXPECT_EQ(one.value, two.value);
    EXPECT_EQ(one.remoteness, two.remoteness);
    EXPECT_EQ(one.positions, two.positions);
    for (int k = 0; k < 4; ++k) EXPECT_EQ(one.counts[k], two.counts[k]);
    // Against a plain negamax that shares nothing with the retrograde solvers.
    if (e.reference_solve) {
      Session s3(registry, run);
      const SolveReport ref = e.reference_solve(args, s3);
      EXPECT_EQ(one.value, ref.value);
      EXPECT_EQ(one.remoteness, ref.remoteness);
      EXPECT_EQ(one.positions, ref.positions);
      for (int k = 0; k < 4; ++k) EXPECT_EQ(one.counts[k], ref.counts[k]) << "count " << k;
      ++checked_against_reference;
    }
  }
  if (e.reference_solve) {
    EXPECT_GT(checked_against_reference, 6) << "too few instances reached the reference";
  }
}

// The games with random positions that serve `command`.
std::vector<std::string> games_serving(Command command) {
  std::vector<std::string> names;
  const Registry registry = builtin_registry();
  for (const GameEntry& e : registry.entries())
    if (e.random_position && e.serves(command)) names.push_back(e.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, PartisanLaws, ::testing::ValuesIn(games_serving(Command::Value)),
                         [](const auto& info) { return info.param; });
INSTANTIATE_TEST_SUITE_P(EveryGame, SolverLaws, ::testing::ValuesIn(games_serving(Command::Solve)),
                         [](const auto& info) { return info.param; });

// Every partisan game (it serves `outcome`) has random positions, so the laws cover it.
TEST(Laws, EveryPartisanGameHasRandomPositions) {
  const Registry registry = builtin_registry();
  for (const GameEntry& e : registry.entries()) {
    // Loopy rulesets (outcome by plain play) are checked against their values in their
    // own tests (backsliding_toads_and_frogs_test.cpp, loopy_test.cpp); an outcome read
    // from the value needs no check against it.
    if (e.serves(Command::Outcome) && !e.loopy_graph && !e.outcome_from_value) {
      EXPECT_TRUE(static_cast<bool>(e.random_position)) << e.name;
    }
  }
}

}  // namespace
}  // namespace cgt
