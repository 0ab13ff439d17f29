#include "cgt/solve/database.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
#include <fstream>
#include <random>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "cgt/solve/solved_database.hpp"
#include "cgt/games/mnk.hpp"

namespace cgt {
namespace CGT_TEST_NS {

std::string temp_path(const char* name) { return (std::filesystem::temp_directory_path() / name).string(); }

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_all(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

TEST(Database, RoundTripsEveryCellInSmallBlocks) {
  const DenseSolve d = solve_dense(Quixo(3), {.count_positions = false});
  const std::string path = temp_path("cgt_db_roundtrip.db");
  write_database(path, "quixo(3)", d.table, 1000);  // 20 blocks, the last one partial
  Database db(path);
  EXPECT_EQ(db.game(), "quixo(3)");
  ASSERT_EQ(db.state_count(), d.table.size());
  for (std::uint64_t s = 0; s < d.table.size(); s += 7) ASSERT_EQ(db.cell(s), d.table.cells[s]) << s;
  EXPECT_EQ(db.cell(d.table.size() - 1), d.table.cells.back());
  EXPECT_THROW(db.cell(d.table.size()), DomainError);
  std::filesystem::remove(path);
}

TEST(Database, RefusesDamagedFiles) {
  const DenseSolve d = solve_dense(Quixo(3), {.count_positions = false});
  const std::string path = temp_path("cgt_db_damaged.db");
  write_database(path, "quixo(3)", d.table, 1000);
  const std::string good = read_all(path);
  const auto message = [&](const std::string& bytes, std::uint64_t query) -> std::string {
    write_all(path, bytes);
    try {
      Database db(path);
      db.cell(query);
    } catch (const ParseError& e) {
      return e.what();
    }
    return "";
  };
  std::string bad = good;
  bad[0] = 'X';
  EXPECT_NE(message(bad, 0).find("not a cgt database"), std::string::npos);
  bad = good;
  bad[20] ^= 1;  // inside the game name: caught by the header hash
  EXPECT_NE(message(bad, 0).find("damaged header"), std::string::npos);
  bad = good;
  bad[bad.size() - 5] ^= 0x55;  // inside the last block: caught by the zstd frame checksum
  EXPECT_NE(message(bad, d.table.size() - 1).find("damaged database (cell block 19"), std::string::npos);
  EXPECT_EQ(message(bad, 0), "");  // other blocks still read
  EXPECT_NE(message(good.substr(0, good.size() - 100), d.table.size() - 1).find("truncated"), std::string::npos);
  EXPECT_NE(message(good.substr(0, 30), 0).find("header ends"), std::string::npos);
  EXPECT_THROW(Database(temp_path("cgt_db_missing.db")), ParseError);
  std::filesystem::remove(path);
}

// A dense database header with the given counts, a valid hash and no blocks: damage that
// the hash cannot see (a file written wrong, or forged).
std::string forged_header(std::uint64_t states, std::uint64_t per_block, std::uint64_t blocks, std::uint64_t offsets) {
  std::string h("CGTDB\x01\r\n", 8);
  const auto put = [&h](auto v) { h.append(reinterpret_cast<const char*>(&v), sizeof v); };
  put(std::uint32_t{1});
  put(std::uint32_t{1});
  h += 'g';
  put(states);
  put(per_block);
  put(blocks);
  for (std::uint64_t i = 0; i < offsets; ++i) put(std::uint64_t{0});
  std::uint64_t hash = 0xcbf29ce484222325ull;  // FNV-1a, as the format says
  for (unsigned char c : h) hash = (hash ^ c) * 0x100000001b3ull;
  put(hash);
  return h;
}

TEST(Database, RefusesCountsThatOverflowOrExceedTheFile) {
  const std::string path = temp_path("cgt_db_forged.db");
  const auto message = [&](const std::string& bytes) -> std::string {
    write_all(path, bytes);
    try {
      Database db(path);
      db.cell(db.state_count() / 2);
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  // 2^64 - 1 states in blocks of 2: ceil(N / B) must not wrap to 0 blocks.
  EXPECT_NE(message(forged_header(~std::uint64_t{0}, 2, 0, 1)).find("inconsistent state, block counts"), std::string::npos);
  // 2^40 states need 65,536 blocks: more offsets than the file holds, refused before allocating.
  EXPECT_NE(message(forged_header(std::uint64_t{1} << 40, 1 << 24, 1 << 16, 1)).find("65536 blocks in a file of"),
            std::string::npos);
  // An empty database opens, and every state is outside it.
  write_all(path, forged_header(0, 1, 0, 1));
  Database empty(path);
  EXPECT_EQ(empty.state_count(), 0u);
  EXPECT_THROW(empty.cell(0), DomainError);
  std::filesystem::remove(path);
}

TEST(Database, KeyedDatabasesFindEveryKeyAndNothingElse) {
  std::mt19937_64 rng(5);
  std::vector<std::uint64_t> keys;
  for (int i = 0; i < 5000; ++i) keys.push_back(rng() >> (i % 40));
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::vector<std::uint16_t> cells;
  for (std::size_t i = 0; i < keys.size(); ++i) cells.push_back(static_cast<std::uint16_t>(rng()));
  const std::string path = temp_path("cgt_db_keyed.db");
  write_keyed_database(path, "mnk(2,2,2)", keys, cells, 300);  // many blocks, the last partial
  Database db(path);
  ASSERT_TRUE(db.keyed());
  EXPECT_EQ(db.game(), "mnk(2,2,2)");
  for (std::size_t i = 0; i < keys.size(); ++i) ASSERT_EQ(db.cell_of_key(keys[i]), cells[i]) << i;
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t probe = rng() >> (i % 40);
    if (!std::binary_search(keys.begin(), keys.end(), probe)) {
      ASSERT_EQ(db.cell_of_key(probe), std::nullopt);
    }
  }
  EXPECT_EQ(db.cell_of_key(0), keys.front() == 0 ? std::optional<std::uint16_t>(cells.front()) : std::nullopt);
  // A damaged key block is refused; unsorted keys are refused when writing.
  std::string bad = read_all(path);
  bad[bad.size() - 5] ^= 0x55;
  write_all(path, bad);
  Database damaged(path);
  EXPECT_THROW(damaged.cell_of_key(keys.back()), ParseError);
  std::swap(keys[0], keys[1]);
  EXPECT_THROW(write_keyed_database(path, "x", keys, cells), DomainError);
  // A dense database has no keys.
  const DenseSolve d = solve_dense(Quixo(3), {.count_positions = false});
  write_database(path, "quixo(3)", d.table);
  Database dense(path);
  EXPECT_FALSE(dense.keyed());
  EXPECT_THROW(dense.cell_of_key(1), DomainError);
  std::filesystem::remove(path);
}

TEST(Database, SolvedTicTacToeThroughItsSymmetryClasses) {
  // The database stores the 765 classes; every one of the 5,478 positions is found
  // through its class with the value the unreduced solver gives it.
  const MnkGame game(3, 3, 3);
  SolvedTable<MnkGame> table;
  solve(game, 1'000'000, unlimited_run(), &table);
  ASSERT_EQ(table.size(), 765u);
  const std::string path = temp_path("cgt_db_ttt.db");
  write_solved_database(path, "tictactoe", game, table);
  struct Plain {  // the same game without symmetry
    using Position = MnkGame::Position;
    const MnkGame& g;
    Position start() const { return g.start(); }
    auto moves(const Position& p) const { return g.moves(p); }
    Primitive primitive(const Position& p) const { return g.primitive(p); }
  };
  SolvedTable<Plain> full;
  solve(Plain{game}, 1'000'000, unlimited_run(), &full);
  ASSERT_EQ(full.size(), 5478u);
  Database db(path);
  for (const auto& [p, cell] : full) ASSERT_EQ(query_solved_database(db, game, p), cell) << p;
  EXPECT_EQ(query_solved_database(db, game, game.parse("xxx|oo.|o..")), std::nullopt);  // X won earlier: unreachable
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace cgt
