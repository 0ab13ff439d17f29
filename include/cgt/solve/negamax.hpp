#pragma once
/// \file
/// A plain memoised negamax over a SolvableGame (cgt/solve/solvable_game.hpp): the
/// reference the retrograde solvers are checked against. Gamesman's values for the
/// player to move: a terminal position has its primitive value (no moves and
/// undecided: lose) in 0 plies; otherwise win in 1 + the least remoteness of a move to
/// a lost position, else tie in 1 + the least remoteness of a tying move, else lose in
/// 1 + the largest remoteness. No symmetry, no parallelism, no tables beyond one memo.
///
/// For acyclic games only (a cycle throws cgt::DomainError); recursion depth is the
/// length of the longest game, so it is meant for small games (tests, contests).
/// O(positions + moves) time and one map entry per reachable position.

#include <absl/container/flat_hash_map.h>

#include <cstdint>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/solved_value.hpp"
#include "cgt/solve/solvable_game.hpp"

namespace cgt {

struct NegamaxResult {
  SolvedValue value = SolvedValue::Lose;  ///< of the start
  std::uint32_t remoteness = 0;
  std::uint64_t positions = 0;            ///< reachable from the start
  std::uint64_t counts[4] = {0, 0, 0, 0}; ///< positions per SolvedValue
};

template <SolvableGame G>
class Negamax {
 public:
  using P = typename G::Position;
  explicit Negamax(const G& game, std::uint64_t max_positions = 10'000'000) : game_(game), max_(max_positions) {}

  NegamaxResult solve() {
    const Entry start = value(game_.start(), 0);
    NegamaxResult r{start.value, start.remoteness, memo_.size(), {}};
    for (const auto& [p, e] : memo_) ++r.counts[static_cast<int>(e.value)];
    return r;
  }

 private:
  struct Entry {
    SolvedValue value;
    std::uint32_t remoteness;
    bool open;  // on the recursion stack
  };

  Entry value(const P& p, std::uint32_t depth) {
    if (auto it = memo_.find(p); it != memo_.end()) {
      if (it->second.open) throw DomainError("negamax: the game has a cycle");
      return it->second;
    }
    if (memo_.size() >= max_) throw LimitError("negamax: too many positions for the reference search");
    memo_[p] = {SolvedValue::Lose, 0, true};
    Entry e{SolvedValue::Lose, 0, false};
    const Primitive prim = game_.primitive(p);
    if (prim != Primitive::Undecided) {
      e.value = *to_solved_value(prim);
    } else {
      bool win = false, tie = false, any = false;
      std::uint32_t best_win = UINT32_MAX, best_tie = UINT32_MAX, worst_loss = 0;
      for (const P& q : game_.moves(p)) {
        any = true;
        const Entry c = value(q, depth + 1);
        if (c.value == SolvedValue::Lose) {
          win = true;
          best_win = std::min(best_win, c.remoteness + 1);
        } else if (c.value == SolvedValue::Tie) {
          tie = true;
          best_tie = std::min(best_tie, c.remoteness + 1);
        } else {
          worst_loss = std::max(worst_loss, c.remoteness + 1);
        }
      }
      if (win) e = {SolvedValue::Win, best_win, false};
      else if (tie) e = {SolvedValue::Tie, best_tie, false};
      else if (any) e = {SolvedValue::Lose, worst_loss, false};
    }
    memo_[p] = e;
    return e;
  }

  const G& game_;
  std::uint64_t max_;
  absl::flat_hash_map<P, Entry> memo_;
};

}  // namespace cgt
