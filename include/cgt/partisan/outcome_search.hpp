#pragma once
/// \file
/// The outcome class of a partisan position by direct search, without canonical forms:
/// for positions too large to value. Left moving first wins iff some Left option is a
/// loss for Right moving first, and symmetrically (Winning Ways ch. 2). Memoised per
/// position in a transposition table; depth-first, so depth is bounded by the game's
/// length.

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <cstdint>

#include "cgt/core/error.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

template <PartisanGame G>
class OutcomeSearch {
 public:
  using P = typename G::Position;
  OutcomeSearch(const G& game, std::size_t max_positions = 100'000'000, RunControl& run = unlimited_run())
      : game_(game), max_positions_(max_positions), run_(run) {}

  /// L, R, N or P for the position. Throws cgt::LimitError past the limits.
  OutcomeClass outcome(const P& p) {
    const bool left_first = wins(p, true), right_first = wins(p, false);
    if (left_first && right_first) return OutcomeClass::N;
    if (left_first) return OutcomeClass::L;
    if (right_first) return OutcomeClass::R;
    return OutcomeClass::P;
  }

  /// Positions stored in the transposition table.
  std::size_t nodes() const noexcept { return table_.size(); }

 private:
  // Bits of a table entry: known/value for Left to move, known/value for Right to move.
  enum : std::uint8_t { kLeftKnown = 1, kLeftWins = 2, kRightKnown = 4, kRightWins = 8 };

  bool wins(const P& raw, bool left_to_move) {
    // Normalised keys (crop, symmetry) let equal positions share one entry.
    const P p = key_of(raw);
    const std::uint8_t known = left_to_move ? kLeftKnown : kRightKnown;
    const std::uint8_t value = left_to_move ? kLeftWins : kRightWins;
    if (auto it = table_.find(p); it != table_.end() && (it->second & known)) return it->second & value;
    bool result = false;
    const auto options = left_to_move ? game_.left_options(p) : game_.right_options(p);
    for (const P& q : options)
      if (!wins(q, !left_to_move)) {
        result = true;
        break;
      }
    auto [it, inserted] = table_.try_emplace(p, std::uint8_t{0});
    if (inserted) {
      if (table_.size() > max_positions_)
        throw LimitError(fmt::format("outcome search stopped: more than {} positions", max_positions_));
      if (table_.size() % 65536 == 0) run_.checkpoint("outcome search", table_.size(), 0, table_.size() * 48);
    }
    it->second |= known | (result ? value : 0);
    return result;
  }

  P key_of(const P& p) const {
    if constexpr (HasNormalize<G>) {
      return game_.normalize(p);
    } else {
      return p;
    }
  }

  const G& game_;
  std::size_t max_positions_;
  RunControl& run_;
  absl::flat_hash_map<P, std::uint8_t> table_;
};

}  // namespace cgt
