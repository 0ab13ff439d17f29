#pragma once
/// \file
/// The (m,n,k)-game: an m x n board, X moves first, players alternately fill an empty
/// cell; k of one's own in a row (row, column or diagonal) wins; a full board without
/// one is a tie. Tic-tac-toe is (3,3,3). Positions are the board as a string of
/// '.', 'x', 'o' (row-major); the player to move follows from the counts.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class MnkGame {
 public:
  using Position = std::string;
  /// Throws cgt::LimitError unless 1 <= m, n and m·n <= 30, 1 <= k <= max(m, n).
  MnkGame(int m, int n, int k);

  Position start() const { return Position(static_cast<std::size_t>(m_ * n_), '.'); }
  std::vector<Position> moves(const Position& p) const;
  /// Lose for the player to move if the previous player has k in a row; tie if full.
  Primitive primitive(const Position& p) const;

  /// "x..|.o.|..." (rows separated by '|'); checks the counts (X moves first). Throws
  /// cgt::ParseError naming the problem.
  Position parse(std::string_view text) const;
  std::string to_string(const Position& p) const;
  /// The moves as text ("b2": column b, row 2 from the top) with their positions.
  std::vector<std::pair<std::string, Position>> labelled_moves(const Position& p) const;

  /// Symmetry (cgt/solve/solvable_game.hpp, HasSymmetry): the board's images under the
  /// rectangle's symmetries (8 on a square board, 4 otherwise); the least one, and how
  /// many are distinct. Tic-tac-toe has 765 classes of its 5,478 positions.
  Position canonical(const Position& p) const;
  std::uint64_t orbit_size(const Position& p) const;
  /// A distinct 64-bit key per board (base 3; at most 30 cells), for databases.
  std::uint64_t key(const Position& p) const;

 private:
  std::vector<Position> images(const Position& p) const;
  bool has_line(const Position& p, char who) const;
  int m_, n_, k_;
};

}  // namespace cgt
