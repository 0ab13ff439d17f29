#pragma once
/// \file
/// Rook Race (M. Albert's ruleset in CGSuite 1.x, game.grid.RookRace): `x` Left's
/// rooks, `o` Right's, `.` empty, `#` blocked, rows separated by '|'. A move takes a
/// rook of yours at least one cell along a row or column through empty cells, as far as
/// it goes (until the edge, a rook or a blocked cell) or, with short moves, stopping
/// anywhere on the way; the cells it left, its start included, become blocked. No
/// captures. Regions of unblocked cells are independent (off the board is as blocked),
/// each cropped and reduced by the 8 symmetries; colours swapped give the negative.
/// Cost: a position's moves take O(cells × (rows + columns)).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class RookRace {
 public:
  using Position = Grid;
  explicit RookRace(bool short_moves = false) : short_moves_(short_moves) {}
  /// Throws cgt::ParseError naming the bad character or row, cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  bool short_moves() const { return short_moves_; }

  std::vector<Position> left_options(const Position& p) const { return runs(p, 'x'); }
  std::vector<Position> right_options(const Position& p) const { return runs(p, 'o'); }
  std::vector<Position> components(const Position& p) const { return p.components('#'); }
  Position normalize(const Position& p) const { return p.least_image('#'); }
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  std::vector<Position> runs(const Position& p, char own) const;
  bool short_moves_;
};

}  // namespace cgt
