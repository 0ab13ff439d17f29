#include "cgt/games/amazons.hpp"

#include <algorithm>
#include <tuple>

#include "cgt/partisan/partisan_game.hpp"

namespace cgt {
namespace {

constexpr int kDr[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int kDc[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

// Calls f(r, c) for every empty cell a queen at (r, c0) reaches in one move.
template <class F>
void queen_reach(const Grid& g, int r0, int c0, F&& f) {
  for (int d = 0; d < 8; ++d)
    for (int r = r0 + kDr[d], c = c0 + kDc[d]; g.inside(r, c) && g.at(r, c) == '.'; r += kDr[d], c += kDc[d]) f(r, c);
}

}  // namespace

Amazons::Position Amazons::parse(std::string_view text) { return Grid::parse(text, "xo.#", "amazons"); }

std::vector<Amazons::Position> Amazons::moves(const Position& p, char own) {
  std::vector<Position> out;
  Grid g = p;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (g.at(r, c) != own) continue;
      g.at(r, c) = '.';
      queen_reach(g, r, c, [&](int r2, int c2) {
        g.at(r2, c2) = own;
        queen_reach(g, r2, c2, [&](int r3, int c3) {
          Grid q = g;
          q.at(r3, c3) = '#';
          out.push_back(std::move(q));
        });
        g.at(r2, c2) = '.';
      });
      g.at(r, c) = own;
    }
  return out;
}

std::vector<Amazons::Position> Amazons::components(const Position& p) const {
  std::vector<Position> parts = p.components('#', true);
  std::erase_if(parts, [](const Grid& part) {
    return std::none_of(part.cells.begin(), part.cells.end(), [](char ch) { return ch == 'x' || ch == 'o'; });
  });
  return parts;
}

std::optional<SoleMover> Amazons::sole_mover(const Position& p) const {
  const bool left = p.cells.find('x') != std::string::npos, right = p.cells.find('o') != std::string::npos;
  if (left && right) return std::nullopt;
  return right ? SoleMover::Right : SoleMover::Left;
}

int Amazons::line_bound(const Position& p) const {
  return static_cast<int>(std::count(p.cells.begin(), p.cells.end(), '.'));
}

Amazons::Position Amazons::normalize(const Position& p) const { return p.least_image('#'); }

}  // namespace cgt
