#pragma once
/// \file
/// The one retrograde core of the solvers: the explicit-graph solver, the hash-table
/// solver and the dense solver all label positions with it. It computes Gamesman's
/// value model (Garcia et al.): win, lose, tie or draw for the player to move, with the
/// remoteness (the winner hurries, the loser delays). Out-degree counters; the positions
/// decided in one round push their value to their parents, each round in parallel with
/// atomic updates, so the result is the same on any number of threads:
///  - a lose child makes the parent a win in 1 + its remoteness (rounds follow
///    remoteness, so the first is the least);
///  - when the last move of a position is decided, it is a tie in 1 + the least tying
///    remoteness if a move ties, else a lose in 1 + the remoteness of the child that
///    decided it (the largest);
///  - positions never decided are draws (play can go on forever).
/// The core is parameterised by three policies:
///  - a store (RetroStore): positions 0..N-1, their primitive values, out-degrees and
///    parents (parent lists, or un-moves);
///  - a cell policy, the per-position state: RetroCells (retro_cells.hpp: ties, 16 bytes a
///    position) or DenseCells (dense_cells.hpp: no ties, 2 bytes);
///  - a frontier policy, how a round finds the positions decided in the last one:
///    ListFrontier or SweepFrontier (retrograde_frontiers.hpp).
/// Time O(N + M) cell updates, plus N cell reads a round with the sweep frontier.

#include <concepts>
#include <cstdint>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/solved_value.hpp"
#include "cgt/solve/retro_cells.hpp"
#include "cgt/solve/retrograde_frontiers.hpp"

namespace cgt {

namespace detail {
struct ParentSink {
  void operator()(std::uint64_t) const {}
};
}  // namespace detail

/// Positions 0..size()-1: `primitive(u)` is u's terminal value or Undecided (then a
/// position without moves is a loss: normal play), `out_degree(u)` counts the moves of
/// an undecided position (with multiplicity), `for_each_parent(v, f)` calls f(p) once per
/// move p -> v.
template <class S>
concept RetroStore = requires(const S& s, std::uint64_t u, detail::ParentSink f) {
  { s.size() } -> std::convertible_to<std::uint64_t>;
  { s.primitive(u) } -> std::convertible_to<Primitive>;
  { s.out_degree(u) } -> std::convertible_to<std::uint64_t>;
  s.for_each_parent(u, f);
};

/// Labels every position of `store` into `cells`, round by round through `frontier`.
/// `store_bytes` is the caller's table memory, reported to `run` with the cells'.
/// Throws cgt::LimitError from run's limits or past Cells::kMaxRemoteness, and what
/// cells.check_seeds() throws for primitives the cells cannot hold.
template <RetroStore Store, class Cells, class Frontier>
void retrograde_rounds(const Store& store, Cells& cells, Frontier& frontier, RunControl& run, std::uint64_t store_bytes) {
  const std::uint64_t n = store.size();
  const std::uint64_t bytes = store_bytes + n * Cells::kBytesPerPosition;
  run.checkpoint("seeding primitive positions", 0, n, bytes);
  std::uint64_t decided = frontier.seed(n, [&](std::uint64_t u) {
    const Primitive primitive = store.primitive(u);
    const auto moves = primitive == Primitive::Undecided ? static_cast<std::uint32_t>(store.out_degree(u)) : 0u;
    return cells.seed(u, primitive, moves);
  });
  cells.check_seeds();
  for (std::uint32_t r = 0; !frontier.empty(); ++r) {
    run.checkpoint("retrograde analysis", decided, n, bytes);
    // Round r decides remoteness at most r + 1.
    if (r >= Cells::kMaxRemoteness) throw LimitError(fmt::format("remoteness exceeds {} plies", Cells::kMaxRemoteness));
    decided += frontier.advance(r, cells, [&](std::uint64_t v, SolvedValue value, std::uint32_t remoteness, auto&& decide) {
      store.for_each_parent(v, [&](std::uint64_t p) {
        if (cells.push(p, value, remoteness + 1)) decide(p);
      });
    });
  }
}

/// A store given by functions (explicit graphs, hash tables): `parents(v)` is a range.
template <class OutDegree, class PrimitiveOf, class Parents>
struct FunctionStore {
  std::uint64_t n;
  const OutDegree& out_degree_of;
  const PrimitiveOf& primitive_of;
  const Parents& parents_of;

  std::uint64_t size() const { return n; }
  Primitive primitive(std::uint64_t u) const { return primitive_of(u); }
  std::uint64_t out_degree(std::uint64_t u) const { return out_degree_of(u); }
  template <class F>
  void for_each_parent(std::uint64_t v, F&& f) const {
    for (const auto p : parents_of(v)) f(p);
  }
};

/// Labels positions 0..n-1 with ties (RetroCells) and round lists (ListFrontier):
/// `out_degree(u)`, `primitive(u)` and `parents(v)` as in RetroStore, `parents(v)` a
/// range with multiplicity. Memory: RetroCells::kBytesPerPosition a position plus the
/// round lists. Threads: run.threads().
template <class OutDegree, class PrimitiveOf, class Parents>
RetroCells retrograde(std::size_t n, const OutDegree& out_degree, const PrimitiveOf& primitive, const Parents& parents,
                      RunControl& run, std::uint64_t store_bytes) {
  RetroCells cells(n);
  ListFrontier frontier(run.threads());
  const FunctionStore<OutDegree, PrimitiveOf, Parents> store{n, out_degree, primitive, parents};
  retrograde_rounds(store, cells, frontier, run, store_bytes);
  return cells;
}

}  // namespace cgt
