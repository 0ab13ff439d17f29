#include "cgt/partisan/loopy/loopy_graph.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <tuple>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game_table.hpp"

namespace cgt::loopy {

namespace {

void check_size(std::size_t n) {
  if (n > kMaxVertices)
    throw LimitError(fmt::format("loopy game graph too large (more than {} positions)", kMaxVertices));
}

// Work on a graph, one unit per vertex and option, is charged to the run watching the
// game table (GameTable::charge), so building and walking graphs of millions of options
// (the sum of two loopy games) stops at the run's time and memory limits.
void charge(std::size_t vertices, std::size_t options) { GameTable::charge(vertices + options); }

void sort_unique(std::vector<Vertex>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

// States (vertex, mover) of alternating play: index 2v for Left to move, 2v+1 for Right.
std::vector<std::vector<std::uint32_t>> alternating_states(const Graph& g) {
  std::vector<std::vector<std::uint32_t>> succ(2 * g.size());
  for (Vertex v = 0; v < g.size(); ++v) {
    for (Vertex u : g.left[v]) succ[2 * v].push_back(2 * u + 1);
    for (Vertex u : g.right[v]) succ[2 * v + 1].push_back(2 * u);
  }
  return succ;
}

// Strongly connected components (Tarjan, iterative); returns the component of each node.
std::vector<std::uint32_t> components(const std::vector<std::vector<std::uint32_t>>& succ) {
  const std::size_t n = succ.size();
  constexpr std::uint32_t kNone = UINT32_MAX;
  std::vector<std::uint32_t> index(n, kNone), low(n, 0), comp(n, kNone);
  std::vector<std::uint32_t> stack;
  std::vector<char> on_stack(n, 0);
  std::uint32_t next = 0, comps = 0;
  struct Frame { std::uint32_t node; std::size_t edge; };
  std::vector<Frame> frames;
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != kNone) continue;
    frames.push_back({root, 0});
    index[root] = low[root] = next++;
    stack.push_back(root);
    on_stack[root] = 1;
    while (!frames.empty()) {
      Frame& f = frames.back();
      if (f.edge < succ[f.node].size()) {
        const std::uint32_t w = succ[f.node][f.edge++];
        if (index[w] == kNone) {
          charge(1, succ[w].size());
          index[w] = low[w] = next++;
          stack.push_back(w);
          on_stack[w] = 1;
          frames.push_back({w, 0});
        } else if (on_stack[w]) {
          low[f.node] = std::min(low[f.node], index[w]);
        }
        continue;
      }
      const std::uint32_t v = f.node;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().node] = std::min(low[frames.back().node], low[v]);
      if (low[v] == index[v]) {
        std::uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = 0;
          comp[w] = comps;
        } while (w != v);
        ++comps;
      }
    }
  }
  return comp;
}

}  // namespace

Vertex Graph::add_vertex() {
  check_size(left.size() + 1);
  left.emplace_back();
  right.emplace_back();
  return static_cast<Vertex>(left.size() - 1);
}

Graph pack(const Graph& g, Vertex start) {
  std::vector<Vertex> number(g.size(), UINT32_MAX);
  std::vector<Vertex> order{start};
  number[start] = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    for (bool side : {true, false})
      for (Vertex u : g.options(order[i], side))
        if (number[u] == UINT32_MAX) {
          number[u] = static_cast<Vertex>(order.size());
          order.push_back(u);
        }
  }
  Graph out;
  out.left.resize(order.size());
  out.right.resize(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    charge(1, g.left[order[i]].size() + g.right[order[i]].size());
    for (bool side : {true, false}) {
      auto& dest = out.options(static_cast<Vertex>(i), side);
      for (Vertex u : g.options(order[i], side)) dest.push_back(number[u]);
      sort_unique(dest);
    }
  }
  return out;
}

Graph pack_depth_first(const Graph& g, Vertex start) {
  std::vector<Vertex> number(g.size(), UINT32_MAX);
  std::vector<Vertex> order;
  std::vector<std::pair<Vertex, std::size_t>> stack;  // a vertex and its next option (Left, then Right)
  const auto visit = [&](Vertex v) {
    number[v] = static_cast<Vertex>(order.size());
    order.push_back(v);
    stack.emplace_back(v, 0);
  };
  visit(start);
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    const std::size_t lefts = g.left[v].size();
    if (next >= lefts + g.right[v].size()) {
      stack.pop_back();
      continue;
    }
    const Vertex u = next < lefts ? g.left[v][next] : g.right[v][next - lefts];
    ++next;
    if (number[u] == UINT32_MAX) visit(u);
  }
  Graph out;
  out.left.resize(order.size());
  out.right.resize(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    charge(1, g.left[order[i]].size() + g.right[order[i]].size());
    for (bool side : {true, false}) {
      std::vector<Vertex> old = g.options(order[i], side);
      sort_unique(old);
      auto& dest = out.options(static_cast<Vertex>(i), side);
      for (Vertex u : old) dest.push_back(number[u]);
    }
  }
  return out;
}

