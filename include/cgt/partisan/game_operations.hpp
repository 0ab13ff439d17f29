#pragma once
/// \file
/// Further operations on short partisan games: incentives, all-small, heating.

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

/// Left incentives G^L - G and Right incentives G - G^R of the canonical form
/// (Winning Ways ch. 6; Siegel, CGT, II.5). In table order.
std::vector<Game> left_incentives(Game g);
std::vector<Game> right_incentives(Game g);

/// True when every subposition is 0 or has options for both players (Siegel, CGT,
/// II.8 "all-small"). O(subpositions) the first time.
bool is_all_small(Game g);

/// Tiny(G) = {0 || 0 | -G} and Miny(G) = -Tiny(G) = {G | 0 || 0} (Winning Ways ch. 5;
/// CGSuite's Tiny and Miny, any G). O(1) table operations.
Game tiny(Game g);
Game miny(Game g);

/// CGSuite's IsNumberTiny: g is a number, or g = {x || x | y} with x a number and y of
/// mean below x (x + a tiny), or g = {y | x || x} with y of mean above x (x + a miny).
/// O(1) table operations.
bool is_number_tiny(Game g);

/// k when g is the nimber *k (0 is *0), else nullopt. O(1).
std::optional<std::uint64_t> nimber_of(Game g);

/// Heating by t (Conway's ∫^t G; CGSuite's Heat): a number stays as it is; otherwise
/// {∫^t G^L + t | ∫^t G^R - t}. Any game t: a negative number cools without cooling's
/// temperature rule ({3||2*|1*} heated by -1 is 9/4), t = * gives {3*||2|1}. Memoised by
/// (g, t). Cooling, freezing and overheating: cooling.hpp.
Game heat(Game g, Game t);

}  // namespace cgt
