// Ranks for the tests of solves shared among processes (cgt/solve/ranks.hpp).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <barrier>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

#include "cgt/solve/ranks.hpp"

namespace cgt::test_support {

// Ranks simulated by threads of one process (the command line's are Open MPI's): each
// collective posts this rank's vector, waits for all, reads the others', waits again.
class ThreadRanks final : public Ranks {
 public:
  struct Shared {
    explicit Shared(int k) : sync(k), words(k), cells(k), values(k), lists(k), parts(k), flags(k) {}
    std::barrier<> sync;
    std::vector<std::vector<std::uint64_t>*> words;
    std::vector<std::vector<std::uint16_t>*> cells;
    std::vector<std::vector<std::uint64_t>*> values;
    std::vector<const std::vector<std::vector<std::uint64_t>>*> lists;
    std::vector<const std::vector<std::uint16_t>*> parts;
    std::vector<char> flags;
  };
  ThreadRanks(Shared& shared, int rank) : shared_(shared), rank_(rank) {}
  int rank() const noexcept override { return rank_; }
  int size() const noexcept override { return static_cast<int>(shared_.flags.size()); }
  void or_words(std::vector<std::uint64_t>& words) override { combine(shared_.words, words, std::bit_or<>()); }
  void sum(std::vector<std::uint64_t>& values) override { combine(shared_.values, values, std::plus<>()); }
  void share_cells(std::vector<std::uint16_t>& cells, const std::vector<std::uint64_t>& bounds) override {
    shared_.cells[rank_] = &cells;
    shared_.sync.arrive_and_wait();
    for (int r = 0; r < size(); ++r)
      if (r != rank_) std::copy(shared_.cells[r]->begin() + bounds[r], shared_.cells[r]->begin() + bounds[r + 1], cells.begin() + bounds[r]);
    shared_.sync.arrive_and_wait();
  }
  std::vector<std::vector<std::uint64_t>> exchange(const std::vector<std::vector<std::uint64_t>>& to) override {
    shared_.lists[rank_] = &to;
    shared_.sync.arrive_and_wait();
    std::vector<std::vector<std::uint64_t>> from(size());
    for (int r = 0; r < size(); ++r) from[r] = (*shared_.lists[r])[rank_];
    shared_.sync.arrive_and_wait();
    return from;
  }
  std::vector<std::uint16_t> gather_cells(const std::vector<std::uint16_t>& part, const std::vector<std::uint64_t>& bounds) override {
    shared_.parts[rank_] = &part;
    shared_.sync.arrive_and_wait();
    std::vector<std::uint16_t> whole;
    if (rank_ == 0)
      for (int r = 0; r < size(); ++r) {
        EXPECT_EQ(shared_.parts[r]->size(), bounds[r + 1] - bounds[r]);
        whole.insert(whole.end(), shared_.parts[r]->begin(), shared_.parts[r]->end());
      }
    shared_.sync.arrive_and_wait();
    return whole;
  }
  bool any(bool flag) override {
    shared_.flags[rank_] = flag;
    shared_.sync.arrive_and_wait();
    const bool result = std::count(shared_.flags.begin(), shared_.flags.end(), 1) > 0;
    shared_.sync.arrive_and_wait();
    return result;
  }

 private:
  template <class Op>
  void combine(std::vector<std::vector<std::uint64_t>*>& posted, std::vector<std::uint64_t>& mine, Op op) {
    posted[rank_] = &mine;
    shared_.sync.arrive_and_wait();
    std::vector<std::uint64_t> out(mine.size(), 0);
    for (int r = 0; r < size(); ++r)
      for (std::size_t i = 0; i < out.size(); ++i) out[i] = r == 0 ? (*posted[r])[i] : op(out[i], (*posted[r])[i]);
    shared_.sync.arrive_and_wait();  // every rank has read every vector: now each may change its own
    mine = std::move(out);
  }
  Shared& shared_;
  int rank_;
};

/// Runs body(ranks) on k threads, each with its ThreadRanks of one shared group.
template <class Body>
void run_thread_ranks(int k, Body&& body) {
  ThreadRanks::Shared shared(k);
  std::vector<std::thread> threads;
  for (int r = 0; r < k; ++r)
    threads.emplace_back([&, r] {
      ThreadRanks ranks(shared, r);
      body(ranks);
    });
  for (std::thread& t : threads) t.join();
}

}  // namespace cgt::test_support
