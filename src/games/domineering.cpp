#include "cgt/games/domineering.hpp"

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

Domineering::Position Domineering::parse(std::string_view text) { return Grid::parse(text, ".#", "domineering"); }

Domineering::Position Domineering::rectangle(int rows, int cols) {
  if (rows < 1 || cols < 1 || rows * cols > 256)
    throw LimitError("domineering(m, n) needs 1 <= m, n and at most 256 cells");
  return Grid{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
}

std::vector<Domineering::Position> Domineering::placements(const Position& p, int dr, int dc) {
  std::vector<Position> out;
  for (int r = 0; r + dr < p.rows; ++r)
    for (int c = 0; c + dc < p.cols; ++c)
      if (p.at(r, c) == '.' && p.at(r + dr, c + dc) == '.') {
        Position q = p;
        q.at(r, c) = '#';
        q.at(r + dr, c + dc) = '#';
        out.push_back(std::move(q));
      }
  return out;
}

Domineering::Position Domineering::normalize(const Position& p) const { return p.cropped('#').least_reflection(); }

}  // namespace cgt
