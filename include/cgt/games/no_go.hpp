#pragma once
/// \file
/// NoGo (Go with capturing and suicide both forbidden; CGSuite's game.grid.NoGo, after
/// M. Albert's CGSuite 1.x ruleset; Chou, Teytaud and Yen, "Revisiting Monte-Carlo
/// tree search on a normal form game: NoGo", 2011): `x` Left's (black) stones, `o`
/// Right's (white), `.` empty, rows separated by '|'. A move places a stone of yours on
/// an empty cell, unless afterwards some group of stones (orthogonally connected, one
/// colour) would have no liberty (no empty cell next to it): only the new stone's group
/// and the opposing groups next to it can lose their last liberty, so only those are
/// checked. No independent parts (liberties are shared) and the empty border matters:
/// positions are reduced only by the 8 symmetries, not cropped. Colours swapped give the
/// negative. Cost: a position's moves take O(cells²) (a flood fill per candidate).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class NoGo {
 public:
  using Position = Grid;
  /// Throws cgt::ParseError naming the bad character or row, cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return placements(p, 'x', 'o'); }
  std::vector<Position> right_options(const Position& p) const { return placements(p, 'o', 'x'); }
  Position normalize(const Position& p) const { return p.least_image(); }
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

  /// True when the group of the stone at (r, c) has an empty cell next to it.
  static bool has_liberty(const Position& p, int r, int c);

 private:
  static std::vector<Position> placements(const Position& p, char own, char other);
};

}  // namespace cgt
