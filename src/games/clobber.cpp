#include "cgt/games/clobber.hpp"

#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

Clobber::Position Clobber::parse(std::string_view text) { return Grid::parse(text, "xo.", "clobber"); }

std::vector<Clobber::Position> Clobber::clobbers(const Position& p, char own, char other) {
  std::vector<Position> out;
  const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (!p.inside(nr, nc) || p.at(nr, nc) != other) continue;
        Position q = p;
        q.at(r, c) = '.';
        q.at(nr, nc) = own;
        out.push_back(std::move(q));
      }
    }
  return out;
}

Clobber::Position Clobber::normalize(const Position& p) const { return p.least_image('.'); }

}  // namespace cgt
