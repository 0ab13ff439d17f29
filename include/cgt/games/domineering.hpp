#pragma once
/// \file
/// Domineering (Winning Ways ch. 5; CGSuite's game.grid.Domineering): Left places a
/// vertical domino on two empty cells, Right a horizontal one. Boards as text: rows
/// top to bottom separated by '|', '.' empty, '#' blocked ("..#|...").
/// Regions of empty cells are independent components; positions are cropped and
/// reduced by the reflections that keep the players' directions.

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class Domineering {
 public:
  using Position = Grid;

  /// Parses a board. Throws cgt::ParseError / cgt::LimitError (more than 256 cells).
  static Position parse(std::string_view text);
  /// The empty m-row, n-column rectangle.
  static Position rectangle(int rows, int cols);

  std::vector<Position> left_options(const Position& p) const { return placements(p, 1, 0); }
  std::vector<Position> right_options(const Position& p) const { return placements(p, 0, 1); }
  std::vector<Position> components(const Position& p) const { return p.components('#'); }
  Position normalize(const Position& p) const;
  /// The transposed board: the negative (Winning Ways ch. 2; HasConjugate).
  Position conjugate(const Position& p) const { return p.transposed(); }

 private:
  static std::vector<Position> placements(const Position& p, int dr, int dc);
};

}  // namespace cgt
