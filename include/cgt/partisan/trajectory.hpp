#pragma once
/// \file
/// A wall or scaffold of a thermograph: a continuous piecewise-linear function of the
/// temperature t >= -1 with integer slopes (Winning Ways ch. 6; Siegel, CGT, II.5).
/// Breakpoints and values are exact dyadic rationals: slopes of thermograph lines are
/// -1, 0 or +1, so crossings only ever halve.

#include <optional>
#include <string>
#include <vector>

#include "cgt/core/dyadic.hpp"

namespace cgt {

class Trajectory {
 public:
  /// The constant function v (a vertical mast in a thermograph picture).
  static Trajectory constant(const Dyadic& v);

  /// f(t) at t >= -1.
  Dyadic value_at(const Dyadic& t) const;

  /// t ↦ f(t) + delta·t (delta = -1 makes a Left scaffold from a right wall).
  Trajectory tilted(int delta) const;

  /// Pointwise maximum / minimum.
  static Trajectory max(const Trajectory& a, const Trajectory& b);
  static Trajectory min(const Trajectory& a, const Trajectory& b);

  /// The least t >= -1 with f(t) <= g(t), assuming f - g does not increase; nullopt if
  /// f > g everywhere.
  static std::optional<Dyadic> first_meeting(const Trajectory& f, const Trajectory& g);

  /// f(t) for t <= top, and the constant f(top) above it: a wall under its mast.
  Trajectory masted_at(const Dyadic& top) const;

  /// Temperatures where the slope changes, highest first, and the slopes from the top
  /// (the slope above the highest one first): one more slope than temperatures.
  std::vector<Dyadic> critical_temperatures() const;
  std::vector<int> slopes_from_top() const;

  friend bool operator==(const Trajectory&, const Trajectory&) = default;

 private:
  struct Segment {
    Dyadic start;  // temperature where the segment begins (the first begins at -1)
    Dyadic value;  // f(start)
    int slope;     // on [start, next start)
    friend bool operator==(const Segment&, const Segment&) = default;
  };
  void simplify();  // merges neighbours with equal slopes
  Trajectory negated() const;
  static Trajectory difference(const Trajectory& f, const Trajectory& g);
  std::size_t segment_at(const Dyadic& t) const;
  std::vector<Segment> segments_;
};

}  // namespace cgt