Graph fuse_bisimilar(const Graph& input, Vertex start) {
  const Graph g = pack(input, start);
  const std::size_t n = g.size();
  std::vector<Vertex> cls(n, 0);
  std::size_t classes = 1;
  // A vertex's signature: its class and the classes its Left and Right options are in.
  using Signature = std::tuple<Vertex, std::vector<Vertex>, std::vector<Vertex>>;
  const auto classes_of = [&](const std::vector<Vertex>& opts) {
    std::vector<Vertex> out;
    out.reserve(opts.size());
    for (Vertex u : opts) out.push_back(cls[u]);
    sort_unique(out);
    return out;
  };
  // A round visits every vertex and option. Rounds can be as many as vertices (a long
  // chain such as the number 4000 in 4000v[on] splits one class a round), so the work is
  // bounded: past it the game is refused rather than simplified for minutes past any
  // time limit.
  std::uint64_t edges = 0;
  for (Vertex v = 0; v < n; ++v) edges += g.left[v].size() + g.right[v].size();
  std::uint64_t work = 0;
  for (;;) {
    work += n + edges;
    if (work > kMaxRefinementWork)
      throw LimitError(fmt::format("loopy game graph of {} positions and {} options too costly to simplify "
                                   "(partition refinement past {} steps)",
                                   n, edges, kMaxRefinementWork));
    std::map<Signature, Vertex> ids;
    std::vector<Vertex> next(n);
    for (Vertex v = 0; v < n; ++v) {
      charge(1, g.left[v].size() + g.right[v].size());  // as it goes: a round can take 0.1 s
      Signature sig{cls[v], classes_of(g.left[v]), classes_of(g.right[v])};
      next[v] = ids.emplace(std::move(sig), static_cast<Vertex>(ids.size())).first->second;
    }
    const bool stable = ids.size() == classes;  // refinement only splits classes
    cls = std::move(next);
    classes = ids.size();
    if (stable) break;
  }
  Graph quotient;
  quotient.left.resize(classes);
  quotient.right.resize(classes);
  std::vector<char> done(classes, 0);
  for (Vertex v = 0; v < n; ++v) {
    if (done[cls[v]]) continue;
    done[cls[v]] = 1;
    quotient.left[cls[v]] = classes_of(g.left[v]);
    quotient.right[cls[v]] = classes_of(g.right[v]);
  }
  return pack(quotient, cls[0]);
}

Vertex embed(Graph& g, Game x, std::unordered_map<Game::Id, Vertex>& memo) {
  if (auto it = memo.find(x.id()); it != memo.end()) return it->second;
  if (x.is_number() && x.number_value().is_integer() &&
      abs(x.number_value().numerator()) > mpz_class(static_cast<unsigned long>(kMaxVertices)))
    check_size(kMaxVertices + 1);
  std::vector<Vertex> left, right;
  for (Game o : x.left_options()) left.push_back(embed(g, o, memo));
  for (Game o : x.right_options()) right.push_back(embed(g, o, memo));
  const Vertex v = g.add_vertex();
  g.left[v] = std::move(left);
  g.right[v] = std::move(right);
  memo.emplace(x.id(), v);
  return v;
}

Vertex embed(Graph& g, const Graph& h) {
  const auto offset = static_cast<Vertex>(g.size());
  check_size(g.size() + h.size());
  for (Vertex v = 0; v < h.size(); ++v) {
    charge(1, h.left[v].size() + h.right[v].size());
    g.add_vertex();
    for (bool side : {true, false})
      for (Vertex u : h.options(v, side)) g.options(offset + v, side).push_back(offset + u);
  }
  return offset;
}

Graph negate(Graph g) {
  std::swap(g.left, g.right);
  return g;
}

namespace {
// The sum's vertices renumbered by their pair (x, y) in the order x * |b| + y, as
// CGSuite's Bigraph.directSum numbers them ((0, 0), the sum itself, stays vertex 0).
Graph in_product_order(const Graph& g, const std::vector<std::pair<Vertex, Vertex>>& pairs, std::size_t b_size) {
  std::vector<Vertex> by_key(pairs.size());
  for (Vertex i = 0; i < by_key.size(); ++i) by_key[i] = i;
  const auto key = [&](Vertex v) { return std::uint64_t{pairs[v].first} * b_size + pairs[v].second; };
  std::sort(by_key.begin(), by_key.end(), [&](Vertex u, Vertex v) { return key(u) < key(v); });
  std::vector<Vertex> number(pairs.size());
  for (Vertex i = 0; i < by_key.size(); ++i) number[by_key[i]] = i;
  Graph out;
  out.left.resize(g.size());
  out.right.resize(g.size());
  for (Vertex v = 0; v < g.size(); ++v)
    for (bool side : {true, false}) {
      auto& dest = out.options(number[v], side);
      for (Vertex u : g.options(v, side)) dest.push_back(number[u]);
      sort_unique(dest);
    }
  return out;
}
}  // namespace

