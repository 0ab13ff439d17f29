#pragma once
/// \file
/// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005; CGSuite's game.grid.Clobber):
/// `x` Left's stones, `o` Right's, `.` empty; rows separated by '|'. A move puts one
/// of your stones onto an orthogonally adjacent opposing stone, which is removed.
/// Groups of stones are independent; positions are reduced by all 8 symmetries.

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class Clobber {
 public:
  using Position = Grid;
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return clobbers(p, 'x', 'o'); }
  std::vector<Position> right_options(const Position& p) const { return clobbers(p, 'o', 'x'); }
  std::vector<Position> components(const Position& p) const { return p.components('.'); }
  Position normalize(const Position& p) const;
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  static std::vector<Position> clobbers(const Position& p, char own, char other);
};

}  // namespace cgt
