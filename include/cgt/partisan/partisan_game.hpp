#pragma once
/// \file
/// The generic reducer from positions of a partisan game to canonical forms (Siegel,
/// CGT, II.1-II.2), and the concepts a game satisfies (cgt/partisan/partisan_concepts.hpp).
///
/// A game type G describes itself only: `G::Position` (hashable by absl::Hash,
/// equality comparable), `g.left_options(p)` and `g.right_options(p)`. Optionally
/// `g.components(p)` splits a position into a disjunctive sum of independent parts, and
/// `g.normalize(p)` maps it to a canonical key (crop, symmetry); both let the
/// transposition table recognise equal positions; `g.conjugate(p)` (HasConjugate) lets
/// it recognise negatives; `g.sole_mover(p)` (HasSoleMover) lets it value positions
/// only one player can move in by their longest line (cgt/partisan/one_sided_value.hpp).

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <algorithm>
#include <concepts>
#include <exception>
#include <mutex>
#include <optional>
#include <vector>

#include "cgt/core/container_growth.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/one_sided_value.hpp"
#include "cgt/partisan/partisan_concepts.hpp"
#include "cgt/partisan/private_table.hpp"

namespace cgt {

/// Position -> canonical form with a transposition table keyed by normalised
/// components. Reuse one reducer for many positions of the same game. The reducer's
/// table holds Games of the game table current when they were made: use one reducer
/// within one game table (cgt/partisan/private_table.hpp).
template <PartisanGame G>
class CanonicalReducer {
 public:
  using P = typename G::Position;
  /// `run` (kept by reference: it must outlive the reducer) gives the limits, the
  /// cancellation and the thread count: run.threads() components of the position passed
  /// to value() are valued at once. The game's option functions must be safe to call
  /// from several threads (they are const and pure for every game in games/).
  CanonicalReducer(const G& game, RunControl& run, std::size_t max_positions = 50'000'000)
      : game_(game), run_(&run), max_positions_(max_positions), one_sided_(game, run) {}

  /// For a reducer kept across calls (a session's): later calls run under `run`, which
  /// must outlive them. The table is kept; only limits, threads and cancellation change.
  void use_run(RunControl& run) noexcept {
    run_ = &run;
    one_sided_.use_run(run);
  }

  /// The canonical form of p: components valued separately and summed. The distinct
  /// components of p itself not yet in the table are valued in parallel, each in a
  /// private game table (cgt/partisan/private_table.hpp); the result equals a serial
  /// run's (canonical forms are unique). Deeper splits are valued serially, sharing
  /// one transposition table.
  /// Throws cgt::LimitError past max_positions stored positions (per thread), or when
  /// the RunControl's (cgt/core/run_control.hpp) time or memory limit is passed or it
  /// is cancelled; memory is estimated as the stored positions plus ~256 bytes per game in
  /// the game table, times the number of threads at work.
  Game value(const P& p) {
    if constexpr (HasComponents<G>) {
      const std::vector<P> parts = game_.components(p);
      if (parts.size() != 1) {
        if (depth_ == 0 && !serial_ && run_->threads() > 1) value_in_parallel(parts);
        Game total;
        for (const P& part : parts) total += component_value(part);
        return total;
      }
    }
    return component_value(p);
  }

  std::size_t positions() const noexcept { return memo_.size(); }
  /// The valuer of one-player positions this reducer uses (its own limit of positions,
  /// not max_positions: a budget set on the reducer must not refuse territories).
  OneSidedValuer<G>& one_sided() noexcept { return one_sided_; }
  const OneSidedValuer<G>& one_sided() const noexcept { return one_sided_; }
  /// Changes the limit on stored positions (values already stored stay).
  void set_max_positions(std::size_t max_positions) noexcept { max_positions_ = max_positions; }
  /// Values components one at a time whatever run.threads() (a budget set by
  /// set_max_positions then counts every position of the valuation).
  void set_serial() noexcept { serial_ = true; }

 private:
  P normalized(const P& raw) const { return normalized_key(game_, raw); }

  // Values the distinct, not yet stored components of one position on run_->threads()
  // threads, each in a private game table and reducer, and stores the results.
  void value_in_parallel(const std::vector<P>& parts) {
    std::vector<P> todo;
    for (const P& part : parts) {
      P key = normalized(part);
      if (!memo_.contains(key) && std::find(todo.begin(), todo.end(), key) == todo.end())
        todo.push_back(std::move(key));
    }
    if (todo.size() < 2) return;
    std::vector<PortableGame> results(todo.size());
    const int workers = std::min<int>(run_->threads(), static_cast<int>(todo.size()));
    std::exception_ptr error;
    std::mutex error_mutex;
#pragma omp parallel for schedule(dynamic, 1) num_threads(workers)
    for (std::size_t i = 0; i < todo.size(); ++i) {
      try {
        const ScopedGameTable table;
        const GameTable::Watch watch(*run_);  // sums and comparisons in the fresh table meet the limits
        CanonicalReducer worker(game_, *run_, max_positions_);
        worker.serial_ = true;
        worker.memory_scale_ = static_cast<std::uint64_t>(workers);
        results[i] = PortableGame::from(worker.component_value(todo[i]));
      } catch (...) {
        const std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
      }
    }
    if (error) std::rethrow_exception(error);
    for (std::size_t i = 0; i < todo.size(); ++i) memo_.emplace(std::move(todo[i]), results[i].to_game());
  }

  Game component_value(const P& raw) {
    P key = normalized(raw);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if constexpr (HasConjugate<G>) {  // -G stored already?
      if (auto it = memo_.find(normalized(game_.conjugate(key))); it != memo_.end()) return -it->second;
    }
    if (const std::optional<long> n = one_sided_.value(key)) {  // one player's territory: an integer
      const Game g = Game::integer(*n);
      memo_.emplace(std::move(key), g);
      return g;
    }
    check_stack("valuing a position: its moves");  // one level per move of the longest line
    ++depth_;
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    std::vector<Game> left, right;
    for (const P& q : game_.left_options(key)) left.push_back(value(q));
    for (const P& q : game_.right_options(key)) right.push_back(value(q));
    const Game g = Game::from_options(left, right);
    if (memo_.size() >= max_positions_)
      throw LimitError(fmt::format("more than {} positions stored while valuing a game", max_positions_));
    if (memo_.size() % 1024 == 0)
      run_->checkpoint(
          "valuing positions", memo_.size(), 0,
          memory_scale_ * (memo_.size() * (sizeof(P) + sizeof(Game) + 32) + Game::table_size() * 256));
    run_->check_growth("the table of valued positions", map_growth(memo_, 1));
    memo_.emplace(std::move(key), g);
    return g;
  }

  const G& game_;
  RunControl* run_;  // never null
  std::size_t max_positions_;
  bool serial_ = false;              // a parallel worker: never splits work again
  int depth_ = 0;                    // nesting of component_value (0: a top-level call)
  std::uint64_t memory_scale_ = 1;   // threads sharing the memory limit
  absl::flat_hash_map<P, Game> memo_;
  OneSidedValuer<G> one_sided_;  // positions only one player can move in
};

/// Canonical form of one position (a fresh reducer working under `run`).
template <PartisanGame G>
Game canonical_form(const G& game, const typename G::Position& p, RunControl& run = unlimited_run()) {
  return CanonicalReducer<G>(game, run).value(p);
}

}  // namespace cgt
