// The loopy tiered solver: Quixo and Teeko by tiers give every state the dense solver's
// value and remoteness; random loopy tiered graphs agree with the hash-table solver;
// ranks sharing a solve get the one-process result.
#include "cgt/solve/loopy_tiered_solver.hpp"

#include <absl/hash/hash.h>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/quixo_tiers.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/games/teeko_tiers.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "thread_ranks.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using TierCells = std::map<std::uint32_t, std::vector<std::uint16_t>>;

TieredSolveOptions collecting(TierCells& into) {
  TieredSolveOptions options;
  options.sink = [&into](std::uint32_t t, const std::vector<std::uint16_t>& cells) { into[t] = cells; };
  return options;
}

TEST(QuixoTiers, SlotsAndBoardsAreABijection) {
  const QuixoTiers tiers{Quixo(3)};
  std::uint64_t total = 0;
  std::set<std::pair<std::uint32_t, std::uint32_t>> boards;
  for (std::uint32_t t = 0; t < tiers.tier_count(); ++t) {
    for (std::uint64_t s = 0; s < tiers.tier_size(t); ++s) {
      const Quixo::Board b = tiers.board(t, s);
      ASSERT_EQ(b.mine & b.theirs, 0u);
      ASSERT_EQ(QuixoTiers::tier(b), t);
      ASSERT_EQ(tiers.slot(b), s) << "tier " << t;
      ASSERT_TRUE(boards.emplace(b.mine, b.theirs).second);
    }
    total += tiers.tier_size(t);
  }
  EXPECT_EQ(total, 19683u);  // 3^9: every board once
  const QuixoTiers big{Quixo(4)};
  total = 0;
  std::mt19937_64 rng(7);
  for (std::uint32_t t = 0; t < big.tier_count(); ++t) {
    total += big.tier_size(t);
    for (int k = 0; k < 2000; ++k) {
      const std::uint64_t s = rng() % big.tier_size(t);
      ASSERT_EQ(big.slot(big.board(t, s)), s);
    }
  }
  EXPECT_EQ(total, 43046721u);  // 3^16
}

