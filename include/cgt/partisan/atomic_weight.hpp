#pragma once
/// \file
/// Atomic weights of infinitesimals (Winning Ways, "atomic weights"; Siegel, CGT, II.7;
/// Berlekamp, "The Economist's View of Combinatorial Games"), as CGSuite computes them
/// (AtomicWeight, IsAtomic).
///
/// The atomic weight of G is the game W with G ~ W·^ (Norton multiple of ^): G + X + *m
/// and W·^ + X + *m have the same outcome for all X and all large enough m. It exists for
/// every all-small G, where it is additive (aw(G + H) = aw(G) + aw(H)), and for some other
/// infinitesimals. It is computed by the atomic weight calculus: the "naive" weight
/// {aw(G^L) - 2 | aw(G^R) + 2}, corrected when that is an integer by comparing G with the
/// remote star *N (the "eccentric" case, Siegel, CGT, II.7; CGSuite's farStar), and
/// accepted for a game that is not all-small only when G - aw(G)·^ lies between
/// -(^* + (*2^k : -1)) and ^* + (*2^k : -1) for *2^k beyond every nimber in G.

#include "cgt/partisan/game.hpp"

namespace cgt {

/// Whether G has an atomic weight: G is infinitesimal and, unless it is all-small, passes
/// the check above. Memoised per game table; O(subpositions of G) table operations.
bool is_atomic(Game g);

/// The atomic weight of G. An uptimal 0.d1d2...*m has weight d1 (^ has 1, v* has -1);
/// a nimber 0. Throws cgt::DomainError "That game is not atomic: <G>" (G in CGSuite's
/// notation) when G has none: numbers other than 0, non-infinitesimals, and infinitesimals
/// failing the check ({1|^^^||^}). Memoised per game table.
Game atomic_weight(Game g);

}  // namespace cgt
