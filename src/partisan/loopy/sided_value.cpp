#include "cgt/partisan/loopy/sided_value.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/loopy/loopy_outcome.hpp"
#include "cgt/partisan/loopy/side_simplify.hpp"

namespace cgt::loopy {

namespace {

bool side_equal(const Graph& a, const Graph& b, Side side) { return leq(a, b, side) && leq(b, a, side); }

// Removes edge number `k` (in alternating_cycle_edges order) from a copy of g.
Graph without_edge(const Graph& g, std::size_t k) {
  Graph out = g;
  for (Vertex v = 0; v < g.size(); ++v)
    for (bool left : {true, false}) {
      auto& opts = out.options(v, left);
      if (k < opts.size()) {
        opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(k));
        return out;
      }
      k -= opts.size();
    }
  return out;
}

// Edge indices to try, those of the side's opponent first: in the onside infinite play
// favours Left, so Right's cycling moves are the ones that tend not to matter.
std::vector<std::size_t> candidate_edges(const Graph& g, Side side) {
  const auto on_cycle = alternating_cycle_edges(g);
  std::vector<std::size_t> first, second;
  std::size_t k = 0;
  for (Vertex v = 0; v < g.size(); ++v)
    for (bool left : {true, false})
      for (std::size_t i = 0; i < g.options(v, left).size(); ++i, ++k) {
        if (!on_cycle[k]) continue;
        const bool opponent = (side == Side::Onside) != left;
        (opponent ? first : second).push_back(k);
      }
  first.insert(first.end(), second.begin(), second.end());
  return first;
}

// One round of simplification under the side's order, all positions at once: options
// dominated on that side removed, positions of equal side value fused. The caller
// keeps the result only if the game's side is unchanged (checked exactly).
Graph side_simplified(const Graph& g, Side side) {
  const std::size_t n = g.size();
  const std::vector<char> table = leq_table(g, side);
  const auto le = [&](Vertex x, Vertex y) { return table[x * n + y] != 0; };
  const std::vector<Vertex> rep = equal_value_representatives(table, n);
  Graph out = g;
  for (Vertex v = 0; v < n; ++v)
    for (bool left : {true, false}) {
      std::vector<Vertex> opts;
      for (Vertex u : g.options(v, left)) opts.push_back(rep[u]);
      std::sort(opts.begin(), opts.end());
      opts.erase(std::unique(opts.begin(), opts.end()), opts.end());
      std::vector<Vertex> kept;
      for (Vertex a : opts) {
        const bool dominated = std::any_of(opts.begin(), opts.end(), [&](Vertex b) {
          return b != a && (left ? le(a, b) : le(b, a));
        });
        if (!dominated) kept.push_back(a);
      }
      out.options(v, left) = std::move(kept);
    }
  return pack(out, rep[0]);
}

// Bulk simplifications of `work` while they keep the side of `reference`; true when
// they reach a stopper (then `work` is its canonical graph).
bool bulk_reaches_stopper(Graph& work, const Graph& reference, Side side) {
  for (;;) {
    if (is_stopper(work, 0)) {
      work = CanonicalStopper::from_graph(work, 0).graph();
      return true;
    }
    Graph candidate = side_simplified(work, side);
    if (candidate == work || !side_equal(candidate, reference, side)) return false;
    work = std::move(candidate);
  }
}

// Looks for a stopper of the same side below `work` (a graph side-equal to `reference`):
// bulk simplifications while they keep the side, then single edges removed while the
// side stays. Returns the stopper's canonical graph, or the smallest graph reached.
SideReduction find_stopper_side(Graph work, const Graph& reference, Side side) {
  if (bulk_reaches_stopper(work, reference, side)) return {std::move(work), true};
  // Each trial solves survival games of |candidate| x |reference| positions; bound the
  // total so that a large graph is an error, not a hang.
  constexpr double kMaxWork = double(1ULL << 27);
  double work_done = 0;
  for (;;) {
    bool removed = false;
    for (std::size_t k : candidate_edges(work, side)) {
      Graph candidate = pack(without_edge(work, k), 0);
      work_done += 8.0 * static_cast<double>(candidate.size()) * static_cast<double>(reference.size());
      if (work_done > kMaxWork)
        throw LimitError(fmt::format("sidling a loopy game of {} positions needs too many survival games",
                                     reference.size()));
      if (!side_equal(candidate, reference, side)) continue;
      work = std::move(candidate);
      removed = true;
      break;
    }
    if (is_stopper(work, 0)) return {CanonicalStopper::from_graph(work, 0).graph(), true};
    if (!removed) return {std::move(work), false};
  }
}

}  // namespace

