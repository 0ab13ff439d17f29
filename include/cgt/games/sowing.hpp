#pragma once
/// \file
/// Sowing games from CGSuite 1.x's game.sowing library (rules read from its
/// Sowing.cgs and BasicMancala.cgs; Erickson, "Sowing games", Games of No Chance, 1996).
///
/// Sowing: a row of pits holding seeds. A player empties a pit and sows its seeds one by
/// one into the next pits, Left to the right, Right to the left; the last seed must land
/// in a non-empty pit and every seed must stay on the row. A pit that neither player
/// could ever sow (s >= k and s > n - k for s seeds in pit k of n) is blocked: it takes
/// seeds but is never sown.
///
/// BasicMancala: Left's pits and Right's pits around a board with a store after each
/// side. A player empties one of their own pits and sows onwards around the board, Left's
/// pits, then Left's store, Right's pits (from Right's last pit back to the first), Right's
/// store and round again; a seed dropped in a store leaves the game. Normal play: a player
/// with no seeds in their pits loses. Both games are loop-free (checked for Sowing on
/// every row of up to 6 pits of up to 3 seeds).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cgt {

class Sowing {
 public:
  using Position = std::vector<std::int32_t>;  ///< seeds per pit; kBlocked: a blocked pit
  static constexpr std::int32_t kBlocked = -1;
  static constexpr std::size_t kMaxPits = 40;
  static constexpr std::int64_t kMaxSeeds = 200;

  /// Throws cgt::ParseError for a negative pit, cgt::LimitError past kMaxPits pits or
  /// kMaxSeeds seeds in all.
  static Position parse(const std::vector<std::int64_t>& pits);
  std::vector<Position> left_options(const Position& p) const { return moves(p, +1); }
  std::vector<Position> right_options(const Position& p) const { return moves(p, -1); }
  /// The row reversed: the players exchanged (HasConjugate).
  Position conjugate(const Position& p) const { return {p.rbegin(), p.rend()}; }
  /// As CGSuite 1.x printed it: "[2, 0, inf]".
  static std::string to_string(const Position& p);

 private:
  static Position blocked(Position p);
  std::vector<Position> moves(const Position& p, int direction) const;
};

class BasicMancala {
 public:
  /// Left's pits and Right's pits, each numbered from its owner's first pit.
  using Position = std::pair<std::vector<std::int32_t>, std::vector<std::int32_t>>;
  static constexpr std::size_t kMaxPits = 20;
  static constexpr std::int64_t kMaxSeeds = 200;

  /// Throws cgt::ParseError for a negative pit or an empty side, cgt::LimitError past the limits.
  static Position parse(const std::vector<std::int64_t>& left, const std::vector<std::int64_t>& right);
  std::vector<Position> left_options(const Position& p) const { return moves(p.first, p.second, true); }
  std::vector<Position> right_options(const Position& p) const { return moves(p.second, p.first, false); }
  /// The sides exchanged (HasConjugate).
  Position conjugate(const Position& p) const { return {p.second, p.first}; }
  /// "[1, 8], [2, 1]" (Left's pits, Right's pits).
  static std::string to_string(const Position& p);

 private:
  std::vector<Position> moves(const std::vector<std::int32_t>& us, const std::vector<std::int32_t>& them, bool left) const;
};

}  // namespace cgt
