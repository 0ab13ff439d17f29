#pragma once
/// \file
/// Generalised Toads and Frogs (CGSuite's game.strip.GenToadsAndFrogs): Left's toads `t`
/// move right, Right's frogs `f` move left on a strip (`.` empty).
///  - slide k cells forward, min_slide <= k <= max_slide, k != 0, every cell passed and
///    the one reached empty; a negative k slides backwards ("backsliding");
///  - jump over 1..max_jump adjacent opposing pieces (also one's own with
///    allow_friendly_jump) onto the empty cell just beyond them.
/// Toads and Frogs is (1, 1, 1, false) (Winning Ways ch. 1), Elephants and Rhinos has
/// max_jump 0, Backsliding Toads and Frogs min_slide -1 (Winning Ways ch. 22; Siegel
/// 2008). With min_slide < 0 the game is loopy (cgt/partisan/loopy/).

#include <string>
#include <string_view>
#include <vector>

namespace cgt {

class GenToadsAndFrogs {
 public:
  using Position = std::string;
  /// Slides and jumps farther than this are refused (the strip holds at most 200 cells).
  static constexpr int kMaxDistance = 200;

  /// Throws cgt::ParseError when min_slide > max_slide or max_jump < 0, cgt::LimitError
  /// for a distance past kMaxDistance.
  GenToadsAndFrogs(int min_slide = 1, int max_slide = 1, int max_jump = 1, bool allow_friendly_jump = false);

  /// Accepts t/f/. (also T/F), at most 200 cells; errors name `game`.
  static Position parse(std::string_view text, std::string_view game = "gen_toads_and_frogs");
  std::vector<Position> left_options(const Position& p) const { return moves(p, 't', 'f', +1); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'f', 't', -1); }
  /// The strip reversed, toads and frogs exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const;
  /// True when no position can recur (no backward slides).
  bool loop_free() const noexcept { return min_slide_ > 0; }

 private:
  std::vector<Position> moves(const Position& p, char own, char other, int step) const;
  int min_slide_, max_slide_, max_jump_;
  bool friendly_;
};

}  // namespace cgt