// Every state's cell, by tiers, equals the dense solver's (draws: no decided value), and
// the summaries are equal.
template <class Tiers, class Game>
void expect_dense_values(const Tiers& tiers, const Game& game, int threads) {
  const DenseSolve dense = solve_dense(game);
  TierCells cells;
  RunControl run(Limits{.threads = threads});
  const TieredSolve solved = solve_loopy_tiered(tiers, run, collecting(cells));
  ASSERT_EQ(cells.size(), tiers.tier_count());
  std::uint64_t states = 0;
  for (const auto& [t, tier] : cells) {
    ASSERT_EQ(tier.size(), tiers.tier_size(t));
    for (std::uint64_t s = 0; s < tier.size(); ++s) {
      const std::uint64_t state = game.rank(tiers.board(t, s));
      ASSERT_EQ(dense_cell::value(tier[s]), dense.table.value(state)) << "tier " << t << " slot " << s;
      ASSERT_EQ(dense_cell::remoteness(tier[s]), dense.table.remoteness(state)) << "tier " << t << " slot " << s;
    }
    states += tier.size();
  }
  EXPECT_EQ(states, game.state_count());
  EXPECT_EQ(solved.summary.value, dense.summary.value);
  EXPECT_EQ(solved.summary.remoteness, dense.summary.remoteness);
  EXPECT_EQ(solved.summary.positions, dense.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(solved.summary.counts[v], dense.summary.counts[v]);
}

TEST(LoopyTieredSolver, QuixoThreeByThreeEqualsTheDenseSolver) {
  const Quixo game(3);
  for (int threads : {1, 2}) expect_dense_values(QuixoTiers(game), game, threads);
  // The literature's figures (GamesmanOne; the dense solver's test): a win in 7 for X,
  // 32,027 positions reachable.
  const TieredSolve s = solve_loopy_tiered(QuixoTiers(game));
  EXPECT_EQ(s.summary.value, SolvedValue::Win);
  EXPECT_EQ(s.summary.remoteness, 7u);
  EXPECT_EQ(s.summary.positions, 32027u);
}

// Teeko's board of the test suite is 4 x 4; the tiers are its marker counts.
TEST(LoopyTieredSolver, TeekoFourByFourEqualsTheDenseSolver) {
  const Teeko game(4);
  const TeekoTiers tiers(game);
  struct WithBoards : TeekoTiers {
    using TeekoTiers::TeekoTiers;
    Teeko::Board board(std::uint32_t t, std::uint64_t s) const { return game().unrank(state(t, s)); }
  };
  expect_dense_values(WithBoards(game), game, 2);
  std::uint64_t first = 0;
  for (std::uint32_t t = 0; t < tiers.tier_count(); ++t) {
    EXPECT_EQ(game.first_state(static_cast<int>(t)), first);
    first += tiers.tier_size(t);
  }
}

// A random loopy tiered graph: moves stay in the tier or go to the next; some states
// are primitive wins or losses.
struct RandomTieredGraph {
  static constexpr bool kRelativeStates = false;
  using Position = std::pair<std::uint32_t, std::uint64_t>;
  std::vector<std::vector<Primitive>> prim;
  std::vector<std::vector<std::vector<Position>>> moves;

  explicit RandomTieredGraph(std::mt19937_64& rng) {
    const std::uint32_t tiers = 1 + static_cast<std::uint32_t>(rng() % 4);
    prim.resize(tiers);
    moves.resize(tiers);
    for (std::uint32_t t = 0; t < tiers; ++t) {
      const std::uint64_t n = 1 + rng() % 6;
      prim[t].assign(n, Primitive::Undecided);
      moves[t].resize(n);
    }
    for (std::uint32_t t = 0; t < tiers; ++t)
      for (std::uint64_t i = 0; i < prim[t].size(); ++i) {
        const unsigned roll = static_cast<unsigned>(rng() % 10);
        if (roll == 0) prim[t][i] = Primitive::Win;
        if (roll == 1) prim[t][i] = Primitive::Lose;
        const int out = static_cast<int>(rng() % 4);
        for (int k = 0; k < out; ++k) {
          const std::uint32_t ct = t + 1 < tiers && rng() % 2 == 0 ? t + 1 : t;
          moves[t][i].emplace_back(ct, rng() % prim[ct].size());  // repeats allowed: multiplicity
        }
      }
  }
  std::uint32_t tier_count() const { return static_cast<std::uint32_t>(prim.size()); }
  std::uint64_t tier_size(std::uint32_t t) const { return prim[t].size(); }
  std::uint64_t start_slot() const { return 0; }
  Primitive primitive(std::uint32_t t, std::uint64_t i) const { return prim[t][i]; }
  unsigned move_count(std::uint32_t t, std::uint64_t i) const { return static_cast<unsigned>(moves[t][i].size()); }
  template <class F>
  Primitive expand(std::uint32_t t, std::uint64_t i, F&& f) const {
    if (prim[t][i] == Primitive::Undecided)
      for (const auto& [ct, c] : moves[t][i]) f(ct, c);
    return prim[t][i];
  }
  template <class F>
  void for_each_parent(std::uint32_t t, std::uint64_t i, std::uint32_t pt, F&& f) const {
    for (std::uint64_t p = 0; p < prim[pt].size(); ++p)
      for (const auto& m : moves[pt][p])
        if (m == Position{t, i}) f(p);
  }
  // As a game of the hash-table solver (which knows nothing of tiers or un-moves).
  Position start() const { return {0, 0}; }
  Primitive primitive(const Position& p) const { return prim[p.first][p.second]; }
  std::vector<Position> moves_of(const Position& p) const { return moves[p.first][p.second]; }
};

struct AsHashGame {
  const RandomTieredGraph& g;
  using Position = RandomTieredGraph::Position;
  Position start() const { return g.start(); }
  Primitive primitive(const Position& p) const { return g.primitive(p); }
  std::vector<Position> moves(const Position& p) const { return g.moves_of(p); }
};

TEST(LoopyTieredSolver, RandomLoopyTieredGraphsAgreeWithTheHashSolver) {
  std::mt19937_64 rng(20261128);
  for (int trial = 0; trial < 3000; ++trial) {
    const RandomTieredGraph g(rng);
    TierCells cells;
    const TieredSolve tiered = solve_loopy_tiered(g, unlimited_run(), collecting(cells));
    SolvedTable<AsHashGame> table;
    const SolveResult hashed = solve(AsHashGame{g}, 1000, unlimited_run(), &table);
    ASSERT_EQ(tiered.summary.positions, hashed.positions) << trial;
    for (int v = 0; v < 4; ++v) ASSERT_EQ(tiered.summary.counts[v], hashed.counts[v]) << trial;
    for (const auto& [p, cell] : table) {
      const std::uint16_t mine = cells.at(p.first)[p.second];
      ASSERT_EQ(dense_cell::value(mine), dense_cell::value(cell)) << trial << " tier " << p.first << " slot " << p.second;
      ASSERT_EQ(dense_cell::remoteness(mine), dense_cell::remoteness(cell)) << trial;
    }
  }
}

// K ranks sharing a solve hold every tier's cells afterwards, equal to one process's,
// and report the same counts; tiers loaded from an earlier run give the same result.
TEST(LoopyTieredSolver, RanksAndLoadedTiersGetTheOneProcessResult) {
  const QuixoTiers tiers{Quixo(3)};
  TierCells alone_cells;
  const TieredSolve alone = solve_loopy_tiered(tiers, unlimited_run(), collecting(alone_cells));
  for (int k : {2, 3}) {
    std::vector<TierCells> cells(k);
    std::vector<TieredSolve> results(k);
    test_support::run_thread_ranks(k, [&](Ranks& ranks) {
      RunControl run(Limits{.threads = 1});
      TieredSolveOptions options = collecting(cells[ranks.rank()]);
      options.ranks = &ranks;
      results[ranks.rank()] = solve_loopy_tiered(tiers, run, options);
    });
    for (int r = 0; r < k; ++r) {
      EXPECT_EQ(cells[r], alone_cells) << k << " ranks, rank " << r;
      EXPECT_EQ(results[r].tier_positions, alone.tier_positions);
      EXPECT_EQ(results[r].summary.remoteness, alone.summary.remoteness);
      for (int v = 0; v < 4; ++v) EXPECT_EQ(results[r].summary.counts[v], alone.summary.counts[v]);
    }
  }
  // Resume: the last five tiers come from the first run.
  TierCells resumed;
  TieredSolveOptions options = collecting(resumed);
  options.load = [&](std::uint32_t t, std::vector<std::uint16_t>& into) {
    if (t + 5 < tiers.tier_count()) return false;
    into = alone_cells.at(t);
    return true;
  };
  const TieredSolve again = solve_loopy_tiered(tiers, unlimited_run(), options);
  EXPECT_EQ(resumed.size(), tiers.tier_count() - 5);
  for (const auto& [t, c] : resumed) EXPECT_EQ(c, alone_cells.at(t)) << t;
  EXPECT_EQ(again.summary.positions, alone.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(again.summary.counts[v], alone.summary.counts[v]);
}

TEST(LoopyTieredSolver, RefusesAPlanOverTheMemoryLimitBeforeStarting) {
  Limits limits;
  limits.max_bytes = 1 << 20;
  RunControl run(limits);
  EXPECT_THROW(
      {
        try {
          solve_loopy_tiered(QuixoTiers(Quixo(4)), run);
        } catch (const LimitError& e) {
          EXPECT_NE(std::string(e.what()).find("memory limit exceeded: the tiered solve needs"), std::string::npos);
          throw;
        }
      },
      LimitError);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