SideReduction reduce_side(const Graph& input, Side side) {
  const Graph reference = fuse_bisimilar(input, 0);
  // Cheap first: bulk simplifications of the reference often reach a stopper.
  Graph bulk = reference;
  if (bulk_reaches_stopper(bulk, reference, side)) return {std::move(bulk), true};
  // The form CGSuite prints. Its steps are sound on this side; the check guards against
  // a flaw there (a value-equal graph found from the reference is kept instead).
  Graph printed = simplify_side_graph(input, side);
  if (!side_equal(printed, reference, side)) return find_stopper_side(std::move(bulk), reference, side);
  // CGSuite's simplification also unravels cycles, which can leave a stopper: look for
  // one below the printed form (smaller than the reference, so the search is cheaper).
  SideReduction below = find_stopper_side(printed, reference, side);
  if (below.stopper) return below;
  return {std::move(printed), false};
}

CanonicalStopper sidle(const Graph& input, Side side) {
  SideReduction r = reduce_side(input, side);
  if (!r.stopper)
    throw DomainError(fmt::format("could not reduce the {} of that loopy game to a stopper",
                                  side == Side::Onside ? "onside" : "offside"));
  return CanonicalStopper::from_graph(r.graph, 0);
}

SidedValue::SidedValue(CanonicalStopper onside, CanonicalStopper offside)
    : onside_(std::move(onside)), offside_(std::move(offside)) {
  if (!(offside_ <= onside_)) throw DomainError("the onside of a sided value must be at least its offside");
}

SidedValue SidedValue::of_graph(const Graph& g) { return of_graphs(g, g); }

SidedValue SidedValue::of_graphs(const Graph& onside_graph, const Graph& offside_graph) {
  // A stopper's sides are the stopper: reduce it once.
  if (onside_graph == offside_graph && loopy::is_stopper(onside_graph, 0)) {
    SidedValue out;
    out.onside_ = out.offside_ = CanonicalStopper::from_graph(onside_graph, 0);
    return out;
  }
  SideReduction on = reduce_side(onside_graph, Side::Onside), off = reduce_side(offside_graph, Side::Offside);
  if (!on.stopper || !off.stopper) return unreduced(on.graph, off.graph);
  SidedValue out;
  out.onside_ = CanonicalStopper::from_graph(on.graph, 0);
  out.offside_ = CanonicalStopper::from_graph(off.graph, 0);
  return out;
}

SidedValue SidedValue::unreduced(const Graph& onside_graph, const Graph& offside_graph) {
  SidedValue out;
  // A packed side keeps its numbering: CGSuite packs a simplified side once, and its
  // vertex order decides how later sums are simplified and printed.
  const auto packed = [](const Graph& g) {
    return g.size() == pack(g, 0).size() ? g : pack_depth_first(g, 0);
  };
  out.sides_ = std::make_shared<const std::pair<Graph, Graph>>(packed(onside_graph), packed(offside_graph));
  return out;
}

namespace {
void require_reduced(bool reduced) {
  if (!reduced) throw DomainError("the onside or offside of that loopy game does not reduce to a stopper");
}
}  // namespace

const CanonicalStopper& SidedValue::onside() const {
  require_reduced(is_reduced());
  return onside_;
}
const CanonicalStopper& SidedValue::offside() const {
  require_reduced(is_reduced());
  return offside_;
}

const Graph& SidedValue::side_graph(Side side) const {
  if (is_reduced()) return side == Side::Offside ? offside_.graph() : onside_.graph();
  return side == Side::Offside ? sides_->second : sides_->first;
}

SidedValue operator+(const SidedValue& a, const SidedValue& b) {
  return SidedValue::of_graphs(sum(a.side_graph(Side::Onside), b.side_graph(Side::Onside)),
                               sum(a.side_graph(Side::Offside), b.side_graph(Side::Offside)));
}

// -(G^+) = (-G)^-: negation swaps the sides (and Left and Right).
SidedValue operator-(const SidedValue& a) {
  if (!a.is_reduced())
    return SidedValue::unreduced(negate(a.side_graph(Side::Offside)), negate(a.side_graph(Side::Onside)));
  SidedValue out;
  out.onside_ = -a.offside_;
  out.offside_ = -a.onside_;
  return out;
}

