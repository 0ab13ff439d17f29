// `cgt play` and `cgt outcome --moves` for the impartial heap games, spawning and
// turning: the mover wins exactly when the Grundy value is not 0 (Sprague–Grundy), the
// winning moves are the options of Grundy value 0, and the remoteness equals an
// independent brute force over rows of pins (Kayles as Dudeney and Winning Ways ch. 4
// describe it, not as a heap rule).
#include <gtest/gtest.h>

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/spawning.hpp"
#include "cgt/impartial/heap_sum.hpp"
#include "cgt/impartial/misere_game.hpp"
#include "cgt/impartial/misere_heap.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// Kayles (OEIS A002186): G(0..47).
constexpr std::uint64_t kKayles[] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
                                     4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7};

struct Result {
  bool win;
  std::uint32_t remoteness;
};

// Kayles on a row of pins ('I' standing, '.' down): knock down one pin or two adjacent
// ones. Win or loss for the mover with remoteness (the winner hurries, the loser delays).
Result kayles_row(const std::string& row, absl::flat_hash_map<std::string, Result>& memo) {
  if (const auto it = memo.find(row); it != memo.end()) return it->second;
  Result best{false, 0};
  const auto consider = [&](const std::string& next) {
    const Result r = kayles_row(next, memo);
    if (!r.win) {
      if (!best.win || r.remoteness + 1 < best.remoteness) best = {true, r.remoteness + 1};
    } else if (!best.win) {
      best.remoteness = std::max(best.remoteness, r.remoteness + 1);
    }
  };
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] != 'I') continue;
    std::string one = row;
    one[i] = '.';
    consider(one);
    if (i + 1 < row.size() && row[i + 1] == 'I') {
      one[i + 1] = '.';
      consider(one);
    }
  }
  memo.emplace(row, best);
  return best;
}

// Grundy's game on a multiset of heaps, every heap kept (heaps 1 and 2, which have no
// move, too): split one heap into two unequal non-empty heaps.
Result grundys_game_heaps(std::vector<int> heaps, std::map<std::vector<int>, Result>& memo) {
  std::sort(heaps.begin(), heaps.end());
  if (const auto it = memo.find(heaps); it != memo.end()) return it->second;
  Result best{false, 0};
  for (std::size_t i = 0; i < heaps.size(); ++i)
    for (int a = 1; 2 * a < heaps[i]; ++a) {
      std::vector<int> next = heaps;
      next[i] = a;
      next.push_back(heaps[i] - a);
      const Result r = grundys_game_heaps(next, memo);
      if (!r.win) {
        if (!best.win || r.remoteness + 1 < best.remoteness) best = {true, r.remoteness + 1};
      } else if (!best.win) {
        best.remoteness = std::max(best.remoteness, r.remoteness + 1);
      }
    }
  memo.emplace(heaps, best);
  return best;
}

class ImpartialPlay : public ::testing::Test {
 protected:
  std::unique_ptr<PlaySession> play(const std::string& term) {
    const Term t = parse_term(term);
    const GameEntry& e = registry_.at(t, Command::Play);
    return e.play(e.arguments(t), session_, {});
  }
  OutcomeReport outcome_with_moves(const std::string& term) {
    const Term t = parse_term(term);
    const GameEntry& e = registry_.at(t, Command::Outcome);
    return e.outcome(e.arguments(t), session_, {std::nullopt, true});
  }
  Registry registry_ = builtin_registry();
  RunControl run_;
  Session session_{registry_, run_};
};

TEST_F(ImpartialPlay, KaylesAgreesWithAPinRowBruteForce) {
  absl::flat_hash_map<std::string, Result> memo;
  for (std::size_t n = 0; n <= 11; ++n) {
    SCOPED_TRACE(n);
    const auto session = play("kayles(" + std::to_string(n) + ")");
    const Result expected = kayles_row(std::string(n, 'I'), memo);
    const QueryReport here = session->value();
    EXPECT_EQ(here.value == SolvedValue::Win, expected.win);
    EXPECT_EQ(here.value == SolvedValue::Win, kKayles[n] != 0);  // Sprague–Grundy
    EXPECT_EQ(here.remoteness, expected.remoteness);
  }
}

