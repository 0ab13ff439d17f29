#pragma once
/// \file
/// The C++20 concept an impartial game satisfies, and exact search on such games:
/// Grundy values (Sprague–Grundy; Winning Ways ch. 3) and outcomes, iteratively
/// (no recursion-depth limit), with a transposition table keyed by position.
///
/// A game type G describes itself only: `G::Position` (hashable by absl::Hash, equality
/// comparable) and `g.moves(p)`, the positions reachable in one move. Normal play.

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>
#include <fmt/format.h>

#include <concepts>
#include <cstdint>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {

template <class G>
concept ImpartialGame = requires(const G& game, const typename G::Position& p) {
  { game.moves(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { absl::Hash<typename G::Position>{}(p) } -> std::convertible_to<std::size_t>;
  { p == p } -> std::convertible_to<bool>;
};

/// Search limits for implicit games.
struct SearchLimits {
  std::size_t max_positions = 10'000'000;  ///< distinct positions stored
};

namespace detail {
// Frame of the explicit DFS stack: a position, its moves, and the next move to visit.
template <class P>
struct SearchFrame {
  P position;
  std::vector<P> moves;
  std::size_t next = 0;
};

inline void check_positions(std::size_t stored, const SearchLimits& limits) {
  if (stored > limits.max_positions)
    throw LimitError(fmt::format("search stopped: more than {} positions (raise the position limit)",
                                 limits.max_positions));
}

// A position seen for the first time: enforce the limits, report now and then, and
// push its frame (copying the position first: pushing may move the stack).
template <class G, class P>
void descend(const G& game, const P& child, std::size_t stored, const SearchLimits& limits, RunControl& run,
             const char* phase, std::vector<SearchFrame<P>>& stack) {
  check_positions(stored, limits);
  if (stored % 4096 == 0) run.checkpoint(phase, stored, 0);
  P position = child;
  auto moves = game.moves(position);
  stack.push_back({std::move(position), std::move(moves)});
}
}  // namespace detail

/// Grundy value of `start`: mex of the values of its moves, by depth-first search with
/// an explicit stack and memoisation. O(positions + moves) table operations.
/// Throws cgt::DomainError if the game has a cycle (use the loopy analysis on an
/// explicit graph), cgt::LimitError past `limits` or the RunControl's limits.
template <ImpartialGame G>
std::uint64_t grundy_value(const G& game, const typename G::Position& start, SearchLimits limits = {},
                           RunControl& run = unlimited_run()) {
  using P = typename G::Position;
  constexpr std::uint64_t kOnStack = ~std::uint64_t{0};
  absl::flat_hash_map<P, std::uint64_t> value;  // kOnStack while being searched
  std::vector<detail::SearchFrame<P>> stack;
  std::vector<std::uint64_t> seen;  // mex scratch
  value.emplace(start, kOnStack);
  stack.push_back({start, game.moves(start)});
  while (!stack.empty()) {
    auto& frame = stack.back();
    if (frame.next < frame.moves.size()) {
      const P& child = frame.moves[frame.next++];
      auto [it, inserted] = value.try_emplace(child, kOnStack);
      if (inserted) {
        detail::descend(game, child, value.size(), limits, run, "grundy search", stack);
      } else if (it->second == kOnStack) {
        throw DomainError("the game has a cycle: Grundy values need an acyclic game (use loopy analysis)");
      }
      continue;
    }
    seen.assign(frame.moves.size() + 1, 0);
    for (const P& child : frame.moves) {
      const std::uint64_t v = value.at(child);
      if (v < seen.size()) seen[v] = 1;
    }
    std::uint64_t mex = 0;
    while (seen[mex]) ++mex;
    value[frame.position] = mex;
    stack.pop_back();
  }
  return value.at(start);
}

/// Outcome search with a transposition table that persists across queries, so
/// several related positions (e.g. every move of a root) share the work.
template <ImpartialGame G>
class ImpartialOutcomeSearch {
 public:
  using P = typename G::Position;
  explicit ImpartialOutcomeSearch(const G& game, SearchLimits limits = {}, RunControl& run = unlimited_run())
      : game_(game), limits_(limits), run_(run) {}

  /// True when the player to move from `start` wins (an N-position). Stops at the first
  /// move to a P-position. Throws cgt::DomainError on a cycle, cgt::LimitError past the
  /// limits.
  bool next_player_wins(const P& start) {
    if (auto it = result_.find(start); it != result_.end() && it->second != kOnStack) return it->second == kWin;
    std::vector<detail::SearchFrame<P>> stack;
    result_[start] = kOnStack;
    stack.push_back({start, game_.moves(start)});
    while (!stack.empty()) {
      const std::size_t depth = stack.size();
      auto& frame = stack.back();
      bool win = false;
      while (frame.next < frame.moves.size()) {
        const P& child = frame.moves[frame.next];
        auto [it, inserted] = result_.try_emplace(child, kOnStack);
        if (inserted) {
          detail::descend(game_, child, result_.size(), limits_, run_, "outcome search", stack);
          break;
        }
        if (it->second == kOnStack)
          throw DomainError("the game has a cycle: this search needs an acyclic game (use loopy analysis)");
        ++frame.next;
        if (it->second == kLoss) {
          win = true;
          break;
        }
      }
      if (stack.size() != depth) continue;  // descended into a child
      result_[stack.back().position] = win ? kWin : kLoss;
      stack.pop_back();
    }
    return result_.at(start) == kWin;
  }

  /// OutcomeClass::N or OutcomeClass::P: next_player_wins(start) as an outcome class.
  OutcomeClass outcome(const P& start) { return next_player_wins(start) ? OutcomeClass::N : OutcomeClass::P; }

  /// Positions stored so far.
  std::size_t size() const noexcept { return result_.size(); }

 private:
  enum : std::uint8_t { kOnStack, kWin, kLoss };
  const G& game_;
  SearchLimits limits_;
  RunControl& run_;
  absl::flat_hash_map<P, std::uint8_t> result_;
};

/// True when the player to move from `start` wins (an N-position). See ImpartialOutcomeSearch.
template <ImpartialGame G>
bool is_next_player_win(const G& game, const typename G::Position& start, SearchLimits limits = {},
                        RunControl& run = unlimited_run()) {
  return ImpartialOutcomeSearch<G>(game, limits, run).next_player_wins(start);
}

}  // namespace cgt
