#pragma once
/// \file
/// Cooling, freezing, heating and overheating of short partisan games (Winning Ways
/// ch. 6; Conway, ONAG ch. 9; Siegel, CGT, II.5 "Temperature theory"; Berlekamp,
/// "The Economist's View of Combinatorial Games"), with CGSuite's semantics (Cool, Freeze,
/// Heat, Overheat) for negative temperatures: numbers have generalized temperatures
/// (an integer -1, m/2^k with k >= 1: -1/2^k; thermograph.hpp), so a number cooled by a
/// t at or below its temperature spreads ((1/4) cooled by -1/4 is 1/4*, by -3/8 {3/8|1/8}).
/// `heat(Game, Game)` is declared in game_operations.hpp (included here).

#include "cgt/core/dyadic.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_operations.hpp"

namespace cgt {

/// G cooled by t, for t > -1 (Conway's G_t): an integer stays as it is; a game whose
/// temperature is below t becomes its mean; otherwise {G^L_t - t | G^R_t + t}. Cooling is
/// additive: (G + H)_t = G_t + H_t (Siegel, CGT, II.5). Memoised per game table by (G, t);
/// O(subpositions of G) sums the first time. Throws cgt::DomainError
/// "Invalid cooling temperature (must be > -1): t" for t <= -1.
Game cool(Game g, const Dyadic& t);

/// G frozen: G cooled by its own temperature (CGSuite's Freeze). An uptimal (a number, a
/// nimber, x + n·^ + *k, ^<n>, ...) is returned as it is, as CGSuite does. Memoised;
/// O(cool) after the thermograph.
Game freeze(Game g);

/// G overheated from s to t (Berlekamp; Winning Ways ch. 6; CGSuite's Overheat): an
/// integer n becomes n copies of s (n·s); otherwise {G^L + t | G^R - t} of the overheated
/// options (number options included, so 7/16 overheated from 0 to 0 is ^[3]).
/// Memoised per game table by (G, s, t); O(subpositions of G) sums the first time, an
/// integer n costs O(log n) sums.
Game overheat(Game g, Game s, Game t);

}  // namespace cgt
