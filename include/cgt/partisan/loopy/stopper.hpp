#pragma once
/// \file
/// Canonical stoppers (Siegel, CGT VI.3; Conway, ONAG ch. 11; Winning Ways ch. 11).
///
/// A stopper is a loopy game with no alternating cycle: play alternating between Left
/// and Right always ends. Every stopper has a unique simplest form: no dominated
/// options, no reversible options, no two positions of equal value (Siegel, CGT
/// VI.3.9-3.13). `CanonicalStopper` holds that form as a packed graph (vertex 0 is the
/// game), so equal stoppers have equal graphs up to isomorphism and the same printed
/// string.
///
/// Printing follows CGSuite: short games as usual; `on`, `off`, `over`, `under` and
/// `x over`/`x under` (pseudonumbers, `5over`, `-3/2under`); `^[on]`, `^<on>` and their
/// negatives and nimber translates; `Tiny(on)`-style forms; switches `+-G`; otherwise
/// braces with slashes, `pass` for a move to itself and named nodes `a{...a...}` for
/// longer cycles.

#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "cgt/partisan/loopy/loopy_graph.hpp"

namespace cgt::loopy {

/// A stop of a stopper: a number, `x over`, `x under`, `on` or `off` (a pseudonumber).
struct Pseudonumber {
  enum class Kind { Off, Under, Number, Over, On };
  Kind kind = Kind::Number;
  Dyadic number;  ///< unused for on and off
  friend bool operator==(const Pseudonumber&, const Pseudonumber&) = default;
  friend auto operator<=>(const Pseudonumber& a, const Pseudonumber& b) {
    if (a.kind == Kind::Off || a.kind == Kind::On || b.kind == Kind::Off || b.kind == Kind::On)
      return a.kind <=> b.kind;
    if (a.number != b.number) return a.number < b.number ? std::strong_ordering::less : std::strong_ordering::greater;
    return a.kind <=> b.kind;
  }
  /// CGSuite's spelling: `on`, `off`, `5over`, `-3/2under`, `over`, `7/8`.
  std::string to_string() const;
};

class CanonicalStopper {
 public:
  /// 0.
  CanonicalStopper();
  /// The stopper at vertex `start` of g, simplified. Throws cgt::DomainError when an
  /// alternating cycle is reachable (not a stopper). O(V^2 · E) per round of
  /// simplification.
  static CanonicalStopper from_graph(const Graph& g, Vertex start = 0);
  /// A short game as a stopper.
  static CanonicalStopper from_game(Game g);
  static CanonicalStopper on();
  static CanonicalStopper off();

  const Graph& graph() const noexcept { return *graph_; }
  /// The follower at vertex v of the canonical graph (itself canonical).
  CanonicalStopper follower(Vertex v) const;
  std::vector<CanonicalStopper> left_options() const;
  std::vector<CanonicalStopper> right_options() const;

  bool is_loop_free() const;
  /// The short game, when loop-free.
  std::optional<Game> as_game() const;
  /// `on`, `off`, a number, or `x over` / `x under` = {x|pass} / {pass|x}.
  std::optional<Pseudonumber> as_pseudonumber() const;

  /// Number of positions of the canonical graph (CGSuite's FollowerCount).
  std::size_t follower_count() const noexcept { return graph_->size(); }

  /// Left and Right stops (pseudonumbers; Siegel, CGT VI.3). Alternating play from a
  /// stopper ends, so the recursion does.
  Pseudonumber left_stop() const;
  Pseudonumber right_stop() const;

  friend bool operator<=(const CanonicalStopper& a, const CanonicalStopper& b);
  friend bool operator==(const CanonicalStopper& a, const CanonicalStopper& b);
  friend CanonicalStopper operator-(const CanonicalStopper& a);
  /// A stopper plus a short game (always a stopper).
  friend CanonicalStopper operator+(const CanonicalStopper& a, Game x);

  /// CGSuite's printed form.
  std::string to_string() const;

 private:
  CanonicalStopper(std::shared_ptr<const Graph> g) : graph_(std::move(g)) {}
  std::shared_ptr<const Graph> graph_;
};

/// CGSuite's IsPlumtree: no cycle through two or more positions (passes allowed).
bool is_plumtree(const CanonicalStopper& g);
/// CGSuite's IsNumberTiny: {x || x | y} with y - x <= under, or its negative form
/// {y | x || x} with x - y <= under (printed xTiny(..) / xMiny(..)).
bool is_number_tiny(const CanonicalStopper& g);

/// Simplest form of the stopper at vertex `start` of g, packed (Siegel, CGT VI.3):
/// reversible options bypassed, dominated options removed, equal positions fused.
/// Throws cgt::DomainError if g is not a stopper from `start`.
Graph simplify_stopper(const Graph& g, Vertex start);

}  // namespace cgt::loopy
