#pragma once
/// \file
/// Gamesman's values of positions for the player to move: a terminal position's value
/// (Primitive) and a solved position's value (SolvedValue: win, lose, tie -- the game
/// ends drawn -- or draw -- it never ends).

#include <cstdint>

namespace cgt {

enum class Primitive : std::uint8_t { Undecided, Win, Lose, Tie };
enum class SolvedValue : std::uint8_t { Win, Lose, Tie, Draw };

constexpr const char* to_string(SolvedValue v) {
  switch (v) {
    case SolvedValue::Win: return "win";
    case SolvedValue::Lose: return "lose";
    case SolvedValue::Tie: return "tie";
    case SolvedValue::Draw: return "draw";
  }
  return "?";
}

}  // namespace cgt
