#pragma once
/// \file
/// Cross Purposes (M. Albert's ruleset in CGSuite 1.x, game.grid.CrossPurposes): `x`
/// stones (towers of height two, nobody's own), `.` empty, `#` blocked, rows separated
/// by '|'. Left topples a stone vertically, up or down, Right horizontally, left or
/// right, onto the two empty cells next to it on that side: they become blocked and
/// the stone's cell empty. Regions of unblocked cells are independent (off the board
/// is as blocked); positions are cropped and reduced by the reflections that keep the
/// players' directions; the transposed board is the negative. Cost: a position's moves
/// take O(cells).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class CrossPurposes {
 public:
  using Position = Grid;
  /// Throws cgt::ParseError naming the bad character or row, cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return topples(p, 1, 0); }
  std::vector<Position> right_options(const Position& p) const { return topples(p, 0, 1); }
  std::vector<Position> components(const Position& p) const { return p.components('#'); }
  Position normalize(const Position& p) const;
  /// The transposed board: the players' directions exchanged, the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.transposed(); }

 private:
  static std::vector<Position> topples(const Position& p, int dr, int dc);
};

}  // namespace cgt
