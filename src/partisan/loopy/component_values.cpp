#include "cgt/partisan/loopy/component_values.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>

namespace cgt::loopy {

namespace {

// Strongly connected components of the part of g reachable from root, sinks first
// (Tarjan's order), without recursion.
std::vector<std::vector<Vertex>> components(const Graph& g, Vertex root) {
  constexpr Vertex kUnseen = ~Vertex{0};
  const std::size_t n = g.size();
  std::vector<Vertex> index(n, kUnseen), low(n, 0);
  std::vector<char> on_stack(n, 0);
  std::vector<Vertex> stack;
  std::vector<std::vector<Vertex>> out;
  // Frame: vertex and how far through its options (Left then Right) the walk is.
  std::vector<std::pair<Vertex, std::size_t>> frames;
  Vertex counter = 0;
  const auto option = [&](Vertex v, std::size_t i) {
    return i < g.left[v].size() ? g.left[v][i] : g.right[v][i - g.left[v].size()];
  };
  const auto visit = [&](Vertex v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    on_stack[v] = 1;
    frames.emplace_back(v, 0);
  };
  visit(root);
  while (!frames.empty()) {
    auto& [v, i] = frames.back();
    if (i < g.left[v].size() + g.right[v].size()) {
      const Vertex w = option(v, i++);
      if (index[w] == kUnseen) {
        visit(w);
      } else if (on_stack[w]) {
        low[v] = std::min(low[v], index[w]);
      }
      continue;
    }
    const Vertex done = v;
    frames.pop_back();
    if (!frames.empty()) low[frames.back().first] = std::min(low[frames.back().first], low[done]);
    if (low[done] != index[done]) continue;
    std::vector<Vertex> component;
    Vertex w;
    do {
      w = stack.back();
      stack.pop_back();
      on_stack[w] = 0;
      component.push_back(w);
    } while (w != done);
    out.push_back(std::move(component));
  }
  return out;
}

// The short game of a value, if it is one.
std::optional<Game> as_short_game(const SidedValue& v) {
  if (!v.is_stopper()) return std::nullopt;
  return v.onside().as_game();
}

}  // namespace

std::vector<SidedValue> component_values(const Graph& g, Vertex root, RunControl& run) {
  std::vector<SidedValue> value(g.size());
  std::uint64_t valued = 0;
  const auto checkpoint = [&] { run.checkpoint("valuing loopy positions", valued++, 0); };
  for (const std::vector<Vertex>& component : components(g, root)) {
    checkpoint();
    const Vertex v0 = component.front();
    const bool self_loop = component.size() == 1 &&
                           (std::count(g.left[v0].begin(), g.left[v0].end(), v0) > 0 ||
                            std::count(g.right[v0].begin(), g.right[v0].end(), v0) > 0);
    if (component.size() == 1 && !self_loop) {
      // No cycle through v0: its options are valued. Short options make a short game.
      std::vector<Game> left, right;
      bool all_short = true;
      for (bool side : {true, false})
        for (Vertex w : g.options(v0, side)) {
          const auto x = as_short_game(value[w]);
          if (!x) {
            all_short = false;
            break;
          }
          (side ? left : right).push_back(*x);
        }
      if (all_short) {
        value[v0] = SidedValue(CanonicalStopper::from_game(Game::from_options(left, right)));
        continue;
      }
    }
    // One graph per side: the component's positions, then each outside option's side.
    Graph on, off;
    std::unordered_map<Vertex, Vertex> local;
    for (Vertex v : component) {
      local[v] = on.add_vertex();
      off.add_vertex();
    }
    std::unordered_map<Vertex, std::pair<Vertex, Vertex>> outside;
    for (Vertex v : component)
      for (bool side : {true, false})
        for (Vertex w : g.options(v, side)) {
          if (const auto it = local.find(w); it != local.end()) {
            on.options(local[v], side).push_back(it->second);
            off.options(local[v], side).push_back(it->second);
            continue;
          }
          auto it = outside.find(w);
          if (it == outside.end())
            it = outside.emplace(w, std::pair{embed(on, value[w].side_graph(Side::Onside)),
                                              embed(off, value[w].side_graph(Side::Offside))}).first;
          on.options(local[v], side).push_back(it->second.first);
          off.options(local[v], side).push_back(it->second.second);
        }
    for (Vertex v : component) {
      checkpoint();
      value[v] = SidedValue::of_graphs(pack(on, local[v]), pack(off, local[v]));
    }
  }
  return value;
}

SidedValue value_by_components(const Graph& g, Vertex root, RunControl& run) {
  return std::move(component_values(g, root, run)[root]);
}

}  // namespace cgt::loopy