Graph sum(const Graph& a, const Graph& b) {
  // Breadth-first over the reachable pairs only.
  std::unordered_map<std::uint64_t, Vertex> number;
  std::vector<std::pair<Vertex, Vertex>> order;
  const auto id = [&](Vertex x, Vertex y) {
    const std::uint64_t key = (std::uint64_t{x} << 32) | y;
    auto [it, fresh] = number.try_emplace(key, static_cast<Vertex>(order.size()));
    if (fresh) {
      check_size(order.size() + 1);
      order.emplace_back(x, y);
    }
    return it->second;
  };
  id(0, 0);
  Graph out;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const auto [x, y] = order[i];
    charge(1, a.left[x].size() + b.left[y].size() + a.right[x].size() + b.right[y].size());
    std::vector<Vertex> left, right;
    for (Vertex u : a.left[x]) left.push_back(id(u, y));
    for (Vertex u : b.left[y]) left.push_back(id(x, u));
    for (Vertex u : a.right[x]) right.push_back(id(u, y));
    for (Vertex u : b.right[y]) right.push_back(id(x, u));
    out.add_vertex();
    sort_unique(left);
    sort_unique(right);
    out.left[i] = std::move(left);
    out.right[i] = std::move(right);
  }
  return in_product_order(out, order, b.size());
}

Graph ordinal_sum(const Graph& a, const Graph& b) {
  // Vertices of b (moves in the top) carry a's options of vertex 0 as well; a's own
  // vertices follow unchanged once the top is discarded.
  Graph out = b;
  const Vertex base = embed(out, a);
  for (Vertex v = 0; v < b.size(); ++v) {
    for (Vertex u : a.left[0]) out.left[v].push_back(base + u);
    for (Vertex u : a.right[0]) out.right[v].push_back(base + u);
  }
  return pack(out, 0);
}

bool is_loop_free(const Graph& g, Vertex start) {
  // Depth-first search for a back edge.
  std::vector<char> state(g.size(), 0);  // 0 new, 1 on path, 2 done
  std::vector<std::pair<Vertex, std::size_t>> stack{{start, 0}};
  state[start] = 1;
  while (!stack.empty()) {
    auto& [v, i] = stack.back();
    const std::size_t nl = g.left[v].size();
    if (i < nl + g.right[v].size()) {
      const Vertex u = i < nl ? g.left[v][i] : g.right[v][i - nl];
      ++i;
      if (state[u] == 1) return false;
      if (state[u] == 0) {
        charge(1, g.left[u].size() + g.right[u].size());
        state[u] = 1;
        stack.emplace_back(u, 0);
      }
      continue;
    }
    state[v] = 2;
    stack.pop_back();
  }
  return true;
}

bool is_stopper(const Graph& g, Vertex start) {
  // Every position reachable by any moves counts, with either player to move: in a
  // sum, the other component absorbs the moves in between (Siegel, CGT VI.2).
  const Graph reachable = pack(g, start);
  const auto succ = alternating_states(reachable);
  const auto comp = components(succ);
  for (std::uint32_t s = 0; s < succ.size(); ++s)
    for (std::uint32_t t : succ[s])
      if (comp[t] == comp[s]) return false;
  return true;
}

std::vector<bool> alternating_cycle_edges(const Graph& g) {
  const auto comp = components(alternating_states(g));
  std::vector<bool> out;
  for (Vertex v = 0; v < g.size(); ++v) {
    for (Vertex u : g.left[v]) out.push_back(comp[2 * v] == comp[2 * u + 1]);
    for (Vertex u : g.right[v]) out.push_back(comp[2 * v + 1] == comp[2 * u]);
  }
  return out;
}

Graph from_graph_file(const GraphFile& f) {
  check_size(f.graph.size());
  Graph out;
  for (std::size_t v = 0; v < f.graph.size(); ++v) out.add_vertex();
  for (GameGraph::Vertex u = 0; u < f.graph.size(); ++u)
    for (GameGraph::Vertex v : f.graph.moves(u)) {
      out.left[u].push_back(v);
      out.right[u].push_back(v);
    }
  for (const auto& [u, v] : f.left_only) out.left[u].push_back(v);
  for (const auto& [u, v] : f.right_only) out.right[u].push_back(v);
  return pack(out, f.start.value_or(0));
}

Game short_game_at(const Graph& g, Vertex v, std::unordered_map<Vertex, Game>& memo) {
  if (auto it = memo.find(v); it != memo.end()) return it->second;
  std::vector<Game> left, right;
  for (Vertex u : g.left[v]) left.push_back(short_game_at(g, u, memo));
  for (Vertex u : g.right[v]) right.push_back(short_game_at(g, u, memo));
  const Game x = Game::from_options(left, right);
  memo.emplace(v, x);
  return x;
}

}  // namespace cgt::loopy
