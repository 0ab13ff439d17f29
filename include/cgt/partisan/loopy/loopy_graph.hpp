#pragma once
/// \file
/// Finite loopy partisan game graphs (Siegel, CGT, ch. VI; Winning Ways ch. 11).
///
/// A vertex is a position; its Left and Right edges are its options. A position may be
/// its own option (a pass, as in `on = {pass|}`) and play may return to earlier
/// positions. Graphs here are plain values; the canonical forms built from them live in
/// stopper.hpp and sided_value.hpp.

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "cgt/core/game_graph.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt::loopy {

using Vertex = std::uint32_t;

/// A game graph: `left[v]` and `right[v]` are the options of vertex v.
struct Graph {
  std::vector<std::vector<Vertex>> left, right;

  std::size_t size() const noexcept { return left.size(); }
  Vertex add_vertex();
  const std::vector<Vertex>& options(Vertex v, bool left_side) const { return left_side ? left[v] : right[v]; }
  std::vector<Vertex>& options(Vertex v, bool left_side) { return left_side ? left[v] : right[v]; }
  friend bool operator==(const Graph&, const Graph&) = default;
};

/// Largest graph any construction here builds; past it cgt::LimitError.
inline constexpr std::size_t kMaxVertices = std::size_t{1} << 20;

/// The part of g reachable from `start`, renumbered in breadth-first order so that
/// `start` becomes vertex 0; option lists sorted, repeats removed. O(V + E).
Graph pack(const Graph& g, Vertex start);

/// The vertices reachable from `start`, numbered as CGSuite's Bigraph.pack numbers them:
/// depth-first preorder following each vertex's Left then Right options in their
/// stored order; each vertex's options then listed by their old numbers, repeats
/// dropped. The non-stopper side simplification works in this order, so that its
/// order-dependent choices, and so its printed forms, are CGSuite's. O(V + E log E).
Graph pack_depth_first(const Graph& g, Vertex start);

/// The reachable part of g from `start` with bisimilar vertices fused (those whose Left
/// options and Right options lead to the same classes: their game trees unfold alike,
/// so they have one value under every rule), start at 0. Partition refinement,
/// O(rounds · E log E) with rounds <= V. Duplicated copies of the same option graphs
/// (embedded outside options) shrink to one before survival games are solved on them.
/// Throws cgt::LimitError when the rounds would visit more than kMaxRefinementWork
/// vertices and options in all (about a second), e.g. a number in the thousands plus a
/// loopy game.
Graph fuse_bisimilar(const Graph& g, Vertex start);

/// Vertex and option visits fuse_bisimilar allows over all its rounds.
inline constexpr std::uint64_t kMaxRefinementWork = 10'000'000;

/// Adds the canonical form of a short game to g (one vertex per distinct follower,
/// shared through `memo`) and returns its vertex. Throws cgt::LimitError past
/// kMaxVertices (an integer n costs n + 1 vertices).
Vertex embed(Graph& g, Game x, std::unordered_map<Game::Id, Vertex>& memo);

/// Copies `h` into `g` and returns where h's vertex 0 went.
Vertex embed(Graph& g, const Graph& h);

/// -G: Left and Right edges exchanged.
Graph negate(Graph g);

/// The disjunctive sum of a (from vertex 0) and b (from vertex 0): the reachable part of
/// the product graph, start at 0. Throws cgt::LimitError past kMaxVertices.
Graph sum(const Graph& a, const Graph& b);

/// The ordinal sum a : b (Conway, ONAG ch. 15): moves in b, or moves in a that discard b.
Graph ordinal_sum(const Graph& a, const Graph& b);

/// True when no cycle is reachable from vertex `start`.
bool is_loop_free(const Graph& g, Vertex start);

/// True when no alternating cycle (Left and Right moving in turn) is reachable from
/// `start` (with either player to move): the game is a stopper (Siegel, CGT VI.2).
bool is_stopper(const Graph& g, Vertex start);

/// Whether the edge (v, side, i) lies on an alternating cycle reachable from vertex 0.
/// Returns one flag per edge, in order: all Left edges of vertex 0, its Right edges,
/// then vertex 1, ...
std::vector<bool> alternating_cycle_edges(const Graph& g);

/// The partisan game of a graph file (cgt/core/game_graph.hpp): `u v` a move for both
/// players, `u v L` / `u v R` for one; vertex 0 is the file's `start` (default 0).
/// Throws cgt::LimitError past kMaxVertices.
Graph from_graph_file(const GraphFile& file);

/// The short game at a loop-free vertex (canonical form), memoised in `memo`.
Game short_game_at(const Graph& g, Vertex v, std::unordered_map<Vertex, Game>& memo);

}  // namespace cgt::loopy
