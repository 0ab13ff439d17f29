#pragma once
// Canonical forms of game positions for the tests: the test is the caller, so it owns
// the run context and the reducer (a fresh one per call, in the current game table).
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

template <PartisanGame G>
Game value_of(const G& game, const typename G::Position& p) {
  RunControl run;
  CanonicalReducer<G> reducer(game, run);
  return reducer.value(p);
}

template <PartisanGame G>
Game value_of(const typename G::Position& p) {
  const G game;
  return value_of(game, p);
}

}  // namespace cgt
