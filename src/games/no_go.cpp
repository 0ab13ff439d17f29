// NoGo (see cgt/games/no_go.hpp).
#include "cgt/games/no_go.hpp"

namespace cgt {

NoGo::Position NoGo::parse(std::string_view text) { return Grid::parse(text, "xo.", "no_go"); }

bool NoGo::has_liberty(const Position& p, int r, int c) {
  const char colour = p.at(r, c);
  std::vector<bool> seen(p.cells.size());
  std::vector<int> stack{r * p.cols + c};
  seen[static_cast<std::size_t>(stack.back())] = true;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    for (const Step s : kOrthogonalSteps) {
      const int nr = cell / p.cols + s.dr, nc = cell % p.cols + s.dc;
      if (!p.inside(nr, nc)) continue;
      if (p.at(nr, nc) == '.') return true;
      const int next = nr * p.cols + nc;
      if (p.at(nr, nc) != colour || seen[static_cast<std::size_t>(next)]) continue;
      seen[static_cast<std::size_t>(next)] = true;
      stack.push_back(next);
    }
  }
  return false;
}

std::vector<NoGo::Position> NoGo::placements(const Position& p, char own, char other) {
  std::vector<Position> out;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != '.') continue;
      Position q = p;
      q.at(r, c) = own;
      bool legal = has_liberty(q, r, c);  // no suicide
      for (const Step s : kOrthogonalSteps) {  // no capture
        const int nr = r + s.dr, nc = c + s.dc;
        if (legal && q.inside(nr, nc) && q.at(nr, nc) == other) legal = has_liberty(q, nr, nc);
      }
      if (legal) out.push_back(std::move(q));
    }
  return out;
}

}  // namespace cgt
