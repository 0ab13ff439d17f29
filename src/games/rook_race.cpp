// Rook Race (see cgt/games/rook_race.hpp).
#include "cgt/games/rook_race.hpp"

namespace cgt {

RookRace::Position RookRace::parse(std::string_view text) { return Grid::parse(text, "xo.#", "rook_race"); }

std::vector<RookRace::Position> RookRace::runs(const Position& p, char own) const {
  std::vector<Position> out;
  const auto empty = [&p](int r, int c) { return p.inside(r, c) && p.at(r, c) == '.'; };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (const Step s : kOrthogonalSteps) {
        for (int n = 1; empty(r + n * s.dr, c + n * s.dc); ++n) {
          if (!short_moves_ && empty(r + (n + 1) * s.dr, c + (n + 1) * s.dc)) continue;  // it must go on
          Position q = p;
          for (int k = 0; k < n; ++k) q.at(r + k * s.dr, c + k * s.dc) = '#';
          q.at(r + n * s.dr, c + n * s.dc) = own;
          out.push_back(std::move(q));
        }
      }
    }
  return out;
}

}  // namespace cgt
