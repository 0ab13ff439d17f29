#pragma once
/// \file
/// Partizan Arc Kayles (CGSuite's game.graph.PartizanArcKayles): a graph whose edges are
/// blue (`l`, Left's), red (`r`, Right's) or green (`e`, either's). A move takes an edge of
/// one's colour and deletes both its endpoints, with every edge meeting them. Positions
/// are read in CGSuite's graph notation (cgt/games/graph_string.hpp), e.g. "llr" (a path of
/// four vertices), "lrlr(ll;ree(rl;l))". At most 64 vertices; connected parts are
/// independent components.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/games/graph_string.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class PartizanArcKayles {
 public:
  using Position = std::uint64_t;  // bit v set: vertex v still stands (only vertices on a live edge)

  /// Parses CGSuite's graph notation. Throws cgt::ParseError naming the column of a
  /// malformed string, cgt::LimitError past 64 vertices.
  static PartizanArcKayles parse(std::string_view text);
  /// Arc Kayles (CGSuite's game.graph.ArcKayles): the impartial game on a graph in
  /// CGSuite's notation with unlabelled edges (".-.-.(-.;-.)"), every edge either
  /// player's. Errors as parse() does, naming arc_kayles.
  static PartizanArcKayles impartial(std::string_view text);
  /// Arc Kayles on the path of n vertices (CGSuite's Graph.Path(n)); 0 <= n <= 64, else
  /// cgt::LimitError. Its Grundy values are Dawson's Kayles' (octal 0.07).
  static PartizanArcKayles path(int n);
  /// The moves of the impartial game (every edge green): ImpartialGame's `moves`.
  std::vector<Position> moves(const Position& p) const { return moves(p, 'e'); }

  /// Every vertex on an edge.
  Position start() const { return normalize(~Position{0}); }

  std::vector<Position> left_options(const Position& p) const { return moves(p, 'l'); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'r'); }
  /// The connected parts of p (their edges' vertices).
  std::vector<Position> components(const Position& p) const;
  /// p without the vertices no edge of p touches.
  Position normalize(const Position& p) const;
  /// The live edges of p ("0-1:l 1-2:e"; "0" for none), vertices numbered as parsed:
  /// what `cgt play` shows and takes as a move.
  std::string describe(const Position& p) const;
  /// The same graph with blue and red exchanged: its positions are the negatives.
  PartizanArcKayles swapped() const;

 private:
  std::vector<Position> moves(Position p, char own) const;
  std::vector<GraphString::Edge> edges_;
};

}  // namespace cgt
