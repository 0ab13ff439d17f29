// The registry: every game's example runs under every command it lists; lookups,
// aliases, close names and argument errors.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/tier_files.hpp"

namespace cgt {
namespace CGT_TEST_NS {

class RegistryTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(chdir(CGT_SOURCE_DIR), 0); }  // examples name files in the repository
  Registry registry = builtin_registry();
  RunControl run;
};

TEST_F(RegistryTest, EveryExampleRunsUnderEveryListedCommand) {
  const auto db_path = std::filesystem::temp_directory_path() / "cgt_registry_test.db";
  const auto tiers_path = std::filesystem::temp_directory_path() / "cgt_registry_test_tiers";
  for (const GameEntry& e : registry.entries()) {
    SCOPED_TRACE(e.name);
    EXPECT_FALSE(e.description.empty());
    EXPECT_FALSE(e.engines.empty());
    const Term term = parse_term(e.example);
    ASSERT_EQ(registry.find(term.name), &e);
    const Arguments args = e.arguments(term);
    Session session(registry, run);
    if (e.value) {
      const Game g = e.value(args, session);
      EXPECT_EQ(value_of(parse_term(e.example), session), g);
      EXPECT_EQ(parse_game(to_string(g)), g);
    }
    if (e.loopy_value) {
      const loopy::SidedValue v = e.loopy_value(args, session);
      EXPECT_TRUE(loopy_value_of(parse_term(e.example), session) == v);
      EXPECT_FALSE(v.to_string().empty());
      if (!e.value) {
        EXPECT_THROW(value_of(term, session), DomainError);  // no canonical form
      } else {  // a schema that is loopy for some rules only: short games are stoppers too
        EXPECT_TRUE(loopy::SidedValue(loopy::CanonicalStopper::from_game(value_of(term, session))) == v);
      }
    }
    if (e.outcome) {
      const OutcomeReport o = e.outcome(args, session, {});
      if (e.value) {
        EXPECT_EQ(o.outcome, outcome(e.value(args, session)));
      }
    }
    if (e.heap) {
      EXPECT_FALSE(e.heap(args).name().empty());
    }
    if (e.solve) {
      const std::string out = e.query_tiers ? tiers_path.string() : e.query ? db_path.string() : "";
      SolveRequest request;
      request.database = out;
      const SolveReport r = e.solve(args, session, request);
      EXPECT_GT(r.positions, 0u);
      EXPECT_EQ(r.game, to_string(args.normal_term()));
      if (e.query) {
        Database db(db_path.string());
        EXPECT_EQ(db.game(), r.game);
        auto play = e.play(args, session, {db_path.string(), ""});
        const QueryReport start = e.query(args, db, play->board());
        EXPECT_EQ(start.value, r.value);
        EXPECT_EQ(start.remoteness, r.remoteness);
      }
      if (e.query_tiers) {  // a directory of tier files
        TierFiles tiers = TierFiles::open(tiers_path.string());
        EXPECT_EQ(tiers.game(), r.game);
        auto play = e.play(args, session, {tiers_path.string(), ""});
        const QueryReport start = e.query_tiers(args, tiers, play->board());
        EXPECT_EQ(start.value, r.value);
        EXPECT_EQ(start.remoteness, r.remoteness);
        EXPECT_EQ(play->value().value, r.value);
        std::filesystem::remove_all(tiers_path);
      }
    }
    if (e.play) {
      auto play = e.play(args, session, {});
      const QueryReport v = play->value();
      const auto moves = play->moves();
      ASSERT_FALSE(moves.empty());
      // The best move's value is the position's (Gamesman: win in r = a move to lose in r - 1).
      EXPECT_EQ(moves.front().value, v.value);
      if (v.value != SolvedValue::Draw) {
        EXPECT_EQ(moves.front().remoteness, v.remoteness);
      }
      play->play(moves.front().text);
      EXPECT_THROW(play->play("no such move"), ParseError);
    }
  }
  std::filesystem::remove(db_path);
}

