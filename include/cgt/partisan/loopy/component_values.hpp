#pragma once
/// \file
/// Values of the positions of a loopy game graph, one strongly connected component at a
/// time (what CGSuite's GameValue does layer by layer for loopy rulesets such as Fox and
/// Geese and Backsliding Toads and Frogs).
///
/// A position's value depends only on its followers. The components of the move graph are
/// valued from the sinks up: a position with no cycle through it gets its value from its
/// options' values (a short game when they all are), and a component with cycles is sidled
/// as one graph, its options outside the component embedded as their (already
/// simplified) sides. Sidling the whole graph at once would compare every pair of its
/// positions in every trial; here each trial sees one component and small embedded values.

#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"

namespace cgt::loopy {

/// The value of each vertex of g reachable from `root` (others: 0). Cost: per component
/// of k positions with e embedded vertices, sidle() on k + e positions for each of its k
/// positions (see sided_value.hpp for its limits and errors). `run` is checked before
/// each position is valued (cgt::LimitError on its limits or cancellation).
std::vector<SidedValue> component_values(const Graph& g, Vertex root = 0, RunControl& run = unlimited_run());

/// The value of vertex `root` of g, by components.
SidedValue value_by_components(const Graph& g, Vertex root = 0, RunControl& run = unlimited_run());

}  // namespace cgt::loopy
