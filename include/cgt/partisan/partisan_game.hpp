#pragma once
/// \file
/// The C++20 concept a partisan game satisfies, and the generic reducer from positions
/// to canonical forms (Siegel, CGT, II.1-II.2).
///
/// A game type G describes itself only: `G::Position` (hashable by absl::Hash,
/// equality comparable), `g.left_options(p)` and `g.right_options(p)`. Optionally
/// `g.components(p)` splits a position into a disjunctive sum of independent parts, and
/// `g.normalize(p)` maps it to a canonical key (crop, symmetry); both let the
/// transposition table recognise equal positions; `g.conjugate(p)` (HasConjugate) lets
/// it recognise negatives.

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <omp.h>

#include <algorithm>
#include <concepts>
#include <exception>
#include <mutex>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/private_table.hpp"

namespace cgt {

template <class G>
concept PartisanGame = requires(const G& game, const typename G::Position& p) {
  { game.left_options(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { game.right_options(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { absl::Hash<typename G::Position>{}(p) } -> std::convertible_to<std::size_t>;
  { p == p } -> std::convertible_to<bool>;
};

template <class G>
concept HasComponents = requires(const G& game, const typename G::Position& p) {
  { game.components(p) } -> std::convertible_to<std::vector<typename G::Position>>;
};

template <class G>
concept HasNormalize = requires(const G& game, const typename G::Position& p) {
  { game.normalize(p) } -> std::convertible_to<typename G::Position>;
};

/// Optional: `g.conjugate(p)` is a position whose value is -p's (the players' roles
/// exchanged: a transposed Domineering board, a Clobber board with the colours
/// swapped). The reducer then values one of p and its conjugate and negates.
template <class G>
concept HasConjugate = requires(const G& game, const typename G::Position& p) {
  { game.conjugate(p) } -> std::convertible_to<typename G::Position>;
};

/// The table key of a position: g.normalize(p) when the game has one, else p.
template <PartisanGame G>
typename G::Position normalized_key(const G& game, const typename G::Position& p) {
  if constexpr (HasNormalize<G>) {
    return game.normalize(p);
  } else {
    return p;
  }
}

/// Position -> canonical form with a transposition table keyed by normalised
/// components. Reuse one reducer for many positions of the same game.
template <PartisanGame G>
class CanonicalReducer {
 public:
  using P = typename G::Position;
  /// `threads`: how many components of the position passed to value() are valued at
  /// once (0: OpenMP's default, all cores). The game's option functions must be safe to
  /// call from several threads (they are const and pure for every catalogue game).
  explicit CanonicalReducer(const G& game, std::size_t max_positions = 50'000'000, int threads = 0)
      : game_(game), max_positions_(max_positions), threads_(threads > 0 ? threads : omp_get_max_threads()) {}

  /// The canonical form of p: components valued separately and summed. The distinct
  /// components of p itself not yet in the table are valued in parallel, each in a
  /// private game table (cgt/partisan/private_table.hpp); the result equals a serial
  /// run's (canonical forms are unique). Deeper splits are valued serially, sharing
  /// one transposition table.
  /// Throws cgt::LimitError past max_positions stored positions (per thread), or when
  /// the ambient RunControl's (cgt/core/run_control.hpp) time or memory limit is
  /// passed; memory is estimated as the stored positions plus ~256 bytes per game in
  /// the game table, times the number of threads at work.
  Game value(const P& p) {
    if constexpr (HasComponents<G>) {
      const std::vector<P> parts = game_.components(p);
      if (parts.size() != 1) {
        if (depth_ == 0 && threads_ > 1) value_in_parallel(parts);
        Game total;
        for (const P& part : parts) total += component_value(part);
        return total;
      }
    }
    return component_value(p);
  }

  std::size_t positions() const noexcept { return memo_.size(); }
  /// Changes the limit on stored positions (values already stored stay).
  void set_max_positions(std::size_t max_positions) noexcept { max_positions_ = max_positions; }

 private:
  P normalized(const P& raw) const { return normalized_key(game_, raw); }

  // Values the distinct, not yet stored components of one position on threads_
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
    RunControl& control = ambient_run();
    const int workers = std::min<int>(threads_, static_cast<int>(todo.size()));
    std::exception_ptr error;
    std::mutex error_mutex;
#pragma omp parallel for schedule(dynamic, 1) num_threads(workers)
    for (std::size_t i = 0; i < todo.size(); ++i) {
      try {
        const ScopedRunControl run(control);
        const ScopedGameTable table;
        CanonicalReducer worker(game_, max_positions_, 1);
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
      ambient_run().checkpoint(
          "valuing positions", memo_.size(), 0,
          memory_scale_ * (memo_.size() * (sizeof(P) + sizeof(Game) + 32) + Game::table_size() * 256));
    memo_.emplace(std::move(key), g);
    return g;
  }

  const G& game_;
  std::size_t max_positions_;
  int threads_;
  int depth_ = 0;                    // nesting of component_value (0: a top-level call)
  std::uint64_t memory_scale_ = 1;   // threads sharing the memory limit
  absl::flat_hash_map<P, Game> memo_;
};

/// Canonical form of p through one reducer per (default-constructible) game type, kept
/// for the life of the process so that every position shares one transposition table.
template <PartisanGame G>
Game cached_canonical_form(const typename G::Position& p) {
  static const G game;
  static CanonicalReducer<G> reducer(game);
  return reducer.value(p);
}

/// Canonical form of one position (a fresh reducer).
template <PartisanGame G>
Game canonical_form(const G& game, const typename G::Position& p) {
  return CanonicalReducer<G>(game).value(p);
}

}  // namespace cgt