// Heaps without a move are left out of the search's table (HeapSum::normalize): the
// remoteness is that of the whole multiset.
TEST_F(ImpartialPlay, GrundysGameAgreesWithAMultisetBruteForce) {
  std::map<std::vector<int>, Result> memo;
  for (int n = 1; n <= 16; ++n) {
    SCOPED_TRACE(n);
    const auto session = play("grundys_game(" + std::to_string(n) + ")");
    const Result expected = grundys_game_heaps({n}, memo);
    EXPECT_EQ(session->value().value == SolvedValue::Win, expected.win);
    EXPECT_EQ(session->value().remoteness, expected.remoteness);
    for (const auto& m : session->moves()) {
      std::vector<int> heaps;
      for (std::size_t at = 0; at < m.text.size();) {
        const std::size_t plus = std::min(m.text.find(" + ", at), m.text.size());
        heaps.push_back(std::stoi(m.text.substr(at, plus - at)));
        at = plus + 3;
      }
      const Result r = grundys_game_heaps(heaps, memo);
      EXPECT_EQ(m.value == SolvedValue::Win, !r.win) << m.text;
      EXPECT_EQ(m.remoteness, r.remoteness + 1) << m.text;
    }
  }
}

TEST_F(ImpartialPlay, KaylesSevenMovesAndPlay) {
  // Kayles 7 (G = 2): the winning moves leave 3 + 3 (G 0) and 4 + 1 (1 ^ 1 = 0).
  const OutcomeReport r = outcome_with_moves("kayles(7)");
  EXPECT_EQ(r.outcome, OutcomeClass::N);
  std::vector<std::string> wins = r.left_winning_moves;
  std::sort(wins.begin(), wins.end());
  EXPECT_EQ(wins, (std::vector<std::string>{"3 + 3", "4 + 1"}));
  EXPECT_EQ(r.right_winning_moves, r.left_winning_moves);
  const auto session = play("kayles(7)");
  EXPECT_EQ(session->board(), "7");
  const auto moves = session->moves();
  ASSERT_EQ(moves.size(), 7u);  // 6, 5 + 1, 4 + 2, 3 + 3, 5, 4 + 1, 3 + 2
  for (const auto& m : moves) {
    const bool zero = m.text == "3 + 3" || m.text == "4 + 1";
    EXPECT_EQ(m.value == SolvedValue::Win, zero) << m.text;
  }
  session->play("3 + 3");
  EXPECT_EQ(session->board(), "3 + 3");
  EXPECT_EQ(session->value().value, SolvedValue::Lose);
  EXPECT_THROW(session->play("3 + 4"), ParseError);  // not an option of 3 + 3
  // A P-position has no winning move: Dawson's Kayles 9 (OEIS A002187: G(9) = 0).
  const OutcomeReport p = outcome_with_moves("dawsons_kayles(9)");
  EXPECT_EQ(p.outcome, OutcomeClass::P);
  EXPECT_TRUE(p.moves_listed);
  EXPECT_TRUE(p.left_winning_moves.empty());
}

TEST_F(ImpartialPlay, EveryMoveOfHeapGamesAgreesWithGrundyValues) {
  for (const char* game : {"dawsons_kayles", "grundys_game", "officers", "dawsons_chess", "nim"}) {
    const HeapRule rule = registry_.at(game).heap({});
    for (int n = 0; n <= 12; ++n) {
      const std::string term = std::string(game) + "(" + std::to_string(n) + ")";
      SCOPED_TRACE(term);
      const auto session = play(term);
      for (const auto& m : session->moves()) {
        // The option's value: the nim-sum of its heaps' nimbers.
        Game sum = Game::nimber(0);
        std::string rest = m.text;
        for (std::size_t at = 0; at < rest.size();) {
          const std::size_t plus = std::min(rest.find(" + ", at), rest.size());
          const std::string heap = rest.substr(at, plus - at);
          if (heap != "0") sum = sum + value_of(parse_term(std::string(game) + "(" + heap + ")"), session_);
          at = plus + 3;
        }
        EXPECT_EQ(m.value == SolvedValue::Win, sum == Game::nimber(0)) << m.text;
      }
      EXPECT_EQ(session->value().value == SolvedValue::Win, value_of(parse_term(term), session_) != Game::nimber(0));
    }
  }
}

TEST_F(ImpartialPlay, TurningRowsFlipTheCoinsOfASpawningMove) {
  // Mock Turtles: turn one, two or three coins, the rightmost from heads to tails.
  const auto session = play("turning(\"thth\", \"1-3\")");
  std::vector<std::string> texts;
  for (const auto& m : session->moves()) texts.push_back(m.text);
  std::sort(texts.begin(), texts.end());
  // Heads at 2 and 4: from 4, turn it alone or with one or two of coins 1..3 (7 rows);
  // from 2, turn it alone or with coin 1 ("ttth", "htth").
  EXPECT_EQ(texts, (std::vector<std::string>{"hhht", "hhtt", "htth", "httt", "thht", "thtt", "ttht", "ttth", "tttt"}));
  std::mt19937_64 rng(7);
  for (int i = 0; i < 60; ++i) {
    std::string coins;
    for (std::uint64_t n = 1 + rng() % 7; n > 0; --n) coins += (rng() & 1) != 0 ? 'h' : 't';
    for (const char* code : {"1-3", "3", "1+C", "3E"}) {
      const std::string term = "turning(\"" + coins + "\", \"" + code + "\")";
      SCOPED_TRACE(term);
      const auto s = play(term);
      EXPECT_EQ(s->value().value == SolvedValue::Win, value_of(parse_term(term), session_) != Game::nimber(0));
      for (const auto& m : s->moves())
        EXPECT_EQ(m.value == SolvedValue::Win,
                  value_of(parse_term("turning(\"" + m.text + "\", \"" + code + "\")"), session_) == Game::nimber(0));
    }
  }
}

