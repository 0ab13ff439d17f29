#pragma once
/// \file
/// Bicolour Fission (CGSuite 1.x's game.grid.BicolourFission, a two-colour Fission;
/// Fission: CGSuite's game.grid.Fission): `x` Left's stones, `o` Right's, `.` empty,
/// `#` blocked, rows separated by '|'. A move takes a stone of yours whose two
/// neighbours on one line (above and below, or left and right) are both empty, and
/// splits it into two stones of yours on those neighbours, its own cell left empty.
/// Regions of unblocked cells are independent (stones only spread into empty cells next
/// to them; off the board is as blocked), each cropped and reduced by the 8 symmetries.
/// Colours swapped give the negative.
/// Cost: a position's moves take O(cells).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class BicolourFission {
 public:
  using Position = Grid;
  /// Throws cgt::ParseError naming the bad character or row, cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return fissions(p, 'x'); }
  std::vector<Position> right_options(const Position& p) const { return fissions(p, 'o'); }
  /// Regions of unblocked cells are independent (HasComponents).
  std::vector<Position> components(const Position& p) const { return p.components('#'); }
  Position normalize(const Position& p) const { return p.least_image('#'); }
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  static std::vector<Position> fissions(const Position& p, char own);
};

}  // namespace cgt
