// Cross Purposes (see cgt/games/cross_purposes.hpp).
#include "cgt/games/cross_purposes.hpp"

namespace cgt {

CrossPurposes::Position CrossPurposes::parse(std::string_view text) {
  return Grid::parse(text, "x.#", "cross_purposes");
}

std::vector<CrossPurposes::Position> CrossPurposes::topples(const Position& p, int dr, int dc) {
  std::vector<Position> out;
  const auto empty = [&p](int r, int c) { return p.inside(r, c) && p.at(r, c) == '.'; };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != 'x') continue;
      for (const int sign : {-1, 1}) {
        const int r1 = r + sign * dr, c1 = c + sign * dc, r2 = r + 2 * sign * dr, c2 = c + 2 * sign * dc;
        if (!empty(r1, c1) || !empty(r2, c2)) continue;
        Position q = p;
        q.at(r, c) = '.';
        q.at(r1, c1) = '#';
        q.at(r2, c2) = '#';
        out.push_back(std::move(q));
      }
    }
  return out;
}

CrossPurposes::Position CrossPurposes::normalize(const Position& p) const { return p.cropped('#').least_reflection(); }

}  // namespace cgt
