#pragma once
/// \file
/// Grundy values of every vertex of an explicit game graph.
///
///  - Acyclic graphs: G(u) = mex{G(v) : u -> v}, computed sinks-first with out-degree
///    counters: O(N + M), iterative, no recursion (Winning Ways ch. 3).
///  - Loopy graphs: the generalized Sprague–Grundy function γ (Smith 1966; Fraenkel and
///    Yesha 1986; Siegel, CGT, IV.4): γ(u) is a finite value, or ∞ with K(u), the set of
///    finite values among u's followers. γ(u) = m exactly when u + *m is a P-position.
///    Computed round by round, m = 0, 1, ...: in round m a vertex gets value m when no
///    follower has value m and each follower that is unvalued or ∞ has a follower with
///    value m (counters make each round a retrograde pass); unvalued vertices with no
///    follower of value m become ∞. O((N + M)·(rounds)), rounds <= max finite value + 2.

#include <cstdint>
#include <span>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/core/game_graph.hpp"

namespace cgt {

/// Marks a vertex whose generalized Grundy value is ∞.
inline constexpr std::uint32_t kInfiniteGrundy = ~std::uint32_t{0};

/// Grundy values of an acyclic graph. Throws cgt::DomainError naming a vertex on a
/// cycle if the graph has one.
std::vector<std::uint32_t> acyclic_grundy_values(const GameGraph& graph, RunControl& run = unlimited_run());

/// Generalized Sprague–Grundy values of any finite graph (cycles allowed): finite
/// values, or kInfiniteGrundy for ∞. On an acyclic graph equal to the ordinary values.
std::vector<std::uint32_t> generalized_grundy_values(const GameGraph& graph, RunControl& run = unlimited_run());

/// Values by the acyclic method when the graph has no cycle, else the generalized ones.
/// `loopy` (if given) is set to whether the graph has a cycle.
std::vector<std::uint32_t> grundy_values(const GameGraph& graph, bool* loopy = nullptr,
                                         RunControl& run = unlimited_run());

/// K(u) for a vertex of value ∞: the finite values among its followers, ascending, distinct.
std::vector<std::uint32_t> infinity_set(const GameGraph& graph, std::span<const std::uint32_t> values,
                                        GameGraph::Vertex u);

}  // namespace cgt
