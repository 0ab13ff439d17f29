// The tiered solve on disk (bitmaps in a scratch directory, one-byte cells by rank) and
// Connect-Four's tiers with mirror images folded: the same values, remoteness and counts
// as the in-memory tiered solve (itself checked against the hash solver and OEIS A212693).
#include "cgt/solve/tiered_disk_solver.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/connect_four_tiers.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/games/mnk_tiers.hpp"
#include "cgt/solve/tiered_solver.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string scratch_dir(const std::string& name) {
  return (std::filesystem::temp_directory_path() / fmt::format("cgt-disk-{}-{}", name, ::getpid())).string();
}

// Folded tiers: a slot's board ranks back to it (or is the unused twin of a symmetric
// block), a board's mirror image has the same slot, and the weights of the used slots
// add up to the boards of the unfolded tier.
TEST(ConnectFourTiers, MirrorImagesFoldedAreABijectionOnRepresentatives) {
  for (auto [w, h] : {std::pair{1, 1}, {2, 3}, {3, 3}, {4, 3}, {3, 4}, {5, 2}, {4, 4}}) {
    const ConnectFour game(w, h, std::min(3, std::max(w, h)));
    const ConnectFourTiers kept(game), folded(game, ConnectFourTiers::MirrorImages::Folded);
    ASSERT_EQ(kept.tier_count(), folded.tier_count());
    for (std::uint32_t t = 0; t < folded.tier_count(); ++t) {
      std::uint64_t weights = 0;
      std::set<std::pair<std::uint64_t, std::uint64_t>> boards;
      for (std::uint64_t s = 0; s < folded.tier_size(t); ++s) {
        const ConnectFour::Position p = folded.position(t, s);
        ASSERT_EQ(std::popcount(p.mask), static_cast<int>(t));
        const ConnectFour::Position m = game.mirror(p);
        if (folded.slot(p) != s) {
          // A block of palindromic heights has a slot for both boards of a pair; the
          // other one's is the pair's, and this one is never used.
          ASSERT_EQ(p.mask, m.mask);
          const ConnectFour::Position q = folded.position(t, folded.slot(p));
          ASSERT_TRUE(q.mine == m.mine && q.mask == m.mask) << w << "x" << h << " tier " << t;
          continue;
        }
        ASSERT_EQ(folded.slot(m), s) << w << "x" << h << " tier " << t;
        const bool symmetric = m.mine == p.mine && m.mask == p.mask;
        // Representatives are distinct, and so are the mirror pairs they stand for.
        ASSERT_TRUE(boards.emplace(p.mine, p.mask).second);
        if (!symmetric) {
          ASSERT_TRUE(boards.emplace(m.mine, m.mask).second);
        }
        EXPECT_EQ(folded.slot_weight(t, s), symmetric ? 1u : 2u);
        weights += folded.slot_weight(t, s);
      }
      EXPECT_EQ(weights, kept.tier_size(t)) << w << "x" << h << " tier " << t;
      EXPECT_EQ(kept.slot_weight(t, 0), 1u);
    }
  }
}

// The children's slots computed together equal each child's slot alone, kept or folded,
// on every board of small sizes (x and o to move, palindromic heights included).
TEST(ConnectFourTiers, ChildSlotsEqualTheSlotsOfTheChildren) {
  for (auto [w, h] : {std::pair{1, 3}, {2, 3}, {3, 3}, {4, 3}, {3, 4}, {5, 2}, {4, 4}, {7, 2}}) {
    const ConnectFour game(w, h, std::min(3, std::max(w, h)));
    for (auto mirror : {ConnectFourTiers::MirrorImages::Kept, ConnectFourTiers::MirrorImages::Folded}) {
      const ConnectFourTiers tiers(game, mirror);
      for (std::uint32_t t = 0; t + 1 < tiers.tier_count(); ++t)
        for (std::uint64_t s = 0; s < tiers.tier_size(t); ++s) {
          const ConnectFour::Position p = tiers.position(t, s);
          std::uint64_t together[32];
          const int n = tiers.child_slots(p, together);
          int i = 0;
          game.for_each_move(p, [&](int, const ConnectFour::Position& child) {
            ASSERT_LT(i, n);
            EXPECT_EQ(together[i++], tiers.slot(child)) << w << "x" << h << " tier " << t << " slot " << s;
          });
          ASSERT_EQ(i, n);
        }
    }
  }
}

void expect_same_solve(const TieredSolve& disk, const TieredSolve& memory) {
  EXPECT_EQ(disk.summary.value, memory.summary.value);
  EXPECT_EQ(disk.summary.remoteness, memory.summary.remoteness);
  EXPECT_EQ(disk.summary.positions, memory.summary.positions);
  for (int v = 0; v < 4; ++v) EXPECT_EQ(disk.summary.counts[v], memory.summary.counts[v]) << v;
  EXPECT_EQ(disk.tier_positions, memory.tier_positions);
}

