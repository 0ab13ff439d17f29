#include "cgt/games/hackenbush_graph.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/games/strip_games.hpp"
#include "value_of.hpp"

namespace cgt {
namespace {

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

}  // namespace
}  // namespace cgt
