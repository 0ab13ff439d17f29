#include "cgt/solve/database.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/solve/dense_solver.hpp"

namespace cgt {
namespace {

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
  EXPECT_NE(message(bad, d.table.size() - 1).find("damaged database (block 19"), std::string::npos);
  EXPECT_EQ(message(bad, 0), "");  // other blocks still read
  EXPECT_NE(message(good.substr(0, good.size() - 100), d.table.size() - 1).find("truncated"), std::string::npos);
  EXPECT_NE(message(good.substr(0, 30), 0).find("header ends"), std::string::npos);
  EXPECT_THROW(Database(temp_path("cgt_db_missing.db")), ParseError);
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace cgt