bool operator<=(const SidedValue& a, const SidedValue& b) {
  if (a.is_reduced() && b.is_reduced()) return a.onside_ <= b.onside_ && a.offside_ <= b.offside_;
  return leq(a.side_graph(Side::Onside), b.side_graph(Side::Onside), Side::Onside) &&
         leq(a.side_graph(Side::Offside), b.side_graph(Side::Offside), Side::Offside);
}

bool operator==(const SidedValue& a, const SidedValue& b) {
  if (a.is_reduced() && b.is_reduced()) return a.onside_ == b.onside_ && a.offside_ == b.offside_;
  return a <= b && b <= a;
}

std::string SidedValue::outcome_class() const {
  // Each side against 0 by survival games: 0 <= G^+ says Left wins G^+ when Right starts.
  const CanonicalStopper zero;
  const auto side_class = [&](Side side) {
    bool ge, le;
    if (is_reduced()) {
      const CanonicalStopper& s = side == Side::Onside ? onside_ : offside_;
      ge = zero <= s, le = s <= zero;
    } else {
      const Graph& g = side_graph(side);
      ge = leq(zero.graph(), g, side), le = leq(g, zero.graph(), side);
    }
    return ge ? (le ? 'P' : 'L') : (le ? 'R' : 'N');
  };
  return sided_outcome_class(side_class(Side::Onside), side_class(Side::Offside));
}

std::string SidedValue::side_to_string(Side side) const {
  if (is_reduced()) return (side == Side::Onside ? onside_ : offside_).to_string();
  const Graph& g = side_graph(side);
  return loopy::is_stopper(g, 0) ? CanonicalStopper::from_graph(g, 0).to_string() : side_graph_to_string(g, side);
}

std::string SidedValue::to_string() const {
  if (!is_reduced()) return side_to_string(Side::Onside) + " & " + side_to_string(Side::Offside);
  if (is_stopper()) return onside_.to_string();
  if (onside_ == CanonicalStopper::on() && offside_ == CanonicalStopper::off()) return "dud";
  return onside_.to_string() + " & " + offside_.to_string();
}

CanonicalStopper upsum(const CanonicalStopper& g, const CanonicalStopper& h) { return sidle(sum(g.graph(), h.graph()), Side::Onside); }
CanonicalStopper downsum(const CanonicalStopper& g, const CanonicalStopper& h) { return sidle(sum(g.graph(), h.graph()), Side::Offside); }

CanonicalStopper degree(const CanonicalStopper& g) {
  if (g.is_loop_free()) return CanonicalStopper();
  return upsum(g, -g);
}

namespace {

bool is_idempotent(const CanonicalStopper& d) {
  const SidedValue twice = SidedValue(d) + SidedValue(d);
  return twice == SidedValue(d);
}

void require_idempotent(const CanonicalStopper& d) {
  if (!is_idempotent(d)) throw DomainError("Variety degree must be an idempotent.");
}

std::pair<CanonicalStopper, CanonicalStopper> varieties(const CanonicalStopper& g) {
  const CanonicalStopper d = degree(g);
  require_idempotent(d);
  return {upsum(g, downsum(-g, -d)), downsum(g, upsum(-g, d))};
}

}  // namespace

CanonicalStopper upsum_variety(const CanonicalStopper& g, const CanonicalStopper& d) {
  require_idempotent(d);
  return upsum(g, downsum(-g, -d));
}

CanonicalStopper downsum_variety(const CanonicalStopper& g, const CanonicalStopper& d) {
  require_idempotent(d);
  return downsum(g, upsum(-g, d));
}

CanonicalStopper variety(const CanonicalStopper& g) {
  auto [up, down] = varieties(g);
  if (!(up == down)) throw DomainError("That game is not stable.");
  return up;
}

bool is_stable(const CanonicalStopper& g) {
  auto [up, down] = varieties(g);
  return up == down;
}

SidedValue multiple(const SidedValue& g, long n) {
  if (n < 0) return -multiple(g, -n);
  SidedValue result{CanonicalStopper()}, power = g;
  for (unsigned long k = static_cast<unsigned long>(n); k > 0; k >>= 1) {
    if (k & 1) result = result + power;
    if (k > 1) power = power + power;
  }
  return result;
}

}  // namespace cgt::loopy