TEST_F(RegistryTest, NamesAliasesAndCloseNames) {
  EXPECT_EQ(registry.find("tictactoe"), registry.find("tic_tac_toe"));
  EXPECT_EQ(registry.find("stop"), registry.find("stop_game"));
  EXPECT_EQ(registry.find("chess"), nullptr);
  try {
    registry.at("dominering");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("did you mean domineering"), std::string::npos) << e.what();
  }
  EXPECT_THROW(registry.at(parse_term("quixo(3)"), Command::Value), ParseError);  // quixo has no canonical forms
  Session session(registry, run);
  EXPECT_THROW(value_of(parse_term("chess(1)"), session), ParseError);
  EXPECT_THROW(parse_game("domineering(2, 2)"), ParseError);  // no catalogue given
}

TEST_F(RegistryTest, ArgumentsAreTypedAndLimited) {
  const GameEntry& c4 = registry.at("connect4");
  EXPECT_EQ(to_string(c4.arguments(parse_term("connect4")).normal_term()), "connect4(7, 6, 4)");
  EXPECT_EQ(to_string(c4.arguments(parse_term("connect4(height = 5, width = 6)")).normal_term()), "connect4(6, 5, 4)");
  EXPECT_THROW(c4.arguments(parse_term("connect4(\"6\")")), ParseError);
  EXPECT_THROW(c4.arguments(parse_term("connect4(6, 5, 4, 3)")), ParseError);
  EXPECT_THROW(c4.arguments(parse_term("connect4(size = 3)")), ParseError);
  EXPECT_THROW(c4.arguments(parse_term("connect4(0, 5)")), LimitError);
  const GameEntry& dom = registry.at("domineering");
  EXPECT_EQ(dom.arguments(parse_term("domineering(2, 3)")).signature(), 0u);
  EXPECT_EQ(dom.arguments(parse_term("domineering(\"..|..\")")).signature(), 1u);
  EXPECT_THROW(dom.arguments(parse_term("domineering(true)")), ParseError);
  // A choice parameter: a bare word or a quoted one, one of its words.
  const GameEntry& clobber = registry.at("clobber");
  EXPECT_EQ(to_string(clobber.arguments(parse_term("clobber(\"xo\", directions = \"all\")")).normal_term()),
            "clobber(\"xo\", all, false)");
  EXPECT_EQ(clobber.arguments(parse_term("clobber(\"xo\", directions => diagonal)")).choice("directions"), "diagonal");
  EXPECT_THROW(clobber.arguments(parse_term("clobber(\"xo\", directions = up)")), ParseError);
  EXPECT_THROW(clobber.arguments(parse_term("clobber(\"xo\", anti = diagonal)")), ParseError);
  const GameEntry& stop = registry.at("stop_game");
  EXPECT_EQ(stop.arguments(parse_term("stop(\"3,1,4\")")).integers("scores"), (std::vector<std::int64_t>{3, 1, 4}));
  EXPECT_THROW(stop.arguments(parse_term("stop(\"3,x\")")), ParseError);
}

