// Loopy games: survival comparisons against a brute-force fixed point, canonical
// stoppers (value kept, unique print), sides (Siegel, CGT ch. VI; CGSuite's facts).
#include <gtest/gtest.h>

#include <random>

#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt::loopy {
namespace {

Graph random_graph(std::mt19937& rng, std::size_t n, double density) {
  Graph g;
  for (std::size_t v = 0; v < n; ++v) g.add_vertex();
  std::bernoulli_distribution edge(density);
  for (Vertex v = 0; v < n; ++v)
    for (Vertex u = 0; u < n; ++u) {
      if (edge(rng)) g.left[v].push_back(u);
      if (edge(rng)) g.right[v].push_back(u);
    }
  return g;
}

std::string describe(const Graph& g) {
  std::string out;
  for (Vertex v = 0; v < g.size(); ++v) {
    out += std::to_string(v) + ":{";
    for (Vertex u : g.left[v]) out += std::to_string(u) + ",";
    out += "|";
    for (Vertex u : g.right[v]) out += std::to_string(u) + ",";
    out += "} ";
  }
  return out;
}

// A random stopper of up to n positions reachable from 0.
Graph random_stopper(std::mt19937& rng, std::size_t n) {
  for (;;) {
    Graph g = pack(random_graph(rng, n, 0.25), 0);
    if (is_stopper(g, 0)) return g;
  }
}

TEST(LoopySurvival, StopperOrderMatchesBruteForce) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    const Graph g = random_stopper(rng, 1 + trial % 7);
    const Graph h = random_stopper(rng, 1 + (trial / 7) % 7);
    EXPECT_EQ(leq(g, h, Side::Stopper), leq_brute_force(g, h)) << trial;
  }
}

TEST(LoopySurvival, TableMatchesPairwise) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const Graph g = random_stopper(rng, 2 + trial % 6);
    const auto table = leq_table(g);
    for (Vertex x = 0; x < g.size(); ++x)
      for (Vertex y = 0; y < g.size(); ++y)
        EXPECT_EQ(table[x * g.size() + y] != 0, leq_brute_force(pack(g, x), pack(g, y))) << trial;
  }
}

TEST(CanonicalStopper, KeepsTheValueAndIsUnique) {
  std::mt19937 rng(3);
  std::vector<std::pair<Graph, std::string>> seen;
  for (int trial = 0; trial < 300; ++trial) {
    const Graph g = random_stopper(rng, 1 + trial % 8);
    const CanonicalStopper s = CanonicalStopper::from_graph(g, 0);
    ASSERT_TRUE(leq_brute_force(g, s.graph()) && leq_brute_force(s.graph(), g))
        << "trial " << trial << ": " << s.to_string() << " from " << describe(g);
    // Simplest form: simplifying again changes nothing.
    EXPECT_EQ(CanonicalStopper::from_graph(s.graph(), 0).graph().size(), s.graph().size());
    for (const auto& [other, text] : seen) {
      if (leq_brute_force(g, other) && leq_brute_force(other, g)) {
        EXPECT_EQ(s.to_string(), text) << trial;
      }
    }
    if (seen.size() < 80) seen.emplace_back(g, s.to_string());
  }
}

TEST(CanonicalStopper, ShortGamesKeepTheirCanonicalForm) {
  for (const char* text : {"0", "*", "^", "{3||2|1}", "+-1", "{1|^^||^}", "Tiny(2)"}) {
    const Game x = parse_game(text);
    const CanonicalStopper s = CanonicalStopper::from_game(x);
    EXPECT_EQ(s.as_game(), x);
    EXPECT_EQ(s.to_string(), to_string(x));
  }
}

// Graphs by hand: vertex 0 is the game.
Graph on_graph() { return Graph{{{0}}, {{}}}; }
Graph over_graph() { return Graph{{{1}, {}}, {{0}, {}}}; }
Graph dud_graph() { return Graph{{{0}}, {{0}}}; }

TEST(CanonicalStopper, NamedValues) {
  EXPECT_EQ(CanonicalStopper::from_graph(on_graph()).to_string(), "on");
  EXPECT_EQ(CanonicalStopper::off().to_string(), "off");
  EXPECT_EQ(CanonicalStopper::from_graph(over_graph()).to_string(), "over");
  EXPECT_EQ((-CanonicalStopper::from_graph(over_graph())).to_string(), "under");
  // on >= every stopper >= off; over > 0 > under.
  const CanonicalStopper on = CanonicalStopper::on(), off = CanonicalStopper::off(), zero;
  const CanonicalStopper over = CanonicalStopper::from_graph(over_graph());
  EXPECT_TRUE(zero <= on && off <= zero && zero <= over && !(over <= zero));
  // {pass, 0 | } = on: the dominated 0 goes.
  EXPECT_EQ(CanonicalStopper::from_graph(Graph{{{0, 1}, {}}, {{}, {}}}).to_string(), "on");
}

TEST(SidedValue, DudAndSidling) {
  // dud = {pass | pass}: onside on, offside off (Winning Ways ch. 11).
  const SidedValue dud = SidedValue::of_graph(dud_graph());
  EXPECT_EQ(dud.onside().to_string(), "on");
  EXPECT_EQ(dud.offside().to_string(), "off");
  EXPECT_EQ(dud.to_string(), "dud");
  EXPECT_EQ(dud.outcome_class(), "D");
  // a{{|a}|} = 1 & 0 (CGSuite's tests), outcome PHat.
  const SidedValue g = SidedValue::of_graph(Graph{{{1}, {}}, {{}, {0}}});
  EXPECT_EQ(g.to_string(), "1 & 0");
  EXPECT_EQ(g.outcome_class(), "PHat");
  // on + off = dud.
  EXPECT_EQ((SidedValue(CanonicalStopper::on()) + SidedValue(CanonicalStopper::off())).to_string(), "dud");
}

TEST(SidedValue, SidesBoundTheGame) {
  // Onside >= offside for random loopy graphs (whenever sidling succeeds).
  std::mt19937 rng(5);
  int sidled = 0;
  for (int trial = 0; trial < 150; ++trial) {
    const Graph g = pack(random_graph(rng, 1 + trial % 5, 0.3), 0);
    try {
      const CanonicalStopper on = sidle(g, Side::Onside), off = sidle(g, Side::Offside);
      EXPECT_TRUE(off <= on) << trial;
      // The sides are exact: each equals the game on its side.
      EXPECT_TRUE(leq(on.graph(), g, Side::Onside) && leq(g, on.graph(), Side::Onside));
      EXPECT_TRUE(leq(off.graph(), g, Side::Offside) && leq(g, off.graph(), Side::Offside));
      ++sidled;
    } catch (const DomainError&) {
    }
  }
  EXPECT_GT(sidled, 100);
}

}  // namespace
}  // namespace cgt::loopy
