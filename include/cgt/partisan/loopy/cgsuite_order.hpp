#pragma once
/// CGSuite's order of loopy values, reproduced so that cgt prints options and sets of
/// loopy values in the order CGSuite prints them.
///
/// CGSuite orders non-short options (SimplifiedLoopyGame.SemideterministicOrdering) and
/// the loopy members of a set (UniversalOrdering: class ordinal, then hash) by the
/// difference of two 32-bit hash codes, with Java's wrapping arithmetic, and sorts with
/// java.util.Arrays.sort (TimSort) over the iteration order of a Scala immutable Set.
/// The wrapped difference is not transitive, so the result depends on that input order
/// too; this header reproduces each step:
///   - the hash of a game graph (Bigraph.hashCodeIsomorphismInvariant), and the hash
///     codes Scala 2.13 gives CGSuite's case classes (MurmurHash3 over the class name
///     and fields: CanonicalStopperImpl, OverNumberImpl, SimplifiedLoopyGameImpl);
///   - the iteration order of a Scala 2.13 immutable Set (insertion order up to four
///     members, else the CHAMP trie's order of the improved hashes);
///   - Java's TimSort for arrays of fewer than 32 elements (a first run, then binary
///     insertion), with std::stable_sort past that (CGSuite's sets of loopy values are
///     small).
/// Where CGSuite's input order depends on its own vertex numbering (sets of up to four
/// members), cgt's order is used: the result differs only when three or more members
/// compare inconsistently.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "cgt/partisan/loopy/loopy_graph.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/partisan/loopy/stopper.hpp"

namespace cgt::loopy {

/// Bigraph.hashCodeIsomorphismInvariant(start): the XOR of the signatures of the
/// vertices reachable from `start` (the start's shifted left by one). O(V + E·d), d the
/// largest option count.
std::int32_t cgsuite_graph_hash(const Graph& g, Vertex start);

/// The hashCode CGSuite's object for a loopy canonical stopper has: OnImpl, OffImpl,
/// OverNumberImpl(x, ±1) or CanonicalStopperImpl(graph). Short games (never compared by
/// hash in CGSuite) give 0.
std::int32_t cgsuite_hash(const CanonicalStopper& s);

/// The hashCode CGSuite's object for a short game x + n.^ + *m has (a SmallInteger,
/// DyadicRationalNumberImpl, NimberImpl or UptimalImpl); nothing for other short games,
/// whose CGSuite hash is an id of its own session, or parts past 32 bits.
std::optional<std::int32_t> cgsuite_hash(const NumberUpStar& x);

/// The hashCode of SimplifiedLoopyGameImpl(graph at `start`, side): a side that is not a
/// stopper.
std::int32_t cgsuite_side_hash(const Graph& g, Vertex start, bool onside);

/// The hashCode of CGSuite's object for a loopy value: a stopper's (above),
/// StopperSidedValueImpl(onside, offside) or SidedValueImpl(onside, offside).
std::int32_t cgsuite_hash(const SidedValue& v);

/// The rank of a loopy value's CGSuite class in its class registry, which
/// UniversalOrdering compares before hashes: Pseudonumber 0, CanonicalStopper 1,
/// StopperSidedValue 2, SidedValue 3.
int cgsuite_class_rank(const SidedValue& v);

/// The positions 0..n-1 of `hashes` in the iteration order of the Scala 2.13 immutable
/// Set built by adding members with these hash codes in this order (distinct members).
std::vector<std::size_t> scala_set_order(const std::vector<std::int32_t>& hashes);

/// Sorts `items` (indices into the caller's array) as java.util.Arrays.sort(Object[],
/// Comparator) does; `compare` returns <0, 0 or >0 and need not be transitive: the
/// result is Java's. O(n^2) moves, O(n log n) comparisons.
void java_sort(std::vector<std::size_t>& items, const std::function<int(std::size_t, std::size_t)>& compare);

/// `a - b` with Java's int wraparound, as CGSuite's hash comparators compute it.
inline int java_difference(std::int32_t a, std::int32_t b) {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}

}  // namespace cgt::loopy
