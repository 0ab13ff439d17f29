#pragma once
/// \file
/// Short partisan games in canonical form (Conway, ONAG ch. 10; Winning Ways ch. 2-3;
/// Siegel, CGT, II.2-II.3).
///
/// A `Game` is a handle (a dense integer id) into one process-wide, hash-consed table
/// of canonical forms: two games are equal exactly when their ids are equal. Every
/// construction yields the canonical form (dominated options removed, reversible
/// options bypassed). Numbers are stored as exact dyadic rationals (cgt::Dyadic), not
/// as trees, so 2^100 or 1/2^100 cost no more than 1; sums and comparisons with numbers
/// use number translation and number avoidance instead of walking number trees.
/// Comparisons, sums and negations are memoised by id.
///
/// The table is not thread-safe: use it from one thread at a time.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cgt/core/dyadic.hpp"
#include "cgt/core/outcome.hpp"

namespace cgt {

namespace detail {
class TableStore;  // the game table behind the ids (cgt/partisan/game_table.hpp)
}

/// x + n·↑ + *k: a number x, an integer multiple n of ↑, and a nimber *k.
struct NumberUpStar {
  Dyadic number;
  long ups = 0;
  std::uint64_t nimber = 0;
  friend bool operator==(const NumberUpStar&, const NumberUpStar&) = default;
};

/// Relation between two games in the partial order of games.
enum class Relation { Less, Equal, Greater, Confused };

class Game {
 public:
  using Id = std::uint32_t;

  /// The game 0 = { | }.
  Game() = default;

  /// The number x (canonical form of a dyadic rational).
  static Game number(const Dyadic& x);
  static Game integer(long n) { return number(Dyadic(n)); }
  /// The nimber *k = {0, *1, ..., *(k-1) | 0, *1, ..., *(k-1)}. O(k^2) the first time.
  static Game nimber(std::uint64_t k);
  /// ↑ = {0 | *}.
  static Game up();
  /// x + n·↑ + *k, built from its closed form in O(1). Closed forms hold |n| <= 2^61:
  /// this, and a sum or difference past it, throws cgt::LimitError (never a wrap).
  static Game number_up_star(const Dyadic& x, long ups, std::uint64_t nimber);
  /// The closed form when the game is a number or x + n·↑ + *k (exact: such values are
  /// always held in closed form), else nullopt. O(1).
  std::optional<NumberUpStar> as_number_up_star() const;

  /// The canonical form of {left | right}. The options may be any games.
  /// Throws cgt::LimitError past the table limits (options per side, table size).
  static Game from_options(std::span<const Game> left, std::span<const Game> right);

  Id id() const noexcept { return id_; }
  bool is_number() const noexcept;
  /// True when the game is an integer n (a number whose denominator is 1).
  bool is_integer() const;
  /// The number's value. Throws cgt::DomainError if the game is not a number.
  const Dyadic& number_value() const;

  /// Options of the canonical form, in the table's order (by id). For a number, its
  /// canonical options (n-1 for an integer n > 0; (m-1)/2^k and (m+1)/2^k for m/2^k).
  std::vector<Game> left_options() const;
  std::vector<Game> right_options() const;

  friend Game operator+(Game a, Game b);
  friend Game operator-(Game a);
  friend Game operator-(Game a, Game b) { return a + (-b); }
  Game& operator+=(Game b) { return *this = *this + b; }

  friend bool operator==(Game a, Game b) noexcept { return a.id_ == b.id_; }

  /// Number of games in the table (all subgames ever built).
  static std::size_t table_size();
  /// Largest table accepted; past it construction throws cgt::LimitError.
  static constexpr std::size_t kMaxTableSize = std::size_t{1} << 28;
  /// Largest number of options per side accepted.
  static constexpr std::size_t kMaxOptions = std::size_t{1} << 20;

 private:
  explicit Game(Id id) : id_(id) {}
  friend class detail::TableStore;
  Id id_ = 0;
};

/// a <= b: Left, moving second in a - b... precisely: no a^L >= b and no b^R <= a.
/// Memoised. O(product of the sizes) the first time.
bool leq(Game a, Game b);
/// <, =, >, or confused (||).
Relation compare(Game a, Game b);

/// Outcome class: L (G > 0), R (G < 0), P (G = 0), N (G || 0).
OutcomeClass outcome(Game g);

/// Left stop and right stop (Winning Ways ch. 3; Siegel, CGT, II.4): the number reached
/// when Left (Right) moves first and both play to finish with the best number.
Dyadic left_stop(Game g);
Dyadic right_stop(Game g);

/// The day on which the canonical form is born (0 for 0; 1 for *, 1, -1; ...).
mpz_class birthday(Game g);

/// True when -x < g < x for every positive number x (both stops are 0).
bool is_infinitesimal(Game g);

}  // namespace cgt
