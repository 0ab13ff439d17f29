#include "cgt/impartial/graph_grundy.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

using Vertex = GameGraph::Vertex;
constexpr std::uint32_t kUnvalued = kInfiniteGrundy - 1;

// Acyclic values, or nullopt when some vertex lies on or leads to a cycle.
std::optional<std::vector<std::uint32_t>> try_acyclic(const GameGraph& graph, RunControl& run) {
  const std::size_t n = graph.size();
  std::vector<std::uint32_t> value(n, kUnvalued);
  std::vector<std::uint64_t> pending(n);  // followers not yet valued
  std::vector<Vertex> ready;
  for (Vertex u = 0; u < n; ++u) {
    pending[u] = graph.out_degree(u);
    if (pending[u] == 0) ready.push_back(u);
  }
  std::vector<std::uint64_t> seen;  // mex scratch, stamped with the vertex + 1
  std::size_t done = 0;
  while (!ready.empty()) {
    const Vertex u = ready.back();
    ready.pop_back();
    const auto moves = graph.moves(u);
    if (seen.size() < moves.size() + 1) seen.resize(moves.size() + 1, 0);
    for (Vertex v : moves)
      if (value[v] <= moves.size()) seen[value[v]] = u + std::uint64_t{1};
    std::uint32_t mex = 0;
    while (seen[mex] == u + std::uint64_t{1}) ++mex;
    value[u] = mex;
    for (Vertex p : graph.predecessors(u))
      if (--pending[p] == 0) ready.push_back(p);
    if (++done % (1 << 20) == 0) run.checkpoint("grundy values", done, n, graph.memory_bytes() + 12 * n);
  }
  if (done < n) return std::nullopt;
  return value;
}

}  // namespace

std::vector<std::uint32_t> acyclic_grundy_values(const GameGraph& graph, RunControl& run) {
  auto values = try_acyclic(graph, run);
  if (!values) {
    // Name a vertex on a cycle: walk from an unvalued vertex along unvalued followers.
    throw DomainError("the graph has a cycle: use the generalized (loopy) Grundy values");
  }
  return std::move(*values);
}

std::vector<std::uint32_t> generalized_grundy_values(const GameGraph& graph, RunControl& run) {
  const std::size_t n = graph.size();
  std::vector<std::uint32_t> value(n, kUnvalued);
  // relevant[u]: followers of u that are unvalued or ∞ (edges counted with multiplicity).
  std::vector<std::uint64_t> relevant(n);
  // Per round m: blocked[u] == m + 1 when u has a follower of value m; open[u] counts the
  // relevant followers of u not yet blocked (valid when open_round[u] == m + 1).
  std::vector<std::uint32_t> blocked(n, 0), open_round(n, 0);
  std::vector<std::uint64_t> open(n, 0);
  std::vector<Vertex> unvalued, ready, zero_relevant;
  for (Vertex u = 0; u < n; ++u) {
    relevant[u] = graph.out_degree(u);
    unvalued.push_back(u);
    if (relevant[u] == 0) zero_relevant.push_back(u);
  }
  for (std::uint32_t m = 0; !unvalued.empty(); ++m) {
    if (m == kUnvalued) throw LimitError("generalized Grundy values past 2^32 - 2");
    const std::uint32_t stamp = m + 1;
    auto open_count = [&](Vertex u) -> std::uint64_t& {
      if (open_round[u] != stamp) {
        open_round[u] = stamp;
        open[u] = relevant[u];
      }
      return open[u];
    };
    // A vertex gains a follower of value m: it cannot take value m, and it stops
    // counting as an open follower of its unvalued predecessors.
    auto block = [&](Vertex p) {
      if (blocked[p] == stamp) return;
      blocked[p] = stamp;
      for (Vertex q : graph.predecessors(p))
        if (value[q] == kUnvalued && blocked[q] != stamp && --open_count(q) == 0) ready.push_back(q);
    };
    // Seeds: unvalued vertices all of whose followers have finite values (all below m).
    for (Vertex u : zero_relevant)
      if (value[u] == kUnvalued) ready.push_back(u);
    zero_relevant.clear();
    while (!ready.empty()) {
      const Vertex u = ready.back();
      ready.pop_back();
      if (value[u] != kUnvalued || blocked[u] == stamp) continue;
      value[u] = m;
      for (Vertex p : graph.predecessors(u)) {
        --relevant[p];  // u is finite now
        if (value[p] == kUnvalued || value[p] == kInfiniteGrundy) block(p);
        if (relevant[p] == 0 && value[p] == kUnvalued) zero_relevant.push_back(p);
      }
    }
    // Unvalued vertices with no follower of value m can never get a finite value.
    std::size_t kept = 0;
    for (Vertex u : unvalued) {
      if (value[u] != kUnvalued) continue;
      if (blocked[u] != stamp) {
        value[u] = kInfiniteGrundy;
        continue;
      }
      unvalued[kept++] = u;
    }
    unvalued.resize(kept);
    run.checkpoint("generalized grundy values", n - kept, n, graph.memory_bytes() + 40 * n);
  }
  return value;
}

std::vector<std::uint32_t> grundy_values(const GameGraph& graph, bool* loopy, RunControl& run) {
  if (auto values = try_acyclic(graph, run)) {
    if (loopy) *loopy = false;
    return std::move(*values);
  }
  if (loopy) *loopy = true;
  return generalized_grundy_values(graph, run);
}

std::vector<std::uint32_t> infinity_set(const GameGraph& graph, std::span<const std::uint32_t> values, Vertex u) {
  std::vector<std::uint32_t> k;
  for (Vertex v : graph.moves(u))
    if (values[v] != kInfiniteGrundy) k.push_back(values[v]);
  std::sort(k.begin(), k.end());
  k.erase(std::unique(k.begin(), k.end()), k.end());
  return k;
}

}  // namespace cgt
