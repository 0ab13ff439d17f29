#pragma once
/// \file
/// Toppling Dominoes (Winning Ways ch. 7; Fink, Nowakowski, Siegel and Wolfe, "Toppling
/// Conjectures", 2011; CGSuite's game.strip.TopplingDominoes): a row of dominoes, `l`
/// blue (Left's), `r` red (Right's), `e` green (either's). A player topples one of his
/// own or a green domino to the left or to the right; it knocks over every domino on
/// that side of it in its row. An empty cell `.` separates rows: a falling domino stops
/// there. CGSuite 1.x's charmap `x` (blue), `o` (red), `e`, `.` is read too.

#include <string>
#include <string_view>
#include <vector>

namespace cgt {

class TopplingDominoes {
 public:
  /// Rows of dominoes separated by single dots, no dot at either end.
  using Position = std::string;
  /// Accepts l/r/e and x/o (CGSuite 1.x) in either case, and '.' for a gap. Throws
  /// cgt::ParseError naming the bad character and its column.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return topples(p, 'l'); }
  std::vector<Position> right_options(const Position& p) const { return topples(p, 'r'); }
  /// The rows, each a disjunctive component (HasComponents).
  std::vector<Position> components(const Position& p) const;
  /// Colours exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const;

 private:
  static std::vector<Position> topples(const Position& p, char own);
};

}  // namespace cgt
