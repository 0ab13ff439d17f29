// The tiered solver on Connect-Four: the perfect hash is a bijection, and values,
// remoteness and counts equal the hash-table solver's and OEIS A212693's.
#include "cgt/solve/tiered_solver.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/connect_four_tiers.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/games/mnk_tiers.hpp"
#include "cgt/solve/tier_files.hpp"
#include "thread_ranks.hpp"

namespace cgt {
namespace CGT_TEST_NS {


// Every slot unranks to a board that obeys gravity and the stone counts, and ranks back
// to itself; distinct slots give distinct boards.
TEST(ConnectFourTiers, SlotsAndBoardsAreABijection) {
  for (auto [w, h] : {std::pair{1, 1}, {2, 3}, {3, 3}, {4, 3}, {3, 4}, {5, 2}}) {
    const ConnectFourTiers tiers(ConnectFour(w, h, std::min(3, std::max(w, h))));
    std::uint64_t total = 0;
    for (std::uint32_t t = 0; t < tiers.tier_count(); ++t) {
      std::set<std::pair<std::uint64_t, std::uint64_t>> boards;
      for (std::uint64_t s = 0; s < tiers.tier_size(t); ++s) {
        const ConnectFour::Position p = tiers.position(t, s);
        ASSERT_EQ(std::popcount(p.mask), static_cast<int>(t));
        ASSERT_EQ(p.mine & ~p.mask, 0u);
        // The player to move has floor(t/2) stones.
        ASSERT_EQ(std::popcount(p.mine), static_cast<int>(t / 2)) << w << "x" << h << " tier " << t;
        ASSERT_EQ(tiers.slot(p), s) << w << "x" << h << " tier " << t;
        ASSERT_TRUE(boards.emplace(p.mine, p.mask).second);
      }
      total += tiers.tier_size(t);
    }
    // Independently: boards as one colour string (length 0..h) per column, counted by
    // enumeration, with ceil(k/2) x stones among k.
    const std::uint64_t per_column = (std::uint64_t{2} << h) - 1;
    std::uint64_t combos = 1, boards = 0;
    for (int c = 0; c < w; ++c) combos *= per_column;
    for (std::uint64_t n = 0; n < combos; ++n) {
      int stones = 0, xs = 0;
      for (std::uint64_t m = n, c = 0; c < std::uint64_t(w); ++c, m /= per_column) {
        // Column content m % per_column: length L and the L low bits of the rest.
        std::uint64_t code = m % per_column, length = 0;
        while (code >= (std::uint64_t{1} << length)) code -= std::uint64_t{1} << length++;
        stones += static_cast<int>(length);
        xs += std::popcount(code);
      }
      if (xs == (stones + 1) / 2) ++boards;
    }
    EXPECT_EQ(total, boards) << w << "x" << h;
  }
}

// Positions reached in play, as counted by Tromp (OEIS A212693): 4 x 4 = 161,029 and
// 5 x 4 = 3,945,711; the hash-table solver gives the same values and value counts.
TEST(TieredSolver, ConnectFourMatchesTheHashSolverAndOeis) {
  struct Case {
    int w, h, k;
    std::uint64_t positions;  // 0: not checked against OEIS
  };
  for (const Case c : {Case{4, 4, 4, 161029}, Case{5, 4, 4, 3945711}, Case{3, 3, 3, 0}, Case{4, 3, 3, 0},
                       Case{3, 4, 3, 0}, Case{5, 3, 3, 0}, Case{2, 2, 2, 0}, Case{1, 1, 1, 0}}) {
    const ConnectFour game(c.w, c.h, c.k);
    const TieredSolve tiered = solve_tiered(ConnectFourTiers(game));
    const SolveResult hashed = solve(game);
    SCOPED_TRACE(testing::Message() << c.w << "x" << c.h << " k=" << c.k);
    EXPECT_EQ(tiered.summary.value, hashed.value);
    EXPECT_EQ(tiered.summary.remoteness, hashed.remoteness);
    EXPECT_EQ(tiered.summary.positions, hashed.positions);
    for (int v = 0; v < 4; ++v) EXPECT_EQ(tiered.summary.counts[v], hashed.counts[v]) << v;
    if (c.positions != 0) {
      EXPECT_EQ(tiered.summary.positions, c.positions);
    }
    std::uint64_t sum = 0;
    for (std::uint64_t n : tiered.tier_positions) sum += n;
    EXPECT_EQ(sum, tiered.summary.positions);
  }
}

// The tiers' cells agree with the hash solver position by position.
TEST(TieredSolver, EveryReachablePositionMatchesTheHashSolver) {
  const ConnectFour game(4, 4, 3);
  const ConnectFourTiers tiers(game);
  std::vector<std::vector<std::uint16_t>> cells(tiers.tier_count());
  TieredSolveOptions options;
  options.sink = [&](std::uint32_t t, const std::vector<std::uint16_t>& c) { cells[t] = c; };
  solve_tiered(tiers, unlimited_run(), options);
  SolvedTable<ConnectFour> table;
  solve(game, 1'000'000, unlimited_run(), &table);
  ASSERT_FALSE(table.empty());
  for (const auto& [key, cell] : table) {
    // The table is keyed by the lesser of a board and its mirror image; both have slots.
    const ConnectFour::Position p = key;
    const std::uint16_t tiered = cells[static_cast<std::size_t>(std::popcount(p.mask))][tiers.slot(p)];
    ASSERT_EQ(tiered, cell) << game.to_string(p);
  }
}

TEST(TieredSolver, ThreadsGiveTheSameResult) {
  const ConnectFourTiers tiers(ConnectFour(4, 4, 4));
  Limits one;
  one.threads = 1;
  Limits two;
  two.threads = 2;
  RunControl a(one), b(two);
  const TieredSolve x = solve_tiered(tiers, a), y = solve_tiered(tiers, b);
  EXPECT_EQ(x.tier_positions, y.tier_positions);
  EXPECT_EQ(x.summary.value, y.summary.value);
  EXPECT_EQ(x.summary.remoteness, y.summary.remoteness);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(x.summary.counts[v], y.summary.counts[v]);
}

// The (m,n,k)-game's tiers: a bijection between slots and boards with the right counts,
// and the tiered solve equals the hash-table solver's (tic-tac-toe: a tie in 9, 5,478
// positions; Winning Ways ch. 22).
TEST(MnkTiers, SlotsAreABijectionAndTheSolveEqualsTheHashSolver) {
  for (auto [m, n, k] : {std::tuple{3, 3, 3}, {2, 3, 2}, {3, 4, 3}, {1, 5, 2}}) {
    const MnkGame game(m, n, k);
    const MnkTiers tiers(game);
    for (std::uint32_t t = 0; t < tiers.tier_count(); ++t) {
      std::set<std::string> boards;
      for (std::uint64_t s = 0; s < tiers.tier_size(t); ++s) {
        const std::string p = tiers.position(t, s);
        ASSERT_EQ(MnkTiers::tier(p), t);
        ASSERT_EQ(std::count(p.begin(), p.end(), 'x'), static_cast<long>((t + 1) / 2));
        ASSERT_EQ(tiers.slot(p), s);
        ASSERT_TRUE(boards.insert(p).second);
      }
    }
    const TieredSolve tiered = solve_tiered(tiers);
    const SolveResult hashed = solve(game);
    EXPECT_EQ(tiered.summary.value, hashed.value) << m << n << k;
    EXPECT_EQ(tiered.summary.remoteness, hashed.remoteness);
    EXPECT_EQ(tiered.summary.positions, hashed.positions);
    for (int v = 0; v < 4; ++v) EXPECT_EQ(tiered.summary.counts[v], hashed.counts[v]);
  }
  const TieredSolve ttt = solve_tiered(MnkTiers(MnkGame(3, 3, 3)));
  EXPECT_EQ(ttt.summary.value, SolvedValue::Tie);
  EXPECT_EQ(ttt.summary.remoteness, 9u);
  EXPECT_EQ(ttt.summary.positions, 5478u);
}

// K ranks sharing a solve, each holding its share of the tiers: rank 0 gathers every
// tier's cells, equal to one process's, and all report the same value and counts
// (mpirun -np K gives the same files).
TEST(TieredSolver, RanksSharingASolveGetTheOneProcessResult) {
  const ConnectFourTiers tiers(ConnectFour(4, 4, 4));
  using Cells = std::map<std::uint32_t, std::vector<std::uint16_t>>;
  const auto collect = [](Cells& into) {
    return [&into](std::uint32_t t, const std::vector<std::uint16_t>& cells) { into[t] = cells; };
  };
  Cells alone_cells;
  TieredSolveOptions alone_options;
  alone_options.sink = collect(alone_cells);
  const TieredSolve alone = solve_tiered(tiers, unlimited_run(), alone_options);
  for (int k : {2, 3, 5}) {
    std::vector<Cells> cells(k);
    std::vector<TieredSolve> results(k);
    test_support::run_thread_ranks(k, [&](Ranks& ranks) {
      RunControl run(Limits{.threads = 1});
      TieredSolveOptions options;
      options.sink = collect(cells[ranks.rank()]);
      options.ranks = &ranks;
      results[ranks.rank()] = solve_tiered(tiers, run, options);
    });
    for (int r = 0; r < k; ++r) {
      // Rank 0 gathers every tier to write it; the others hold their shares only.
      if (r == 0) EXPECT_EQ(cells[r], alone_cells) << k << " ranks";
      else EXPECT_TRUE(cells[r].empty()) << k << " ranks, rank " << r;
      EXPECT_EQ(results[r].tier_positions, alone.tier_positions);
      EXPECT_EQ(results[r].summary.value, alone.summary.value);
      EXPECT_EQ(results[r].summary.remoteness, alone.summary.remoteness);
      for (int v = 0; v < 4; ++v) EXPECT_EQ(results[r].summary.counts[v], alone.summary.counts[v]);
    }
  }
}

TEST(TieredSolver, RefusesAPlanOverTheMemoryLimitBeforeStarting) {
  Limits limits;
  limits.max_bytes = 1 << 20;
  RunControl run(limits);
  try {
    solve_tiered(ConnectFourTiers(ConnectFour(5, 5, 4)), run);
    FAIL() << "no error";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("memory limit exceeded: the tiered solve needs"), std::string::npos) << e.what();
    // The peak is solving the tier whose cells and its successor's are largest.
    const ConnectFourTiers tiers(ConnectFour(5, 5, 4));
    std::uint32_t peak = 0;
    for (std::uint32_t t = 0; t + 1 < tiers.tier_count(); ++t)
      if (tiers.tier_size(t) + tiers.tier_size(t + 1) > tiers.tier_size(peak) + tiers.tier_size(peak + 1)) peak = t;
    EXPECT_NE(std::string(e.what()).find(fmt::format("tier {} of 26", peak)), std::string::npos) << e.what();
  }
}

// Tier files: a solve written to a directory, then resumed after losing its first tiers
// (as a stop in the middle leaves it), gives the same result and the same files; a
// damaged tier file is refused with its name.
TEST(TieredSolver, TierFilesResumeAndRefuseDamage) {
  const ConnectFourTiers tiers(ConnectFour(4, 4, 4));
  const std::string dir = testing::TempDir() + "/cgt_tiers_test";
  std::filesystem::remove_all(dir);
  std::vector<std::uint64_t> sizes;
  for (std::uint32_t t = 0; t < tiers.tier_count(); ++t) sizes.push_back(tiers.tier_size(t));
  const TierFiles files = TierFiles::create(dir, "connect4(4, 4, 4)", sizes);
  TieredSolveOptions write;
  write.sink = [&](std::uint32_t t, const std::vector<std::uint16_t>& cells) { files.write(t, cells, 1); };
  const TieredSolve first = solve_tiered(tiers, unlimited_run(), write);
  const auto bytes = [&](std::uint32_t t) {
    std::ifstream in(dir + "/tier-" + std::to_string(t) + ".cgtdb", std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  const std::string tier3 = bytes(3);
  for (std::uint32_t t = 0; t < 8; ++t) std::filesystem::remove(dir + "/tier-" + std::to_string(t) + ".cgtdb");

  TierFiles reopened = TierFiles::create(dir, "connect4(4, 4, 4)", sizes);
  EXPECT_FALSE(reopened.has(3));
  EXPECT_TRUE(reopened.has(8));
  int loaded = 0;
  TieredSolveOptions resume = write;
  resume.load = [&](std::uint32_t t, std::vector<std::uint16_t>& cells) {
    if (!reopened.has(t)) return false;
    cells = reopened.read(t);
    ++loaded;
    return true;
  };
  const TieredSolve second = solve_tiered(tiers, unlimited_run(), resume);
  EXPECT_EQ(loaded, 9);  // tiers 8..16
  EXPECT_EQ(second.summary.value, first.summary.value);
  EXPECT_EQ(second.summary.remoteness, first.summary.remoteness);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(second.summary.counts[v], first.summary.counts[v]);
  EXPECT_EQ(bytes(3), tier3);

  // Point queries: the start is a tie in 16.
  EXPECT_EQ(dense_cell::value(reopened.cell(0, 0)), SolvedValue::Tie);
  EXPECT_EQ(dense_cell::remoteness(reopened.cell(0, 0)), 16u);
  EXPECT_THROW(TierFiles::create(dir, "connect4(5, 4, 4)", sizes), ParseError);

  {  // one flipped byte in a block
    std::fstream f(dir + "/tier-9.cgtdb", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(-20, std::ios::end);
    f.put('\x5a');
  }
  try {
    (void)reopened.read(9);
    FAIL() << "no error";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("tier-9.cgtdb"), std::string::npos) << e.what();
  }
  std::filesystem::remove_all(dir);
}

TEST(TierFiles, ManifestsParseBackAndBadOnesAreRefused) {
  const TierManifest m{"connect4(4, 4, 4)", {1, 4, 12}};
  const TierManifest again = parse_tier_manifest(format_tier_manifest(m), "m");
  EXPECT_EQ(again.game, m.game);
  EXPECT_EQ(again.tier_slots, m.tier_slots);
  for (const char* bad : {"", "{", "[]", R"({"format": 2, "game": "x", "tier_slots": [1]})",
                          R"({"format": 1, "game": "x", "tier_slots": [-1]})", R"({"format": 1, "game": "x", "tier_slots": []})",
                          R"({"format": 1, "game": 3, "tier_slots": [1]})", R"({"format": 1, "game": "x", "tier_slots": 5})",
                          R"({"format": 6666666666666663333333333333333396, "game": "x", "tier_slots": [1]})",
                          R"({"format": 1.0e300, "game": "x", "tier_slots": [1]})"}) {
    try {
      (void)parse_tier_manifest(bad, "dir/manifest.json");
      ADD_FAILURE() << "accepted: " << bad;
    } catch (const ParseError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("dir/manifest.json: ", 0), 0u) << e.what();
    }
  }
}

}  // namespace
}  // namespace cgt
