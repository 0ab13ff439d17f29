// Konane (see cgt/games/konane.hpp).
#include "cgt/games/konane.hpp"

namespace cgt {

Konane::Position Konane::parse(std::string_view text) { return Grid::parse(text, "xo.", "konane"); }

std::vector<Konane::Position> Konane::jumps(const Position& p, char own, char other) {
  std::vector<Position> out;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (const Step s : kOrthogonalSteps) {
        Position q = p;
        int at_r = r, at_c = c;  // the jumping stone
        // Over an opposing stone into an empty cell, as long as the next jump is there.
        while (q.inside(at_r + 2 * s.dr, at_c + 2 * s.dc) && q.at(at_r + s.dr, at_c + s.dc) == other &&
               q.at(at_r + 2 * s.dr, at_c + 2 * s.dc) == '.') {
          q.at(at_r, at_c) = '.';
          q.at(at_r + s.dr, at_c + s.dc) = '.';
          at_r += 2 * s.dr;
          at_c += 2 * s.dc;
          q.at(at_r, at_c) = own;
          out.push_back(q);
        }
      }
    }
  return out;
}

}  // namespace cgt
