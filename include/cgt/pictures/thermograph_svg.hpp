#pragma once
/// \file
/// The picture of a thermograph (Siegel, CGT II.5; Winning Ways ch. 6), as CGSuite and
/// Winning Ways draw it: value on the horizontal axis decreasing to the right (so Left's
/// wall is on the left), temperature upwards, both in the same units so that walls
/// slope at 45°. Drawn from temperature -1 (where trajectories begin) to above the
/// temperature, with the mast rising from where the walls meet; axes with value and
/// temperature ticks. O(number of critical temperatures).

#include <string>

#include "cgt/partisan/thermograph.hpp"

namespace cgt {

/// A standalone SVG document (UTF-8), about 400 units wide.
std::string thermograph_svg(const Thermograph& thermograph);

}  // namespace cgt
