#pragma once
/// \file
/// Values of arbitrary finite loopy games as sides `onside & offside` (Conway, ONAG
/// ch. 11 "sidling"; Siegel, CGT VI.4-VI.5; Siegel, "Coping with cycles", 2009).
///
/// In the onside G^+ an infinite play is won by Left, in the offside G^- by Right.
/// Both are stoppers for the games met in practice (stopper-sided games); sums add
/// side by side ((G + H)^+ = G^+ + H^+), and G <= H when G^+ <= H^+ and G^- <= H^-.
/// A stopper is the sided value with equal sides.
///
/// Sidling here: starting from the game graph, edges on alternating cycles are removed
/// one at a time whenever the side's value (checked exactly by the Büchi survival game
/// of survival.hpp) stays the same, until no alternating cycle is left; the result is
/// then simplified as a stopper. When no such removal exists the game is reported as
/// not sidled (cgt::DomainError), never approximated.

#include <memory>
#include <string>
#include <utility>

#include "cgt/partisan/loopy/stopper.hpp"
#include "cgt/partisan/loopy/survival.hpp"

namespace cgt::loopy {

/// A side of a loopy game, simplified: the canonical stopper's graph when the side is a
/// stopper, otherwise the smallest graph the simplifications below reached that has the
/// same side value (there is no simplest form of such a side; Siegel, CGT VI.4).
struct SideReduction {
  Graph graph;           ///< packed, the game at vertex 0
  bool stopper = false;  ///< graph is a canonical stopper
};

/// The onside (side = Onside) or offside of the game at vertex 0 of g: simplified in
/// bulk under the side's order (dominated options removed, equal positions fused), then
/// edges on alternating cycles removed one at a time, each step kept only when the side
/// is unchanged (two survival games of |g|^2 · 4 states each). Throws cgt::LimitError
/// past 2^27 states in total.
SideReduction reduce_side(const Graph& g, Side side);

/// The side as a canonical stopper; throws cgt::DomainError when reduce_side() does not
/// reach one (the side is not a stopper).
CanonicalStopper sidle(const Graph& g, Side side);

/// CGSuite's printed form of the game at vertex 0 of a side that is not a stopper (its
/// SimplifiedLoopyGame output): followers that are stoppers print as canonical stoppers,
/// the others in braces with slashes, `pass` and named nodes `a{...a...}`, options in
/// CGSuite's order for that side (cgsuite_order.hpp).
std::string side_graph_to_string(const Graph& g, Side side);

/// Some games have a side that is not a stopper (Bach's carousel,
/// a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}). Their value keeps that side as its simplified game
/// graph under the side's rules of infinite play: outcome class, order, sums, negation
/// and printing (as CGSuite prints it) hold exactly (survival games work on any graph);
/// what needs a canonical stopper (stops, degree, onside()/offside()) throws
/// cgt::DomainError naming the side.
class SidedValue {
 public:
  SidedValue() = default;
  /// A stopper: both sides equal.
  SidedValue(CanonicalStopper s) : onside_(s), offside_(std::move(s)) {}  // NOLINT: a stopper is a sided value
  /// `onside & offside`. Throws cgt::DomainError unless onside >= offside.
  SidedValue(CanonicalStopper onside, CanonicalStopper offside);

  /// The value of the game at vertex 0 of g.
  static SidedValue of_graph(const Graph& g);
  /// Sides built from different graphs (options that are themselves sided values
  /// contribute their onsides to one and offsides to the other, as CGSuite does).
  static SidedValue of_graphs(const Graph& onside_graph, const Graph& offside_graph);
  /// The sides as the graphs give them, not reduced (for cross-checks: every operation
  /// that works on an irreducible side must agree with the reduced value).
  static SidedValue unreduced(const Graph& onside_graph, const Graph& offside_graph);

  /// Whether both sides are canonical stoppers (see the class comment).
  bool is_reduced() const noexcept { return sides_ == nullptr; }
  /// The sides as canonical stoppers. Throw cgt::DomainError when not reduced.
  const CanonicalStopper& onside() const;
  const CanonicalStopper& offside() const;
  /// The game graph of a side, read under that side's rules of infinite play.
  const Graph& side_graph(Side side) const;
  bool is_stopper() const { return is_reduced() && onside_ == offside_; }

  friend SidedValue operator+(const SidedValue& a, const SidedValue& b);
  friend SidedValue operator-(const SidedValue& a);
  friend SidedValue operator-(const SidedValue& a, const SidedValue& b) { return a + (-b); }
  friend bool operator<=(const SidedValue& a, const SidedValue& b);
  friend bool operator==(const SidedValue& a, const SidedValue& b);

  /// CGSuite's outcome class: L, R, N, P, and for sided values D (onside L, offside R),
  /// PHat, NHat, PCheck, NCheck.
  std::string outcome_class() const;

  /// One side as CGSuite prints it (a canonical stopper, or side_graph_to_string).
  std::string side_to_string(Side side) const;

  /// CGSuite's printed form: the stopper, `dud`, or `onside & offside` (a side that is
  /// not a stopper printed by side_graph_to_string).
  std::string to_string() const;

 private:
  CanonicalStopper onside_, offside_;
  // Set when not reduced: the onside's and offside's graphs (a side that did reduce is
  // there as its canonical stopper's graph).
  std::shared_ptr<const std::pair<Graph, Graph>> sides_;
};

/// (G + H)^+ and (G + H)^-, CGSuite's upsum and downsum of stoppers.
CanonicalStopper upsum(const CanonicalStopper& g, const CanonicalStopper& h);
CanonicalStopper downsum(const CanonicalStopper& g, const CanonicalStopper& h);

/// The degree of loopiness G - G's onside (0 for short games; Siegel, CGT VI.5).
CanonicalStopper degree(const CanonicalStopper& g);

/// The variety of G with its degree (Siegel, CGT VI.5): throws cgt::DomainError with
/// CGSuite's messages when the degree is not idempotent ("Variety degree must be an
/// idempotent.") or the game is not stable ("That game is not stable.").
CanonicalStopper variety(const CanonicalStopper& g);
/// The upsum and downsum varieties of G with a given idempotent degree D (Siegel, CGT
/// VI.5): (G + (-G - D)^-)^+ and (G + (-G + D)^+)^-. Throws cgt::DomainError "Variety
/// degree must be an idempotent." otherwise.
CanonicalStopper upsum_variety(const CanonicalStopper& g, const CanonicalStopper& degree);
CanonicalStopper downsum_variety(const CanonicalStopper& g, const CanonicalStopper& degree);

/// Whether the upsum and downsum varieties agree. Throws as variety() for a degree
/// that is not idempotent.
bool is_stable(const CanonicalStopper& g);

/// n·G by repeated doubling (n may be negative).
SidedValue multiple(const SidedValue& g, long n);

}  // namespace cgt::loopy
