#pragma once
/// \file
/// Outcome classes (Winning Ways ch. 2; Siegel, CGT, I.1): who wins with perfect play.

#include <string_view>

namespace cgt {

/// L: Left wins whoever starts; R: Right wins whoever starts; N: the player to move
/// (the Next player) wins; P: the player who just moved (the Previous player) wins;
/// D: neither can force a win, play goes on forever (loopy games only).
enum class OutcomeClass { L, R, N, P, D };

/// "L", "R", "N", "P" or "D".
constexpr std::string_view to_string(OutcomeClass o) noexcept {
  switch (o) {
    case OutcomeClass::L: return "L";
    case OutcomeClass::R: return "R";
    case OutcomeClass::N: return "N";
    case OutcomeClass::P: return "P";
    case OutcomeClass::D: return "D";
  }
  return "?";
}

/// The outcome class from who wins moving first: Left (`left_first`) and Right.
constexpr OutcomeClass outcome_class(bool left_first, bool right_first) noexcept {
  if (left_first && right_first) return OutcomeClass::N;
  if (left_first) return OutcomeClass::L;
  return right_first ? OutcomeClass::R : OutcomeClass::P;
}

}  // namespace cgt
