#pragma once
/// \file
/// Coin-turning games and their heap form (Winning Ways ch. 14 "Turn and Turn About";
/// CGSuite's game.heap.Spawning and game.strip.Turning). A turning code is a list of
/// elements separated by ',': `k`, `a-b` or `a+` coins turned (the rightmost one, at
/// position n, from heads to tails), then modifiers: `C` consecutive coins, `C(m)` all
/// within m consecutive positions, `E` equally spaced, `S` symmetric about the middle of
/// the coins turned, `F` the leftmost coin at position 1. Mock Turtles is "1-3", Ruler
/// "1+C", Triplets "3", Turnips "3E", Grunt "4FS", Sym "1+S".
///
/// Heap form: a head at position n (1-based) is a heap of size n; turning coins at
/// positions p1 < ... < pk = n moves heap n to heaps p1, ..., p(k-1) (two equal heaps
/// cancel, as two heads turned back do). A row of coins is the sum of its heads' heaps.

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/core/run_control.hpp"

namespace cgt {

class Spawning {
 public:
  /// A sum of heaps, sorted (a row of coins: its heads' positions).
  using Position = std::vector<std::int64_t>;

  /// Throws cgt::ParseError naming the element and character of a malformed code.
  explicit Spawning(std::string_view code);

  /// Calls f(heaps) once per option of a heap of size n (the heaps it spawns, ascending).
  /// The count grows as n^(coins - 1); `run` is checked every 2^16 options.
  void for_each_option(std::int64_t n, const std::function<void(std::span<const std::int64_t>)>& f) const;
  /// The number of options of heap n (CGSuite's Options.Size).
  std::uint64_t option_count(std::int64_t n) const;

  /// Grundy values G(0..n) (G(0) = 0: no coin). Throws cgt::LimitError past
  /// kMaxOptions options in all, or as `run` says.
  std::vector<std::uint64_t> grundy_values(std::int64_t n, RunControl& run) const;
  static constexpr std::uint64_t kMaxOptions = 200'000'000;

  /// ImpartialGame: moves of a sum of heaps; each heap is a component.
  std::vector<Position> moves(const Position& p) const;
  std::vector<Position> components(const Position& p) const;

  /// A row of coins, 'h' heads and 't' tails (also H/T), as its heaps. Throws
  /// cgt::ParseError naming a character that is neither.
  static Position heads(std::string_view coins);

  const std::string& code() const noexcept { return code_; }

 private:
  enum class Spacing { Any, Consecutive, Equal, Symmetric };
  struct Element {
    std::int64_t min_coins, max_coins, max_separation;
    Spacing spacing;
    bool first;
  };
  std::string code_;
  std::vector<Element> elements_;
};

/// A row of coins under a turning code, as an ImpartialGame (played as it is, not as
/// its value): a move turns the head at position n to tails and flips the coins at the
/// positions of one of heap n's spawning options.
class TurningRow {
 public:
  /// 'h' heads and 't' tails, position 1 at the left (lower case).
  using Position = std::string;

  explicit TurningRow(Spawning rules) : rules_(std::move(rules)) {}
  /// O(Σ options of the heads' heaps · row length).
  std::vector<Position> moves(const Position& p) const;

 private:
  Spawning rules_;
};

}  // namespace cgt
