#pragma once
/// \file
/// Solved databases on disk: the 16-bit cells of a DenseTable (value and remoteness per
/// state, cgt/solve/dense_table.hpp), compressed with zstd in independent blocks so that
/// one position is read by decompressing one block.
///
/// Format (all integers little-endian):
///   magic "CGTDB\x01\r\n" (8 bytes) | u32 format version (1) | u32 length L of the game
///   name | the game name (L bytes of UTF-8, e.g. "quixo(4)") | u64 state count N |
///   u64 states per block B | u64 block count K = ceil(N / B) | u64 offsets[K + 1] of the
///   compressed blocks from the start of the data | u64 FNV-1a hash of everything
///   before it | the K blocks, each one zstd frame (with its content checksum) holding
///   the cells of states [kB, min(N, (k+1)B)) as u16.
/// Version 2, keyed databases (games solved by the hash-table solver, whose positions
/// have no dense numbering but a 64-bit key): after the block offsets, u64 key-block
/// offsets[K + 1] (from the end of the cell blocks) and u64 first keys[K]; after the
/// cell blocks, K zstd frames of the states' keys as u64, sorted increasingly; state i's
/// cell is the i-th cell. A query binary-searches the first keys, decompresses one key
/// block and one cell block.
/// A file that is not a database, has another game's name or state count, or is damaged
/// (hash, frame checksum, sizes) is refused with cgt::ParseError naming the problem.

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "cgt/solve/dense_table.hpp"

namespace cgt {

/// Writes `table` for `game` to `path` (blocks compressed in parallel on `threads`
/// threads, 0: all cores). Throws cgt::Error when the file cannot be written.
void write_database(const std::string& path, const std::string& game, const DenseTable& table,
                    std::uint64_t states_per_block = 1 << 16, int threads = 0);
/// The same for cells held elsewhere (a tier of cgt/solve/tier_files.hpp), without a copy.
void write_database(const std::string& path, const std::string& game, const std::vector<std::uint16_t>& cells,
                    std::uint64_t states_per_block = 1 << 16, int threads = 0);

/// Writes a keyed database (version 2): `keys` sorted increasingly and distinct, `cells`
/// the cell of each key. Throws cgt::DomainError for unsorted keys or unequal lengths,
/// cgt::Error when the file cannot be written.
void write_keyed_database(const std::string& path, const std::string& game, const std::vector<std::uint64_t>& keys,
                          const std::vector<std::uint16_t>& cells, std::uint64_t states_per_block = 1 << 16,
                          int threads = 0);

/// A database opened for point queries: reads the header, then one block per query.
class Database {
 public:
  /// Throws cgt::ParseError if the file is missing, not a database, or its header is damaged.
  explicit Database(const std::string& path);

  const std::string& game() const { return game_; }
  std::uint64_t state_count() const { return state_count_; }

  /// The cell of one state. Throws cgt::DomainError for a state out of range,
  /// cgt::ParseError when its block is damaged.
  std::uint16_t cell(std::uint64_t state);
  /// Every cell, block by block. Throws cgt::ParseError when a block is damaged.
  std::vector<std::uint16_t> cells();

  /// True for a keyed database (write_keyed_database).
  bool keyed() const { return keyed_; }
  /// The cell of the state with this key, or nullopt if the database has no such state
  /// (not reachable from the start). Throws cgt::DomainError on an unkeyed database,
  /// cgt::ParseError when a block is damaged.
  std::optional<std::uint16_t> cell_of_key(std::uint64_t key);

 private:
  // Block k of a section (cells or keys): read, size-checked, decompressed, cached.
  template <class T>
  const std::vector<T>& read_block(std::uint64_t k, std::uint64_t base, const std::vector<std::uint64_t>& offsets,
                                   std::uint64_t& cached, std::vector<T>& block, const char* what);
  bool keyed_ = false;
  std::vector<std::uint64_t> key_offsets_, first_keys_;
  std::uint64_t keys_start_ = 0;
  std::uint64_t cached_key_block_ = ~std::uint64_t{0};
  std::vector<std::uint64_t> key_block_;
  std::string path_;
  std::ifstream in_;
  std::string game_;
  std::uint64_t state_count_ = 0, states_per_block_ = 0, data_start_ = 0;
  std::vector<std::uint64_t> offsets_;
  std::uint64_t cached_block_ = ~std::uint64_t{0};
  std::vector<std::uint16_t> block_;
};

}  // namespace cgt
