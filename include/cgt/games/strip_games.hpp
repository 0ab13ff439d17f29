#pragma once
/// \file
/// Games on a single strip of cells, typed as a string.
///
///  - Hackenbush strings (Winning Ways ch. 1-2): edges from the ground up, `l` blue
///    (Left's), `r` red (Right's), `e` green (either's). Cutting an edge removes it and
///    everything above it.
///  - Toads and Frogs (Winning Ways ch. 1; Erickson 1996): `t` toads (Left) move right,
///    `f` frogs (Right) move left, `.` empty; a piece slides into the adjacent empty cell
///    or jumps one opposing piece into the empty cell beyond.

#include <string>
#include <string_view>
#include <vector>

#include "cgt/core/dyadic.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class HackenbushString {
 public:
  using Position = std::string;
  /// Accepts l/r/e (also L/R/E and CGSuite's b/B for blue, g/G for green).
  /// Throws cgt::ParseError naming the bad character.
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return cuts(p, 'l'); }
  std::vector<Position> right_options(const Position& p) const { return cuts(p, 'r'); }

 private:
  static std::vector<Position> cuts(const Position& p, char own);
};

/// Berlekamp's sign-expansion rule for blue-red strings: the first run of k equal edges
/// counts ±k, each later edge j = 1, 2, ... after the first change of colour ±1/2^j
/// (blue +, red -). Throws cgt::DomainError if the string has a green edge.
Dyadic blue_red_string_value(std::string_view lr);

class ToadsAndFrogs {
 public:
  using Position = std::string;
  /// Accepts t/f/. (also T/F). Throws cgt::ParseError naming the bad character (and
  /// `game`: variants on the same strip name themselves).
  static Position parse(std::string_view text, std::string_view game = "toads_and_frogs");
  std::vector<Position> left_options(const Position& p) const { return moves(p, 't', 'f', +1); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'f', 't', -1); }
  /// The strip reversed with toads and frogs exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const;

 private:
  static std::vector<Position> moves(const Position& p, char own, char other, int step);
};

}  // namespace cgt
