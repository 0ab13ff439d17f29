#pragma once
/// \file
/// Backsliding Toads and Frogs (Winning Ways ch. 22 "Backsliding Toads and Frogs";
/// Siegel, CGT VI.1; CGSuite's BackslidingToadsAndFrogs = GenToadsAndFrogs(minSlide => -1)).
///
/// Toads and Frogs (Left's toads `t` move right, Right's frogs `f` move left: a slide into
/// the next empty cell, or a jump over one opposing piece into the empty cell beyond) in
/// which a piece may also slide one cell backwards into an empty cell. Slides back and
/// forth make the game loopy; its values are stoppers or `onside & offside`
/// (cgt/partisan/loopy/component_values.hpp): "ttt..fff" is {on||0|-1/2} & {1/2|0||off}.

#include <string>
#include <string_view>
#include <vector>

namespace cgt {

class BackslidingToadsAndFrogs {
 public:
  using Position = std::string;
  /// Accepts t/f/. (also T/F), at most 200 cells. Throws cgt::ParseError naming the bad
  /// character, cgt::LimitError when longer.
  static Position parse(std::string_view text);
  /// Toads and Frogs' moves, then each backward slide. O(cells) options of O(cells) each.
  std::vector<Position> left_options(const Position& p) const;
  std::vector<Position> right_options(const Position& p) const;
};

}  // namespace cgt
