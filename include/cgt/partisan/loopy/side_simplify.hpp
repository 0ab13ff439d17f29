#pragma once
/// \file
/// Simplification of a side of a loopy game that is not a stopper, as CGSuite does it
/// before printing (its LoopyGame.simplifyGraph, after Siegel, "Coping with cycles",
/// 2009, and CGT VI.4). There is no simplest form of such a side; these steps keep the
/// side's value and give the forms CGSuite prints (Bach's carousel
/// a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} has onside a{1|1,{1*|a||*}||0}).

#include "cgt/partisan/loopy/loopy_graph.hpp"
#include "cgt/partisan/loopy/survival.hpp"

namespace cgt::loopy {

/// The side (Onside or Offside rules) of the game at vertex 0 of g, simplified by, in
/// order:
///  1. obviously irrelevant edges: a move to `on` (for Left; `off` for Right) makes the
///     mover's other moves irrelevant, a move to the opponent's loop is dropped, and on
///     the side that favours the opponent a move the opponent can answer by moving
///     straight back is dropped;
///  2. reversible options bypassed and dominated options removed, vertex by vertex, each
///     only where no alternating path makes the step unsound on this side;
///  3. edges on alternating cycles removed where the game's side stays the same;
///  4. step 2 again, then any edge of a vertex whose option lies on an alternating cycle
///     removed where the side stays the same;
///  5. positions below which there is no alternating cycle fused when equal.
/// Returns the packed graph, game at vertex 0. Each of steps 3-4 solves one survival
/// game per edge tried: O(E · |g|^2 · moves), at most 2^27 states in all (edges past
/// that are kept: a larger graph of the same value). Throws cgt::LimitError as leq()
/// does.
Graph simplify_side_graph(const Graph& g, Side side);

}  // namespace cgt::loopy
