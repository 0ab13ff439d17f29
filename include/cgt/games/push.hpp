#pragma once
/// \file
/// Push (CGSuite 1.x's game.strip.Push): a strip of `x` (Left's) and `o` (Right's) pieces
/// and `.` empty cells. A player pushes one of his pieces one cell to the left, and with
/// it the unbroken run of pieces (of either colour) right before it; a piece pushed off the
/// left end leaves the game. CGSuite 1.x's characters: "xo.xo.xo.xo".

#include <string>
#include <string_view>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

class Push {
 public:
  using Position = std::string;
  /// Accepts x/o/. (also X/O). Throws cgt::ParseError naming the bad character's column,
  /// cgt::LimitError past 200 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return moves(p, 'x'); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'o'); }
  /// Empty cells at the right end never matter (pieces only move left): dropped.
  Position normalize(const Position& p) const;
  /// The colours exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const;

 private:
  std::vector<Position> moves(const Position& p, char own) const;
};

}  // namespace cgt