TEST_F(ImpartialPlay, SpawningAndSubtraction) {
  // Mock Turtles' heap 6 (value 11): heaps 1..5 have the distinct nonzero values 1, 2,
  // 4, 7, 8, so no option with heaps is 0, and the one winning move turns coin 6 alone.
  const OutcomeReport r = outcome_with_moves("spawning(\"1-3\", 6)");
  EXPECT_EQ(r.outcome, OutcomeClass::N);
  EXPECT_EQ(r.left_winning_moves, (std::vector<std::string>{"0"}));
  // Subtraction {2, 3, 7}: G(9) != 0; the winning move leaves a heap of value 0.
  const OutcomeReport s = outcome_with_moves("subtraction(9, [2,3,7])");
  ASSERT_EQ(s.left_winning_moves.size(), 1u);
  EXPECT_EQ(value_of(parse_term("subtraction(" + s.left_winning_moves[0] + ", [2,3,7])"), session_), Game::nimber(0));
  const auto p = play("subtraction(9, [2,3,7])");
  EXPECT_EQ(p->moves().front().text, s.left_winning_moves[0]);
}

// Misère play of a row of coins: the player who cannot move wins. Brute force over the
// row itself, against the outcome of the row's misère canonical form.
bool misere_mover_wins(const TurningRow& game, const std::string& row, std::map<std::string, bool>& memo) {
  if (const auto it = memo.find(row); it != memo.end()) return it->second;
  const auto moves = game.moves(row);
  bool wins = moves.empty();
  for (const std::string& next : moves)
    if (!misere_mover_wins(game, next, memo)) wins = true;
  memo.emplace(row, wins);
  return wins;
}

TEST_F(ImpartialPlay, MisereFormsOfTurningRowsAndSubtractionHeaps) {
  std::mt19937_64 rng(11);
  for (const char* code : {"1-3", "3", "1+C"}) {
    const TurningRow game{Spawning(code)};
    std::map<std::string, bool> memo;
    for (int i = 0; i < 25; ++i) {
      std::string coins;
      for (std::uint64_t n = 1 + rng() % 8; n > 0; --n) coins += (rng() & 1) != 0 ? 'h' : 't';
      const std::string term = "turning(\"" + coins + "\", \"" + code + "\")";
      SCOPED_TRACE(term);
      const OutcomeClass o = misere_form_of(parse_term(term), session_).misere_outcome();
      EXPECT_EQ(o == OutcomeClass::N, misere_mover_wins(game, coins, memo));
    }
  }
  // Subtraction {2, 3, 7}: the misère Grundy value of each heap's form is the one `cgt
  // heap` computes heap by heap.
  RunControl run;
  const auto expected = misere_grundy_values(HeapRule::subtraction({2, 3, 7}), 20, run);
  for (int n = 0; n <= 20; ++n) {
    const std::string term = "subtraction(" + std::to_string(n) + ", [2,3,7])";
    EXPECT_EQ(misere_form_of(parse_term(term), session_).misere_nim_value(), expected[static_cast<std::size_t>(n)]) << term;
  }
}

TEST(HeapSum, MovesOfAKaylesHeap) {
  const HeapSum kayles(HeapRule::parse("0.77"));
  std::vector<HeapSum::Position> moves = kayles.moves({4});
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  EXPECT_EQ(moves, (std::vector<HeapSum::Position>{{1, 1}, {2}, {2, 1}, {3}}));
  EXPECT_EQ(HeapSum::to_string({5, 3, 3}), "5 + 3 + 3");
  EXPECT_EQ(HeapSum::to_string({}), "0");
  // Grundy's game: heaps 1 and 2 have no move and are left out of a search's key.
  EXPECT_EQ(HeapSum(HeapRule::grundys_game()).normalize({5, 2, 1}), (HeapSum::Position{5}));
  EXPECT_EQ(kayles.normalize({2, 1}), (HeapSum::Position{2, 1}));
  // Equal heaps are moved once: 2 + 2 in Dawson's Kayles (0.07) moves only to 2.
  EXPECT_EQ(HeapSum(HeapRule::parse("0.07")).moves({2, 2}), (std::vector<HeapSum::Position>{{2}}));
}

}  // namespace
}  // namespace cgt
