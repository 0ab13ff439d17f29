#pragma once
/// \file
/// Elephants and Rhinos (CGSuite's game.strip.ElephantsAndRhinos: GenToadsAndFrogs with
/// maxJump 0): Toads and Frogs without jumps. On a strip of `t` elephants (Left's), `f`
/// rhinos (Right's) and `.` empty cells, Left moves an elephant one cell right into an
/// empty cell, Right a rhino one cell left. CGSuite's characters: "tttt..fff".

#include <string>
#include <string_view>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

class ElephantsAndRhinos {
 public:
  using Position = std::string;
  /// Accepts t/f/. (also T/F). Throws cgt::ParseError naming the bad character's column,
  /// cgt::LimitError past 200 cells.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return moves(p, 't', +1); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'f', -1); }
  /// The strip reversed with elephants and rhinos exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const;

 private:
  static std::vector<Position> moves(const Position& p, char own, int step);
};

}  // namespace cgt
