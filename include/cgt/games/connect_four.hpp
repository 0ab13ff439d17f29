#pragma once
/// \file
/// Connect-Four on a w x h board (connect-k; the standard game is 7 x 6, k = 4): X moves
/// first; a move drops a stone into a column that is not full, where it falls to the
/// lowest empty cell; k in a row (row, column, diagonal) wins; a full board without one
/// is a tie (Allis 1988 for the rules and the 7 x 6 solution). A SolvableGame for
/// cgt::solve (acyclic; ties).
///
/// Positions are bitboards in Tromp's layout: column c holds bits c(h+1) .. c(h+1)+h-1
/// from the bottom up, with one empty sentinel bit above each column so that shifts
/// never wrap; `mask` has every stone, `mine` those of the player to move.
/// Needs w(h+1) <= 64.

#include <absl/hash/hash.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class ConnectFour {
 public:
  struct Position {
    std::uint64_t mine = 0, mask = 0;
    friend bool operator==(const Position&, const Position&) = default;
    template <class H>
    friend H AbslHashValue(H h, const Position& p) {
      return H::combine(std::move(h), p.mine, p.mask);
    }
  };

  /// Throws cgt::LimitError unless 1 <= w, h, w(h+1) <= 64 and 1 <= k <= max(w, h).
  ConnectFour(int width, int height, int k = 4);

  Position start() const { return {}; }
  std::vector<Position> moves(const Position& p) const;
  /// Lose if the previous player has k in a row; tie if the board is full.
  Primitive primitive(const Position& p) const;

  /// "x.|ox|..": rows from the top, separated by '|'; parse checks gravity and counts.
  /// Throws cgt::ParseError naming the problem.
  Position parse(std::string_view text) const;
  std::string to_string(const Position& p) const;
  /// The moves as text (the column number, 1 = leftmost) with their positions.
  std::vector<std::pair<std::string, Position>> labelled_moves(const Position& p) const;

  /// Symmetry (cgt/solve/solvable_game.hpp, HasSymmetry): the left-right mirror. The
  /// lesser of a position and its mirror image; 1 if they are equal, else 2.
  Position canonical(const Position& p) const;
  /// The left-right mirror image of a position.
  Position mirror(const Position& p) const { return {mirrored(p.mine), mirrored(p.mask)}; }
  std::uint64_t orbit_size(const Position& p) const;
  /// A distinct 64-bit key per position (Tromp's: the stones of the player to move plus
  /// the mask plus the bottom row; w(h+1) <= 64 bits), for databases.
  std::uint64_t key(const Position& p) const;

  int width() const { return w_; }
  int height() const { return h_; }
  int line() const { return k_; }

  /// f(column, position after dropping there), for every column that is not full.
  template <class F>
  void for_each_move(const Position& p, F&& f) const {
    for (int c = 0; c < w_; ++c) {
      if (p.mask & column_top(c)) continue;
      // The stone lands on the lowest empty cell; the opponent's stones are mask ^ mine.
      f(c, Position{p.mine ^ p.mask, p.mask | (p.mask + column_bottom(c))});
    }
  }
  std::uint64_t column_bottom(int c) const { return std::uint64_t{1} << (c * (h_ + 1)); }

 private:
  bool has_line(std::uint64_t stones) const;
  std::uint64_t mirrored(std::uint64_t bits) const;
  std::uint64_t column_top(int c) const { return std::uint64_t{1} << (c * (h_ + 1) + h_ - 1); }

  int w_, h_, k_;
};

}  // namespace cgt
