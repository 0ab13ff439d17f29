#pragma once
/// \file
/// Amazons (Walter Zamkauskas, 1988; CGSuite's game.grid.Amazons) on small boards:
/// `x` Left's amazons, `o` Right's, `.` empty, `#` burnt; rows separated by '|'. A move
/// slides one of your amazons like a chess queen through empty cells, then from where it
/// lands shoots an arrow, again like a queen (the cell just left is empty), and the
/// arrow's cell is burnt. Regions of unburnt cells that touch only diagonally are still
/// connected (queens move diagonally), so components are 8-connected; regions without
/// amazons are 0 and dropped. Positions are reduced by the board's symmetries.
/// Endgame theory: Berlekamp, "Sums of N x 2 Amazons" (2000); Snatzke (2002).

#include <optional>
#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/one_sided_value.hpp"

namespace cgt {

class Amazons {
 public:
  using Position = Grid;
  /// Throws cgt::ParseError naming the bad character or row.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return moves(p, 'x'); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'o'); }
  /// 8-connected regions of unburnt cells that hold an amazon.
  std::vector<Position> components(const Position& p) const;
  Position normalize(const Position& p) const;
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }
  /// A territory: the player whose amazons are the only ones on the board (HasSoleMover;
  /// nullopt when both players have amazons). With no amazon, nobody moves: Left.
  std::optional<SoleMover> sole_mover(const Position& p) const;
  /// A move burns one empty cell and leaves the others' count unchanged (the amazon
  /// vacates one cell and occupies another): no line is longer than the empty cells.
  int line_bound(const Position& p) const;

 private:
  static std::vector<Position> moves(const Position& p, char own);
};

}  // namespace cgt
