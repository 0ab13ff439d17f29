#pragma once
/// \file
/// Col, Snort and Fjords (Winning Ways ch. 2; CGSuite's game.graph.GenCol schema): players in turn
/// colour an uncoloured vertex of a graph, Left blue and Right red. In Col a vertex may not
/// be coloured next to one of the same colour, in Snort not next to one of the other
/// colour. A coloured vertex leaves the game; what stays is each uncoloured vertex's tint,
/// as CGSuite keeps it: `L` (next to a Left vertex), `R` (next to a Right one) or `.`
/// (neither; a vertex next to both can never be coloured and is deleted). So in Col Left
/// may colour `.` and `R` vertices, Right `.` and `L`; in Snort Left `.` and `L`, Right `.`
/// and `R`. In Fjords (CGSuite's GenCol([Left], [Right])) a player may colour only a vertex
/// next to one of their own colour and not next to the other's: Left `L` vertices, Right
/// `R`. Positions are read in CGSuite's graph notation with `-` edges
/// (cgt/games/graph_string.hpp): "R-.-R-.-L-.", ".-.-.(-.;-.)". At most 64 vertices;
/// connected parts are independent components.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

class GenCol {
 public:
  enum class Rule : std::uint8_t { Col, Snort, Fjords };
  struct Position {
    std::uint64_t vertices = 0;  ///< uncoloured vertices still in play
    std::uint64_t left = 0;      ///< of those, tinted L (next to a Left vertex)
    std::uint64_t right = 0;     ///< of those, tinted R
    bool operator==(const Position&) const = default;
    template <class H>
    friend H AbslHashValue(H h, const Position& p) {
      return H::combine(std::move(h), p.vertices, p.left, p.right);
    }
  };

  /// Parses CGSuite's graph notation (vertex labels `L`, `R`, `.`; `-` edges) for `rule`.
  /// Throws cgt::ParseError naming the column of a malformed string, cgt::LimitError past
  /// 64 vertices.
  static GenCol parse(std::string_view text, Rule rule);
  Position start() const { return start_; }

  std::vector<Position> left_options(const Position& p) const { return moves(p, true); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, false); }
  /// The connected parts of p.
  std::vector<Position> components(const Position& p) const;
  /// The uncoloured vertices of p with their tints ("0:. 2:L 3:R"; "0" for none),
  /// numbered as parsed: what `cgt play` shows and takes as a move.
  std::string describe(const Position& p) const;
  /// The tints exchanged: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return {p.vertices, p.right, p.left}; }

 private:
  std::vector<Position> moves(const Position& p, bool left) const;
  Rule rule_ = Rule::Col;
  std::vector<std::uint64_t> neighbours_;  // per vertex (loops ignored: a vertex never neighbours itself)
  Position start_;
};

}  // namespace cgt
