// CGSuite's graph notation (GraphParser): chains, branches, named vertices, labels, the
// top-level ';', and one-line errors naming the column for malformed strings.
#include "cgt/games/graph_string.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

GraphString hackenbush(std::string_view text) { return parse_graph_string(text, "hackenbush", "", "lre", false); }
GraphString col(std::string_view text) { return parse_graph_string(text, "col", "LR", "", true); }

std::string edges(const GraphString& g) {
  std::string out;
  for (const auto& e : g.edges) out += std::to_string(e.u) + e.label + std::to_string(e.v) + " ";
  return out;
}

std::string error_of(std::string_view text, bool col_game = false) {
  try {
    col_game ? col(text) : hackenbush(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(GraphString, ChainsAndBranches) {
  // "l(l;rl)": the ground 0, a blue edge to 1, from 1 a blue edge and a red-blue stalk.
  const GraphString tree = hackenbush("l(l;rl)");
  EXPECT_EQ(tree.vertex_labels.size(), 5U);
  EXPECT_EQ(edges(tree), "0l1 1l2 1r3 3l4 ");
  // Branches straight from the first vertex, and a vertex named twice (a cycle).
  EXPECT_EQ(edges(hackenbush("(e:B;e:Bllr:B)")), "0e1 0e1 1l2 2l3 3r1 ");
  EXPECT_EQ(edges(hackenbush(":{ground}ee:{ground}")), "0e1 1e0 ");
  EXPECT_EQ(edges(hackenbush("l:A")), "0l1 ");
  EXPECT_EQ(edges(hackenbush("e:Ae:A")), "0e1 1e1 ");  // a loop
  // A top-level ';' starts a new chain; spaces are ignored; '.' is a blank vertex.
  EXPECT_EQ(edges(hackenbush("l r ; e")), "0l1 1r2 3e4 ");
  EXPECT_EQ(edges(hackenbush("l.r.")), "0l1 1r2 ");
  EXPECT_TRUE(hackenbush("").vertex_labels.empty());
  EXPECT_TRUE(is_connected(hackenbush("l(l;rl)")));
  EXPECT_FALSE(is_connected(hackenbush("lrlr;lr")));
  EXPECT_TRUE(is_connected(hackenbush("lr:A;r:A")));
}

TEST(GraphString, VertexLabels) {
  const GraphString g = col("R-.-L(-.;-R)");
  EXPECT_EQ(std::string(g.vertex_labels.begin(), g.vertex_labels.end()), "R.L.R");
  EXPECT_EQ(edges(g), "0-1 1-2 2-3 2-4 ");
  EXPECT_EQ(col("L;R").vertex_labels.size(), 2U);
  EXPECT_TRUE(col("L;R").edges.empty());
}

TEST(GraphString, ErrorsNameTheColumn) {
  EXPECT_EQ(error_of("l(l;r"), "hackenbush 'l(l;r': unmatched '(' (column 2) at column 6");
  EXPECT_EQ(error_of("lxr"), "hackenbush 'lxr': 'x' is not an edge ('l', 'r', 'e') at column 2");
  EXPECT_EQ(error_of("l(l;r)l"), "hackenbush 'l(l;r)l': expected ';' or the end at column 7");
  EXPECT_EQ(error_of("l-r"), "hackenbush 'l-r': expected an edge ('l', 'r', 'e') at column 2");
  EXPECT_EQ(error_of("l:"), "hackenbush 'l:': expected a vertex name after ':' at column 3");
  EXPECT_EQ(error_of("l{A"), "hackenbush 'l{A': unmatched '{' at column 2");
  EXPECT_EQ(error_of("l>r"), "hackenbush 'l>r': directed edges are not allowed at column 2");
  EXPECT_EQ(error_of("L:A-R:A", true), "col 'L:A-R:A': the vertex named 'A' has two labels at column 7");
  EXPECT_EQ(error_of("LL", true), "col 'LL': 'L' is not an edge ('-') at column 2");
  EXPECT_THROW(hackenbush(std::string(70, '(')), Error);
  EXPECT_THROW(hackenbush(std::string(5000, 'l')), LimitError);
}

// Random strings over the notation's characters: each parses or throws cgt::Error.
TEST(GraphString, RandomInputsParseOrFailCleanly) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text(rng() % 12, ' ');
    for (char& c : text) c = "lre.-:;(){}LRA<>x "[rng() % 18];
    try {
      const GraphString g = rng() % 2 ? hackenbush(text) : col(text);
      for (const auto& e : g.edges) {
        ASSERT_LT(static_cast<std::size_t>(e.u), g.vertex_labels.size()) << text;
        ASSERT_LT(static_cast<std::size_t>(e.v), g.vertex_labels.size()) << text;
      }
    } catch (const ParseError& e) {
      EXPECT_NE(std::string(e.what()).find("at column"), std::string::npos) << text;
    }
  }
}

}  // namespace
}  // namespace cgt
