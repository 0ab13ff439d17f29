#pragma once
/// \file
/// Clobber (Albert, Grossman, Nowakowski, Wolfe 2005; CGSuite's game.grid.Clobber):
/// `x` Left's stones, `o` Right's, `.` empty; rows separated by '|'. A move puts one
/// of your stones onto an orthogonally adjacent opposing stone, which is removed.
/// Groups of stones are independent; positions are reduced by all 8 symmetries.
///
/// GenClobber: CGSuite's ruleset schema game.grid.GenClobber (and CGSuite 1.x's Clobber
/// with `directions` and `anti`), of which Clobber is the default instance and Kings,
/// Rooks, Queens (CGSuite's game.grid.Kings, .Rooks, .Queens) and Anti-Clobber
/// (game.grid.AntiClobber) are others:
///  - `directions`: a stone moves orthogonally, diagonally, either way (Kings) or by
///    knight's moves (Knights, CGSuite's game.grid.Knights);
///  - `max_distance`: up to that many steps in one straight line, through empty cells
///    only (kUnlimited: Rooks, Queens; chess pieces that never jump);
///  - `anti` (Anti-Clobber): a stone moves onto an empty cell instead and leaves an
///    opposing stone behind (a Clobber move played backwards); `#` marks blocked cells;
///  - `cannibal` (Cannibal Clobber, proposed by Ingo Althöfer in 2003): a stone may
///    also land on a stone of its own colour, which is removed. Not with `anti`.
/// Exactly as CGSuite: a stone walks while the cells are empty and fewer than
/// max_distance steps are taken, then lands if the cell reached may be clobbered (an
/// opposing stone, or any stone in Cannibal Clobber; an empty cell in Anti-Clobber).
/// Independent parts: with max_distance 1, stones connected by the moving steps (in
/// Anti-Clobber, a stone and an empty cell one step apart); sliding stones, stones that
/// share a line (their captures land on stones of that set only); sliding Anti-Clobber,
/// regions of unblocked cells. Colours swapped give the negative.
/// Cost: the moves of a position take O(cells × directions × max_distance).

#include <string_view>
#include <vector>

#include "cgt/games/grid.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class Clobber {
 public:
  using Position = Grid;
  static Position parse(std::string_view text);
  std::vector<Position> left_options(const Position& p) const { return clobbers(p, 'x', 'o'); }
  std::vector<Position> right_options(const Position& p) const { return clobbers(p, 'o', 'x'); }
  std::vector<Position> components(const Position& p) const { return p.components('.'); }
  Position normalize(const Position& p) const;
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  static std::vector<Position> clobbers(const Position& p, char own, char other);
};

/// The ways a stone of GenClobber moves.
enum class ClobberDirections : std::uint8_t { Orthogonal, Diagonal, All, Knight };

struct ClobberRules {
  static constexpr int kUnlimited = 1 << 20;  ///< no limit on the distance (CGSuite's inf)
  ClobberDirections directions = ClobberDirections::Orthogonal;
  int max_distance = 1;  ///< >= 1
  bool anti = false;
  bool cannibal = false;  ///< stones clobber their own colour too

  friend bool operator==(const ClobberRules&, const ClobberRules&) = default;
};

class GenClobber {
 public:
  using Position = Grid;
  /// Throws cgt::DomainError for max_distance < 1, or for cannibal with anti.
  explicit GenClobber(ClobberRules rules = {});

  /// CGSuite's Kings, Knights, Rooks, Queens and AntiClobber.
  static GenClobber kings() { return GenClobber({ClobberDirections::All, 1, false}); }
  static GenClobber knights() { return GenClobber({ClobberDirections::Knight, 1, false}); }
  static GenClobber rooks() { return GenClobber({ClobberDirections::Orthogonal, ClobberRules::kUnlimited, false}); }
  static GenClobber queens() { return GenClobber({ClobberDirections::All, ClobberRules::kUnlimited, false}); }
  static GenClobber anti_clobber() { return GenClobber({ClobberDirections::Orthogonal, 1, true}); }
  static GenClobber cannibal_clobber() { return GenClobber({ClobberDirections::Orthogonal, 1, false, true}); }

  /// A board of 'x', 'o' and '.' ('#' too in Anti-Clobber, as CGSuite's charmaps).
  /// Throws cgt::ParseError naming the bad character or row, `game` naming the ruleset.
  Position parse(std::string_view text, std::string_view game = "gen_clobber") const;
  const ClobberRules& rules() const { return rules_; }

  std::vector<Position> left_options(const Position& p) const { return moves(p, 'x', 'o'); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, 'o', 'x'); }
  std::vector<Position> components(const Position& p) const;
  /// Cropped to what matters, the least of the 8 images (every direction set is symmetric).
  Position normalize(const Position& p) const { return p.least_image(blank()); }
  /// The colours swapped: the negative (HasConjugate).
  Position conjugate(const Position& p) const { return p.swapped('x', 'o'); }

 private:
  std::span<const Step> steps() const;
  /// The cell that cannot matter: off the board in effect ('.' for Clobber, '#' for Anti-Clobber).
  char blank() const { return rules_.anti ? '#' : '.'; }
  std::vector<Position> moves(const Position& p, char own, char other) const;
  std::vector<Position> line_components(const Position& p) const;
  std::vector<Position> anti_components(const Position& p) const;

  ClobberRules rules_;
};

}  // namespace cgt
