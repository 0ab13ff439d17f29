#include "cgt/games/fox_and_geese.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {

FoxAndGeese::FoxAndGeese(int board_width, int fox_range) : width_(board_width), range_(fox_range) {
  if (fox_range < 1) throw ParseError("`foxRange` must be >= 1");
  if (board_width < 1 || board_width > kMaxWidth)
    throw LimitError(fmt::format("fox and geese: board width {} is outside 1..{}", board_width, kMaxWidth));
}

FoxAndGeese::Position FoxAndGeese::position(const std::vector<std::pair<std::int64_t, std::int64_t>>& geese,
                                            std::pair<std::int64_t, std::int64_t> fox) const {
  const auto playable = [this](std::pair<std::int64_t, std::int64_t> s) {
    return s.first >= 1 && s.second >= 1 && s.second <= width_ && (s.first + s.second) % 2 == 0;
  };
  const auto check_row = [](std::pair<std::int64_t, std::int64_t> s) {
    if (s.first > kMaxRow)
      throw LimitError(fmt::format("fox and geese: row {} of ({}, {}) is above the highest row accepted, {}", s.first,
                                   s.first, s.second, kMaxRow));
  };
  Position p;
  for (const auto& g : geese) {
    if (!playable(g))
      throw ParseError(fmt::format("Every element of `geese` must be a valid `Coordinates` (1 <= col <= boardWidth; "
                                   "row >= 1; row + col even): ({}, {}) is not (board width {})",
                                   g.first, g.second, width_));
    check_row(g);
    p.geese.emplace_back(static_cast<int>(g.first), static_cast<int>(g.second));
  }
  if (!playable(fox))
    throw ParseError(fmt::format("`fox` must be a valid `Coordinates` (1 <= col <= boardWidth; row >= 1; row + col "
                                 "even): ({}, {}) is not (board width {})",
                                 fox.first, fox.second, width_));
  check_row(fox);
  p.fox = {static_cast<int>(fox.first), static_cast<int>(fox.second)};
  std::sort(p.geese.begin(), p.geese.end());
  p.geese.erase(std::unique(p.geese.begin(), p.geese.end()), p.geese.end());
  if (has_goose(p, p.fox))
    throw ParseError(fmt::format("fox and geese: the fox and a goose are both on ({}, {})", fox.first, fox.second));
  return settle(std::move(p));
}

bool FoxAndGeese::has_goose(const Position& p, Square s) const {
  return std::binary_search(p.geese.begin(), p.geese.end(), s);
}

// Geese only move down, so a fox level with the top goose (or just below it with a free
// square above) can never be caught: the fox has moves forever and the geese finitely
// many, which is the value off. Replacing such positions keeps the graph finite although
// the board has no top (CGSuite's GenFoxAndGeese.Decomposition).
FoxAndGeese::Position FoxAndGeese::settle(Position p) const {
  std::sort(p.geese.begin(), p.geese.end());
  if (p.geese.empty()) return Position{};
  int top = 0;
  for (const auto& g : p.geese) top = std::max(top, g.first);
  const auto [row, col] = p.fox;
  const bool free_above = (col > 1 && !has_goose(p, {row + 1, col - 1})) || (col < width_ && !has_goose(p, {row + 1, col + 1}));
  if (row >= top || (row == top - 1 && free_above)) return Position{};
  return p;
}

std::vector<FoxAndGeese::Position> FoxAndGeese::left_options(const Position& p) const {
  std::vector<Position> out;
  if (p.escaped()) return out;
  for (std::size_t i = 0; i < p.geese.size(); ++i) {
    for (const int dc : {-1, +1}) {
      const Square to{p.geese[i].first - 1, p.geese[i].second + dc};
      if (!on_board(to.first, to.second) || to == p.fox || has_goose(p, to)) continue;
      Position q = p;
      q.geese[i] = to;
      out.push_back(settle(std::move(q)));
    }
  }
  return out;
}

std::vector<FoxAndGeese::Position> FoxAndGeese::right_options(const Position& p) const {
  if (p.escaped()) return {p};  // off = {|off}
  std::vector<Position> out;
  constexpr int kDirections[4][2] = {{-1, +1}, {+1, +1}, {+1, -1}, {-1, -1}};
  for (const auto& [dr, dc] : kDirections) {
    for (int d = 1; d <= range_; ++d) {
      const Square to{p.fox.first + d * dr, p.fox.second + d * dc};
      if (!on_board(to.first, to.second) || has_goose(p, to)) break;
      Position q = p;
      q.fox = to;
      out.push_back(settle(std::move(q)));
    }
  }
  return out;
}

}  // namespace cgt
