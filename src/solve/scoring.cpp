#include "cgt/solve/scoring.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <limits>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

using Vertex = GameGraph::Vertex;
using TurnVertex = std::uint64_t;  // 2 * vertex + whose turn (0: the start's player, the maximiser)

constexpr std::uint32_t kUnreached = std::numeric_limits<std::uint32_t>::max();

struct Cover {
  const GameGraph& graph;
  const std::vector<std::optional<std::int64_t>>& score;  // per vertex, for its player to move

  std::uint64_t nodes() const { return 2 * graph.size(); }
  bool terminal(TurnVertex v) const { return score[v / 2].has_value(); }
  // The final score of the maximiser if the game ends at terminal node v.
  std::int64_t absolute(TurnVertex v) const { return v % 2 == 0 ? *score[v / 2] : -*score[v / 2]; }
  template <class F>
  void for_each_predecessor(TurnVertex v, F&& f) const {
    for (Vertex u : graph.predecessors(static_cast<Vertex>(v / 2))) f(2 * TurnVertex{u} + (1 - v % 2));
  }
};

// What `forcer` (0 maximiser, 1 minimiser) can guarantee from every node: the best bound
// t such that it can force the game to end with a score on its side of t. Terminals
// enter from the forcer's best score down; each node takes the bound at which it first
// becomes forced (its own nodes: one forced move; the other's: all moves forced).
std::vector<std::optional<std::int64_t>> guarantee(const Cover& c, int forcer, RunControl& run) {
  const std::uint64_t n = c.nodes();
  std::vector<std::optional<std::int64_t>> bound(n);
  std::vector<std::uint32_t> counter(n, 0);
  std::vector<std::pair<std::int64_t, TurnVertex>> terminals;
  for (TurnVertex v = 0; v < n; ++v) {
    if (c.terminal(v)) terminals.emplace_back(c.absolute(v), v);
    else counter[v] = static_cast<std::uint32_t>(c.graph.out_degree(static_cast<Vertex>(v / 2)));
  }
  if (forcer == 0) std::sort(terminals.begin(), terminals.end(), std::greater<>());
  else std::sort(terminals.begin(), terminals.end());
  std::vector<TurnVertex> queue;
  queue.reserve(n);
  for (std::size_t i = 0; i < terminals.size();) {
    const std::int64_t t = terminals[i].first;
    for (; i < terminals.size() && terminals[i].first == t; ++i) {
      bound[terminals[i].second] = t;
      queue.push_back(terminals[i].second);
    }
    for (std::size_t head = 0; head < queue.size(); ++head)
      c.for_each_predecessor(queue[head], [&](TurnVertex p) {
        if (bound[p] || c.terminal(p)) return;
        if (static_cast<int>(p % 2) != forcer && --counter[p] != 0) return;
        bound[p] = t;
        queue.push_back(p);
      });
    queue.clear();
    run.checkpoint("scoring: retrograde sweep", i, terminals.size(), n * 24);
  }
  return bound;
}

// Distances in the game "the maximiser forces a score >= t": it hurries, the other delays.
std::vector<std::uint32_t> distances_at_least(const Cover& c, std::int64_t t) {
  const std::uint64_t n = c.nodes();
  std::vector<std::uint32_t> dist(n, kUnreached), counter(n, 0);
  std::vector<TurnVertex> queue;
  for (TurnVertex v = 0; v < n; ++v) {
    if (c.terminal(v)) {
      if (c.absolute(v) >= t) {
        dist[v] = 0;
        queue.push_back(v);
      }
    } else {
      counter[v] = static_cast<std::uint32_t>(c.graph.out_degree(static_cast<Vertex>(v / 2)));
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const TurnVertex v = queue[head];
    c.for_each_predecessor(v, [&](TurnVertex p) {
      if (dist[p] != kUnreached || c.terminal(p)) return;
      if (p % 2 == 1 && --counter[p] != 0) return;  // the minimiser: its last forced move is its slowest
      dist[p] = dist[v] + 1;
      queue.push_back(p);
    });
  }
  return dist;
}

}  // namespace

ScoringResult solve_scoring(const GraphFile& file, RunControl& run) {
  require_impartial(file);
  const auto begin = std::chrono::steady_clock::now();
  const GameGraph& g = file.graph;
  std::vector<std::optional<std::int64_t>> score(g.size());
  for (const TerminalValue& t : file.primitives) {
    if (!t.is_score())
      throw DomainError("this graph's primitive positions are win/lose/tie, not scores: solve it as a win/lose game");
    if (t.score == std::numeric_limits<std::int64_t>::min())
      throw DomainError(fmt::format("vertex {}: the score -2^63 cannot be negated (the other player's view)", t.vertex));
    score[t.vertex] = t.score;
  }
  for (Vertex u = 0; u < g.size(); ++u)
    if (!score[u] && g.out_degree(u) == 0)
      throw DomainError(fmt::format("vertex {} has no moves and no score: give it a 'primitive {} SCORE' line", u, u));
  const Cover cover{g, score};
  const auto maximiser = guarantee(cover, 0, run);
  const auto minimiser = guarantee(cover, 1, run);

  ScoringResult r;
  r.value.resize(g.size());
  for (Vertex u = 0; u < g.size(); ++u) {
    const TurnVertex v = 2 * TurnVertex{u};  // the player to move as the maximiser: its score is the absolute one
    if (maximiser[v] && minimiser[v] && *maximiser[v] == *minimiser[v]) r.value[u] = maximiser[v];
  }
  const Vertex start = file.start.value_or(0);
  r.start_value = r.value[start];
  if (r.start_value && !score[start]) {
    const auto dist = distances_at_least(cover, *r.start_value);
    r.remoteness = dist[2 * TurnVertex{start}];
    for (Vertex c : g.moves(start))
      if (dist[2 * TurnVertex{c} + 1] + 1 == r.remoteness) {
        r.best_move = c;
        break;
      }
  }
  // Vertices reachable from the start (the game stops at primitives).
  std::vector<bool> seen(g.size(), false);
  std::vector<Vertex> stack{start};
  seen[start] = true;
  while (!stack.empty()) {
    const Vertex u = stack.back();
    stack.pop_back();
    const auto& v = r.value[u];
    ++r.counts[!v ? 3 : *v > 0 ? 0 : *v < 0 ? 1 : 2];
    ++r.positions;
    if (score[u]) continue;
    for (Vertex c : g.moves(u))
      if (!seen[c]) {
        seen[c] = true;
        stack.push_back(c);
      }
  }
  r.peak_bytes = g.memory_bytes() + g.size() * (2 * 2 * 16 + 2 * 8 + 16);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  return r;
}

}  // namespace cgt
