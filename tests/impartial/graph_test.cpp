#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/core/game_graph.hpp"
#include "cgt/impartial/graph_grundy.hpp"
#include "cgt/impartial/token_sum.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using Vertex = GameGraph::Vertex;
using Edges = std::vector<std::pair<Vertex, Vertex>>;

// Subtraction game {1,2,3} as an explicit graph: G(i) = i mod 4.
GameGraph subtraction_graph(std::size_t n) {
  Edges edges;
  for (Vertex i = 0; i < n; ++i)
    for (Vertex d = 1; d <= 3 && d <= i; ++d) edges.emplace_back(i, i - d);
  return GameGraph(n, edges);
}

TEST(GraphGrundy, AcyclicValuesAreIterative) {
  const std::size_t n = 200'000;  // deep: a recursive search would overflow the stack
  const auto values = acyclic_grundy_values(subtraction_graph(n));
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(values[i], i % 4);
  EXPECT_EQ(generalized_grundy_values(subtraction_graph(2000)), acyclic_grundy_values(subtraction_graph(2000)));
}

TEST(GraphGrundy, CycleIsAnErrorForTheAcyclicMethod) {
  const Edges cycle{{0, 1}, {1, 0}};
  EXPECT_THROW(acyclic_grundy_values(GameGraph(2, cycle)), DomainError);
  bool loopy = false;
  const auto v = grundy_values(GameGraph(2, cycle), &loopy);
  EXPECT_TRUE(loopy);
  EXPECT_EQ(v[0], kInfiniteGrundy);
}

TEST(GraphGrundy, SmallLoopyExamples) {
  // 0 <-> 1, and 1 -> 2 (a sink). Vertex 1 can move to value 0, so 1 is not 0;
  // vertex 0's only move is to 1. By Smith: γ(2) = 0, γ(1) = 1 (its ∞-free followers...).
  // Checked against the definition (γ(u) = m iff u + *m is P) by the random test below.
  const Edges e{{0, 1}, {1, 0}, {1, 2}};
  const auto v = generalized_grundy_values(GameGraph(3, e));
  EXPECT_EQ(v[2], 0u);
  EXPECT_EQ(v[1], 1u);
  EXPECT_EQ(v[0], 0u);  // 0's only move is to a vertex of value 1, which can return to 0
  // A self-loop with nothing else: a draw, ∞ with K empty.
  const Edges loop{{0, 0}};
  EXPECT_EQ(generalized_grundy_values(GameGraph(1, loop))[0], kInfiniteGrundy);
  // ∞ vertex with an exit to value 0: ∞(0).
  const Edges exit{{0, 0}, {0, 1}};
  const GameGraph g(2, exit);
  const auto w = generalized_grundy_values(g);
  EXPECT_EQ(w[0], kInfiniteGrundy);
  EXPECT_EQ(infinity_set(g, w, 0), (std::vector<std::uint32_t>{0}));
}

GameGraph random_graph(std::mt19937& rng, std::size_t n, double p) {
  Edges edges;
  std::bernoulli_distribution coin(p);
  for (Vertex u = 0; u < n; ++u)
    for (Vertex v = 0; v < n; ++v)
      if (coin(rng)) edges.emplace_back(u, v);
  return GameGraph(n, edges);
}

// The product of k token graphs (a sum of k tokens on g), optionally with a Nim heap of
// size up to `heap`: state = (positions..., heap). Retrograde analysis of it is the truth.
struct Product {
  GameGraph graph;
  std::size_t n, tokens, heap_states;
  std::size_t index(const std::vector<Vertex>& pos, std::size_t heap) const {
    std::size_t i = heap;
    for (Vertex p : pos) i = i * n + p;
    return i;
  }
};

