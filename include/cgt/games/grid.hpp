#pragma once
/// \file
/// Rectangular boards as users type them: rows top to bottom separated by '|'
/// ("..#|...").  Shared by the grid games (Domineering, Clobber, ...).

#include <cstdint>
#include <random>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cgt {

/// A square board of two players' pieces as bit masks (bit i = cell i, row-major) and
/// the player to move if the text names it after a space: "x..|.o.|... o".
struct TwoPlayerBoard {
  std::uint32_t first = 0, second = 0;   // the pieces of the first player and of the second
  std::optional<bool> first_to_move;      // absent when the text does not say
};

/// Parses such a board of size x size cells (size <= 5) drawn with `pieces` = {first's
/// character, second's character} and '.'. Throws cgt::ParseError naming what is wrong.
TwoPlayerBoard parse_two_player_board(std::string_view text, int size, const char (&pieces)[3], std::string_view game);
/// The board as rows joined by '|'.
std::string two_player_board_text(std::uint32_t first, std::uint32_t second, int size, const char (&pieces)[3]);
/// The board with its player to move, which the text names (" o") only when it is not
/// the one implied by equal or unequal piece counts, so that the text parses back to the
/// same position and the player to move.
std::string two_player_board_text(std::uint32_t first, std::uint32_t second, int size, const char (&pieces)[3],
                                  bool first_to_move);

/// A step from a cell to another: rows down, columns right.
struct Step {
  int dr = 0, dc = 0;
};
/// The steps of a chess rook (orthogonal), of a bishop (diagonal), of a king or queen
/// (all eight: CGSuite's Coordinates.Compass) and of a knight (CGSuite's
/// Coordinates.KnightsMove).
inline constexpr Step kOrthogonalSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr Step kDiagonalSteps[] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr Step kAllSteps[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr Step kKnightSteps[] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

struct Grid {
  int rows = 0, cols = 0;
  std::string cells;  // row-major, rows * cols characters

  char at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  char& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
  bool inside(int r, int c) const { return r >= 0 && r < rows && c >= 0 && c < cols; }

  /// "..#|..." -> grid. `allowed` lists the cell characters; throws cgt::ParseError
  /// naming the character and its column, or rows of unequal length.
  static Grid parse(std::string_view text, std::string_view allowed, std::string_view game);
  /// The same text form.
  std::string to_string() const;

  /// The smallest grid holding every cell not equal to `blank` (empty grid if none).
  Grid cropped(char blank) const;
  Grid transposed() const;
  Grid flipped_rows() const;  // upside down
  Grid flipped_cols() const;  // mirror
  /// The least of the grid and its three flips (row order, column order, both): a key
  /// for games whose moves are not symmetric under transposition (Domineering).
  Grid least_reflection() const;
  /// Cropped to the cells not equal to `blank`, then the least of its 8 images under the
  /// rectangle's symmetries (transposition and flips): one key per symmetry class.
  Grid least_image(char blank) const;
  /// The least of the 8 images, not cropped (for games whose empty border matters).
  Grid least_image() const;
  /// The same grid with the characters a and b exchanged (the players' pieces swapped).
  Grid swapped(char a, char b) const;

  /// Cells not equal to `blank` in orthogonally connected groups (also diagonally when
  /// `diagonal`), each as its own grid (cropped, other cells blanked).
  std::vector<Grid> components(char blank, bool diagonal = false) const;
  /// The same, cells connected by the given steps (each step's opposite among them).
  std::vector<Grid> components(char blank, std::span<const Step> steps) const;
  template <std::size_t N>  // an array of steps (it would otherwise convert to bool)
  std::vector<Grid> components(char blank, const Step (&steps)[N]) const {
    return components(blank, std::span<const Step>(steps));
  }

  friend bool operator==(const Grid&, const Grid&) = default;
  template <class H>
  friend H AbslHashValue(H h, const Grid& g) {
    return H::combine(std::move(h), g.rows, g.cols, g.cells);
  }
};

/// A random board of 1..max_rows rows and 1..max_cols columns in the text form
/// ("x.o|..#"), each cell drawn uniformly from `cells` (for tests and the laws test).
inline std::string random_grid_text(std::mt19937_64& rng, std::string_view cells, int max_rows, int max_cols) {
  const int rows = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_rows));
  const int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

}  // namespace cgt
