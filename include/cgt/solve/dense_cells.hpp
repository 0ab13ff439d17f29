#pragma once
/// \file
/// The cell policy of retrograde analysis over a dense store (retrograde_core.hpp): one
/// 16-bit cell per state (layout: dense_table.hpp), the move counter while undecided,
/// then the value and remoteness; updated by compare-and-swap. 2 bytes a state. No
/// ties: a tie primitive is an error (check_seeds), so a state is decided in the round
/// equal to its remoteness, and the sweep frontier finds each round's states by value.

#include <atomic>
#include <cstdint>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/solved_value.hpp"
#include "cgt/solve/dense_table.hpp"

namespace cgt {

/// Cells over a DenseTable's storage (which must outlive them and not be resized).
class DenseCells {
 public:
  static constexpr std::size_t kBytesPerPosition = sizeof(std::uint16_t);
  static constexpr std::uint32_t kMaxRemoteness = dense_cell::kMaxRemoteness;

  explicit DenseCells(std::vector<std::uint16_t>& cells) : cells_(cells.data()) {}

  /// Sets s's counter to its `moves`; a primitive or a state without moves (a loss:
  /// normal play) is decided at remoteness 0. True when s is decided. Bad states are
  /// flagged for check_seeds (exceptions must not leave the OpenMP region seeding).
  bool seed(std::uint64_t s, Primitive primitive, std::uint32_t moves) {
    switch (primitive) {
      case Primitive::Win: cells_[s] = dense_cell::kWin; return true;
      case Primitive::Lose: cells_[s] = dense_cell::kLose; return true;
      case Primitive::Tie: tie_.store(true, std::memory_order_relaxed); return false;
      case Primitive::Undecided: break;
    }
    if (moves > dense_cell::kPayload) too_many_moves_.store(true, std::memory_order_relaxed);
    cells_[s] = moves == 0 ? dense_cell::kLose : static_cast<std::uint16_t>(moves);
    return moves == 0;
  }
  /// Throws for what seeding flagged: a tie primitive, or a counter that does not fit.
  void check_seeds() const {
    if (tie_.load()) throw DomainError("the dense solver does not model ties (a primitive position is a tie)");
    if (too_many_moves_.load()) throw LimitError("a state has more than 16,383 moves");
  }

  /// A move of p leads to a state decided as `child` (Win or Lose) at remoteness r - 1.
  /// True when this decides p: a lose child makes a win in r, the last win child a
  /// lose in r.
  bool push(std::uint64_t p, SolvedValue child, std::uint32_t r) {
    std::atomic_ref<std::uint16_t> a(cells_[p]);
    std::uint16_t old = a.load(std::memory_order_relaxed);
    for (;;) {
      if (dense_cell::decided(old)) return false;
      std::uint16_t next;
      if (child == SolvedValue::Lose) next = dense_cell::kWin | static_cast<std::uint16_t>(r);
      else if (old == 1) next = dense_cell::kLose | static_cast<std::uint16_t>(r);
      else next = old - 1;
      if (a.compare_exchange_weak(old, next, std::memory_order_relaxed)) return dense_cell::decided(next);
    }
  }

  /// Win or Lose when s is decided at remoteness r, else Draw (not in round r).
  SolvedValue decided_at(std::uint64_t s, std::uint32_t r) const {
    const std::uint16_t cell = load(s);
    if (cell == static_cast<std::uint16_t>(dense_cell::kWin | r)) return SolvedValue::Win;
    if (cell == static_cast<std::uint16_t>(dense_cell::kLose | r)) return SolvedValue::Lose;
    return SolvedValue::Draw;
  }
  SolvedValue value(std::uint64_t s) const { return dense_cell::value(load(s)); }
  std::uint32_t remoteness(std::uint64_t s) const { return dense_cell::remoteness(load(s)); }

 private:
  std::uint16_t load(std::uint64_t s) const {
    return std::atomic_ref<std::uint16_t>(cells_[s]).load(std::memory_order_relaxed);
  }

  std::uint16_t* cells_;
  std::atomic<bool> tie_{false}, too_many_moves_{false};
};

}  // namespace cgt
