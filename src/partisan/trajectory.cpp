#include "cgt/partisan/trajectory.hpp"

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

Dyadic times(int k, const Dyadic& x) {
  switch (k) {
    case 0: return Dyadic(0);
    case 1: return x;
    case -1: return -x;
    default: return Dyadic(k) * x;
  }
}

// x / d for d in {±1, ±2}: the only slope differences thermograph lines produce.
Dyadic divided(const Dyadic& x, int d) {
  switch (d) {
    case 1: return x;
    case -1: return -x;
    case 2: return x.half();
    case -2: return (-x).half();
  }
  throw DomainError("trajectory: lines with slopes differing by more than 2");
}

}  // namespace

Trajectory Trajectory::constant(const Dyadic& v) {
  Trajectory t;
  t.segments_.push_back({Dyadic(-1), v, 0});
  return t;
}

std::size_t Trajectory::segment_at(const Dyadic& t) const {
  std::size_t i = 0;
  while (i + 1 < segments_.size() && segments_[i + 1].start <= t) ++i;
  return i;
}

Dyadic Trajectory::value_at(const Dyadic& t) const {
  const Segment& s = segments_[segment_at(t)];
  return s.value + times(s.slope, t - s.start);
}

Trajectory Trajectory::tilted(int delta) const {
  Trajectory out = *this;
  for (Segment& s : out.segments_) {
    s.value += times(delta, s.start);
    s.slope += delta;
  }
  return out;
}

namespace {
// All segment starts of both, ascending and distinct.
std::vector<Dyadic> merged_starts(const std::vector<Dyadic>& a, const std::vector<Dyadic>& b) {
  std::vector<Dyadic> all(a);
  all.insert(all.end(), b.begin(), b.end());
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  return all;
}
}  // namespace

Trajectory Trajectory::max(const Trajectory& a, const Trajectory& b) {
  std::vector<Dyadic> sa, sb;
  for (const Segment& s : a.segments_) sa.push_back(s.start);
  for (const Segment& s : b.segments_) sb.push_back(s.start);
  const std::vector<Dyadic> starts = merged_starts(sa, sb);
  Trajectory out;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const Dyadic& t0 = starts[i];
    const Segment& ua = a.segments_[a.segment_at(t0)];
    const Segment& ub = b.segments_[b.segment_at(t0)];
    const Dyadic va = a.value_at(t0), vb = b.value_at(t0);
    const bool a_on_top = va > vb || (va == vb && ua.slope >= ub.slope);
    out.segments_.push_back({t0, a_on_top ? va : vb, a_on_top ? ua.slope : ub.slope});
    // The lower line may overtake before the next start.
    const int gain = a_on_top ? ub.slope - ua.slope : ua.slope - ub.slope;
    if (gain > 0) {
      const Dyadic cross = t0 + divided(a_on_top ? va - vb : vb - va, gain);
      if (i + 1 == starts.size() || cross < starts[i + 1]) {
        out.segments_.push_back({cross, a.value_at(cross), a_on_top ? ub.slope : ua.slope});
      }
    }
  }
  out.simplify();
  return out;
}

Trajectory Trajectory::negated() const {
  Trajectory out = *this;
  for (Segment& s : out.segments_) {
    s.value = -s.value;
    s.slope = -s.slope;
  }
  return out;
}

Trajectory Trajectory::min(const Trajectory& a, const Trajectory& b) { return max(a.negated(), b.negated()).negated(); }

Trajectory Trajectory::difference(const Trajectory& f, const Trajectory& g) {
  std::vector<Dyadic> sf, sg;
  for (const Segment& s : f.segments_) sf.push_back(s.start);
  for (const Segment& s : g.segments_) sg.push_back(s.start);
  Trajectory out;
  for (const Dyadic& t0 : merged_starts(sf, sg))
    out.segments_.push_back(
        {t0, f.value_at(t0) - g.value_at(t0), f.segments_[f.segment_at(t0)].slope - g.segments_[g.segment_at(t0)].slope});
  out.simplify();
  return out;
}

void Trajectory::simplify() {
  std::vector<Segment> merged;
  for (const Segment& s : segments_) {
    if (!merged.empty() && merged.back().slope == s.slope) continue;
    if (!merged.empty() && merged.back().start == s.start) {
      merged.back() = s;
      continue;
    }
    merged.push_back(s);
  }
  segments_ = std::move(merged);
}

std::optional<Dyadic> Trajectory::first_meeting(const Trajectory& f, const Trajectory& g) {
  // h = f - g is piecewise linear and does not increase: walk its pieces.
  const Trajectory h = difference(f, g);
  for (std::size_t i = 0; i < h.segments_.size(); ++i) {
    const Segment& s = h.segments_[i];
    if (s.value <= Dyadic(0)) return s.start;
    if (s.slope < 0) {
      const Dyadic zero_at = s.start + divided(s.value, -s.slope);
      if (i + 1 == h.segments_.size() || zero_at < h.segments_[i + 1].start) return zero_at;
    }
  }
  return std::nullopt;
}

Trajectory Trajectory::masted_at(const Dyadic& top) const {
  Trajectory out;
  for (const Segment& s : segments_)
    if (s.start < top) out.segments_.push_back(s);
  if (out.segments_.empty() || top > Dyadic(-1)) {
    out.segments_.push_back({top, value_at(top), 0});
  } else {
    out.segments_ = {{Dyadic(-1), value_at(Dyadic(-1)), 0}};
  }
  out.simplify();
  return out;
}

std::vector<Dyadic> Trajectory::critical_temperatures() const {
  std::vector<Dyadic> out;
  for (std::size_t i = segments_.size(); i-- > 1;) out.push_back(segments_[i].start);
  return out;
}

std::vector<int> Trajectory::slopes_from_top() const {
  std::vector<int> out;
  for (std::size_t i = segments_.size(); i-- > 0;) out.push_back(segments_[i].slope);
  return out;
}

}  // namespace cgt
