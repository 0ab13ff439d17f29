#pragma once
/// \file
/// Reduced canonical forms (Calistrate, "The reduced canonical form of a game", Games of
/// No Chance, 1996; Grossman and Siegel, "Reductions of partizan games", Games of No
/// Chance 3, 2009; Siegel, CGT, II.6 "Reduced canonical form"; CGSuite's
/// ReducedCanonicalForm).
///
/// G and H are equal modulo infinitesimals when G - H is infinitesimal; every class has a
/// unique simplest member, the reduced canonical form rcf(G). It is computed as CGSuite
/// does: a number x + n·^ + *k reduces to x; otherwise rcf(G) is the star projection of
/// G heated by * (replace every subposition x* by x, numbers kept).

#include "cgt/partisan/game.hpp"

namespace cgt {

/// The reduced canonical form of G: G - rcf(G) is infinitesimal, rcf(rcf(G)) = rcf(G),
/// and rcf(G + H) = rcf(rcf(G) + rcf(H)). 9/8* reduces to 9/8, {3||2*|1*} to {3||2|1},
/// every infinitesimal to 0. Memoised per game table; O(subpositions of G) sums the first
/// time.
Game reduced_canonical_form(Game g);

}  // namespace cgt
