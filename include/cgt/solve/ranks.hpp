#pragma once
/// \file
/// The processes that share one tiered solve (cgt/solve/tiered_solver.hpp), as Open MPI
/// ranks do under `mpirun -np K cgt solve …` (GamesmanOne splits its tiers the same way).
/// Each rank expands and solves a contiguous share of every tier's slots, and the
/// results (values, counts, tier files) equal the one-process solve's bit for bit.
///
/// The library does not link MPI: the command line implements Ranks over MPI
/// (tools/cgt/mpi_ranks.cpp) and passes it down; a library caller with its own
/// communicator can do the same. Every method is a collective operation: all ranks call
/// it, in the same order, with arguments of the same shape.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cgt {

class Ranks {
 public:
  virtual ~Ranks() = default;
  /// This process's rank, 0 ≤ rank() < size().
  virtual int rank() const noexcept = 0;
  /// The number of ranks sharing the solve (1: this process alone).
  virtual int size() const noexcept = 0;
  /// ORs every rank's `words` into each rank's copy (same length on every rank): the
  /// slots each rank found reachable.
  virtual void or_words(std::vector<std::uint64_t>& words) = 0;
  /// Rank r has filled `cells[bounds[r], bounds[r+1])` (bounds has size()+1 entries);
  /// afterwards every rank holds every rank's part.
  virtual void share_cells(std::vector<std::uint16_t>& cells, const std::vector<std::uint64_t>& bounds) = 0;
  /// Elementwise sums over the ranks, into each rank's copy.
  virtual void sum(std::vector<std::uint64_t>& values) = 0;
  /// Whether any rank passed true (every rank gets the same answer).
  virtual bool any(bool flag) = 0;
  /// All-to-all: `to[r]` is what this rank sends rank r (size() lists); returns what
  /// each rank sent this one, `from[r]` from rank r (its own list included).
  virtual std::vector<std::vector<std::uint64_t>> exchange(const std::vector<std::vector<std::uint64_t>>& to) = 0;
  /// Rank r passes its part of a tier, cells [bounds[r], bounds[r+1]); rank 0 gets the
  /// whole tier (bounds.back() cells), the others an empty vector.
  virtual std::vector<std::uint16_t> gather_cells(const std::vector<std::uint16_t>& part,
                                                  const std::vector<std::uint64_t>& bounds) = 0;
};

/// One process alone: every exchange is a no-op. Shared and stateless.
Ranks& one_rank();

/// The first of `n` items that rank `r` of `ranks` takes: items split into contiguous
/// shares that differ in size by at most one (share_begin(n, ranks, ranks) = n). O(1).
inline std::uint64_t share_begin(std::uint64_t n, int r, int ranks) {
  const auto k = static_cast<std::uint64_t>(ranks), i = static_cast<std::uint64_t>(r);
  return n / k * i + std::min(i, n % k);
}

}  // namespace cgt
