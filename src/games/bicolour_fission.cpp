// Bicolour Fission (see cgt/games/bicolour_fission.hpp).
#include "cgt/games/bicolour_fission.hpp"

namespace cgt {

BicolourFission::Position BicolourFission::parse(std::string_view text) {
  return Grid::parse(text, "xo.#", "bicolour_fission");
}

std::vector<BicolourFission::Position> BicolourFission::fissions(const Position& p, char own) {
  std::vector<Position> out;
  const auto empty = [&p](int r, int c) { return p.inside(r, c) && p.at(r, c) == '.'; };
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (const Step s : {Step{1, 0}, Step{0, 1}}) {  // vertically, horizontally
        if (!empty(r - s.dr, c - s.dc) || !empty(r + s.dr, c + s.dc)) continue;
        Position q = p;
        q.at(r, c) = '.';
        q.at(r - s.dr, c - s.dc) = own;
        q.at(r + s.dr, c + s.dc) = own;
        out.push_back(std::move(q));
      }
    }
  return out;
}

}  // namespace cgt
