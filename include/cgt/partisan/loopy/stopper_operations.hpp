#pragma once
/// \file
/// Operations on stoppers beyond sums: ordinal sums, subordination and powers with
/// pseudonumber exponents (CGSuite's CanonicalStopper.subordinate, CanonicalShortGame
/// .pow/.powTo; Siegel, CGT II.6 and VI.5 for the uptimal powers ^<on>, ^[on]).

#include "cgt/partisan/loopy/stopper.hpp"

namespace cgt::loopy {

/// G : H, the ordinal sum (Conway, ONAG ch. 15) of stoppers.
CanonicalStopper ordinal_sum(const CanonicalStopper& g, const CanonicalStopper& h);

/// G subordinated to a base with these options: every position loses its options
/// equal to a base option, so that base : (G subordinated) = G. Throws
/// cgt::DomainError "That game cannot be subordinated to the specified base." when a
/// position has no Left option >= a base Left option B^L and is not >= some B^LR (and
/// symmetrically for Right).
CanonicalStopper subordinate(const CanonicalStopper& g, const std::vector<CanonicalStopper>& base_left,
                             const std::vector<CanonicalStopper>& base_right);

/// G^->x for a pseudonumber x (on, off, x over, x under, or a number): base :
/// (x subordinated to 1). Throws cgt::DomainError "Invalid exponent." when x cannot be
/// subordinated.
CanonicalStopper pow_to(Game base, const CanonicalStopper& x);

/// G^x for a base {0 | H} and a pseudonumber x: {0 | H - G^->(x - 1)}. Throws
/// cgt::DomainError for another base or an invalid exponent.
CanonicalStopper pow(Game base, const CanonicalStopper& x);

}  // namespace cgt::loopy
