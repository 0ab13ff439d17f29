#pragma once
/// \file
/// Gamesman's values of positions for the player to move, the one vocabulary of the
/// strong solvers (solve/), the graph files (core/game_graph.hpp) and the command line:
///  - SolvedValue: a solved position's value -- win, lose, tie (the game ends drawn) or
///    draw (it never ends);
///  - Primitive: a position's value when the game is over there (win, lose or tie, the
///    same words as SolvedValue; a terminal position is never a draw), or Undecided
///    when play goes on. `to_solved_value` and `to_primitive` map one to the other.
/// For an impartial (normal play) position, win is Winning Ways' N, lose is P and draw D
/// (cgt::OutcomeClass in core/outcome.hpp).

#include <cstdint>
#include <optional>
#include <string_view>

namespace cgt {

/// The numeric values are stored by the solvers (counts indexed by value, table cells):
/// do not reorder.
enum class SolvedValue : std::uint8_t { Win, Lose, Tie, Draw };

/// A terminal position's value, or Undecided (not terminal).
enum class Primitive : std::uint8_t { Undecided, Win, Lose, Tie };

/// "win", "lose", "tie" or "draw" (the words of the CLI, the JSON output and graph files).
constexpr const char* to_string(SolvedValue v) {
  switch (v) {
    case SolvedValue::Win: return "win";
    case SolvedValue::Lose: return "lose";
    case SolvedValue::Tie: return "tie";
    case SolvedValue::Draw: return "draw";
  }
  return "?";
}

/// The value named by "win", "lose", "tie" or "draw"; nullopt for any other text.
constexpr std::optional<SolvedValue> parse_solved_value(std::string_view text) noexcept {
  if (text == "win") return SolvedValue::Win;
  if (text == "lose") return SolvedValue::Lose;
  if (text == "tie") return SolvedValue::Tie;
  if (text == "draw") return SolvedValue::Draw;
  return std::nullopt;
}

/// The value of a terminal position (Win, Lose or Tie); nullopt for Undecided.
constexpr std::optional<SolvedValue> to_solved_value(Primitive p) noexcept {
  switch (p) {
    case Primitive::Win: return SolvedValue::Win;
    case Primitive::Lose: return SolvedValue::Lose;
    case Primitive::Tie: return SolvedValue::Tie;
    case Primitive::Undecided: break;
  }
  return std::nullopt;
}

/// The Primitive for a terminal value: Win, Lose or Tie (Draw, never terminal, gives Undecided).
constexpr Primitive to_primitive(SolvedValue v) noexcept {
  switch (v) {
    case SolvedValue::Win: return Primitive::Win;
    case SolvedValue::Lose: return Primitive::Lose;
    case SolvedValue::Tie: return Primitive::Tie;
    case SolvedValue::Draw: break;
  }
  return Primitive::Undecided;
}

}  // namespace cgt
