// Checks shared by the dense solver's tests (fast suite and slow suite).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "cgt/solve/dense_solver.hpp"

namespace cgt::test_support {

// The dense game as positions (state, X to move) for the hash-table solver, which knows
// nothing of relative states, un-moves or levels: an independent count.
template <class Game>
struct AsPositions {
  const Game& q;
  using Position = std::pair<std::uint64_t, bool>;
  Position start() const { return {q.start_state(), true}; }
  Primitive primitive(const Position& p) const { return q.primitive(p.first); }
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    q.for_each_child(p.first, [&](std::uint64_t c) { out.emplace_back(c, !p.second); });
    return out;
  }
};

template <DenseGame G>
void expect_unmoves_reverse_moves(const G& q) {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> forward, backward;  // (parent, child), with repeats
  for (std::uint64_t s = 0; s < q.state_count(); ++s) {
    if (q.primitive(s) != Primitive::Undecided) continue;  // terminal: no moves
    unsigned n = 0;
    q.for_each_child(s, [&](std::uint64_t c) { forward.emplace_back(s, c); ++n; });
    EXPECT_EQ(n, q.move_count(s));
  }
  for (std::uint64_t c = 0; c < q.state_count(); ++c)
    q.for_each_parent(c, [&](std::uint64_t p) {
      if (q.primitive(p) == Primitive::Undecided) backward.emplace_back(p, c);
    });
  std::sort(forward.begin(), forward.end());
  std::sort(backward.begin(), backward.end());
  EXPECT_EQ(forward, backward);
}

// Every state's cell must satisfy the definition given its children's cells: a win in r
// has a lose child in r-1 and none sooner; a lose in r has only win children, the
// slowest in r-1; a draw has no lose child and some draw child.
template <DenseGame G>
void expect_fixpoint(const G& g, const DenseTable& t) {
  for (std::uint64_t s = 0; s < g.state_count(); ++s) {
    const Primitive prim = g.primitive(s);
    if (prim != Primitive::Undecided) {
      EXPECT_EQ(t.value(s), prim == Primitive::Win ? SolvedValue::Win : SolvedValue::Lose);
      EXPECT_EQ(t.remoteness(s), 0u);
      continue;
    }
    std::uint32_t fastest_win = ~0u, slowest_lose = 0;
    bool any_draw = false, any_lose_child = false;
    g.for_each_child(s, [&](std::uint64_t c) {
      if (t.value(c) == SolvedValue::Lose) any_lose_child = true, fastest_win = std::min(fastest_win, t.remoteness(c) + 1);
      if (t.value(c) == SolvedValue::Draw) any_draw = true;
      if (t.value(c) == SolvedValue::Win) slowest_lose = std::max(slowest_lose, t.remoteness(c) + 1);
    });
    if (any_lose_child) {
      ASSERT_EQ(t.value(s), SolvedValue::Win) << s;
      EXPECT_EQ(t.remoteness(s), fastest_win) << s;
    } else if (any_draw) {
      EXPECT_EQ(t.value(s), SolvedValue::Draw) << s;
    } else {
      ASSERT_EQ(t.value(s), SolvedValue::Lose) << s;
      EXPECT_EQ(t.remoteness(s), slowest_lose) << s;
    }
  }
}

}  // namespace cgt::test_support
