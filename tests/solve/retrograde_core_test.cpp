// The one retrograde core with each cell and frontier policy: on games without ties every
// combination gives the same labels, on any number of threads.
#include "cgt/solve/retrograde_core.hpp"

#include <gtest/gtest.h>

#include <random>

#include "cgt/core/error.hpp"
#include "cgt/solve/dense_cells.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// A random graph (loops, repeated moves and cycles) with some primitive positions.
struct RandomStore {
  std::vector<std::vector<std::uint64_t>> moves, parents;
  std::vector<Primitive> primitives;

  RandomStore(std::mt19937_64& rng, std::uint32_t n) : moves(n), parents(n), primitives(n, Primitive::Undecided) {
    for (std::size_t e = 0, m = rng() % (3 * n); e < m; ++e) {
      const std::uint64_t a = rng() % n, b = rng() % n;
      moves[a].push_back(b);
      parents[b].push_back(a);
    }
    for (auto& p : primitives)
      if (rng() % 8 == 0) p = rng() % 2 ? Primitive::Win : Primitive::Lose;
  }
  std::uint64_t size() const { return moves.size(); }
  Primitive primitive(std::uint64_t u) const { return primitives[u]; }
  std::uint64_t out_degree(std::uint64_t u) const { return moves[u].size(); }
  template <class F>
  void for_each_parent(std::uint64_t v, F&& f) const {
    for (const std::uint64_t p : parents[v]) f(p);
  }
};
static_assert(RetroStore<RandomStore>);

struct Labels {
  std::vector<SolvedValue> value;
  std::vector<std::uint32_t> remoteness;
  bool operator==(const Labels&) const = default;
};

template <class Cells>
Labels labels_of(const Cells& cells, std::uint64_t n) {
  Labels l;
  for (std::uint64_t u = 0; u < n; ++u) {
    l.value.push_back(cells.value(u));
    l.remoteness.push_back(cells.remoteness(u));
  }
  return l;
}

Labels tie_cells_with_lists(const RandomStore& store, RunControl& run) {
  RetroCells cells(store.size());
  ListFrontier frontier(run.threads());
  retrograde_rounds(store, cells, frontier, run, 0);
  return labels_of(cells, store.size());
}

template <class Frontier>
Labels dense_cells_with(const RandomStore& store, Frontier frontier, RunControl& run) {
  std::vector<std::uint16_t> storage(store.size(), 0);
  DenseCells cells(storage);
  retrograde_rounds(store, cells, frontier, run, 0);
  return labels_of(cells, store.size());
}

TEST(RetrogradeCore, EveryPolicyGivesTheSameLabelsWithoutTies) {
  std::mt19937_64 rng(12);
  RunControl one_thread(Limits{.threads = 1}), two_threads(Limits{.threads = 2});
  for (int trial = 0; trial < 100; ++trial) {
    const RandomStore store(rng, 1 + static_cast<std::uint32_t>(rng() % 50));
    const Labels reference = tie_cells_with_lists(store, one_thread);
    EXPECT_EQ(tie_cells_with_lists(store, two_threads), reference) << "trial " << trial;
    EXPECT_EQ(dense_cells_with(store, ListFrontier(2), two_threads), reference) << "trial " << trial;
    EXPECT_EQ(dense_cells_with(store, SweepFrontier(1, 0), one_thread), reference) << "trial " << trial;
    EXPECT_EQ(dense_cells_with(store, SweepFrontier(2, 0), two_threads), reference) << "trial " << trial;
  }
}

TEST(RetrogradeCore, TieCellsLabelTiesAndDenseCellsRefuseThem) {
  // 0 -> 1 (tie), 0 -> 2 -> 3 (lose): 2 wins, so 0 ties in 1 (its least tying move).
  std::mt19937_64 rng(1);
  RandomStore store(rng, 4);
  store.moves = {{1, 2}, {}, {3}, {}};
  store.parents = {{}, {0}, {0}, {2}};
  store.primitives = {Primitive::Undecided, Primitive::Tie, Primitive::Undecided, Primitive::Undecided};
  RunControl run(Limits{.threads = 2});
  const Labels l = tie_cells_with_lists(store, run);
  EXPECT_EQ(l.value, (std::vector<SolvedValue>{SolvedValue::Tie, SolvedValue::Tie, SolvedValue::Win, SolvedValue::Lose}));
  EXPECT_EQ(l.remoteness, (std::vector<std::uint32_t>{1, 0, 1, 0}));
  EXPECT_THROW(dense_cells_with(store, SweepFrontier(2, 0), run), DomainError);
}

}  // namespace
}  // namespace cgt