// Kept or folded, on one thread or two, the solve on disk equals the solve in memory;
// folded, it stores about half the positions. 4 x 4 has 161,029 positions and 5 x 4
// 3,945,711 (OEIS A212693).
TEST(TieredDiskSolver, ConnectFourEqualsTheSolveInMemory) {
  struct Case {
    int w, h, k;
  };
  for (const Case c : {Case{4, 4, 4}, Case{5, 4, 4}, Case{3, 3, 3}, Case{4, 3, 3}, Case{3, 4, 3}, Case{5, 3, 3},
                       Case{2, 2, 2}, Case{1, 1, 1}, Case{6, 1, 2}}) {
    SCOPED_TRACE(testing::Message() << c.w << "x" << c.h << " k=" << c.k);
    const ConnectFour game(c.w, c.h, c.k);
    const TieredSolve memory = solve_tiered(ConnectFourTiers(game));
    Limits limits;
    limits.threads = c.w % 2 + 1;
    RunControl run(limits);
    const std::string dir = scratch_dir("c4");
    const TieredSolve kept = solve_tiered_on_disk(ConnectFourTiers(game), run, {dir});
    expect_same_solve(kept, memory);
    EXPECT_EQ(kept.summary.classes, memory.summary.positions);
    const TieredSolve folded =
        solve_tiered_on_disk(ConnectFourTiers(game, ConnectFourTiers::MirrorImages::Folded), run, {dir});
    expect_same_solve(folded, memory);
    EXPECT_LE(folded.summary.classes, memory.summary.positions);
    EXPECT_GE(2 * folded.summary.classes, memory.summary.positions);
    if (c.w >= 4) {
      EXPECT_LT(folded.summary.classes * 10, memory.summary.positions * 6);
    }
    // The scratch files are gone.
    EXPECT_TRUE(std::filesystem::is_empty(dir));
    std::filesystem::remove_all(dir);
  }
  const TieredSolve c54 =
      solve_tiered_on_disk(ConnectFourTiers(ConnectFour(5, 4, 4), ConnectFourTiers::MirrorImages::Folded),
                           unlimited_run(), {scratch_dir("c54")});
  EXPECT_EQ(c54.summary.positions, 3945711u);
  std::filesystem::remove_all(scratch_dir("c54"));
}

// Tic-tac-toe's tiers carry no weights: a tie in 9 over 5,478 positions.
TEST(TieredDiskSolver, TicTacToe) {
  const TieredSolve ttt = solve_tiered_on_disk(MnkTiers(MnkGame(3, 3, 3)), unlimited_run(), {scratch_dir("ttt")});
  EXPECT_EQ(ttt.summary.value, SolvedValue::Tie);
  EXPECT_EQ(ttt.summary.remoteness, 9u);
  EXPECT_EQ(ttt.summary.positions, 5478u);
  std::filesystem::remove_all(scratch_dir("ttt"));
}

// One-byte cells hold every value with a remoteness up to 63.
TEST(TieredDiskSolver, ByteCellsRoundTrip) {
  for (SolvedValue v : {SolvedValue::Win, SolvedValue::Lose, SolvedValue::Tie})
    for (std::uint32_t r = 0; r <= detail::kByteCellRemoteness; ++r) {
      const std::uint16_t cell = dense_cell::make(v, r);
      EXPECT_EQ(detail::widen_cell(detail::narrow_cell(cell)), cell);
    }
}

// The rank index agrees with counting bits one by one, on random bitmaps of many lengths.
TEST(TieredDiskSolver, RankedBitmapCountsTheBitsBefore) {
  std::mt19937_64 rng(7);
  for (std::size_t words : {1u, 7u, 8u, 9u, 16u, 17u, 100u}) {
    detail::RankedBitmap b;
    for (std::size_t i = 0; i < words; ++i) b.words.push_back(rng() & rng());
    b.build_index();
    std::uint64_t before = 0;
    for (std::uint64_t slot = 0; slot < words * 64; ++slot) {
      ASSERT_EQ(b.rank(slot), before) << words << " words, slot " << slot;
      before += (b.words[slot / 64] >> (slot % 64)) & 1;
    }
    EXPECT_EQ(b.count(), before);
  }
}

TEST(TieredDiskSolver, RefusesAPlanOverTheMemoryLimit) {
  Limits limits;
  limits.max_bytes = 1 << 16;
  RunControl run(limits);
  EXPECT_THROW(solve_tiered_on_disk(ConnectFourTiers(ConnectFour(5, 5, 4)), run, {scratch_dir("limit")}), LimitError);
  std::filesystem::remove_all(scratch_dir("limit"));
}

// A solve stopped early (here: cancelled before it starts) leaves no scratch files.
TEST(TieredDiskSolver, AStoppedSolveLeavesNoScratchFiles) {
  const std::string dir = scratch_dir("stopped");
  RunControl run;
  run.cancel();
  EXPECT_THROW(solve_tiered_on_disk(ConnectFourTiers(ConnectFour(4, 4, 4)), run, {dir}), LimitError);
  EXPECT_TRUE(std::filesystem::is_empty(dir));
  std::filesystem::remove_all(dir);
}

TEST(TieredDiskSolver, AnUnusableScratchDirectoryIsAnError) {
  const std::string file = scratch_dir("file");
  { std::ofstream(file) << "x"; }
  try {
    solve_tiered_on_disk(ConnectFourTiers(ConnectFour(3, 3, 3)), unlimited_run(), {file});
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(file), std::string::npos) << e.what();
  }
  std::filesystem::remove(file);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
