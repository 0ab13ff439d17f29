#include "cgt/partisan/loopy/stopper_operations.hpp"

#include <algorithm>
#include <map>

#include "cgt/core/error.hpp"
#include "cgt/partisan/uptimal.hpp"

namespace cgt::loopy {

namespace {

bool contains(const std::vector<CanonicalStopper>& set, const CanonicalStopper& x) {
  return std::any_of(set.begin(), set.end(), [&](const CanonicalStopper& y) { return y == x; });
}

// Builds the subordinated position of follower v into `out`, memoised by vertex.
struct Subordinator {
  const CanonicalStopper& root;
  const std::vector<CanonicalStopper>& base_left;
  const std::vector<CanonicalStopper>& base_right;
  Graph out;
  std::map<Vertex, Vertex> done;

  Vertex build(Vertex v) {
    if (auto it = done.find(v); it != done.end()) return it->second;
    const Vertex node = out.add_vertex();
    done.emplace(v, node);
    const CanonicalStopper g = root.follower(v);
    const auto lo = g.left_options(), ro = g.right_options();
    for (const CanonicalStopper& bl : base_left) {
      const bool answered = std::any_of(lo.begin(), lo.end(), [&](const auto& gl) { return bl <= gl; });
      const auto blr = bl.right_options();
      const bool reverses = std::any_of(blr.begin(), blr.end(), [&](const auto& x) { return x <= g; });
      if (!answered && !reverses) throw DomainError("That game cannot be subordinated to the specified base.");
    }
    for (const CanonicalStopper& br : base_right) {
      const bool answered = std::any_of(ro.begin(), ro.end(), [&](const auto& gr) { return gr <= br; });
      const auto brl = br.left_options();
      const bool reverses = std::any_of(brl.begin(), brl.end(), [&](const auto& x) { return g <= x; });
      if (!answered && !reverses) throw DomainError("That game cannot be subordinated to the specified base.");
    }
    for (bool left : {true, false}) {
      const auto& base = left ? base_left : base_right;
      for (Vertex u : root.graph().options(v, left)) {
        if (contains(base, root.follower(u))) continue;
        const Vertex w = build(u);
        out.options(node, left).push_back(w);
      }
    }
    return node;
  }
};

CanonicalStopper stopper(Game x) { return CanonicalStopper::from_game(x); }

}  // namespace

CanonicalStopper ordinal_sum(const CanonicalStopper& g, const CanonicalStopper& h) {
  return CanonicalStopper::from_graph(cgt::loopy::ordinal_sum(g.graph(), h.graph()));
}

CanonicalStopper subordinate(const CanonicalStopper& g, const std::vector<CanonicalStopper>& base_left,
                             const std::vector<CanonicalStopper>& base_right) {
  Subordinator s{g, base_left, base_right, {}, {}};
  const Vertex start = s.build(0);
  return CanonicalStopper::from_graph(s.out, start);
}

CanonicalStopper pow_to(Game base, const CanonicalStopper& x) {
  if (const auto n = x.as_game(); n && n->is_number()) return stopper(cgt::pow_to(base, n->number_value()));
  try {
    return ordinal_sum(stopper(base), subordinate(x, {CanonicalStopper()}, {}));
  } catch (const DomainError&) {
    throw DomainError("Invalid exponent.");
  }
}

CanonicalStopper pow(Game base, const CanonicalStopper& x) {
  if (const auto n = x.as_game(); n && n->is_number()) return stopper(cgt::pow(base, n->number_value()));
  const auto lo = base.left_options(), ro = base.right_options();
  if (lo.size() != 1 || ro.size() != 1 || !(lo[0] == Game()))
    throw DomainError("Invalid base for `Pow` operation (base must be of the form {0|H}).");
  const CanonicalStopper right = -pow_to(base, x + Game::integer(-1)) + ro[0];
  Graph g;
  const Vertex root = g.add_vertex();
  std::unordered_map<Game::Id, Vertex> memo;
  const Vertex zero = embed(g, Game(), memo);
  const Vertex option = embed(g, right.graph());  // (embedding may grow g: no references held)
  g.left[root].push_back(zero);
  g.right[root].push_back(option);
  return CanonicalStopper::from_graph(g, root);
}

}  // namespace cgt::loopy
