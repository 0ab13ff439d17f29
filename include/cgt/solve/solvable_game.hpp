#pragma once
/// \file
/// Strong solving of games given by a C++ type (Gamesman's model): the value of every
/// position reachable from the start for the player to move -- win, lose, tie (the game
/// ends drawn) or draw (it never ends) -- with its remoteness (plies to the end with
/// perfect play: the winner hurries, the loser delays).
///
/// A game type G provides `G::Position` (hashable by absl::Hash), `g.start()`,
/// `g.moves(p)` and `g.primitive(p)`: the value of a terminal position for the player to
/// move, or Primitive::Undecided. Positions are discovered forward (layer by layer, the
/// moves of a layer generated on all cores), then labelled by retrograde analysis with
/// out-degree counters in parallel rounds: O(N + M) table operations, and the same
/// result on any number of threads. `moves` and `primitive` must be safe to call
/// concurrently (const and free of shared mutable state).
///
/// Symmetry (optional, HasSymmetry): `g.canonical(p)` names one representative of p's
/// class under the game's symmetries and `g.orbit_size(p)` the number of distinct
/// positions in that class. The solver then stores one position per class (tic-tac-toe:
/// 765 instead of 5,478) and counts each class with its orbit size, so the reported
/// `positions` and counts are those of the unreduced game. Symmetries must fix the start
/// position and map moves to moves and values to equal values.

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <span>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/container_growth.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/dense_table.hpp"
#include "cgt/solve/retrograde_core.hpp"
#include "cgt/core/solved_value.hpp"

