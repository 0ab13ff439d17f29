#pragma once
/// \file
/// Cram (Martin Gardner's column, 1974; Winning Ways; CGSuite's game.grid.Cram, the
/// impartial variant of Domineering): either player places a domino on two adjacent
/// empty cells, vertically or horizontally. Boards as Domineering's: rows separated by
/// '|', '.' empty, '#' blocked.
/// Impartial, so its values are nimbers; regions of empty cells are independent
/// components, reduced by all 8 symmetries of the rectangle. A 1 × n strip is Dawson's
/// Kayles (octal 0.07) on a heap of n. The misère canonical form of a position
/// (misere_canonical_form, cgt/impartial/misere_search.hpp) is CGSuite's
/// MisereCanonicalForm. Cost: a position's moves take O(cells).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"

namespace cgt {

class Cram {
 public:
  using Position = Grid;

  /// Parses a board. Throws cgt::ParseError naming the bad character or row,
  /// cgt::LimitError past 256 cells.
  static Position parse(std::string_view text);
  /// The empty m-row, n-column rectangle. Throws cgt::LimitError unless 1 <= m, n and
  /// m·n <= 256.
  static Position rectangle(int rows, int cols);

  /// Every domino placement (ImpartialGame).
  std::vector<Position> moves(const Position& p) const;
  std::vector<Position> left_options(const Position& p) const { return moves(p); }
  std::vector<Position> right_options(const Position& p) const { return moves(p); }
  std::vector<Position> components(const Position& p) const { return p.components('#'); }
  Position normalize(const Position& p) const { return p.least_image('#'); }
};

}  // namespace cgt
