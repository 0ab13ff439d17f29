#include "cgt/games/advance_or_eat.hpp"

#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

AdvanceOrEat::Position AdvanceOrEat::parse(std::string_view text) {
  return Grid::parse(text, "WB.", "advance_or_eat");
}

std::vector<AdvanceOrEat::Position> AdvanceOrEat::moves(const Position& p, char own, char other) {
  std::vector<Position> out;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) == own && r > 0 && p.at(r - 1, c) == '.') {
        Position q = p;
        q.at(r - 1, c) = own;
        q.at(r, c) = '.';
        out.push_back(std::move(q));
      }
      if (p.at(r, c) == other) {
        Position q = p;
        q.at(r, c) = '.';
        out.push_back(std::move(q));
      }
    }
  return out;
}

std::vector<AdvanceOrEat::Position> AdvanceOrEat::components(const Position& p) const {
  std::vector<Position> out;
  for (int c = 0; c < p.cols; ++c) {
    Grid column{p.rows, 1, std::string(static_cast<std::size_t>(p.rows), '.')};
    bool any = false;
    for (int r = 0; r < p.rows; ++r) {
      column.at(r, 0) = p.at(r, c);
      any = any || p.at(r, c) != '.';
    }
    if (any) out.push_back(std::move(column));
  }
  if (out.empty()) out.push_back(Grid{1, 1, "."});
  return out;
}

}  // namespace cgt
