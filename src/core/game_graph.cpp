#include "cgt/core/game_graph.hpp"

#include <fmt/format.h>

#include <charconv>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>

#include "cgt/core/error.hpp"

namespace cgt {

GameGraph::GameGraph(std::size_t vertex_count, std::span<const std::pair<Vertex, Vertex>> edges) {
  if (vertex_count > kMaxVertices)
    throw LimitError(fmt::format("{} vertices: the limit is {}", vertex_count, kMaxVertices));
  if (edges.size() > kMaxEdges) throw LimitError(fmt::format("{} edges: the limit is {}", edges.size(), kMaxEdges));
  offsets_.assign(vertex_count + 1, 0);
  reverse_offsets_.assign(vertex_count + 1, 0);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const auto [u, v] = edges[i];
    if (u >= vertex_count || v >= vertex_count)
      throw DomainError(fmt::format("edge {} ({} -> {}) has an endpoint outside 0..{}", i, u, v, vertex_count - 1));
    ++offsets_[u + 1];
    ++reverse_offsets_[v + 1];
  }
  for (std::size_t u = 0; u < vertex_count; ++u) {
    offsets_[u + 1] += offsets_[u];
    reverse_offsets_[u + 1] += reverse_offsets_[u];
  }
  targets_.resize(edges.size());
  sources_.resize(edges.size());
  std::vector<std::uint64_t> fill(offsets_.begin(), offsets_.end() - 1);
  std::vector<std::uint64_t> reverse_fill(reverse_offsets_.begin(), reverse_offsets_.end() - 1);
  for (const auto& [u, v] : edges) {
    targets_[fill[u]++] = v;
    sources_[reverse_fill[v]++] = u;
  }
}

std::size_t GameGraph::memory_bytes() const noexcept {
  return (offsets_.capacity() + reverse_offsets_.capacity()) * sizeof(std::uint64_t) +
         (targets_.capacity() + sources_.capacity()) * sizeof(Vertex);
}

namespace {

// Reads whitespace-separated unsigned integers from one line, with positions for errors.
class LineReader {
 public:
  LineReader(std::string_view line, const std::string& source, std::size_t number)
      : line_(line), source_(source), number_(number) {}

  bool at_end() {
    skip_space();
    return pos_ >= line_.size();
  }

  std::uint64_t number(std::string_view what) {
    skip_space();
    if (pos_ >= line_.size()) fail(fmt::format("expected {} but the line ends", what));
    std::uint64_t value = 0;
    const char* begin = line_.data() + pos_;
    auto [ptr, ec] = std::from_chars(begin, line_.data() + line_.size(), value);
    if (ptr == begin) fail(fmt::format("expected {} (a non-negative integer) at column {}", what, pos_ + 1));
    if (ec == std::errc::result_out_of_range) fail(fmt::format("{} at column {} is too large", what, pos_ + 1));
    if (ptr < line_.data() + line_.size() && !std::isspace(static_cast<unsigned char>(*ptr)))
      fail(fmt::format("unexpected character '{}' at column {}", *ptr, ptr - line_.data() + 1));
    pos_ = static_cast<std::size_t>(ptr - line_.data());
    return value;
  }

  GameGraph::Vertex vertex(std::string_view what, std::uint64_t vertex_count) {
    const std::uint64_t v = number(what);
    if (v >= vertex_count) fail(fmt::format("{} {} is out of range 0..{}", what, v, vertex_count - 1));
    return static_cast<GameGraph::Vertex>(v);
  }

  // "u win|lose|tie|SCORE" after the keyword 'primitive'.
  TerminalValue terminal(std::uint64_t vertex_count) {
    TerminalValue t;
    t.vertex = vertex("primitive vertex", vertex_count);
    skip_space();
    const std::size_t column = pos_ + 1;
    const std::string_view v = word();
    t.value = parse_solved_value(v);
    if (t.value == SolvedValue::Draw) t.value = std::nullopt;  // not a terminal value: read as a score (and fail)
    if (t.is_score()) {
      auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), t.score);
      if (v.empty() || ptr != v.data() + v.size() || ec != std::errc())
        fail(fmt::format("expected win, lose, tie or an integer score at column {}, not '{}'", column, v));
    }
    return t;
  }

  std::string_view word() {
    skip_space();
    const std::size_t start = pos_;
    while (pos_ < line_.size() && !std::isspace(static_cast<unsigned char>(line_[pos_]))) ++pos_;
    return line_.substr(start, pos_ - start);
  }

  void expect_end() {
    if (!at_end()) fail(fmt::format("unexpected text '{}' at column {}", line_.substr(pos_), pos_ + 1));
  }

  [[noreturn]] void fail(const std::string& what) const {
    throw ParseError(fmt::format("{}:{}: {}", source_, number_, what));
  }

 private:
  void skip_space() {
    while (pos_ < line_.size() && std::isspace(static_cast<unsigned char>(line_[pos_]))) ++pos_;
  }
  std::string_view line_;
  const std::string& source_;
  std::size_t number_;
  std::size_t pos_ = 0;
};

}  // namespace

