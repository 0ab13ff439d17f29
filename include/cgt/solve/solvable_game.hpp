#pragma once
/// \file
/// Strong solving of games given by a C++ type (Gamesman's model): the value of every
/// position reachable from the start for the player to move -- win, lose, tie (the game
/// ends drawn) or draw (it never ends) -- with its remoteness (plies to the end with
/// perfect play: the winner hurries, the loser delays).
///
/// A game type G provides `G::Position` (hashable by absl::Hash), `g.start()`,
/// `g.moves(p)` and `g.primitive(p)`: the value of a terminal position for the player to
/// move, or Primitive::Undecided. Positions are discovered forward, then labelled by
/// retrograde analysis with out-degree counters: O(N + M) table operations.

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <chrono>
#include <concepts>
#include <cstdint>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/dense_table.hpp"
#include "cgt/solve/values.hpp"

namespace cgt {

template <class G>
concept SolvableGame = requires(const G& game, const typename G::Position& p) {
  { game.start() } -> std::convertible_to<typename G::Position>;
  { game.moves(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { game.primitive(p) } -> std::convertible_to<Primitive>;
  { absl::Hash<typename G::Position>{}(p) } -> std::convertible_to<std::size_t>;
};

struct SolveResult {
  SolvedValue value = SolvedValue::Draw;  ///< of the start position
  std::uint32_t remoteness = 0;
  std::uint64_t positions = 0;             ///< reachable from the start (no symmetry reduction)
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
/// remoteness as a cell of cgt/solve/dense_table.hpp (dense_cell::value, remoteness).
template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions, RunControl& run, SolvedTable<G>* table);

template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions = 200'000'000, RunControl& run = unlimited_run()) {
  return solve(game, max_positions, run, static_cast<SolvedTable<G>*>(nullptr));
}

template <SolvableGame G>
SolveResult solve(const G& game, std::size_t max_positions, RunControl& run, SolvedTable<G>* table) {
  using P = typename G::Position;
  const auto begin = std::chrono::steady_clock::now();
  // Forward discovery: dense ids, edges, primitive values.
  absl::flat_hash_map<P, std::uint32_t> id;
  std::vector<P> positions;
  std::vector<Primitive> primitive;
  std::vector<std::uint64_t> offsets{0};
  std::vector<std::uint32_t> children;
  id.emplace(game.start(), 0);
  positions.push_back(game.start());
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const P p = positions[i];
    const Primitive prim = game.primitive(p);
    primitive.push_back(prim);
    if (prim == Primitive::Undecided) {
      for (const P& q : game.moves(p)) {
        auto [it, inserted] = id.try_emplace(q, static_cast<std::uint32_t>(positions.size()));
        if (inserted) {
          if (positions.size() >= max_positions)
            throw LimitError(fmt::format("more than {} positions reachable", max_positions));
          positions.push_back(q);
        }
        children.push_back(it->second);
      }
    }
    offsets.push_back(children.size());
    if (i % 65536 == 0)
      run.checkpoint("discovering positions", positions.size(), 0,
                     positions.size() * (sizeof(P) + 24) + children.size() * 8);
  }
  const std::size_t n = positions.size();
  std::vector<std::uint32_t> parent_offsets(n + 1, 0), parents(children.size());
  for (std::uint32_t c : children) ++parent_offsets[c + 1];
  for (std::size_t i = 0; i < n; ++i) parent_offsets[i + 1] += parent_offsets[i];
  {
    std::vector<std::uint32_t> fill(parent_offsets.begin(), parent_offsets.end() - 1);
    for (std::size_t u = 0; u < n; ++u)
      for (std::uint64_t e = offsets[u]; e < offsets[u + 1]; ++e) parents[fill[children[e]]++] = static_cast<std::uint32_t>(u);
  }
  // Retrograde labelling in order of remoteness.
  constexpr std::uint32_t kNone = ~std::uint32_t{0};
  std::vector<SolvedValue> value(n, SolvedValue::Draw);
  std::vector<std::uint32_t> remoteness(n, 0), unresolved(n), least_tie(n, kNone);
  std::vector<bool> labelled(n, false);
  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  for (std::size_t u = 0; u < n; ++u) {
    unresolved[u] = static_cast<std::uint32_t>(offsets[u + 1] - offsets[u]);
    if (primitive[u] != Primitive::Undecided) {
      value[u] = primitive[u] == Primitive::Win ? SolvedValue::Win
                 : primitive[u] == Primitive::Lose ? SolvedValue::Lose
                                                   : SolvedValue::Tie;
      labelled[u] = true;
      queue.push_back(static_cast<std::uint32_t>(u));
    } else if (unresolved[u] == 0) {  // no move and not declared: a loss (normal play)
      value[u] = SolvedValue::Lose;
      labelled[u] = true;
      queue.push_back(static_cast<std::uint32_t>(u));
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t v = queue[head];
    for (std::uint32_t e = parent_offsets[v]; e < parent_offsets[v + 1]; ++e) {
      const std::uint32_t p = parents[e];
      if (labelled[p]) continue;
      if (value[v] == SolvedValue::Lose) {
        value[p] = SolvedValue::Win;
        remoteness[p] = remoteness[v] + 1;
      } else {
        if (value[v] == SolvedValue::Tie) least_tie[p] = std::min(least_tie[p], remoteness[v] + 1);
        if (--unresolved[p] != 0) continue;
        if (least_tie[p] != kNone) {
          value[p] = SolvedValue::Tie;
          remoteness[p] = least_tie[p];
        } else {
          value[p] = SolvedValue::Lose;
          remoteness[p] = remoteness[v] + 1;  // the last (largest) win child
        }
      }
      labelled[p] = true;
      queue.push_back(p);
    }
  }
  if (table != nullptr) {
    table->clear();
    table->reserve(n);
    for (const auto& [p, i] : id) table->emplace(p, dense_cell::make(value[i], remoteness[i]));
  }
  SolveResult r;
  r.value = value[0];
  r.remoteness = remoteness[0];
  r.positions = n;
  for (SolvedValue v : value) ++r.counts[static_cast<int>(v)];
  r.peak_bytes = n * (sizeof(P) + 16 + 4 * 4 + 2) + children.size() * 8;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return r;
}

}  // namespace cgt
