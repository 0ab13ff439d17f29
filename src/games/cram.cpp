// Cram (see cgt/games/cram.hpp).
#include "cgt/games/cram.hpp"

#include "cgt/core/error.hpp"

namespace cgt {

Cram::Position Cram::parse(std::string_view text) { return Grid::parse(text, ".#", "cram"); }

Cram::Position Cram::rectangle(int rows, int cols) {
  if (rows < 1 || cols < 1 || rows * cols > 256) throw LimitError("cram(m, n) needs 1 <= m, n and at most 256 cells");
  return Grid{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
}

std::vector<Cram::Position> Cram::moves(const Position& p) const {
  std::vector<Position> out;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != '.') continue;
      for (const auto& [dr, dc] : {std::pair{1, 0}, std::pair{0, 1}}) {
        if (!p.inside(r + dr, c + dc) || p.at(r + dr, c + dc) != '.') continue;
        Position q = p;
        q.at(r, c) = '#';
        q.at(r + dr, c + dc) = '#';
        out.push_back(std::move(q));
      }
    }
  return out;
}

}  // namespace cgt
