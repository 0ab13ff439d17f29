#pragma once
/// \file
/// The uptimal basis (Siegel, CGT, II.7; CGSuite's ^<n> and ^[n]):
///   ^[n] (up-to-the-n): ^[1] = ^, ^[n] = {^[n-1] | *};
///   ^<n> (up-nth):      ^<1> = ^, ^<n> = ^[n] - ^[n-1]; so ^<2> = {0|v*} and
///                       ^<n> = {0 | v* - ^<2> - ... - ^<n-1>} as CGSuite builds them.
/// Uptimal expansions x.d1d2...dn *m = x + d1·^ + d2·^<2> + ... + dn·^<n> + *m (Siegel,
/// CGT, II.7, "uptimals"; CGSuite's UptimalExpansion), and the general powers G^n, G^->x
/// of a base (Siegel, CGT, II.7 for ^; CGSuite's Pow, PowTo, Subordinate).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cgt/core/dyadic.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

/// ^[n] for n >= 1 (0 for n <= 0). O(n) table operations.
Game up_to_the(long n);
/// ^<n> for n >= 1 (0 for n <= 0). O(n) table operations.
Game up_nth(long n);

/// x.d1d2...dn + *m: the game x + d1·^ + d2·^<2> + ... + dn·^<n> + *m.
struct UptimalExpansion {
  Dyadic number;              ///< x
  std::vector<long> digits;   ///< d1..dn; dn != 0 (empty: no up part)
  std::uint64_t nimber = 0;   ///< m

  /// As CGSuite writes it: the number (left out when there is a nimber and the number
  /// is 0), `*` or `*m`, a dot, then the digits ("0" when there are none); a digit 10..35
  /// is a letter A..Z, a larger one "(d)", and a negative digit is followed by "-":
  /// "0.0", "*8.0", "*.1-", "73/16*8.9-", "0.1111".
  std::string to_string() const;

  friend bool operator==(const UptimalExpansion&, const UptimalExpansion&) = default;
};

/// The uptimal expansion of g when g is an uptimal (for any number, nimber and digits),
/// else nullopt. Recognises g from its canonical options as CGSuite does (one Right
/// option, Left options in one of four patterns; Siegel, CGT, II.7), trying -g when g
/// does not fit. Memoised per game table; O(size of g) the first time.
std::optional<UptimalExpansion> uptimal_expansion(Game g);

/// The game of an expansion: x + d1·^ + sum of dk·^<k> + *m. O(sum |dk| · n) sums.
Game uptimal(const UptimalExpansion& e);

/// G subordinated to a base B (CGSuite's Subordinate, short games): removes from G, at
/// every level, the Left options that are Left options of B and the Right options that
/// are Right options of B, so that B : (G subordinated to B) = G for ordinal sums. For
/// base 1 it turns a positive number into the exponent game of its sign expansion
/// ((1/8) subordinated to 1 = -3). Throws cgt::DomainError "That game cannot be
/// subordinated to the specified base." when some subposition has no Left option >= some
/// B^L (nor a B^LR <= it), or symmetrically for Right. O(size of G · |B's options|).
Game subordinate(Game g, Game base);
/// The same for a base given by its options (an explicit form such as '{*|*}', whose
/// options are not those of its canonical form 0): CGSuite subordinates to the form.
Game subordinate(Game g, const std::vector<Game>& base_left, const std::vector<Game>& base_right);

/// G^->x (CGSuite's PowTo): 0 for x = 0, else the ordinal sum G : (x subordinated to 1),
/// where G : H = {G^L, G : H^L | G^R, G : H^R} (Winning Ways ch. 3; Siegel, CGT, II.5);
/// ^ to the n is ^[n]. For any base. Throws cgt::DomainError "Invalid exponent." for x < 0.
/// O(birthday of x) constructions.
Game pow_to(Game base, const Dyadic& x);
Game pow_to(Game base, long n);

/// G^x (CGSuite's Pow) for a base G = {0 | H}: {0 | H - G^->(x-1)}; ^ to the power 3 is ^<3>.
/// Throws cgt::DomainError "Invalid base for `Pow` operation (base must be of the form
/// {0|H})." for another base, "Invalid exponent." for x < 1.
Game pow(Game base, const Dyadic& x);
Game pow(Game base, long n);

}  // namespace cgt
