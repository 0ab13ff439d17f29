#pragma once
/// \file
/// CGSuite's string notation for undirected graphs (org.cgsuite.util.GraphParser), shared by
/// the graph rulesets (Hackenbush, Childish Hackenbush, Partizan Arc Kayles, Col, Snort).
///
/// A chain of vertices joined by edges: a vertex is an optional vertex label (or `.` for a
/// blank one), an optional name `:A` or `:{name}`; an edge is an edge label (`l`, `r`, `e`
/// in the Hackenbush games) or `-` for an unlabelled edge. `(`...`;`...`)` after a vertex
/// opens branches from it, separated by `;`; nothing but `;` or `)` may follow a `)`. A
/// vertex named twice is one vertex (cycles: ":Geeee:G"); `;` at the top level starts a
/// new chain. Spaces are ignored; `{...}` is one token. The first vertex is vertex 0 (the
/// ground in Hackenbush). E.g. "l(l;rl)" (Hackenbush tree), "R-.-L" (Col path),
/// ".-.-.(-.;-.)" (a fork).

#include <string>
#include <string_view>
#include <vector>

namespace cgt {

struct GraphString {
  struct Edge {
    int u, v;    ///< endpoints (u == v: a loop), vertices numbered from 0 in order of appearance
    char label;  ///< one of the edge labels given to the parser, or '-' (unlabelled)
  };
  std::vector<char> vertex_labels;  ///< per vertex: one of the vertex labels, or '.' (blank)
  std::vector<Edge> edges;          ///< in order of appearance
};

/// Parses `text` for the game `game` (named in errors). `vertex_labels` and `edge_labels`
/// list the one-character labels allowed (e.g. "LR" and "" for Col, "" and "lre" for
/// Hackenbush); `unlabelled_edges` allows `-`. Linear in the length of `text`.
/// Throws cgt::ParseError with one line naming the game, the text and the column
/// (unmatched `(`, an unknown edge label, directed edges `<` `>`, a named vertex given
/// two labels, a missing name after `:`, text after `)`); cgt::LimitError past 4000
/// characters or 64 levels of parentheses.
GraphString parse_graph_string(std::string_view text, std::string_view game, std::string_view vertex_labels,
                               std::string_view edge_labels, bool unlabelled_edges);

/// Whether every edge of `g` is reachable from vertex 0 and every vertex is (isolated
/// vertices other than vertex 0 count as disconnected, as in CGSuite's Graph.IsConnected).
bool is_connected(const GraphString& g);

}  // namespace cgt
