#pragma once
/// \file
/// Fox and Geese and its generalisations as CGSuite plays them (Winning Ways ch. 20
/// "Fox and Geese"; CGSuite's game.grid.GenFoxAndGeese, FoxAndGeese and
/// CeyloneseFoxAndGeese; rules in docs/notes/fox_and_geese.md).
///
/// Squares are 1-based (row, col) with row 1 at the bottom; only squares with row + col
/// even are used, 1 <= col <= board width, row >= 1 (the board has no top). Left plays
/// the geese: one goose steps diagonally down onto an empty square. Right plays the fox:
/// it slides 1..fox_range squares along one diagonal (up or down) over empty squares, no
/// jumps, no captures. A player who cannot move loses. Escape rule (CGSuite's
/// decomposition): once the fox is level with or above the highest goose, or one row
/// below it with an upward diagonal square free, the geese can never stop it and the
/// position is `off`. The game is loopy (the fox moves back and forth); its values are
/// stoppers or onside & offside (cgt/partisan/loopy/component_values.hpp).

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace cgt {

class FoxAndGeese {
 public:
  using Square = std::pair<int, int>;  ///< (row, col), 1-based, row 1 at the bottom
  struct Position {
    std::vector<Square> geese;  ///< sorted; empty and fox (0, 0): the escaped position (off)
    Square fox{0, 0};
    bool escaped() const { return fox.first == 0; }
    bool operator==(const Position&) const = default;
    template <class H>
    friend H AbslHashValue(H h, const Position& p) {
      return H::combine(std::move(h), p.geese, p.fox);
    }
  };

  /// Largest board width and highest row accepted (the position graph grows as
  /// squares^geese, so these are far past what can be valued anyway).
  static constexpr int kMaxWidth = 64, kMaxRow = 64;

  /// Throws cgt::ParseError "`foxRange` must be >= 1" (CGSuite's message) for fox_range < 1;
  /// cgt::LimitError for a width outside 1..kMaxWidth.
  FoxAndGeese(int board_width = 8, int fox_range = 1);

  /// The position with these geese (repeats ignored) and this fox, the escape rule
  /// applied. Throws cgt::ParseError with CGSuite's message naming `geese` or `fox` when a
  /// square is not a playable one, or naming the square the fox shares with a goose;
  /// cgt::LimitError for a row above kMaxRow.
  Position position(const std::vector<std::pair<std::int64_t, std::int64_t>>& geese,
                    std::pair<std::int64_t, std::int64_t> fox) const;

  /// Goose moves (each goose, down-left then down-right). O(geese).
  std::vector<Position> left_options(const Position& p) const;
  /// Fox moves (four diagonals, 1..fox_range each); the escaped position moves to itself.
  std::vector<Position> right_options(const Position& p) const;

  int board_width() const noexcept { return width_; }
  int fox_range() const noexcept { return range_; }

 private:
  bool on_board(int row, int col) const { return row >= 1 && col >= 1 && col <= width_; }
  bool has_goose(const Position& p, Square s) const;
  Position settle(Position p) const;  // sorts the geese and applies the escape rule
  int width_, range_;
};

}  // namespace cgt
