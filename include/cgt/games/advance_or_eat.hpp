#pragma once
/// \file
/// Advance or Eat (AtCoder ABC229 H): an N x N board of white `W`, black `B` and empty
/// `.` cells, rows top to bottom separated by '|'. Left (white) moves a white piece one
/// cell up into an empty cell, or removes any black piece; Right (black) moves a black
/// piece up, or removes any white piece. Pieces never change column, so the board is
/// the sum of its columns; every column turns out to be a number.

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class AdvanceOrEat {
 public:
  using Position = Grid;
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return moves(p, 'W', 'B'); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'B', 'W'); }
  /// One component per column holding a piece.
  std::vector<Position> components(const Position& p) const;

 private:
  static std::vector<Position> moves(const Position& p, char own, char other);
};

}  // namespace cgt
