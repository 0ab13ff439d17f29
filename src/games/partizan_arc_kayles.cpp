#include "cgt/games/partizan_arc_kayles.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

using Position = PartizanArcKayles::Position;

Position bit(int v) { return Position{1} << v; }

}  // namespace

PartizanArcKayles PartizanArcKayles::parse(std::string_view text) {
  const GraphString g = parse_graph_string(text, "partizan_arc_kayles", "", "lre", false);
  if (g.vertex_labels.size() > 64)
    throw LimitError(fmt::format("partizan_arc_kayles '{}' has more than 64 vertices", excerpt(text, 0)));
  PartizanArcKayles game;
  game.edges_ = g.edges;
  return game;
}

PartizanArcKayles PartizanArcKayles::impartial(std::string_view text) {
  const GraphString g = parse_graph_string(text, "arc_kayles", "", "", true);
  if (g.vertex_labels.size() > 64) throw LimitError(fmt::format("arc_kayles '{}' has more than 64 vertices", excerpt(text, 0)));
  PartizanArcKayles game;
  game.edges_ = g.edges;
  for (auto& e : game.edges_) e.label = 'e';
  return game;
}

PartizanArcKayles PartizanArcKayles::path(int n) {
  if (n < 0 || n > 64) throw LimitError(fmt::format("arc_kayles: a path of {} vertices (from 0 to 64)", n));
  PartizanArcKayles game;
  for (int v = 0; v + 1 < n; ++v) game.edges_.push_back({v, v + 1, 'e'});
  return game;
}

Position PartizanArcKayles::normalize(const Position& p) const {
  Position live = 0;
  for (const auto& e : edges_)
    if ((p & bit(e.u)) && (p & bit(e.v))) live |= bit(e.u) | bit(e.v);
  return live;
}

std::vector<Position> PartizanArcKayles::moves(Position p, char own) const {
  std::vector<Position> out;
  for (const auto& e : edges_)
    if ((p & bit(e.u)) && (p & bit(e.v)) && (e.label == own || e.label == 'e')) {
      const Position q = normalize(p & ~(bit(e.u) | bit(e.v)));
      if (std::find(out.begin(), out.end(), q) == out.end()) out.push_back(q);
    }
  return out;
}

std::string PartizanArcKayles::describe(const Position& p) const {
  std::string out;
  for (const auto& e : edges_)
    if ((p & bit(e.u)) && (p & bit(e.v))) out += fmt::format("{}{}-{}:{}", out.empty() ? "" : " ", e.u, e.v, e.label);
  return out.empty() ? "0" : out;
}

std::vector<Position> PartizanArcKayles::components(const Position& p) const {
  std::vector<Position> out;
  Position left = normalize(p);
  while (left) {
    Position part = left & (~left + 1);  // the lowest vertex, grown along live edges
    for (bool grew = true; grew;) {
      grew = false;
      for (const auto& e : edges_) {
        if (!(left & bit(e.u)) || !(left & bit(e.v))) continue;
        const Position both = bit(e.u) | bit(e.v);
        if ((part & both) && (part & both) != both) {
          part |= both;
          grew = true;
        }
      }
    }
    out.push_back(part);
    left &= ~part;
  }
  if (out.empty()) out.push_back(0);
  return out;
}

PartizanArcKayles PartizanArcKayles::swapped() const {
  PartizanArcKayles game = *this;
  for (auto& e : game.edges_) e.label = e.label == 'l' ? 'r' : e.label == 'r' ? 'l' : e.label;
  return game;
}

}  // namespace cgt
