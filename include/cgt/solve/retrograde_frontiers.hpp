#pragma once
/// \file
/// The frontier policies of retrograde analysis (retrograde_core.hpp): how a round finds
/// the positions decided in the previous one, and runs over them in parallel (OpenMP).
///  - ListFrontier: the positions as a list, 4 bytes each (explicit and hashed stores);
///    a round costs its own size.
///  - SweepFrontier: no memory; a round sweeps every cell for those decided at
///    remoteness r (dense store: cells without ties, where round r holds exactly the
///    states of remoteness r). A round costs N cell reads.
/// Either way a round's result does not depend on the order of its updates.

#include <cstdint>
#include <vector>

#include "cgt/core/solved_value.hpp"

namespace cgt {

/// The positions decided in the last round, as a list.
class ListFrontier {
 public:
  explicit ListFrontier(int threads) : threads_(threads) {}

  /// Level 0: the positions u < n for which seed(u) is true (one thread, in order).
  template <class Seed>
  std::uint64_t seed(std::uint64_t n, Seed&& seed) {
    for (std::uint64_t u = 0; u < n; ++u)
      if (seed(u)) round_.push_back(static_cast<std::uint32_t>(u));
    return round_.size();
  }
  bool empty() const noexcept { return round_.empty(); }

  /// Calls visit(v, value, remoteness, decide) for every position v of the round;
  /// visit calls decide(p) for each position it decides, which makes the next round.
  /// Returns the size of the next round.
  template <class Cells, class Visit>
  std::uint64_t advance(std::uint32_t /*round*/, const Cells& cells, Visit&& visit) {
    const std::vector<std::uint32_t>& round = round_;
    std::vector<std::uint32_t> next;
#pragma omp parallel num_threads(threads_) if (round.size() > 4096)
    {
      std::vector<std::uint32_t> mine;
      const auto decide = [&mine](std::uint64_t p) { mine.push_back(static_cast<std::uint32_t>(p)); };
#pragma omp for schedule(dynamic, 256) nowait
      for (std::size_t i = 0; i < round.size(); ++i) visit(round[i], cells.value(round[i]), cells.remoteness(round[i]), decide);
#pragma omp critical
      next.insert(next.end(), mine.begin(), mine.end());
    }
    round_.swap(next);
    return round_.size();
  }

 private:
  int threads_;
  std::vector<std::uint32_t> round_;
};

namespace detail {
/// Runs `body(s)` for every s < n in parallel; returns the sum of its results.
template <class Body>
std::uint64_t parallel_sum(std::uint64_t n, int threads, std::uint64_t parallel_from, Body&& body) {
  std::uint64_t total = 0;
#pragma omp parallel for num_threads(threads) schedule(dynamic, 4096) reduction(+ : total) if (n >= parallel_from)
  for (std::uint64_t s = 0; s < n; ++s) total += body(s);
  return total;
}
}  // namespace detail

/// The positions decided in the last round, found by a sweep over the cells: round r
/// selects those with cells.decided_at(s, r) (Win or Lose; Draw: not in the round).
class SweepFrontier {
 public:
  /// Sweeps over fewer than `parallel_from` cells run on one thread.
  SweepFrontier(int threads, std::uint64_t parallel_from) : threads_(threads), parallel_from_(parallel_from) {}

  /// Level 0: the positions u < n for which seed(u) is true (in parallel).
  template <class Seed>
  std::uint64_t seed(std::uint64_t n, Seed&& seed) {
    n_ = n;
    last_ = detail::parallel_sum(n, threads_, parallel_from_, [&](std::uint64_t u) -> std::uint64_t { return seed(u) ? 1 : 0; });
    return last_;
  }
  bool empty() const noexcept { return last_ == 0; }

  /// As ListFrontier::advance, for the round of remoteness r.
  template <class Cells, class Visit>
  std::uint64_t advance(std::uint32_t r, const Cells& cells, Visit&& visit) {
    last_ = detail::parallel_sum(n_, threads_, parallel_from_, [&](std::uint64_t s) -> std::uint64_t {
      const SolvedValue value = cells.decided_at(s, r);
      if (value == SolvedValue::Draw) return 0;
      std::uint64_t newly = 0;
      visit(s, value, r, [&newly](std::uint64_t) { ++newly; });
      return newly;
    });
    return last_;
  }

 private:
  int threads_;
  std::uint64_t parallel_from_;
  std::uint64_t n_ = 0, last_ = 0;
};

}  // namespace cgt
