#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/impartial/game_graph.hpp"
#include "cgt/impartial/graph_grundy.hpp"
#include "cgt/impartial/token_sum.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt {
namespace {

using Vertex = GameGraph::Vertex;
using Edges = std::vector<std::pair<Vertex, Vertex>>;

std::string parse_error(const std::string& text) {
  try {
    parse_graph_text(text, "g.txt");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(GameGraph, ParsesTheTextFormat) {
  const GraphFile f = parse_graph_text("# a path\n3 2\n0 1  # move\n1 2\n\ntokens 0 0 2\n");
  EXPECT_EQ(f.graph.size(), 3u);
  EXPECT_EQ(f.graph.edge_count(), 2u);
  ASSERT_TRUE(f.tokens.has_value());
  EXPECT_EQ(*f.tokens, (std::vector<Vertex>{0, 0, 2}));
  EXPECT_EQ(f.graph.predecessors(2)[0], 1u);
  EXPECT_FALSE(parse_graph_text("1 0\n").tokens.has_value());
  const GraphFile p = parse_graph_text("3 2\n0 1\n1 2\nprimitive 2 -7\nstart 0\nprimitive 1 3\n");
  ASSERT_EQ(p.primitives.size(), 2u);
  EXPECT_EQ(p.primitives[0].vertex, 2u);
  EXPECT_EQ(p.primitives[0].kind, TerminalValue::Kind::Score);
  EXPECT_EQ(p.primitives[0].score, -7);
  EXPECT_EQ(p.primitives[1].score, 3);
  EXPECT_EQ(p.start, 0u);
}

TEST(GameGraph, MalformedFilesNameTheLine) {
  EXPECT_EQ(parse_error(""), "g.txt: empty graph file: expected a first line 'N M'");
  EXPECT_EQ(parse_error("3 2\n0 1\n1 5\n"), "g.txt:3: vertex 5 is out of range 0..2");
  EXPECT_EQ(parse_error("3 2\n0 1\n"), "g.txt:2: the file ends after 1 of the 2 edges the header announced");
  EXPECT_EQ(parse_error("3 1\n0 x\n"), "g.txt:2: expected the target vertex v (a non-negative integer) at column 3");
  EXPECT_EQ(parse_error("3 1\n0 1 2\n"), "g.txt:2: unexpected text '2' at column 5");
  EXPECT_EQ(parse_error("3 1\n0 1\nfoo 1\n"), "g.txt:3: expected 'tokens', 'primitive' or 'start' after the 1 edges, not 'foo'");
  EXPECT_EQ(parse_error("3 1\n0 1\ntokens 7\n"), "g.txt:3: token vertex 7 is out of range 0..2");
  EXPECT_EQ(parse_error("3 1\n0 1\nprimitive 1 maybe\n"),
            "g.txt:3: expected win, lose, tie or an integer score at column 13, not 'maybe'");
  EXPECT_EQ(parse_error("3 1\n0 1\nprimitive 1 win\nprimitive 2 5\n"),
            "g.txt:4: a file gives either scores or win/lose/tie to its primitive positions, not both");
  EXPECT_EQ(parse_error("3 1\n0 1\nprimitive 1 win\nprimitive 1 lose\n"), "g.txt:4: vertex 1 is declared primitive twice");
  EXPECT_EQ(parse_error("3 1\n0 1\nstart 3\n"), "g.txt:3: start vertex 3 is out of range 0..2");
  EXPECT_EQ(parse_error("3 1\n0 1\nstart 1\nstart 2\n"), "g.txt:4: a second 'start' line");
  EXPECT_EQ(parse_error("3 1\n0 1\nprimitive 2 99999999999999999999\n"),
            "g.txt:3: expected win, lose, tie or an integer score at column 13, not '99999999999999999999'");
  EXPECT_EQ(parse_error("3 -1\n"), "g.txt:1: expected the edge count M (a non-negative integer) at column 3");
  EXPECT_EQ(parse_error("0 0\n"), "g.txt:1: the graph needs at least one vertex");
  EXPECT_NE(parse_error("99999999999 0\n").find("limit"), std::string::npos);
  EXPECT_NE(parse_error("2 1\n0 1x\n").find("unexpected character 'x'"), std::string::npos);
}

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
        if (truth.value[prod.index({u}, m)] == GameValue::Lose) expected = static_cast<std::uint32_t>(m);
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
      const GameValue expected = truth.value[s];
      const OutcomeClass want = expected == GameValue::Win    ? OutcomeClass::N
                                : expected == GameValue::Lose ? OutcomeClass::P
                                                              : OutcomeClass::D;
      ASSERT_EQ(a.outcome, want) << "trial " << trial << " state " << s;
      if (want == OutcomeClass::D) ++draws;
      if (want == OutcomeClass::P) continue;
      ASSERT_TRUE(a.move.has_value() || (want == OutcomeClass::D && g.out_degree(pos[0]) == 0 && tokens == 1));
      if (!a.move) continue;
      std::vector<Vertex> after = pos;
      ASSERT_EQ(after[a.move->token], a.move->from);
      after[a.move->token] = a.move->to;
      const GameValue reached = truth.value[prod.index(after, 0)];
      EXPECT_EQ(reached, want == OutcomeClass::N ? GameValue::Lose : GameValue::Draw);
    }
  }
  EXPECT_GT(draws, 100);  // the random graphs do exercise the loopy rules
}

}  // namespace
}  // namespace cgt
