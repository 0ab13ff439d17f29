#pragma once
/// \file
/// Products and the ordinal sum of canonical games: Norton's product (Norton
/// multiplication: Siegel, CGT, ch. II; Winning Ways), Conway's product (ONAG ch. 1 on
/// numbers, ch. 6 on nimbers), the ordinal sum (ONAG; Siegel, CGT, ch. II), and integer
/// multiples (CGSuite's `n * G`). Results are canonical and memoised per game table.

#include <gmpxx.h>

#include "cgt/partisan/game.hpp"

namespace cgt {

/// Norton's product G.U (CGSuite's NortonProduct). For an integer G = n it is n copies
/// of U (-n copies of -U for n < 0). Otherwise, with I ranging over all the Left and
/// Right incentives of U: {G^L.U + U + I | G^R.U - (U + I)}, G and U in canonical form.
/// For U > 0 it is additive and order-preserving in G. O(log |n|) additions for an
/// integer, otherwise one product per subposition of G.
/// Throws cgt::LimitError past the table limits.
Game norton_product(Game g, Game unit);

/// Conway's product G·H (CGSuite's ConwayProduct): Left's options
/// G^L·H + G·H^L - G^L·H^L and G^R·H + G·H^R - G^R·H^R, Right's G^L·H + G·H^R - G^L·H^R
/// and G^R·H + G·H^L - G^R·H^L, on the canonical forms. Numbers multiply as numbers;
/// nimbers as nimbers (nim multiplication, ONAG ch. 6; cgt/core/nimber.hpp). O(product of the sizes).
Game conway_product(Game g, Game h);

/// Ordinal sum G:H of the canonical forms (CGSuite's OrdinalSum): {G^L, G:H^L | G^R, G:H^R}.
/// (x + *m) : *n = x + *(m + n). O(size of H). Throws cgt::LimitError past table limits.
Game ordinal_sum(Game g, Game h);

/// n·G: the sum of n copies of G, or of -n copies of -G for n < 0 (CGSuite's
/// `n * G` for an integer n and a canonical game G, i.e. G.NCopies(n), which is
/// n.NortonProduct(G)). O(log |n|) additions.
Game integer_multiple(const mpz_class& n, Game g);

}  // namespace cgt
