#pragma once
/// \file
/// Certified periodicity of heap-game Grundy sequences.
///
/// Octal periodicity theorem (Guy–Smith 1956; Winning Ways ch. 4; Siegel, CGT,
/// IV.2): for a code with last nonzero digit t, if G(n + p) = G(n) for all n with
/// n0 <= n < 2·n0 + p + t, then G(n + p) = G(n) for every n >= n0. The proof's
/// induction maps a split of n + p to one of n by shortening the largest heap by p,
/// which must stay nonempty; we therefore use max(n0, 1) in the window (a slightly
/// longer check that is valid also for n0 = 0), and the same argument for moves that
/// leave h heaps gives the window end  h·max(n0,1) + (h−1)·p + t  (h = 1, 2, 3).
/// All-but rules (values grow without bound) and Grundy's game (its equal-split
/// exception breaks the induction) have no such theorem: no period is certified.

#include <cstddef>
#include <optional>
#include <span>

#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/heap_values.hpp"

namespace cgt {

/// G(n + period) = G(n) for every n >= preperiod.
struct Period {
  std::size_t preperiod = 0;  ///< n0
  std::size_t period = 0;     ///< p >= 1
  friend bool operator==(const Period&, const Period&) = default;
};

/// One past the last n the theorem needs checked for (n0, p): the check covers
/// n0 <= n < end, so the values G(0 .. end + p - 1) are needed.
/// Only meaningful when rule.has_periodicity_theorem().
std::size_t periodicity_window_end(const HeapRule& rule, Period candidate);

/// Number of values needed to certify `candidate`: periodicity_window_end + p.
std::size_t certificate_length(const HeapRule& rule, Period candidate);

/// The certified period of the sequence whose first values are `values`, if the
/// theorem certifies one within them: the least p, and for it the least n0 (these are
/// the sequence's true minimal period and preperiod, since any certified period is a
/// multiple of the minimal one with a window at least as long). std::nullopt when
/// nothing is certified yet or the rule has no periodicity theorem.
/// Typically O(values.size()); worst case O(values.size()²) on adversarial input.
std::optional<Period> find_certified_period(const HeapRule& rule, HeapValues values);

/// The period the values seem to have, before it can be certified: the least p, and for it
/// the least n0, with G(n + p) = G(n) for every n0 <= n < values.size() - p, seen over at
/// least max(p, 32) values. A search for a certified period computes exactly up to the
/// candidate's certificate_length instead of overshooting it. Not certified: a candidate
/// can be broken by later values. O(values.size()) typically.
std::optional<Period> find_apparent_period(HeapValues values);

/// G(n + period) = G(n) + saltus for every n >= preperiod, saltus >= 1: the values grow
/// without bound, linearly (Guy and Smith 1956; Winning Ways ch. 4; Austin 1976 proved
/// every all-but subtraction game behaves so). Printed as CGSuite's Periodicity.
struct ArithmeticPeriod {
  std::size_t preperiod = 0;  ///< n0
  std::size_t period = 0;     ///< p >= 1
  std::uint64_t saltus = 0;   ///< s >= 1
  friend bool operator==(const ArithmeticPeriod&, const ArithmeticPeriod&) = default;
};

/// Values an arithmetic period must be seen to hold for before it is reported:
/// twice the octal theorem's certificate for (n0, p) (so all of h·n0 + h·p + t, with
/// t the last digit's index or the largest excluded move), since no theorem certifies
/// arithmetic periodicity here.
std::size_t arithmetic_evidence_length(const HeapRule& rule, std::size_t preperiod, std::size_t period);

/// The apparent arithmetic period of the sequence whose first values are `values`: the
/// least p, and for it the least n0, with G(n + p) - G(n) the same s >= 1 for every n
/// from n0 to the end, seen over at least arithmetic_evidence_length values.
/// std::nullopt when there is none (or the sequence is ordinarily periodic, saltus 0).
/// Apparent, not certified: no theorem is applied. O(values.size() · p) at worst.
std::optional<ArithmeticPeriod> find_apparent_arithmetic_period(const HeapRule& rule, HeapValues values);

}  // namespace cgt
