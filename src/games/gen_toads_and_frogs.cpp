#include "cgt/games/gen_toads_and_frogs.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/games/strip_games.hpp"

namespace cgt {

GenToadsAndFrogs::GenToadsAndFrogs(int min_slide, int max_slide, int max_jump, bool allow_friendly_jump)
    : min_slide_(min_slide), max_slide_(max_slide), max_jump_(max_jump), friendly_(allow_friendly_jump) {
  for (const int d : {min_slide, max_slide, max_jump})
    if (d < -kMaxDistance || d > kMaxDistance)
      throw LimitError(fmt::format("gen_toads_and_frogs: a distance of {} is past {}", d, kMaxDistance));
  if (min_slide > max_slide)
    throw ParseError(fmt::format("gen_toads_and_frogs: min_slide {} is above max_slide {}", min_slide, max_slide));
  if (max_jump < 0) throw ParseError(fmt::format("gen_toads_and_frogs: max_jump {} is negative", max_jump));
}

GenToadsAndFrogs::Position GenToadsAndFrogs::parse(std::string_view text, std::string_view game) {
  return ToadsAndFrogs::parse(text, game);
}

GenToadsAndFrogs::Position GenToadsAndFrogs::conjugate(const Position& p) const { return ToadsAndFrogs{}.conjugate(p); }

// CGSuite's three move kinds in its order: forward slides, backward slides, jumps. Cells
// off the strip are neither empty nor a piece.
std::vector<GenToadsAndFrogs::Position> GenToadsAndFrogs::moves(const Position& p, char own, char other, int step) const {
  std::vector<Position> out;
  const auto cell = [&](std::size_t i, int k) -> char {
    const auto j = static_cast<std::ptrdiff_t>(i) + static_cast<std::ptrdiff_t>(k) * step;
    return j >= 0 && j < static_cast<std::ptrdiff_t>(p.size()) ? p[static_cast<std::size_t>(j)] : '\0';
  };
  const auto to = [&](std::size_t i, int k) {
    Position q = p;
    q[i] = '.';
    q[static_cast<std::size_t>(static_cast<std::ptrdiff_t>(i) + static_cast<std::ptrdiff_t>(k) * step)] = own;
    out.push_back(std::move(q));
  };
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != own) continue;
    for (int k = 1; k <= max_slide_ && cell(i, k) == '.'; ++k)
      if (k >= min_slide_) to(i, k);
    for (int k = -1; k >= min_slide_ && cell(i, k) == '.'; --k)
      if (k <= max_slide_) to(i, k);
    for (int k = 1; k <= max_jump_ && (cell(i, k) == other || (friendly_ && cell(i, k) == own)); ++k)
      if (cell(i, k + 1) == '.') to(i, k + 1);
  }
  return out;
}

}  // namespace cgt
