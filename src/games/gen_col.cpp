#include "cgt/games/gen_col.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/games/graph_string.hpp"

namespace cgt {
namespace {

std::uint64_t bit(int v) { return std::uint64_t{1} << v; }

}  // namespace

GenCol GenCol::parse(std::string_view text, Rule rule) {
  const char* game = rule == Rule::Col ? "col" : rule == Rule::Snort ? "snort" : "fjords";
  const GraphString g = parse_graph_string(text, game, "LR", "", true);
  if (g.vertex_labels.size() > 64)
    throw LimitError(fmt::format("{} '{}' has more than 64 vertices", game, excerpt(text, 0)));
  GenCol out;
  out.rule_ = rule;
  out.neighbours_.assign(g.vertex_labels.size(), 0);
  for (const auto& e : g.edges)
    if (e.u != e.v) {
      out.neighbours_[static_cast<std::size_t>(e.u)] |= bit(e.v);
      out.neighbours_[static_cast<std::size_t>(e.v)] |= bit(e.u);
    }
  for (std::size_t v = 0; v < g.vertex_labels.size(); ++v) {
    out.start_.vertices |= bit(static_cast<int>(v));
    if (g.vertex_labels[v] == 'L') out.start_.left |= bit(static_cast<int>(v));
    if (g.vertex_labels[v] == 'R') out.start_.right |= bit(static_cast<int>(v));
  }
  return out;
}

std::vector<GenCol::Position> GenCol::moves(const Position& p, bool left) const {
  const std::uint64_t own = left ? p.left : p.right, other = left ? p.right : p.left;
  // Col: not next to one's own colour (not tinted own); Snort: not next to the other's;
  // Fjords: only next to one's own (tinted own).
  const std::uint64_t allowed = rule_ == Rule::Col ? ~own : rule_ == Rule::Snort ? ~other : own;
  std::vector<Position> out;
  for (int v = 0; v < static_cast<int>(neighbours_.size()); ++v) {
    if (!(p.vertices & allowed & bit(v))) continue;
    const std::uint64_t near = neighbours_[static_cast<std::size_t>(v)] & p.vertices & ~bit(v);
    const std::uint64_t vertices = p.vertices & ~bit(v) & ~(near & other);  // next to both colours: dead
    const std::uint64_t new_own = (own | near) & vertices, new_other = other & vertices;
    out.push_back(left ? Position{vertices, new_own, new_other} : Position{vertices, new_other, new_own});
  }
  return out;
}

std::string GenCol::describe(const Position& p) const {
  std::string out;
  for (std::size_t v = 0; v < 64; ++v) {
    const std::uint64_t b = std::uint64_t{1} << v;
    if (!(p.vertices & b)) continue;
    out += fmt::format("{}{}:{}", out.empty() ? "" : " ", v, (p.left & b) ? 'L' : (p.right & b) ? 'R' : '.');
  }
  return out.empty() ? "0" : out;
}

std::vector<GenCol::Position> GenCol::components(const Position& p) const {
  std::vector<Position> out;
  std::uint64_t left = p.vertices;
  while (left) {
    std::uint64_t part = left & (~left + 1), frontier = part;
    while (frontier) {
      const int v = __builtin_ctzll(frontier);
      frontier &= frontier - 1;
      const std::uint64_t fresh = neighbours_[static_cast<std::size_t>(v)] & left & ~part;
      part |= fresh;
      frontier |= fresh;
    }
    out.push_back({part, p.left & part, p.right & part});
    left &= ~part;
  }
  if (out.empty()) out.push_back({});
  return out;
}

}  // namespace cgt
