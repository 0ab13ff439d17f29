#pragma once
/// \file
/// Hackenbush on any graph with a ground (Winning Ways ch. 1-2, 7; CGSuite's
/// game.graph.Hackenbush). Edge-list syntax: edges separated by spaces or commas,
/// each `u-v:c` with vertices numbered from 0 (vertex 0 is the ground) and colour c =
/// `l` (blue, Left's), `r` (red, Right's) or `e` (green, either's), e.g.
/// "0-1:l 1-2:r 1-3:e". A player cuts an edge of an allowed colour; every edge no
/// longer connected to the ground disappears. At most 64 edges. Parts that meet only
/// at the ground are independent components.
///
/// `from_cgsuite` reads CGSuite's graph notation instead (cgt/games/graph_string.hpp:
/// "l(l;rl)", ":{ground}llrr:{ground}", the first vertex the ground), and also plays
/// Childish Hackenbush (CGSuite's game.graph.ChildishHackenbush): a blue or red edge may
/// only be cut when no other edge falls with it (green edges as in Hackenbush).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/games/graph_string.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class HackenbushGraph {
 public:
  using Position = std::uint64_t;  // bit i set: edge i still stands

  /// Parses the edge list. Throws cgt::ParseError naming the bad edge, cgt::LimitError
  /// past 64 edges.
  static HackenbushGraph parse(std::string_view text);

  /// Parses CGSuite's graph notation for `game` ("hackenbush" or "childish_hackenbush",
  /// named in errors; childish moves for the latter). Throws cgt::ParseError naming the
  /// column of a malformed string, or when the graph is empty or not connected (as
  /// CGSuite does); cgt::LimitError past 64 edges.
  static HackenbushGraph from_cgsuite(std::string_view text, std::string_view game, bool childish);

  /// All edges still connected to the ground.
  Position start() const;

  std::vector<Position> left_options(const Position& p) const { return cuts(p, 'l'); }
  std::vector<Position> right_options(const Position& p) const { return cuts(p, 'r'); }
  std::vector<Position> components(const Position& p) const;
  /// The edges of p in the picture notation `hackenbush` reads ("0-1:l 1-2:r"; "0" for
  /// none), vertices numbered as parsed: what `cgt play` shows and takes as a move.
  std::string describe(const Position& p) const;

 private:
  struct Edge {
    int u, v;
    char colour;
  };
  std::vector<Position> cuts(Position p, char own) const;
  Position grounded(Position p) const;  // the edges of p connected to vertex 0
  std::vector<Edge> edges_;
  int vertices_ = 1;
  bool childish_ = false;
};

}  // namespace cgt
