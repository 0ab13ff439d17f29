#pragma once
/// \file
/// Konane (Hawaiian checkers; Ernst, "Playing Konane mathematically", 1995; CGSuite's
/// game.grid.Konane): `x` Left's stones, `o` Right's, `.` empty, rows separated by '|'
/// (CGSuite 2's charmap). A move jumps one of your stones orthogonally over an adjacent
/// opposing stone into the empty cell beyond, removing the stone jumped; it may go on
/// jumping in the same direction, and stopping after each jump is a different move.
/// No independent parts: a jump can land a stone next to any group, and the empty
/// border matters, so positions are reduced only by the 8 symmetries (not cropped).
/// Colours swapped give the negative. Cost: a position's moves take O(cells × length
/// of the longest jump).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class Konane {
 public:
  using Position = Grid;
  /// Throws cgt::ParseError naming the bad character or row, cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return jumps(p, 'x', 'o'); }
  std::vector<Position> right_options(const Position& p) const { return jumps(p, 'o', 'x'); }
  Position normalize(const Position& p) const { return p.least_image(); }
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  static std::vector<Position> jumps(const Position& p, char own, char other);
};

}  // namespace cgt
