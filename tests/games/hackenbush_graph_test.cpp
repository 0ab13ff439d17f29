#include "cgt/games/hackenbush_graph.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/games/strip_games.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game graph_value(const HackenbushGraph& graph) { return value_of(graph, graph.start()); }

std::string as_path(const std::string& colours) {
  std::string out;
  for (std::size_t i = 0; i < colours.size(); ++i) out += fmt::format("{}-{}:{} ", i, i + 1, colours[i]);
  return out;
}

TEST(HackenbushGraph, PathsEqualStrings) {
  std::mt19937 rng(1);
  for (int trial = 0; trial < 100; ++trial) {
    std::string s(1 + rng() % 7, 'l');
    for (char& c : s) c = "lre"[rng() % 3];
    EXPECT_EQ(graph_value(HackenbushGraph::parse(as_path(s))), value_of<HackenbushString>(s)) << s;
  }
}

// Green trees: the colon principle (Winning Ways ch. 7) gives the nim value
// g(v) = XOR over children c of (g(c) + 1).
TEST(HackenbushGraph, GreenTreesFollowTheColonPrinciple) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 150; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 9);  // edges; vertex k > 0 hangs from a lower vertex
    std::vector<int> parent(static_cast<std::size_t>(n + 1), 0);
    std::string text;
    for (int v = 1; v <= n; ++v) {
      parent[static_cast<std::size_t>(v)] = static_cast<int>(rng() % static_cast<unsigned>(v));
      text += fmt::format("{}-{}:e ", parent[static_cast<std::size_t>(v)], v);
    }
    std::vector<unsigned> g(static_cast<std::size_t>(n + 1), 0);
    for (int v = n; v >= 1; --v) g[static_cast<std::size_t>(parent[static_cast<std::size_t>(v)])] ^= g[static_cast<std::size_t>(v)] + 1;
    EXPECT_EQ(graph_value(HackenbushGraph::parse(text)), Game::nimber(g[0])) << text;
  }
}

TEST(HackenbushGraph, CyclesAndGround) {
  // Fusion principle (Winning Ways ch. 7): the vertices of a circuit fuse into one,
  // leaving loops, each worth one edge. A green triangle through the ground is 3 loops
  // = *; a green square 4 loops = 0; a triangle on a one-edge stalk becomes a vertex
  // with 3 loops on the stalk, by the colon principle *(1 + 1) = *2.
  EXPECT_EQ(graph_value(HackenbushGraph::parse("0-1:e 1-2:e 2-0:e")), Game::nimber(1));
  EXPECT_EQ(graph_value(HackenbushGraph::parse("0-1:e 1-2:e 2-3:e 3-0:e")), Game());
  EXPECT_EQ(graph_value(HackenbushGraph::parse("0-1:e 1-2:e 2-3:e 3-1:e")), Game::nimber(2));
  // Vertex order does not matter; edges cut off from the ground are gone.
  EXPECT_EQ(graph_value(HackenbushGraph::parse("2-1:r 0-2:l")), value_of<HackenbushString>("lr"));
  EXPECT_EQ(graph_value(HackenbushGraph::parse("1-2:l")), Game());
  EXPECT_THROW(HackenbushGraph::parse("0-1:x"), ParseError);
  EXPECT_THROW(HackenbushGraph::parse("0-1"), ParseError);
}

// CGSuite's graph notation (GameGraphTest, game.graph.Hackenbush).
Game cgsuite_value(std::string_view text) { return graph_value(HackenbushGraph::from_cgsuite(text, "hackenbush", false)); }

TEST(HackenbushGraph, CGSuiteNotation) {
  EXPECT_EQ(to_string(cgsuite_value("lrlrrllr")), "77/128");
  EXPECT_EQ(to_string(cgsuite_value("l(l;rl)")), "3/2");
  EXPECT_EQ(to_string(cgsuite_value("eeeeeee")), "*7");
  EXPECT_EQ(to_string(cgsuite_value("lrlerrr")), "3/4v[3]*");
  EXPECT_EQ(to_string(cgsuite_value("e(ee(e;e);e(eee;ee);e(ee;e))")), "*5");
  // Winning Ways ch. 7, fig. 3: the green girl.
  EXPECT_EQ(to_string(cgsuite_value("e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))")), "*2");
  EXPECT_THROW(cgsuite_value("lrlr;lr"), ParseError);  // not connected
  EXPECT_THROW(cgsuite_value(""), ParseError);         // no ground
  EXPECT_THROW(cgsuite_value("l(l;r"), ParseError);
  // Cycles at the ground: a green triangle is * (fusion), as in the edge-list notation.
  EXPECT_EQ(cgsuite_value(":Geee:G"), graph_value(HackenbushGraph::parse("0-1:e 1-2:e 2-0:e")));
}

// Random CGSuite trees against the same trees as edge lists, and swapping blue and red
// negates.
TEST(HackenbushGraph, CGSuiteTreesEqualEdgeLists) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 100; ++trial) {
    // A random tree: vertex k > 0 hangs from a lower vertex; printed with branches.
    const int n = 1 + static_cast<int>(rng() % 8);
    std::vector<std::vector<int>> children(static_cast<std::size_t>(n + 1));
    std::vector<char> colour(static_cast<std::size_t>(n + 1));
    std::string list;
    for (int v = 1; v <= n; ++v) {
      const int parent = static_cast<int>(rng() % static_cast<unsigned>(v));
      children[static_cast<std::size_t>(parent)].push_back(v);
      colour[static_cast<std::size_t>(v)] = "lre"[rng() % 3];
      list += fmt::format("{}-{}:{} ", parent, v, colour[static_cast<std::size_t>(v)]);
    }
    std::function<std::string(int)> below = [&](int v) {
      const auto& c = children[static_cast<std::size_t>(v)];
      std::string out;
      for (std::size_t i = 0; i < c.size(); ++i)
        out += fmt::format("{}{}{}", i ? ";" : "", colour[static_cast<std::size_t>(c[i])], below(c[i]));
      return c.size() == 1 ? out : c.empty() ? std::string() : fmt::format("({})", out);
    };
    const std::string text = below(0);
    EXPECT_EQ(cgsuite_value(text), graph_value(HackenbushGraph::parse(list))) << text << " vs " << list;
    std::string swapped = text;
    for (char& ch : swapped) ch = ch == 'l' ? 'r' : ch == 'r' ? 'l' : ch;
    EXPECT_EQ(cgsuite_value(swapped), -cgsuite_value(text)) << text;
  }
}

}  // namespace
}  // namespace cgt
