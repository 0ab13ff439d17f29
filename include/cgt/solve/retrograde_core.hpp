#pragma once
/// \file
/// The retrograde core shared by the explicit-graph and hash-table solvers: positions
/// numbered 0..N-1 with their out-degrees, primitive values and parent lists (a store:
/// an explicit graph, or the positions a hash table discovered). Out-degree counters,
/// decided positions pushed to their parents in rounds of equal remoteness, each round
/// in parallel with atomic updates — so the result is the same on any number of threads:
///  - a lose child makes the parent a win in 1 + its remoteness (rounds follow
///    remoteness, so the first is the least);
///  - when the last move of a position is decided, it is a tie in 1 + the least tying
///    remoteness if a move ties, else a lose in 1 + the remoteness of the child that
///    decided it (the largest);
///  - positions never decided are draws (play can go on forever).
/// O(N + M) updates. Gamesman's convention (Garcia et al.); the dense solver
/// (dense_solver.hpp) runs the same rule on 16-bit cells with level sweeps.

#include <atomic>
#include <cstdint>
#include <vector>

#include "cgt/core/run_control.hpp"
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

/// The labels of every position after retrograde analysis.
class RetrogradeLabels {
 public:
  explicit RetrogradeLabels(std::size_t n) : state_(n) {}
  SolvedValue value(std::size_t u) const {
    const std::uint8_t v = state_[u].value.load(std::memory_order_relaxed);
    return v == detail::RetroState::kUndecided ? SolvedValue::Draw : static_cast<SolvedValue>(v);
  }
  std::uint32_t remoteness(std::size_t u) const { return state_[u].remoteness; }
  std::size_t size() const noexcept { return state_.size(); }
  static constexpr std::size_t kBytesPerPosition = sizeof(detail::RetroState);

 private:
  template <class OutDegree, class PrimitiveOf, class Parents>
  friend RetrogradeLabels retrograde(std::size_t, OutDegree&&, PrimitiveOf&&, Parents&&, RunControl&, std::uint64_t);
  std::vector<detail::RetroState> state_;
};

/// Labels positions 0..n-1. `out_degree(u)` counts u's moves, `primitive(u)` is its
/// terminal value (a position without moves and Undecided is a loss: normal play), and
/// `parents(v)` is a range of the positions with a move to v (with multiplicity).
/// `store_bytes` is the caller's table memory, reported to `run` with the core's own.
/// Threads: run.threads(). Throws cgt::LimitError from run's limits.
template <class OutDegree, class PrimitiveOf, class Parents>
RetrogradeLabels retrograde(std::size_t n, OutDegree&& out_degree, PrimitiveOf&& primitive, Parents&& parents,
                            RunControl& run, std::uint64_t store_bytes) {
  RetrogradeLabels labels(n);
  std::vector<detail::RetroState>& state = labels.state_;
  std::vector<std::uint32_t> round;
  for (std::size_t u = 0; u < n; ++u) {
    const auto moves = static_cast<std::uint32_t>(out_degree(u));
    state[u].unresolved.store(moves, std::memory_order_relaxed);
    const Primitive prim = primitive(u);
    if (prim != Primitive::Undecided || moves == 0) {
      state[u].decide(prim == Primitive::Win ? SolvedValue::Win : prim == Primitive::Tie ? SolvedValue::Tie : SolvedValue::Lose, 0);
      round.push_back(static_cast<std::uint32_t>(u));
    }
  }
  const int threads = run.threads();
  std::uint64_t decided = round.size();
  while (!round.empty()) {
    run.checkpoint("retrograde analysis", decided, n, store_bytes + n * RetrogradeLabels::kBytesPerPosition);
    std::vector<std::uint32_t> next;
#pragma omp parallel num_threads(threads) if (round.size() > 4096)
    {
      std::vector<std::uint32_t> mine;
#pragma omp for schedule(dynamic, 256) nowait
      for (std::size_t i = 0; i < round.size(); ++i) {
        const std::uint32_t v = round[i];
        const auto value = static_cast<SolvedValue>(state[v].value.load(std::memory_order_relaxed));
        const std::uint32_t r = state[v].remoteness + 1;
        for (const auto p : parents(v)) {
          detail::RetroState& ps = state[p];
          if (ps.value.load(std::memory_order_relaxed) != detail::RetroState::kUndecided) continue;
          if (value == SolvedValue::Lose) {
            if (ps.decide(SolvedValue::Win, r)) mine.push_back(static_cast<std::uint32_t>(p));
            continue;
          }
          if (value == SolvedValue::Tie) {
            std::uint32_t least = ps.least_tie.load(std::memory_order_relaxed);
            while (r < least && !ps.least_tie.compare_exchange_weak(least, r, std::memory_order_relaxed)) {
            }
          }
          if (ps.unresolved.fetch_sub(1, std::memory_order_acq_rel) != 1) continue;
          const std::uint32_t tie = ps.least_tie.load(std::memory_order_relaxed);
          const bool decided_now = tie != ~0u ? ps.decide(SolvedValue::Tie, tie) : ps.decide(SolvedValue::Lose, r);
          if (decided_now) mine.push_back(static_cast<std::uint32_t>(p));
        }
      }
#pragma omp critical
      next.insert(next.end(), mine.begin(), mine.end());
    }
    decided += next.size();
    round.swap(next);
  }
  return labels;
}

}  // namespace cgt