Product product(const GameGraph& g, std::size_t tokens, std::size_t heap_max) {
  const std::size_t n = g.size();
  std::size_t states = heap_max + 1;
  for (std::size_t t = 0; t < tokens; ++t) states *= n;
  Product prod{GameGraph(), n, tokens, heap_max + 1};
  Edges edges;
  std::vector<Vertex> pos(tokens);
  for (std::size_t s = 0; s < states; ++s) {
    std::size_t rest = s;
    for (std::size_t t = tokens; t-- > 0;) {
      pos[t] = static_cast<Vertex>(rest % n);
      rest /= n;
    }
    const std::size_t heap = rest;
    for (std::size_t h = 0; h < heap; ++h) edges.emplace_back(s, prod.index(pos, h));
    for (std::size_t t = 0; t < tokens; ++t) {
      const Vertex from = pos[t];
      for (Vertex v : g.moves(from)) {
        pos[t] = v;
        edges.emplace_back(s, prod.index(pos, heap));
      }
      pos[t] = from;
    }
  }
  prod.graph = GameGraph(states, edges);
  return prod;
}

TEST(GraphGrundy, GeneralizedValuesMatchTheDefinitionOnRandomGraphs) {
  // γ(u) = m  iff  u + *m is a P-position; γ(u) = ∞ iff no m makes it P.
  std::mt19937 rng(31337);
  for (int trial = 0; trial < 1500; ++trial) {
    const std::size_t n = 1 + rng() % 9;
    const GameGraph g = random_graph(rng, n, (1 + rng() % 4) / 10.0);
    const auto gamma = generalized_grundy_values(g);
    const std::size_t heap_max = n + 1;  // finite values are at most the out-degree
    const Product prod = product(g, 1, heap_max);
    const auto truth = retrograde_analysis(prod.graph);
    for (Vertex u = 0; u < n; ++u) {
      std::uint32_t expected = kInfiniteGrundy;
      for (std::size_t m = 0; m <= heap_max; ++m)
        if (truth.value[prod.index({u}, m)] == SolvedValue::Lose) expected = static_cast<std::uint32_t>(m);
      ASSERT_EQ(gamma[u], expected) << "trial " << trial << " vertex " << u;
    }
  }
}

TEST(TokenSum, SmithsRulesMatchRetrogradeOnRandomSums) {
  std::mt19937 rng(4242);
  int draws = 0;
  for (int trial = 0; trial < 1200; ++trial) {
    const std::size_t n = 1 + rng() % 6;
    const std::size_t tokens = 1 + rng() % 3;
    const GameGraph g = random_graph(rng, n, (1 + rng() % 4) / 10.0);
    const auto gamma = generalized_grundy_values(g);
    const Product prod = product(g, tokens, 0);
    const auto truth = retrograde_analysis(prod.graph);
    for (std::size_t s = 0; s < prod.graph.size(); ++s) {
      std::vector<Vertex> pos(tokens);
      std::size_t rest = s;
      for (std::size_t t = tokens; t-- > 0;) {
        pos[t] = static_cast<Vertex>(rest % n);
        rest /= n;
      }
      const TokenSumAnswer a = analyze_token_sum(g, gamma, pos);
      const SolvedValue expected = truth.value[s];
      const OutcomeClass want = expected == SolvedValue::Win    ? OutcomeClass::N
                                : expected == SolvedValue::Lose ? OutcomeClass::P
                                                                : OutcomeClass::D;
      ASSERT_EQ(a.outcome, want) << "trial " << trial << " state " << s;
      if (want == OutcomeClass::D) ++draws;
      if (want == OutcomeClass::P) continue;
      ASSERT_TRUE(a.move.has_value() || (want == OutcomeClass::D && g.out_degree(pos[0]) == 0 && tokens == 1));
      if (!a.move) continue;
      std::vector<Vertex> after = pos;
      ASSERT_EQ(after[a.move->token], a.move->from);
      after[a.move->token] = a.move->to;
      const SolvedValue reached = truth.value[prod.index(after, 0)];
      EXPECT_EQ(reached, want == OutcomeClass::N ? SolvedValue::Lose : SolvedValue::Draw);
    }
  }
  EXPECT_GT(draws, 100);  // the random graphs do exercise the loopy rules
}

}  // namespace
}  // namespace cgt
