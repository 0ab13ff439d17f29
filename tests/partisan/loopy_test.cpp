// Loopy games: survival comparisons against a brute-force fixed point, canonical
// stoppers (value kept, unique print), sides (Siegel, CGT ch. VI; CGSuite's facts).
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <unordered_map>

#include "cgt/catalogue/registry.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/partisan/loopy/loopy_outcome.hpp"
#include "cgt/partisan/loopy/side_simplify.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/loopy/survival.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt::loopy {
namespace CGT_TEST_NS {

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

// Fusing bisimilar positions keeps the value (brute-force order both ways) and turns
// two copies of one graph under a new root into one.
TEST(LoopyGraph, FusingBisimilarPositionsKeepsTheValue) {
  std::mt19937 rng(19);
  for (int trial = 0; trial < 200; ++trial) {
    const Graph g = random_stopper(rng, 1 + trial % 7);
    Graph doubled;
    const Vertex root = doubled.add_vertex();
    const Vertex a = embed(doubled, g), b = embed(doubled, g);
    doubled.left[root] = {a};
    doubled.right[root] = {b};
    const Graph fused = fuse_bisimilar(doubled, root);
    EXPECT_LE(fused.size(), g.size() + 1) << trial;
    EXPECT_TRUE(leq_brute_force(fused, pack(doubled, root)) && leq_brute_force(pack(doubled, root), fused)) << trial;
    const Graph once = fuse_bisimilar(g, 0);
    EXPECT_TRUE(leq_brute_force(once, g) && leq_brute_force(g, once)) << trial;
    EXPECT_EQ(fuse_bisimilar(once, 0), once) << trial;  // a fixed point
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

// A loop-free graph is a short game: it is simplified and compared in the game table,
// so big nimbers in it cost no survival games (r{8|*768}, a fuzzer's, needed 3.6 GB).
TEST(CanonicalStopper, LoopFreeGraphsAreShortGames) {
  const Game g = Game::from_options(std::vector{Game::integer(8)}, std::vector{Game::nimber(768)});
  Graph graph;
  std::unordered_map<Game::Id, Vertex> memo;
  const Vertex root = embed(graph, g, memo);
  const CanonicalStopper s = CanonicalStopper::from_graph(graph, root);
  EXPECT_EQ(s.to_string(), "{8|*768}");
  EXPECT_TRUE(s == CanonicalStopper::from_game(g));
  // Stops 8 and 0: above -1, below 9, confused with 4.
  EXPECT_TRUE(CanonicalStopper::from_game(Game::integer(-1)) <= s);
  EXPECT_TRUE(s <= CanonicalStopper::from_game(Game::integer(9)));
  EXPECT_FALSE(CanonicalStopper::from_game(Game::integer(4)) <= s);
  EXPECT_FALSE(s <= CanonicalStopper::from_game(Game::integer(4)));
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

// The sides kept as graphs (what a side sidle() cannot reduce becomes) answer as the
// reduced value does: outcome class, order, equality, sums and negation, on random
// loopy graphs whose sides do reduce.
TEST(SidedValue, UnreducedSidesAgreeWithReducedOnes) {
  std::mt19937 rng(17);
  int checked = 0;
  for (int trial = 0; trial < 120; ++trial) {
    const Graph g = pack(random_graph(rng, 1 + trial % 4, 0.3), 0), h = pack(random_graph(rng, 1 + trial % 3, 0.3), 0);
    SidedValue rg, rh;
    try {
      rg = SidedValue::of_graph(g);
      rh = SidedValue::of_graph(h);
    } catch (const DomainError&) {
      continue;
    }
    if (!rg.is_reduced() || !rh.is_reduced()) continue;
    const SidedValue ug = SidedValue::unreduced(g, g), uh = SidedValue::unreduced(h, h);
    ASSERT_FALSE(ug.is_reduced());
    EXPECT_EQ(ug.outcome_class(), rg.outcome_class()) << describe(g);
    EXPECT_EQ(ug <= uh, rg <= rh) << describe(g) << " / " << describe(h);
    EXPECT_EQ(uh <= ug, rh <= rg) << describe(g) << " / " << describe(h);
    EXPECT_TRUE(ug == rg && rg == ug) << describe(g);
    EXPECT_TRUE(-ug == -rg) << describe(g);
    EXPECT_TRUE(ug + uh == rg + rh) << describe(g) << " / " << describe(h);
    EXPECT_THROW((void)ug.onside(), DomainError);
    ++checked;
  }
  EXPECT_GT(checked, 60);
}

// a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}: sidle() cannot reduce its onside (every removal of an
// edge on its alternating cycle changes it), yet its outcome class is plain: either
// player moving first moves to 0 and wins, so N (CGSuite's LoopyGameTest).
TEST(SidedValue, OutcomeClassOfAGameWhoseSideDoesNotReduce) {
  // 0: a   1: 0   2: {1|1,3}   3: {*,4|*}   4: {1+*|1+*,0}   5: 1   6: *   7: 1+*
  Graph g;
  for (int v = 0; v < 8; ++v) g.add_vertex();
  g.left[0] = {1, 2};
  g.right[0] = {1};
  g.left[2] = {5};
  g.right[2] = {5, 3};
  g.left[3] = {6, 4};
  g.right[3] = {6};
  g.left[4] = {7};
  g.right[4] = {7, 0};
  g.left[5] = {1};           // 1 = {0|}
  g.left[6] = {1};           // * = {0|0}
  g.right[6] = {1};
  g.left[7] = {5};           // 1+* = {1|1}
  g.right[7] = {5};
  const SidedValue v = SidedValue::of_graph(g);
  EXPECT_EQ(v.outcome_class(), "N");
  EXPECT_EQ((-v).outcome_class(), "N");
  const SidedValue zero;
  EXPECT_FALSE(v <= zero);  // N: confused with 0
  EXPECT_FALSE(zero <= v);
}

// Outcome classes two independent ways: from the sides (survival games against 0) and
// from plain play (retrograde analysis with draws), on random loopy graphs.
TEST(SidedValue, OutcomeClassesMatchPlainPlay) {
  std::mt19937 rng(29);
  std::map<std::string, int> seen;
  for (int trial = 0; trial < 600; ++trial) {
    const Graph g = pack(random_graph(rng, 1 + trial % 6, 0.15 + 0.05 * (trial % 4)), 0);
    SidedValue v;
    try {
      v = SidedValue::of_graph(g);
    } catch (const LimitError&) {
      continue;
    }
    const std::string by_play = outcome_class_by_play(g);
    EXPECT_EQ(v.outcome_class(), by_play) << describe(g);
    ++seen[by_play];
  }
  for (const char* c : {"L", "R", "N", "P", "D", "PHat", "NHat", "PCheck", "NCheck"}) EXPECT_GT(seen[c], 0) << c;
}

// Sides that are not stoppers: simplify_side_graph keeps the side's value, and the
// printed side reads back (through the expression language) as a game with that side.
TEST(SidedValue, SidesThatAreNotStoppersKeepTheirValueAndReadBack) {
  RunControl run;
  const Registry registry = builtin_registry();
  Session session(registry, run);
  lang::Interpreter interpreter(session);
  std::mt19937 rng(23);
  int checked = 0;
  for (int trial = 0; trial < 20000 && checked < 40; ++trial) {
    const Graph g = pack(random_graph(rng, 3 + trial % 6, 0.15 + 0.05 * (trial % 4)), 0);
    SidedValue v;
    try {
      v = SidedValue::of_graph(g);
    } catch (const LimitError&) {
      continue;
    }
    if (v.is_reduced()) continue;
    const std::string text = v.to_string();
    const std::size_t amp = text.find(" & ");
    ASSERT_NE(amp, std::string::npos) << text;
    const std::string printed[2] = {text.substr(0, amp), text.substr(amp + 3)};
    for (Side side : {Side::Onside, Side::Offside}) {
      const Graph simplified = simplify_side_graph(g, side);
      EXPECT_TRUE(leq(simplified, g, side) && leq(g, simplified, side)) << describe(g);
      const Graph& mine = v.side_graph(side);
      const std::string& side_text = printed[side == Side::Onside ? 0 : 1];
      const Graph read = interpreter.evaluate(side_text).as_sided().side_graph(side);
      EXPECT_TRUE(leq(read, mine, side) && leq(mine, read, side)) << describe(g) << " printed " << side_text;
    }
    ++checked;
  }
  EXPECT_GE(checked, 10);  // such sides are rare: about 12 of these 20,000 graphs
}

// A comparison of loopy games (the survival game over the product) is work charged to
// the run watching the game table: its time limit stops it, where it once ran on (the
// expression fuzz target: a stopper of a few hundred positions took 13 s under a 0.25 s
// limit in the instrumented build).
TEST(Survival, TheRunWatchingTheTableStopsAComparison) {
  Graph cycle;
  const Vertex n = 1000;
  for (Vertex v = 0; v < n; ++v) {
    cycle.left.push_back({(v + 1) % n});
    cycle.right.push_back({(v + n - 1) % n});
  }
  EXPECT_TRUE(leq(cycle, cycle, Side::Stopper));  // unwatched: runs to the end
  RunControl run(Limits{.max_seconds = 1e-9});
  const GameTable::Watch watch(run);
  try {
    (void)leq(cycle, cycle, Side::Stopper);
    ADD_FAILURE() << "the time limit did not stop the comparison";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("time limit"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace cgt::loopy
