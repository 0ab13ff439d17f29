#pragma once
/// \file
/// The outcome class of a loopy game from plain play, without sidling: CGSuite's
/// OutcomeClass of the game's value (Siegel, CGT VI.4). In the onside G^+ infinite play
/// is Left's win, in the offside G^- Right's; so retrograde analysis of the game graph
/// with infinite play a draw decides both sides at once (a draw counts for Left on the
/// onside and for Right on the offside).

#include <string>

#include "cgt/core/run_control.hpp"
#include "cgt/partisan/loopy/loopy_graph.hpp"

namespace cgt::loopy {

/// CGSuite's name of a sided value's outcome class from its sides' classes ('L', 'R',
/// 'N', 'P' each): the class itself when they agree, else D (L & R), PHat (L & P),
/// NHat (L & N), PCheck (P & R) or NCheck (N & R). Throws std::logic_error when the
/// onside's class is below the offside's (impossible for a game's sides).
std::string sided_outcome_class(char onside, char offside);

/// The outcome class of the game at vertex 0 of g: L, R, N, P, D, PHat, NHat, PCheck or
/// NCheck, equal to SidedValue::of_graph(g).outcome_class() (tested on random graphs).
/// Retrograde analysis of (position, player to move): O(V + E). Throws
/// cgt::LimitError as `run` says.
std::string outcome_class_by_play(const Graph& g, RunControl& run = unlimited_run());

}  // namespace cgt::loopy