namespace cgt {

template <class G>
concept SolvableGame = requires(const G& game, const typename G::Position& p) {
  { game.start() } -> std::convertible_to<typename G::Position>;
  { game.moves(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { game.primitive(p) } -> std::convertible_to<Primitive>;
  { absl::Hash<typename G::Position>{}(p) } -> std::convertible_to<std::size_t>;
};

template <class G>
concept HasSymmetry = requires(const G& game, const typename G::Position& p) {
  { game.canonical(p) } -> std::convertible_to<typename G::Position>;
  { game.orbit_size(p) } -> std::convertible_to<std::uint64_t>;
};

/// The key of p in the solver's table: its class representative when G has symmetry.
template <class G>
typename G::Position solver_key(const G& game, const typename G::Position& p) {
  if constexpr (HasSymmetry<G>) {
    return game.canonical(p);
  } else {
    return p;
  }
}

struct SolveResult {
  SolvedValue value = SolvedValue::Draw;  ///< of the start position
  std::uint32_t remoteness = 0;
  std::uint64_t positions = 0;             ///< reachable from the start (no symmetry reduction)
  std::uint64_t classes = 0;               ///< positions stored: classes under the game's symmetries
  std::uint64_t counts[4] = {0, 0, 0, 0};  ///< positions per SolvedValue
  std::uint64_t peak_bytes = 0;            ///< estimate of the solver's tables
  double seconds = 0;
};

/// Solves the game from its start position. Ties: a position is a tie when it cannot win,
/// every move is decided, and some move ties (remoteness: 1 + the least among tying
/// moves). A position with a move into endless play stays a draw even if another move
/// ties: ties and endless play are both non-results, and the solver does not rank them.
/// Throws cgt::LimitError past `max_positions` or the RunControl's limits.
template <SolvableGame G>
using SolvedTable = absl::flat_hash_map<typename G::Position, std::uint16_t>;

/// As solve(); if `table` is given, it receives every reachable position's value and
/// remoteness as a cell of cgt/solve/dense_table.hpp (dense_cell::value, remoteness),
/// keyed by solver_key().
template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions, RunControl& run, SolvedTable<G>* table);

template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions = 200'000'000, RunControl& run = unlimited_run()) {
  return solve(game, max_positions, run, static_cast<SolvedTable<G>*>(nullptr));
}


namespace detail {
// Discovery numbers a chunk's new positions next: checks that the doublings it may
// cause (id map, positions, child lists) fit under the memory limit before they happen.
template <class P, class Map>
void check_discovery_growth(RunControl& run, std::size_t chunk, const std::vector<std::vector<P>>& moves,
                            const std::vector<std::vector<std::uint32_t>>& known, const Map& id,
                            const std::vector<P>& positions, const std::vector<std::uint32_t>& children,
                            const std::vector<std::uint64_t>& offsets, const std::vector<Primitive>& primitive) {
  if (run.limits().max_bytes == 0) return;
  std::size_t edges = 0, fresh = 0;  // fresh: an upper bound on new positions
  for (std::size_t i = 0; i < chunk; ++i) {
    edges += moves[i].size();
    for (std::uint32_t k : known[i]) fresh += k == ~std::uint32_t{0};
  }
  run.check_growth("discovering positions", map_growth(id, fresh) + vector_growth(positions, fresh) +
                                                vector_growth(children, edges) + vector_growth(offsets, chunk) +
                                                vector_growth(primitive, fresh));
}
}  // namespace detail

template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions, RunControl& run, SolvedTable<G>* table) {
  using P = typename G::Position;
  const auto begin = std::chrono::steady_clock::now();
  // Forward discovery, breadth first: the moves of a chunk of positions are generated in
  // parallel, then numbered in order on one thread, so ids are those of a serial search.
  absl::flat_hash_map<P, std::uint32_t> id;
  std::vector<P> positions{solver_key(game, game.start())};
  std::vector<Primitive> primitive;
  std::vector<std::uint64_t> offsets{0};
  std::vector<std::uint32_t> children;
  id.emplace(positions[0], 0);
  // Positions are expanded in chunks of up to 2^18 (in order), so the moves held at once
  // stay small even when a layer is huge.
  constexpr std::size_t kChunk = std::size_t{1} << 18;
  std::vector<std::vector<P>> moves;
  std::vector<std::vector<std::uint32_t>> known;
  constexpr std::uint32_t kUnknown = ~std::uint32_t{0};
  const int threads = run.threads();
  for (std::size_t chunk_begin = 0; chunk_begin < positions.size();) {
    // A chunk's moves are held at once before its new positions are numbered: under a
    // memory limit the chunk is kept to about 1/16 of it (from the moves per position
    // seen so far), and that transient memory is checked before it is allocated.
    const double branching = chunk_begin == 0 ? 32.0 : 1.0 + double(children.size()) / double(chunk_begin);
    const double bytes_per_position = branching * double(sizeof(P) + sizeof(std::uint32_t)) + 2 * sizeof(std::vector<P>);
    std::size_t chunk = std::min(kChunk, positions.size() - chunk_begin);
    if (run.limits().max_bytes != 0) {
      const double fit = double(run.limits().max_bytes) / 16.0 / bytes_per_position;
      chunk = std::min(chunk, std::max<std::size_t>(1024, static_cast<std::size_t>(fit)));
      run.check_growth("expanding positions", static_cast<std::size_t>(double(chunk) * bytes_per_position));
    }
    moves.assign(chunk, {});
    primitive.resize(chunk_begin + chunk);
    // In parallel: primitives, moves, and the ids of moves to positions already known
    // (concurrent lookups without writers); then, in order, the new positions get ids.
    known.assign(chunk, {});
#pragma omp parallel for num_threads(threads) schedule(dynamic, 64) if (chunk > 4096)  // small chunks: no thread wake-ups
    for (std::size_t i = 0; i < chunk; ++i) {
      const P& p = positions[chunk_begin + i];
      primitive[chunk_begin + i] = game.primitive(p);
      if (primitive[chunk_begin + i] != Primitive::Undecided) continue;
      moves[i] = game.moves(p);
      known[i].resize(moves[i].size());
      for (std::size_t j = 0; j < moves[i].size(); ++j) {
        if constexpr (HasSymmetry<G>) moves[i][j] = game.canonical(moves[i][j]);
        const auto it = id.find(moves[i][j]);
        known[i][j] = it == id.end() ? kUnknown : it->second;
      }
    }
    detail::check_discovery_growth(run, chunk, moves, known, id, positions, children, offsets, primitive);
    for (std::size_t i = 0; i < chunk; ++i) {
      for (std::size_t j = 0; j < moves[i].size(); ++j) {
        std::uint32_t child = known[i][j];
        if (child == kUnknown) {
          auto [it, inserted] = id.try_emplace(moves[i][j], static_cast<std::uint32_t>(positions.size()));
          if (inserted) {
            if (positions.size() >= max_positions)
              throw LimitError(fmt::format("more than {} positions reachable", max_positions));
            positions.push_back(std::move(moves[i][j]));
          }
          child = it->second;
        }
        children.push_back(child);
      }
      offsets.push_back(children.size());
    }
    chunk_begin += chunk;
    run.checkpoint("discovering positions", positions.size(), 0,
                   positions.size() * (2 * sizeof(P) + 24) + children.size() * 4 + chunk * 8 * sizeof(P));
  }
  const std::size_t n = positions.size();
  run.check_growth("the parent lists", (2 * n + 1 + children.size()) * sizeof(std::uint32_t));
  std::vector<std::uint32_t> parent_offsets(n + 1, 0), parents(children.size());
  for (std::uint32_t c : children) ++parent_offsets[c + 1];
  for (std::size_t i = 0; i < n; ++i) parent_offsets[i + 1] += parent_offsets[i];
  {
    std::vector<std::uint32_t> fill(parent_offsets.begin(), parent_offsets.end() - 1);
    for (std::size_t u = 0; u < n; ++u)
      for (std::uint64_t e = offsets[u]; e < offsets[u + 1]; ++e) parents[fill[children[e]]++] = static_cast<std::uint32_t>(u);
  }
  // Retrograde analysis: the one core (retrograde_core.hpp) over this store, with
  // tie-aware cells and round lists.
  const auto parents_of = [&](std::uint32_t v) {
    return std::span<const std::uint32_t>(parents.data() + parent_offsets[v], parent_offsets[v + 1] - parent_offsets[v]);
  };
  run.check_growth("the retrograde analysis", n * RetroCells::kBytesPerPosition);
  const RetroCells labels = retrograde(
      n, [&](std::size_t u) { return offsets[u + 1] - offsets[u]; }, [&](std::size_t u) { return primitive[u]; },
      parents_of, run, n * (sizeof(P) + 24) + children.size() * 8);
  const auto value_of = [&](std::size_t u) { return labels.value(u); };
  if (table != nullptr) {
    table->clear();
    run.check_growth("the solved table", n * (sizeof(P) + 2));
    table->reserve(n);
    for (const auto& [p, i] : id) table->emplace(p, dense_cell::make(value_of(i), labels.remoteness(i)));
  }
  SolveResult r;
  r.value = value_of(0);
  r.remoteness = labels.remoteness(0);
  r.classes = n;
  for (std::size_t u = 0; u < n; ++u) {
    std::uint64_t weight = 1;
    if constexpr (HasSymmetry<G>) weight = game.orbit_size(positions[u]);
    r.positions += weight;
    r.counts[static_cast<int>(value_of(u))] += weight;
  }
  r.peak_bytes = n * (sizeof(P) + 16 + RetroCells::kBytesPerPosition + 8) + children.size() * 8;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return r;
}

}  // namespace cgt
