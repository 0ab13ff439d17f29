#pragma once
/// \file
/// The solved values of a dense game: one 16-bit cell per state (a position numbered
/// 0..N-1 by a perfect hash), holding the value for the player to move and its
/// remoteness. While solving, an undecided cell holds a counter of the moves not yet
/// known to lead to a win for the opponent (the out-degree counter of retrograde
/// analysis); cells still undecided at the end are draws.
///
/// Layout: bits 15-14 = 00 undecided (bits 13-0: the counter), 01 win, 10 lose, 11 tie
/// (ties only in tables of the hash solver; the dense solver has none); bits 13-0 the
/// remoteness (plies to the end with perfect play, at most 16,383).

#include <cstdint>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/core/solved_value.hpp"

namespace cgt {

namespace dense_cell {
inline constexpr std::uint16_t kWin = 0x4000;
inline constexpr std::uint16_t kLose = 0x8000;
inline constexpr std::uint16_t kTie = 0xC000;
inline constexpr std::uint16_t kPayload = 0x3FFF;
inline constexpr std::uint32_t kMaxRemoteness = kPayload;

constexpr bool decided(std::uint16_t cell) { return cell >= kWin; }
constexpr SolvedValue value(std::uint16_t cell) {
  return cell >= kTie ? SolvedValue::Tie : cell >= kLose ? SolvedValue::Lose : cell >= kWin ? SolvedValue::Win : SolvedValue::Draw;
}
/// The cell of a decided value or of a draw. Throws cgt::LimitError for a remoteness
/// past 16,383, which a cell cannot hold (never a clamp: a wrong remoteness would be
/// a silent wrong answer).
constexpr std::uint16_t make(SolvedValue v, std::uint32_t remoteness) {
  if (v != SolvedValue::Draw && remoteness > kMaxRemoteness)
    throw LimitError("a remoteness past 16,383 plies, more than a solved cell holds");
  const auto r = static_cast<std::uint16_t>(remoteness);
  switch (v) {
    case SolvedValue::Win: return kWin | r;
    case SolvedValue::Lose: return kLose | r;
    case SolvedValue::Tie: return kTie | r;
    case SolvedValue::Draw: break;
  }
  return 0;
}
constexpr std::uint32_t remoteness(std::uint16_t cell) { return decided(cell) ? cell & kPayload : 0; }
}  // namespace dense_cell

/// Values of every state of a dense game (2 bytes per state).
struct DenseTable {
  std::vector<std::uint16_t> cells;

  SolvedValue value(std::uint64_t state) const { return dense_cell::value(cells.at(state)); }
  std::uint32_t remoteness(std::uint64_t state) const { return dense_cell::remoteness(cells.at(state)); }
  std::uint64_t size() const { return cells.size(); }
};

}  // namespace cgt
