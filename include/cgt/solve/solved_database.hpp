#pragma once
/// \file
/// Databases of games solved by the hash-table solver (cgt/solve/solvable_game.hpp):
/// positions have no dense numbering, so the database is keyed by a 64-bit key per
/// position (cgt/solve/database.hpp, version 2). With symmetry, only class
/// representatives are stored; look positions up through solver_key().

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgt/solve/database.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

/// A game whose positions have distinct 64-bit keys.
template <class G>
concept HasKey = requires(const G& game, const typename G::Position& p) {
  { game.key(p) } -> std::convertible_to<std::uint64_t>;
};

/// Writes every solved position of `table` (from solve()) keyed by game.key(), sorted.
/// O(N log N) time, 10 bytes per position of extra memory.
template <SolvableGame G>
  requires HasKey<G>
void write_solved_database(const std::string& path, const std::string& name, const G& game,
                           const SolvedTable<G>& table) {
  std::vector<std::pair<std::uint64_t, std::uint16_t>> entries;
  entries.reserve(table.size());
  for (const auto& [p, cell] : table) entries.emplace_back(game.key(p), cell);
  std::sort(entries.begin(), entries.end());
  std::vector<std::uint64_t> keys(entries.size());
  std::vector<std::uint16_t> cells(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i) std::tie(keys[i], cells[i]) = entries[i];
  write_keyed_database(path, name, keys, cells);
}

/// The cell of a position in a database written by write_solved_database, or nullopt
/// if the position is not in it (not reachable from the start).
template <SolvableGame G>
  requires HasKey<G>
std::optional<std::uint16_t> query_solved_database(Database& db, const G& game, const typename G::Position& p) {
  return db.cell_of_key(game.key(solver_key(game, p)));
}

}  // namespace cgt