// Literature values through the registry: Domineering 4x4 is a first-player win,
// 5x5 a second-player win (Breuker, Uiterwijk and van den Herik 2000); Domineering 2x3
// = 1/2... as values: the 2x2 board is +-1 (Winning Ways ch. 2).
// Boards as `cgt query` and `cgt play --position` read them: printed back as the game
// prints them, the printed form reads to itself, and malformed boards are ParseErrors.
TEST_F(RegistryTest, BoardsReadAndPrintBack) {
  const auto board = [&](std::string_view term, std::string_view text) {
    const GameEntry& g = registry.at(parse_term(term), Command::Query);
    const std::string once = g.board(g.arguments(parse_term(term)), text);
    EXPECT_EQ(g.board(g.arguments(parse_term(term)), once), once) << term << ' ' << text;
    return once;
  };
  EXPECT_EQ(board("tic_tac_toe", "x.o|.x.|..o"), "x.o|.x.|..o");
  EXPECT_EQ(board("mnk(3, 4, 3)", "x...|.o..|...."), "x...|.o..|....");
  EXPECT_EQ(board("connect4(4, 4)", "....|....|.o..|.x.x"), "....|....|.o..|.x.x");
  EXPECT_EQ(board("quixo(3)", "x..|.o.|... x"), "x..|.o.|...");  // x's turn is implied
  EXPECT_EQ(board("quixo(3)", "x..|.o.|... o"), "x..|.o.|... o");  // and o's must be said
  EXPECT_EQ(board("quixo(3)", "xx.|.o.|..."), "xx.|.o.|...");
  EXPECT_EQ(board("teeko", "b....|.r...|.....|.....|....."), "b....|.r...|.....|.....|.....");
  int games_with_boards = 0;
  for (const GameEntry& g : registry.entries()) {
    if (!g.board) continue;
    ++games_with_boards;
    const Arguments args = g.arguments(parse_term(g.example));
    for (std::string_view bad : {"", "|", "x", "zzz|zzz|zzz", "x.o|.x.|..o|...|...|...|...|...|...|...|..."})
      EXPECT_THROW(g.board(args, bad), ParseError) << g.name << " '" << bad << "'";
  }
  EXPECT_EQ(games_with_boards, static_cast<int>(std::count_if(registry.entries().begin(), registry.entries().end(),
                                                              [](const GameEntry& g) { return g.serves(Command::Query); })));
}

TEST_F(RegistryTest, LiteratureThroughTerms) {
  Session session(registry, run);
  const GameEntry& dom = registry.at("domineering");
  EXPECT_EQ(dom.outcome(dom.arguments(parse_term("domineering(4, 4)")), session, {}).outcome, OutcomeClass::N);
  EXPECT_EQ(dom.outcome(dom.arguments(parse_term("domineering(5, 5)")), session, {}).outcome, OutcomeClass::P);
  EXPECT_EQ(to_string(value_of(parse_term("domineering(2, 2)"), session)), "+-1");
  EXPECT_EQ(to_string(value_of(parse_term("domineering(2, 1)"), session)), "1");  // one vertical domino: Left's
  EXPECT_EQ(to_string(value_of(parse_term("domineering(1, 2)"), session)), "-1");
  const GameEntry& ttt = registry.at("tic_tac_toe");
  const SolveReport r = ttt.solve(ttt.arguments(parse_term("tictactoe")), session, {});
  EXPECT_EQ(r.value, SolvedValue::Tie);  // Winning Ways ch. 22
  EXPECT_EQ(r.positions, 5478u);
  EXPECT_EQ(r.game, "tic_tac_toe");
  // Kayles G(0..9) (OEIS A002186) through kayles(n) as nimbers.
  const int kayles[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4};
  for (int n = 0; n < 10; ++n)
    EXPECT_EQ(value_of(parse_term("kayles(" + std::to_string(n) + ")"), session), Game::nimber(static_cast<std::uint64_t>(kayles[n])));
}

}  // namespace
}  // namespace cgt

namespace cgt {
namespace CGT_TEST_NS {

// A long-lived session (the REPL's, the Python module's) gives each call its own run
// control: the cached reducer of a game must follow it, not keep the first call's
// (which is gone by the second call; ASan would see the dangling reference).
TEST(SessionRunScope, EachCallRunsUnderItsOwnRunControl) {
  const Registry registry = builtin_registry();
  RunControl base;
  Session session(registry, base);
  {
    RunControl limited(Limits{1e-9, 0, 1});
    const Session::RunScope scope(session, limited);
    EXPECT_THROW(value_of(parse_term("domineering(5, 5)"), session), LimitError);
  }
  {
    RunControl unlimited;
    const Session::RunScope scope(session, unlimited);
    RunControl fresh_run;
    Session fresh(registry, fresh_run);
    EXPECT_EQ(to_string(value_of(parse_term("domineering(4, 4)"), session)),
              to_string(value_of(parse_term("domineering(4, 4)"), fresh)));
    RunControl cancelled;
    cancelled.cancel();
    const Session::RunScope inner(session, cancelled);
    EXPECT_THROW(value_of(parse_term("domineering(5, 5)"), session), LimitError);
  }
  EXPECT_EQ(&session.run(), &base);
}

}  // namespace
}  // namespace cgt