void require_impartial(const GraphFile& file) {
  if (!file.left_only.empty() || !file.right_only.empty())
    throw DomainError("the graph has moves marked L or R (a partisan graph): value it with 'cgt value --graph'");
}

GraphFile parse_graph_text(const std::string& text, const std::string& source) {
  GraphFile result;
  std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> edges;
  std::uint64_t vertex_count = 0, edge_count = 0;
  bool have_header = false;
  std::size_t line_number = 0;
  std::size_t pos = 0;
  std::set<GameGraph::Vertex> declared;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    ++line_number;
    if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    LineReader r(line, source, line_number);
    if (r.at_end()) continue;
    if (!have_header) {
      vertex_count = r.number("the vertex count N");
      edge_count = r.number("the edge count M");
      r.expect_end();
      if (vertex_count == 0) r.fail("the graph needs at least one vertex");
      if (vertex_count > GameGraph::kMaxVertices)
        throw LimitError(fmt::format("{}:{}: {} vertices: the limit is {}", source, line_number, vertex_count,
                                     GameGraph::kMaxVertices));
      if (edge_count > GameGraph::kMaxEdges)
        throw LimitError(fmt::format("{}:{}: {} edges: the limit is {}", source, line_number, edge_count,
                                     GameGraph::kMaxEdges));
      edges.reserve(std::min<std::uint64_t>(edge_count, text.size() / 4 + 1));
      have_header = true;
      continue;
    }
    const auto edges_read = [&] { return edges.size() + result.left_only.size() + result.right_only.size(); };
    if (edges_read() < edge_count) {
      const std::uint64_t u = r.number("the source vertex u");
      const std::uint64_t v = r.number("the target vertex v");
      const std::string_view player = r.word();
      r.expect_end();
      if (u >= vertex_count) r.fail(fmt::format("vertex {} is out of range 0..{}", u, vertex_count - 1));
      if (v >= vertex_count) r.fail(fmt::format("vertex {} is out of range 0..{}", v, vertex_count - 1));
      const std::pair edge(static_cast<GameGraph::Vertex>(u), static_cast<GameGraph::Vertex>(v));
      if (player.empty()) {
        edges.push_back(edge);
      } else if (player == "L") {
        result.left_only.push_back(edge);
      } else if (player == "R") {
        result.right_only.push_back(edge);
      } else {
        r.fail(fmt::format("expected L or R (the player whose move it is) after the edge, not '{}'", player));
      }
      continue;
    }
    const std::string_view keyword = r.word();
    if (keyword == "tokens") {
      if (result.tokens) r.fail("a second 'tokens' line");
      std::vector<GameGraph::Vertex> tokens;
      while (!r.at_end()) tokens.push_back(r.vertex("token vertex", vertex_count));
      result.tokens = std::move(tokens);
    } else if (keyword == "start") {
      if (result.start) r.fail("a second 'start' line");
      result.start = r.vertex("start vertex", vertex_count);
      r.expect_end();
    } else if (keyword == "primitive") {
      result.primitives.push_back(r.terminal(vertex_count));
      r.expect_end();
      const TerminalValue& t = result.primitives.back();
      if (!declared.insert(t.vertex).second) r.fail(fmt::format("vertex {} is declared primitive twice", t.vertex));
      if (result.primitives.size() > 1 && t.is_score() != result.primitives.front().is_score())
        r.fail("a file gives either scores or win/lose/tie to its primitive positions, not both");
    } else {
      r.fail(fmt::format("expected 'tokens', 'primitive' or 'start' after the {} edges, not '{}'", edge_count, keyword));
    }
  }
  if (!have_header) throw ParseError(fmt::format("{}: empty graph file: expected a first line 'N M'", source));
  const std::size_t read = edges.size() + result.left_only.size() + result.right_only.size();
  if (read < edge_count)
    throw ParseError(fmt::format("{}:{}: the file ends after {} of the {} edges the header announced", source,
                                 line_number, read, edge_count));
  result.graph = GameGraph(vertex_count, edges);
  return result;
}

GraphFile parse_graph(std::istream& in, const std::string& source) {
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw ParseError(fmt::format("{}: read error", source));
  return parse_graph_text(text, source);
}

GraphFile load_graph_file(const std::string& path) {
  if (path == "-") return parse_graph(std::cin, "<stdin>");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ParseError(fmt::format("{}: cannot open the file", path));
  return parse_graph(in, path);
}

}  // namespace cgt
