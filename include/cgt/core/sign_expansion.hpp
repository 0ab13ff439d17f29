#pragma once
/// \file
/// Sign expansions of dyadic numbers and the ordinal sum of numbers in closed form.
///
/// Every dyadic number x is born on the path of signs that leads to it from 0 (ONAG
/// ch. 3; Siegel, CGT, II.3): 3 = +++, 1/2 = +-, 3/8 = +--+, -5/4 = --+. The ordinal sum
/// x : y of numbers in canonical form is the number whose expansion is x's followed by
/// y's (ONAG ch. 15), so it costs a few big-number steps per run of y's signs instead of
/// one game per follower of y.

#include <gmpxx.h>

#include <utility>
#include <vector>

#include "cgt/core/dyadic.hpp"

namespace cgt {

/// One run of equal signs: +1 or -1, and how many.
struct SignRun {
  int sign;
  mpz_class count;
  friend bool operator==(const SignRun&, const SignRun&) = default;
};

/// x's sign expansion, run-length encoded (empty for 0): an integer n >= 0 is n pluses;
/// n + 0.b1b2...bk in binary (bk = 1) is n + 1 pluses, a minus, then one sign for each
/// of b1 ... b(k-1) (+ for 1, - for 0); negative x mirrors -x. At most k + 2 runs.
std::vector<SignRun> sign_expansion(const Dyadic& x);

/// The ordinal sum x : y of canonical numbers: y's signs appended to x's. O(runs of y)
/// big-number operations. Throws cgt::LimitError when the result's denominator would
/// pass 2^Dyadic::kMaxExponent.
Dyadic ordinal_sum(const Dyadic& x, const Dyadic& y);

}  // namespace cgt
