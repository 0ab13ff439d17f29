#pragma once
/// \file
/// Thermographs, temperature and mean of short partisan games (Winning Ways ch. 6;
/// Siegel, CGT, II.5), in generalized form down to temperature -1 as CGSuite draws
/// them: an integer has temperature -1, a number m/2^k (k >= 1) -1/2^k.
///
/// Left scaffold: max over G^L of (right wall of G^L)(t) - t; right scaffold: min over
/// G^R of (left wall of G^R)(t) + t. The temperature is the least t >= -1 where they
/// meet; above it both walls are the mast at the mean. Integers are masts from -1.
/// Memoised per canonical form.

#include <string>

#include "cgt/partisan/game.hpp"
#include "cgt/partisan/trajectory.hpp"

namespace cgt {

struct Thermograph {
  Trajectory left_wall, right_wall;
  Dyadic temperature;
  Dyadic mast;  ///< the mean value

  /// CGSuite's form: Thermograph(mast,[left critical temperatures],[left slopes],
  /// mast,[right critical temperatures],[right slopes]), temperatures highest first,
  /// slopes from the mast down (d value / d temperature).
  std::string to_string() const;
};

/// The thermograph of g. Memoised by id.
const Thermograph& thermograph(Game g);
/// Temperature and mean of g (from its thermograph).
Dyadic temperature(Game g);
Dyadic mean(Game g);

}  // namespace cgt
