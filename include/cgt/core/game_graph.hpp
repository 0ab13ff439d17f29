#pragma once
/// \file
/// An explicit game graph: vertices 0..N-1 are positions, a directed edge u -> v is a
/// move from u to v. Stored as compressed sparse rows in both directions (moves and
/// un-moves), so algorithms run over flat arrays in O(N + M).
///
/// Text format (`cgt graph FILE`): `#` starts a comment; the first line is `N M`; then
/// M lines `u v` (0-based); then, in any order, optional lines: `tokens t1 t2 ...`
/// placing tokens for a disjunctive sum (cgt graph); `primitive u win|lose|tie|SCORE`
/// declaring u terminal with that value for the player to move there (SCORE: a signed
/// integer; a file uses either scores or win/lose/tie); `start s` (cgt solve graph).
/// An edge line `u v L` or `u v R` is a move for Left or Right only (partisan graphs,
/// `cgt value --graph`); plain `u v` is a move for both.

#include <cstdint>
#include <istream>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cgt/core/solved_value.hpp"

namespace cgt {

class GameGraph {
 public:
  using Vertex = std::uint32_t;

  /// Largest number of vertices and edges accepted.
  static constexpr std::uint64_t kMaxVertices = 1u << 30;
  static constexpr std::uint64_t kMaxEdges = std::uint64_t{1} << 32;

  GameGraph() = default;
  /// A graph on `vertex_count` vertices with the given moves. O(N + M).
  /// Throws cgt::DomainError for an endpoint out of range, cgt::LimitError past the limits.
  GameGraph(std::size_t vertex_count, std::span<const std::pair<Vertex, Vertex>> edges);

  std::size_t size() const noexcept { return offsets_.empty() ? 0 : offsets_.size() - 1; }
  std::size_t edge_count() const noexcept { return targets_.size(); }

  /// The moves from u (with multiplicity, in input order).
  std::span<const Vertex> moves(Vertex u) const noexcept {
    return {targets_.data() + offsets_[u], targets_.data() + offsets_[u + 1]};
  }
  /// The positions with a move to v (with multiplicity).
  std::span<const Vertex> predecessors(Vertex v) const noexcept {
    return {sources_.data() + reverse_offsets_[v], sources_.data() + reverse_offsets_[v + 1]};
  }
  std::size_t out_degree(Vertex u) const noexcept { return offsets_[u + 1] - offsets_[u]; }

  /// Bytes held by the graph's arrays.
  std::size_t memory_bytes() const noexcept;

 private:
  std::vector<std::uint64_t> offsets_, reverse_offsets_;
  std::vector<Vertex> targets_, sources_;
};

/// A `primitive` line: the vertex is terminal with this value for the player to move:
/// win, lose or tie (a SolvedValue, never Draw), or a score (scoring games).
struct TerminalValue {
  GameGraph::Vertex vertex = 0;
  std::optional<SolvedValue> value = SolvedValue::Lose;  ///< nullopt: a score
  std::int64_t score = 0;                                ///< when value is nullopt

  bool is_score() const noexcept { return !value.has_value(); }
};

/// A graph file: the graph and what its optional lines say.
struct GraphFile {
  GameGraph graph;
  std::optional<std::vector<GameGraph::Vertex>> tokens;
  std::vector<TerminalValue> primitives;  ///< at most one per vertex, in file order
  std::optional<GameGraph::Vertex> start;
  /// Edges marked `L` / `R` (not in `graph`, which holds the moves for both players).
  std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> left_only, right_only;
};

/// Throws cgt::DomainError when the file has moves for one player only (a partisan
/// graph), for the commands that read a graph as impartial or as a solvable game.
void require_impartial(const GraphFile& file);

/// Parses the text format above. `source` names the input in error messages.
/// Throws cgt::ParseError ("FILE:LINE: what is wrong") for malformed input,
/// cgt::LimitError for sizes past the limits.
GraphFile parse_graph(std::istream& in, const std::string& source);
GraphFile parse_graph_text(const std::string& text, const std::string& source = "<input>");
/// Reads the graph file at `path` ("-": standard input). Throws cgt::ParseError if it
/// cannot be opened or is malformed.
GraphFile load_graph_file(const std::string& path);

}  // namespace cgt
