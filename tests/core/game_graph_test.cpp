#include "cgt/core/game_graph.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

using Vertex = GameGraph::Vertex;

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
  EXPECT_TRUE(p.primitives[0].is_score());
  EXPECT_EQ(p.primitives[0].score, -7);
  EXPECT_EQ(p.primitives[1].score, 3);
  EXPECT_EQ(p.start, 0u);
  const GraphFile w = parse_graph_text("3 1\n0 1\nprimitive 1 tie\nprimitive 2 win\n");
  ASSERT_EQ(w.primitives.size(), 2u);
  EXPECT_FALSE(w.primitives[0].is_score());
  EXPECT_EQ(w.primitives[0].value, SolvedValue::Tie);
  EXPECT_EQ(w.primitives[1].value, SolvedValue::Win);
}

TEST(GameGraph, PartisanEdgesAreKeptApart) {
  std::istringstream in("3 4\n0 1 L\n1 0 R\n2 2\n0 2 L\nstart 0\n");
  const GraphFile f = parse_graph(in, "g.txt");
  EXPECT_EQ(f.graph.edge_count(), 1u);  // the move for both players
  EXPECT_EQ(f.left_only, (std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>>{{0, 1}, {0, 2}}));
  EXPECT_EQ(f.right_only, (std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>>{{1, 0}}));
  EXPECT_THROW(require_impartial(f), DomainError);
}

TEST(GameGraph, MalformedFilesNameTheLine) {
  EXPECT_EQ(parse_error(""), "g.txt: empty graph file: expected a first line 'N M'");
  EXPECT_EQ(parse_error("3 2\n0 1\n1 5\n"), "g.txt:3: vertex 5 is out of range 0..2");
  EXPECT_EQ(parse_error("3 2\n0 1\n"), "g.txt:2: the file ends after 1 of the 2 edges the header announced");
  EXPECT_EQ(parse_error("3 1\n0 x\n"), "g.txt:2: expected the target vertex v (a non-negative integer) at column 3");
  EXPECT_EQ(parse_error("3 1\n0 1 2\n"), "g.txt:2: expected L or R (the player whose move it is) after the edge, not '2'");
  EXPECT_EQ(parse_error("3 1\n0 1 L R\n"), "g.txt:2: unexpected text 'R' at column 7");
  EXPECT_EQ(parse_error("3 1\n0 1\nfoo 1\n"), "g.txt:3: expected 'tokens', 'primitive' or 'start' after the 1 edges, not 'foo'");
  EXPECT_EQ(parse_error("3 1\n0 1\ntokens 7\n"), "g.txt:3: token vertex 7 is out of range 0..2");
  EXPECT_EQ(parse_error("3 1\n0 1\nprimitive 1 draw\n"),  // a terminal position is never a draw
            "g.txt:3: expected win, lose, tie or an integer score at column 13, not 'draw'");
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

// Position counts at their limit: a graph past kMaxVertices is refused before anything is
// allocated, from the constructor and from a file's header alike.
TEST(GameGraph, SizesPastTheLimitAreRefused) {
  EXPECT_THROW(GameGraph(GameGraph::kMaxVertices + 1, {}), LimitError);
  const std::string header = std::to_string(GameGraph::kMaxVertices + 1) + " 0\n";
  EXPECT_NE(parse_error(header).find("vertices: the limit is"), std::string::npos);
}

}  // namespace
}  // namespace cgt
