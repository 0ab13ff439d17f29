#pragma once
/// \file
/// The cell policy of retrograde analysis over explicit and hashed stores
/// (retrograde_core.hpp): per position, its value once decided, its remoteness, the
/// count of moves not yet resolved and the least remoteness of a tying move, in
/// atomics — 16 bytes a position. Models ties (Gamesman's values, Garcia et al.):
/// a position none of whose moves wins, with a tying move, is a tie in 1 + the least
/// tying remoteness. After analysis the cells are the labels: value() and remoteness().

#include <atomic>
#include <cstdint>
#include <vector>

#include "cgt/core/solved_value.hpp"

namespace cgt {

namespace detail {
// Per-position state of the parallel rounds.
struct RetroState {
  std::atomic<std::uint8_t> value{kUndecided};  // SolvedValue once decided
  std::atomic<std::uint32_t> unresolved{0};     // moves not yet known to win or tie for the opponent
  std::atomic<std::uint32_t> least_tie{~0u};    // 1 + least remoteness of a tying move
  std::uint32_t remoteness = 0;                 // written by the thread that decides
  static constexpr std::uint8_t kUndecided = 0xFF;

  bool decide(SolvedValue v, std::uint32_t r) {
    std::uint8_t expected = kUndecided;
    if (!value.compare_exchange_strong(expected, static_cast<std::uint8_t>(v), std::memory_order_relaxed)) return false;
    remoteness = r;
    return true;
  }
};
}  // namespace detail

/// Cells with ties, for positions 0..n-1; the labels of every position after analysis.
class RetroCells {
 public:
  static constexpr std::size_t kBytesPerPosition = sizeof(detail::RetroState);
  static constexpr std::uint32_t kMaxRemoteness = ~std::uint32_t{0} - 1;

  explicit RetroCells(std::size_t n) : state_(n) {}

  /// Sets u's counter to its `moves`; a primitive or a position without moves (a loss:
  /// normal play) is decided at remoteness 0. True when u is decided.
  bool seed(std::uint64_t u, Primitive primitive, std::uint32_t moves) {
    state_[u].unresolved.store(moves, std::memory_order_relaxed);
    if (primitive == Primitive::Undecided && moves != 0) return false;
    return state_[u].decide(to_solved_value(primitive).value_or(SolvedValue::Lose), 0);
  }
  void check_seeds() const {}  // every primitive value is modelled

  /// A move of p leads to a position decided as `child`, at remoteness r - 1. True
  /// when this decides p (exactly one push per position returns true).
  bool push(std::uint64_t p, SolvedValue child, std::uint32_t r) {
    detail::RetroState& ps = state_[p];
    if (ps.value.load(std::memory_order_relaxed) != detail::RetroState::kUndecided) return false;
    if (child == SolvedValue::Lose) return ps.decide(SolvedValue::Win, r);
    if (child == SolvedValue::Tie) {
      std::uint32_t least = ps.least_tie.load(std::memory_order_relaxed);
      while (r < least && !ps.least_tie.compare_exchange_weak(least, r, std::memory_order_relaxed)) {
      }
    }
    if (ps.unresolved.fetch_sub(1, std::memory_order_acq_rel) != 1) return false;
    const std::uint32_t tie = ps.least_tie.load(std::memory_order_relaxed);
    return tie != ~0u ? ps.decide(SolvedValue::Tie, tie) : ps.decide(SolvedValue::Lose, r);
  }

  /// Draw while undecided (and for positions never decided: endless play).
  SolvedValue value(std::uint64_t u) const {
    const std::uint8_t v = state_[u].value.load(std::memory_order_relaxed);
    return v == detail::RetroState::kUndecided ? SolvedValue::Draw : static_cast<SolvedValue>(v);
  }
  std::uint32_t remoteness(std::uint64_t u) const { return state_[u].remoteness; }
  std::size_t size() const noexcept { return state_.size(); }

 private:
  std::vector<detail::RetroState> state_;
};

}  // namespace cgt
