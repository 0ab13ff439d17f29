#include "cgt/games/connect_four.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/core/error.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

ConnectFour::ConnectFour(int width, int height, int k) : w_(width), h_(height), k_(k) {
  if (width < 1 || height < 1 || width * (height + 1) > 64 || k < 1 || k > std::max(width, height))
    throw LimitError(fmt::format("connect-four {}x{} (k = {}): need width*(height+1) <= 64 and 1 <= k <= max(width, height)",
                                 width, height, k));
}

bool ConnectFour::has_line(std::uint64_t stones) const {
  // Directions as bit shifts: vertical 1, horizontal h+1, the diagonals h and h+2.
  const int shifts[4] = {1, h_ + 1, h_, h_ + 2};
  for (int d : shifts) {
    std::uint64_t run = stones;
    for (int i = 1; i < k_ && run != 0; ++i) run &= stones >> (i * d);
    if (run != 0) return true;
  }
  return false;
}

std::vector<ConnectFour::Position> ConnectFour::moves(const Position& p) const {
  std::vector<Position> out;
  for_each_move(p, [&](int, const Position& q) { out.push_back(q); });
  return out;
}

std::vector<std::pair<std::string, ConnectFour::Position>> ConnectFour::labelled_moves(const Position& p) const {
  std::vector<std::pair<std::string, Position>> out;
  for_each_move(p, [&](int column, const Position& q) { out.emplace_back(std::to_string(column + 1), q); });
  return out;
}

Primitive ConnectFour::primitive(const Position& p) const {
  if (has_line(p.mine ^ p.mask)) return Primitive::Lose;
  if (std::popcount(p.mask) == w_ * h_) return Primitive::Tie;
  return Primitive::Undecided;
}

ConnectFour::Position ConnectFour::parse(std::string_view text) const {
  const Grid g = Grid::parse(text, ".xo", "Connect-Four");
  if (g.rows != h_ || g.cols != w_)
    throw ParseError(fmt::format("Connect-Four position '{}': the board is {} x {} (width x height), expected {} x {}", text,
                                 g.cols, g.rows, w_, h_));
  std::uint64_t xs = 0, os = 0;
  for (int c = 0; c < w_; ++c)
    for (int level = 0; level < h_; ++level) {
      const char cell = g.at(h_ - 1 - level, c);
      if (cell == '.') continue;
      if (level > 0 && g.at(h_ - level, c) == '.')
        throw ParseError(fmt::format("Connect-Four position '{}': a stone floats in column {} (row {} from the top)", text,
                                     c + 1, h_ - level));
      (cell == 'x' ? xs : os) |= column_bottom(c) << level;
    }
  const int nx = std::popcount(xs), no = std::popcount(os);
  if (nx != no && nx != no + 1)
    throw ParseError(fmt::format("Connect-Four position '{}': {} x and {} o stones (x moves first)", text, nx, no));
  return {nx == no ? xs : os, xs | os};
}

std::string ConnectFour::to_string(const Position& p) const {
  const bool x_to_move = std::popcount(p.mask) % 2 == 0;
  const std::uint64_t xs = x_to_move ? p.mine : p.mine ^ p.mask;
  std::string out;
  for (int row = 0; row < h_; ++row) {
    if (row > 0) out += '|';
    for (int c = 0; c < w_; ++c) {
      const std::uint64_t bit = column_bottom(c) << (h_ - 1 - row);
      out += (p.mask & bit) == 0 ? '.' : (xs & bit) ? 'x' : 'o';
    }
  }
  return out;
}

std::uint64_t ConnectFour::mirrored(std::uint64_t bits) const {
  const int stride = h_ + 1;
  const std::uint64_t column = (std::uint64_t{1} << stride) - 1;
  std::uint64_t out = 0;
  for (int c = 0; c < w_; ++c) out |= ((bits >> (c * stride)) & column) << ((w_ - 1 - c) * stride);
  return out;
}

ConnectFour::Position ConnectFour::canonical(const Position& p) const {
  const Position m = mirror(p);
  return std::pair(m.mask, m.mine) < std::pair(p.mask, p.mine) ? m : p;
}

std::uint64_t ConnectFour::orbit_size(const Position& p) const {
  return mirrored(p.mask) == p.mask && mirrored(p.mine) == p.mine ? 1 : 2;
}

std::uint64_t ConnectFour::key(const Position& p) const {
  std::uint64_t bottom = 0;
  for (int c = 0; c < w_; ++c) bottom |= column_bottom(c);
  // mask + bottom marks each column's height with one bit above its stones.
  return p.mine + p.mask + bottom;
}

}  // namespace cgt
