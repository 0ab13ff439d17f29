#pragma once
/// \file
/// Quixo on a k x k board (k = 3 or 4; 5 x 5 has 3^25 = 8.5e11 states, past this
/// machine), as a dense game for cgt::solve_dense (rules: shared/literature/solvers.md,
/// as GamesmanOne and Tanaka et al. use them).
///
/// Cells are blank, X or O; X moves first. A move takes a cube of the outer ring that is
/// blank or shows the mover's symbol and pushes it back in, showing the mover's symbol,
/// at the far end of its row or column (any end other than where it was taken), shifting
/// the cubes in between: 2 pushes from a corner, 3 from another border cell. The player
/// to move wins if they have k in a row (row, column, long diagonal), else loses if the
/// opponent has one. Rules are colour-symmetric, so a state is the board seen by the
/// player to move: cells blank / mine / theirs, numbered in base 3 (3^(k·k) states).
///
/// Position strings: rows of '.', 'x', 'o' separated by '|', then the player to move
/// after a space, e.g. "...|.x.|... o". Without it, X moves when the counts of X and O
/// are equal and O otherwise (the usual case; a push can keep counts equal).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/solve/solvable_game.hpp"

namespace cgt {

class Quixo {
 public:
  static constexpr bool kRelativeStates = true;

  /// A board seen by the player to move: bit i of `mine`/`theirs` is cell i (row-major).
  struct Board {
    std::uint32_t mine = 0, theirs = 0;
  };
  /// A push: the cube taken at path[0] re-enters at path[length-1]; the cubes between
  /// move one step back along the path. As masks (so a push is a shift, not a loop):
  /// `line` the path's cells, `end` its last, `step` = path[1] - path[0] (±1 or ±k).
  struct Push {
    std::array<std::uint8_t, 5> path{};
    std::uint8_t length = 0;
    std::uint32_t line = 0, end = 0;
    int step = 0;
  };

  /// Throws cgt::LimitError unless size is 3 or 4.
  explicit Quixo(int size);

  int size() const { return k_; }
  std::uint64_t state_count() const { return state_count_; }
  std::uint64_t start_state() const { return 0; }

  std::uint64_t rank(Board b) const;
  Board unrank(std::uint64_t state) const;

  Primitive primitive(std::uint64_t state) const { return primitive(unrank(state)); }
  Primitive primitive(Board b) const;
  unsigned move_count(std::uint64_t state) const { return move_count(unrank(state)); }
  unsigned move_count(Board b) const;

  const std::vector<Push>& pushes() const { return pushes_; }
  /// True if the player to move may make push p.
  bool legal(Board b, const Push& p) const { return ((b.theirs >> p.path[0]) & 1) == 0; }
  /// The board after push p, seen by the next player to move.
  Board apply(Board b, const Push& p) const;

  template <class F>
  void for_each_child(std::uint64_t state, F&& f) const {
    const Board b = unrank(state);
    for (const Push& p : pushes_)
      if (legal(b, p)) f(rank(apply(b, p)));
  }

  /// Every (board, push) reaching `state`: the pushed cube shows the previous mover's
  /// symbol at the far end; undoing the shift leaves the taken cell blank or theirs.
  template <class F>
  void for_each_parent(std::uint64_t state, F&& f) const {
    for_each_unmove(unrank(state), [&](Board parent, bool) { f(rank(parent)); });
  }

  /// Every un-move of `child` (seen by the player to move): f(parent, taken_blank) once
  /// per (parent, push) reaching it, the parent seen by its mover; `taken_blank` when
  /// the push took a blank cube (the parent has one symbol fewer on the board).
  template <class F>
  void for_each_unmove(Board child, F&& f) const {
    const Board after{child.theirs, child.mine};  // the previous mover's view
    for (const Push& p : pushes_) {
      if ((after.mine & p.end) == 0) continue;
      // Undo the shift: each cube of the path but the last steps forward, path[0] empties.
      const std::uint32_t start = 1u << p.path[0];
      const Board before{unshift(after.mine, p) & ~start, unshift(after.theirs, p) & ~start};
      f(before, true);                                  // the taken cube was blank
      f(Board{before.mine | start, before.theirs}, false);  // or the mover's own
    }
  }

  /// Parses a position string (see the file comment); returns the state and whether X
  /// is to move. Throws cgt::ParseError naming the offending character.
  std::pair<std::uint64_t, bool> parse(std::string_view text) const;
  /// The board as rows of '.', 'x', 'o' joined by '|', for the given player to move.
  std::string to_string(std::uint64_t state, bool x_to_move) const;
  /// The legal moves as text ("a1-a4": the cube taken at column a, row 1 counted from
  /// the top, pushed in at a4) with the state each leads to.
  std::vector<std::pair<std::string, std::uint64_t>> labelled_moves(std::uint64_t state) const;

 private:
  // A set of cells after push p's shift (cells of the path move one step back, the
  // last cell empties), and before it (they move one step forward, path[0] empties).
  static std::uint32_t shift(std::uint32_t cells, const Push& p) {
    const std::uint32_t moved = p.step > 0 ? cells >> p.step : cells << -p.step;
    return (cells & ~p.line) | (moved & p.line & ~p.end);
  }
  static std::uint32_t unshift(std::uint32_t cells, const Push& p) {
    const std::uint32_t start = 1u << p.path[0];
    const std::uint32_t moved = p.step > 0 ? cells << p.step : cells >> -p.step;
    return (cells & ~p.line) | (moved & p.line & ~start);
  }
  bool has_line(std::uint32_t cells) const;

  int k_;
  std::uint64_t state_count_;
  std::vector<Push> pushes_;
  std::vector<std::uint32_t> lines_;
  std::vector<std::uint8_t> move_weight_;  // pushes starting at each cell
};

}  // namespace cgt
