#pragma once
/// \file
/// Positions where only one player can ever move. Such a position is an integer: n for
/// Left's longest line of n moves, -n for Right's ({n-1|} = n; a sum of such lines adds;
/// Winning Ways ch. 2, Siegel CGT II.3). Amazons territories are the example: a region
/// holding one player's amazons only is worth the number of moves they can make in it
/// (Berlekamp, "Sums of N x 2 Amazons", 2000; Müller and Tegos, "Experiments in Computer
/// Amazons", 2002). Valuing them by their longest line instead of by canonical forms
/// turns seconds into microseconds (a 5x4 region of one amazon: 12.7 s -> 1 ms).

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <optional>
#include <vector>

#include "cgt/core/container_growth.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/partisan_concepts.hpp"

namespace cgt {

/// The player who alone can move in a position.
enum class SoleMover { Left, Right };

/// Optional for a partisan game: `g.sole_mover(p)` names the only player who can move
/// in p or in any of its followers when the game sees it cheaply (nullopt otherwise),
/// and `g.line_bound(p)` bounds the number of moves in any line of play from p (it need
/// not be tight: it only lets a search stop early when a line reaches it).
template <class G>
concept HasSoleMover = requires(const G& game, const typename G::Position& p) {
  { game.sole_mover(p) } -> std::convertible_to<std::optional<SoleMover>>;
  { game.line_bound(p) } -> std::convertible_to<int>;
};

/// Values the positions of a game that only one player can move in, by a depth-first
/// search for that player's longest line, memoised by normalised component (a line
/// through a sum of components is a line through each). For a game without
/// HasSoleMover, value() is always nullopt. Cost: at most one visit per reachable
/// position of the one player, usually far fewer, as a line that reaches the game's
/// line_bound() ends the search of its position.
template <PartisanGame G>
class OneSidedValuer {
 public:
  using P = typename G::Position;

  /// `run` (kept by reference) gives the time and memory limits; `max_positions` bounds
  /// the memo (cgt::LimitError past it).
  OneSidedValuer(const G& game, RunControl& run, std::size_t max_positions = 50'000'000)
      : game_(game), run_(&run), max_positions_(max_positions) {}

  void use_run(RunControl& run) noexcept { run_ = &run; }

  /// The integer value of p (normalised) when the game names a sole mover for it, else
  /// nullopt. Throws cgt::LimitError past the limits.
  std::optional<long> value(const P& p) {
    if constexpr (HasSoleMover<G>) {
      const std::optional<SoleMover> mover = game_.sole_mover(p);
      if (!mover) return std::nullopt;
      const long n = longest_line(p, *mover == SoleMover::Left);
      return *mover == SoleMover::Left ? n : -n;
    } else {
      return std::nullopt;
    }
  }

  std::size_t positions() const noexcept { return memo_[0].size() + memo_[1].size(); }

 private:
  // The moves in the mover's longest line from the normalised position p.
  long longest_line(const P& p, bool left) {
    auto& memo = memo_[left ? 0 : 1];
    if (auto it = memo.find(p); it != memo.end()) return it->second;
    check_stack("valuing a one-player position: its moves");
    long bound = line_bound_of(p), best = 0;
    for (const P& q : left ? game_.left_options(p) : game_.right_options(p)) {
      if (best >= bound) break;  // no line is longer
      std::vector<P> parts = parts_of(q);
      long reach = 1;  // q's bound first: a child that cannot beat best is not searched
      for (const P& part : parts) reach += line_bound_of(part);
      if (reach <= best) continue;
      long length = 1;
      for (const P& part : parts) length += longest_line(part, left);
      best = std::max(best, length);
    }
    if (positions() >= max_positions_)
      throw LimitError(fmt::format("more than {} positions stored while valuing one-player positions", max_positions_));
    if (positions() % 1024 == 0)
      run_->checkpoint("valuing one-player positions", positions(), 0, positions() * (sizeof(P) + 64));
    run_->check_growth("the table of one-player positions", map_growth(memo, 1));
    memo.emplace(p, best);
    return best;
  }

  long line_bound_of(const P& p) const {
    if constexpr (HasSoleMover<G>) {
      return game_.line_bound(p);
    } else {
      return 0;
    }
  }

  // A position's components, normalised (the position itself for a game without them).
  std::vector<P> parts_of(const P& q) const {
    std::vector<P> parts;
    if constexpr (HasComponents<G>) {
      for (const P& part : game_.components(q)) parts.push_back(normalized_key(game_, part));
    } else {
      parts.push_back(normalized_key(game_, q));
    }
    return parts;
  }

  const G& game_;
  RunControl* run_;  // never null
  std::size_t max_positions_;
  absl::flat_hash_map<P, long> memo_[2];  // Left's longest lines, Right's
};

}  // namespace cgt
