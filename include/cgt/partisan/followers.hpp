#pragma once
/// \file
/// Subpositions and derived games of canonical forms: followers and their count, the
/// stop count, the companion, the reduced canonical form, the misère outcome of a
/// form played misère, and the games born by day n (Siegel, CGT, II.1-II.6; Winning
/// Ways ch. 2; CGSuite's Followers, FollowerCount, StopCount, Companion,
/// ReducedCanonicalForm, MisereOutcomeClass, DayN). Memoised per game table.

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <gmpxx.h>

#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_form.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

/// Every distinct subposition of the canonical form of g, g itself included (CGSuite's
/// Followers), in table order (by id). A number's followers are those of its canonical
/// form (5: 0..5; -1/2: -1, -1/2, 0). O(followers); numbers on the way cost O(1) each
/// except the integers listed. Throws cgt::LimitError when there would be more than
/// 2^24 of them.
std::vector<Game> followers(Game g);

/// The number of followers (CGSuite's FollowerCount), exact for any size (integers
/// in closed form: 10^12 has 10^12 + 1). O(non-integer followers). Memoised.
mpz_class follower_count(Game g);

/// The stop count (CGSuite's StopCount): the number of leaves of the canonical game
/// tree when a number counts as a leaf: 1 for a number, the sum over all options
/// otherwise (x + *n has 2·3^(n-1)). O(distinct subpositions). Memoised.
mpz_class stop_count(Game g);

/// The companion G° (CGSuite's Companion; Siegel): n·↑ + *k is its own companion for
/// k >= 2, otherwise its nimber's last bit flips (0 ↔ *, ↑ ↔ ↑*); a number x ≠ 0 is its
/// own; otherwise {G^L°, and 0 if G >= 0 | G^R°, and 0 if G <= 0}.
/// O(distinct subpositions) comparisons. Memoised.
Game companion(Game g);

/// The misère outcome class of the canonical form of g played misère (the player who
/// cannot move wins): 0 is N, ↑ is R, an integer n > 0 is R. Not an invariant of the
/// value: a game's own misère outcome is that of its own tree (the overloads below).
/// O(distinct subpositions). Memoised.
OutcomeClass misere_outcome(Game g);

/// The misère outcome class of a form (CGSuite's MisereOutcomeClass of a Game).
/// O(distinct subforms) with a memo local to the call.
OutcomeClass misere_outcome(const GameForm& form);

/// The misère outcome class of a position of any partisan game, on its own game tree
/// (components are not split: misère play does not decompose). O(positions reached).
/// Throws cgt::LimitError past max_positions stored positions.
template <PartisanGame G>
OutcomeClass misere_outcome(const G& game, const typename G::Position& p, std::size_t max_positions = 50'000'000);

/// The canonical games born by day `day` (CGSuite's DayN): every {A | B} with A, B
/// antichains of the games born by day - 1. With all_small, only the all-small ones
/// (Siegel, CGT, II.8: every subposition 0 or with options for both players). With
/// reduced, only the reduced canonical forms among them (g = reduced_canonical_form(g)).
/// Counts: 1, 4, 22, 1474 games (born by days 0-3). In table order. Memoised per
/// (day, all_small). Throws cgt::LimitError when the day's antichains exceed 2^12 (2^24 pairs)
/// (every day from 4 on, all-small or not), cgt::DomainError for a negative day.
std::vector<Game> games_born_by(int day, bool all_small = false, bool reduced = false);

// ---- implementation -----------------------------------------------------------

namespace detail {
// Player to move wins misère (no move: a win) from a position; memo per (position, side).
template <PartisanGame G>
struct MisereSearch {
  using P = typename G::Position;
  const G& game;
  std::size_t max_positions;
  absl::flat_hash_map<P, std::uint8_t> memo;  // bit 0/1: Left-first known/wins; bit 2/3: Right

  bool mover_wins(const P& p, bool left) {
    const std::uint8_t known = left ? 1 : 4, wins = left ? 2 : 8;
    if (auto it = memo.find(p); it != memo.end() && (it->second & known)) return it->second & wins;
    const std::vector<P> moves = left ? game.left_options(p) : game.right_options(p);
    bool result = moves.empty();
    for (const P& q : moves) {
      if (!mover_wins(q, !left)) {
        result = true;
        break;
      }
    }
    if (memo.size() >= max_positions)
      throw LimitError(fmt::format("more than {} positions stored in a misère search", max_positions));
    memo[p] |= static_cast<std::uint8_t>(known | (result ? wins : 0));
    return result;
  }
};
}  // namespace detail

template <PartisanGame G>
OutcomeClass misere_outcome(const G& game, const typename G::Position& p, std::size_t max_positions) {
  detail::MisereSearch<G> search{game, max_positions, {}};
  const bool left_first = search.mover_wins(p, true), right_first = search.mover_wins(p, false);
  if (left_first && right_first) return OutcomeClass::N;
  if (left_first) return OutcomeClass::L;
  if (right_first) return OutcomeClass::R;
  return OutcomeClass::P;
}

}  // namespace cgt
