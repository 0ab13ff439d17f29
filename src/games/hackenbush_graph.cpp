#include "cgt/games/hackenbush_graph.hpp"

#include <fmt/format.h>

#include <cctype>
#include <numeric>

#include "cgt/core/error.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

HackenbushGraph HackenbushGraph::parse(std::string_view text) {
  HackenbushGraph g;
  std::size_t i = 0;
  auto number = [&](const char* what) {
    if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
      throw ParseError(fmt::format("hackenbush graph '{}': expected {} at column {}", text, what, i + 1));
    int v = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      v = v * 10 + (text[i++] - '0');
      if (v > 1000) throw LimitError(fmt::format("hackenbush graph '{}': vertex number past 1000", text));
    }
    return v;
  };
  while (true) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
    if (i >= text.size()) break;
    const int u = number("a vertex");
    if (i >= text.size() || text[i] != '-')
      throw ParseError(fmt::format("hackenbush graph '{}': expected '-' at column {}", text, i + 1));
    ++i;
    const int v = number("a vertex");
    if (i + 1 >= text.size() || text[i] != ':' || std::string_view("lre").find(text[i + 1]) == std::string_view::npos)
      throw ParseError(fmt::format("hackenbush graph '{}': expected ':l', ':r' or ':e' at column {}", text, i + 1));
    g.edges_.push_back({u, v, text[i + 1]});
    i += 2;
    g.vertices_ = std::max({g.vertices_, u + 1, v + 1});
    if (g.edges_.size() > 64) throw LimitError(fmt::format("hackenbush graph '{:.30}...' has more than 64 edges", text));
  }
  return g;
}

HackenbushGraph HackenbushGraph::from_cgsuite(std::string_view text, std::string_view game, bool childish) {
  const GraphString parsed = parse_graph_string(text, game, "", "lre", false);
  if (parsed.vertex_labels.empty()) throw ParseError(fmt::format("{} '{}': the graph is empty (no ground)", game, excerpt(text, 0)));
  if (!is_connected(parsed)) throw ParseError(fmt::format("{} '{}': the graph is not connected", game, excerpt(text, 0)));
  if (parsed.edges.size() > 64)
    throw LimitError(fmt::format("{} '{}' has more than 64 edges", game, excerpt(text, 0)));
  HackenbushGraph g;
  for (const auto& e : parsed.edges) g.edges_.push_back({e.u, e.v, e.label});
  g.vertices_ = static_cast<int>(parsed.vertex_labels.size());
  g.childish_ = childish;
  return g;
}

HackenbushGraph::Position HackenbushGraph::grounded(Position p) const {
  std::vector<bool> reached(static_cast<std::size_t>(vertices_), false);
  reached[0] = true;
  Position kept = 0;
  for (bool grew = true; grew;) {  // at most 64 sweeps over at most 64 edges
    grew = false;
    for (std::size_t e = 0; e < edges_.size(); ++e) {
      if (!(p >> e & 1) || (kept >> e & 1)) continue;
      const auto [u, v, c] = edges_[e];
      if (reached[static_cast<std::size_t>(u)] || reached[static_cast<std::size_t>(v)]) {
        reached[static_cast<std::size_t>(u)] = reached[static_cast<std::size_t>(v)] = true;
        kept |= Position{1} << e;
        grew = true;
      }
    }
  }
  return kept;
}

HackenbushGraph::Position HackenbushGraph::start() const {
  const Position all = edges_.size() == 64 ? ~Position{0} : (Position{1} << edges_.size()) - 1;
  return grounded(all);
}

std::vector<HackenbushGraph::Position> HackenbushGraph::cuts(Position p, char own) const {
  std::vector<Position> out;
  for (std::size_t e = 0; e < edges_.size(); ++e)
    if ((p >> e & 1) && (edges_[e].colour == own || edges_[e].colour == 'e')) {
      const Position cut = p & ~(Position{1} << e);
      const Position kept = grounded(cut);
      if (childish_ && edges_[e].colour != 'e' && kept != cut) continue;  // childish: nothing else may fall
      out.push_back(kept);
    }
  return out;
}

std::string HackenbushGraph::describe(const Position& p) const {
  std::string out;
  for (std::size_t i = 0; i < edges_.size(); ++i)
    if (p & (Position{1} << i))
      out += fmt::format("{}{}-{}:{}", out.empty() ? "" : " ", edges_[i].u, edges_[i].v, edges_[i].colour);
  return out.empty() ? "0" : out;
}

std::vector<HackenbushGraph::Position> HackenbushGraph::components(const Position& p) const {
  // Union the non-ground endpoints of each standing edge; edges meet only through them.
  std::vector<int> parent(static_cast<std::size_t>(vertices_));
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int x) {
    while (parent[static_cast<std::size_t>(x)] != x) x = parent[static_cast<std::size_t>(x)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
    return x;
  };
  for (std::size_t e = 0; e < edges_.size(); ++e)
    if ((p >> e & 1) && edges_[e].u != 0 && edges_[e].v != 0) parent[static_cast<std::size_t>(find(edges_[e].u))] = find(edges_[e].v);
  std::vector<std::pair<int, Position>> groups;
  for (std::size_t e = 0; e < edges_.size(); ++e) {
    if (!(p >> e & 1)) continue;
    const int root = find(edges_[e].u != 0 ? edges_[e].u : edges_[e].v);
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == root; });
    if (it == groups.end()) {
      groups.push_back({root, 0});
      it = groups.end() - 1;
    }
    it->second |= Position{1} << e;
  }
  std::vector<Position> out;
  for (const auto& [root, mask] : groups) out.push_back(mask);
  if (out.empty()) out.push_back(0);
  return out;
}

}  // namespace cgt
