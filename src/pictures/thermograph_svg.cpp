#include "cgt/pictures/thermograph_svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "cgt/pictures/svg.hpp"

namespace cgt {
namespace {

double to_double(const Dyadic& x) {
  return std::ldexp(x.numerator().get_d(), -static_cast<int>(std::min<std::uint64_t>(x.exponent(), 4000)));
}

/// Tick positions covering [lo, hi] at a power-of-two step, at most about 8 of them.
std::vector<Dyadic> ticks(double lo, double hi) {
  int e = 0;  // step 2^e
  while (std::ldexp(1.0, e) * 8 < hi - lo && e < 60) ++e;
  while (std::ldexp(1.0, e) * 4 > hi - lo && e > -10) --e;
  std::vector<Dyadic> out;
  const double step = std::ldexp(1.0, e);
  for (long k = static_cast<long>(std::ceil(lo / step)); k * step <= hi + 1e-12 && out.size() < 64; ++k) {
    out.push_back(e >= 0 ? Dyadic(mpz_class(mpz_class(k) << e)) : Dyadic::from_parts(mpz_class(k), static_cast<std::uint64_t>(-e)));
  }
  return out;
}

/// The wall's corners from t = -1 up to the temperature, as (value, temperature).
std::vector<std::pair<double, double>> wall_points(const Trajectory& wall, const Dyadic& top) {
  std::vector<Dyadic> ts{Dyadic(-1)};
  std::vector<Dyadic> critical = wall.critical_temperatures();
  std::reverse(critical.begin(), critical.end());  // lowest first
  for (const Dyadic& t : critical)
    if (t > Dyadic(-1) && t < top) ts.push_back(t);
  if (top > Dyadic(-1)) ts.push_back(top);
  std::vector<std::pair<double, double>> out;
  for (const Dyadic& t : ts) out.emplace_back(to_double(wall.value_at(t)), to_double(t));
  return out;
}

}  // namespace

std::string thermograph_svg(const Thermograph& thermograph) {
  const Dyadic& top = thermograph.temperature;
  const auto left = wall_points(thermograph.left_wall, top);
  const auto right = wall_points(thermograph.right_wall, top);
  const double mast = to_double(thermograph.mast);
  const double t_top = std::max(to_double(top), 0.0);
  // Extent: every corner, the mast, and value 0 on the axis; a mast of visible height.
  double v_lo = mast, v_hi = mast;
  for (const auto* wall : {&left, &right})
    for (const auto& [v, t] : *wall) v_lo = std::min(v_lo, v), v_hi = std::max(v_hi, v);
  const double t_lo = -1, t_hi = t_top + std::max(1.0, 0.25 * (t_top + 1));
  v_lo -= 0.5, v_hi += 0.5;
  const double span = std::max(v_hi - v_lo, t_hi - t_lo);
  const double unit = std::clamp(360.0 / span, 4.0, 120.0);
  const double margin_left = 56, margin = 28, margin_bottom = 44;
  const double width = margin_left + (v_hi - v_lo) * unit + margin, height = margin + (t_hi - t_lo) * unit + margin_bottom;
  // Value decreases to the right; temperature increases upwards.
  const auto x = [&](double v) { return margin_left + (v_hi - v) * unit; };
  const auto y = [&](double t) { return margin + (t_hi - t) * unit; };

  SvgWriter svg(width, height);
  // Axes: temperature 0 (the value axis) and the temperature axis at the left edge.
  svg.line(x(v_hi), y(0), x(v_lo), y(0), "#555", 1);
  svg.line(x(v_hi), y(t_lo), x(v_hi), y(t_hi), "#555", 1);
  for (const Dyadic& tick : ticks(v_lo, v_hi)) {
    const double v = to_double(tick);
    svg.line(x(v), y(0) - 3, x(v), y(0) + 3, "#555", 1);
    svg.text(x(v), y(t_lo) + 16, tick.to_string(), 11);
    svg.line(x(v), y(t_lo), x(v), y(t_hi), "#ddd", 0.5);
  }
  for (const Dyadic& tick : ticks(t_lo, t_hi)) {
    const double t = to_double(tick);
    svg.line(x(v_hi) - 3, y(t), x(v_hi) + 3, y(t), "#555", 1);
    svg.text(x(v_hi) - 6, y(t) + 4, tick.to_string(), 11, "end");
  }
  svg.text(x(v_hi) - 6, margin - 10, "t", 12, "end");
  svg.text((x(v_hi) + x(v_lo)) / 2, height - 8, "value (Left ← → Right)", 11);
  // Walls (Left's on the left) and the mast.
  for (const auto& [wall, colour] : {std::pair{&left, "#1f3b8c"}, std::pair{&right, "#8c1f1f"}}) {
    std::string points;
    for (const auto& [v, t] : *wall) points += fmt::format("{:.2f},{:.2f} ", x(v), y(t));
    if (wall->size() == 1) points += fmt::format("{:.2f},{:.2f}", x(mast), y(to_double(top)));
    svg.polyline(points, colour, 2.5);
  }
  svg.line(x(mast), y(std::max(to_double(top), t_lo)), x(mast), y(t_hi), "#000", 2.5);
  svg.text(x(mast), margin - 10, fmt::format("mean {}, temperature {}", thermograph.mast.to_string(), top.to_string()), 11);
  return svg.str();
}

}  // namespace cgt
