#pragma once
/// \file
/// Teeko (John Scarne, 1937; standard rules as in shared/literature/solvers.md) as a
/// dense game for cgt::solve_dense. A 5 x 5 board; each player has 4 markers; Black
/// moves first. While the player to move has markers left, a move drops one on an empty
/// cell; once all 8 are down, a move slides one of one's markers to an adjacent empty
/// cell (8 directions). Four markers in a straight line of adjacent cells (row, column,
/// diagonal) or on the 4 cells of a 2 x 2 square win. Positions repeat: draws exist.
/// The 4 x 4 board (same rules) is a small variant for tests.
///
/// States are boards seen by the player to move (mine, theirs), grouped in families by
/// marker counts (a, b) with b = a (the first player to move) or b = a + 1: each family
/// is numbered by the combinatorial number system (colex rank of `mine`, then of
/// `theirs` among the cells left), 96,691,476 states on 5 x 5. Un-moves: lift one of the
/// previous mover's markers (undo a drop) or slide it back.
///
/// Position strings: rows of '.', 'b' (Black), 'r' (Red) separated by '|', then the
/// player to move after a space ("b" or "r"); without it, Black moves when the counts
/// are equal and Red otherwise.

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class Teeko {
 public:
  static constexpr bool kRelativeStates = true;
  static constexpr int kMarkers = 4;

  struct Board {
    std::uint32_t mine = 0, theirs = 0;
  };

  /// Throws cgt::LimitError unless size is 4 or 5.
  explicit Teeko(int size = 5);

  int size() const { return n_; }
  std::uint64_t state_count() const { return offset_.back(); }
  std::uint64_t start_state() const { return 0; }

  std::uint64_t rank(Board b) const;
  Board unrank(std::uint64_t state) const;

  Primitive primitive(std::uint64_t state) const { return primitive(unrank(state)); }
  /// Lose if the previous mover has a pattern; win if the player to move has one (only
  /// in boards no game reaches).
  Primitive primitive(Board b) const;
  unsigned move_count(std::uint64_t state) const;

  /// Every move as the board seen by the next player to move.
  template <class F>
  void for_each_move(Board b, F&& f) const {
    const std::uint32_t empty = full_ & ~(b.mine | b.theirs);
    if (std::popcount(b.mine) < kMarkers) {
      for (std::uint32_t e = empty; e != 0; e &= e - 1) f(Board{b.theirs, b.mine | (e & -e)});
      return;
    }
    for (std::uint32_t m = b.mine; m != 0; m &= m - 1) {
      const int from = std::countr_zero(m);
      for (std::uint32_t t = neighbours_[static_cast<std::size_t>(from)] & empty; t != 0; t &= t - 1)
        f(Board{b.theirs, (b.mine & ~(1u << from)) | (t & -t)});
    }
  }

  template <class F>
  void for_each_child(std::uint64_t state, F&& f) const {
    for_each_move(unrank(state), [&](Board c) { f(rank(c)); });
  }

  template <class F>
  void for_each_parent(std::uint64_t state, F&& f) const {
    for_each_unmove(unrank(state), [&](Board parent, bool) { f(rank(parent)); });
  }

  /// Every un-move of `child` (seen by the player to move): f(parent, dropped) once per
  /// move reaching it, the parent seen by its mover; `dropped` when the move was a drop
  /// (the parent has one marker fewer), else a slide.
  template <class F>
  void for_each_unmove(Board child, F&& f) const {
    const std::uint32_t prev = child.theirs, other = child.mine;  // the previous mover's markers
    const int a = std::popcount(prev) - 1, b = std::popcount(other);
    if (a >= 0 && (b == a || b == a + 1))  // undo a drop
      for (std::uint32_t m = prev; m != 0; m &= m - 1) f(Board{prev & ~(m & -m), other}, true);
    if (a + 1 == kMarkers && b == kMarkers) {  // undo a slide
      const std::uint32_t empty = full_ & ~(prev | other);
      for (std::uint32_t m = prev; m != 0; m &= m - 1) {
        const int to = std::countr_zero(m);
        for (std::uint32_t t = neighbours_[static_cast<std::size_t>(to)] & empty; t != 0; t &= t - 1)
          f(Board{(prev & ~(1u << to)) | (t & -t), other}, false);
      }
    }
  }

  /// The states with n markers on the board are [first_state(n), first_state(n + 1)),
  /// n = 0..2·kMarkers (one family each).
  std::uint64_t first_state(int n) const { return offset_.at(static_cast<std::size_t>(n)); }

  /// Parses a position string (see the file comment); returns the state and whether
  /// Black is to move. Throws cgt::ParseError naming what is wrong.
  std::pair<std::uint64_t, bool> parse(std::string_view text) const;
  std::string to_string(std::uint64_t state, bool black_to_move) const;
  /// The legal moves as text ("c3": a drop; "c3-d4": a slide; columns a.., rows from
  /// the top) with the state each leads to.
  std::vector<std::pair<std::string, std::uint64_t>> labelled_moves(std::uint64_t state) const;

 private:
  static std::uint32_t colex_rank(std::uint32_t set);
  std::uint32_t colex_unrank(std::uint32_t rank, int k, int cells) const;
  bool has_pattern(std::uint32_t cells) const;

  int n_;
  std::uint32_t full_;
  std::vector<std::uint32_t> neighbours_, patterns_;
  std::array<std::array<int, kMarkers + 1>, kMarkers + 1> family_{};  // (a, b) -> family or -1
  std::vector<std::uint64_t> offset_;                                 // family -> first state; then the total
  std::vector<std::pair<int, int>> counts_;                           // family -> (a, b)
};

}  // namespace cgt
